/**
 * The naive oracle of the differential tests: reach and sonar from byte grids, written to be
 * obviously right rather than fast (a fresh frontier array per level). The benchmark's `naive`
 * is the plain BFS of `bfs.ts`, the code a competent developer writes first.
 */
import { MAX_RANGE, MAX_ROWS, type KernelBoard, type ReachKernel } from './types.js';

export class NaiveKernel implements ReachKernel {
  readonly id = 'naive' as const;
  private w = 0;
  private h = 0;
  private onBoard: Uint8Array = new Uint8Array(0);
  private trench: Uint8Array = new Uint8Array(0);
  private tile: Uint8Array = new Uint8Array(0);
  private faceDown: Uint8Array = new Uint8Array(0);
  private cover: Uint8Array = new Uint8Array(0);
  private sub: Uint8Array = new Uint8Array(0);
  private dist: Int16Array = new Int16Array(0);
  private readonly out = new Int32Array(MAX_ROWS);
  private readonly seenRows = new Int32Array(MAX_ROWS);
  private readonly rings = Array.from({ length: MAX_RANGE + 1 }, () => new Int32Array(MAX_ROWS));
  private resultsBuffer = new Int32Array(0);

  setPosition(b: KernelBoard): void {
    this.w = b.width;
    this.h = b.height;
    const grid = (rows: Int32Array): Uint8Array => {
      const g = new Uint8Array(b.width * b.height);
      for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) g[y * b.width + x] = (rows[y]! >>> x) & 1;
      return g;
    };
    this.onBoard = grid(b.onBoard);
    this.trench = grid(b.trench);
    this.tile = grid(b.tiles);
    this.faceDown = grid(b.faceDown);
    this.cover = grid(b.cover);
    this.sub = grid(b.subs);
    this.dist = new Int16Array(b.width * b.height);
  }

  reach(x: number, y: number, range: number, trench: boolean, rings = false): number {
    const { w, h } = this;
    const dist = this.dist.fill(-1);
    range = Math.min(range, MAX_RANGE);
    const start = y * w + x;
    dist[start] = 0;
    let frontier = [start];
    for (let d = 1; d <= range && frontier.length; d++) {
      const next: number[] = [];
      for (const i of frontier) {
        if (i !== start && this.tile[i]) continue; // a tile is entered, never left
        const cx = i % w;
        const cy = (i - cx) / w;
        const around = [cx > 0 ? i - 1 : -1, cx < w - 1 ? i + 1 : -1, cy > 0 ? i - w : -1, cy < h - 1 ? i + w : -1];
        for (const j of around) {
          if (j < 0 || dist[j] !== -1 || !this.onBoard[j]) continue;
          if (!trench && this.trench[j]) continue;
          dist[j] = d;
          next.push(j);
        }
      }
      frontier = next;
    }
    this.out.fill(0);
    if (rings) for (const r of this.rings) r.fill(0);
    let count = 0;
    for (let i = 0; i < w * h; i++) {
      const d = dist[i]!;
      if (d <= 0) continue;
      const cx = i % w;
      const cy = (i - cx) / w;
      if (rings) this.rings[d]![cy]! |= 1 << cx;
      if (this.sub[i] || this.cover[i]) continue;
      this.out[cy]! |= 1 << cx;
      count++;
    }
    return count;
  }

  targets(): Int32Array {
    return this.out;
  }

  ring(d: number): Int32Array {
    return this.rings[d]!;
  }

  sonar(x: number, y: number, radius: number): number {
    const { w, h } = this;
    const onTrench = this.trench[y * w + x];
    this.seenRows.fill(0);
    radius = Math.min(radius, MAX_RANGE); // as the kernels: radii above 9 count as 9
    let count = 0;
    for (let yy = 0; yy < h; yy++) {
      for (let xx = 0; xx < w; xx++) {
        const i = yy * w + xx;
        if (!this.faceDown[i] || Math.abs(xx - x) + Math.abs(yy - y) > radius) continue;
        if (this.trench[i] && !onTrench) continue;
        this.seenRows[yy]! |= 1 << xx;
        count++;
      }
    }
    return count;
  }

  seen(): Int32Array {
    return this.seenRows;
  }

  private batch(queries: Int32Array, n: number, run: (q: number) => number, rows: () => Int32Array): number {
    if (this.resultsBuffer.length < n) this.resultsBuffer = new Int32Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const count = run(i * 4);
      this.resultsBuffer[i] = count;
      const r = rows();
      let weight = 0;
      for (let y = 0; y < this.h; y++) weight = (weight + Math.imul(r[y]!, y + 1)) | 0;
      sum = (sum + count + weight) | 0;
    }
    return sum;
  }

  reachBatch(queries: Int32Array, n: number): number {
    return this.batch(queries, n, (q) => this.reach(queries[q]!, queries[q + 1]!, queries[q + 2]!, queries[q + 3]! !== 0), () => this.out);
  }

  sonarBatch(queries: Int32Array, n: number): number {
    return this.batch(queries, n, (q) => this.sonar(queries[q]!, queries[q + 1]!, queries[q + 2]!), () => this.seenRows);
  }

  results(): Int32Array {
    return this.resultsBuffer;
  }
}

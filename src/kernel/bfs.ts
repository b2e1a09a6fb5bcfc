/**
 * The benchmark's `naive` baseline: the plain breadth-first search a competent developer writes
 * first. One byte of flags per square, a preallocated queue and distance array (cleared per
 * query), neighbours by index arithmetic; no bitboards. Answers every `ReachKernel` query the
 * way the kernels do, so the differential tests hold it to the same answers.
 */
import { MAX_RANGE, MAX_ROWS, type KernelBoard, type ReachKernel } from './types.js';

const ON_BOARD = 1;
const TRENCH = 2;
const TILE = 4;
const FACE_DOWN = 8;
const BLOCKED = 16; // a module's cover or a submarine: reachable, but no move ends there

/** A plain BFS over a byte grid (see the file comment). */
export class BfsKernel implements ReachKernel {
  readonly id = 'naive' as const;
  private w = 0;
  private h = 0;
  private readonly cells = new Uint8Array(MAX_ROWS * MAX_ROWS);
  private readonly dist = new Int8Array(MAX_ROWS * MAX_ROWS);
  private readonly queue = new Int32Array(MAX_ROWS * MAX_ROWS);
  private readonly out = new Int32Array(MAX_ROWS);
  private readonly seenRows = new Int32Array(MAX_ROWS);
  private readonly rings = Array.from({ length: MAX_RANGE + 1 }, () => new Int32Array(MAX_ROWS));
  private resultsBuffer = new Int32Array(0);

  setPosition(b: KernelBoard): void {
    const { width: w, height: h } = b;
    this.w = w;
    this.h = h;
    for (let y = 0; y < h; y++) {
      const on = b.onBoard[y]!, trench = b.trench[y]!, tiles = b.tiles[y]!, faceDown = b.faceDown[y]!, blocked = b.cover[y]! | b.subs[y]!;
      for (let x = 0; x < w; x++) {
        this.cells[y * w + x] =
          ((on >>> x) & 1 ? ON_BOARD : 0) | ((trench >>> x) & 1 ? TRENCH : 0) | ((tiles >>> x) & 1 ? TILE : 0) |
          ((faceDown >>> x) & 1 ? FACE_DOWN : 0) | ((blocked >>> x) & 1 ? BLOCKED : 0);
      }
    }
  }

  reach(x: number, y: number, range: number, trench: boolean, rings = false): number {
    const { w, h, cells, dist, queue, out } = this;
    out.fill(0);
    if (rings) for (const r of this.rings) r.fill(0);
    if (range > MAX_RANGE) range = MAX_RANGE;
    if (range < 1) return 0;
    dist.fill(-1, 0, w * h);
    const start = y * w + x;
    const closed = trench ? 0 : TRENCH;
    dist[start] = 0;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const i = queue[head++]!;
      const d = dist[i]!;
      if (d === range || (i !== start && cells[i]! & TILE)) continue; // a tile is entered, never left
      const cx = i % w;
      const next = d + 1;
      let j = i - 1;
      if (cx > 0 && dist[j]! === -1 && cells[j]! & ON_BOARD && !(cells[j]! & closed)) {
        dist[j] = next;
        queue[tail++] = j;
      }
      j = i + 1;
      if (cx < w - 1 && dist[j]! === -1 && cells[j]! & ON_BOARD && !(cells[j]! & closed)) {
        dist[j] = next;
        queue[tail++] = j;
      }
      j = i - w;
      if (j >= 0 && dist[j]! === -1 && cells[j]! & ON_BOARD && !(cells[j]! & closed)) {
        dist[j] = next;
        queue[tail++] = j;
      }
      j = i + w;
      if (j < w * h && dist[j]! === -1 && cells[j]! & ON_BOARD && !(cells[j]! & closed)) {
        dist[j] = next;
        queue[tail++] = j;
      }
    }
    let count = 0;
    for (let k = 1; k < tail; k++) {
      const i = queue[k]!;
      const cx = i % w;
      const cy = (i - cx) / w;
      if (rings) this.rings[dist[i]!]![cy]! |= 1 << cx;
      if (cells[i]! & BLOCKED) continue;
      out[cy]! |= 1 << cx;
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
    const { w, h, cells, seenRows } = this;
    seenRows.fill(0);
    if (radius > MAX_RANGE) radius = MAX_RANGE;
    const onTrench = cells[y * w + x]! & TRENCH;
    let count = 0;
    for (let yy = Math.max(0, y - radius); yy <= Math.min(h - 1, y + radius); yy++) {
      const span = radius - Math.abs(yy - y);
      for (let xx = Math.max(0, x - span); xx <= Math.min(w - 1, x + span); xx++) {
        const c = cells[yy * w + xx]!;
        if (!(c & FACE_DOWN) || (c & TRENCH && !onTrench)) continue;
        seenRows[yy]! |= 1 << xx;
        count++;
      }
    }
    return count;
  }

  seen(): Int32Array {
    return this.seenRows;
  }

  private batch(queries: Int32Array, n: number, sonar: boolean): number {
    if (this.resultsBuffer.length < n) this.resultsBuffer = new Int32Array(n);
    const rows = sonar ? this.seenRows : this.out;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const q = i * 4;
      const count = sonar ? this.sonar(queries[q]!, queries[q + 1]!, queries[q + 2]!) : this.reach(queries[q]!, queries[q + 1]!, queries[q + 2]!, queries[q + 3]! !== 0);
      this.resultsBuffer[i] = count;
      let weight = 0;
      for (let y = 0; y < this.h; y++) weight = (weight + Math.imul(rows[y]!, y + 1)) | 0;
      sum = (sum + count + weight) | 0;
    }
    return sum;
  }

  reachBatch(queries: Int32Array, n: number): number {
    return this.batch(queries, n, false);
  }

  sonarBatch(queries: Int32Array, n: number): number {
    return this.batch(queries, n, true);
  }

  results(): Int32Array {
    return this.resultsBuffer;
  }
}

/**
 * The TypeScript twin of the WASM kernel: the same algorithms on `Int32Array` rows (bit x of
 * row y = square (x, y)), working only on the rows a query can touch. The fill step is
 * R' = R | ((S | E(S) | W(S) | N(S) | S(S)) & PASS) with S = R minus tile squares (the start excepted):
 * a tile is entered but never left. The engine's fallback where WASM is unavailable.
 */
import { MAX_RANGE, MAX_ROWS, type Kernel, type KernelBoard } from './types.js';

const ROWS = MAX_ROWS;

export class TsKernel implements Kernel {
  readonly id = 'ts' as const;
  private width = 0;
  private height = 0;
  private readonly onBoard = new Int32Array(ROWS);
  private readonly trench = new Int32Array(ROWS);
  private readonly passOpen = new Int32Array(ROWS);
  private readonly passShut = new Int32Array(ROWS);
  private readonly tiles = new Int32Array(ROWS);
  private readonly faceDown = new Int32Array(ROWS);
  private readonly cover = new Int32Array(ROWS);
  private readonly subs = new Int32Array(ROWS);
  private r = new Int32Array(ROWS);
  private n = new Int32Array(ROWS);
  private readonly s = new Int32Array(ROWS);
  private readonly out = new Int32Array(ROWS);
  private readonly seenRows = new Int32Array(ROWS);
  private readonly rings = Array.from({ length: MAX_RANGE + 1 }, () => new Int32Array(ROWS));
  private readonly launch = new Int32Array(ROWS);
  private readonly retire = new Int32Array(ROWS);
  private resultsBuffer = new Int32Array(0);
  private readonly levels = Array.from({ length: 16 }, () => new Int32Array(ROWS));
  private lastWeight = 0;

  setPosition(b: KernelBoard): void {
    this.width = b.width;
    this.height = b.height;
    this.onBoard.set(b.onBoard);
    this.trench.set(b.trench);
    this.tiles.set(b.tiles);
    this.faceDown.set(b.faceDown);
    this.cover.set(b.cover);
    this.subs.set(b.subs);
    for (let y = 0; y < ROWS; y++) {
      this.passOpen[y] = b.onBoard[y]!;
      this.passShut[y] = b.onBoard[y]! & ~b.trench[y]!;
    }
  }

  /** The fill; writes `out` (all rows) and, with `rings`, ring d for d = 1..range. */
  private fill(x: number, y: number, range: number, trench: boolean, rings: boolean): number {
    const h = this.height;
    this.out.fill(0);
    this.lastWeight = 0;
    if (range < 1) return 0;
    if (range > MAX_RANGE) range = MAX_RANGE;
    const pass = trench ? this.passOpen : this.passShut;
    const tiles = this.tiles;
    const lo = Math.max(0, y - range);
    const hi = Math.min(h - 1, y + range);
    let r = this.r;
    let n = this.n;
    const s = this.s;
    for (let yy = lo; yy <= hi; yy++) {
      r[yy] = 0;
      n[yy] = 0;
    }
    const start = 1 << x;
    r[y] = start;
    for (let d = 1; d <= range; d++) {
      const a = Math.max(0, y - d);
      const b = Math.min(h - 1, y + d);
      for (let yy = a; yy <= b; yy++) s[yy] = r[yy]! & ~tiles[yy]!;
      s[y]! |= start;
      for (let yy = a; yy <= b; yy++) {
        const v = s[yy]!;
        let m = v | (v << 1) | (v >>> 1);
        if (yy > a) m |= s[yy - 1]!;
        if (yy < b) m |= s[yy + 1]!;
        n[yy] = r[yy]! | (m & pass[yy]!);
      }
      if (rings) {
        const ring = this.rings[d]!;
        ring.fill(0);
        for (let yy = a; yy <= b; yy++) ring[yy] = n[yy]! & ~r[yy]!;
      }
      const t = r;
      r = n;
      n = t;
      // rows a..b of the old buffer are stale but are overwritten before being read next step
    }
    this.r = r;
    this.n = n;
    let count = 0;
    let weight = 0;
    const out = this.out;
    for (let yy = lo; yy <= hi; yy++) {
      let t = r[yy]! & this.onBoard[yy]! & ~this.cover[yy]! & ~this.subs[yy]!;
      if (yy === y) t &= ~start;
      out[yy] = t;
      if (t) {
        let c = t - ((t >>> 1) & 0x55555555);
        c = (c & 0x33333333) + ((c >>> 2) & 0x33333333);
        count += (Math.imul((c + (c >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
        weight = (weight + Math.imul(t, yy + 1)) | 0;
      }
    }
    this.lastWeight = weight;
    return count;
  }

  reach(x: number, y: number, range: number, trench: boolean, rings = false): number {
    if (rings) for (let d = Math.max(range + 1, 1); d <= MAX_RANGE; d++) this.rings[d]!.fill(0);
    return this.fill(x, y, range, trench, rings);
  }

  targets(): Int32Array {
    return this.out;
  }

  ring(d: number): Int32Array {
    return this.rings[d]!;
  }

  private sonarRows(x: number, y: number, radius: number, store: boolean): number {
    const onTrench = (this.trench[y]! >>> x) & 1;
    if (store) this.seenRows.fill(0);
    let count = 0;
    let weight = 0;
    const lo = Math.max(0, y - radius);
    const hi = Math.min(this.height - 1, y + radius);
    for (let row = lo; row <= hi; row++) {
      const w = radius - Math.abs(row - y);
      const left = Math.max(0, x - w);
      const right = Math.min(31, x + w);
      const span = right - left + 1;
      const mask = span >= 32 ? -1 : ((1 << span) - 1) << left;
      let seen = mask & this.faceDown[row]!;
      if (!onTrench) seen &= ~this.trench[row]!;
      if (store) this.seenRows[row] = seen;
      if (seen) {
        let c = seen - ((seen >>> 1) & 0x55555555);
        c = (c & 0x33333333) + ((c >>> 2) & 0x33333333);
        count += Math.imul((c + (c >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
        weight = (weight + Math.imul(seen, row + 1)) | 0;
      }
    }
    this.lastWeight = weight;
    return count;
  }

  sonar(x: number, y: number, radius: number): number {
    return this.sonarRows(x, y, radius, true);
  }

  seen(): Int32Array {
    return this.seenRows;
  }

  private ensureResults(n: number): Int32Array {
    if (this.resultsBuffer.length < n) this.resultsBuffer = new Int32Array(n);
    return this.resultsBuffer;
  }

  reachBatch(queries: Int32Array, n: number): number {
    const results = this.ensureResults(n);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const q = i * 4;
      const count = this.fill(queries[q]!, queries[q + 1]!, queries[q + 2]!, queries[q + 3]! !== 0, false);
      results[i] = count;
      sum = (sum + count + this.lastWeight) | 0;
    }
    return sum;
  }

  sonarBatch(queries: Int32Array, n: number): number {
    const results = this.ensureResults(n);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const q = i * 4;
      const count = this.sonarRows(queries[q]!, queries[q + 1]!, queries[q + 2]!, false);
      results[i] = count;
      sum = (sum + count + this.lastWeight) | 0;
    }
    return sum;
  }

  results(): Int32Array {
    return this.resultsBuffer;
  }

  mouths(modules: Int32Array, n: number): { launch: number; retire: number } {
    this.launch.fill(0);
    this.retire.fill(0);
    for (let i = 0; i < n; i++) {
      const cx = modules[i * 4]!, cy = modules[i * 4 + 1]!, mask = modules[i * 4 + 2]!, flags = modules[i * 4 + 3]!;
      for (let slot = 0; slot < 8; slot += 2) {
        if (!((mask >>> slot) & 1)) continue;
        const x = slot === 2 ? cx + 2 : slot === 6 ? cx - 2 : cx;
        const y = slot === 0 ? cy - 2 : slot === 4 ? cy + 2 : cy;
        if (x < 0 || y < 0 || x >= this.width || y >= this.height) continue;
        const bit = 1 << x;
        if (this.cover[y]! & bit || this.tiles[y]! & bit) continue;
        if (flags & 1 && !(this.subs[y]! & bit)) this.launch[y]! |= bit;
        if (flags & 2) this.retire[y]! |= bit;
      }
    }
    let launch = 0;
    let retire = 0;
    for (let y = 0; y < this.height; y++) {
      for (let row = this.launch[y]!; row; row &= row - 1) launch++;
      for (let row = this.retire[y]!; row; row &= row - 1) retire++;
    }
    return { launch, retire };
  }

  launchRows(): Int32Array {
    return this.launch;
  }

  retireRows(): Int32Array {
    return this.retire;
  }

  subMoves(subs: Int32Array, n: number, range: number, trench: boolean): Int32Array {
    const list: number[] = [];
    for (let i = 0; i < n; i++) {
      if (subs[i * 4 + 2]) continue;
      this.fill(subs[i * 4]!, subs[i * 4 + 1]!, range, trench, false);
      for (let y = 0; y < this.height; y++) {
        for (let row = this.out[y]!; row; row &= row - 1) list.push(i, 31 - Math.clz32(row & -row), y);
      }
    }
    return Int32Array.from(list);
  }

  perft(subs: Int32Array, n: number, range: number, trenchOpen: boolean, allKinds: boolean, depth: number): number {
    if (depth <= 0) return 1;
    const pos = Int32Array.from(subs.subarray(0, n * 4));
    let moved = 0;
    for (let i = 0; i < n; i++) if (pos[i * 4 + 2]) moved |= 1 << i;
    return this.perftRec(pos, n, range, allKinds, depth, moved, trenchOpen);
  }

  private perftRec(subs: Int32Array, n: number, range: number, allKinds: boolean, depth: number, moved: number, trenchOpen: boolean): number {
    const trench = trenchOpen || allKinds;
    if (depth === 1) {
      let total = 0;
      for (let i = 0; i < n; i++) if (!((moved >>> i) & 1)) total += this.fill(subs[i * 4]!, subs[i * 4 + 1]!, range, trench, false);
      return total;
    }
    let nodes = 0;
    const level = this.levels[depth]!;
    for (let i = 0; i < n; i++) {
      if ((moved >>> i) & 1) continue;
      const sx = subs[i * 4]!;
      const sy = subs[i * 4 + 1]!;
      this.fill(sx, sy, range, trench, false);
      level.set(this.out);
      for (let y = 0; y < this.height; y++) {
        for (let row = level[y]!; row; row &= row - 1) {
          const bit = row & -row;
          const x = 31 - Math.clz32(bit);
          this.subs[sy]! &= ~(1 << sx);
          this.subs[y]! |= bit;
          subs[i * 4] = x;
          subs[i * 4 + 1] = y;
          const hadTile = this.tiles[y]! & bit;
          const hadFaceDown = this.faceDown[y]! & bit;
          if (hadTile) {
            this.tiles[y]! &= ~bit;
            this.faceDown[y]! &= ~bit;
          }
          const opens = (this.trench[y]! & bit) !== 0;
          nodes += this.perftRec(subs, n, range, allKinds, depth - 1, moved | (1 << i), trenchOpen || opens);
          if (hadTile) this.tiles[y]! |= bit;
          if (hadFaceDown) this.faceDown[y]! |= bit;
          this.subs[y]! &= ~bit;
          this.subs[sy]! |= 1 << sx;
          subs[i * 4] = sx;
          subs[i * 4 + 1] = sy;
        }
      }
    }
    return nodes;
  }
}

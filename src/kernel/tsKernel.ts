/**
 * The TypeScript twin of the WASM kernel: the same algorithms on `Int32Array` rows (bit x of
 * row y = square (x, y)), written as the fastest TypeScript we know for the job. The engine's
 * fallback where WASM is unavailable, and the `ts` side of the benchmark.
 *
 * Layout. Every row array is padded like the WASM kernel's: board row y is index y + PAD, with
 * PAD = 9 zero rows on either side, so a query window (rows y - range .. y + range) never needs
 * clipping. Per position, `setPosition` derives what the fills read:
 *
 *   p     passable: on the board (trench squares only with the trench allowed: pOpen / pShut)
 *   pk    passable minus tile squares (a tile is entered, never left): pkOpen / pkShut
 *   free  where a move may end: on the board, not covered by a module, no submarine
 *   fdShut face-down tiles off the trench (a ping from off the trench does not see trench tiles)
 *
 * The fills themselves are straight-line code per range (`tsFills.ts`, generated): the window
 * rows are locals, step d touches only the 2d + 1 rows within distance d, and the expandable set
 * e (reached, no tile, the start excepted) is iterated as e' = e | (spread(e) & pk), the last step
 * giving the reached set r = e | (spread(e) & p). Nothing allocates per query, and no buffer is
 * cleared beyond the rows the previous query wrote.
 *
 * Measured on the bench's reach queries (300 default-board positions, ranges 4-6, CPU time, the
 * same interleaved rounds): 62.8 ns a query against WASM's 44.8 ns and the previous twin's 290 ns
 * (loops over whole row arrays, two 32-row clears a query); sonar 39.9 against 19.8 and 64.4 ns;
 * perft 3.16 against 1.82 and 11.1 ns a node.
 */
import { fill, fillRings, fillWeight, ping } from './tsFills.js';
import { MAX_RANGE, MAX_ROWS, type Kernel, type KernelBoard } from './types.js';

const PAD = MAX_RANGE;
/** Padded rows per row array (one ring in the flat ring buffer). */
const PADDED = MAX_ROWS + 2 * PAD;
/** Longest move list (words), as the WASM kernel's LIST buffer. */
const MAX_LIST = 2048;
/** Deepest perft, as the WASM kernel. */
const MAX_DEPTH = 15;
/** Most submarines perft and move generation take, as the WASM kernel. */
const MAX_SUBS = 16;

const rowsArray = (): Int32Array => new Int32Array(PADDED);

/** The population count of one row (SWAR). */
function popcount(v: number): number {
  v = (v - ((v >>> 1) & 0x55555555)) | 0;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The TS twin of the WASM kernel (see the file comment). */
export class TsKernel implements Kernel {
  readonly id = 'ts' as const;
  private width = 0;
  private height = 0;
  /** Rows written by the last `setPosition` (rows beyond are zero). */
  private rowsSet = 0;
  /**
   * Inputs and derived rows, padded, in one buffer (row arrays below are views of it):
   * `setPosition` writes through one typed array, 220 ns a 24-row board against 330-480 ns for
   * eleven separate arrays (CPU time, this machine).
   */
  private readonly mem = new Int32Array(11 * PADDED);
  private readonly onBoard = this.rows(0);
  private readonly trench = this.rows(1);
  private readonly tiles = this.rows(2);
  private readonly faceDown = this.rows(3);
  private readonly cover = this.rows(4);
  private readonly subs = this.rows(5);
  private readonly pShut = this.rows(6);
  private readonly pkOpen = this.rows(7);
  private readonly pkShut = this.rows(8);
  private readonly free = this.rows(9);
  private readonly fdShut = this.rows(10);
  // outputs
  private readonly out = rowsArray();
  private outLo = 0;
  private outHi = -1;
  private readonly seenRows = rowsArray();
  private seenLo = 0;
  private seenHi = -1;
  private readonly rings = new Int32Array((MAX_RANGE + 1) * PADDED);
  private ringsLo = 0;
  private ringsHi = -1;
  private readonly scratch = rowsArray();
  private readonly levels = Array.from({ length: MAX_DEPTH + 1 }, rowsArray);
  private readonly launch = new Int32Array(MAX_ROWS);
  private readonly retire = new Int32Array(MAX_ROWS);
  private readonly list = new Int32Array(MAX_LIST);
  private readonly perftSubs = new Int32Array(MAX_SUBS * 4);
  private resultsBuffer = new Int32Array(0);
  private readonly targetsView = this.out.subarray(PAD, PAD + MAX_ROWS);
  private readonly seenView = this.seenRows.subarray(PAD, PAD + MAX_ROWS);
  private readonly ringViews = Array.from({ length: MAX_RANGE + 1 }, (_, d) => this.rings.subarray(d * PADDED + PAD, d * PADDED + PAD + MAX_ROWS));
  // perft parameters
  private perftRange = 0;
  private perftAllKinds = false;
  private perftCount = 0;

  /** Row array k of `mem`. */
  private rows(k: number): Int32Array {
    return this.mem.subarray(k * PADDED, (k + 1) * PADDED);
  }

  setPosition(b: KernelBoard): void {
    this.width = b.width;
    this.height = b.height;
    // rows beyond the height are zero in the input; rewrite them only where the last board was taller
    const rows = Math.max(b.height, this.rowsSet);
    this.rowsSet = b.height;
    const { onBoard, trench, tiles, faceDown, cover, subs } = b;
    const m = this.mem;
    for (let y = 0; y < rows; y++) {
      const i = y + PAD;
      const on = onBoard[y]!, tr = trench[y]!, ti = tiles[y]!, fd = faceDown[y]!, co = cover[y]!, su = subs[y]!;
      m[i] = on;
      m[i + PADDED] = tr;
      m[i + 2 * PADDED] = ti;
      m[i + 3 * PADDED] = fd;
      m[i + 4 * PADDED] = co;
      m[i + 5 * PADDED] = su;
      m[i + 6 * PADDED] = on & ~tr; // pShut
      m[i + 7 * PADDED] = on & ~ti; // pkOpen
      m[i + 8 * PADDED] = on & ~tr & ~ti; // pkShut
      m[i + 9 * PADDED] = on & ~co & ~su; // free
      m[i + 10 * PADDED] = fd & ~tr; // fdShut
    }
  }

  reach(x: number, y: number, range: number, trench: boolean, rings = false): number {
    const out = this.out;
    for (let i = this.outLo; i <= this.outHi; i++) out[i] = 0;
    this.outHi = -1;
    if (rings) {
      const rg = this.rings;
      for (let d = 1; d <= MAX_RANGE; d++) for (let i = d * PADDED + this.ringsLo, end = d * PADDED + this.ringsHi; i <= end; i++) rg[i] = 0;
      this.ringsHi = -1;
    }
    if (range < 1) return 0;
    const r = range > MAX_RANGE ? MAX_RANGE : range;
    const b = y + PAD - r;
    this.outLo = b;
    this.outHi = b + 2 * r;
    const pk = trench ? this.pkOpen : this.pkShut;
    const p = trench ? this.onBoard : this.pShut;
    if (!rings) return fill(r, 1 << x, b, pk, p, this.free, out);
    this.ringsLo = b;
    this.ringsHi = b + 2 * r;
    return fillRings(r, 1 << x, b, pk, p, this.free, out, this.rings);
  }

  targets(): Int32Array {
    return this.targetsView;
  }

  ring(d: number): Int32Array {
    return this.ringViews[d]!;
  }

  sonar(x: number, y: number, radius: number): number {
    const seen = this.seenRows;
    for (let i = this.seenLo; i <= this.seenHi; i++) seen[i] = 0;
    this.seenHi = -1;
    if (radius < 0) return 0;
    const r = radius > MAX_RANGE ? MAX_RANGE : radius;
    const b = y + PAD - r;
    this.seenLo = b;
    this.seenHi = b + 2 * r;
    // trench tiles only from a trench square
    const fd = (this.trench[y + PAD]! >>> x) & 1 ? this.faceDown : this.fdShut;
    return ping(r, x, b, fd, seen);
  }

  seen(): Int32Array {
    return this.seenView;
  }

  private ensureResults(n: number): Int32Array {
    if (this.resultsBuffer.length < n) this.resultsBuffer = new Int32Array(n);
    return this.resultsBuffer;
  }

  reachBatch(queries: Int32Array, n: number): number {
    const results = this.ensureResults(n);
    const { pkOpen, pkShut, onBoard, pShut, free, scratch } = this;
    let sum = 0;
    for (let i = 0, q = 0; i < n; i++, q += 4) {
      let r = queries[q + 2]!;
      if (r < 1) {
        results[i] = 0;
        continue;
      }
      if (r > MAX_RANGE) r = MAX_RANGE;
      const open = queries[q + 3]! !== 0;
      const count = fill(r, 1 << queries[q]!, queries[q + 1]! + PAD - r, open ? pkOpen : pkShut, open ? onBoard : pShut, free, scratch);
      results[i] = count;
      sum = (sum + count + fillWeight()) | 0;
    }
    return sum;
  }

  sonarBatch(queries: Int32Array, n: number): number {
    const results = this.ensureResults(n);
    const { trench, faceDown, fdShut, scratch } = this;
    let sum = 0;
    for (let i = 0, q = 0; i < n; i++, q += 4) {
      let r = queries[q + 2]!;
      if (r < 0) {
        results[i] = 0;
        continue;
      }
      if (r > MAX_RANGE) r = MAX_RANGE;
      const x = queries[q]!, y = queries[q + 1]!;
      const count = ping(r, x, y + PAD - r, (trench[y + PAD]! >>> x) & 1 ? faceDown : fdShut, scratch);
      results[i] = count;
      sum = (sum + count + fillWeight()) | 0;
    }
    return sum;
  }

  results(): Int32Array {
    return this.resultsBuffer;
  }

  mouths(modules: Int32Array, n: number): { launch: number; retire: number } {
    const { launch, retire, cover, tiles, subs, width, height } = this;
    launch.fill(0); // once per position
    retire.fill(0);
    for (let i = 0; i < n; i++) {
      const cx = modules[i * 4]!, cy = modules[i * 4 + 1]!, mask = modules[i * 4 + 2]!, flags = modules[i * 4 + 3]!;
      for (let slot = 0; slot < 8; slot += 2) {
        if (!((mask >>> slot) & 1)) continue;
        const x = slot === 2 ? cx + 2 : slot === 6 ? cx - 2 : cx;
        const y = slot === 0 ? cy - 2 : slot === 4 ? cy + 2 : cy;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const bit = 1 << x;
        if ((cover[y + PAD]! | tiles[y + PAD]!) & bit) continue;
        if (flags & 1 && !(subs[y + PAD]! & bit)) launch[y]! |= bit;
        if (flags & 2) retire[y]! |= bit;
      }
    }
    let l = 0;
    let r = 0;
    for (let y = 0; y < height; y++) {
      l += popcount(launch[y]!);
      r += popcount(retire[y]!);
    }
    return { launch: l, retire: r };
  }

  launchRows(): Int32Array {
    return this.launch;
  }

  retireRows(): Int32Array {
    return this.retire;
  }

  subMoves(subs: Int32Array, n: number, range: number, trench: boolean): Int32Array {
    if (range < 1) return new Int32Array(0);
    const r = range > MAX_RANGE ? MAX_RANGE : range;
    const pk = trench ? this.pkOpen : this.pkShut;
    const p = trench ? this.onBoard : this.pShut;
    const { scratch, free, list } = this;
    let words = 0;
    for (let i = 0; i < n; i++) {
      if (subs[i * 4 + 2]!) continue;
      const b = subs[i * 4 + 1]! + PAD - r;
      fill(r, 1 << subs[i * 4]!, b, pk, p, free, scratch);
      for (let j = b; j <= b + 2 * r; j++) {
        for (let row = scratch[j]!; row; row &= row - 1) {
          if (words + 3 > MAX_LIST) return list.slice(0, words);
          list[words] = i;
          list[words + 1] = 31 - Math.clz32(row & -row);
          list[words + 2] = j - PAD;
          words += 3;
        }
      }
    }
    return list.slice(0, words);
  }

  perft(subs: Int32Array, n: number, range: number, trenchOpen: boolean, allKinds: boolean, depth: number): number {
    if (depth <= 0) return 1;
    if (depth > MAX_DEPTH) return -1;
    if (range < 1) return 0;
    const count = Math.min(n, MAX_SUBS);
    this.perftSubs.set(subs.subarray(0, count * 4));
    this.perftRange = range > MAX_RANGE ? MAX_RANGE : range;
    this.perftAllKinds = allKinds;
    this.perftCount = count;
    let moved = 0;
    for (let i = 0; i < count; i++) if (subs[i * 4 + 2]!) moved |= 1 << i;
    return this.perftRec(depth, moved, trenchOpen);
  }

  /** One perft level; the board rows are updated in place and restored (make / unmake). */
  private perftRec(depth: number, moved: number, trenchOpen: boolean): number {
    const trench = trenchOpen || this.perftAllKinds;
    const pk = trench ? this.pkOpen : this.pkShut;
    const p = trench ? this.onBoard : this.pShut;
    const { perftSubs: ps, perftRange: r, perftCount: count, free } = this;
    if (depth === 1) {
      // leaves: only the counts
      let total = 0;
      for (let i = 0; i < count; i++) {
        if ((moved >>> i) & 1) continue;
        total += fill(r, 1 << ps[i * 4]!, ps[i * 4 + 1]! + PAD - r, pk, p, free, this.scratch);
      }
      return total;
    }
    const { onBoard, cover, subs, tiles, faceDown, pShut, pkOpen, pkShut, trench: trenchRows } = this;
    const level = this.levels[depth]!;
    let nodes = 0;
    for (let i = 0; i < count; i++) {
      if ((moved >>> i) & 1) continue;
      const sx = ps[i * 4]!;
      const sj = ps[i * 4 + 1]! + PAD;
      const from = 1 << sx;
      const b = sj - r;
      fill(r, from, b, pk, p, free, level);
      for (let j = b; j <= b + 2 * r; j++) {
        for (let row = level[j]!; row; row &= row - 1) {
          const bit = row & -row;
          // move: the submarine leaves its square and occupies the target
          subs[sj]! &= ~from;
          free[sj] = onBoard[sj]! & ~cover[sj]! & ~subs[sj]!;
          subs[j]! |= bit;
          free[j] = onBoard[j]! & ~cover[j]! & ~subs[j]!;
          ps[i * 4] = 31 - Math.clz32(bit);
          ps[i * 4 + 1] = j - PAD;
          // a tile on the target is taken off
          const hadTile = tiles[j]! & bit;
          const hadFaceDown = faceDown[j]! & bit;
          if (hadTile) {
            tiles[j]! &= ~bit;
            faceDown[j]! &= ~bit;
            pkOpen[j] = onBoard[j]! & ~tiles[j]!;
            pkShut[j] = pShut[j]! & ~tiles[j]!;
          }
          nodes += this.perftRec(depth - 1, moved | (1 << i), trenchOpen || (trenchRows[j]! & bit) !== 0);
          // undo
          if (hadTile) {
            tiles[j]! |= bit;
            faceDown[j]! |= hadFaceDown;
            pkOpen[j] = onBoard[j]! & ~tiles[j]!;
            pkShut[j] = pShut[j]! & ~tiles[j]!;
          }
          subs[j]! &= ~bit;
          free[j] = onBoard[j]! & ~cover[j]! & ~subs[j]!;
          subs[sj]! |= from;
          free[sj] = onBoard[sj]! & ~cover[sj]! & ~subs[sj]!;
          ps[i * 4] = sx;
          ps[i * 4 + 1] = sj - PAD;
        }
      }
    }
    return nodes;
  }
}

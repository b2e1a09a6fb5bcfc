/**
 * The kernel: submarine reachability, sonar coverage and submarine move generation on packed
 * bitboards (one i32 per board row, bit x = column x). Three implementations share this
 * interface: `wasm` (AssemblyScript, SIMD), `ts` (the TypeScript twin) and `naive` (a plain
 * array BFS, the reference). The engine is handed one; it never loads WASM itself.
 */

export const KERNEL_IDS = ['wasm', 'ts', 'naive'] as const;
export type KernelId = (typeof KERNEL_IDS)[number];

/** Rows per bitboard (boards are at most 32x32). */
export const MAX_ROWS = 32;
/** Longest move a query may ask for. */
export const MAX_RANGE = 9;

/** A position as the kernel sees it: bitboards of 32 rows each (rows >= height are 0). */
export interface KernelBoard {
  width: number;
  height: number;
  onBoard: Int32Array;
  trench: Int32Array;
  /** Squares holding a tile, face up or down. */
  tiles: Int32Array;
  faceDown: Int32Array;
  /** Squares covered (even half) by a module. */
  cover: Int32Array;
  subs: Int32Array;
  /**
   * The six arrays above as one (onBoard, trench, tiles, faceDown, cover, subs; 32 rows each),
   * when they are views of it, as `emptyKernelBoard` makes them: the WASM kernel then takes a
   * position in one copy. Ignored unless the six arrays really are its views (see `packedRows`).
   */
  rows?: Int32Array;
}

/** The queries every implementation answers, the naive reference included. */
export interface ReachKernel {
  readonly id: KernelId;
  /** Takes a position; once per position, before its queries. */
  setPosition(board: KernelBoard): void;
  /**
   * Squares a submarine on (x, y) can end a move of up to `range` steps on (spec 7); returns
   * the count. `targets()` then holds them as rows, and `ring(d)` the squares first reached at
   * distance d (only when `rings` is true). Views stay valid until the next query.
   */
  reach(x: number, y: number, range: number, trench: boolean, rings?: boolean): number;
  targets(): Int32Array;
  ring(d: number): Int32Array;
  /** Face-down tiles a ping from (x, y) shows (spec 7); `seen()` holds them as rows. */
  sonar(x: number, y: number, radius: number): number;
  seen(): Int32Array;
  /**
   * `n` reach queries (x, y, range, trench as 0/1, four i32 each); returns the checksum
   * sum over queries of count + sum_y targets[y] * (y + 1), mod 2^32. Counts go to `results()`.
   */
  reachBatch(queries: Int32Array, n: number): number;
  /** `n` sonar queries (x, y, radius, unused); checksum and results as `reachBatch`. */
  sonarBatch(queries: Int32Array, n: number): number;
  results(): Int32Array;
}

/** The whole kernel: reach, sonar, launch and retire squares, move generation, perft. */
export interface Kernel extends ReachKernel {
  /**
   * For `n` modules (cx, cy, rotated corridor mask, flags: 1 = the seat may launch here,
   * 2 = a submarine may retire here): `launchRows()` and `retireRows()`. Returns both counts.
   */
  mouths(modules: Int32Array, n: number): { launch: number; retire: number };
  launchRows(): Int32Array;
  retireRows(): Int32Array;
  /** Normal moves of `n` submarines (x, y, moved, unused): (sub, x, y) triples, sub order then (y, x). */
  subMoves(subs: Int32Array, n: number, range: number, trench: boolean): Int32Array;
  /** Submarine-move perft (docs/cli.md). */
  perft(subs: Int32Array, n: number, range: number, trenchOpen: boolean, allKinds: boolean, depth: number): number;
}

/** An empty board of the given size (every square on the board, no trench, nothing on it). */
export function emptyKernelBoard(width: number, height: number): KernelBoard {
  const rows = new Int32Array(6 * MAX_ROWS);
  const parts = sixRows(rows);
  Object.defineProperty(rows, PARTS, { value: parts });
  const [onBoard, trench, tiles, faceDown, cover, subs] = parts;
  const row = width >= 32 ? -1 : (1 << width) - 1;
  for (let y = 0; y < height; y++) onBoard[y] = row;
  return { width, height, onBoard, trench, tiles, faceDown, cover, subs, rows };
}

type SixRows = [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];

/** Views of the six 32-row parts of `rows` (onBoard, trench, tiles, faceDown, cover, subs). */
export function sixRows(rows: Int32Array): SixRows {
  return Array.from({ length: 6 }, (_, k) => rows.subarray(k * MAX_ROWS, (k + 1) * MAX_ROWS)) as SixRows;
}
/** The views `emptyKernelBoard` cut from a board's `rows` (checking buffers and offsets costs 20 ns an access). */
const PARTS = Symbol('rows views');

/**
 * A board's `rows`, if its six arrays are still the views `emptyKernelBoard` cut from it; otherwise
 * null (a board copied with one array replaced, say, must be taken array by array).
 */
export function packedRows(b: KernelBoard): Int32Array | null {
  const rows = b.rows;
  const parts = (rows as (Int32Array & { [PARTS]?: SixRows }) | undefined)?.[PARTS];
  if (parts === undefined) return null;
  return b.onBoard === parts[0] && b.trench === parts[1] && b.tiles === parts[2] && b.faceDown === parts[3] && b.cover === parts[4] && b.subs === parts[5] ? rows! : null;
}

/** Squares of a rows bitboard, sorted by (y, x). */
export function squaresOf(rows: Int32Array, height = MAX_ROWS): [number, number][] {
  const out: [number, number][] = [];
  for (let y = 0; y < height; y++) {
    let row = rows[y]!;
    while (row) {
      const x = 31 - Math.clz32(row & -row);
      row &= row - 1;
      out.push([x, y]);
    }
  }
  return out;
}

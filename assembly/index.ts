// Nautilab kernel: submarine reachability, sonar coverage, launch/retire squares, submarine
// move generation and the submarine-move perft on packed bitboards (spec 7; perft: docs/cli.md).
//
// Bit layout. A board of W x H squares (8..32 each) is a set of rows, one i32 per row:
//
//        bit:  31 ............ 2 1 0
//   row y:     x=31 ......... x=2 x=1 x=0        (bit x of row y = square (x, y))
//
// Every bitboard ("rows array") is 56 i32 words in linear memory: 12 zero padding rows, the 32
// board rows, 12 zero padding rows. Board row y lives at word y + 12. The padding lets a query
// load a window of rows [y0, y0 + 4N) with y0 anywhere in [-12, 32) without bounds checks.
//
//   word:   0 .. 11   | 12 .. 43          | 44 .. 55
//           padding 0 | rows 0..31        | padding 0
//
// The fill keeps one board row per SIMD lane: an i32x4 vector holds 4 consecutive rows, and a
// query works on a window of N vectors (N = 1 to 5) starting at row sy - range, which holds
// every row a move of that range can touch. East/west neighbours are lane shifts; north/south
// neighbours are lane shuffles between adjacent vectors. Bits beyond the board width are never
// set because every step is masked with the passable board.
//
// Exports take and return scalars only; bulk data sits in the static buffers below, at fixed
// offsets (see `layout`). Nothing allocates after start-up (runtime stub, fixed memory).

// ---------------------------------------------------------------------------------------------
// Static buffers (byte offsets). Each rows array takes 256 bytes (224 used).

const ROWS_BYTES: usize = 256;
const PAD: i32 = 12;

const ONBOARD: usize = 0x0000; //    input: squares on the board
const TRENCH: usize = 0x0100; //     input: trench squares
const TILE: usize = 0x0200; //       input: squares holding a tile (face up or down)
const FACEDOWN: usize = 0x0300; //   input: squares holding a face-down tile
const COVER: usize = 0x0400; //      input: squares covered (even half) by a module
const SUB: usize = 0x0500; //        input: squares holding a submarine
const PASS_OPEN: usize = 0x0600; //  derived: passable with the trench allowed (= ONBOARD)
const PASS_SHUT: usize = 0x0700; //  derived: passable without the trench
const TARGETS: usize = 0x0900; //    output: targets of the last `reach`
const SEEN: usize = 0x0A00; //       output: tiles of the last `sonar`
const LAUNCH: usize = 0x0B00; //     output: launch squares
const RETIRE: usize = 0x0C00; //     output: retire squares
const BLOCKED: usize = 0x0D00; //    derived: COVER | SUB (squares a move may not end on)
const RINGS: usize = 0x1000; //      output: ring d (squares first reached at distance d) at RINGS + d * 256, d = 1..9
const LEVELS: usize = 0x2000; //     scratch: perft targets per depth, 16 levels
const SUBS: usize = 0x3000; //       input: submarines, 4 i32 each (x, y, moved, unused), up to 16
const MODULES: usize = 0x3100; //    input: modules, 4 i32 each (cx, cy, rotated corridor mask, flags), up to 64
const LIST: usize = 0x3800; //       output: lists of i32 (subMoves: sub, x, y triples), up to 2048 words
const INPUT: usize = 0x5800; //      input: a position's six rows arrays, 32 words each, unpadded, in the order
//                                    ONBOARD, TRENCH, TILE, FACEDOWN, COVER, SUB (one copy from the adapter)
const QUERIES: usize = 0x6000; //    input: batch queries, 4 i32 each (x, y, range or radius, trench), up to 4096
const RESULTS: usize = 0x16000; //   output: batch results, 1 i32 each, up to 4096
const DIAMONDS: usize = 0x1A000; //  table: sonar diamonds, 20 rows per (radius 0..9, column 0..31), 25,600 bytes
const ROWNUM: usize = 0x20400; //   table: (4k + 1, 4k + 2, 4k + 3, 4k + 4) for k = 0..4, the checksum's row numbers
const LANES: usize = 0x20480; //    table: all ones in lane j (j = 0..3), zero in the others
// AssemblyScript's own data starts at --memoryBase 0x21000.

const MAX_RANGE: i32 = 9;
const MAX_BATCH: i32 = 4096;
const MAX_LIST: i32 = 2048;

let width: i32 = 0;
let height: i32 = 0;

/**
 * Byte offset of buffer `id` in linear memory. Called once by the adapter at start-up.
 * ids: 0 ONBOARD, 1 TRENCH, 2 TILE, 3 FACEDOWN, 4 COVER, 5 SUB, 6 TARGETS, 7 SEEN, 8 LAUNCH,
 * 9 RETIRE, 10 RINGS, 11 SUBS, 12 MODULES, 13 LIST, 14 QUERIES, 15 RESULTS, 16 INPUT; -1 for others.
 */
export function layout(id: i32): i32 {
  switch (id) {
    case 0: return <i32>ONBOARD;
    case 1: return <i32>TRENCH;
    case 2: return <i32>TILE;
    case 3: return <i32>FACEDOWN;
    case 4: return <i32>COVER;
    case 5: return <i32>SUB;
    case 6: return <i32>TARGETS;
    case 7: return <i32>SEEN;
    case 8: return <i32>LAUNCH;
    case 9: return <i32>RETIRE;
    case 10: return <i32>RINGS;
    case 11: return <i32>SUBS;
    case 12: return <i32>MODULES;
    case 13: return <i32>LIST;
    case 14: return <i32>QUERIES;
    case 15: return <i32>RESULTS;
    case 16: return <i32>INPUT;
  }
  return -1;
}

/** Words per rows array, and the padding rows before row 0 (for the adapter's views). */
export function rowsWords(): i32 { return 56; }
export function rowsPadding(): i32 { return PAD; }

@inline function rowAddr(base: usize, y: i32): usize {
  return base + (<usize>(y + PAD) << 2);
}

@inline function getRow(base: usize, y: i32): i32 {
  return load<i32>(rowAddr(base, y));
}

@inline function setRow(base: usize, y: i32, v: i32): void {
  store<i32>(rowAddr(base, y), v);
}

function clearRows(base: usize): void {
  for (let i: usize = 0; i < 224; i += 16) v128.store(base + i, i32x4.splat(0));
}

/**
 * Takes a new position. The caller has written its six rows arrays to INPUT; they are copied into
 * the padded ONBOARD, TRENCH, TILE, FACEDOWN, COVER and SUB. Called once per position, before any
 * query.
 */
export function setPosition(w: i32, h: i32): void {
  width = w;
  height = h;
  for (let y = 0; y < 32; y += 4) {
    const a = rowAddr(0, y);
    const i = INPUT + (<usize>y << 2);
    v128.store(ONBOARD + a, v128.load(i));
    v128.store(TRENCH + a, v128.load(i, 128));
    v128.store(TILE + a, v128.load(i, 256));
    v128.store(FACEDOWN + a, v128.load(i, 384));
    v128.store(COVER + a, v128.load(i, 512));
    v128.store(SUB + a, v128.load(i, 640));
    const on = v128.load(ONBOARD + a);
    v128.store(PASS_OPEN + a, on);
    v128.store(PASS_SHUT + a, v128.andnot(on, v128.load(TRENCH + a)));
    v128.store(BLOCKED + a, v128.or(v128.load(COVER + a), v128.load(SUB + a)));
  }
}

// ---------------------------------------------------------------------------------------------
// The fill.

@inline function spread(prev: v128, cur: v128, next: v128): v128 {
  // the east, west, north and south neighbours of cur (rows are lanes); cur itself is already
  // reached, so it is left out
  const fromBelow = v128.shuffle<i32>(cur, next, 1, 2, 3, 4); // lane i gets row i+1
  const fromAbove = v128.shuffle<i32>(prev, cur, 3, 4, 5, 6); // lane i gets row i-1
  return v128.or(v128.or(i32x4.shl(cur, 1), i32x4.shr_u(cur, 1)), v128.or(fromBelow, fromAbove));
}

@inline function pop2(v: v128): i32 {
  // the population count of a vector: two 64-bit scalar counts. WASM SIMD has only a per-byte
  // count (i8x16.popcnt), which x64 engines expand to a nibble-table sequence with constants
  // rematerialized per call and two widening sums after it; the scalar popcnt is 14% faster at
  // range 1 (scripts/dev/wasm-ab.mjs)
  return <i32>(popcnt<i64>(i64x2.extract_lane(v, 0)) + popcnt<i64>(i64x2.extract_lane(v, 1)));
}

@inline function weigh4(v: v128, y0: v128, k: i32): v128 {
  // per-lane row * (y + 1) for the rows y0 + 4k .. y0 + 4k + 3: the checksum terms of a vector of
  // target rows (the row numbers come from a table: a vector constant is rebuilt at every use)
  return i32x4.mul(v, i32x4.add(y0, v128.load(ROWNUM + (<usize>k << 4))));
}

@inline function sum4(v: v128): i32 {
  const h = i32x4.add(v, v128.shuffle<i32>(v, v, 2, 3, 0, 1));
  return i32x4.extract_lane(i32x4.add(h, v128.shuffle<i32>(h, h, 1, 0, 3, 2)), 0);
}

let lastWeight: i32 = 0;

// Five window sizes keep the vectors in locals: N = 1 (range 1), 2 (<= 3), 3 (<= 5), 4 (<= 7),
// 5 (<= 9): the fewest vectors that hold the 2 range + 1 rows a move can touch.
// Each: r = reached, e = expandable (reached minus tiles, the start excepted), p = passable;
// r' = r | (spread(e) & p), so the start stays reached even on a square it may not enter.
// The start row is `range` rows into the window: in vector 0 for N = 1 and 2, 1 for N = 3 and 4,
// 2 for N = 5, so only that vector carries the start. N <= 3 keep the passable and tile rows in
// locals; N = 4 and 5 read them from memory each step (with 20 live vectors the register
// allocator spilled, and ranges 6 to 9 ran 10% slower).
// `rings` != 0 stores each ring; `store` != 0 stores the targets.

@inline function startVector(x: i32, lane: i32): v128 {
  // bit x in lane `lane` (0..3), zero elsewhere, built in registers: a start row written to
  // memory and read back as a vector would stall on store forwarding (measured: 20% at range 2)
  return v128.and(i32x4.splat(1 << x), v128.load(LANES + (<usize>lane << 4)));
}

@inline function fill1(x: i32, y0: i32, range: i32, pass: usize, rings: i32, store: i32): i32 {
  const pa = rowAddr(pass, y0), ta = rowAddr(TILE, y0);
  const b0 = startVector(x, range);
  const p0 = v128.load(pa, 0);
  const t0 = v128.load(ta, 0);
  const z = i32x4.splat(0);
  let r0 = b0;
  for (let d = 1; d <= range; d++) {
    const e0 = v128.or(v128.andnot(r0, t0), b0);
    const n0 = v128.or(r0, v128.and(spread(z, e0, z), p0));
    if (rings) {
      const q = rowAddr(RINGS + (<usize>d << 8), y0);
      clearRows(RINGS + (<usize>d << 8));
      v128.store(q, v128.andnot(n0, r0));
    }
    r0 = n0;
  }
  const o0 = targetMask(y0, 0, v128.andnot(r0, b0));
  if (store) {
    clearRows(TARGETS);
    const q = rowAddr(TARGETS, y0);
    v128.store(q, o0);
  }
  const base = i32x4.splat(y0);
  lastWeight = sum4(weigh4(o0, base, 0));
  return pop2(o0);
}

@inline function fill2(x: i32, y0: i32, range: i32, pass: usize, rings: i32, store: i32): i32 {
  const pa = rowAddr(pass, y0), ta = rowAddr(TILE, y0);
  const b0 = startVector(x, range);
  const p0 = v128.load(pa, 0), p1 = v128.load(pa, 16);
  const t0 = v128.load(ta, 0), t1 = v128.load(ta, 16);
  const z = i32x4.splat(0);
  let r0 = b0, r1 = z;
  for (let d = 1; d <= range; d++) {
    const e0 = v128.or(v128.andnot(r0, t0), b0), e1 = v128.andnot(r1, t1);
    const n0 = v128.or(r0, v128.and(spread(z, e0, e1), p0));
    const n1 = v128.or(r1, v128.and(spread(e0, e1, z), p1));
    if (rings) {
      const q = rowAddr(RINGS + (<usize>d << 8), y0);
      clearRows(RINGS + (<usize>d << 8));
      v128.store(q, v128.andnot(n0, r0)); v128.store(q, v128.andnot(n1, r1), 16);
    }
    r0 = n0; r1 = n1;
  }
  const o0 = targetMask(y0, 0, v128.andnot(r0, b0)), o1 = targetMask(y0, 1, r1);
  if (store) {
    clearRows(TARGETS);
    const q = rowAddr(TARGETS, y0);
    v128.store(q, o0); v128.store(q, o1, 16);
  }
  const base = i32x4.splat(y0);
  lastWeight = sum4(i32x4.add(weigh4(o0, base, 0), weigh4(o1, base, 1)));
  return pop2(o0) + pop2(o1);
}

@inline function fill3(x: i32, y0: i32, range: i32, pass: usize, rings: i32, store: i32): i32 {
  const pa = rowAddr(pass, y0), ta = rowAddr(TILE, y0);
  const b1 = startVector(x, range - 4);
  const p0 = v128.load(pa, 0), p1 = v128.load(pa, 16), p2 = v128.load(pa, 32);
  const t0 = v128.load(ta, 0), t1 = v128.load(ta, 16), t2 = v128.load(ta, 32);
  const z = i32x4.splat(0);
  let r0 = z, r1 = b1, r2 = z;
  for (let d = 1; d <= range; d++) {
    const e0 = v128.andnot(r0, t0), e1 = v128.or(v128.andnot(r1, t1), b1), e2 = v128.andnot(r2, t2);
    const n0 = v128.or(r0, v128.and(spread(z, e0, e1), p0));
    const n1 = v128.or(r1, v128.and(spread(e0, e1, e2), p1));
    const n2 = v128.or(r2, v128.and(spread(e1, e2, z), p2));
    if (rings) {
      const q = rowAddr(RINGS + (<usize>d << 8), y0);
      clearRows(RINGS + (<usize>d << 8));
      v128.store(q, v128.andnot(n0, r0)); v128.store(q, v128.andnot(n1, r1), 16); v128.store(q, v128.andnot(n2, r2), 32);
    }
    r0 = n0; r1 = n1; r2 = n2;
  }
  const o0 = targetMask(y0, 0, r0), o1 = targetMask(y0, 1, v128.andnot(r1, b1)), o2 = targetMask(y0, 2, r2);
  if (store) {
    clearRows(TARGETS);
    const q = rowAddr(TARGETS, y0);
    v128.store(q, o0); v128.store(q, o1, 16); v128.store(q, o2, 32);
  }
  const base = i32x4.splat(y0);
  lastWeight = sum4(i32x4.add(i32x4.add(weigh4(o0, base, 0), weigh4(o1, base, 1)), weigh4(o2, base, 2)));
  return pop2(o0) + pop2(o1) + pop2(o2);
}

@inline function fill4(x: i32, y0: i32, range: i32, pass: usize, rings: i32, store: i32): i32 {
  const pa = rowAddr(pass, y0), ta = rowAddr(TILE, y0);
  const b1 = startVector(x, range - 4);
  const z = i32x4.splat(0);
  let r0 = z, r1 = b1, r2 = z, r3 = z;
  for (let d = 1; d <= range; d++) {
    const e0 = v128.andnot(r0, v128.load(ta, 0)), e1 = v128.or(v128.andnot(r1, v128.load(ta, 16)), b1), e2 = v128.andnot(r2, v128.load(ta, 32)), e3 = v128.andnot(r3, v128.load(ta, 48));
    const n0 = v128.or(r0, v128.and(spread(z, e0, e1), v128.load(pa, 0)));
    const n1 = v128.or(r1, v128.and(spread(e0, e1, e2), v128.load(pa, 16)));
    const n2 = v128.or(r2, v128.and(spread(e1, e2, e3), v128.load(pa, 32)));
    const n3 = v128.or(r3, v128.and(spread(e2, e3, z), v128.load(pa, 48)));
    if (rings) {
      const q = rowAddr(RINGS + (<usize>d << 8), y0);
      clearRows(RINGS + (<usize>d << 8));
      v128.store(q, v128.andnot(n0, r0)); v128.store(q, v128.andnot(n1, r1), 16); v128.store(q, v128.andnot(n2, r2), 32); v128.store(q, v128.andnot(n3, r3), 48);
    }
    r0 = n0; r1 = n1; r2 = n2; r3 = n3;
  }
  const o0 = targetMask(y0, 0, r0), o1 = targetMask(y0, 1, v128.andnot(r1, b1)), o2 = targetMask(y0, 2, r2), o3 = targetMask(y0, 3, r3);
  if (store) {
    clearRows(TARGETS);
    const q = rowAddr(TARGETS, y0);
    v128.store(q, o0); v128.store(q, o1, 16); v128.store(q, o2, 32); v128.store(q, o3, 48);
  }
  const base = i32x4.splat(y0);
  lastWeight = sum4(i32x4.add(i32x4.add(i32x4.add(weigh4(o0, base, 0), weigh4(o1, base, 1)), weigh4(o2, base, 2)), weigh4(o3, base, 3)));
  return pop2(o0) + pop2(o1) + pop2(o2) + pop2(o3);
}

@inline function fill5(x: i32, y0: i32, range: i32, pass: usize, rings: i32, store: i32): i32 {
  const pa = rowAddr(pass, y0), ta = rowAddr(TILE, y0);
  const b2 = startVector(x, range - 8);
  const z = i32x4.splat(0);
  let r0 = z, r1 = z, r2 = b2, r3 = z, r4 = z;
  for (let d = 1; d <= range; d++) {
    const e0 = v128.andnot(r0, v128.load(ta, 0)), e1 = v128.andnot(r1, v128.load(ta, 16)), e2 = v128.or(v128.andnot(r2, v128.load(ta, 32)), b2), e3 = v128.andnot(r3, v128.load(ta, 48)), e4 = v128.andnot(r4, v128.load(ta, 64));
    const n0 = v128.or(r0, v128.and(spread(z, e0, e1), v128.load(pa, 0)));
    const n1 = v128.or(r1, v128.and(spread(e0, e1, e2), v128.load(pa, 16)));
    const n2 = v128.or(r2, v128.and(spread(e1, e2, e3), v128.load(pa, 32)));
    const n3 = v128.or(r3, v128.and(spread(e2, e3, e4), v128.load(pa, 48)));
    const n4 = v128.or(r4, v128.and(spread(e3, e4, z), v128.load(pa, 64)));
    if (rings) {
      const q = rowAddr(RINGS + (<usize>d << 8), y0);
      clearRows(RINGS + (<usize>d << 8));
      v128.store(q, v128.andnot(n0, r0)); v128.store(q, v128.andnot(n1, r1), 16); v128.store(q, v128.andnot(n2, r2), 32); v128.store(q, v128.andnot(n3, r3), 48); v128.store(q, v128.andnot(n4, r4), 64);
    }
    r0 = n0; r1 = n1; r2 = n2; r3 = n3; r4 = n4;
  }
  const o0 = targetMask(y0, 0, r0), o1 = targetMask(y0, 1, r1), o2 = targetMask(y0, 2, v128.andnot(r2, b2)), o3 = targetMask(y0, 3, r3), o4 = targetMask(y0, 4, r4);
  if (store) {
    clearRows(TARGETS);
    const q = rowAddr(TARGETS, y0);
    v128.store(q, o0); v128.store(q, o1, 16); v128.store(q, o2, 32); v128.store(q, o3, 48); v128.store(q, o4, 64);
  }
  const base = i32x4.splat(y0);
  lastWeight = sum4(i32x4.add(i32x4.add(i32x4.add(i32x4.add(weigh4(o0, base, 0), weigh4(o1, base, 1)), weigh4(o2, base, 2)), weigh4(o3, base, 3)), weigh4(o4, base, 4)));
  return pop2(o0) + pop2(o1) + pop2(o2) + pop2(o3) + pop2(o4);
}

@inline function targetMask(y0: i32, k: i32, reached: v128): v128 {
  // reached squares (the start left out) where a move may end: open water with no submarine;
  // every reached square but the start is passable, hence on the board
  return v128.andnot(reached, v128.load(rowAddr(BLOCKED, y0) + (<usize>k << 4)));
}

// The larger windows stay functions of their own: inlined into a caller's loop, their 15 to 20 live
// vectors make the register allocator spill (ranges 8 and 9 ran 10% slower).
function fill4Count(x: i32, y0: i32, range: i32, pass: usize): i32 { return fill4(x, y0, range, pass, 0, 0); }
function fill4Targets(x: i32, y0: i32, range: i32, pass: usize): i32 { return fill4(x, y0, range, pass, 0, 1); }
function fill4Rings(x: i32, y0: i32, range: i32, pass: usize): i32 { return fill4(x, y0, range, pass, 1, 1); }
function fill5Count(x: i32, y0: i32, range: i32, pass: usize): i32 { return fill5(x, y0, range, pass, 0, 0); }
function fill5Targets(x: i32, y0: i32, range: i32, pass: usize): i32 { return fill5(x, y0, range, pass, 0, 1); }
function fill5Rings(x: i32, y0: i32, range: i32, pass: usize): i32 { return fill5(x, y0, range, pass, 1, 1); }

// `fill` is inlined with constant `rings` and `store` into the three entry points below, so each
// loop is compiled without a branch on them and the batch loop runs without a call per query.
@inline function fill(x: i32, y: i32, range: i32, trench: i32, rings: i32, store: i32): i32 {
  if (range < 1) {
    if (store) clearRows(TARGETS);
    lastWeight = 0;
    return 0;
  }
  if (range > MAX_RANGE) range = MAX_RANGE;
  const y0 = y - range;
  const pass = trench ? PASS_OPEN : PASS_SHUT;
  let count: i32;
  if (range <= 1) count = fill1(x, y0, range, pass, rings, store);
  else if (range <= 3) count = fill2(x, y0, range, pass, rings, store);
  else if (range <= 5) count = fill3(x, y0, range, pass, rings, store);
  else if (range <= 7) count = rings ? fill4Rings(x, y0, range, pass) : store ? fill4Targets(x, y0, range, pass) : fill4Count(x, y0, range, pass);
  else count = rings ? fill5Rings(x, y0, range, pass) : store ? fill5Targets(x, y0, range, pass) : fill5Count(x, y0, range, pass);
  return count;
}

/** The number of targets (and `lastWeight`), nothing stored. */
function fillCount(x: i32, y: i32, range: i32, trench: i32): i32 {
  return fill(x, y, range, trench, 0, 0);
}

/** The targets, stored in TARGETS. */
function fillTargets(x: i32, y: i32, range: i32, trench: i32): i32 {
  return fill(x, y, range, trench, 0, 1);
}

/**
 * Squares a submarine on (x, y) can end a move of up to `range` (1..9) steps on: writes TARGETS
 * and the rings RINGS + d*256 for d = 1..range; returns the number of targets. `trench` != 0
 * allows trench squares. Called per submarine per position (UI overlays, engine move lists).
 */
export function reach(x: i32, y: i32, range: i32, trench: i32): i32 {
  for (let d = range + 1; d <= MAX_RANGE; d++) clearRows(RINGS + (<usize>d << 8));
  return fill(x, y, range, trench, 1, 1);
}

/** Like `reach` without rings (the engine's move generation). */
export function reachTargets(x: i32, y: i32, range: i32, trench: i32): i32 {
  return fillTargets(x, y, range, trench);
}

/**
 * Runs `n` reach queries from QUERIES (x, y, range, trench) on the loaded position; writes each
 * target count to RESULTS and returns the checksum sum(count + sum(targets[y] * (y + 1))) mod 2^32.
 * Called once per batch of thousands (benchmarks, the worker's overlay batches).
 */
export function reachBatch(n: i32): i32 {
  if (n > MAX_BATCH) n = MAX_BATCH;
  let sum: i32 = 0;
  for (let i = 0; i < n; i++) {
    const q = QUERIES + (<usize>i << 4);
    const count = fill(load<i32>(q), load<i32>(q, 4), load<i32>(q, 8), load<i32>(q, 12), 0, 0); // inlined
    store<i32>(RESULTS + (<usize>i << 2), count);
    sum += count + lastWeight;
  }
  return sum;
}

// ---------------------------------------------------------------------------------------------
// Sonar.
//
// DIAMONDS holds, for each radius r (0..9) and column x (0..31), the 20 rows of the Manhattan
// diamond of radius r around column x: row j is the row dy = j - r, with bits x-w..x+w set for
// w = r - |dy| (rows beyond 2r are 0). A ping is then 5 vector ANDs with the face-down tiles.

const DIAMOND_BYTES: usize = 80;

function fillDiamonds(): void {
  for (let r = 0; r <= MAX_RANGE; r++) {
    for (let x = 0; x < 32; x++) {
      const entry = DIAMONDS + <usize>(r * 32 + x) * DIAMOND_BYTES;
      for (let j = 0; j < 20; j++) {
        const dy = j - r;
        const w = r - abs(dy);
        let mask = 0;
        if (j <= 2 * r && w >= 0) {
          const left = max(0, x - w);
          const right = min(31, x + w);
          const span = right - left + 1;
          mask = span >= 32 ? -1 : ((1 << span) - 1) << left;
        }
        store<i32>(entry + (<usize>j << 2), mask);
      }
    }
  }
}
fillDiamonds(); // once, at instantiation

function fillTables(): void {
  for (let k = 0; k < 5; k++) for (let j = 0; j < 4; j++) store<i32>(ROWNUM + <usize>(k * 16 + j * 4), 4 * k + j + 1);
  for (let lane = 0; lane < 4; lane++) for (let j = 0; j < 4; j++) store<i32>(LANES + <usize>(lane * 16 + j * 4), lane == j ? -1 : 0);
}
fillTables(); // once, at instantiation

function sonarRows(x: i32, y: i32, radius: i32, store: i32): i32 {
  if (radius < 0) radius = -1;
  if (radius > MAX_RANGE) radius = MAX_RANGE;
  if (store) clearRows(SEEN);
  if (radius < 0) {
    lastWeight = 0;
    return 0;
  }
  const y0 = y - radius;
  const d = DIAMONDS + <usize>(radius * 32 + x) * DIAMOND_BYTES;
  const f = rowAddr(FACEDOWN, y0);
  // trench tiles only from a trench square: mask them out otherwise
  const shut = (getRow(TRENCH, y) >>> x) & 1 ? i32x4.splat(0) : i32x4.splat(-1);
  const t = rowAddr(TRENCH, y0);
  const s0 = v128.and(v128.and(v128.load(d), v128.load(f)), v128.or(v128.not(v128.load(t)), v128.not(shut)));
  const s1 = v128.and(v128.and(v128.load(d, 16), v128.load(f, 16)), v128.or(v128.not(v128.load(t, 16)), v128.not(shut)));
  const s2 = v128.and(v128.and(v128.load(d, 32), v128.load(f, 32)), v128.or(v128.not(v128.load(t, 32)), v128.not(shut)));
  const s3 = v128.and(v128.and(v128.load(d, 48), v128.load(f, 48)), v128.or(v128.not(v128.load(t, 48)), v128.not(shut)));
  const s4 = v128.and(v128.and(v128.load(d, 64), v128.load(f, 64)), v128.or(v128.not(v128.load(t, 64)), v128.not(shut)));
  if (store) {
    const q = rowAddr(SEEN, y0);
    v128.store(q, s0); v128.store(q, s1, 16); v128.store(q, s2, 32); v128.store(q, s3, 48); v128.store(q, s4, 64);
  }
  const base = i32x4.splat(y0);
  lastWeight = sum4(i32x4.add(i32x4.add(i32x4.add(weigh4(s0, base, 0), weigh4(s1, base, 1)), i32x4.add(weigh4(s2, base, 2), weigh4(s3, base, 3))), weigh4(s4, base, 4)));
  return pop2(s0) + pop2(s1) + pop2(s2) + pop2(s3) + pop2(s4);
}

/**
 * Face-down tiles a ping from (x, y) with `radius` (0..9) shows (Manhattan distance; trench tiles
 * only from a trench square): writes SEEN, returns the count. Called per ping or overlay.
 */
export function sonar(x: i32, y: i32, radius: i32): i32 {
  return sonarRows(x, y, radius, 1);
}

/** Runs `n` sonar queries from QUERIES (x, y, radius, unused); results and checksum as `reachBatch`. */
export function sonarBatch(n: i32): i32 {
  if (n > MAX_BATCH) n = MAX_BATCH;
  let sum: i32 = 0;
  for (let i = 0; i < n; i++) {
    const q = QUERIES + (<usize>i << 4);
    const count = sonarRows(load<i32>(q), load<i32>(q, 4), load<i32>(q, 8), 0);
    store<i32>(RESULTS + (<usize>i << 2), count);
    sum += count + lastWeight;
  }
  return sum;
}

// ---------------------------------------------------------------------------------------------
// Launch and retire squares.

/**
 * For `n` modules in MODULES (cx, cy, rotated corridor mask, flags: bit 0 = the seat may launch
 * here, bit 1 = a submarine may retire here): writes LAUNCH (empty mouth squares of blue
 * corridors of launch modules) and RETIRE (tile-free open-water mouths of retire modules).
 * Returns launch count + 65536 * retire count. Called once per position for the overlays.
 */
export function mouths(n: i32): i32 {
  clearRows(LAUNCH);
  clearRows(RETIRE);
  for (let i = 0; i < n; i++) {
    const m = MODULES + (<usize>i << 4);
    const cx = load<i32>(m), cy = load<i32>(m, 4), mask = load<i32>(m, 8), flags = load<i32>(m, 12);
    for (let slot = 0; slot < 8; slot += 2) {
      if (!((mask >>> slot) & 1)) continue;
      const x = slot == 2 ? cx + 2 : slot == 6 ? cx - 2 : cx;
      const y = slot == 0 ? cy - 2 : slot == 4 ? cy + 2 : cy;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const bit = 1 << x;
      if ((getRow(COVER, y) & bit) || (getRow(TILE, y) & bit)) continue;
      if ((flags & 1) && !(getRow(SUB, y) & bit)) setRow(LAUNCH, y, getRow(LAUNCH, y) | bit);
      if (flags & 2) setRow(RETIRE, y, getRow(RETIRE, y) | bit);
    }
  }
  let launch = 0, retire = 0;
  for (let y = 0; y < height; y++) {
    launch += popcnt<i32>(getRow(LAUNCH, y));
    retire += popcnt<i32>(getRow(RETIRE, y));
  }
  return launch + (retire << 16);
}

// ---------------------------------------------------------------------------------------------
// Submarine move generation and perft.

/**
 * Normal moves of `n` submarines in SUBS (x, y, moved): for each one with moved == 0, its
 * targets, written to LIST as (sub index, x, y) triples in sub order then (y, x). Returns the
 * number of moves (LIST holds at most 682). Called once per position by the engine.
 */
export function subMoves(n: i32, range: i32, trench: i32): i32 {
  let count = 0;
  for (let i = 0; i < n; i++) {
    const s = SUBS + (<usize>i << 4);
    if (load<i32>(s, 8)) continue;
    fillTargets(load<i32>(s), load<i32>(s, 4), range, trench);
    for (let y = 0; y < height; y++) {
      let row = getRow(TARGETS, y);
      while (row) {
        const x = ctz<i32>(row);
        row &= row - 1;
        if (count * 3 + 3 > MAX_LIST) return count;
        const o = LIST + (<usize>(count * 3) << 2);
        store<i32>(o, i); store<i32>(o, x, 4); store<i32>(o, y, 8);
        count++;
      }
    }
  }
  return count;
}

let perftRange: i32 = 0;
let perftAllKinds: i32 = 0;
let perftSubs: i32 = 0;

function perftRec(depth: i32, moved: i32, trenchOpen: i32): f64 {
  const trench = trenchOpen | perftAllKinds;
  if (depth == 1) {
    let total = 0;
    for (let i = 0; i < perftSubs; i++) {
      if ((moved >>> i) & 1) continue;
      const s = SUBS + (<usize>i << 4);
      total += fillCount(load<i32>(s), load<i32>(s, 4), perftRange, trench);
    }
    return <f64>total;
  }
  let nodes: f64 = 0;
  const level = LEVELS + (<usize>depth << 8);
  for (let i = 0; i < perftSubs; i++) {
    if ((moved >>> i) & 1) continue;
    const s = SUBS + (<usize>i << 4);
    const sx = load<i32>(s), sy = load<i32>(s, 4);
    fillTargets(sx, sy, perftRange, trench);
    memory.copy(level, TARGETS, 224);
    for (let y = 0; y < height; y++) {
      let row = getRow(level, y);
      while (row) {
        const x = ctz<i32>(row);
        row &= row - 1;
        const bit = 1 << x;
        // move: the submarine leaves its square and occupies the target
        setRow(SUB, sy, getRow(SUB, sy) & ~(1 << sx));
        setRow(SUB, y, getRow(SUB, y) | bit);
        setRow(BLOCKED, sy, getRow(BLOCKED, sy) & ~(1 << sx));
        setRow(BLOCKED, y, getRow(BLOCKED, y) | bit);
        store<i32>(s, x); store<i32>(s, y, 4);
        const hadTile = getRow(TILE, y) & bit;
        const hadFaceDown = getRow(FACEDOWN, y) & bit;
        if (hadTile) {
          setRow(TILE, y, getRow(TILE, y) & ~bit);
          setRow(FACEDOWN, y, getRow(FACEDOWN, y) & ~bit);
        }
        const opens = (getRow(TRENCH, y) & bit) ? 1 : 0;
        nodes += perftRec(depth - 1, moved | (1 << i), trenchOpen | opens);
        // undo
        if (hadTile) setRow(TILE, y, getRow(TILE, y) | bit);
        if (hadFaceDown) setRow(FACEDOWN, y, getRow(FACEDOWN, y) | bit);
        setRow(SUB, y, getRow(SUB, y) & ~bit);
        setRow(SUB, sy, getRow(SUB, sy) | (1 << sx));
        setRow(BLOCKED, y, getRow(BLOCKED, y) & ~bit);
        setRow(BLOCKED, sy, getRow(BLOCKED, sy) | (1 << sx));
        store<i32>(s, sx); store<i32>(s, sy, 4);
      }
    }
  }
  return nodes;
}

/**
 * Submarine-move perft (docs/cli.md): ordered sequences of `depth` normal moves by the `n`
 * submarines in SUBS (x, y, moved), each moving at most once; a target's tile is taken off,
 * ending on the trench opens it. `trenchOpen` and `allKinds` (the seat has all five research
 * kinds) decide trench use. Called once per perft; depth <= 15.
 */
export function perft(n: i32, range: i32, trenchOpen: i32, allKinds: i32, depth: i32): f64 {
  if (depth <= 0) return 1;
  if (depth > 15) return -1;
  perftRange = range;
  perftAllKinds = allKinds;
  perftSubs = min(n, 16);
  let moved = 0;
  for (let i = 0; i < perftSubs; i++) if (load<i32>(SUBS + (<usize>i << 4), 8)) moved |= 1 << i;
  return perftRec(depth, moved, trenchOpen);
}

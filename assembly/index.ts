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
// query works on a window of N vectors (N = 3, 4 or 5) starting at row sy - range, which holds
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
const START: usize = 0x0800; //      scratch: the start square of a query
const TARGETS: usize = 0x0900; //    output: targets of the last `reach`
const SEEN: usize = 0x0A00; //       output: tiles of the last `sonar`
const LAUNCH: usize = 0x0B00; //     output: launch squares
const RETIRE: usize = 0x0C00; //     output: retire squares
const RINGS: usize = 0x1000; //      output: ring d (squares first reached at distance d) at RINGS + d * 256, d = 1..9
const LEVELS: usize = 0x2000; //     scratch: perft targets per depth, 16 levels
const SUBS: usize = 0x3000; //       input: submarines, 4 i32 each (x, y, moved, unused), up to 16
const MODULES: usize = 0x3100; //    input: modules, 4 i32 each (cx, cy, rotated corridor mask, flags), up to 64
const LIST: usize = 0x3800; //       output: lists of i32 (subMoves: sub, x, y triples), up to 2048 words
const QUERIES: usize = 0x6000; //    input: batch queries, 4 i32 each (x, y, range or radius, trench), up to 4096
const RESULTS: usize = 0x16000; //   output: batch results, 1 i32 each, up to 4096
const DIAMONDS: usize = 0x1A000; //  table: sonar diamonds, 20 rows per (radius 0..9, column 0..31), 25,600 bytes
// AssemblyScript's own data starts at --memoryBase 0x21000.

const MAX_RANGE: i32 = 9;
const MAX_BATCH: i32 = 4096;
const MAX_LIST: i32 = 2048;

let width: i32 = 0;
let height: i32 = 0;

/**
 * Byte offset of buffer `id` in linear memory. Called once by the adapter at start-up.
 * ids: 0 ONBOARD, 1 TRENCH, 2 TILE, 3 FACEDOWN, 4 COVER, 5 SUB, 6 TARGETS, 7 SEEN, 8 LAUNCH,
 * 9 RETIRE, 10 RINGS, 11 SUBS, 12 MODULES, 13 LIST, 14 QUERIES, 15 RESULTS; -1 for others.
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
 * Takes a new position. The caller has written ONBOARD, TRENCH, TILE, FACEDOWN, COVER and SUB
 * (board rows only; padding stays zero). Called once per position, before any query.
 */
export function setPosition(w: i32, h: i32): void {
  width = w;
  height = h;
  for (let y = 0; y < 32; y++) {
    const on = getRow(ONBOARD, y);
    setRow(PASS_OPEN, y, on);
    setRow(PASS_SHUT, y, on & ~getRow(TRENCH, y));
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

@inline function bits4(v: v128): v128 {
  // per-lane population counts: byte counts, then pairwise sums to 16 and 32 bits
  return i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v)));
}

@inline function weigh4(v: v128, firstRow: i32): v128 {
  // per-lane row * (y + 1): the checksum terms of a vector of target rows
  return i32x4.mul(v, i32x4.add(i32x4.splat(firstRow + 1), i32x4(0, 1, 2, 3)));
}

@inline function sum4(v: v128): i32 {
  return i32x4.extract_lane(v, 0) + i32x4.extract_lane(v, 1) + i32x4.extract_lane(v, 2) + i32x4.extract_lane(v, 3);
}

let lastWeight: i32 = 0;

// Three window sizes keep the vectors in locals: N = 3 (range <= 5), 4 (<= 7), 5 (<= 9).
// Each: r = reached, e = expandable (reached minus tiles, the start excepted), p = passable;
// r' = r | (spread(e) & p), so the start stays reached even on a square it may not enter.
// `rings` != 0 stores each ring; `store` != 0 stores the targets.

function fill3(y0: i32, range: i32, pass: usize, rings: i32, store: i32): i32 {
  const a0 = rowAddr(pass, y0), t0 = rowAddr(TILE, y0), s0 = rowAddr(START, y0);
  const p0 = v128.load(a0), p1 = v128.load(a0, 16), p2 = v128.load(a0, 32);
  const b0 = v128.load(s0), b1 = v128.load(s0, 16), b2 = v128.load(s0, 32);
  const k0 = v128.andnot(v128.load(t0), b0), k1 = v128.andnot(v128.load(t0, 16), b1), k2 = v128.andnot(v128.load(t0, 32), b2);
  const z = i32x4.splat(0);
  let r0 = b0, r1 = b1, r2 = b2;
  for (let d = 1; d <= range; d++) {
    const e0 = v128.andnot(r0, k0), e1 = v128.andnot(r1, k1), e2 = v128.andnot(r2, k2);
    const n0 = v128.or(r0, v128.and(spread(z, e0, e1), p0));
    const n1 = v128.or(r1, v128.and(spread(e0, e1, e2), p1));
    const n2 = v128.or(r2, v128.and(spread(e1, e2, z), p2));
    if (rings) {
      const ring = RINGS + (<usize>d << 8);
      clearRows(ring);
      const q = rowAddr(ring, y0);
      v128.store(q, v128.andnot(n0, r0)); v128.store(q, v128.andnot(n1, r1), 16); v128.store(q, v128.andnot(n2, r2), 32);
    }
    r0 = n0; r1 = n1; r2 = n2;
  }
  const o0 = targetMask(y0, 0, r0, b0), o1 = targetMask(y0, 1, r1, b1), o2 = targetMask(y0, 2, r2, b2);
  if (store) {
    clearRows(TARGETS);
    const q = rowAddr(TARGETS, y0);
    v128.store(q, o0); v128.store(q, o1, 16); v128.store(q, o2, 32);
  }
  lastWeight = sum4(i32x4.add(i32x4.add(weigh4(o0, y0), weigh4(o1, y0 + 4)), weigh4(o2, y0 + 8)));
  return sum4(i32x4.add(i32x4.add(bits4(o0), bits4(o1)), bits4(o2)));
}

function fill4(y0: i32, range: i32, pass: usize, rings: i32, store: i32): i32 {
  const a0 = rowAddr(pass, y0), t0 = rowAddr(TILE, y0), s0 = rowAddr(START, y0);
  const p0 = v128.load(a0), p1 = v128.load(a0, 16), p2 = v128.load(a0, 32), p3 = v128.load(a0, 48);
  const b0 = v128.load(s0), b1 = v128.load(s0, 16), b2 = v128.load(s0, 32), b3 = v128.load(s0, 48);
  const k0 = v128.andnot(v128.load(t0), b0), k1 = v128.andnot(v128.load(t0, 16), b1);
  const k2 = v128.andnot(v128.load(t0, 32), b2), k3 = v128.andnot(v128.load(t0, 48), b3);
  const z = i32x4.splat(0);
  let r0 = b0, r1 = b1, r2 = b2, r3 = b3;
  for (let d = 1; d <= range; d++) {
    const e0 = v128.andnot(r0, k0), e1 = v128.andnot(r1, k1), e2 = v128.andnot(r2, k2), e3 = v128.andnot(r3, k3);
    const n0 = v128.or(r0, v128.and(spread(z, e0, e1), p0));
    const n1 = v128.or(r1, v128.and(spread(e0, e1, e2), p1));
    const n2 = v128.or(r2, v128.and(spread(e1, e2, e3), p2));
    const n3 = v128.or(r3, v128.and(spread(e2, e3, z), p3));
    if (rings) {
      const ring = RINGS + (<usize>d << 8);
      clearRows(ring);
      const q = rowAddr(ring, y0);
      v128.store(q, v128.andnot(n0, r0)); v128.store(q, v128.andnot(n1, r1), 16);
      v128.store(q, v128.andnot(n2, r2), 32); v128.store(q, v128.andnot(n3, r3), 48);
    }
    r0 = n0; r1 = n1; r2 = n2; r3 = n3;
  }
  const o0 = targetMask(y0, 0, r0, b0), o1 = targetMask(y0, 1, r1, b1), o2 = targetMask(y0, 2, r2, b2), o3 = targetMask(y0, 3, r3, b3);
  if (store) {
    clearRows(TARGETS);
    const q = rowAddr(TARGETS, y0);
    v128.store(q, o0); v128.store(q, o1, 16); v128.store(q, o2, 32); v128.store(q, o3, 48);
  }
  lastWeight = sum4(i32x4.add(i32x4.add(weigh4(o0, y0), weigh4(o1, y0 + 4)), i32x4.add(weigh4(o2, y0 + 8), weigh4(o3, y0 + 12))));
  return sum4(i32x4.add(i32x4.add(bits4(o0), bits4(o1)), i32x4.add(bits4(o2), bits4(o3))));
}

function fill5(y0: i32, range: i32, pass: usize, rings: i32, store: i32): i32 {
  const a0 = rowAddr(pass, y0), t0 = rowAddr(TILE, y0), s0 = rowAddr(START, y0);
  const p0 = v128.load(a0), p1 = v128.load(a0, 16), p2 = v128.load(a0, 32), p3 = v128.load(a0, 48), p4 = v128.load(a0, 64);
  const b0 = v128.load(s0), b1 = v128.load(s0, 16), b2 = v128.load(s0, 32), b3 = v128.load(s0, 48), b4 = v128.load(s0, 64);
  const k0 = v128.andnot(v128.load(t0), b0), k1 = v128.andnot(v128.load(t0, 16), b1), k2 = v128.andnot(v128.load(t0, 32), b2);
  const k3 = v128.andnot(v128.load(t0, 48), b3), k4 = v128.andnot(v128.load(t0, 64), b4);
  const z = i32x4.splat(0);
  let r0 = b0, r1 = b1, r2 = b2, r3 = b3, r4 = b4;
  for (let d = 1; d <= range; d++) {
    const e0 = v128.andnot(r0, k0), e1 = v128.andnot(r1, k1), e2 = v128.andnot(r2, k2);
    const e3 = v128.andnot(r3, k3), e4 = v128.andnot(r4, k4);
    const n0 = v128.or(r0, v128.and(spread(z, e0, e1), p0));
    const n1 = v128.or(r1, v128.and(spread(e0, e1, e2), p1));
    const n2 = v128.or(r2, v128.and(spread(e1, e2, e3), p2));
    const n3 = v128.or(r3, v128.and(spread(e2, e3, e4), p3));
    const n4 = v128.or(r4, v128.and(spread(e3, e4, z), p4));
    if (rings) {
      const ring = RINGS + (<usize>d << 8);
      clearRows(ring);
      const q = rowAddr(ring, y0);
      v128.store(q, v128.andnot(n0, r0)); v128.store(q, v128.andnot(n1, r1), 16); v128.store(q, v128.andnot(n2, r2), 32);
      v128.store(q, v128.andnot(n3, r3), 48); v128.store(q, v128.andnot(n4, r4), 64);
    }
    r0 = n0; r1 = n1; r2 = n2; r3 = n3; r4 = n4;
  }
  const o0 = targetMask(y0, 0, r0, b0), o1 = targetMask(y0, 1, r1, b1), o2 = targetMask(y0, 2, r2, b2);
  const o3 = targetMask(y0, 3, r3, b3), o4 = targetMask(y0, 4, r4, b4);
  if (store) {
    clearRows(TARGETS);
    const q = rowAddr(TARGETS, y0);
    v128.store(q, o0); v128.store(q, o1, 16); v128.store(q, o2, 32); v128.store(q, o3, 48); v128.store(q, o4, 64);
  }
  lastWeight = sum4(i32x4.add(i32x4.add(i32x4.add(weigh4(o0, y0), weigh4(o1, y0 + 4)), i32x4.add(weigh4(o2, y0 + 8), weigh4(o3, y0 + 12))), weigh4(o4, y0 + 16)));
  return sum4(i32x4.add(i32x4.add(i32x4.add(bits4(o0), bits4(o1)), i32x4.add(bits4(o2), bits4(o3))), bits4(o4)));
}

@inline function targetMask(y0: i32, k: i32, r: v128, start: v128): v128 {
  // reached squares where a move may end: open water with no submarine, not the start
  const off = <usize>(k << 4);
  const on = v128.load(rowAddr(ONBOARD, y0) + off);
  const blocked = v128.or(v128.load(rowAddr(COVER, y0) + off), v128.load(rowAddr(SUB, y0) + off));
  return v128.andnot(v128.and(r, on), v128.or(blocked, start));
}

function fill(x: i32, y: i32, range: i32, trench: i32, rings: i32, store: i32): i32 {
  if (range < 1) {
    if (store) clearRows(TARGETS);
    lastWeight = 0;
    return 0;
  }
  if (range > MAX_RANGE) range = MAX_RANGE;
  setRow(START, y, 1 << x);
  const y0 = y - range;
  const pass = trench ? PASS_OPEN : PASS_SHUT;
  let count: i32;
  if (range <= 5) count = fill3(y0, range, pass, rings, store);
  else if (range <= 7) count = fill4(y0, range, pass, rings, store);
  else count = fill5(y0, range, pass, rings, store);
  setRow(START, y, 0);
  return count;
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
  return fill(x, y, range, trench, 0, 1);
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
    const count = fill(load<i32>(q), load<i32>(q, 4), load<i32>(q, 8), load<i32>(q, 12), 0, 0);
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
  lastWeight = sum4(i32x4.add(i32x4.add(i32x4.add(weigh4(s0, y0), weigh4(s1, y0 + 4)), i32x4.add(weigh4(s2, y0 + 8), weigh4(s3, y0 + 12))), weigh4(s4, y0 + 16)));
  return sum4(i32x4.add(i32x4.add(i32x4.add(bits4(s0), bits4(s1)), i32x4.add(bits4(s2), bits4(s3))), bits4(s4)));
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
    fill(load<i32>(s), load<i32>(s, 4), range, trench, 0, 1);
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
      total += fill(load<i32>(s), load<i32>(s, 4), perftRange, trench, 0, 0);
    }
    return <f64>total;
  }
  let nodes: f64 = 0;
  const level = LEVELS + (<usize>depth << 8);
  for (let i = 0; i < perftSubs; i++) {
    if ((moved >>> i) & 1) continue;
    const s = SUBS + (<usize>i << 4);
    const sx = load<i32>(s), sy = load<i32>(s, 4);
    fill(sx, sy, perftRange, trench, 0, 1);
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

// The Nautilus playout engine on a packed position: legal actions of every phase and step as the
// integer codes of `src/nautilus/fast.ts` (same order), apply, the end of a turn, a round and the
// game, scoring, the greedy policy and the evaluation of `src/nautilus/policy.ts`, and whole
// playouts (greedy or uniformly random), with nothing allocated on the way.
//
// One source, two engines: `asc` compiles it to WASM (with `prims.ts`: a static memory region and
// the WASM bit instructions); `scripts/generate-playout-twin.js` writes the same text as TypeScript
// (`src/nautilus/playoutTwin.ts`: an Int32Array and Math.clz32), the TS twin of the benchmark and
// the fallback where WebAssembly does not load. So the source keeps to what both languages mean
// alike: i32 values that never overflow (bit patterns only through bit operators), f64 arithmetic
// in the reference's order (the policy's scores are bit-identical), no integer division, no
// allocation, no strings.
//
// PACKED MEMORY: one array of i32 words (`g(i)` reads word i, `s(i, v)` writes it). A square (x, y)
// is named by its key y * 32 + x; a row word holds bit x of row y. Seats 0..3; module kinds
// 0 base, 1 green, 2 blue, 3 training, 4 technology, 5 sonar, 6 lab, 7 analysis (research kind
// k = kind - 3, the order of RESEARCH_KINDS); zones 0 L, 1 S, 2 D, 3 T (build cost zone + 1);
// tile codes 1 gold, 2 crab, 3 urchin, 4 mussel, 5 snail, 6 chest, 7 speed, 16 + n Atlantis n,
// plus 64 when face up. The host writes the words marked [in] (`src/nautilus/packed.ts`), then
// calls `prepareBoard` (after a new board) and `preparePosition`; the words marked [derived]
// follow from them and are kept up to date by `apply`.
//
//   word      name        contents
//   0         N           players (2..4)                                              [in]
//   1         ROUND       round number                                                [in]
//   2         PHASE       1, 2 or 3                                                   [in]
//   3         FIRST       first player of the round                                   [in]
//   4         TOACT       seat to act                                                 [in]
//   5         FINAL       final round (Atlantis 13-15 on the ruins), -1 none          [in]
//   6         END         end reason: -1 running, 0 allAtlantis, 1 atlantis13to15,
//                         2 stalemate, 3 maxRounds                                    [in]
//   7         TOPEN       1 when the trench is open                                   [in]
//   8         MAXHELD     variant maxHeldModules                                      [in]
//   9         PERSUB      variant sonarPerSub (0/1)                                   [in]
//   10        SHARE       variant atlantisTies = share (0/1)                          [in]
//   11        NEMOTIE     variant tieBreak = nemo (0/1)                               [in]
//   12        MAXROUNDS   variant maxRounds                                           [in]
//   13        ATLTOTAL    Atlantis tiles in the board's tile set                      [in]
//   14, 15    WIDTH, HEIGHT of the board                                              [in]
//   16        FLAGS       round flags: 1 bought, 2 placed, 4 recovered                [in]
//   17        RUINS       bit n: Atlantis n is on the ruins board                     [in]
//   18..21    RCOUNT      per seat: Atlantis markers on the ruins                     [in]
//   22..25    RHIGH       per seat: the highest Atlantis number with its marker       [in]
//   26..30    TOKENS      per research kind: the seat holding the token, -1 none      [in]
//   31, 32    GREEN, BLUE residential modules in stock                                [in]
//   33..72    STACKS      per research kind k at 33 + 8k: length, then corridor masks,
//                         top first (at most 7)                                       [in]
//   73        T_BOUGHT    turn: a module was bought                                   [in]
//   74        T_NPLACED   turn: modules placed (at most 8), their centre keys at 75.. [in]
//   83        T_COST      turn: highest zone cost under the modules placed            [in]
//   84, 85    T_STEPS, T_MOVES  turn: researcher steps and moves used                 [in]
//   86        T_NARR      turn: arrivals (at most 2), (centre key, count) at 87..90   [in]
//   91        T_STEP      turn: 0 launch, 1 sonar, 2 move                             [in]
//   92..94    T_PINGED, T_MOVED, T_LAUNCHED  turn: bit i = own submarine i            [in]
//   95        T_PENDING   0 none, 1 speed, 2 atlantis, 3 examine                      [in]
//   96        T_LEFT      examine: tiles left to examine                              [in]
//   97        T_NEX       examine: tiles examined (at most 2), their keys at 98, 99   [in]
//   100..115  RNG         per seat: sfc32 state (4 words) of the random policy        [in]
//   120..279  PLAYERS     per seat at 120 + 40s: +0 nemo, +1 researchers in supply,
//                         +2, +3 goal tile codes, +4..+8 sheet counts (gold..snail),
//                         +9..+13 research counts per kind, +14 held modules (at
//                         most 8), +15.. per held module: kind, corridors, researchers [in]
//   280..295  SUBS        per seat at 280 + 4s: per submarine index 0..2 its square key,
//                         -1 in supply (word 3 unused, -1)                            [in]
//   296       NMOD        modules on the board (at most 64)                           [in]
//   304..1071 MODS        per module at 304 + 12i: +0 x, +1 y, +2 kind, +3 corridors,
//                         +4 rotation, +5 owner (-1 none), +6 rotated mask [derived],
//                         +7..+10 researchers per seat, +11 unused                    [in]
//   1072      TILE        1024 words: the tile code on each square key, 0 none        [in]
//   2096      ZONE        1024 words: the zone of each square key                     [in]
//   3120      COST        1024 words: highest zone cost under a footprint per centre  [derived]
//   4144      ONB         32 rows: squares on the board                               [derived]
//   4176      TRENCH      32 rows: trench squares                                     [derived]
//   4208      TROWS       32 rows: squares holding a tile                             [derived]
//   4240      FDROWS      32 rows: squares holding a face-down tile                   [derived]
//   4272      COVER       32 rows: squares covered (even half) by a module            [derived]
//   4304      SROWS       32 rows: squares holding a submarine                        [derived]
//   4336      EA, EB      2 x 52 rows: the reach fill's frontiers (row y at +10 + y)  [scratch]
//   4440      TGT         32 rows: targets of the last reach                          [scratch]
//   4472, 4473 REACH_LO, REACH_HI: the rows the last reach wrote                      [scratch]
//   4480      CENTRE      1024 words: module index + 1 per centre key                 [derived]
//   5504      BLOCKROWS   32 rows: centres where a new module would overlap one       [derived]
//   5536      FACING      32 rows: centres (inside the board's rim) a corridor faces  [derived]
//   5568      ANCHORS     32 rows: this turn's anchor centres (zero between uses)      [scratch]
//   5600      AFFORD      5 x 32 rows: centres whose footprint costs at most c, at
//                         5600 + 32c (c = 0..4)                                       [derived]
//   5760      SOURCES     per seat two words: its research sources, bit i = module i holds
//                         more of its researchers than the last-researcher lock (on
//                         research modules: 2 or more, a launch pad)                 [derived]
//   5768      RESMOD      two words: bit i = module i is a research module           [derived]
//   5770      RANKS       two words: modules as bits by place in the centre order    [scratch]
//   6528      NEED        1024 words: slots across which a corridor faces a centre    [derived]
//   7552      NEED2       1024 words: the same for this turn's anchors (zero between uses) [scratch]
//   8576      ORDER       64: module indices by centre (y, x); RANK at 8640: the inverse [derived]
//   8704      ADJN        64: connections per module; ADJ at 8768: up to 8 per module [derived]
//   9280      WITHIN      per module i at 9280 + 16i, per distance d (0..5) two words at
//                         +2d: the modules within d passages as bits by place in the
//                         centre order (RANK), the module itself left out             [derived]
//   10304     ROWA, ROWB  2 x 128 words: the recurrence's rows for WITHIN             [scratch]
//   13440     FREE        2048 words: placement centres free to build on, (key, slots) pairs
//                         (at most 8 per module: 512)                                 [scratch]
//   15488     CODES       32768 words: the legal codes of the last generation (more than
//                         the most a position has: 8 held modules x 900 centres x 4 turns) [out]
//   48256     TRACE       the codes a playout played, hashed: h = rotl(h, 5) ^ code   [out]
//   48272     TARGETS     the approach's targets: count, then square keys (at most 1024) [scratch]
//   49300     PAD_KNOWN   the seat to act has a launch pad (the research score)        [scratch]
//   49301     NBR_STAMP   the current decision's stamp                                 [scratch]
//   49302     WITHIN_OK   1 when WITHIN is up to date with the modules (computed on demand) [derived]
//   49312     NBR         1024 words: research modules near a centre (the place score) [scratch]
//   50336     NBR_AT      1024 words: the decision (stamp) each NBR word was counted for [scratch]
//   51360     LOG         20000 words: the codes the last playout call played, in order    [out]
//   f64 words (fg/fs): the approach's target values, by the order of TARGETS           [scratch]
//
// Codes (as fast.ts): verb in bits 0-3, then fields a (bits 4-9), b (10-15), c (16-21), d (22-27).
import { bits, fg, fs, g, low, s, unsigned, urem } from './prims';

export const N: i32 = 0;
export const ROUND: i32 = 1;
export const PHASE: i32 = 2;
export const FIRST: i32 = 3;
export const TOACT: i32 = 4;
export const FINAL: i32 = 5;
export const END: i32 = 6;
export const TOPEN: i32 = 7;
export const MAXHELD: i32 = 8;
export const PERSUB: i32 = 9;
export const SHARE: i32 = 10;
export const NEMOTIE: i32 = 11;
export const MAXROUNDS: i32 = 12;
export const ATLTOTAL: i32 = 13;
export const WIDTH: i32 = 14;
export const HEIGHT: i32 = 15;
export const FLAGS: i32 = 16;
export const RUINS: i32 = 17;
export const RCOUNT: i32 = 18;
export const RHIGH: i32 = 22;
export const TOKENS: i32 = 26;
export const GREEN: i32 = 31;
export const BLUE: i32 = 32;
export const STACKS: i32 = 33;
export const T_BOUGHT: i32 = 73;
export const T_NPLACED: i32 = 74;
export const T_PLACED: i32 = 75;
export const T_COST: i32 = 83;
export const T_STEPS: i32 = 84;
export const T_MOVES: i32 = 85;
export const T_NARR: i32 = 86;
export const T_ARR: i32 = 87;
export const T_STEP: i32 = 91;
export const T_PINGED: i32 = 92;
export const T_MOVED: i32 = 93;
export const T_LAUNCHED: i32 = 94;
export const T_PENDING: i32 = 95;
export const T_LEFT: i32 = 96;
export const T_NEX: i32 = 97;
export const T_EX: i32 = 98;
export const RNG: i32 = 100;
export const PLAYERS: i32 = 120;
export const PS: i32 = 40;
export const P_NEMO: i32 = 0;
export const P_RESEARCHERS: i32 = 1;
export const P_GOAL: i32 = 2;
export const P_SHEET: i32 = 4;
export const P_RESEARCH: i32 = 9;
export const P_NHELD: i32 = 14;
export const P_HELD: i32 = 15;
export const SUBS: i32 = 280;
export const NMOD: i32 = 296;
export const MODS: i32 = 304;
export const MS: i32 = 12;
export const M_X: i32 = 0;
export const M_Y: i32 = 1;
export const M_KIND: i32 = 2;
export const M_CORR: i32 = 3;
export const M_ROT: i32 = 4;
export const M_OWNER: i32 = 5;
const M_MASK: i32 = 6;
export const M_R: i32 = 7;
export const TILE: i32 = 1072;
export const ZONE: i32 = 2096;
const COST: i32 = 3120;
const ONB: i32 = 4144;
const TRENCH: i32 = 4176;
const TROWS: i32 = 4208;
const FDROWS: i32 = 4240;
const COVER: i32 = 4272;
const SROWS: i32 = 4304;
const EA: i32 = 4336;
const EB: i32 = 4388;
const EPAD: i32 = 10;
const TGT: i32 = 4440;
const REACH_LO: i32 = 4472;
const REACH_HI: i32 = 4473;
const CENTRE: i32 = 4480;
const BLOCKROWS: i32 = 5504;
const FACING: i32 = 5536;
const ANCHORS: i32 = 5568;
const AFFORD: i32 = 5600;
const SOURCES: i32 = 5760;
const RESMOD: i32 = 5768;
const RANKS: i32 = 5770;
const NEED: i32 = 6528;
const NEED2: i32 = 7552;
const ORDER: i32 = 8576;
const RANK: i32 = 8640;
const ADJN: i32 = 8704;
const ADJ: i32 = 8768;
const WITHIN: i32 = 9280;
const ROWA: i32 = 10304;
const ROWB: i32 = 10432;
const FREE: i32 = 13440;
export const CODES: i32 = 15488;
export const MAX_CODES: i32 = 32768;
export const TRACE: i32 = 48256;
const TARGETS: i32 = 48272;
const MAX_TARGETS: i32 = 1024;
const PAD_KNOWN: i32 = 49300;
const NBR_STAMP: i32 = 49301;
const NBR: i32 = 49312;
const NBR_AT: i32 = 50336;
const WITHIN_OK: i32 = 49302;
export const LOG: i32 = 51360;
export const LOG_CAP: i32 = 20000;
/** Distances WITHIN computes per module, 0..5 (a research budget is at most 5: spec 6). */
const WITHIN_D: i32 = 6;

const BUY_RESEARCH: i32 = 0;
const BUY_RESIDENTIAL: i32 = 1;
const PLACE: i32 = 2;
const RESEARCH: i32 = 3;
const LAUNCH: i32 = 4;
const SONAR: i32 = 5;
const MOVE: i32 = 6;
const RETIRE: i32 = 7;
const EXAMINE: i32 = 8;
const SKIP: i32 = 9;
const END_TURN: i32 = 10;

const SPEED: i32 = 1;
const ATLANTIS: i32 = 2;
const EXAMINING: i32 = 3;

const T_GOLD: i32 = 1;
const T_MUSSEL: i32 = 4;
const T_SNAIL: i32 = 5;
const T_CHEST: i32 = 6;
const T_SPEED: i32 = 7;
const T_ATLANTIS: i32 = 16;
const FACE_UP: i32 = 64;

/** Slot offsets from a module's centre to the centre across each slot (spec 2.3), x then y. */
function slotDx(slot: i32): i32 {
  return slot == 1 || slot == 3 ? 2 : slot == 2 ? 3 : slot == 5 || slot == 7 ? -2 : slot == 6 ? -3 : 0;
}
function slotDy(slot: i32): i32 {
  return slot == 0 ? -3 : slot == 1 || slot == 7 ? -2 : slot == 3 || slot == 5 ? 2 : slot == 4 ? 3 : 0;
}
/** Mouth offsets of the four directions N, E, S, W (slots 0, 2, 4, 6). */
function mouthDx(d: i32): i32 {
  return d == 1 ? 2 : d == 3 ? -2 : 0;
}
function mouthDy(d: i32): i32 {
  return d == 0 ? -2 : d == 2 ? 2 : 0;
}

function imin(a: i32, b: i32): i32 {
  return a < b ? a : b;
}
function imax(a: i32, b: i32): i32 {
  return a > b ? a : b;
}

/** A corridor mask turned `r` quarter turns clockwise. */
function rotateMask(mask: i32, r: i32): i32 {
  const sh = 2 * (r & 3);
  return ((mask << sh) | (mask >>> (8 - sh))) & 0xff;
}

function mod(i: i32): i32 {
  return MODS + i * MS;
}
function player(seat: i32): i32 {
  return PLAYERS + seat * PS;
}
function isResearchModule(i: i32): bool {
  return g(mod(i) + M_KIND) >= 3;
}
function researchers(i: i32, seat: i32): i32 {
  return g(mod(i) + M_R + seat);
}

/** Sets `seat`'s researchers on module i, and module i's bit in the seat's SOURCES. */
function setResearchers(i: i32, seat: i32, v: i32): void {
  s(mod(i) + M_R + seat, v);
  const at = SOURCES + seat * 2 + (i >>> 5);
  const bit = 1 << (i & 31);
  if (v > (isResearchModule(i) ? 1 : 0)) s(at, g(at) | bit);
  else s(at, g(at) & ~bit);
}

/** Adds module i to RANKS (its bit by place in the centre order). */
function addRank(i: i32): void {
  const k = g(RANK + i);
  s(RANKS + (k >>> 5), g(RANKS + (k >>> 5)) | (1 << (k & 31)));
}

/** Adds to RANKS the modules of `seat`'s SOURCES in the index words `lo`, `hi` ANDed in (-1: all). */
function sourcesByRank(seat: i32, lo: i32, hi: i32): void {
  s(RANKS, 0);
  s(RANKS + 1, 0);
  for (let w = 0; w < 2; w++) {
    let m = g(SOURCES + seat * 2 + w) & (w == 0 ? lo : hi);
    while (m != 0) {
      addRank(w * 32 + low(m));
      m &= m - 1;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Preparation: what follows from the packed position.

/** Derives the board's rows and footprint costs from WIDTH, HEIGHT and ZONE (after a new board). */
export function prepareBoard(): void {
  const w = g(WIDTH);
  const h = g(HEIGHT);
  const full = w == 32 ? -1 : (1 << w) - 1;
  for (let y = 0; y < 32; y++) {
    s(ONB + y, y < h ? full : 0);
    let t = 0;
    if (y < h) for (let x = 0; x < w; x++) if (g(ZONE + y * 32 + x) == 3) t |= 1 << x;
    s(TRENCH + y, t);
  }
  for (let k = 0; k < 1024; k++) s(COST + k, 0);
  for (let cy = 1; cy < h - 1; cy++) {
    for (let cx = 1; cx < w - 1; cx++) {
      let c = 0;
      for (let y = cy - 1; y <= cy + 1; y++) for (let x = cx - 1; x <= cx + 1; x++) c = imax(c, g(ZONE + y * 32 + x) + 1);
      s(COST + cy * 32 + cx, c);
    }
  }
  // the centres a seat with c Nemo can afford, as rows (a cost is 1..4; 0 off the centres)
  for (let c = 0; c <= 4; c++) {
    for (let y = 0; y < 32; y++) {
      let row = 0;
      for (let x = 0; x < 32; x++) if (g(COST + y * 32 + x) <= c) row |= 1 << x;
      s(AFFORD + c * 32 + y, row);
    }
  }
}

/** Derives the rows, the module geometry and the passage distances from the packed position. */
export function preparePosition(): void {
  const h = g(HEIGHT);
  const w = g(WIDTH);
  for (let y = 0; y < 32; y++) {
    let t = 0;
    let fd = 0;
    if (y < h) {
      for (let x = 0; x < w; x++) {
        const c = g(TILE + y * 32 + x);
        if (c != 0) {
          t |= 1 << x;
          if ((c & FACE_UP) == 0) fd |= 1 << x;
        }
      }
    }
    s(TROWS + y, t);
    s(FDROWS + y, fd);
    s(SROWS + y, 0);
    s(COVER + y, 0);
    s(BLOCKROWS + y, 0);
    s(FACING + y, 0);
    s(ANCHORS + y, 0);
  }
  const n = g(N);
  for (let seat = 0; seat < n; seat++) {
    for (let i = 0; i < 3; i++) {
      const key = g(SUBS + seat * 4 + i);
      if (key >= 0) s(SROWS + (key >>> 5), g(SROWS + (key >>> 5)) | (1 << (key & 31)));
    }
  }
  for (let k = 0; k < 1024; k++) {
    s(CENTRE + k, 0);
    s(NEED + k, 0);
    s(NEED2 + k, 0);
  }
  for (let k = 0; k < 10; k++) s(SOURCES + k, 0);
  const count = g(NMOD);
  for (let i = 0; i < count; i++) addModule(i);
  s(WITHIN_OK, 0);
}

/** The WITHIN rows, computed when first asked for after a change of the modules. */
function distances(): void {
  if (g(WITHIN_OK) != 0) return;
  computeWithin();
  s(WITHIN_OK, 1);
}

/** Adds module i (its fields written) to the geometry: mask, centre, cover, overlap, connections, order. */
function addModule(k: i32): void {
  const w = g(WIDTH);
  const h = g(HEIGHT);
  const m = mod(k);
  const cx = g(m + M_X);
  const cy = g(m + M_Y);
  const mask = rotateMask(g(m + M_CORR), g(m + M_ROT));
  s(m + M_MASK, mask);
  s(CENTRE + cy * 32 + cx, k + 1);
  if (isResearchModule(k)) s(RESMOD + (k >>> 5), g(RESMOD + (k >>> 5)) | (1 << (k & 31)));
  for (let q = 0; q < 4; q++) setResearchers(k, q, researchers(k, q));
  for (let y = cy - 1; y <= cy + 1; y++) if (y >= 0 && y < 32) s(COVER + y, g(COVER + y) | (cx >= 1 ? 7 << (cx - 1) : 3));
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      if ((dx == 2 || dx == -2) && (dy == 2 || dy == -2)) continue;
      const bx = cx + dx;
      const by = cy + dy;
      if (bx >= 0 && by >= 0 && bx < 32 && by < 32) s(BLOCKROWS + by, g(BLOCKROWS + by) | (1 << bx));
    }
  }
  // order by centre (y, x): insertion
  let p = k;
  while (p > 0) {
    const o = g(ORDER + p - 1);
    const oy = g(mod(o) + M_Y);
    if (oy < cy || (oy == cy && g(mod(o) + M_X) < cx)) break;
    s(ORDER + p, o);
    s(RANK + o, p);
    p--;
  }
  s(ORDER + p, k);
  s(RANK + k, p);
  s(ADJN + k, 0);
  for (let sl = 0; sl < 8; sl++) {
    if ((mask & (1 << sl)) == 0) continue;
    const ax = cx + slotDx(sl);
    const ay = cy + slotDy(sl);
    if (ax >= 1 && ay >= 1 && ax < w - 1 && ay < h - 1) {
      s(NEED + ay * 32 + ax, g(NEED + ay * 32 + ax) | (1 << ((sl + 4) & 7)));
      s(FACING + ay, g(FACING + ay) | (1 << ax));
    }
    if (ax < 0 || ay < 0 || ax >= w || ay >= h) continue;
    const j = g(CENTRE + ay * 32 + ax) - 1;
    if (j < 0 || j == k || (g(mod(j) + M_MASK) & (1 << ((sl + 4) & 7))) == 0) continue;
    s(ADJ + k * 8 + g(ADJN + k), j);
    s(ADJN + k, g(ADJN + k) + 1);
    s(ADJ + j * 8 + g(ADJN + j), k);
    s(ADJN + j, g(ADJN + j) + 1);
  }
}

/**
 * Every module's WITHIN rows at once, by the recurrence "within d of i = within d - 1 of i or of a
 * neighbour of i" on bitsets by place in the centre order (two words: at most 64 modules); rows past
 * the distance where nothing changes repeat the last. (Breadth-first from every module took 19% of
 * the twin's random playouts.)
 */
function computeWithin(): void {
  const n = g(NMOD);
  let prev = ROWA;
  let next = ROWB;
  for (let i = 0; i < n; i++) {
    const k = g(RANK + i);
    s(prev + i * 2, k < 32 ? 1 << k : 0);
    s(prev + i * 2 + 1, k < 32 ? 0 : 1 << (k - 32));
    s(WITHIN + i * 16, 0);
    s(WITHIN + i * 16 + 1, 0);
  }
  let d = 1;
  for (; d < WITHIN_D; d++) {
    let changed = false;
    for (let i = 0; i < n; i++) {
      let lo = g(prev + i * 2);
      let hi = g(prev + i * 2 + 1);
      for (let e = 0, end = g(ADJN + i); e < end; e++) {
        const j = g(ADJ + i * 8 + e);
        lo |= g(prev + j * 2);
        hi |= g(prev + j * 2 + 1);
      }
      if (lo != g(prev + i * 2) || hi != g(prev + i * 2 + 1)) changed = true;
      s(next + i * 2, lo);
      s(next + i * 2 + 1, hi);
      const k = g(RANK + i);
      const at = WITHIN + i * 16 + d * 2;
      s(at, k < 32 ? lo & ~(1 << k) : lo);
      s(at + 1, k < 32 ? hi : hi & ~(1 << (k - 32)));
    }
    const t = prev;
    prev = next;
    next = t;
    if (!changed) break;
  }
  // nothing new past distance d: the farther rows repeat it
  const last = imin(d, WITHIN_D - 1);
  for (let i = 0; i < n; i++) {
    for (let e = d + 1; e < WITHIN_D; e++) {
      s(WITHIN + i * 16 + e * 2, g(WITHIN + i * 16 + last * 2));
      s(WITHIN + i * 16 + e * 2 + 1, g(WITHIN + i * 16 + last * 2 + 1));
    }
  }
}

/** The passage distance from module a to module b (1..7; they are within the research budget). */
function passageDistance(a: i32, b: i32): i32 {
  distances();
  const k = g(RANK + b);
  const word = k < 32 ? 0 : 1;
  const bit = 1 << (k & 31);
  for (let d = 1; d < WITHIN_D; d++) if ((g(WITHIN + a * 16 + d * 2 + word) & bit) != 0) return d;
  return WITHIN_D;
}

// ---------------------------------------------------------------------------------------------
// Submarine reach (spec 7): orthogonal steps, never through a tile (entering one ends the path),
// trench squares only when allowed; ends on open water with no submarine, or a tile without one.

/** Writes the targets of a move from (sx, sy) of up to `range` steps into TGT; returns their count. */
function reach(sx: i32, sy: i32, range: i32, trench: bool): i32 {
  const h = g(HEIGHT);
  let lo = sy - range;
  if (lo < 0) lo = 0;
  let hi = sy + range;
  if (hi > h - 1) hi = h - 1;
  s(REACH_LO, lo);
  s(REACH_HI, hi);
  for (let y = lo - 1; y <= hi + 1; y++) {
    s(EA + EPAD + y, 0);
    s(EB + EPAD + y, 0);
  }
  s(EA + EPAD + sy, 1 << sx);
  let cur = EA + EPAD;
  let nxt = EB + EPAD;
  for (let step = 1; step < range; step++) {
    for (let y = lo; y <= hi; y++) {
      const e = g(cur + y);
      const spread = (e << 1) | (e >>> 1) | g(cur + y - 1) | g(cur + y + 1);
      let p = g(ONB + y) & ~g(TROWS + y);
      if (!trench) p &= ~g(TRENCH + y);
      s(nxt + y, e | (spread & p));
    }
    const t = cur;
    cur = nxt;
    nxt = t;
  }
  let count = 0;
  for (let y = lo; y <= hi; y++) {
    const e = g(cur + y);
    const spread = (e << 1) | (e >>> 1) | g(cur + y - 1) | g(cur + y + 1);
    let p = g(ONB + y);
    if (!trench) p &= ~g(TRENCH + y);
    let t = (e | (spread & p)) & g(ONB + y) & ~g(COVER + y) & ~g(SROWS + y);
    if (y == sy) t &= ~(1 << sx);
    s(TGT + y, t);
    count += bits(t);
  }
  return count;
}

// ---------------------------------------------------------------------------------------------
// Legal actions: codes into CODES, in the order of the reference generator.

let ncodes: i32 = 0;

function push(c: i32): void {
  s(CODES + ncodes, c);
  ncodes++;
}

function code(verb: i32, a: i32, b: i32, c: i32, d: i32): i32 {
  return verb | (a << 4) | (b << 10) | (c << 16) | (d << 22);
}

/** True when `seat` may use trench squares: the trench is open or it has every research kind (spec 7). */
function mayUseTrench(seat: i32): bool {
  if (g(TOPEN) != 0) return true;
  const p = player(seat) + P_RESEARCH;
  for (let k = 0; k < 5; k++) if (g(p + k) < 1) return false;
  return true;
}

/** Generates the legal codes of the seat to act into CODES; returns their count (0: the game is over). */
export function generate(): i32 {
  ncodes = 0;
  if (g(END) >= 0) return 0;
  const seat = g(TOACT);
  const pending = g(T_PENDING);
  if (pending != 0) {
    if (pending == SPEED) subMoveCodes(seat, true);
    else if (pending == ATLANTIS) researchCodes(seat, true);
    else examineCodes();
    push(SKIP);
  } else {
    const phase = g(PHASE);
    if (phase == 1) {
      buyCodes(seat);
      placeCodes(seat);
    } else if (phase == 2) {
      researchCodes(seat, false);
    } else {
      launchCodes(seat);
      sonarCodes(seat);
      subMoveCodes(seat, false);
      retireCodes(seat);
    }
    push(END_TURN);
  }
  return ncodes;
}

/** Legal code i of the last generation. */
export function codeAt(i: i32): i32 {
  return g(CODES + i);
}

function buyCodes(seat: i32): void {
  const p = player(seat);
  if (g(T_BOUGHT) != 0 || g(T_NPLACED) != 0 || g(p + P_NHELD) >= g(MAXHELD)) return;
  const nemo = g(p + P_NEMO);
  if (nemo >= 1) for (let k = 0; k < 5; k++) if (g(STACKS + k * 8) > 0) push(code(BUY_RESEARCH, k, 0, 0, 0));
  const kmax = imin(imin(g(N) >= 4 ? 4 : 3, g(p + P_RESEARCHERS)), nemo);
  if (g(GREEN) > 0) for (let k = 1; k <= kmax; k++) push(code(BUY_RESIDENTIAL, 0, k, 0, 0));
  if (g(BLUE) > 0) for (let k = 1; k <= kmax; k++) push(code(BUY_RESIDENTIAL, 1, k, 0, 0));
}

function placeCodes(seat: i32): void {
  const p = player(seat);
  const held = g(p + P_NHELD);
  if (held == 0) return;
  const w = g(WIDTH);
  const h = g(HEIGHT);
  // candidate centres as rows: every centre a corridor faces (the turn's first placement, kept up
  // to date by addModule), or the centres this turn's modules face (anchors, their slots in NEED2)
  const placed = g(T_NPLACED);
  let rows = FACING;
  let needs = NEED;
  if (placed != 0) {
    rows = ANCHORS;
    needs = NEED2;
    for (let a = 0; a < placed; a++) {
      const i = g(CENTRE + g(T_PLACED + a)) - 1;
      if (i < 0) continue;
      const mask = g(mod(i) + M_MASK);
      for (let sl = 0; sl < 8; sl++) {
        if ((mask & (1 << sl)) == 0) continue;
        const cx = g(mod(i) + M_X) + slotDx(sl);
        const cy = g(mod(i) + M_Y) + slotDy(sl);
        if (cx < 1 || cy < 1 || cx >= w - 1 || cy >= h - 1) continue;
        s(ANCHORS + cy, g(ANCHORS + cy) | (1 << cx));
        s(NEED2 + cy * 32 + cx, g(NEED2 + cy * 32 + cx) | (1 << ((sl + 4) & 7)));
      }
    }
  }
  // per centre, ascending: free of overlap, no submarine under the footprint, affordable
  const buildCost = g(T_COST);
  const nemo = g(p + P_NEMO);
  let free = 0;
  if (buildCost <= nemo) {
    const afford = AFFORD + imin(nemo, 4) * 32;
    for (let y = 1; y < h - 1; y++) {
      const candidates = g(rows + y);
      if (candidates == 0) continue;
      const subs = g(SROWS + y - 1) | g(SROWS + y) | g(SROWS + y + 1);
      let row = candidates & ~g(BLOCKROWS + y) & ~(subs | (subs << 1) | (subs >>> 1)) & g(afford + y);
      while (row != 0) {
        const key = y * 32 + low(row);
        row &= row - 1;
        s(FREE + free * 2, key);
        s(FREE + free * 2 + 1, g(needs + key));
        free++;
      }
    }
  }
  if (placed != 0) {
    for (let y = 1; y < h - 1; y++) {
      let row = g(ANCHORS + y);
      while (row != 0) {
        s(NEED2 + y * 32 + low(row), 0);
        row &= row - 1;
      }
      s(ANCHORS + y, 0);
    }
  }
  for (let index = 0; index < held; index++) {
    const c = g(p + P_HELD + index * 3 + 1);
    const m0 = rotateMask(c, 0);
    const m1 = rotateMask(c, 1);
    const m2 = rotateMask(c, 2);
    const m3 = rotateMask(c, 3);
    // a rotation repeating an earlier one is listed once
    const u1 = m1 != m0;
    const u2 = m2 != m0;
    const u3 = m3 != m1;
    for (let k = 0; k < free; k++) {
      const key = g(FREE + k * 2);
      const need = g(FREE + k * 2 + 1);
      const base = code(PLACE, index, key & 31, key >>> 5, 0);
      if ((m0 & need) != 0) push(base);
      if ((m1 & need) != 0 && u1) push(base | (1 << 22));
      if ((m2 & need) != 0 && u2) push(base | (2 << 22));
      if ((m3 & need) != 0 && u3) push(base | (3 << 22));
    }
  }
}

/** Researchers of `seat` that may leave module i (spec 6; `atlantis`: only the last-researcher lock). */
function movable(i: i32, seat: i32, atlantis: bool): i32 {
  const count = researchers(i, seat);
  const lock = isResearchModule(i) ? 1 : 0;
  let held = lock;
  if (!atlantis) {
    const key = g(mod(i) + M_Y) * 32 + g(mod(i) + M_X);
    for (let a = 0, n = g(T_NARR); a < n; a++) {
      if (g(T_ARR + a * 2) == key) {
        held = imax(g(T_ARR + a * 2 + 1), lock);
        break;
      }
    }
  }
  return imax(0, count - held);
}

/** True when arriving at module i activates it for `seat` and the rent cannot be paid. */
function rentBlocked(i: i32, seat: i32): bool {
  const m = mod(i);
  return g(m + M_KIND) >= 3 && g(m + M_R + seat) == 0 && g(m + M_OWNER) != seat && g(player(seat) + P_NEMO) < 1;
}

function researchCodes(seat: i32, atlantis: bool): void {
  if (!atlantis && g(T_MOVES) >= 2) return;
  const budget = atlantis ? 2 : 3 + imin(g(player(seat) + P_RESEARCH), 2) - g(T_STEPS);
  if (budget < 1) return;
  // the sources: modules the seat's researchers may leave now, by place in the centre order
  s(RANKS, 0);
  s(RANKS + 1, 0);
  for (let w = 0; w < 2; w++) {
    let m = g(SOURCES + seat * 2 + w);
    while (m != 0) {
      const i = w * 32 + low(m);
      m &= m - 1;
      if (movable(i, seat, atlantis) > 0) addRank(i);
    }
  }
  if ((g(RANKS) | g(RANKS + 1)) == 0) return;
  distances();
  // rent blocks arrivals only for a seat without Nemo (spec 6): blocked targets as bits by place in the order
  let blockedLo = 0;
  let blockedHi = 0;
  if (g(player(seat) + P_NEMO) < 1) {
    for (let i = 0, n = g(NMOD); i < n; i++) {
      const m = mod(i);
      if (g(m + M_KIND) < 3 || g(m + M_R + seat) != 0 || g(m + M_OWNER) < 0 || g(m + M_OWNER) == seat) continue;
      const k = g(RANK + i);
      if (k < 32) blockedLo |= 1 << k;
      else blockedHi |= 1 << (k - 32);
    }
  }
  const d = imin(budget, WITHIN_D - 1);
  for (let w = 0; w < 2; w++) {
    let sources = g(RANKS + w);
    while (sources != 0) {
      const fi = g(ORDER + w * 32 + low(sources));
      sources &= sources - 1;
      // the modules within the budget, in centre order
      let lo = g(WITHIN + fi * 16 + d * 2) & ~blockedLo;
      let hi = g(WITHIN + fi * 16 + d * 2 + 1) & ~blockedHi;
      while (lo != 0) {
        push(code(RESEARCH, fi, g(ORDER + low(lo)), 0, 0));
        lo &= lo - 1;
      }
      while (hi != 0) {
        push(code(RESEARCH, fi, g(ORDER + 32 + low(hi)), 0, 0));
        hi &= hi - 1;
      }
    }
  }
}

function launchCodes(seat: i32): void {
  if (g(T_STEP) != 0) return;
  const subs = SUBS + seat * 4;
  if (g(subs) >= 0 && g(subs + 1) >= 0 && g(subs + 2) >= 0) return; // no submarine in supply
  const w = g(WIDTH);
  const h = g(HEIGHT);
  // launch pads: research modules with 2 or more of the seat's researchers, in centre order
  sourcesByRank(seat, g(RESMOD), g(RESMOD + 1));
  for (let r = 0; r < 2; r++) {
    let pads = g(RANKS + r);
    while (pads != 0) {
      const mi = g(ORDER + r * 32 + low(pads));
      pads &= pads - 1;
      const m = mod(mi);
      const mask = g(m + M_MASK);
      for (let d = 0; d < 4; d++) {
        if ((mask & (1 << (d * 2))) == 0) continue;
        const x = g(m + M_X) + mouthDx(d);
        const y = g(m + M_Y) + mouthDy(d);
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        if (((g(COVER + y) | g(TROWS + y) | g(SROWS + y)) & (1 << x)) != 0) continue;
        push(code(LAUNCH, mi, d, 0, 0));
      }
    }
  }
}

function sonarCodes(seat: i32): void {
  if (g(player(seat) + P_NEMO) < 1) return;
  const perSub = g(PERSUB) != 0;
  if (!perSub && g(T_STEP) == 2) return;
  for (let index = 0; index < 3; index++) {
    if (g(SUBS + seat * 4 + index) < 0) continue;
    if ((g(T_PINGED) & (1 << index)) != 0) continue;
    if (perSub && (g(T_MOVED) & (1 << index)) != 0) continue;
    push(code(SONAR, index, 0, 0, 0));
  }
}

/** Moves (or speed moves, of every own submarine) of the seat's submarines. */
function subMoveCodes(seat: i32, speed: bool): void {
  const trench = mayUseTrench(seat);
  const range = speed ? 3 : 4 + imin(g(player(seat) + P_RESEARCH + 1), 2);
  for (let index = 0; index < 3; index++) {
    const key = g(SUBS + seat * 4 + index);
    if (key < 0) continue;
    if (!speed && (g(T_MOVED) & (1 << index)) != 0) continue;
    if (reach(key & 31, key >>> 5, range, trench) == 0) continue;
    for (let y = g(REACH_LO), hi = g(REACH_HI); y <= hi; y++) {
      let row = g(TGT + y);
      while (row != 0) {
        const x = low(row);
        row &= row - 1;
        push(code(MOVE, index, x, y, 0));
      }
    }
  }
}

function retireCodes(seat: i32): void {
  const np = g(N);
  for (let index = 0; index < 3; index++) {
    const key = g(SUBS + seat * 4 + index);
    if (key < 0) continue;
    const sx = key & 31;
    const sy = key >>> 5;
    if (((g(TROWS + sy) | g(COVER + sy)) & (1 << sx)) != 0) continue;
    // the research modules with a researcher whose mouth this square is (a mouth lies 2 squares
    // from its module's centre, so at most one per direction), in centre order
    s(RANKS, 0);
    s(RANKS + 1, 0);
    for (let d = 0; d < 4; d++) {
      const cx = sx - mouthDx(d);
      const cy = sy - mouthDy(d);
      if (cx < 0 || cy < 0 || cx >= 32 || cy >= 32) continue;
      const mi = g(CENTRE + cy * 32 + cx) - 1;
      if (mi < 0 || !isResearchModule(mi) || (g(mod(mi) + M_MASK) & (1 << (d * 2))) == 0) continue;
      let any = false;
      for (let q = 0; q < np; q++) if (researchers(mi, q) > 0) any = true;
      if (any) addRank(mi);
    }
    for (let r = 0; r < 2; r++) {
      let modules = g(RANKS + r);
      while (modules != 0) {
        push(code(RETIRE, index, g(ORDER + r * 32 + low(modules)), 0, 0));
        modules &= modules - 1;
      }
    }
  }
}

/** Options of the open examination: face-down tiles not yet examined, in another zone than the first when any is. */
function examineCodes(): void {
  const h = g(HEIGHT);
  const nex = g(T_NEX);
  const firstZone = nex > 0 ? g(ZONE + g(T_EX)) : -1;
  let elsewhere = false;
  if (nex > 0) {
    for (let y = 0; y < h && !elsewhere; y++) {
      let row = g(FDROWS + y);
      while (row != 0) {
        const x = low(row);
        row &= row - 1;
        const key = y * 32 + x;
        if (examined(key, nex)) continue;
        if (g(ZONE + key) != firstZone) {
          elsewhere = true;
          break;
        }
      }
    }
  }
  for (let y = 0; y < h; y++) {
    let row = g(FDROWS + y);
    while (row != 0) {
      const x = low(row);
      row &= row - 1;
      const key = y * 32 + x;
      if (examined(key, nex)) continue;
      if (elsewhere && g(ZONE + key) == firstZone) continue;
      push(code(EXAMINE, 0, x, y, 0));
    }
  }
}

function examined(key: i32, nex: i32): bool {
  for (let e = 0; e < nex; e++) if (g(T_EX + e) == key) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Apply (spec 5-8).

/** Plays legal code `c` in place. */
export function apply(c: i32): void {
  const verb = c & 15;
  const a = (c >>> 4) & 63;
  const b = (c >>> 10) & 63;
  const cc = (c >>> 16) & 63;
  const seat = g(TOACT);
  const p = player(seat);
  if (verb == BUY_RESEARCH) {
    const st = STACKS + a * 8;
    const len = g(st);
    const corridors = g(st + 1);
    for (let i = 1; i < len; i++) s(st + i, g(st + i + 1));
    s(st, len - 1);
    pushHeld(p, a + 3, corridors, 0);
    s(p + P_NEMO, g(p + P_NEMO) - 1);
    s(T_BOUGHT, 1);
    s(FLAGS, g(FLAGS) | 1);
  } else if (verb == BUY_RESIDENTIAL) {
    if (a == 0) s(GREEN, g(GREEN) - 1);
    else s(BLUE, g(BLUE) - 1);
    pushHeld(p, a + 1, a == 0 ? 0x55 : 0xaa, b);
    s(p + P_RESEARCHERS, g(p + P_RESEARCHERS) - b);
    s(p + P_NEMO, g(p + P_NEMO) - b);
    s(T_BOUGHT, 1);
    s(FLAGS, g(FLAGS) | 1);
  } else if (verb == PLACE) {
    place(seat, p, a, b, cc, (c >>> 22) & 3);
  } else if (verb == RESEARCH) {
    if (g(T_PENDING) == ATLANTIS) {
      s(T_PENDING, 0);
    } else {
      s(T_STEPS, g(T_STEPS) + passageDistance(a, b));
      s(T_MOVES, g(T_MOVES) + 1);
      const key = g(mod(b) + M_Y) * 32 + g(mod(b) + M_X);
      const n = g(T_NARR);
      let found = false;
      for (let i = 0; i < n; i++) {
        if (g(T_ARR + i * 2) == key) {
          s(T_ARR + i * 2 + 1, g(T_ARR + i * 2 + 1) + 1);
          found = true;
          break;
        }
      }
      if (!found) {
        s(T_ARR + n * 2, key);
        s(T_ARR + n * 2 + 1, 1);
        s(T_NARR, n + 1);
      }
    }
    setResearchers(a, seat, researchers(a, seat) - 1);
    arrive(b, seat);
  } else if (verb == LAUNCH) {
    const m = mod(a);
    const x = g(m + M_X) + mouthDx(b);
    const y = g(m + M_Y) + mouthDy(b);
    let index = 0;
    while (index < 3 && g(SUBS + seat * 4 + index) >= 0) index++;
    setResearchers(a, seat, researchers(a, seat) - 1);
    s(p + P_RESEARCHERS, g(p + P_RESEARCHERS) + 1);
    s(SUBS + seat * 4 + index, y * 32 + x);
    s(SROWS + y, g(SROWS + y) | (1 << x));
    s(T_LAUNCHED, g(T_LAUNCHED) | (1 << index));
    if (g(ZONE + y * 32 + x) == 3) s(TOPEN, 1);
  } else if (verb == SONAR) {
    // the tiles a ping shows are knowledge only: nothing a playout plays on
    s(p + P_NEMO, g(p + P_NEMO) - 1);
    s(T_PINGED, g(T_PINGED) | (1 << a));
    if (g(T_STEP) == 0) s(T_STEP, 1);
  } else if (verb == MOVE) {
    if (g(T_PENDING) == SPEED) s(T_PENDING, 0);
    else {
      s(T_MOVED, g(T_MOVED) | (1 << a));
      s(T_STEP, 2);
    }
    const old = g(SUBS + seat * 4 + a);
    s(SROWS + (old >>> 5), g(SROWS + (old >>> 5)) & ~(1 << (old & 31)));
    const key = cc * 32 + b;
    s(SUBS + seat * 4 + a, key);
    s(SROWS + cc, g(SROWS + cc) | (1 << b));
    if (g(ZONE + key) == 3) s(TOPEN, 1);
    if (g(TILE + key) != 0) recover(seat, key);
  } else if (verb == RETIRE) {
    const old = g(SUBS + seat * 4 + a);
    s(SROWS + (old >>> 5), g(SROWS + (old >>> 5)) & ~(1 << (old & 31)));
    s(SUBS + seat * 4 + a, -1);
    s(T_STEP, 2);
    if (g(p + P_RESEARCHERS) > 0 && !rentBlocked(b, seat)) {
      s(p + P_RESEARCHERS, g(p + P_RESEARCHERS) - 1);
      arrive(b, seat);
    }
  } else if (verb == EXAMINE) {
    const nex = g(T_NEX);
    s(T_EX + nex, cc * 32 + b);
    s(T_NEX, nex + 1);
    s(T_LEFT, g(T_LEFT) - 1);
    if (g(T_LEFT) <= 0) s(T_PENDING, 0);
    else {
      const before = ncodes;
      ncodes = 0;
      examineCodes();
      if (ncodes == 0) s(T_PENDING, 0);
      ncodes = before;
    }
  } else if (verb == SKIP) {
    s(T_PENDING, 0);
  } else {
    endTurn();
  }
}

function pushHeld(p: i32, kind: i32, corridors: i32, riders: i32): void {
  const n = g(p + P_NHELD);
  const at = p + P_HELD + n * 3;
  s(at, kind);
  s(at + 1, corridors);
  s(at + 2, riders);
  s(p + P_NHELD, n + 1);
}

function place(seat: i32, p: i32, index: i32, cx: i32, cy: i32, rotation: i32): void {
  const held = p + P_HELD + index * 3;
  const kind = g(held);
  const corridors = g(held + 1);
  const riders = g(held + 2);
  const nh = g(p + P_NHELD);
  for (let i = index; i < nh - 1; i++) {
    s(p + P_HELD + i * 3, g(p + P_HELD + i * 3 + 3));
    s(p + P_HELD + i * 3 + 1, g(p + P_HELD + i * 3 + 4));
    s(p + P_HELD + i * 3 + 2, g(p + P_HELD + i * 3 + 5));
  }
  s(p + P_NHELD, nh - 1);
  const k = g(NMOD);
  const m = mod(k);
  s(m + M_X, cx);
  s(m + M_Y, cy);
  s(m + M_KIND, kind);
  s(m + M_CORR, corridors);
  s(m + M_ROT, rotation);
  s(m + M_OWNER, kind >= 3 ? seat : -1);
  for (let q = 0; q < 4; q++) s(m + M_R + q, q == seat ? riders : 0);
  s(NMOD, k + 1);
  s(T_COST, imax(g(T_COST), g(COST + cy * 32 + cx)));
  const np = g(T_NPLACED);
  s(T_PLACED + np, cy * 32 + cx);
  s(T_NPLACED, np + 1);
  s(FLAGS, g(FLAGS) | 2);
  // tiles under the footprint leave the board: Atlantis to the ruins (no marker), the rest out of the game
  for (let y = cy - 1; y <= cy + 1; y++) {
    for (let x = cx - 1; x <= cx + 1; x++) {
      const t = g(TILE + y * 32 + x) & 63;
      if (t == 0) continue;
      if (t >= T_ATLANTIS) s(RUINS, g(RUINS) | (1 << (t - T_ATLANTIS)));
      removeTile(y * 32 + x);
    }
  }
  addModule(k);
  s(WITHIN_OK, 0);
}

function removeTile(key: i32): void {
  s(TILE + key, 0);
  const y = key >>> 5;
  const bit = 1 << (key & 31);
  s(TROWS + y, g(TROWS + y) & ~bit);
  s(FDROWS + y, g(FDROWS + y) & ~bit);
}

/** An Atlantis tile to the ruins with `seat`'s marker. */
function toRuins(n: i32, seat: i32): void {
  s(RUINS, g(RUINS) | (1 << n));
  s(RCOUNT + seat, g(RCOUNT + seat) + 1);
  s(RHIGH + seat, imax(g(RHIGH + seat), n));
}

/** A researcher of `seat` arrives in module i: activation, rent and token (spec 6). */
function arrive(i: i32, seat: i32): void {
  const m = mod(i);
  const kind = g(m + M_KIND);
  const before = g(m + M_R + seat);
  setResearchers(i, seat, before + 1);
  if (kind < 3 || before != 0) return;
  const owner = g(m + M_OWNER);
  if (owner >= 0 && owner != seat) {
    s(player(seat) + P_NEMO, g(player(seat) + P_NEMO) - 1);
    s(player(owner) + P_NEMO, g(player(owner) + P_NEMO) + 1);
  }
  const k = kind - 3;
  const count = g(player(seat) + P_RESEARCH + k) + 1;
  s(player(seat) + P_RESEARCH + k, count);
  if (count < 2) return;
  const n = g(N);
  for (let q = 0; q < n; q++) if (q != seat && g(player(q) + P_RESEARCH + k) >= count) return;
  s(TOKENS + k, seat);
}

/** Recovery of the tile on `key` by `seat`'s submarine that ended there (spec 8). */
function recover(seat: i32, key: i32): void {
  const tile = g(TILE + key);
  const type = tile & 63;
  const p = player(seat);
  if (type == T_CHEST || type == T_SPEED) {
    s(FLAGS, g(FLAGS) | 4);
    removeTile(key);
    if (type == T_CHEST) s(p + P_NEMO, g(p + P_NEMO) + 2 + imin(g(p + P_RESEARCH + 4), 2));
    else if (countSpeedMoves(seat) > 0) s(T_PENDING, SPEED);
    return;
  }
  const cost = g(ZONE + key) == 3 ? 2 : 1;
  if (g(p + P_NEMO) >= cost) {
    s(p + P_NEMO, g(p + P_NEMO) - cost);
    s(FLAGS, g(FLAGS) | 4);
    removeTile(key);
    if (type >= T_ATLANTIS) {
      toRuins(type - T_ATLANTIS, seat);
      if (countAtlantisMoves(seat) > 0) s(T_PENDING, ATLANTIS);
    } else {
      s(p + P_SHEET + type - 1, g(p + P_SHEET + type - 1) + 1);
      const lab = imin(g(p + P_RESEARCH + 3), 2);
      if ((type == T_MUSSEL || type == T_SNAIL) && lab >= 1 && anyFaceDown()) {
        s(T_PENDING, EXAMINING);
        s(T_LEFT, lab);
        s(T_NEX, 0);
      }
    }
  } else if (type >= T_ATLANTIS) {
    s(FLAGS, g(FLAGS) | 4);
    removeTile(key);
    s(RUINS, g(RUINS) | (1 << (type - T_ATLANTIS)));
  } else if ((tile & FACE_UP) == 0) {
    s(TILE + key, tile | FACE_UP);
    const y = key >>> 5;
    s(FDROWS + y, g(FDROWS + y) & ~(1 << (key & 31)));
  }
}

function anyFaceDown(): bool {
  for (let y = 0, h = g(HEIGHT); y < h; y++) if (g(FDROWS + y) != 0) return true;
  return false;
}

function countSpeedMoves(seat: i32): i32 {
  const before = ncodes;
  ncodes = 0;
  subMoveCodes(seat, true);
  const n = ncodes;
  ncodes = before;
  return n;
}

function countAtlantisMoves(seat: i32): i32 {
  const before = ncodes;
  ncodes = 0;
  researchCodes(seat, true);
  const n = ncodes;
  ncodes = before;
  return n;
}

/** `end`: the phase-1 payment and returns (spec 5), then the next phase turn or the end of the round. */
function endTurn(): void {
  const seat = g(TOACT);
  const p = player(seat);
  if (g(PHASE) == 1) {
    const placed = g(T_NPLACED) != 0;
    if (placed) s(p + P_NEMO, g(p + P_NEMO) - g(T_COST));
    if (placed || g(T_BOUGHT) == 0) {
      const nh = g(p + P_NHELD);
      for (let i = 0; i < nh; i++) {
        const h = p + P_HELD + i * 3;
        const kind = g(h);
        if (kind >= 3) {
          const st = STACKS + (kind - 3) * 8;
          const len = g(st);
          s(st + 1 + len, g(h + 1));
          s(st, len + 1);
        } else if (kind == 1) s(GREEN, g(GREEN) + 1);
        else s(BLUE, g(BLUE) + 1);
        s(p + P_RESEARCHERS, g(p + P_RESEARCHERS) + g(h + 2));
      }
      s(p + P_NHELD, 0);
    }
  }
  for (let i = T_BOUGHT; i <= T_EX + 1; i++) s(i, 0);
  const n = g(N);
  const next = seat + 1 == n ? 0 : seat + 1;
  const first = g(FIRST);
  if (next != first) {
    s(TOACT, next);
    return;
  }
  if (g(PHASE) < 3) {
    s(PHASE, g(PHASE) + 1);
    s(TOACT, first);
    return;
  }
  endRound();
}

/** The end-of-round checks in the order of spec 9. */
function endRound(): void {
  const ruins = g(RUINS);
  const round = g(ROUND);
  if (g(FINAL) < 0 && (ruins & (7 << 13)) == 7 << 13) s(FINAL, round + 1);
  const total = g(ATLTOTAL);
  if (total > 0 && bits(ruins) >= total) s(END, 0);
  else if (g(FINAL) >= 0 && round >= g(FINAL)) s(END, 1);
  else if (g(FLAGS) == 0) s(END, 2);
  else if (round >= g(MAXROUNDS)) s(END, 3);
  if (g(END) >= 0) return;
  s(ROUND, round + 1);
  const n = g(N);
  const first = g(FIRST) + 1 == n ? 0 : g(FIRST) + 1;
  s(FIRST, first);
  s(PHASE, 1);
  s(TOACT, first);
  s(FLAGS, 0);
}

// ---------------------------------------------------------------------------------------------
// Scoring (spec 10).

/** Atlantis rank-marker points of `seat` (spec 10.1, with the atlantisTies variant). */
function atlantisPoints(seat: i32): i32 {
  const mine = g(RCOUNT + seat);
  if (mine == 0) return 0;
  const n = g(N);
  let ahead = 0;
  for (let q = 0; q < n; q++) {
    if (q == seat) continue;
    const c = g(RCOUNT + q);
    if (c == 0) continue;
    if (c > mine) ahead++;
    else if (g(SHARE) == 0 && c == mine && (g(RHIGH + q) > g(RHIGH + seat) || (g(RHIGH + q) == g(RHIGH + seat) && q < seat))) ahead++;
  }
  if (n == 2) return ahead == 0 ? 4 : ahead == 1 ? 2 : 0;
  if (n == 3) return ahead == 0 ? 5 : ahead == 1 ? 3 : ahead == 2 ? 1 : 0;
  return ahead == 0 ? 5 : ahead == 1 ? 4 : ahead == 2 ? 2 : ahead == 3 ? 1 : 0;
}

/** R: research values summed (token 3, count >= 2 gives 1). */
function researchTotal(seat: i32): i32 {
  let r = 0;
  const p = player(seat);
  for (let k = 0; k < 5; k++) r += g(TOKENS + k) == seat ? 3 : g(p + P_RESEARCH + k) >= 2 ? 1 : 0;
  return r;
}

function sheetPoints(p: i32): i32 {
  return 2 * g(p + P_SHEET) + g(p + P_SHEET + 1) + g(p + P_SHEET + 2);
}

/** Goal-card raises of a seat with research total `research` (spec 10). */
function raises(p: i32, research: i32): i32 {
  if (research < 2) return 0;
  const goals = g(p + P_SHEET + g(p + P_GOAL) - 1) + g(p + P_SHEET + g(p + P_GOAL + 1) - 1);
  return imin(goals, g(p + P_NEMO));
}

/** `seat`'s total as if the game ended now. */
export function score(seat: i32): i32 {
  const p = player(seat);
  const research = researchTotal(seat);
  const up = raises(p, research);
  return (sheetPoints(p) + up + atlantisPoints(seat)) * research + g(p + P_NEMO) - up;
}

/** Nemo left after raises (the `nemo` tie break). */
function nemoLeft(seat: i32): i32 {
  const p = player(seat);
  return g(p + P_NEMO) - raises(p, researchTotal(seat));
}

/** The winning seats as bits (spec 10.4; ties share, or more Nemo left breaks them). */
export function winners(): i32 {
  const n = g(N);
  let best = -2147483647;
  for (let q = 0; q < n; q++) best = imax(best, score(q));
  let top = 0;
  for (let q = 0; q < n; q++) if (score(q) == best) top |= 1 << q;
  if (g(NEMOTIE) == 0) return top;
  let most = -2147483647;
  for (let q = 0; q < n; q++) if ((top & (1 << q)) != 0) most = imax(most, nemoLeft(q));
  let out = 0;
  for (let q = 0; q < n; q++) if ((top & (1 << q)) != 0 && nemoLeft(q) == most) out |= 1 << q;
  return out;
}

// ---------------------------------------------------------------------------------------------
// The greedy policy and the evaluation (policy.ts), on codes: the same choices, the same scores.

/** R with half credit for kinds at count 1 (the multiplier a seat can expect). */
function researchMultiplier(seat: i32): f64 {
  let r: f64 = 0;
  const p = player(seat);
  for (let k = 0; k < 5; k++) {
    const v = g(TOKENS + k) == seat ? 3 : g(p + P_RESEARCH + k) >= 2 ? 1 : 0;
    if (v != 0) r += <f64>v;
    else r += g(p + P_RESEARCH + k) == 1 ? 0.5 : 0;
  }
  return r;
}

/** The value to `seat` of recovering the tile on `key` (its code known), with multiplier r. */
function tileValue(seat: i32, key: i32, r: f64): f64 {
  const tile = g(TILE + key);
  const type = tile & 63;
  const p = player(seat);
  const nemo = g(p + P_NEMO);
  const cost = g(ZONE + key) == 3 ? 2 : 1;
  const goal: f64 = type == g(p + P_GOAL) || type == g(p + P_GOAL + 1) ? Math.max(0, r - 1) : 0;
  if (type == T_CHEST) return <f64>(2 + imin(g(p + P_RESEARCH + 4), 2));
  if (type == T_SPEED) return 1;
  if (type == T_GOLD) return nemo >= cost ? 2 * r + goal - <f64>cost : 0;
  if (type == 2 || type == 3) return nemo >= cost ? r + goal - <f64>cost : 0;
  if (type == T_MUSSEL || type == T_SNAIL) return nemo >= cost ? goal + (g(p + P_RESEARCH + 3) != 0 ? 0.5 : 0) - <f64>cost : 0;
  return nemo >= cost ? 3 * r - <f64>cost : 0;
}

function moveValue(seat: i32, key: i32, r: f64): f64 {
  return g(TILE + key) != 0 ? tileValue(seat, key, r) : 0;
}

/** The greedy value of research code `c` (from module a to module b) for `seat`. */
function researchValueOf(seat: i32, c: i32): f64 {
  const fi = (c >>> 4) & 63;
  const ti = (c >>> 10) & 63;
  const to = mod(ti);
  let v: f64 = 0;
  if (g(to + M_KIND) >= 3 && g(to + M_R + seat) == 0) {
    const count = g(player(seat) + P_RESEARCH + g(to + M_KIND) - 3);
    v = count == 1 ? 1 : count == 0 ? 0.7 : count < 4 ? 0.15 : 0.05;
    if (g(to + M_OWNER) >= 0 && g(to + M_OWNER) != seat) v -= 0.15;
  } else if (g(to + M_KIND) >= 3 && g(to + M_R + seat) == 1 && g(PAD_KNOWN) == 0) {
    v = 0.4; // a second researcher makes launches possible
  }
  if (isResearchModule(fi) && researchers(fi, seat) == 2) v -= 0.3; // keep a launch pad
  return v;
}

/** Notes in PAD_KNOWN whether `seat` has a research module with 2 of its researchers (a launch pad). */
function noteLaunchPad(seat: i32): void {
  let pad = 0;
  for (let i = 0, n = g(NMOD); i < n; i++) if (isResearchModule(i) && researchers(i, seat) >= 2) pad = 1;
  s(PAD_KNOWN, pad);
}

/** Research modules within 3 squares (both ways) of centre (cx, cy); remembered per decision in NBR. */
function researchNeighbours(cx: i32, cy: i32): i32 {
  const key = cy * 32 + cx;
  const stamp = g(NBR_STAMP);
  if (g(NBR_AT + key) == stamp) return g(NBR + key);
  let count = 0;
  for (let i = 0, n = g(NMOD); i < n; i++) {
    const m = mod(i);
    const dx = g(m + M_X) - cx;
    const dy = g(m + M_Y) - cy;
    if (g(m + M_KIND) >= 3 && dx <= 3 && dx >= -3 && dy <= 3 && dy >= -3 && g(m + M_MASK) != 0) count++;
  }
  s(NBR_AT + key, stamp);
  s(NBR + key, count);
  return count;
}

/** Index among the legal codes of the highest-scoring code of `verb` above `threshold`, or -1. */
function best(verb: i32, kind: i32, seat: i32, threshold: f64, r: f64): i32 {
  let top = -1;
  let topScore = threshold;
  for (let i = 0; i < ncodes; i++) {
    const c = g(CODES + i);
    if ((c & 15) != verb) continue;
    const sc = scoreOf(kind, seat, c, r);
    if (sc > topScore) {
      topScore = sc;
      top = i;
    }
  }
  return top;
}

const BY_TARGET: i32 = 0;
const BY_RESEARCH: i32 = 1;
const BY_PLACE: i32 = 2;
const BY_APPROACH: i32 = 3;

function scoreOf(kind: i32, seat: i32, c: i32, r: f64): f64 {
  if (kind == BY_TARGET) return moveValue(seat, ((c >>> 16) & 63) * 32 + ((c >>> 10) & 63), r);
  if (kind == BY_RESEARCH) return researchValueOf(seat, c);
  if (kind == BY_PLACE) return placeValue(seat, c);
  return approachValue((c >>> 10) & 63, (c >>> 16) & 63);
}

function placeValue(seat: i32, c: i32): f64 {
  const p = player(seat);
  const index = (c >>> 4) & 63;
  const cx = (c >>> 10) & 63;
  const cy = (c >>> 16) & 63;
  const kind = g(p + P_HELD + index * 3);
  const cost = imax(g(T_COST), g(COST + cy * 32 + cx));
  if (g(p + P_NEMO) - cost < 1) return -1;
  const kindValue: f64 = kind >= 3 ? (g(p + P_RESEARCH + kind - 3) == 0 ? 3 : 2) : 2.5;
  return kindValue - <f64>cost * 0.8 + <f64>researchNeighbours(cx, cy) * 0.2;
}

/**
 * The approach's targets: the tiles worth more than 0.3 to `seat`, their keys in TARGETS and values
 * in the f64 scratch, by value descending (a move's score is a maximum: the order changes nothing).
 */
function approachTargets(seat: i32, r: f64): i32 {
  let n = 0;
  for (let ty = 0, h = g(HEIGHT); ty < h; ty++) {
    let row = g(TROWS + ty);
    while (row != 0 && n < MAX_TARGETS) {
      const tx = low(row);
      row &= row - 1;
      const v = tileValue(seat, ty * 32 + tx, r);
      if (v <= 0.3) continue;
      // insertion by value, descending
      let j = n - 1;
      while (j >= 0 && fg(j) < v) {
        fs(j + 1, fg(j));
        s(TARGETS + 2 + j, g(TARGETS + 1 + j));
        j--;
      }
      fs(j + 1, v);
      s(TARGETS + 2 + j, ty * 32 + tx);
      n++;
    }
  }
  s(TARGETS, n);
  return n;
}

/** Closeness of (x, y) to the approach's targets: the best value / (1 + distance). */
function approachValue(x: i32, y: i32): f64 {
  let bestScore: f64 = 0;
  for (let i = 0, n = g(TARGETS); i < n; i++) {
    const v = fg(i);
    // values descend and the distance divides by 1 or more: no later target scores higher
    if (v <= bestScore) break;
    const key = g(TARGETS + 1 + i);
    const tx = key & 31;
    const ty = key >>> 5;
    const d = (tx > x ? tx - x : x - tx) + (ty > y ? ty - y : y - ty);
    bestScore = Math.max(bestScore, v / <f64>(1 + d));
  }
  return bestScore;
}

/** The first legal code of `verb` (index), or -1. */
function first(verb: i32): i32 {
  for (let i = 0; i < ncodes; i++) if ((g(CODES + i) & 15) == verb) return i;
  return -1;
}

/** The index of the last code (END or SKIP: always listed last). */
function last(): i32 {
  return ncodes - 1;
}

/** The greedy policy's choice among the legal codes of the last generation (an index). */
export function greedy(): i32 {
  if (ncodes == 1) return 0;
  const seat = g(TOACT);
  const p = player(seat);
  const r = Math.max(1, researchMultiplier(seat));
  const pending = g(T_PENDING);
  if (pending == EXAMINING) {
    const i = first(EXAMINE);
    return i >= 0 ? i : last();
  }
  if (pending == SPEED) {
    const i = best(MOVE, BY_TARGET, seat, 0.01, r);
    return i >= 0 ? i : last();
  }
  if (pending == ATLANTIS) {
    noteLaunchPad(seat);
    const i = best(RESEARCH, BY_RESEARCH, seat, 0.01, r);
    return i >= 0 ? i : last();
  }
  const phase = g(PHASE);
  if (phase == 1) {
    // a new stamp: the neighbour counts of the last decision are stale
    const stamp = g(NBR_STAMP) + 1;
    if (stamp > 0x3fffffff) {
      for (let k = 0; k < 1024; k++) s(NBR_AT + k, 0);
      s(NBR_STAMP, 1);
    } else s(NBR_STAMP, stamp);
    const placed = best(PLACE, BY_PLACE, seat, 0, r);
    if (placed >= 0) return placed;
    if (g(T_BOUGHT) == 0 && g(T_NPLACED) == 0 && g(p + P_NHELD) < 2) {
      let onModules = 0;
      let ownResearch = 0;
      for (let i = 0, n = g(NMOD); i < n; i++) {
        onModules += researchers(i, seat);
        if (g(mod(i) + M_OWNER) == seat) ownResearch++;
      }
      const nemo = g(p + P_NEMO);
      if (onModules < 3 + ownResearch && nemo >= 12) {
        const k = imin(3, g(p + P_RESEARCHERS));
        let green = -1;
        let blue = -1;
        for (let i = 0; i < ncodes; i++) {
          const c = g(CODES + i);
          if ((c & 15) != BUY_RESIDENTIAL || ((c >>> 10) & 63) != k) continue;
          if (((c >>> 4) & 63) == 0) {
            if (green < 0) green = i;
          } else if (blue < 0) blue = i;
        }
        if (green >= 0) return green;
        if (blue >= 0) return blue;
      }
      if (nemo >= 10) {
        // the legal research kind with the fewest researched (the first on ties), when under 2
        let pick = -1;
        let fewest = 0;
        for (let i = 0; i < ncodes; i++) {
          const c = g(CODES + i);
          if ((c & 15) != BUY_RESEARCH) continue;
          const count = g(p + P_RESEARCH + ((c >>> 4) & 63));
          if (pick < 0 || count < fewest) {
            pick = i;
            fewest = count;
          }
        }
        if (pick >= 0 && fewest < 2) return pick;
      }
    }
    return last();
  }
  if (phase == 2) {
    noteLaunchPad(seat);
    const i = best(RESEARCH, BY_RESEARCH, seat, 0.1, r);
    return i >= 0 ? i : last();
  }
  // phase 3: launch while fewer than two submarines are out, then move towards value
  let mine = 0;
  for (let i = 0; i < 3; i++) if (g(SUBS + seat * 4 + i) >= 0) mine++;
  if (mine < 2) {
    const launch = first(LAUNCH);
    if (launch >= 0) return launch;
  }
  if (first(MOVE) >= 0) {
    const direct = best(MOVE, BY_TARGET, seat, 0.2, r);
    if (direct >= 0) return direct;
    if (approachTargets(seat, r) > 0) {
      const approach = best(MOVE, BY_APPROACH, seat, 0, r);
      if (approach >= 0) return approach;
    }
  }
  return last();
}

/** An estimate of `seat`'s final score: points times an expected multiplier, plus Nemo and assets. */
export function estimate(seat: i32): f64 {
  const p = player(seat);
  const research = researchTotal(seat);
  const up = raises(p, research);
  const r = researchMultiplier(seat);
  const points = sheetPoints(p) + atlantisPoints(seat) + up + 3;
  const nemo = g(p + P_NEMO) - (g(PHASE) == 1 && g(TOACT) == seat ? g(T_COST) : 0);
  let subs = 0;
  for (let i = 0; i < 3; i++) if (g(SUBS + seat * 4 + i) >= 0) subs++;
  let onModules = 0;
  for (let i = 0, n = g(NMOD); i < n; i++) onModules += researchers(i, seat);
  let held: f64 = 0;
  for (let i = 0, n = g(p + P_NHELD); i < n; i++) {
    const h = p + P_HELD + i * 3;
    held += g(h) >= 3 ? 1.2 : 0.6 + 0.6 * <f64>g(h + 2);
  }
  return <f64>points * r + <f64>nemo + <f64>subs * 1.2 + <f64>onModules * 0.5 + held;
}

/** `seat`'s estimate minus the best other seat's. */
export function evaluate(seat: i32): f64 {
  let other = -Infinity;
  for (let q = 0, n = g(N); q < n; q++) if (q != seat) other = Math.max(other, estimate(q));
  return estimate(seat) - other;
}

// ---------------------------------------------------------------------------------------------
// Random choice and whole playouts.

/** The next uint32 (as i32 bits) of `seat`'s sfc32 generator. */
function nextU32(seat: i32): i32 {
  const at = RNG + seat * 4;
  const a = g(at);
  const b = g(at + 1);
  const c = g(at + 2);
  const d = g(at + 3);
  const t = (a + b + d) | 0;
  s(at + 3, (d + 1) | 0);
  s(at, b ^ (b >>> 9));
  s(at + 1, (c + (c << 3)) | 0);
  const c2 = (c << 21) | (c >>> 11);
  s(at + 2, (c2 + t) | 0);
  return t;
}

/** An integer in [0, n) from `seat`'s generator, as `Rng.int(n)` draws it (rejection sampling). */
export function randomInt(seat: i32, n: i32): i32 {
  // 2^32 mod n is (2^32 - n) mod n; integer remainders (f64 % is a library call in WASM: 14% of
  // the random playouts' time)
  const limit: f64 = 4294967296 - <f64>urem(-n, n);
  let x = nextU32(seat);
  while (unsigned(x) >= limit) x = nextU32(seat);
  return urem(x, n);
}

/** The greedy policy (the search's playouts). */
export const POLICY_GREEDY: i32 = 0;
/** Uniformly random legal actions, each seat from its own generator (playGame's random seats). */
export const POLICY_RANDOM: i32 = 1;
/** Uniformly random legal actions, one generator (seat 0's) for every seat. */
export const POLICY_RANDOM_SHARED: i32 = 2;

/**
 * Plays `policy` in place until the round passes ROUND + `rounds` or the game ends, at most
 * `maxActions` actions (as `BotEngine.rollout`); returns the number of actions played.
 */
export function playout(rounds: i32, maxActions: i32, policy: i32): i32 {
  s(TRACE, 0);
  const stop = g(ROUND) + rounds;
  let n = 0;
  for (; n < maxActions && g(END) < 0 && g(ROUND) <= stop; n++) {
    const count = generate();
    if (count == 0) break;
    let i = 0;
    if (policy == POLICY_GREEDY) i = greedy();
    else i = randomInt(policy == POLICY_RANDOM ? g(TOACT) : 0, count);
    const c = g(CODES + i);
    const h = g(TRACE);
    s(TRACE, ((h << 5) | (h >>> 27)) ^ c);
    if (n < LOG_CAP) s(LOG + n, c);
    apply(c);
  }
  return n;
}

/** The number of legal codes of the last generation. */
export function legalCount(): i32 {
  return ncodes;
}

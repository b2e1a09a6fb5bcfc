/**
 * The engine's fast path: legal actions as integer codes in the context's scratch buffer, built
 * without allocating per action, over a module geometry (connections, passage distances, the
 * squares modules block, first-placement centres) cached in the context and rebuilt only when the
 * modules change; the kernel is handed the board once per call. `legalActions` decodes every code,
 * `countLegal` only counts them and `randomLegal` decodes one drawn uniformly.
 *
 * The order and contents are those of the reference generator (`generate.ts`, documented there); a
 * differential test plays seeded games through both.
 *
 * Code layout: verb in bits 0–3, then fields a (bits 4–9), b (10–15), c (16–21), d (22–27).
 */
import type { Rng } from '../core/rng.js';
import type { Action } from './actions.js';
import { ATLANTIS_STEPS, SPEED_RANGE, researchBudget, residentialCap, subRange } from './abilities.js';
import { DEFAULT_BOARD, getBoard, type Board } from './board.js';
import { DIRECTIONS, SLOT_OFFSETS, isResearchKind, rotateMask } from './modules.js';
import { mayUseTrench, TRENCH } from './sea.js';
import { emptyKernelBoard, type KernelBoard, type ReachKernel } from '../kernel/types.js';
import { RESEARCH_KINDS, ZONES, ZONE_COST, type ModuleState, type Position, type Square } from './types.js';

const BUY_RESEARCH = 0;
const BUY_RESIDENTIAL = 1;
const PLACE = 2;
const RESEARCH = 3;
const LAUNCH = 4;
const SONAR = 5;
const MOVE = 6;
const RETIRE = 7;
const EXAMINE = 8;
const SKIP = 9;
const END = 10;

const code = (verb: number, a = 0, b = 0, c = 0, d = 0): number => verb | (a << 4) | (b << 10) | (c << 16) | (d << 22);

/** Grid stride of every square grid here (boards are at most 32 wide). */
const S = 32;

/** What the fast path keeps per board. */
interface BoardInfo {
  /** Trench rows (bit x of row y). */
  trench: Int32Array;
  /** Per centre (y * S + x) with the footprint on the board: the highest zone cost under it; 0 elsewhere. */
  cost: Uint8Array;
  /** The kernel's view, refilled per call (onBoard and trench rows stay). */
  kb: KernelBoard;
}

const boards = new WeakMap<Board, BoardInfo>();

function boardInfo(board: Board): BoardInfo {
  let info = boards.get(board);
  if (info) return info;
  const { width: w, height: h } = board;
  const trench = new Int32Array(32);
  const cost = new Uint8Array(S * S);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (board.zones[y * w + x] === TRENCH) trench[y]! |= 1 << x;
  for (let cy = 1; cy < h - 1; cy++) {
    for (let cx = 1; cx < w - 1; cx++) {
      let c = 0;
      for (let y = cy - 1; y <= cy + 1; y++) for (let x = cx - 1; x <= cx + 1; x++) c = Math.max(c, ZONE_COST[ZONES[board.zones[y * w + x]!]!]);
      cost[cy * S + cx] = c;
    }
  }
  const kb = emptyKernelBoard(w, h);
  kb.trench.set(trench);
  info = { trench, cost, kb };
  boards.set(board, info);
  return info;
}

/** Most modules a position holds (spec 2: 41 in the game), the capacity of a geometry. */
const CAP = 64;
/** Distances `withinRow` keeps per source (a research budget is at most 5: spec 6). */
const WITHIN = 8;

/**
 * The module geometry of a position, kept in the context and checked against the modules on every
 * use: a module list that grew is extended in place (modules are only ever added), any other change
 * rebuilds it.
 */
export interface Geometry {
  board: Board;
  n: number;
  /** What the geometry was built from, per module: centre, corridors, rotation, kind. */
  x: Int32Array;
  y: Int32Array;
  corridors: Int32Array;
  rotation: Int32Array;
  kinds: string[];
  /** Rotated corridor mask per module. */
  mask: Int32Array;
  /** 1 for research modules. */
  research: Uint8Array;
  /** Module indices by centre (y, x), and each module's place in that order. */
  order: Int32Array;
  rank: Int32Array;
  /** Module index + 1 per centre square (y * S + x). */
  centre: Int16Array;
  /** 1 on every centre where a new module would overlap one (spec 2.3). */
  blocked: Uint8Array;
  /** Per centre inside the board: the slots across which a module's corridor faces it. */
  needAll: Uint8Array;
  /** Rows of squares covered (even half) by a module. */
  cover: Int32Array;
  /** Connections: up to 8 per module at i * 8, with counts. */
  adj: Int32Array;
  adjCount: Int32Array;
  /** Bumped by every change of the modules: what `withinRow` cached for an older one is stale. */
  gen: number;
  /**
   * Per source module i (as of `withinGen === gen`): for each distance d < WITHIN, the modules
   * within d passages as bits by place in the centre order (two words each) at (i * WITHIN + d) * 2.
   */
  within: Int32Array;
  withinGen: number;
  /** Scratch rows of `withinRows`: two words per module. */
  rowsA: Int32Array;
  rowsB: Int32Array;
  /** Breadth-first search from one module (`around`): distances, visit stamps, modules reached. */
  bfsDist: Int32Array;
  seen: Int32Array;
  stamp: number;
  reached: Int32Array;
  reachedCount: number;
  /** The box (inclusive) of centres a module's corridor faces, where first placements can be. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** First placement of a turn: centre keys (y * S + x) free of overlap, ascending, and the slots facing a module. */
  firstKeys: Int32Array;
  firstNeed: Int32Array;
  /** -1 until first placements are asked for after a change (computed on demand). */
  firstCount: number;
  /** Per module: the entry the geometry was last checked against (see `sharedPrefix`). */
  refs: (ModuleState | null)[];
}

function emptyGeometry(): Geometry {
  return {
    board: DEFAULT_BOARD,
    n: 0,
    x: new Int32Array(CAP),
    y: new Int32Array(CAP),
    corridors: new Int32Array(CAP),
    rotation: new Int32Array(CAP),
    kinds: [],
    mask: new Int32Array(CAP),
    research: new Uint8Array(CAP),
    order: new Int32Array(CAP),
    rank: new Int32Array(CAP),
    centre: new Int16Array(S * S),
    blocked: new Uint8Array(S * S),
    needAll: new Uint8Array(S * S),
    cover: new Int32Array(32),
    adj: new Int32Array(CAP * 8),
    adjCount: new Int32Array(CAP),
    gen: 0,
    within: new Int32Array(CAP * WITHIN * 2),
    withinGen: -1,
    rowsA: new Int32Array(CAP * 2),
    rowsB: new Int32Array(CAP * 2),
    bfsDist: new Int32Array(CAP),
    seen: new Int32Array(CAP),
    stamp: 0,
    reached: new Int32Array(CAP),
    reachedCount: 0,
    minX: S,
    minY: S,
    maxX: -1,
    maxY: -1,
    firstKeys: new Int32Array(S * S),
    firstNeed: new Int32Array(S * S),
    firstCount: -1,
    refs: [],
  };
}

/**
 * How many leading modules of `modules` the geometry describes exactly (-1 when the board differs or
 * it holds others). A module entry seen before is taken as it was: nothing in Nautilab changes a
 * module entry's centre, corridors, rotation or kind in place (the rules replace an entry to change its
 * researchers, `edit.ts` replaces it to move or turn it); any other entry is compared field by field.
 */
function sharedPrefix(g: Geometry, board: Board, modules: readonly ModuleState[]): number {
  if (g.board !== board || g.n > modules.length) return -1;
  const refs = g.refs;
  for (let i = 0; i < g.n; i++) {
    const m = modules[i]!;
    if (m === refs[i]) continue;
    if (m.at[0] !== g.x[i] || m.at[1] !== g.y[i] || m.corridors !== g.corridors[i] || m.rotation !== g.rotation[i] || m.kind !== g.kinds[i]) return -1;
    refs[i] = m;
  }
  return g.n;
}

/**
 * Module entry `old` (index `mi`) was replaced by `copy`, with the same centre array, corridors,
 * rotation and kind: a geometry that had seen `old` takes `copy` as seen.
 */
export function sameGeometry(ctx: FastContext, mi: number, old: ModuleState, copy: ModuleState): void {
  const g = ctx.fast.geometry;
  if (g.refs[mi] === old && old.at === copy.at) g.refs[mi] = copy;
}

/** The geometry of `pos`'s modules (the context's, extended or rebuilt when the modules changed). */
export function geometryOf(pos: Position, ctx: FastContext): Geometry {
  const board = getBoard(pos.board);
  const modules = pos.modules;
  const g = ctx.fast.geometry;
  const shared = sharedPrefix(g, board, modules);
  if (shared === modules.length) return g;
  if (modules.length > CAP) throw new RangeError(`at most ${CAP} modules`);
  if (shared < 0) resetGeometry(g, board);
  for (let i = g.n; i < modules.length; i++) addModule(g, modules[i]!);
  g.firstCount = -1;
  return g;
}

function resetGeometry(g: Geometry, board: Board): void {
  g.gen++;
  g.board = board;
  g.n = 0;
  g.kinds.length = 0;
  g.refs.length = 0;
  g.minX = S;
  g.minY = S;
  g.maxX = -1;
  g.maxY = -1;
  g.centre.fill(0);
  g.blocked.fill(0);
  g.needAll.fill(0);
  g.cover.fill(0);
}

/** Adds module `m` as module `g.n`: its squares, connections, distances and the centres it offers and blocks. */
function addModule(g: Geometry, m: ModuleState): void {
  const k = g.n;
  const board = g.board;
  const { width: w, height: h } = board;
  const cx = m.at[0];
  const cy = m.at[1];
  const mask = rotateMask(m.corridors, m.rotation);
  g.x[k] = cx;
  g.y[k] = cy;
  g.corridors[k] = m.corridors;
  g.rotation[k] = m.rotation;
  g.kinds[k] = m.kind;
  g.refs[k] = m;
  g.mask[k] = mask;
  g.research[k] = isResearchKind(m.kind) ? 1 : 0;
  if (cx >= 0 && cy >= 0 && cx < S && cy < S) g.centre[cy * S + cx] = k + 1;
  for (let yy = cy - 1; yy <= cy + 1; yy++) if (yy >= 0 && yy < 32) g.cover[yy]! |= cx >= 1 ? 7 << (cx - 1) : 7 >>> 1;
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      if ((dx === 2 || dx === -2) && (dy === 2 || dy === -2)) continue;
      const bx = cx + dx;
      const by = cy + dy;
      if (bx >= 0 && by >= 0 && bx < S && by < S) g.blocked[by * S + bx] = 1;
    }
  }
  // order by centre (y, x): insertion
  let p = k;
  while (p > 0) {
    const o = g.order[p - 1]!;
    if (g.y[o]! < cy || (g.y[o] === cy && g.x[o]! < cx)) break;
    g.order[p] = o;
    g.rank[o] = p;
    p--;
  }
  g.order[p] = k;
  g.rank[k] = p;
  // connections both ways, and the centres across its corridors
  g.adjCount[k] = 0;
  for (let s = 0; s < 8; s++) {
    if (!(mask & (1 << s))) continue;
    const ax = cx + SLOT_OFFSETS[s]![0];
    const ay = cy + SLOT_OFFSETS[s]![1];
    if (ax >= 1 && ay >= 1 && ax < w - 1 && ay < h - 1) {
      g.needAll[ay * S + ax]! |= 1 << ((s + 4) % 8);
      if (ax < g.minX) g.minX = ax;
      if (ay < g.minY) g.minY = ay;
      if (ax > g.maxX) g.maxX = ax;
      if (ay > g.maxY) g.maxY = ay;
    }
    if (ax < 0 || ay < 0 || ax >= w || ay >= h) continue;
    const j = g.centre[ay * S + ax]! - 1;
    if (j < 0 || j === k || !(g.mask[j]! & (1 << ((s + 4) % 8)))) continue;
    g.adj[k * 8 + g.adjCount[k]!++] = j;
    g.adj[j * 8 + g.adjCount[j]!++] = k;
  }
  g.n = k + 1;
  g.gen++;
}

/**
 * Breadth-first over the connections from module `from`, at most `limit` passages deep: leaves in
 * `g.reached` the modules reached (`from` first, then by distance) and their count in `g.reachedCount`,
 * with each one's distance in `g.bfsDist` (valid where `g.seen` holds the current `g.stamp`); with
 * a `target`, it stops once the target is reached.
 */
function around(g: Geometry, from: number, limit: number, target = -1): void {
  const seen = g.seen;
  if (g.stamp >= 0x3fffffff) {
    seen.fill(0);
    g.stamp = 0;
  }
  const stamp = ++g.stamp;
  const dist = g.bfsDist;
  const queue = g.reached;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  seen[from] = stamp;
  dist[from] = 0;
  while (head < tail) {
    const i = queue[head++]!;
    const d = dist[i]! + 1;
    if (d > limit) continue;
    for (let e = 0; e < g.adjCount[i]!; e++) {
      const j = g.adj[i * 8 + e]!;
      if (seen[j] === stamp) continue;
      seen[j] = stamp;
      dist[j] = d;
      queue[tail++] = j;
      if (j === target) {
        g.reachedCount = tail;
        return;
      }
    }
  }
  g.reachedCount = tail;
}

/** The base index in `g.within` of source `fi`'s rows (all sources' rows computed once per change of the modules). */
function withinRow(g: Geometry, fi: number): number {
  if (g.withinGen !== g.gen) withinRows(g);
  return fi * WITHIN * 2;
}

/**
 * Every module's rows of `g.within` at once, by the recurrence "within d of i = within d − 1 of i or
 * of a neighbour of i" on bitsets by place in the centre order (two words: CAP = 64); the source
 * itself is left out of its rows, as research never targets it.
 */
function withinRows(g: Geometry): void {
  const n = g.n;
  const w = g.within;
  let prev = g.rowsA;
  let next = g.rowsB;
  for (let i = 0; i < n; i++) {
    const k = g.rank[i]!;
    prev[i * 2] = k < 32 ? 1 << k : 0;
    prev[i * 2 + 1] = k < 32 ? 0 : 1 << (k - 32);
    w[i * WITHIN * 2] = 0;
    w[i * WITHIN * 2 + 1] = 0;
  }
  let d = 1;
  for (; d < WITHIN; d++) {
    let changed = false;
    for (let i = 0; i < n; i++) {
      let lo = prev[i * 2]!;
      let hi = prev[i * 2 + 1]!;
      for (let e = 0, end = g.adjCount[i]!; e < end; e++) {
        const j = g.adj[i * 8 + e]!;
        lo |= prev[j * 2]!;
        hi |= prev[j * 2 + 1]!;
      }
      if (lo !== prev[i * 2] || hi !== prev[i * 2 + 1]) changed = true;
      next[i * 2] = lo;
      next[i * 2 + 1] = hi;
      const k = g.rank[i]!;
      const at = (i * WITHIN + d) * 2;
      w[at] = k < 32 ? lo & ~(1 << k) : lo;
      w[at + 1] = k < 32 ? hi : hi & ~(1 << (k - 32));
    }
    const t = prev;
    prev = next;
    next = t;
    if (!changed) break;
  }
  // nothing new beyond distance d: the farther rows repeat it
  for (let i = 0; i < n; i++) {
    const last = (i * WITHIN + Math.min(d, WITHIN - 1)) * 2;
    for (let e = d + 1; e < WITHIN; e++) {
      w[(i * WITHIN + e) * 2] = w[last]!;
      w[(i * WITHIN + e) * 2 + 1] = w[last + 1]!;
    }
  }
  g.withinGen = g.gen;
}

/** The first-placement centres: every centre facing a corridor and free of overlap, ascending. */
function firstPlacements(g: Geometry): void {
  const { needAll, blocked, firstKeys, firstNeed } = g;
  let count = 0;
  for (let y = g.minY; y <= g.maxY; y++) {
    for (let key = y * S + g.minX, end = y * S + g.maxX; key <= end; key++) {
      const need = needAll[key]!;
      if (need && !blocked[key]) {
        firstKeys[count] = key;
        firstNeed[count++] = need;
      }
    }
  }
  g.firstCount = count;
}

/** The fast path's scratch space in an engine context. */
export interface FastScratch {
  readonly geometry: Geometry;
  /** Codes of the last generation. */
  codes: Int32Array;
  /** Placement: slots facing an anchor per centre (zero between uses). */
  need: Uint8Array;
  /** Submarine and tile rows of the position being generated for. */
  subRows: Int32Array;
  tileRows: Int32Array;
  faceDownRows: Int32Array;
  keys: number[];
  /** Own submarines of the seat to act, by index: position in `pos.submarines`, or -1. */
  own: Int32Array;
}

/** Fresh scratch space for the fast path (one per engine context). */
export function createFastScratch(): FastScratch {
  return {
    geometry: emptyGeometry(),
    codes: new Int32Array(4096),
    need: new Uint8Array(S * S),
    subRows: new Int32Array(32),
    tileRows: new Int32Array(32),
    faceDownRows: new Int32Array(32),
    keys: [],
    own: new Int32Array(8),
  };
}

/**
 * What the fast path uses of an engine context (`context.ts`, which lies above this module and
 * holds a `createFastScratch()`): the kernel and the scratch space.
 */
interface FastContext {
  readonly kernel: ReachKernel;
  readonly fast: FastScratch;
}

/** Writes the codes; grows the buffer when full. */
class Sink {
  n = 0;
  constructor(public buf: Int32Array) {}
  push(c: number): void {
    if (this.n === this.buf.length) {
      const next = new Int32Array(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.n++] = c;
  }
}

/** Fills the submarine, tile and face-down rows of the scratch space from the position. */
function fillOccupancy(pos: Position, f: FastScratch): void {
  const { subRows, tileRows, faceDownRows } = f;
  subRows.fill(0);
  tileRows.fill(0);
  faceDownRows.fill(0);
  for (const s of pos.submarines) subRows[s.at[1]]! |= 1 << s.at[0];
  for (const t of pos.tiles) {
    tileRows[t.at[1]]! |= 1 << t.at[0];
    if (!t.faceUp) faceDownRows[t.at[1]]! |= 1 << t.at[0];
  }
}

/** Own submarines of `seat` by submarine index into `f.own` (position in `pos.submarines` or -1). */
function fillOwn(pos: Position, seat: number, f: FastScratch): void {
  const own = f.own;
  own.fill(-1);
  const subs = pos.submarines;
  for (let i = 0; i < subs.length; i++) if (subs[i]!.seat === seat && subs[i]!.index < 8) own[subs[i]!.index] = i;
}

/** Hands the position's sea to the context's kernel (once per generation). */
export function setKernelBoard(pos: Position, g: Geometry, ctx: FastContext): void {
  const f = ctx.fast;
  const kb = boardInfo(g.board).kb;
  kb.tiles.set(f.tileRows);
  kb.faceDown.set(f.faceDownRows);
  kb.cover.set(g.cover);
  kb.subs.set(f.subRows);
  ctx.kernel.setPosition(kb);
}

/** Hands the position's sea to the context's kernel and returns the kernel (for sonar queries). */
export function handKernel(pos: Position, ctx: FastContext): ReachKernel {
  const g = geometryOf(pos, ctx);
  fillOccupancy(pos, ctx.fast);
  setKernelBoard(pos, g, ctx);
  return ctx.kernel;
}

/**
 * Generates the codes of every legal action of the seat to act into `ctx.fast.codes` (order of
 * `legalActions`); returns their count.
 */
export function generateCodes(pos: Position, ctx: FastContext): number {
  if (pos.endReason !== null) return 0;
  const f = ctx.fast;
  const out = new Sink(f.codes);
  const seat = pos.toAct;
  const pending = pos.turn.pending;
  const g = geometryOf(pos, ctx);
  if (pending) {
    if (pending.type === 'speed') {
      fillOccupancy(pos, f);
      setKernelBoard(pos, g, ctx);
      subMoveCodes(pos, seat, true, ctx, out);
    } else if (pending.type === 'atlantis') researchCodes(pos, g, seat, true, f, out);
    else examineCodes(pos, g, pending.examined, f, out);
    out.push(SKIP);
  } else {
    if (pos.phase === 1) {
      buyCodes(pos, seat, out);
      placeCodes(pos, g, seat, f, out);
    } else if (pos.phase === 2) {
      researchCodes(pos, g, seat, false, f, out);
    } else {
      fillOccupancy(pos, f);
      fillOwn(pos, seat, f);
      launchCodes(pos, g, seat, f, out);
      sonarCodes(pos, seat, f, out);
      // the kernel only when a submarine of the seat may still move this turn
      if (mayMove(pos, f)) {
        setKernelBoard(pos, g, ctx);
        subMoveCodes(pos, seat, false, ctx, out);
      }
      retireCodes(pos, g, f, out);
    }
    out.push(END);
  }
  f.codes = out.buf;
  return out.n;
}

/** True when the seat to act has a submarine on the board that has not moved this turn (`f.own` filled). */
function mayMove(pos: Position, f: FastScratch): boolean {
  const moved = pos.turn.moved;
  for (let index = 0; index < f.own.length; index++) if (f.own[index]! >= 0 && !moved.includes(index)) return true;
  return false;
}

function buyCodes(pos: Position, seat: number, out: Sink): void {
  const p = pos.players[seat]!;
  const turn = pos.turn;
  if (turn.bought || turn.placed.length || p.held.length >= pos.variants.maxHeldModules) return;
  if (p.nemo >= 1) for (let k = 0; k < 5; k++) if (pos.stacks[RESEARCH_KINDS[k]!].length) out.push(code(BUY_RESEARCH, k));
  const kmax = Math.min(residentialCap(pos), p.researchers, p.nemo);
  if (pos.stacks.green > 0) for (let k = 1; k <= kmax; k++) out.push(code(BUY_RESIDENTIAL, 0, k));
  if (pos.stacks.blue > 0) for (let k = 1; k <= kmax; k++) out.push(code(BUY_RESIDENTIAL, 1, k));
}

function placeCodes(pos: Position, g: Geometry, seat: number, f: FastScratch, out: Sink): void {
  const p = pos.players[seat]!;
  if (!p.held.length) return;
  const placed = pos.turn.placed;
  let keys: ArrayLike<number>;
  let needs: ArrayLike<number>;
  let count: number;
  if (placed.length === 0) {
    if (g.firstCount < 0) firstPlacements(g);
    keys = g.firstKeys;
    needs = g.firstNeed;
    count = g.firstCount;
  } else {
    // anchors: the modules placed this turn
    const need = f.need;
    const list = f.keys;
    list.length = 0;
    const { width: w, height: h } = g.board;
    for (const c of placed) {
      if (c[0] < 0 || c[1] < 0 || c[0] >= S || c[1] >= S) continue;
      const i = g.centre[c[1] * S + c[0]]! - 1;
      if (i < 0) continue;
      for (let s = 0; s < 8; s++) {
        if (!(g.mask[i]! & (1 << s))) continue;
        const cx = g.x[i]! + SLOT_OFFSETS[s]![0];
        const cy = g.y[i]! + SLOT_OFFSETS[s]![1];
        if (cx < 1 || cy < 1 || cx >= w - 1 || cy >= h - 1) continue;
        const key = cy * S + cx;
        if (!need[key]) list.push(key);
        need[key]! |= 1 << ((s + 4) % 8);
      }
    }
    list.sort((a, b) => a - b);
    const ks: number[] = [];
    const ns: number[] = [];
    for (const key of list) {
      if (!g.blocked[key]) {
        ks.push(key);
        ns.push(need[key]!);
      }
      need[key] = 0;
    }
    keys = ks;
    needs = ns;
    count = ks.length;
  }
  // per centre: no submarine under the footprint, affordable
  const cost = boardInfo(g.board).cost;
  const buildCost = pos.turn.buildCost;
  const nemo = p.nemo;
  const hasSubs = pos.submarines.length > 0;
  if (hasSubs) {
    f.subRows.fill(0);
    for (const s of pos.submarines) f.subRows[s.at[1]]! |= 1 << s.at[0];
  }
  const free = f.keys === keys ? [] : f.keys;
  free.length = 0;
  for (let k = 0; k < count; k++) {
    const key = keys[k]!;
    const cx = key & (S - 1);
    const cy = key >>> 5;
    if (hasSubs) {
      const rows = f.subRows;
      const bits = cx >= 1 ? 7 << (cx - 1) : 3;
      if ((rows[cy - 1]! | rows[cy]! | rows[cy + 1]!) & bits) continue;
    }
    if (Math.max(buildCost, cost[key]!) > nemo) continue;
    free.push(key, needs[k]!);
  }
  for (let index = 0; index < p.held.length; index++) {
    const c = p.held[index]!.corridors;
    const m0 = rotateMask(c, 0);
    const m1 = rotateMask(c, 1);
    const m2 = rotateMask(c, 2);
    const m3 = rotateMask(c, 3);
    const u1 = m1 !== m0;
    // a rotation repeating an earlier one is listed once (m2 = m1 implies m1 = m0, m3 = m2 implies
    // m3 = m0, and m3 = m0 means a quarter turn changes nothing, so m3 = m1 too)
    const u2 = m2 !== m0;
    const u3 = m3 !== m1;
    for (let k = 0; k < free.length; k += 2) {
      const key = free[k]!;
      const need = free[k + 1]!;
      const base = code(PLACE, index, key & (S - 1), key >>> 5);
      if (m0 & need) out.push(base);
      if (m1 & need && u1) out.push(base | (1 << 22));
      if (m2 & need && u2) out.push(base | (2 << 22));
      if (m3 & need && u3) out.push(base | (3 << 22));
    }
  }
}

/** Researchers of `seat` that may leave module `m` (as `movableResearchers`). */
function movable(pos: Position, m: ModuleState, research: boolean, seat: number, atlantis: boolean): number {
  const count = m.researchers[seat]!;
  const lock = research ? 1 : 0;
  let held = lock;
  if (!atlantis) {
    const arrivals = pos.turn.arrivals;
    for (let i = 0; i < arrivals.length; i++) {
      const a = arrivals[i]!;
      if (a.at[0] === m.at[0] && a.at[1] === m.at[1]) {
        held = Math.max(a.count, lock);
        break;
      }
    }
  }
  return Math.max(0, count - held);
}

function researchCodes(pos: Position, g: Geometry, seat: number, atlantis: boolean, f: FastScratch, out: Sink): void {
  if (!atlantis && pos.turn.moves >= 2) return;
  const budget = atlantis ? ATLANTIS_STEPS : researchBudget(pos, seat) - pos.turn.steps;
  if (budget < 1) return;
  if (budget >= WITHIN) throw new RangeError(`research budget ${budget} beyond the ${WITHIN - 1} passages kept per module`);
  const n = g.n;
  const order = g.order;
  const rank = g.rank;
  // rent blocks arrivals only for a seat without Nemo (spec 6): blocked targets as bits by place in the order
  let blockedLo = 0;
  let blockedHi = 0;
  if (pos.players[seat]!.nemo < 1) {
    for (let i = 0; i < n; i++) {
      const m = pos.modules[i]!;
      if (!(g.research[i] && m.researchers[seat] === 0 && m.owner !== null && m.owner !== seat)) continue;
      const k = rank[i]!;
      if (k < 32) blockedLo |= 1 << k;
      else blockedHi |= 1 << (k - 32);
    }
  }
  const w = g.within;
  for (let a = 0; a < n; a++) {
    const fi = order[a]!;
    const m = pos.modules[fi]!;
    if (m.researchers[seat]! <= g.research[fi]! || movable(pos, m, g.research[fi] === 1, seat, atlantis) === 0) continue;
    // the modules within the budget, in centre order: a bit per place in the order (CAP = 64, two words)
    const at = withinRow(g, fi) + budget * 2;
    let lo = w[at]! & ~blockedLo;
    let hi = w[at + 1]! & ~blockedHi;
    for (; lo !== 0; lo &= lo - 1) out.push(code(RESEARCH, fi, order[31 - Math.clz32(lo & -lo)]!));
    for (; hi !== 0; hi &= hi - 1) out.push(code(RESEARCH, fi, order[63 - Math.clz32(hi & -hi)]!));
  }
}

const DIR_SLOTS = [0, 2, 4, 6];
const MOUTH_DX = [0, 2, 0, -2];
const MOUTH_DY = [-2, 0, 2, 0];

function launchCodes(pos: Position, g: Geometry, seat: number, f: FastScratch, out: Sink): void {
  if (pos.turn.step !== 'launch') return;
  const own = f.own;
  if (own[0]! >= 0 && own[1]! >= 0 && own[2]! >= 0) return; // no submarine in supply
  const { width: w, height: h } = g.board;
  for (let a = 0; a < g.n; a++) {
    const mi = g.order[a]!;
    if (!g.research[mi] || pos.modules[mi]!.researchers[seat]! < 2) continue;
    const mask = g.mask[mi]!;
    for (let d = 0; d < 4; d++) {
      if (!(mask & (1 << DIR_SLOTS[d]!))) continue;
      const x = g.x[mi]! + MOUTH_DX[d]!;
      const y = g.y[mi]! + MOUTH_DY[d]!;
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const bit = 1 << x;
      if ((g.cover[y]! | f.tileRows[y]! | f.subRows[y]!) & bit) continue;
      out.push(code(LAUNCH, mi, d));
    }
  }
}

function sonarCodes(pos: Position, seat: number, f: FastScratch, out: Sink): void {
  const turn = pos.turn;
  if (pos.players[seat]!.nemo < 1) return;
  const perSub = pos.variants.sonarPerSub;
  if (!perSub && turn.step === 'move') return;
  for (let index = 0; index < f.own.length; index++) {
    if (f.own[index]! < 0) continue;
    if (turn.pinged.includes(index)) continue;
    if (perSub && turn.moved.includes(index)) continue;
    out.push(code(SONAR, index));
  }
}

/** Moves (or speed moves) of the seat's submarines; the kernel holds the position. */
function subMoveCodes(pos: Position, seat: number, speed: boolean, ctx: FastContext, out: Sink): void {
  const trench = mayUseTrench(pos, seat);
  const range = speed ? SPEED_RANGE : subRange(pos, seat);
  const k = ctx.kernel;
  const subs = pos.submarines;
  const height = getBoard(pos.board).height;
  // own submarines by index (speed moves need them without the scratch list being filled)
  for (let index = 0; index < 8; index++) {
    let si = -1;
    for (let i = 0; i < subs.length; i++) if (subs[i]!.seat === seat && subs[i]!.index === index) si = i;
    if (si < 0) continue;
    if (!speed && pos.turn.moved.includes(index)) continue;
    const s = subs[si]!;
    if (!k.reach(s.at[0], s.at[1], range, trench)) continue;
    const rows = k.targets();
    for (let y = 0; y < height; y++) {
      let row = rows[y]!;
      while (row) {
        const x = 31 - Math.clz32(row & -row);
        row &= row - 1;
        out.push(code(MOVE, index, x, y));
      }
    }
  }
}

function retireCodes(pos: Position, g: Geometry, f: FastScratch, out: Sink): void {
  const own = f.own;
  const { width: w, height: h } = g.board;
  for (let index = 0; index < own.length; index++) {
    const si = own[index]!;
    if (si < 0) continue;
    const at = pos.submarines[si]!.at;
    if (f.tileRows[at[1]]! & (1 << at[0])) continue;
    for (let a = 0; a < g.n; a++) {
      const mi = g.order[a]!;
      if (!g.research[mi]) continue;
      const m = pos.modules[mi]!;
      let any = false;
      for (const r of m.researchers) if (r > 0) any = true;
      if (!any) continue;
      const mask = g.mask[mi]!;
      for (let d = 0; d < 4; d++) {
        if (!(mask & (1 << DIR_SLOTS[d]!))) continue;
        const x = g.x[mi]! + MOUTH_DX[d]!;
        const y = g.y[mi]! + MOUTH_DY[d]!;
        if (x !== at[0] || y !== at[1]) continue;
        if (x < 0 || y < 0 || x >= w || y >= h || g.cover[y]! & (1 << x)) continue;
        out.push(code(RETIRE, index, mi));
        break;
      }
    }
  }
}

function examineCodes(pos: Position, g: Geometry, examined: readonly Square[], f: FastScratch, out: Sink): void {
  const board = g.board;
  const w = board.width;
  const rows = f.tileRows;
  const other = f.faceDownRows;
  rows.fill(0);
  other.fill(0);
  const first = examined[0];
  const firstZone = first ? board.zones[first[1] * w + first[0]] : -1;
  let elsewhere = false;
  for (const t of pos.tiles) {
    if (t.faceUp) continue;
    let seen = false;
    for (const e of examined) if (e[0] === t.at[0] && e[1] === t.at[1]) seen = true;
    if (seen) continue;
    rows[t.at[1]]! |= 1 << t.at[0];
    if (first && board.zones[t.at[1] * w + t.at[0]] !== firstZone) {
      other[t.at[1]]! |= 1 << t.at[0];
      elsewhere = true;
    }
  }
  const use = elsewhere ? other : rows;
  for (let y = 0; y < board.height; y++) {
    let row = use[y]!;
    while (row) {
      const x = 31 - Math.clz32(row & -row);
      row &= row - 1;
      out.push(code(EXAMINE, 0, x, y));
    }
  }
}

/** The action of a code generated for `pos`. */
export function decodeAction(pos: Position, c: number): Action {
  const verb = c & 15;
  const a = (c >>> 4) & 63;
  const b = (c >>> 10) & 63;
  const cc = (c >>> 16) & 63;
  switch (verb) {
    case BUY_RESEARCH:
      return { type: 'buy', kind: RESEARCH_KINDS[a]! };
    case BUY_RESIDENTIAL:
      return { type: 'buy', kind: a === 0 ? 'green' : 'blue', researchers: b };
    case PLACE:
      return { type: 'place', index: a, at: [b, cc], rotation: (c >>> 22) & 3 };
    case RESEARCH: {
      const from = pos.modules[a]!.at;
      const to = pos.modules[b]!.at;
      return { type: 'research', from: [from[0], from[1]], to: [to[0], to[1]] };
    }
    case LAUNCH: {
      const at = pos.modules[a]!.at;
      return { type: 'launch', at: [at[0], at[1]], dir: DIRECTIONS[b]! };
    }
    case SONAR:
      return { type: 'sonar', sub: { seat: pos.toAct, index: a } };
    case MOVE:
      return { type: 'move', sub: { seat: pos.toAct, index: a }, to: [b, cc] };
    case RETIRE: {
      const at = pos.modules[b]!.at;
      return { type: 'retire', sub: { seat: pos.toAct, index: a }, at: [at[0], at[1]] };
    }
    case EXAMINE:
      return { type: 'examine', at: [b, cc] };
    case SKIP:
      return { type: 'skip' };
    default:
      return { type: 'end' };
  }
}

/** The notation of a code generated for `pos` (`makeAction(decodeAction(pos, c))`), printed without building the action. */
export function codeNotation(pos: Position, c: number): string {
  const a = (c >>> 4) & 63;
  const b = (c >>> 10) & 63;
  const cc = (c >>> 16) & 63;
  switch (c & 15) {
    case BUY_RESEARCH:
      return `buy ${RESEARCH_KINDS[a]!}`;
    case BUY_RESIDENTIAL:
      return `buy ${a === 0 ? 'green' : 'blue'} ${b}`;
    case PLACE:
      return `place ${a} ${b} ${cc} ${(c >>> 22) & 3}`;
    case RESEARCH: {
      const from = pos.modules[a]!.at;
      const to = pos.modules[b]!.at;
      return `research ${from[0]} ${from[1]} ${to[0]} ${to[1]}`;
    }
    case LAUNCH: {
      const at = pos.modules[a]!.at;
      return `launch ${at[0]} ${at[1]} ${DIRECTIONS[b]!}`;
    }
    case SONAR:
      return `sonar ${pos.toAct}:${a}`;
    case MOVE:
      return `move ${pos.toAct}:${a} ${b} ${cc}`;
    case RETIRE: {
      const at = pos.modules[b]!.at;
      return `retire ${pos.toAct}:${a} ${at[0]} ${at[1]}`;
    }
    case EXAMINE:
      return `examine ${b} ${cc}`;
    case SKIP:
      return 'skip';
    default:
      return 'end';
  }
}

/** The codes of every legal action of the seat to act (a copy the caller keeps; decode with `decodeAction`, print with `codeNotation`). */
export function legalCodes(pos: Position, ctx: FastContext): number[] {
  const n = generateCodes(pos, ctx);
  const codes = ctx.fast.codes;
  // a plain array: cheaper to make than a typed one for the few dozen codes of a turn
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = codes[i]!;
  return out;
}

/** Notation by `notationKey`: printed once, then shared (cleared when it grows past `NOTATION_CAP`). */
const notations = new Map<number, string>();
const NOTATION_CAP = 1 << 16;

/**
 * A number naming the notation of a code generated for `pos`: the code with module indices replaced
 * by the modules' centres and the seat to act added where the notation names it.
 */
function notationKey(pos: Position, c: number): number {
  const verb = c & 15;
  switch (verb) {
    case RESEARCH: {
      const from = pos.modules[(c >>> 4) & 63]!.at;
      const to = pos.modules[(c >>> 10) & 63]!.at;
      return verb | (from[0] << 4) | (from[1] << 10) | (to[0] << 16) | (to[1] << 22);
    }
    case LAUNCH: {
      const at = pos.modules[(c >>> 4) & 63]!.at;
      return verb | (at[0] << 4) | (at[1] << 10) | (c & (63 << 10)) << 6;
    }
    case RETIRE: {
      const at = pos.modules[(c >>> 10) & 63]!.at;
      return (verb | (c & (63 << 4)) | (at[0] << 10) | (at[1] << 16)) + pos.toAct * 2 ** 28;
    }
    case SONAR:
    case MOVE:
      return c + pos.toAct * 2 ** 28;
    default:
      return c;
  }
}

/**
 * The notation a `notationKey` names, printed from the key alone: what is shared under a key is that
 * key's own text, whatever a position read twice (a getter, a Proxy) would have answered.
 */
function keyNotation(key: number): string {
  const seat = Math.floor(key / 2 ** 28);
  const low = key - seat * 2 ** 28;
  const a = (low >>> 4) & 63;
  const b = (low >>> 10) & 63;
  const cc = (low >>> 16) & 63;
  switch (low & 15) {
    case RESEARCH:
      return `research ${a} ${b} ${cc} ${(low >>> 22) & 63}`;
    case LAUNCH:
      return `launch ${a} ${b} ${DIRECTIONS[cc]!}`;
    case RETIRE:
      return `retire ${seat}:${a} ${b} ${cc}`;
    case SONAR:
      return `sonar ${seat}:${a}`;
    case MOVE:
      return `move ${seat}:${a} ${b} ${cc}`;
    default:
      // the other verbs' notation reads nothing of the position
      return codeNotation(null as unknown as Position, low);
  }
}

/** `codeNotation`, each distinct notation printed once and shared after (no new string per position). */
export function sharedNotation(pos: Position, c: number): string {
  const key = notationKey(pos, c);
  let text = notations.get(key);
  if (text === undefined) {
    if (notations.size >= NOTATION_CAP) notations.clear();
    text = keyNotation(key);
    notations.set(key, text);
  }
  return text;
}

/** Every legal action of the seat to act, from the fast path (the order of `referenceLegalActions`). */
export function fastLegalActions(pos: Position, ctx: FastContext): Action[] {
  const n = generateCodes(pos, ctx);
  const codes = ctx.fast.codes;
  const out = new Array<Action>(n);
  for (let i = 0; i < n; i++) out[i] = decodeAction(pos, codes[i]!);
  return out;
}

/** How many legal actions the seat to act has (`legalActions(pos).length`), without building them. */
export function countLegal(pos: Position, ctx: FastContext): number {
  return generateCodes(pos, ctx);
}

/**
 * One legal action drawn uniformly: `legalActions(pos)[rng.int(count)]`, drawing from `rng`
 * exactly as `rng.pick(legalActions(pos))` does. Null when the game is over.
 */
export function randomLegal(pos: Position, rng: Rng, ctx: FastContext): Action | null {
  const n = generateCodes(pos, ctx);
  if (n === 0) return null;
  return decodeAction(pos, ctx.fast.codes[rng.int(n)]!);
}

/** Speed moves the seat has (a count, for the speed rule of `applyInPlace`). */
export function countSpeedMoves(pos: Position, seat: number, ctx: FastContext): number {
  const f = ctx.fast;
  const g = geometryOf(pos, ctx);
  fillOccupancy(pos, f);
  setKernelBoard(pos, g, ctx);
  const out = new Sink(f.codes);
  subMoveCodes(pos, seat, true, ctx, out);
  f.codes = out.buf;
  return out.n;
}

/** Atlantis researcher moves the seat has (a count). */
export function countAtlantisMoves(pos: Position, seat: number, ctx: FastContext): number {
  const f = ctx.fast;
  const out = new Sink(f.codes);
  researchCodes(pos, geometryOf(pos, ctx), seat, true, f, out);
  f.codes = out.buf;
  return out.n;
}

/** Options of an open examination (a count). */
export function countExamineOptions(pos: Position, examined: readonly Square[], ctx: FastContext): number {
  const f = ctx.fast;
  const out = new Sink(f.codes);
  examineCodes(pos, geometryOf(pos, ctx), examined, f, out);
  f.codes = out.buf;
  return out.n;
}

/** The passage distance between modules `from` and `to` of a geometry (-1 when not connected). */
export function passageDistance(g: Geometry, from: number, to: number): number {
  // within the distances kept per source (every research move is): the rows research generation made
  const w = g.within;
  const base = withinRow(g, from);
  const k = g.rank[to]!;
  const word = k >>> 5;
  const bit = 1 << (k & 31);
  for (let d = 1; d < WITHIN; d++) if (w[base + d * 2 + word]! & bit) return d;
  if (from === to) return 0;
  around(g, from, CAP, to);
  return g.seen[to] === g.stamp ? g.bfsDist[to]! : -1;
}

/** Index of the module centred on (x, y) in a geometry's modules, or -1. */
export function moduleAt(g: Geometry, x: number, y: number): number {
  return x >= 0 && y >= 0 && x < S && y < S ? g.centre[y * S + x]! - 1 : -1;
}

/**
 * The packed playout engine's host side: a position written into the engine's packed memory once
 * per playout (the layout is documented in `assembly/playout/engine.ts`), the engine behind the
 * search's `Playouts` seam, and the engine's legal codes for the differential tests and the bench.
 *
 * Two engines run the same source: the WASM one (`playoutWasm.ts`, from the instance a host
 * hands in) and its TS twin (`playoutTwin.ts`, generated). Both play the same seeded games as the
 * object engine's `BotEngine.rollout` (tests/nautilus/packed.test.ts).
 */
import type { PlayoutEnd, Playouts } from '../core/playouts.js';
import type { RngState } from '../core/rng.js';
import { getBoard, tileSetOf, type Board } from './board.js';
import * as twin from './playoutTwin.js';
import { atlantisNumber, tileType } from './tiles.js';
import { RESEARCH_KINDS, type ModuleKind, type Position, type SheetType, type TileId, type TileSet } from './types.js';

/** What an engine exports (the WASM instance's functions, or the twin module's). */
export interface PackedExports {
  prepareBoard(): void;
  preparePosition(): void;
  generate(): number;
  apply(code: number): void;
  greedy(): number;
  playout(rounds: number, maxActions: number, policy: number): number;
  score(seat: number): number;
  winners(): number;
  estimate(seat: number): number;
  evaluate(seat: number): number;
}

/** A packed playout engine: its exports, its packed memory, and the board last written into it. */
export interface PackedEngine {
  /** Which engine: WASM, or the TS twin. */
  readonly id: 'wasm' | 'ts';
  readonly x: PackedExports;
  /** The packed memory, `WORDS` words. */
  readonly memory: Int32Array;
  /** The board whose words the memory holds (written again only when it changes). */
  board: Board | null;
}

/** Words of packed memory. */
export const WORDS = twin.WORDS;
/** The policies of `playout`. */
export const POLICY = { greedy: twin.POLICY_GREEDY, random: twin.POLICY_RANDOM, randomShared: twin.POLICY_RANDOM_SHARED } as const;

let twinEngine: PackedEngine | null = null;

/** The TS twin (one per process: its memory is its module's). */
export function twinPackedEngine(): PackedEngine {
  twinEngine ??= { id: 'ts', x: twin, memory: twin.packedMemory(), board: null };
  return twinEngine;
}

const MODULE_CODE: Record<ModuleKind, number> = { base: 0, green: 1, blue: 2, training: 3, technology: 4, sonar: 5, lab: 6, analysis: 7 };
const SHEET_CODE: Record<SheetType, number> = { gold: 1, crab: 2, urchin: 3, mussel: 4, snail: 5 };
const TILE_CODES = new Map<string, number>([
  ['gold', 1],
  ['crab', 2],
  ['urchin', 3],
  ['mussel', 4],
  ['snail', 5],
  ['chest', 6],
  ['speed', 7],
]);
const END_CODE = { allAtlantis: 0, atlantis13to15: 1, stalemate: 2, maxRounds: 3 } as const;
const END_REASONS = ['allAtlantis', 'atlantis13to15', 'stalemate', 'maxRounds'] as const;

/** A tile identity's code (the engine's tile codes; an Atlantis identity's remembered once read). */
function tileCode(id: TileId): number {
  let c = TILE_CODES.get(id);
  if (c === undefined) {
    c = 16 + atlantisNumber(id);
    TILE_CODES.set(id, c);
  }
  return c;
}

const atlantisTotals = new WeakMap<TileSet, number>();

function atlantisTotal(set: TileSet): number {
  let n = atlantisTotals.get(set);
  if (n === undefined) {
    n = 0;
    for (const zone of [set.S, set.D, set.T]) for (const t of zone) if (tileType(t) === 'atlantis') n++;
    atlantisTotals.set(set, n);
  }
  return n;
}

/** Writes the board's words (zones, size, Atlantis total) and prepares them. */
function packBoard(e: PackedEngine, pos: Position, board: Board): void {
  const m = e.memory;
  m.fill(0, twin.ZONE, twin.ZONE + 1024);
  const w = board.width;
  for (let y = 0; y < board.height; y++) for (let x = 0; x < w; x++) m[twin.ZONE + y * 32 + x] = board.zones[y * w + x]!;
  m[twin.WIDTH] = w;
  m[twin.HEIGHT] = board.height;
  m[twin.ATLTOTAL] = atlantisTotal(tileSetOf(pos.board));
  e.x.prepareBoard();
  e.board = board;
}

/**
 * Writes `pos` into the engine's packed memory and prepares it. `rngs`: the random policy's
 * generator states per seat (the greedy policy draws nothing).
 */
export function packPosition(e: PackedEngine, pos: Position, rngs: readonly RngState[] = []): void {
  const board = getBoard(pos.board);
  if (e.board !== board) packBoard(e, pos, board);
  writePosition(e.memory, pos, rngs);
  e.x.preparePosition();
}

/** Writes the position's words (those marked [in] in the layout, the board's aside) into `m`. */
function writePosition(m: Int32Array, pos: Position, rngs: readonly RngState[]): void {
  const n = pos.players.length;
  const v = pos.variants;
  m[twin.N] = n;
  m[twin.ROUND] = pos.round;
  m[twin.PHASE] = pos.phase;
  m[twin.FIRST] = pos.firstPlayer;
  m[twin.TOACT] = pos.toAct;
  m[twin.FINAL] = pos.finalRound ?? -1;
  m[twin.END] = pos.endReason === null ? -1 : END_CODE[pos.endReason];
  m[twin.TOPEN] = pos.trenchOpen ? 1 : 0;
  m[twin.MAXHELD] = v.maxHeldModules;
  m[twin.PERSUB] = v.sonarPerSub ? 1 : 0;
  m[twin.SHARE] = v.atlantisTies === 'share' ? 1 : 0;
  m[twin.NEMOTIE] = v.tieBreak === 'nemo' ? 1 : 0;
  m[twin.MAXROUNDS] = v.maxRounds;
  const f = pos.roundFlags;
  m[twin.FLAGS] = (f.bought ? 1 : 0) | (f.placed ? 2 : 0) | (f.recovered ? 4 : 0);
  // ruins: the numbers, and per seat its markers and highest number
  let ruins = 0;
  m.fill(0, twin.RCOUNT, twin.RCOUNT + 8);
  for (const r of pos.ruins) {
    ruins |= 1 << r.atlantis;
    if (r.seat === null) continue;
    m[twin.RCOUNT + r.seat]!++;
    if (r.atlantis > m[twin.RHIGH + r.seat]!) m[twin.RHIGH + r.seat] = r.atlantis;
  }
  m[twin.RUINS] = ruins;
  for (let k = 0; k < 5; k++) {
    const kind = RESEARCH_KINDS[k]!;
    m[twin.TOKENS + k] = pos.tokens[kind] ?? -1;
    const stack = pos.stacks[kind];
    const at = twin.STACKS + k * 8;
    m[at] = stack.length;
    for (let i = 0; i < stack.length; i++) m[at + 1 + i] = stack[i]!;
  }
  m[twin.GREEN] = pos.stacks.green;
  m[twin.BLUE] = pos.stacks.blue;
  // the turn
  const t = pos.turn;
  m.fill(0, twin.T_BOUGHT, twin.T_EX + 2);
  m[twin.T_BOUGHT] = t.bought ? 1 : 0;
  m[twin.T_NPLACED] = t.placed.length;
  for (let i = 0; i < t.placed.length; i++) m[twin.T_PLACED + i] = t.placed[i]![1] * 32 + t.placed[i]![0];
  m[twin.T_COST] = t.buildCost;
  m[twin.T_STEPS] = t.steps;
  m[twin.T_MOVES] = t.moves;
  m[twin.T_NARR] = t.arrivals.length;
  for (let i = 0; i < t.arrivals.length; i++) {
    const a = t.arrivals[i]!;
    m[twin.T_ARR + i * 2] = a.at[1] * 32 + a.at[0];
    m[twin.T_ARR + i * 2 + 1] = a.count;
  }
  m[twin.T_STEP] = t.step === 'launch' ? 0 : t.step === 'sonar' ? 1 : 2;
  let pinged = 0;
  let moved = 0;
  let launched = 0;
  for (const i of t.pinged) pinged |= 1 << i;
  for (const i of t.moved) moved |= 1 << i;
  for (const i of t.launched) launched |= 1 << i;
  m[twin.T_PINGED] = pinged;
  m[twin.T_MOVED] = moved;
  m[twin.T_LAUNCHED] = launched;
  const pending = t.pending;
  if (pending) {
    m[twin.T_PENDING] = pending.type === 'speed' ? 1 : pending.type === 'atlantis' ? 2 : 3;
    if (pending.type === 'examine') {
      m[twin.T_LEFT] = pending.left;
      m[twin.T_NEX] = pending.examined.length;
      for (let i = 0; i < pending.examined.length; i++) m[twin.T_EX + i] = pending.examined[i]![1] * 32 + pending.examined[i]![0];
    }
  }
  for (let seat = 0; seat < 4; seat++) {
    const st = rngs[seat];
    for (let i = 0; i < 4; i++) m[twin.RNG + seat * 4 + i] = st ? st[i]! | 0 : 0;
  }
  // players
  for (let seat = 0; seat < n; seat++) {
    const p = pos.players[seat]!;
    const at = twin.PLAYERS + seat * twin.PS;
    m.fill(0, at, at + twin.PS);
    m[at + twin.P_NEMO] = p.nemo;
    m[at + twin.P_RESEARCHERS] = p.researchers;
    m[at + twin.P_GOAL] = SHEET_CODE[p.goal[0]];
    m[at + twin.P_GOAL + 1] = SHEET_CODE[p.goal[1]];
    for (const t of p.sheet) m[at + twin.P_SHEET + SHEET_CODE[t] - 1]!++;
    for (let k = 0; k < 5; k++) m[at + twin.P_RESEARCH + k] = p.research[RESEARCH_KINDS[k]!];
    m[at + twin.P_NHELD] = p.held.length;
    for (let i = 0; i < p.held.length; i++) {
      const h = p.held[i]!;
      m[at + twin.P_HELD + i * 3] = MODULE_CODE[h.kind];
      m[at + twin.P_HELD + i * 3 + 1] = h.corridors;
      m[at + twin.P_HELD + i * 3 + 2] = h.researchers;
    }
  }
  // submarines by seat and index
  m.fill(-1, twin.SUBS, twin.SUBS + 16);
  for (const s of pos.submarines) m[twin.SUBS + s.seat * 4 + s.index] = s.at[1] * 32 + s.at[0];
  // modules, in the position's order (codes name them by index)
  const modules = pos.modules;
  m[twin.NMOD] = modules.length;
  for (let i = 0; i < modules.length; i++) {
    const md = modules[i]!;
    const at = twin.MODS + i * twin.MS;
    m[at + twin.M_X] = md.at[0];
    m[at + twin.M_Y] = md.at[1];
    m[at + twin.M_KIND] = MODULE_CODE[md.kind];
    m[at + twin.M_CORR] = md.corridors;
    m[at + twin.M_ROT] = md.rotation;
    m[at + twin.M_OWNER] = md.owner ?? -1;
    for (let q = 0; q < 4; q++) m[at + twin.M_R + q] = q < n ? md.researchers[q]! : 0;
  }
  // tiles
  m.fill(0, twin.TILE, twin.TILE + 1024);
  for (const tile of pos.tiles) m[twin.TILE + tile.at[1] * 32 + tile.at[0]] = tileCode(tile.tile) | (tile.faceUp ? 64 : 0);
}

/** The object position's words, for `packedDifferences` (up to the tiles' end: the board's zones are not compared). */
const reference = new Int32Array(twin.ZONE);

/**
 * Where the engine's packed position differs from `pos` (the object engine's position after the
 * same actions): the names of the words whose values differ, among those `pos` determines — every
 * word marked [in] except the random policy's generators and the board's, and of the lists (stacks,
 * held modules, the turn's placements, arrivals and examinations) the entries within their length.
 * Empty when the engine's state is the position's.
 */
export function packedDifferences(e: PackedEngine, pos: Position): string[] {
  const ref = reference;
  writePosition(ref, pos, []);
  const m = e.memory;
  const out: string[] = [];
  const word = (i: number, name: string): void => {
    if (m[i] !== ref[i] && out.length < 10) out.push(`${name} ${m[i]} (the position's ${ref[i]})`);
  };
  const words = (from: number, count: number, name: string): void => {
    for (let i = 0; i < count; i++) word(from + i, `${name}[${i}]`);
  };
  const SCALARS = ['players', 'round', 'phase', 'firstPlayer', 'toAct', 'finalRound', 'endReason', 'trenchOpen', 'maxHeldModules', 'sonarPerSub', 'atlantisTies', 'tieBreak', 'maxRounds'];
  for (let i = 0; i < SCALARS.length; i++) word(i, SCALARS[i]!);
  word(twin.FLAGS, 'roundFlags');
  word(twin.RUINS, 'ruins');
  words(twin.RCOUNT, 8, 'ruins markers and highest');
  words(twin.TOKENS, 5, 'tokens');
  word(twin.GREEN, 'green stack');
  word(twin.BLUE, 'blue stack');
  for (let k = 0; k < 5; k++) words(twin.STACKS + k * 8, 1 + ref[twin.STACKS + k * 8]!, `stack ${RESEARCH_KINDS[k]}`);
  words(twin.T_BOUGHT, 2, 'turn bought, placed');
  words(twin.T_PLACED, ref[twin.T_NPLACED]!, 'turn placed');
  words(twin.T_COST, 4, 'turn buildCost, steps, moves, arrivals');
  words(twin.T_ARR, 2 * ref[twin.T_NARR]!, 'turn arrivals');
  words(twin.T_STEP, 5, 'turn step, pinged, moved, launched, pending');
  if (ref[twin.T_PENDING] === 3) {
    words(twin.T_LEFT, 2, 'examine left, examined');
    words(twin.T_EX, ref[twin.T_NEX]!, 'examined');
  }
  for (let seat = 0; seat < pos.players.length; seat++) {
    const at = twin.PLAYERS + seat * twin.PS;
    words(at, twin.P_HELD, `seat ${seat}`);
    words(at + twin.P_HELD, 3 * ref[at + twin.P_NHELD]!, `seat ${seat} held`);
  }
  words(twin.SUBS, 16, 'submarines');
  word(twin.NMOD, 'modules');
  for (let i = 0; i < ref[twin.NMOD]!; i++) {
    const at = twin.MODS + i * twin.MS;
    words(at, 6, `module ${i}`);
    words(at + twin.M_R, 4, `module ${i} researchers`);
  }
  words(twin.TILE, 1024, 'tiles');
  return out;
}

/**
 * Where the packed position's legal codes (generated now) differ from the object engine's first
 * `n` codes in `codes` (its `generateCodes` scratch for the same position), or null.
 */
export function packedLegalMismatch(e: PackedEngine, codes: Int32Array, n: number): string | null {
  const got = e.x.generate();
  const m = e.memory;
  for (let i = 0; i < Math.min(got, n); i++) if (m[twin.CODES + i] !== codes[i]) return `legal code ${i} is ${m[twin.CODES + i]}, the object engine's ${codes[i]} (${got} codes against ${n})`;
  return got === n ? null : `${got} legal codes against the object engine's ${n}`;
}

/** The legal codes of the packed position (generated now; the object engine's `legalCodes` order). */
export function packedLegalCodes(e: PackedEngine): number[] {
  const n = e.x.generate();
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = e.memory[twin.CODES + i]!;
  return out;
}

/** The packed position's round, end reason and seat to act (for the host's loops and tests). */
export function packedState(e: PackedEngine): { round: number; toAct: number | null; endReason: Position['endReason'] } {
  const m = e.memory;
  const end = m[twin.END]!;
  return { round: m[twin.ROUND]!, toAct: end >= 0 ? null : m[twin.TOACT]!, endReason: end >= 0 ? END_REASONS[end]! : null };
}

/** How the packed position ended: scores, winners, and the evaluations when asked for. */
export function packedEnd(e: PackedEngine, actions: number, n: number, evaluations: boolean): PlayoutEnd {
  const x = e.x;
  const scores = new Array<number>(n);
  for (let s = 0; s < n; s++) scores[s] = x.score(s);
  const mask = x.winners();
  const winners: number[] = [];
  for (let s = 0; s < n; s++) if (mask & (1 << s)) winners.push(s);
  let evals: number[] | null = null;
  if (evaluations) {
    evals = new Array<number>(n);
    for (let s = 0; s < n; s++) evals[s] = x.evaluate(s);
  }
  return { actions, finished: e.memory[twin.END]! >= 0, scores, winners, evaluations: evals };
}

/** The most rounds a playout is asked for (an i32 across the boundary; `Infinity` means to the end). */
const MAX_ROUNDS_ASKED = 1 << 30;

/**
 * The search's playouts on a packed engine: the position packed once, the greedy policy played to
 * the end (or the horizon) in one call, the end read back; the position is left untouched. With
 * `replay` (the object engine's apply), `inPlace` plays `BotEngine.rollout`: the packed engine
 * chooses the actions, `replay` plays them on the position, which ends where the playout did.
 */
export function packedPlayouts(e: PackedEngine, replay?: (position: Position, code: number) => void): Playouts<Position> {
  // the playout in steps: the round it stops after, and the seats
  let stop = 0;
  let seats = 0;
  return Object.freeze<Playouts<Position>>({
    engine: e.id,
    playout(p, rounds, _seed, maxActions, evaluations) {
      packPosition(e, p);
      const actions = e.x.playout(Math.min(rounds, MAX_ROUNDS_ASKED), Math.min(maxActions, MAX_ROUNDS_ASKED), POLICY.greedy);
      return packedEnd(e, actions, p.players.length, evaluations);
    },
    ...(replay
      ? {
          inPlace(p: Position, rounds: number, _seed: number, maxActions: number): number {
            packPosition(e, p);
            const stop = p.round + Math.min(rounds, MAX_ROUNDS_ASKED);
            let played = 0;
            while (played < maxActions) {
              const left = stop - e.memory[twin.ROUND]!;
              if (left < 0) break;
              const chunk = Math.min(twin.LOG_CAP, maxActions - played);
              const n = e.x.playout(left, chunk, POLICY.greedy);
              for (let i = 0; i < n; i++) replay(p, e.memory[twin.LOG + i]!);
              played += n;
              if (n < chunk) break;
            }
            return played;
          },
        }
      : {}),
    steps: Object.freeze({
      begin(p: Position, rounds: number): void {
        packPosition(e, p);
        stop = p.round + Math.min(rounds, MAX_ROUNDS_ASKED);
        seats = p.players.length;
      },
      step(maxActions: number): number {
        const left = stop - e.memory[twin.ROUND]!;
        return left < 0 ? 0 : e.x.playout(left, Math.min(maxActions, MAX_ROUNDS_ASKED), POLICY.greedy);
      },
      end(actions: number, evaluations: boolean): PlayoutEnd {
        return packedEnd(e, actions, seats, evaluations);
      },
    }),
  });
}

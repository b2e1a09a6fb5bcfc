/**
 * A deep copy of a position, written out for its shape (spec 12): about ten times cheaper than the
 * generic `cloneData`, with the same result. Every object's keys are checked against the order the
 * engine writes them in; a position with other keys or another key order (a hand-written document)
 * is copied by `cloneData`, so the copy always prints as the original does.
 */
import { cloneData } from '../core/clone.js';
import type { GoneTile, HeldModule, Knowledge, ModuleState, PlayerState, Position, RuinsEntry, Square, SubmarineState, TileState, TurnState } from './types.js';

const TOP = ['format', 'board', 'variants', 'round', 'phase', 'firstPlayer', 'toAct', 'finalRound', 'endReason', 'players', 'modules', 'stacks', 'submarines', 'tiles', 'gone', 'ruins', 'tokens', 'trenchOpen', 'turn', 'roundFlags', 'rng'];
const VARIANTS = ['maxHeldModules', 'sonarPerSub', 'atlantisTies', 'tieBreak', 'openStacks', 'maxRounds'];
const PLAYER = ['nemo', 'researchers', 'goal', 'sheet', 'held', 'research', 'known'];
const RESEARCH = ['training', 'technology', 'sonar', 'lab', 'analysis'];
const HELD = ['kind', 'corridors', 'researchers'];
const KNOWN = ['at', 'tile'];
const MODULE = ['kind', 'corridors', 'at', 'rotation', 'owner', 'researchers'];
const STACKS = ['green', 'blue', 'training', 'technology', 'sonar', 'lab', 'analysis'];
const SUB = ['seat', 'index', 'at'];
const TILE = ['at', 'tile', 'faceUp'];
const GONE = ['at', 'tile', 'to', 'seat'];
const RUIN = ['atlantis', 'seat'];
const TURN = ['bought', 'placed', 'buildCost', 'steps', 'moves', 'arrivals', 'step', 'pinged', 'moved', 'launched', 'pending'];
const ARRIVAL = ['at', 'count'];
const FLAGS = ['bought', 'placed', 'recovered'];
const EXAMINE = ['type', 'left', 'examined'];
const SIMPLE_PENDING = ['type'];

/** True when `o` is a plain object with exactly `keys`, in that order. */
function shaped(o: unknown, keys: readonly string[]): boolean {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return false;
  let i = 0;
  for (const k in o) if (k !== keys[i++]) return false;
  return i === keys.length;
}

function allShaped(list: unknown, keys: readonly string[]): boolean {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) if (!shaped(list[i], keys)) return false;
  return true;
}

const isSquare = (s: unknown): s is Square => Array.isArray(s) && s.length === 2;

function squaresOk(list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) if (!isSquare(list[i])) return false;
  return true;
}

function atsOk(list: readonly { at: unknown }[]): boolean {
  for (let i = 0; i < list.length; i++) if (!isSquare(list[i]!.at)) return false;
  return true;
}

function numbersOk(list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) if (typeof list[i] !== 'number') return false;
  return true;
}

/** True when the position has exactly the shape (keys, key order, array kinds) the engine writes. */
export function canonical(pos: Position): boolean {
  if (!shaped(pos, TOP) || !shaped(pos.variants, VARIANTS) || !shaped(pos.stacks, STACKS) || !shaped(pos.tokens, RESEARCH)) return false;
  if (!shaped(pos.turn, TURN) || !shaped(pos.roundFlags, FLAGS) || !numbersOk(pos.rng)) return false;
  const players = pos.players;
  if (!Array.isArray(players)) return false;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (!shaped(p, PLAYER) || !shaped(p.research, RESEARCH) || !Array.isArray(p.goal) || p.goal.length !== 2 || !Array.isArray(p.sheet)) return false;
    if (!allShaped(p.held, HELD) || !allShaped(p.known, KNOWN) || !atsOk(p.known)) return false;
  }
  if (!allShaped(pos.modules, MODULE) || !atsOk(pos.modules)) return false;
  for (const m of pos.modules) if (!numbersOk(m.researchers)) return false;
  for (const k of RESEARCH) if (!numbersOk((pos.stacks as unknown as Record<string, unknown>)[k])) return false;
  if (!allShaped(pos.submarines, SUB) || !atsOk(pos.submarines)) return false;
  if (!allShaped(pos.tiles, TILE) || !atsOk(pos.tiles)) return false;
  if (!allShaped(pos.gone, GONE) || !atsOk(pos.gone)) return false;
  if (!allShaped(pos.ruins, RUIN)) return false;
  const t = pos.turn;
  if (!squaresOk(t.placed) || !allShaped(t.arrivals, ARRIVAL) || !atsOk(t.arrivals)) return false;
  if (!numbersOk(t.pinged) || !numbersOk(t.moved) || !numbersOk(t.launched)) return false;
  const pending = t.pending;
  if (pending !== null) {
    if (pending.type === 'examine') {
      if (!shaped(pending, EXAMINE) || !squaresOk(pending.examined)) return false;
    } else if (!shaped(pending, SIMPLE_PENDING)) return false;
  }
  return true;
}

const sq = (s: Square): Square => [s[0], s[1]];

function squares(list: readonly Square[]): Square[] {
  const out = new Array<Square>(list.length);
  for (let i = 0; i < list.length; i++) out[i] = sq(list[i]!);
  return out;
}

function numbers(list: readonly number[]): number[] {
  return list.slice();
}

function clonePlayer(p: PlayerState, share: boolean): PlayerState {
  const held = new Array<HeldModule>(p.held.length);
  for (let i = 0; i < held.length; i++) {
    const h = p.held[i]!;
    held[i] = { kind: h.kind, corridors: h.corridors, researchers: h.researchers };
  }
  let known: Knowledge[];
  if (share) known = p.known.slice();
  else {
    known = new Array<Knowledge>(p.known.length);
    for (let i = 0; i < known.length; i++) {
      const k = p.known[i]!;
      known[i] = { at: sq(k.at), tile: k.tile };
    }
  }
  const r = p.research;
  return {
    nemo: p.nemo,
    researchers: p.researchers,
    goal: share ? p.goal : [p.goal[0], p.goal[1]],
    sheet: p.sheet.slice(),
    held,
    research: { training: r.training, technology: r.technology, sonar: r.sonar, lab: r.lab, analysis: r.analysis },
    known,
  };
}

function cloneTurn(t: TurnState): TurnState {
  const arrivals = new Array<{ at: Square; count: number }>(t.arrivals.length);
  for (let i = 0; i < arrivals.length; i++) arrivals[i] = { at: sq(t.arrivals[i]!.at), count: t.arrivals[i]!.count };
  const p = t.pending;
  return {
    bought: t.bought,
    placed: squares(t.placed),
    buildCost: t.buildCost,
    steps: t.steps,
    moves: t.moves,
    arrivals,
    step: t.step,
    pinged: numbers(t.pinged),
    moved: numbers(t.moved),
    launched: numbers(t.launched),
    pending: p === null ? null : p.type === 'examine' ? { type: 'examine', left: p.left, examined: squares(p.examined) } : { type: p.type },
  };
}

/** A deep copy of a position, equal to `cloneData(pos)` (and to a JSON round trip), key order included. */
export function clonePosition(pos: Position): Position {
  if (!isCanonical(pos)) return cloneData(pos);
  return remember(copyCanonical(pos, false));
}

/** `playCopy` of a position the caller found `isCanonical`. */
export function shareCanonical(pos: Position): Position {
  return remember(copyCanonical(pos, true));
}

/** `canonical`, cheaper for positions the engine made lately or found canonical before (`made`, `found`). */
export function isCanonical(pos: Position): boolean {
  for (let i = 0; i < SLOTS; i++) if (made[i] === pos) return madeShaped(pos);
  if (found.has(pos)) return madeShaped(pos);
  if (!canonical(pos)) return false;
  found.add(pos);
  return true;
}

/**
 * Records that setup wrote `pos` in the engine's shape: everything but the variants is written by
 * setup's own literals (a test checks `canonical` on its positions); the variants merge the caller's.
 */
export function markSetup(pos: Position): Position {
  return shaped(pos.variants, VARIANTS) ? remember(pos) : pos;
}

/**
 * The copy `play` makes: equal to `clonePosition`, but sharing with the original the parts the rules
 * never change in place (module, submarine, tile, gone, ruins and knowledge entries, squares, goal
 * cards; `applyInPlace` replaces such an entry instead of changing it): the play result is a new
 * position that `applyInPlace` may change without touching the original.
 */
export function playCopy(pos: Position): Position {
  if (!isCanonical(pos)) return cloneData(pos);
  return remember(copyCanonical(pos, true));
}

/**
 * Positions known canonical, by identity: `made` the last few the engine made (copies, setup), a
 * ring of plain references (a WeakSet entry per copy costs the garbage collector about as much as
 * the copy), and `found` those `canonical` passed (one check a position, so a search's stored
 * positions pay it once). The rules keep a position canonical (they write every object in the
 * engine's key order); parts copied field by field are checked again (cheap), the entries shared by
 * reference print as they are whatever they hold.
 */
const SLOTS = 8;
const made = new Array<Position | null>(SLOTS).fill(null);
let nextMade = 0;
const found = new WeakSet<Position>();

function remember(pos: Position): Position {
  made[nextMade] = pos;
  nextMade = (nextMade + 1) % SLOTS;
  return pos;
}

function madeShaped(pos: Position): boolean {
  if (!shaped(pos, TOP) || !shaped(pos.turn, TURN)) return false;
  for (let i = 0; i < pos.players.length; i++) if (!shaped(pos.players[i], PLAYER)) return false;
  return true;
}

function copyCanonical(pos: Position, share: boolean): Position {
  const players = new Array<PlayerState>(pos.players.length);
  for (let i = 0; i < players.length; i++) players[i] = clonePlayer(pos.players[i]!, share);
  let modules: ModuleState[];
  let submarines: SubmarineState[];
  let tiles: TileState[];
  let gone: GoneTile[];
  let ruins: RuinsEntry[];
  if (share) {
    // entries the rules replace rather than change (apply.ts): shared
    modules = pos.modules.slice();
    submarines = pos.submarines.slice();
    tiles = pos.tiles.slice();
    gone = pos.gone.slice();
    ruins = pos.ruins.slice();
  } else {
    modules = new Array<ModuleState>(pos.modules.length);
    for (let i = 0; i < modules.length; i++) {
      const m = pos.modules[i]!;
      modules[i] = { kind: m.kind, corridors: m.corridors, at: sq(m.at), rotation: m.rotation, owner: m.owner, researchers: m.researchers.slice() };
    }
    submarines = new Array<SubmarineState>(pos.submarines.length);
    for (let i = 0; i < submarines.length; i++) {
      const s = pos.submarines[i]!;
      submarines[i] = { seat: s.seat, index: s.index, at: sq(s.at) };
    }
    tiles = new Array<TileState>(pos.tiles.length);
    for (let i = 0; i < tiles.length; i++) {
      const t = pos.tiles[i]!;
      tiles[i] = { at: sq(t.at), tile: t.tile, faceUp: t.faceUp };
    }
    gone = new Array<GoneTile>(pos.gone.length);
    for (let i = 0; i < gone.length; i++) {
      const g = pos.gone[i]!;
      gone[i] = { at: sq(g.at), tile: g.tile, to: g.to, seat: g.seat };
    }
    ruins = new Array<RuinsEntry>(pos.ruins.length);
    for (let i = 0; i < ruins.length; i++) ruins[i] = { atlantis: pos.ruins[i]!.atlantis, seat: pos.ruins[i]!.seat };
  }
  const v = pos.variants;
  const st = pos.stacks;
  const tk = pos.tokens;
  const f = pos.roundFlags;
  const copy = {
    format: pos.format,
    board: typeof pos.board === 'string' ? pos.board : cloneData(pos.board),
    variants: { maxHeldModules: v.maxHeldModules, sonarPerSub: v.sonarPerSub, atlantisTies: v.atlantisTies, tieBreak: v.tieBreak, openStacks: v.openStacks, maxRounds: v.maxRounds },
    round: pos.round,
    phase: pos.phase,
    firstPlayer: pos.firstPlayer,
    toAct: pos.toAct,
    finalRound: pos.finalRound,
    endReason: pos.endReason,
    players,
    modules,
    stacks: { green: st.green, blue: st.blue, training: st.training.slice(), technology: st.technology.slice(), sonar: st.sonar.slice(), lab: st.lab.slice(), analysis: st.analysis.slice() },
    submarines,
    tiles,
    gone,
    ruins,
    tokens: { training: tk.training, technology: tk.technology, sonar: tk.sonar, lab: tk.lab, analysis: tk.analysis },
    trenchOpen: pos.trenchOpen,
    turn: cloneTurn(pos.turn),
    roundFlags: { bought: f.bought, placed: f.placed, recovered: f.recovered },
    rng: pos.rng.slice() as Position['rng'],
  };
  return copy as Position;
}

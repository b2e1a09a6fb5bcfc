/** Scenario builders for rule tests: real positions, checked by the engine's own validator. */
import { expect } from 'vitest';
import {
  LAYOUTS,
  applyInPlace,
  isResearchKind,
  legalActions,
  makeAction,
  referenceLegalActions,
  parseAction,
  play,
  setupGame,
  validatePosition,
  getBoard,
  zoneAt,
  propertySetup,
  type GameEvent,
  type ModuleKind,
  type Position,
  type Square,
  type TileId,
} from '../src/nautilus/index.js';

/** A fresh game with seat 0 first; tiles stay as dealt unless `clearTiles` (then they are out of the game, in `gone`). */
export function game(players = 2, opts: { seed?: number; clearTiles?: boolean } = {}): Position {
  const pos = setupGame({ players, seed: opts.seed ?? 1, firstPlayer: 0 });
  if (opts.clearTiles) clearTiles(pos);
  return pos;
}

/** Takes every tile off the board out of the game (`gone`, removed), so the set stays accounted for. */
export function clearTiles(pos: Position, keep: (t: Position['tiles'][number]) => boolean = () => false): Position {
  for (const t of pos.tiles.filter((x) => !keep(x))) pos.gone.push({ at: t.at, tile: t.tile, to: 'removed', seat: null });
  pos.tiles = pos.tiles.filter(keep);
  return pos;
}

export interface ModuleSpec {
  kind: Exclude<ModuleKind, 'base'>;
  /** A research layout letter or a mask; residential kinds take their fixed layout. */
  layout?: keyof typeof LAYOUTS | number;
  at: Square;
  r?: number;
  owner?: number;
  /** Researchers per seat, taken from the seats' supplies. */
  researchers?: number[];
}

/** Puts modules on the board, taking them from their stacks and researchers from supply. */
export function addModules(pos: Position, ...specs: ModuleSpec[]): Position {
  for (const s of specs) {
    const corridors = s.layout === undefined ? LAYOUTS[s.kind as 'green' | 'blue'] ?? LAYOUTS.A : typeof s.layout === 'number' ? s.layout : LAYOUTS[s.layout];
    if (isResearchKind(s.kind)) {
      const stack = pos.stacks[s.kind];
      const i = stack.indexOf(corridors);
      stack.splice(i >= 0 ? i : 0, 1);
    } else {
      pos.stacks[s.kind]--;
    }
    const researchers = pos.players.map((_, seat) => s.researchers?.[seat] ?? 0);
    researchers.forEach((r, seat) => (pos.players[seat]!.researchers -= r));
    pos.modules.push({
      kind: s.kind,
      corridors,
      at: s.at,
      rotation: s.r ?? 0,
      owner: isResearchKind(s.kind) ? (s.owner ?? 0) : null,
      researchers,
    });
  }
  return pos;
}

/**
 * Puts a face-down (or face-up) tile on a square: that identity comes back from the tiles out of
 * the game (`gone`) of the square's zone, so the set stays exact.
 */
export function addTile(pos: Position, at: Square, tile: TileId, faceUp = false): Position {
  const board = getBoard(pos.board);
  const zone = zoneAt(board, at[0], at[1]);
  const i = pos.gone.findIndex((g) => g.tile === tile && g.to === 'removed' && zoneAt(board, g.at[0], g.at[1]) === zone);
  if (i < 0) throw new Error(`no ${tile} of zone ${zone} is out of the game to put on ${at}`);
  pos.gone.splice(i, 1);
  pos.tiles.push({ at, tile, faceUp });
  return pos;
}

/** Moves the game to a phase with a seat to act. */
export function atPhase(pos: Position, phase: 1 | 2 | 3, seat = 0): Position {
  pos.phase = phase;
  pos.toAct = seat;
  return pos;
}

/** Asserts the position is valid (so scenarios are real positions). */
export function assertValid(pos: Position): Position {
  expect(validatePosition(pos)).toEqual([]);
  return pos;
}

/**
 * The legal actions as notation, from both generators: the fast path (`legalActions`) and the
 * reference generator (`referenceLegalActions`, generate.ts) must list the same actions in the same
 * order, so every scripted scenario is also a differential test of the two.
 */
export function legalList(pos: Position): string[] {
  const fast = legalActions(pos).map(makeAction);
  expect(referenceLegalActions(pos).map(makeAction), 'the reference generator').toEqual(fast);
  return fast;
}

/** Plays actions in order with full checks (and both generators agreeing at every step); fails the test on the first illegal one. */
export function run(pos: Position, ...actions: string[]): Position {
  assertValid(pos);
  let cur = pos;
  legalList(cur);
  for (const text of actions) {
    const parsed = parseAction(text);
    if (!parsed.ok) throw new Error(`bad notation '${text}': ${parsed.error.message}`);
    const r = play(cur, parsed.value);
    if (!r.ok) throw new Error(`'${text}' refused: ${r.error.code} (${r.error.message})`);
    cur = r.value;
    legalList(cur);
  }
  return cur;
}

/** Plays actions and collects the events they produce. */
export function runEvents(pos: Position, ...actions: string[]): { pos: Position; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let cur = pos;
  for (const text of actions) {
    const r = play(cur, (parseAction(text) as { ok: true; value: never }).value, events);
    if (!r.ok) throw new Error(`'${text}' refused: ${r.error.code}`);
    cur = r.value;
  }
  return { pos: cur, events };
}

/** The code with which an action is refused (fails the test if it is legal). */
export function refusal(pos: Position, text: string): string {
  const parsed = parseAction(text);
  if (!parsed.ok) return parsed.error.code;
  const r = play(pos, parsed.value);
  if (r.ok) throw new Error(`'${text}' was expected to be refused`);
  return r.error.code;
}

/** Legal actions as notation strings. */
export function legal(pos: Position, legalFn: (p: Position) => { type: string }[]): string[] {
  return legalFn(pos).map((a) => makeAction(a as never));
}

/** Plays an action in place without checks (for building scenarios). */
export function force(pos: Position, text: string): Position {
  applyInPlace(pos, (parseAction(text) as { ok: true; value: never }).value);
  return pos;
}

/** Gives the tile on `at` the identity `id`, swapping with the tile that had it (the set stays exact). */
export function setTile(pos: Position, at: Square, id: TileId): Position {
  const here = pos.tiles.find((t) => t.at[0] === at[0] && t.at[1] === at[1]);
  if (!here) throw new Error(`no tile on ${at}`);
  const zone = (sq: Square): string => zoneAt(getBoard(pos.board), sq[0], sq[1]);
  const other = pos.tiles.find((t) => t.tile === id && zone(t.at) === zone(at));
  if (!other && !pos.tiles.some((t) => t.tile === id) && !pos.gone.some((g) => g.tile === id)) throw new Error(`${id} is not in zone ${zone(at)}`);
  if (other) other.tile = here.tile;
  here.tile = id;
  return pos;
}

/** Property game `k` (propertySetup(k, k): its players, variants, board and bots) and its start position. */
export function propertyGame(k: number): { ps: ReturnType<typeof propertySetup>; pos: Position } {
  const ps = propertySetup(k, k);
  return { ps, pos: setupGame({ players: ps.players, seed: k, variants: ps.variants, ...(ps.board ? { board: ps.board } : {}) }) };
}

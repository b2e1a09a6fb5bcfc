/**
 * A seat's view of a game so far: what one seat saw at every step (its observations) and the
 * actions as that seat saw them, and nothing else. It is what a link to an unfinished game holds,
 * so that the link carries no other seat's secrets (no seed, no initial position, no deck). The
 * observations after the first are stored as differences from the one before (a link stays
 * short). Reading one is bounded and checks each observation is one the game could give: a
 * position drawn from it (`determinize`) must give that seat the same observation back (a
 * position drawn to play on from, `redeal`, is also checked whole).
 */
import type { AnyGame } from './game.js';
import { shapeProblem } from './json.js';
import { err, ok, type PathError, type Result } from './result.js';
import { Rng } from './rng.js';

/** The format of a seat's view document. */
export const SEAT_VIEW_FORMAT = 'nautilab-seat-view/1';

/** Bounds of a seat's view: frames, and the size of one observation (a 4-player Nautilus one is about 2,000 values). */
export const SEAT_VIEW_LIMITS = { frames: 4000, observationNodes: 20_000, arrayLength: 2000 } as const;

/** A difference between two JSON values: a replacement (`v`), changed array entries (`a`) or changed object keys (`o`). */
export type Patch = { v: unknown } | { a: Record<string, Patch> } | { o: Record<string, Patch> };

/** A seat's view document as written into a link. */
export interface SeatViewDoc {
  format: typeof SEAT_VIEW_FORMAT;
  game: string;
  seat: number;
  /** Who played each seat (a bot's name, or "a person"), when known. */
  players: string[] | null;
  /** The first observation, then per step the action (as the seat saw it) and the change. */
  frames: ({ observation: unknown } | { action: string; patch: Patch })[];
}

/** A seat's view as read: every observation whole. */
export interface SeatView {
  game: AnyGame;
  seat: number;
  players: string[] | null;
  /** Each step: the observation, the action that led there, and what is public of it (who acts, the round, the seats). */
  frames: { observation: unknown; action: string | null; toAct: number | null; round: number; seats: number }[];
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Deep equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
}

/** The difference from `prev` to `next` (undefined when equal). */
export function diffJson(prev: unknown, next: unknown): Patch | undefined {
  if (sameJson(prev, next)) return undefined;
  if (Array.isArray(prev) && Array.isArray(next) && prev.length === next.length) {
    const a: Record<string, Patch> = {};
    next.forEach((x, i) => {
      const d = diffJson(prev[i], x);
      if (d) a[i] = d;
    });
    return { a };
  }
  if (isObject(prev) && isObject(next) && sameJson(Object.keys(prev), Object.keys(next))) {
    const o: Record<string, Patch> = {};
    for (const k of Object.keys(next)) {
      const d = diffJson(prev[k], next[k]);
      if (d) o[k] = d;
    }
    return { o };
  }
  return { v: next };
}

/** Applies a patch to `prev` (a new value; `prev` is unchanged), or says where it does not fit. */
export function applyPatch(prev: unknown, patch: unknown, path: string): Result<unknown, PathError> {
  if (!isObject(patch)) return err({ path, code: 'badPatch', message: 'a change is an object with v, a or o' });
  const keys = Object.keys(patch);
  if (keys.length !== 1) return err({ path, code: 'badPatch', message: 'a change has exactly one of v, a or o' });
  if (Object.hasOwn(patch, 'v')) return ok(patch.v);
  const inner = Object.hasOwn(patch, 'a') ? patch.a : Object.hasOwn(patch, 'o') ? patch.o : null;
  if (!isObject(inner)) return err({ path, code: 'badPatch', message: 'a change has exactly one of v, a or o, and a or o is an object' });
  if (Object.hasOwn(patch, 'a')) {
    if (!Array.isArray(prev)) return err({ path: `${path}.a`, code: 'badPatch', message: 'changes entries of something that is not a list' });
    const out = prev.slice();
    for (const k of Object.keys(inner)) {
      const i = Number(k);
      if (!/^(0|[1-9]\d*)$/.test(k) || i >= out.length) return err({ path: `${path}.a`, code: 'badPatch', message: `no entry ${JSON.stringify(k.slice(0, 20))} in a list of ${out.length}` });
      const r = applyPatch(out[i], inner[k], `${path}.a[${i}]`);
      if (!r.ok) return r;
      out[i] = r.value;
    }
    return ok(out);
  }
  if (!isObject(prev)) return err({ path: `${path}.o`, code: 'badPatch', message: 'changes keys of something that is not an object' });
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(prev)) Object.defineProperty(out, k, { value: prev[k], enumerable: true, writable: true, configurable: true });
  for (const k of Object.keys(inner)) {
    if (!Object.hasOwn(prev, k)) return err({ path: `${path}.o`, code: 'badPatch', message: `no key ${JSON.stringify(k.slice(0, 40))} to change` });
    const r = applyPatch(prev[k], inner[k], `${path}.o.${k.slice(0, 40)}`);
    if (!r.ok) return r;
    Object.defineProperty(out, k, { value: r.value, enumerable: true, writable: true, configurable: true });
  }
  return ok(out);
}

/** The view of `seat` through `positions` (the start, then one after each action); `actions[i]` as that seat may see it. */
export function seatViewDoc(game: AnyGame, seat: number, positions: readonly unknown[], actions: readonly string[], players: string[] | null): SeatViewDoc {
  const frames: SeatViewDoc['frames'] = [];
  let prev: unknown = null;
  positions.forEach((p, i) => {
    const o = JSON.parse(JSON.stringify(game.observe(p, seat))) as unknown;
    frames.push(i === 0 ? { observation: o } : { action: actions[i - 1]!, patch: diffJson(prev, o) ?? { o: {} } });
    prev = o;
  });
  return { format: SEAT_VIEW_FORMAT, game: game.id, seat, players, frames };
}

/** Values in an observation, and its longest list; stops counting past the bound. */
function sizeOf(value: unknown): { nodes: number; longest: number } {
  const stack: unknown[] = [value];
  let nodes = 0;
  let longest = 0;
  while (stack.length && nodes <= SEAT_VIEW_LIMITS.observationNodes) {
    const v = stack.pop();
    nodes++;
    if (typeof v !== 'object' || v === null) continue;
    const children = Array.isArray(v) ? v : Object.values(v);
    if (Array.isArray(v)) longest = Math.max(longest, v.length);
    for (const c of children) stack.push(c);
  }
  return { nodes, longest };
}

/**
 * Reads a seat's view document (already parsed within the document bounds): every frame's
 * observation rebuilt and checked, or the problems with their paths.
 */
export function readSeatView(doc: unknown, games: Readonly<Record<string, AnyGame>>): Result<SeatView, PathError[]> {
  const shape = shapeProblem(doc);
  if (shape) return err([shape]);
  if (!isObject(doc) || doc.format !== SEAT_VIEW_FORMAT) return err([{ path: '$.format', code: 'unknownFormat', message: `not ${SEAT_VIEW_FORMAT}` }]);
  const game = typeof doc.game === 'string' && Object.hasOwn(games, doc.game) ? games[doc.game]! : null;
  if (!game) return err([{ path: '$.game', code: 'unknownGame', message: 'not a game of the playground' }]);
  const seat = doc.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= game.maxPlayers) return err([{ path: '$.seat', code: 'badSeat', message: `a seat is an integer from 0 to ${game.maxPlayers - 1}` }]);
  let players: string[] | null = null;
  if (doc.players !== null && doc.players !== undefined) {
    if (!Array.isArray(doc.players) || doc.players.length > game.maxPlayers || !doc.players.every((p) => typeof p === 'string' && p.length <= 80))
      return err([{ path: '$.players', code: 'badPlayers', message: `at most ${game.maxPlayers} names of at most 80 characters` }]);
    players = doc.players as string[];
  }
  const list = doc.frames;
  if (!Array.isArray(list) || list.length < 1 || list.length > SEAT_VIEW_LIMITS.frames) return err([{ path: '$.frames', code: 'badFrames', message: `a list of 1 to ${SEAT_VIEW_LIMITS.frames} steps` }]);
  const frames: SeatView['frames'] = [];
  const rng = Rng.fromSeed(1);
  let seats: number | null = null;
  for (const [i, f] of list.entries()) {
    const path = `$.frames[${i}]`;
    if (!isObject(f)) return err([{ path, code: 'badFrame', message: 'a step is an object' }]);
    let observation: unknown;
    let action: string | null = null;
    if (i === 0) {
      if (!Object.hasOwn(f, 'observation')) return err([{ path: `${path}.observation`, code: 'missing', message: 'the first step holds the whole observation' }]);
      observation = f.observation;
    } else {
      if (typeof f.action !== 'string' || f.action.length > 200) return err([{ path: `${path}.action`, code: 'badAction', message: 'an action is a string of at most 200 characters' }]);
      action = f.action;
      const r = applyPatch(frames[i - 1]!.observation, f.patch, `${path}.patch`);
      if (!r.ok) return err([r.error]);
      observation = r.value;
    }
    const size = sizeOf(observation);
    if (size.nodes > SEAT_VIEW_LIMITS.observationNodes || size.longest > SEAT_VIEW_LIMITS.arrayLength)
      return err([{ path, code: 'tooLarge', message: `an observation holds at most ${SEAT_VIEW_LIMITS.observationNodes} values and lists of at most ${SEAT_VIEW_LIMITS.arrayLength}` }]);
    // the observation must be one the game gives: a position drawn from it gives it back
    let fits = false;
    let pub = { toAct: null as number | null, round: 0, seats: 0 };
    try {
      const drawn = game.determinize(observation, rng);
      fits = sameJson(game.observe(drawn, seat), observation);
      if (fits) {
        const n = game.seats(drawn);
        if (seats !== null && n !== seats) fits = false;
        seats = n;
        pub = { toAct: game.toAct(drawn), round: game.round(drawn), seats: n };
      }
    } catch {
      fits = false;
    }
    if (!fits) return err([{ path, code: 'badObservation', message: `not what ${game.name} shows seat ${seat} of a position` }]);
    frames.push({ observation, action, ...pub });
  }
  return ok({ game, seat, players, frames });
}

/** A position to play on from a seat's observation: what the seat knows kept, the rest drawn anew; checked whole. */
export function redeal(game: AnyGame, observation: unknown, seed: number): Result<unknown, string> {
  try {
    const drawn = game.determinize(observation, Rng.fromSeed(seed));
    const r = game.fromJSON(game.toJSON(drawn));
    return r.ok ? ok(r.value) : err(`the position drawn is not valid: ${r.error[0]!.path} ${r.error[0]!.message}`);
  } catch (e) {
    return err(`no position fits this view: ${(e as Error).message.slice(0, 200)}`);
  }
}

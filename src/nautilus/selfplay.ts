/**
 * Whole games headless, and the property suite's checks: after every action the chosen action
 * and every generated one pass the checker, the generated list has no duplicates, every change of
 * Nemo is explained by the event log, researchers, submarines, modules and tiles are conserved,
 * and the position survives a JSON round trip with full validation. With a packed playout engine,
 * it follows every game on its own state: the same legal codes before every action, the same
 * state after it, the same scores and winners at the end. `selfplayGames` plays seeded games
 * across every variant setting and on generated custom boards, with a policy that reaches the
 * rare rules, and counts how often each fired (vitest runs 2,000 games, `nautilab selfplay` any
 * number).
 */
import { Rng } from '../core/rng.js';
import type { SelfplayReport } from '../core/selfplay.js';
import { makeAction, type Action } from './actions.js';
import { applyInPlace, clonePosition } from './apply.js';
import type { GameEvent } from './events.js';
import { generateBoard } from './boards.js';
import { checkAction } from './check.js';
import { DEFAULT_CONTEXT, type EngineContext } from './context.js';
import { legalActions } from './generate.js';
import { randomLegal } from './fast.js';
import { conservationViolations, nemoViolations } from './invariants.js';
import { packPosition, packedDifferences, packedLegalMismatch, type PackedEngine } from './packed.js';
import { CODES } from './playoutTwin.js';
import { greedyChoice, type View } from './policy.js';
import { positionFromJSON, validatePosition } from './position.js';
import { scoreBreakdown, winners, type ScoreBreakdown } from './scoring.js';
import { seaOf } from './sea.js';
import { setupGame, type SetupOptions } from './setup.js';
import { DEFAULT_VARIANTS, RESEARCH_KINDS, type EndReason, type Position, type Variants } from './types.js';

/** Chooses one of the legal actions of the seat to act. */
export type Chooser = (pos: Position, legal: Action[]) => Action;

/** A game record (`nautilab play --out`). */
export interface GameRecord {
  format: 'nautilus-game/1';
  seed: number;
  initial: Position;
  actions: string[];
  final: Position;
}

/** The summary of a finished game (the keys of `nautilab play --json`). */
export interface GameSummary {
  seed: number;
  players: number;
  rounds: number;
  actions: number;
  endReason: EndReason | null;
  scores: ScoreBreakdown[];
  winners: number[];
}

export interface PlayOptions extends Omit<SetupOptions, 'seed' | 'players'> {
  players: number;
  seed: number;
  /** One chooser per seat; uniformly random choices (seeded) when absent. */
  bots?: Chooser[];
  /** Keep the game record. */
  record?: boolean;
  /** Check every invariant after every action (the property suite). */
  check?: boolean;
  /**
   * With `check`, the JSON check with full validation (the costliest check) after one action in
   * this many, on a residue that moves with the seed so the games
   * together cover every step, and always after the last; every other check after every action.
   * 1 (the default): after every action.
   */
  roundTripEvery?: number;
  /** Counts of the rare rules that fired, added to. */
  tally?: Record<string, number>;
  /** A game that has not ended after this many actions is a violation. */
  maxActions?: number;
  /** The engine context (its kernel); the default engine's when absent. */
  ctx?: EngineContext;
  /**
   * A packed playout engine that follows the game on its own state (its own apply of the codes of
   * the actions chosen): its legal codes are compared before every action, its state after every
   * action, its scores and winners at the end (violations when they differ).
   */
  packed?: PackedEngine;
}

export interface PlayOutcome {
  summary: GameSummary;
  record?: GameRecord;
  /** Invariant violations found with `check` (empty when all hold). */
  violations: string[];
}

/** Uniformly random choices from a seeded generator. */
export function randomChooser(seed: number): Chooser {
  const rng = Rng.fromSeed(seed);
  return (_pos, legal) => rng.pick(legal);
}

/**
 * The path of the first value in `value` that JSON does not carry as it is (undefined, a function,
 * a symbol, a non-finite number, a hole in an array, an object that is not plain, a hidden or
 * symbol key, nesting past 32 levels: a cycle), or null. With null, `JSON.parse(JSON.stringify(value))`
 * is a deep copy of `value` (plain objects and arrays, the same keys in the same order, the same
 * numbers, strings, booleans and nulls).
 */
export function notJson(value: unknown, depth = 0): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : '';
  if (typeof value !== 'object' || depth > 32) return '';
  if (Array.isArray(value)) {
    // the indices and 'length', nothing else: no holes, no extra keys
    if (Reflect.ownKeys(value).length !== value.length + 1 || Object.getPrototypeOf(value) !== Array.prototype) return '';
    for (let i = 0; i < value.length; i++) {
      const p = notJson(value[i], depth + 1);
      if (p !== null) return `[${i}]${p}`;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return '';
  const keys = Object.keys(value);
  if (Reflect.ownKeys(value).length !== keys.length) return '';
  for (const k of keys) {
    const p = notJson((value as Record<string, unknown>)[k], depth + 1);
    if (p !== null) return `.${k}${p}`;
  }
  return null;
}

/** The JSON round trip of a position, the long way: written, read back with full validation, written again, compared. */
function roundTripViolations(pos: Position, when: string): string[] {
  const json = JSON.stringify(pos);
  const back = positionFromJSON(JSON.parse(json));
  if (!back.ok) return [`invalid position ${when}: ${back.error.slice(0, 3).map((e) => `${e.path} ${e.code} ${e.message}`).join('; ')}`];
  return JSON.stringify(back.value) === json ? [] : [`the position ${when} does not survive a JSON round trip`];
}

/**
 * Everything checked after one action (the property suite's invariants). The JSON round trip with
 * full validation is checked without writing the text: a position that JSON carries as it is
 * (`notJson`) reads back as a deep copy of itself, so validating it is validating what reads back
 * (the long way, `roundTripViolations`, made a checked game 1.3 times as costly; it runs on each
 * game's last position). Without `roundTrip`, that check is left out (`PlayOptions.roundTripEvery`).
 */
function stepViolations(before: Position, after: Position, action: Action, legal: Action[], events: GameEvent[], roundTrip: boolean): string[] {
  const out: string[] = [];
  const text = makeAction(action);
  const problem = checkAction(before, action);
  if (problem) out.push(`chosen action '${text}' is refused: ${problem.code}`);
  const sea = seaOf(before);
  for (const a of legal) {
    const p = checkAction(before, a, sea);
    if (p) out.push(`generated action '${makeAction(a)}' is refused: ${p.code} ${p.message}`);
  }
  if (new Set(legal.map(makeAction)).size !== legal.length) out.push('the legal list holds duplicates');
  for (const v of nemoViolations(before, after, action, events)) out.push(`after '${text}': ${v}`);
  for (const v of conservationViolations(after)) out.push(`after '${text}': ${v}`);
  if (!roundTrip) return out;
  const notCarried = notJson(after);
  if (notCarried !== null) out.push(`the position after '${text}' does not survive a JSON round trip: $${notCarried}`);
  else {
    const errors = validatePosition(after);
    if (errors.length) out.push(`invalid position after '${text}': ${errors.slice(0, 3).map((e) => `${e.path} ${e.code} ${e.message}`).join('; ')}`);
  }
  return out;
}

/** Counts the rare rules an action made fire. */
function tallyStep(before: Position, after: Position, action: Action, events: GameEvent[], tally: Record<string, number>): void {
  const add = (k: string): void => void (tally[k] = (tally[k] ?? 0) + 1);
  const pending = before.turn.pending?.type;
  if (action.type === 'move' && pending === 'speed') add('speedMove');
  if (action.type === 'research' && pending === 'atlantis') add('atlantisResearch');
  if (action.type === 'examine') add('examine');
  if (action.type === 'skip') add(`skip:${pending}`);
  if (action.type === 'retire') add(after.players[before.toAct]!.researchers === before.players[before.toAct]!.researchers ? 'retireWithoutResearcher' : 'retire');
  if (action.type === 'launch') add('launch');
  if (action.type === 'sonar') add('sonar');
  if (!before.trenchOpen && after.trenchOpen) add(action.type === 'launch' ? 'trenchOpenedByLaunch' : 'trenchOpened');
  for (const e of events) {
    if (e.kind === 'nemo') {
      if (e.reason === 'rent' && e.delta < 0) add('rent');
      if (e.reason === 'chest') add('chest');
      if (e.reason === 'build' && e.delta === -4) add('buildCost4');
    } else {
      if (e.to === 'faceUp') add('unpaidFaceUp');
      if (e.to === 'ruins' && e.seat === null) add(action.type === 'place' ? 'atlantisUnderModule' : 'unpaidAtlantis');
      if (e.to === 'removed' && action.type === 'place') add('tileUnderModule');
      if (e.to === 'sheet') add('recovered');
    }
  }
  for (const k of RESEARCH_KINDS) if (before.tokens[k] !== after.tokens[k]) add(before.tokens[k] === null ? 'tokenTaken' : 'tokenMoved');
  if (action.type === 'end' && before.phase === 1 && before.players[before.toAct]!.held.length && !after.players[before.toAct]!.held.length && !before.turn.placed.length) add('heldReturned');
  if (before.finalRound === null && after.finalRound !== null) add('finalRoundSet');
  if (after.endReason !== null && before.endReason === null) add(`end:${after.endReason}`);
}

/** Plays one whole game. */
export function playGame(options: PlayOptions): PlayOutcome {
  const { players, seed, bots, record, check, tally, maxActions = 200_000, roundTripEvery = 1, ctx = DEFAULT_CONTEXT, packed, ...setup } = options;
  const pos = setupGame({ ...setup, players, seed });
  const initial = record ? clonePosition(pos) : undefined;
  const choosers = bots ?? Array.from({ length: players }, (_, s) => randomChooser(seed * 16 + s + 1));
  // uniformly random seats draw from the fast path: the same draws as `randomChooser` makes on the whole list
  const rngs = bots || check || packed ? null : Array.from({ length: players }, (_, s) => Rng.fromSeed(seed * 16 + s + 1));
  if (packed) packPosition(packed, pos);
  const actions: string[] = [];
  const violations: string[] = [];
  let count = 0;
  while (pos.endReason === null) {
    if (count >= maxActions) {
      violations.push(`the game did not end within ${maxActions} actions`);
      break;
    }
    let legal: Action[] = [];
    let action: Action;
    if (rngs) {
      const drawn = randomLegal(pos, rngs[pos.toAct]!, ctx);
      if (drawn === null) {
        violations.push('no legal action in a running game');
        break;
      }
      action = drawn;
    } else {
      legal = legalActions(pos, undefined, ctx);
      if (legal.length === 0) {
        violations.push('no legal action in a running game');
        break;
      }
      // the fast path's codes of this list are in the context's scratch until the chooser runs
      const mismatch = packed ? packedLegalMismatch(packed, ctx.fast.codes, legal.length) : null;
      if (mismatch) violations.push(`packed engine before action ${count}: ${mismatch}`);
      action = choosers[pos.toAct]!(pos, legal);
      if (packed) {
        let i = legal.indexOf(action);
        if (i < 0) i = legal.map(makeAction).indexOf(makeAction(action));
        if (i < 0) violations.push(`packed engine before action ${count}: the chosen action is not in the legal list`);
        else packed.x.apply(packed.memory[CODES + i]!);
      }
    }
    if (record) actions.push(makeAction(action));
    if (check || tally) {
      const before = clonePosition(pos);
      const events: GameEvent[] = [];
      applyInPlace(pos, action, events, ctx);
      if (check) violations.push(...stepViolations(before, pos, action, legal, events, (count + seed) % roundTripEvery === 0 || pos.endReason !== null));
      if (tally) tallyStep(before, pos, action, events, tally);
    } else {
      applyInPlace(pos, action, undefined, ctx);
    }
    if (packed) for (const d of packedDifferences(packed, pos)) violations.push(`packed engine after action ${count} '${makeAction(action)}': ${d}`);
    if (violations.length > 20) break;
    count++;
  }
  const scores = scoreBreakdown(pos);
  if (check) violations.push(...roundTripViolations(pos, 'at the end'));
  if (packed) violations.push(...packedEndViolations(packed, pos, scores));
  const summary: GameSummary = { seed, players, rounds: pos.round, actions: count, endReason: pos.endReason, scores, winners: winners(pos, scores) };
  return {
    summary,
    violations,
    ...(record ? { record: { format: 'nautilus-game/1', seed, initial: initial!, actions, final: clonePosition(pos) } } : {}),
  };
}

/** Where a packed engine that followed a game ends otherwise than the game: its legal codes, scores and winners. */
function packedEndViolations(packed: PackedEngine, pos: Position, scores: ScoreBreakdown[]): string[] {
  const out: string[] = [];
  if (pos.endReason !== null && packed.x.generate() !== 0) out.push('packed engine: the game is over, the packed one goes on');
  scores.forEach((s, seat) => {
    if (packed.x.score(seat) !== s.total) out.push(`packed engine: seat ${seat} scores ${packed.x.score(seat)}, the game ${s.total}`);
  });
  const mask = winners(pos, scores).reduce((m, s) => m | (1 << s), 0);
  if (packed.x.winners() !== mask) out.push(`packed engine: winners ${packed.x.winners()} (bits), the game's ${mask}`);
  return out;
}

/** The variant settings of combination `k` (all 64 combinations of the six settings in turn). */
export function variantCombination(k: number): Variants {
  return {
    maxHeldModules: k & 1 ? 3 : 4,
    sonarPerSub: (k & 2) !== 0,
    atlantisTies: k & 4 ? 'share' : 'highest',
    tieBreak: k & 8 ? 'nemo' : 'shared',
    openStacks: (k & 16) !== 0,
    maxRounds: k & 32 ? 6 + (k % 5) : DEFAULT_VARIANTS.maxRounds,
  };
}

/**
 * The property suite's policy: often a uniformly chosen verb (so launches, pings, retires and
 * pending choices come up as often as builds), otherwise the greedy heuristic (so games build,
 * research and recover, and reach the rules that need a developed city), sometimes any action.
 */
export function propertyChooser(seed: number): Chooser {
  const rng = Rng.fromSeed(seed);
  return (pos, legal) => {
    const r = rng.next();
    if (r < 0.35) {
      const verbs = [...new Set(legal.map((a) => a.type))];
      const verb = rng.pick(verbs);
      return rng.pick(legal.filter((a) => a.type === verb));
    }
    if (r < 0.9) {
      const text = greedyChoice(pos as unknown as View, pos.toAct, legal.map(makeAction));
      return legal.find((a) => makeAction(a) === text) ?? rng.pick(legal);
    }
    return rng.pick(legal);
  };
}

/** The setup of property game `k`: players, variants, and every tenth game a generated board. */
export function propertySetup(k: number, seed: number, players?: number): Omit<PlayOptions, 'check' | 'tally'> {
  const n = players ?? 2 + (seed % 3);
  const board = k % 10 === 9 ? generateBoard(10 + (seed % 23), 10 + ((seed * 7) % 23), seed) : undefined;
  return { players: n, seed, variants: variantCombination(k % 64), ...(board ? { board } : {}), bots: Array.from({ length: n }, (_, s) => propertyChooser(seed * 16 + s + 1)) };
}

/**
 * `games` seeded property games from seed `seed` (2, 3 and 4 players in turn, or `players`; every
 * variant combination in turn; every tenth on a generated board); with `check`, every invariant
 * after every action (the JSON round trip after one in `roundTripEvery`, default every one); with
 * `packed`, that engine follows every game (see `PlayOptions.packed`). The report counts how often
 * each rare rule fired.
 */
export function selfplayGames(options: { games: number; seed: number; check: boolean; players?: number; roundTripEvery?: number; packed?: PackedEngine }): SelfplayReport {
  const start = Date.now();
  const report: SelfplayReport = { games: 0, failures: 0, endReasons: {}, actions: 0, seconds: 0, problems: [], events: {} };
  for (let i = 0; i < options.games; i++) {
    const seed = options.seed + i;
    const setup = propertySetup(seed, seed, options.players);
    const { summary, violations } = playGame({ ...setup, check: options.check, tally: report.events, maxActions: 20_000, roundTripEvery: options.roundTripEvery, ...(options.packed ? { packed: options.packed } : {}) });
    report.games++;
    report.actions += summary.actions;
    const reason = summary.endReason ?? 'unfinished';
    report.endReasons[reason] = (report.endReasons[reason] ?? 0) + 1;
    if (violations.length) {
      report.failures++;
      if (report.problems.length < 10) report.problems.push(`seed ${seed} (${setup.players} players): ${violations.slice(0, 3).join('; ')}`);
    }
  }
  report.seconds = (Date.now() - start) / 1000;
  return report;
}

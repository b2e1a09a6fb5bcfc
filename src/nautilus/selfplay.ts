/** Whole games headless: seeded bots, game records, and the invariant-checking mode of the property suite. */
import { Rng } from '../core/rng.js';
import { makeAction, type Action } from './actions.js';
import { conservationViolations, nemoViolations } from './invariants.js';
import { validatePosition } from './position.js';
import { applyInPlace, clonePosition, type GameEvent } from './apply.js';
import { checkAction } from './check.js';
import { DEFAULT_CONTEXT, type EngineContext } from './context.js';
import { legalActions } from './generate.js';
import { scoreBreakdown, winners, type ScoreBreakdown } from './scoring.js';
import { seaOf } from './sea.js';
import { setupGame, type SetupOptions } from './setup.js';
import type { SelfplayReport } from '../core/selfplay.js';
import type { EndReason, Position } from './types.js';

/** Chooses one of the legal actions of the seat to act. */
export type Chooser = (pos: Position, legal: Action[]) => Action;

/** The built-in headless bots by name. */
export const BOT_NAMES = ['random'] as const;

/** A bot by name, seeded. */
export function makeBot(name: string, seed: number): Chooser | null {
  if (name !== 'random') return null;
  const rng = Rng.fromSeed(seed);
  return (_pos, legal) => rng.pick(legal);
}

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
  /** One chooser per seat; seeded random bots when absent. */
  bots?: Chooser[];
  /** Keep the game record. */
  record?: boolean;
  /** Check every invariant after every action (the property suite). */
  check?: boolean;
  /** A game that has not ended after this many actions is a violation. */
  maxActions?: number;
  /** The engine context (its kernel); the default engine's when absent. */
  ctx?: EngineContext;
}

export interface PlayOutcome {
  summary: GameSummary;
  record?: GameRecord;
  /** Invariant violations found with `check` (empty when all hold). */
  violations: string[];
}

/** Plays one whole game. */
export function playGame(options: PlayOptions): PlayOutcome {
  const { players, seed, bots, record, check, maxActions = 200_000, ctx = DEFAULT_CONTEXT, ...setup } = options;
  const pos = setupGame({ ...setup, players, seed });
  const initial = record ? clonePosition(pos) : undefined;
  const choosers = bots ?? Array.from({ length: players }, (_, s) => makeBot('random', seed * 16 + s + 1)!);
  const actions: string[] = [];
  const violations: string[] = [];
  let count = 0;
  while (pos.endReason === null) {
    if (count >= maxActions) {
      violations.push(`the game did not end within ${maxActions} actions`);
      break;
    }
    const sea = seaOf(pos);
    const legal = legalActions(pos, sea, ctx);
    if (legal.length === 0) {
      violations.push('no legal action in a running game');
      break;
    }
    const action = choosers[pos.toAct]!(pos, legal);
    if (record) actions.push(makeAction(action));
    if (check) {
      const problem = checkAction(pos, action, sea);
      if (problem) violations.push(`chosen action '${makeAction(action)}' is illegal: ${problem.code}`);
      if (count % 10 === 0) {
        for (const a of legal) {
          const p = checkAction(pos, a, sea);
          if (p) violations.push(`generated action '${makeAction(a)}' is illegal: ${p.code} ${p.message}`);
        }
        if (new Set(legal.map(makeAction)).size !== legal.length) violations.push('the legal list holds duplicates');
      }
      const before = clonePosition(pos);
      const events: GameEvent[] = [];
      applyInPlace(pos, action, events, ctx);
      for (const v of nemoViolations(before, pos, action, events)) violations.push(`after '${makeAction(action)}': ${v}`);
      for (const v of conservationViolations(pos)) violations.push(`after '${makeAction(action)}': ${v}`);
      if (count % 100 === 0 || pos.endReason !== null) {
        for (const e of validatePosition(pos)) violations.push(`invalid position after '${makeAction(action)}': ${e.path} ${e.code} ${e.message}`);
      }
      if (violations.length > 20) break;
    } else {
      applyInPlace(pos, action, undefined, ctx);
    }
    count++;
  }
  const scores = scoreBreakdown(pos);
  const summary: GameSummary = {
    seed,
    players,
    rounds: pos.round,
    actions: count,
    endReason: pos.endReason,
    scores,
    winners: winners(pos, scores),
  };
  return {
    summary,
    violations,
    ...(record ? { record: { format: 'nautilus-game/1', seed, initial: initial!, actions, final: clonePosition(pos) } } : {}),
  };
}

/**
 * `games` seeded games from seed `seed` with random bots, 2, 3 and 4 players in turn (or `players`);
 * with `check`, every invariant after every action.
 */
export function selfplayGames(options: { games: number; seed: number; check: boolean; players?: number }): SelfplayReport {
  const start = Date.now();
  const report: SelfplayReport = { games: 0, failures: 0, endReasons: {}, actions: 0, seconds: 0, problems: [], events: {} };
  for (let i = 0; i < options.games; i++) {
    const seed = options.seed + i;
    const players = options.players ?? 2 + (seed % 3);
    const { summary, violations } = playGame({ players, seed, check: options.check });
    report.games++;
    report.actions += summary.actions;
    const reason = summary.endReason ?? 'unfinished';
    report.endReasons[reason] = (report.endReasons[reason] ?? 0) + 1;
    if (violations.length) {
      report.failures++;
      if (report.problems.length < 10) report.problems.push(`seed ${seed} (${players} players): ${violations.slice(0, 3).join('; ')}`);
    }
  }
  report.seconds = (Date.now() - start) / 1000;
  return report;
}

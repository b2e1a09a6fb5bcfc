/**
 * Whole games headless: seeded self-play with every check after every action (the property
 * suite and `nautilab selfplay --game duel`), cycling through every variant setting.
 */
import { Rng } from '../core/rng.js';
import { applyInPlace, type DuelEvent } from './apply.js';
import { checkAction } from './check.js';
import { legalActions } from './generate.js';
import { invariants } from './invariants.js';
import { makeAction, parseAction } from './notation.js';
import { rolloutChoice } from './policy.js';
import { positionFromJSON } from './position.js';
import { setupDuel } from './setup.js';
import type { DuelAction, DuelPosition, DuelVariants } from './types.js';

/** Chooses one of the legal actions of the seat to act. */
export type Chooser = (pos: DuelPosition, legal: DuelAction[]) => DuelAction;

/** The variant settings of combination `i` (0..63): each boolean setting is one bit. */
export function variantCombination(i: number): DuelVariants {
  return {
    earlyEnd: (i & 1) === 0,
    hiddenDomains: (i & 2) !== 0,
    verticalAnySpace: (i & 4) !== 0,
    arrowOptional: (i & 8) !== 0,
    compulsorySpecials: (i & 16) !== 0,
    firstPlayer: (i >> 5) & 1,
  };
}

/** A seeded chooser mixing the playout policy and uniform random (`greedyShare` of decisions greedy). */
export function mixedChooser(seed: number, greedyShare: number): Chooser {
  const rng = Rng.fromSeed(seed);
  return (pos, legal) => (rng.next() < greedyShare ? rolloutChoice(pos, legal, rng) : legal[rng.int(legal.length)]!);
}

/** Options of one checked game. */
export interface DuelGameOptions {
  seed: number;
  variants?: Partial<DuelVariants>;
  /** One chooser per seat; uniform random when absent. */
  choosers?: Chooser[];
  /** Check everything after every action. */
  check?: boolean;
  /** Rare-rule counts are added here. */
  events?: Record<DuelEvent, number>;
  maxActions?: number;
}

/** The outcome of one game. */
export interface DuelGameOutcome {
  final: DuelPosition;
  actions: string[];
  violations: string[];
}

/** Plays one game; with `check`, every generated action, the JSON round trip and the invariants after every action. */
export function playDuel(options: DuelGameOptions): DuelGameOutcome {
  const { seed, check = false, maxActions = 400 } = options;
  const pos = setupDuel({ players: 2, seed, ...(options.variants ? { variants: options.variants } : {}) });
  const random = Rng.fromSeed(seed ^ 0x5eed);
  const choosers = options.choosers ?? [(_p: DuelPosition, l: DuelAction[]) => l[random.int(l.length)]!, (_p: DuelPosition, l: DuelAction[]) => l[random.int(l.length)]!];
  const actions: string[] = [];
  const violations: string[] = [];
  const events: DuelEvent[] = [];
  if (check) violations.push(...invariants(pos).map((v) => `after setup: ${v}`));
  while (pos.ended === null && violations.length === 0) {
    if (actions.length >= maxActions) {
      violations.push(`no end within ${maxActions} actions`);
      break;
    }
    const legal = legalActions(pos);
    if (legal.length === 0) {
      violations.push('no legal action in a running game');
      break;
    }
    const action = choosers[pos.toAct!]!(pos, legal);
    const text = makeAction(action);
    actions.push(text);
    if (check) {
      const texts = legal.map(makeAction);
      if (new Set(texts).size !== texts.length) violations.push('the legal list holds duplicates');
      for (const a of legal) {
        const problem = checkAction(pos, a);
        if (problem) violations.push(`generated '${makeAction(a)}' is refused: ${problem.code} ${problem.message}`);
      }
      const parsed = parseAction(text);
      if (!parsed.ok || JSON.stringify(parsed.value) !== JSON.stringify(action)) violations.push(`'${text}' does not parse back`);
    }
    applyInPlace(pos, action, events);
    if (check) {
      const again = positionFromJSON(JSON.parse(JSON.stringify(pos)));
      if (!again.ok) violations.push(...again.error.slice(0, 3).map((e) => `after '${text}': ${e.path} ${e.code} ${e.message}`));
      else if (JSON.stringify(again.value) !== JSON.stringify(pos)) violations.push(`after '${text}': the JSON round trip changed the position`);
      violations.push(...invariants(pos).map((v) => `after '${text}': ${v}`));
    }
  }
  if (options.events) for (const e of events) options.events[e] = (options.events[e] ?? 0) + 1;
  return { final: pos, actions, violations };
}

import type { SelfplayReport } from '../core/selfplay.js';
export type { SelfplayReport };

/**
 * Plays `games` seeded games (seeds `seed`, `seed + 1`, …), cycling through all 64 variant
 * combinations, each seat choosing by the playout policy half the time and at random otherwise;
 * with `check`, everything is checked after every action.
 */
export function selfplayGames(options: { games: number; seed: number; check: boolean }): SelfplayReport {
  const start = Date.now();
  const report: SelfplayReport = { games: 0, failures: 0, endReasons: {}, actions: 0, seconds: 0, problems: [], events: {} };
  for (let i = 0; i < options.games; i++) {
    const seed = options.seed + i;
    const share = [0, 0.5, 0.9][i % 3]!;
    const outcome = playDuel({
      seed,
      variants: variantCombination(i % 64),
      choosers: [mixedChooser(seed * 2 + 1, share), mixedChooser(seed * 2 + 2, share)],
      check: options.check,
      events: report.events,
    });
    report.games++;
    report.actions += outcome.actions.length;
    const reason = outcome.final.ended?.endReason ?? 'unfinished';
    report.endReasons[reason] = (report.endReasons[reason] ?? 0) + 1;
    if (outcome.violations.length) {
      report.failures++;
      if (report.problems.length < 10) report.problems.push(`seed ${seed}: ${outcome.violations.slice(0, 3).join('; ')}`);
    }
  }
  report.seconds = (Date.now() - start) / 1000;
  return report;
}

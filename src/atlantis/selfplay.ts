/**
 * Whole games headless: the seeded self-play behind the property suite and `nautilab selfplay
 * --game atlantis`, with every check after every action, and a tally of the rare rules seen.
 */
import type { SelfplayReport } from '../core/selfplay.js';
import { Rng } from '../core/rng.js';
import { makeAction, parseAction, type Action } from './actions.js';
import { applyInPlace, clonePosition } from './apply.js';
import { checkAction } from './check.js';
import { legalActions } from './generate.js';
import { gapContaining } from './path.js';
import { invariants } from './invariants.js';
import { positionFromJSON, validatePosition } from './position.js';
import { rolloutChoice } from './policy.js';
import { setupGame } from './setup.js';
import { MAINLAND, type Position, type Variants } from './types.js';

/** Chooses one of the legal actions of the seat to act. */
export type Chooser = (pos: Position, legal: Action[]) => Action;

/** The variant settings game `k` of a self-play run uses (every combination in turn). */
export function variantsFor(k: number): Partial<Variants> {
  return { openStacks: (k & 1) === 1, tollWithBoughtCards: (k & 2) === 0, atlantisPawnsPay: (k & 4) === 0 };
}

/** The rare rules the tally counts. */
export const RARE_RULES = [
  'chainedMove',
  'stranded',
  'bridge',
  'payWithTile',
  'payWithCards',
  'buy',
  'pass',
  'passWithoutDraw',
  'reshuffle',
  'takeFromLeftPosition',
  'takeNothing',
  'mainlandArrival',
  'gapMerge',
  'finalPayment',
  'shortfall',
  'mainlandEnd',
  'stalemateEnd',
] as const;

/** A rare rule name. */
export type RareRule = (typeof RARE_RULES)[number];

/** Adds to `tally` the rare rules one step showed (`before` → `action` → `after`). */
export function tallyStep(before: Position, action: Action, after: Position, tally: Record<string, number>): void {
  const hit = (rule: RareRule): void => void (tally[rule] = (tally[rule] ?? 0) + 1);
  const seat = before.toAct;
  if (action.type === 'move' && after.turnState.stage === 'moving') hit('chainedMove');
  if (action.type === 'bridge') hit('bridge');
  if (action.type === 'pay' && action.tiles.length) hit('payWithTile');
  if (action.type === 'pay' && action.cards.length > 1) hit('payWithCards');
  if (action.type === 'buy') hit('buy');
  if (action.type === 'pass') {
    hit('pass');
    if (after.hands[seat]!.length === before.hands[seat]!.length) hit('passWithoutDraw');
  }
  if (before.rng.some((w, i) => w !== after.rng[i])) hit('reshuffle');
  if (action.type === 'move' && before.turnState.stage !== 'paying') {
    const hand = before.hands[seat]!;
    const pawns = before.turnState.stage === 'moving' ? [before.turnState.pawn!] : [0, 1, 2];
    if (pawns.some((p) => hand.some((c) => checkAction(before, { type: 'move', pawn: p, colour: c })?.code === 'stranded'))) hit('stranded');
  }
  const turnEnded = after.turn !== before.turn || after.ended !== null;
  if (turnEnded && action.type !== 'pass') {
    const from = before.turnState.stage === 'start' ? null : before.turnState.from;
    const took = after.path.some((stack, i) => stack.length < before.path[i]!.length);
    if (!took) hit('takeNothing');
    const pawn = before.turnState.pawn ?? (action.type === 'move' ? action.pawn : 0);
    const start = from ?? before.pawns[seat]![pawn]!;
    if (took && start > 0 && after.path[start]!.length < before.path[start]!.length) hit('takeFromLeftPosition');
    if (after.pawns[seat]!.filter((p) => p === MAINLAND).length > before.pawns[seat]!.filter((p) => p === MAINLAND).length && after.ended === null) hit('mainlandArrival');
    const x = after.path.findIndex((stack, i) => stack.length < before.path[i]!.length);
    if (x > 1 && x < MAINLAND - 1 && after.path[x - 1]!.length === 0 && after.path[x + 1]!.length === 0 && gapContaining(after.path, x) !== null) hit('gapMerge');
  }
  if (after.ended !== null && before.ended === null) {
    hit(after.ended.endReason === 'mainland' ? 'mainlandEnd' : 'stalemateEnd');
    if (after.ended.scores.some((l) => l.paid > 0)) hit('finalPayment');
    if (after.ended.scores.some((l) => l.shortfall > 0)) hit('shortfall');
  }
}

/** Options of one self-played game. */
export interface PlayOptions {
  players: number;
  seed: number;
  variants?: Partial<Variants>;
  firstPlayer?: number;
  /** The chooser of every seat; by default each action is the playout policy or uniform random, half and half. */
  chooser?: Chooser;
  /** Check every invariant after every action. */
  check?: boolean;
  /** Count the rare rules into this record. */
  tally?: Record<string, number>;
  /** A game that has not ended after this many actions is a violation. */
  maxActions?: number;
  /** Start from this position instead of a new game. */
  start?: Position;
}

/** The outcome of one self-played game. */
export interface PlayOutcome {
  final: Position;
  actions: number;
  violations: string[];
}

/** Problems of one step of a checked game (the legal list, the chosen action, the position after). */
function stepViolations(pos: Position, legal: Action[], action: Action, after: Position): string[] {
  const out: string[] = [];
  const texts = legal.map(makeAction);
  if (new Set(texts).size !== texts.length) out.push('the legal list holds duplicates');
  for (let i = 0; i < legal.length; i++) {
    const problem = checkAction(pos, legal[i]!);
    if (problem) out.push(`generated action '${texts[i]}' is refused: ${problem.code} ${problem.message}`);
    const back = parseAction(texts[i]!);
    if (!back.ok || makeAction(back.value) !== texts[i]) out.push(`'${texts[i]}' does not read back`);
  }
  const chosen = parseAction(makeAction(action));
  if (!chosen.ok || JSON.stringify(chosen.value) !== JSON.stringify(action)) out.push(`'${makeAction(action)}' does not read back as the same action`);
  const json = JSON.parse(JSON.stringify(after)) as unknown;
  const read = positionFromJSON(json);
  if (!read.ok) out.push(`invalid position after '${makeAction(action)}': ${read.error.map((e) => `${e.path} ${e.code} ${e.message}`).join('; ')}`);
  else if (JSON.stringify(read.value) !== JSON.stringify(after)) out.push(`the JSON round trip changed the position after '${makeAction(action)}'`);
  for (const v of invariants(after)) out.push(`after '${makeAction(action)}': ${v}`);
  return out;
}

/** Plays one whole game. */
export function playGame(options: PlayOptions): PlayOutcome {
  const { players, seed, variants, firstPlayer, check, tally, maxActions = 20_000 } = options;
  const pos = options.start ? clonePosition(options.start) : setupGame({ players, seed, variants: variants ?? {}, firstPlayer: firstPlayer ?? 0 });
  const rng = Rng.fromSeed(seed ^ 0x5eed);
  const chooser: Chooser = options.chooser ?? ((p, legal) => (rng.next() < 0.5 ? rolloutChoice(p, legal, rng) : rng.pick(legal)));
  const violations: string[] = [];
  if (check) for (const e of validatePosition(pos)) violations.push(`invalid start: ${e.path} ${e.code} ${e.message}`);
  let count = 0;
  while (pos.ended === null && violations.length === 0) {
    if (count >= maxActions) {
      violations.push(`the game did not end within ${maxActions} actions`);
      break;
    }
    const legal = legalActions(pos);
    if (legal.length === 0) {
      violations.push('no legal action in a running game');
      break;
    }
    const action = chooser(pos, legal);
    const before = check || tally ? clonePosition(pos) : null;
    applyInPlace(pos, action);
    if (before && check) violations.push(...stepViolations(before, legal, action, pos));
    if (before && tally) tallyStep(before, action, pos, tally);
    count++;
  }
  return { final: pos, actions: count, violations };
}

/**
 * Self-plays `games` seeded games (seed, seed + 1, …; 2, 3, 4 players (or `players`) and every
 * variant combination in turn), checking every action and position when `check` is set.
 */
export function selfplayGames(options: { games: number; seed: number; check: boolean; players?: number }): SelfplayReport {
  const started = Date.now();
  const report: SelfplayReport = { games: options.games, failures: 0, endReasons: {}, actions: 0, seconds: 0, problems: [], events: {} };
  for (let k = 0; k < options.games; k++) {
    const seed = options.seed + k;
    const players = options.players ?? 2 + (seed % 3);
    const out = playGame({ players, seed, variants: variantsFor(k), firstPlayer: seed % players, check: options.check, tally: report.events });
    report.actions += out.actions;
    const reason = out.final.ended?.endReason ?? 'none';
    report.endReasons[reason] = (report.endReasons[reason] ?? 0) + 1;
    if (out.violations.length) {
      report.failures++;
      if (report.problems.length < 20) report.problems.push(`seed ${seed} (${players} players): ${out.violations.slice(0, 3).join('; ')}`);
    }
  }
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

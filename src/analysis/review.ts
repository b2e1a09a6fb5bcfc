/**
 * The review of a whole game (docs/cli.md, "Reviewing a game"): for every decision, what the mover
 * could expect before it, what the action it played was worth, the best action and its worth, and a
 * mark when the loss is large. Each decision is judged from what its mover knew then: every number
 * comes from samples of the mover's observation before the decision (observation mode), never from
 * the true position, so a review reads no other seat's hidden state and counts no luck of a draw.
 *
 * Per decision with a choice (more than one legal action):
 * - `best`: the best action of the analysis of the position before (`analyze`, observation mode,
 *   the mover's view); `analysisWin` is that analysis's win probability for the mover (the samples
 *   its tree gave the best action: few, and biased upwards, when there are many candidates).
 * - `winAfter` and `bestWin`: the mover's win share over samples that draw a position from the
 *   mover's observation before, play the action (the played one, the best one), and go on as the
 *   analysis does (the mover's tree for the rest of its turn, then the playout policy for every seat
 *   to the end). Both use the
 *   same budget and the same seeds (common random numbers), so their difference is the action's.
 * - `winBefore` = `bestWin`: what the position was worth to the mover before deciding is what its
 *   best action is worth (as lichess reads an evaluation), measured with the full budget.
 * - `loss` = max(0, bestWin − winAfter) and the mark from `MARK_THRESHOLDS`.
 * A decision with one legal action (an only move) is listed, unanalysed and unmarked.
 * Every seed derives from (seed, ply): a decision's numbers do not depend on who computed it.
 */
import type { AnyGame } from '../core/game.js';
import { err, ok, type PathError, type Result } from '../core/result.js';
import { Rng } from '../core/rng.js';
import { analyze, searchModel } from './analyze.js';
import { mergeTrees, runShard, shardBudgets, shardSeed } from './search.js';
import { round } from './stats.js';

/** A mark on a decision, by the win probability it lost. */
export type Mark = 'inaccuracy' | 'mistake' | 'blunder';
export const MARKS: readonly Mark[] = ['inaccuracy', 'mistake', 'blunder'];

/** Loss of win probability (0..1) from which a decision is marked (lichess's 10/20/30 points). */
export const MARK_THRESHOLDS: Readonly<Record<Mark, number>> = { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 };

/** Default budget: samples per analysis (three analyses a decision), and the seed. */
export const REVIEW_DEFAULTS = { iterations: 300, seed: 1 } as const;

/** The review's settings. */
export interface ReviewOptions {
  /** Samples of each analysis of a decision (default 300). */
  iterations?: number;
  seed?: number;
}

/** One decision of the game, reviewed. */
export interface ReviewDecision {
  /** Index of the action in the record (0 = the first action). */
  ply: number;
  seat: number;
  action: string;
  /** Legal actions the mover had. */
  legal: number;
  onlyMove: boolean;
  /** The analysis's best action (null for an only move). */
  best: string | null;
  /** The mover's win probability before the decision: `bestWin` (the position is worth its best action). */
  winBefore: number | null;
  /** The analysis of the position before: its own win probability for the mover (the samples its tree gave `best`). */
  analysisWin: number | null;
  /** The mover's win probability after the played action, as the mover could know it then. */
  winAfter: number | null;
  /** The mover's win probability after the best action, measured as `winAfter` is. */
  bestWin: number | null;
  /** max(0, bestWin − winAfter). */
  loss: number | null;
  mark: Mark | null;
  /** Samples behind each of `winBefore`, `winAfter` and `bestWin`. */
  samples: number;
}

/** One seat's summary. */
export interface ReviewSeatSummary {
  seat: number;
  /** Decisions with a choice (only moves not counted). */
  decisions: number;
  marks: Record<Mark, number>;
  /** Mean `loss` over its decisions with a choice (null when it had none). */
  meanLoss: number | null;
}

/** The review document (`nautilab review --json`). */
export interface ReviewDocument {
  game: string;
  seats: number;
  /** The seat reviewed, or null for every seat. */
  seat: number | null;
  mode: 'observation';
  iterations: number;
  seed: number;
  thresholds: Record<Mark, number>;
  decisions: ReviewDecision[];
  summary: ReviewSeatSummary[];
}

/** The mark of a loss of win probability, or null below the inaccuracy threshold. */
export function markOf(loss: number): Mark | null {
  for (const m of [...MARKS].reverse()) if (loss >= MARK_THRESHOLDS[m] - 1e-9) return m;
  return null;
}

/** A game to review: its game, the initial position, and every action as played. */
export interface ReviewGame {
  game: AnyGame;
  initial: unknown;
  actions: string[];
}

/** Plays the record's actions from its initial position: every position before each action, and the final one; an illegal action is an error at `$.actions[i]`. */
export function replayRecord(g: ReviewGame, path = '$.actions'): Result<unknown[], PathError> {
  const positions: unknown[] = [g.initial];
  let p = g.initial;
  for (let i = 0; i < g.actions.length; i++) {
    const at = `${path}[${i}]`;
    const text = g.actions[i];
    if (typeof text !== 'string') return err({ path: at, code: 'badAction', message: 'an action is a string of notation' });
    if (g.game.isOver(p)) return err({ path: at, code: 'afterEnd', message: `'${text.slice(0, 80)}' comes after the game ended` });
    const parsed = g.game.parseAction(text);
    if (!parsed.ok) return err({ path: at, code: parsed.error.code, message: `'${text.slice(0, 80)}': ${parsed.error.message}` });
    const next = g.game.play(p, parsed.value);
    if (!next.ok) return err({ path: at, code: next.error.code, message: `'${text.slice(0, 80)}' is not legal here: ${next.error.message}` });
    p = next.value;
    positions.push(p);
  }
  return ok(positions);
}

/** The decisions of a replayed game (of one seat, or all): ply, mover and action. */
export function decisionsOf(game: AnyGame, positions: readonly unknown[], actions: readonly string[], seat: number | null = null): { ply: number; seat: number; action: string }[] {
  const out: { ply: number; seat: number; action: string }[] = [];
  for (let ply = 0; ply < actions.length; ply++) {
    const mover = game.toAct(positions[ply]) as number;
    if (seat === null || mover === seat) out.push({ ply, seat: mover, action: actions[ply]! });
  }
  return out;
}

/**
 * The mover's win share after `action`, as the mover knew the position before: each sample draws a
 * position from the mover's observation, plays the action and goes on as the analysis does.
 */
export function actionValue(game: AnyGame, before: unknown, seat: number, action: string, iterations: number, seed: number): { win: number; samples: number } {
  const parsed = game.parseAction(action);
  if (!parsed.ok) throw new RangeError(`cannot value '${action}': ${parsed.error.message}`);
  const observation = game.observe(before, seat);
  const sample = (rng: Rng): unknown => {
    const p = game.determinize(observation, rng);
    game.applyInPlace(p, parsed.value);
    return p;
  };
  // the mover's tree goes on while its turn does (as the analysis's tree); others play the playout policy
  const next = game.toAct(sample(Rng.fromSeed(seed)));
  const actor = next === seat ? seat : -1;
  const model = searchModel(game, game.seats(before));
  const trees = shardBudgets(iterations, 250).map((n, i) => runShard({ model, sample, viewpoint: seat, actor, iterations: n, seed: shardSeed(seed, i), horizon: 'end', exploration: 0.5 }).tree);
  const root = mergeTrees(game.seats(before), trees);
  return { win: root.n ? root.win[seat]! / root.n : 0, samples: root.n };
}

/** Reviews one decision: the mover at `before` played `action` (`ply` seeds it). */
export function reviewDecision(game: AnyGame, before: unknown, action: string, ply: number, options: ReviewOptions = {}): ReviewDecision {
  const iterations = options.iterations ?? REVIEW_DEFAULTS.iterations;
  const seed = shardSeed(options.seed ?? REVIEW_DEFAULTS.seed, ply);
  const seat = game.toAct(before) as number;
  const doc = analyze(game, before, { viewpoint: seat, mode: 'observation', iterations, seed, exact: false });
  const legal = doc.onlyMove ? 1 : doc.actions.length + doc.pruned.length;
  if (doc.onlyMove) return { ply, seat, action, legal, onlyMove: true, best: null, winBefore: null, analysisWin: null, winAfter: null, bestWin: null, loss: null, mark: null, samples: 0 };
  const best = doc.actions[0]!.action;
  const valueSeed = shardSeed(seed, 1);
  const played = actionValue(game, before, seat, action, iterations, valueSeed);
  const bestValue = best === action ? played : actionValue(game, before, seat, best, iterations, valueSeed);
  const loss = Math.max(0, bestValue.win - played.win);
  return {
    ply,
    seat,
    action,
    legal,
    onlyMove: false,
    best,
    winBefore: round(bestValue.win),
    analysisWin: doc.position.winProbability[seat]!,
    winAfter: round(played.win),
    bestWin: round(bestValue.win),
    loss: round(loss),
    mark: markOf(round(loss)),
    samples: iterations,
  };
}

/** Each seat's counts of marks and mean loss. */
export function reviewSummary(seats: number, decisions: readonly ReviewDecision[], only: number | null = null): ReviewSeatSummary[] {
  const out: ReviewSeatSummary[] = [];
  for (let seat = 0; seat < seats; seat++) {
    if (only !== null && seat !== only) continue;
    const mine = decisions.filter((d) => d.seat === seat && !d.onlyMove);
    const marks: Record<Mark, number> = { inaccuracy: 0, mistake: 0, blunder: 0 };
    for (const d of mine) if (d.mark) marks[d.mark]++;
    const loss = mine.reduce((s, d) => s + (d.loss ?? 0), 0);
    out.push({ seat, decisions: mine.length, marks, meanLoss: mine.length ? round(loss / mine.length) : null });
  }
  return out;
}

/** Reviews a whole game (every seat, or `seat`); `progress` hears of each decision done. */
export function reviewGame(g: ReviewGame, options: ReviewOptions & { seat?: number | null; progress?: (done: number, total: number, d: ReviewDecision) => void } = {}): Result<ReviewDocument, PathError> {
  const replayed = replayRecord(g);
  if (!replayed.ok) return replayed;
  const positions = replayed.value;
  const seats = g.game.seats(g.initial);
  const seat = options.seat ?? null;
  const todo = decisionsOf(g.game, positions, g.actions, seat);
  const decisions: ReviewDecision[] = [];
  for (const t of todo) {
    const d = reviewDecision(g.game, positions[t.ply], t.action, t.ply, options);
    decisions.push(d);
    options.progress?.(decisions.length, todo.length, d);
  }
  return ok({
    game: g.game.id,
    seats,
    seat,
    mode: 'observation',
    iterations: options.iterations ?? REVIEW_DEFAULTS.iterations,
    seed: options.seed ?? REVIEW_DEFAULTS.seed,
    thresholds: { ...MARK_THRESHOLDS },
    decisions,
    summary: reviewSummary(seats, decisions, seat),
  });
}

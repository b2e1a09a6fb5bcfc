/**
 * The analysis's exact part (docs/analysis-spec.md, "Exact"): in `omniscient` mode the true
 * position solved exactly; in `observation` mode a fixed number of determinizations of the
 * viewpoint's observation, each solved exactly, and the values averaged over them (a double-dummy
 * table averaged over deals). Null when the position is not solvable within the limits.
 */
import type { AnyGame } from '../../core/game.js';
import { Rng } from '../../core/rng.js';
import { round, wilson } from '../stats.js';
import { compareValue, marginOf, mayBeSolvable, solveExact, type ExactLimits } from './solve.js';

/** Determinizations an observation-mode exact answer averages over. */
export const EXACT_DETERMINIZATIONS = 16;

/** One root action's exact value for the viewpoint. */
export interface ExactActionOut {
  action: string;
  /** The viewpoint's win share (ties split) when every seat then plays by the convention; a mean over determinizations in observation mode. */
  winShare: number;
  /** The viewpoint's margin (its score less the best other seat's), likewise. */
  margin: number;
  /** Exactly optimal for the seat to act (its own win share, then margin, are the highest). */
  optimal: boolean;
}

/** The document's `exact` field: where it applies, the exact values of every legal action. */
export interface ExactOut {
  mode: 'omniscient' | 'observation';
  /** How the other seats play: each maximises its own win share, then margin. */
  convention: 'max-own';
  /** Positions solved: 1 (omniscient) or the determinizations averaged. */
  determinizations: number;
  /** Positions visited by the solver, over all determinizations. */
  nodes: number;
  /**
   * The viewpoint's value of the position: its value of the first optimal action, and in
   * observation mode the 95% Wilson interval of that win share over the deals (a mean over deals is
   * a sample of what the viewpoint cannot see; the win share itself where the true position was solved).
   */
  value: { winShare: number; margin: number; winInterval: [number, number] };
  /** Every legal action, in the engine's order. */
  actions: ExactActionOut[];
  /** The exactly optimal actions, in the engine's order. */
  optimal: string[];
}

export interface ExactOptions extends ExactLimits {
  mode: 'omniscient' | 'observation';
  viewpoint: number;
  /** Seeds the determinizations (observation mode). */
  seed: number;
  /** Determinizations in observation mode (default `EXACT_DETERMINIZATIONS`). */
  determinizations?: number;
  /** Observation mode: a determinization already drawn, whose estimated size refuses at once before any is drawn here. */
  probe?: unknown;
}

/** The determinizations an observation-mode exact answer solves: `n` of the viewpoint's observation, from their own stream of `seed`. */
export function exactDeterminizations(game: AnyGame, position: unknown, viewpoint: number, seed: number, n: number): unknown[] {
  const obs = game.observe(position, viewpoint);
  const rng = Rng.fromSeed((seed ^ 0x5eed_e8ac) >>> 0);
  return Array.from({ length: Math.max(1, n) }, () => game.determinize(obs, rng));
}

/** Each solved position's exact values: every legal action's outcome for every seat, position by position (deal by deal in observation mode). */
export interface ExactDeals {
  /** The seat to act. */
  actor: number;
  /** Every legal action, in the engine's order. */
  actions: string[];
  /** Per position solved, per action: every seat's win share and margin. */
  deals: { win: number[]; margin: number[] }[][];
  /** Positions visited by the solver, over all positions. */
  nodes: number;
}

/** Solves each of `samples` exactly, added to `into` (a fresh record without it); null when one is not solvable within the limits, or offers the seat to act other actions than the rest. */
function solveAll(game: AnyGame, samples: readonly unknown[], limits: ExactLimits, into?: ExactDeals): ExactDeals | null {
  const out: ExactDeals = into ?? { actor: -1, actions: [], deals: [], nodes: 0 };
  for (const s of samples) {
    const solved = solveExact(game, s, limits);
    if (!solved) return null;
    const here = solved.actions.map((x) => x.action);
    // every determinization of one observation offers the seat to act the same actions
    if (out.deals.length && (out.actions.length !== here.length || out.actions.some((a, i) => a !== here[i]))) return null;
    out.actor = solved.actor;
    out.actions = here;
    out.nodes += solved.nodes;
    out.deals.push(solved.actions.map((x) => ({ win: [...x.outcome.win], margin: x.outcome.score.map((_, seat) => marginOf(x.outcome.score, seat)) })));
  }
  return out.deals.length && out.actor >= 0 ? out : null;
}

/**
 * The first `deals` determinizations of the viewpoint's observation (the stream `exactAnalysis`
 * averages), each solved exactly; given `from`, the record of the first `from.deals.length` of them,
 * extended with the rest (the same deals as solving all at once). Null when the position is over
 * or a deal is not solvable within the limits.
 */
export function exactDeals(game: AnyGame, position: unknown, options: Omit<ExactOptions, 'mode'> & { deals: number; from?: ExactDeals }): ExactDeals | null {
  const limits: ExactLimits = { budget: options.budget, maxDepth: options.maxDepth };
  const done = options.from?.deals.length ?? 0;
  if (!done && !mayBeSolvable(game, options.probe ?? position, limits)) return null;
  const samples = exactDeterminizations(game, position, options.viewpoint, options.seed, options.deals).slice(done);
  return solveAll(game, samples, limits, options.from ? { ...options.from, deals: [...options.from.deals] } : undefined);
}

/** The exact answer for a position, or null when it is over or not solvable within the limits. */
export function exactAnalysis(game: AnyGame, position: unknown, options: ExactOptions): ExactOut | null {
  const { viewpoint } = options;
  const limits: ExactLimits = { budget: options.budget, maxDepth: options.maxDepth };
  const solved =
    options.mode === 'omniscient'
      ? mayBeSolvable(game, position, limits)
        ? solveAll(game, [position], limits)
        : null
      : exactDeals(game, position, { ...options, deals: options.determinizations ?? EXACT_DETERMINIZATIONS });
  if (!solved) return null;
  const { actor } = solved;
  const n = solved.deals.length;
  const sums = solved.actions.map((action, i) => ({ action, win: solved.deals.reduce((acc, d) => addInto(acc, d[i]!.win), [] as number[]), margin: solved.deals.reduce((acc, d) => addInto(acc, d[i]!.margin), [] as number[]) }));
  const mean = (row: { win: number[]; margin: number[] }, seat: number): { win: number; margin: number } => ({ win: row.win[seat]! / n, margin: row.margin[seat]! / n });
  let top = sums[0]!;
  for (const row of sums) if (compareValue(mean(row, actor), mean(top, actor)) > 0) top = row;
  const actions: ExactActionOut[] = sums.map((row) => ({
    action: row.action,
    winShare: round(mean(row, viewpoint).win),
    margin: round(mean(row, viewpoint).margin),
    optimal: compareValue(mean(row, actor), mean(top, actor)) === 0,
  }));
  const first = actions.find((a) => a.optimal)!;
  const winInterval: [number, number] = options.mode === 'omniscient' ? [first.winShare, first.winShare] : wilson(mean(sums[actions.indexOf(first)]!, viewpoint).win, n).map((x) => round(x)) as [number, number];
  return {
    mode: options.mode,
    convention: 'max-own',
    determinizations: n,
    nodes: solved.nodes,
    value: { winShare: first.winShare, margin: first.margin, winInterval },
    actions,
    optimal: actions.filter((a) => a.optimal).map((a) => a.action),
  };
}

/** Element-wise sum (a fresh array from an empty one). */
function addInto(into: number[], add: readonly number[]): number[] {
  if (!into.length) return [...add];
  for (let i = 0; i < add.length; i++) into[i]! += add[i]!;
  return into;
}

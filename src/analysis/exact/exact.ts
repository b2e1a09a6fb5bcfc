/**
 * The analysis's exact part (docs/analysis-spec.md, "Exact"): in `omniscient` mode the true
 * position solved exactly; in `observation` mode a fixed number of determinizations of the
 * viewpoint's observation, each solved exactly, and the values averaged over them (a double-dummy
 * table averaged over deals). Null when the position is not solvable within the limits.
 */
import type { AnyGame } from '../../core/game.js';
import { Rng } from '../../core/rng.js';
import { round } from '../stats.js';
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
  /** The viewpoint's value of the position: its value of the first optimal action. */
  value: { winShare: number; margin: number };
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

/** The exact answer for a position, or null when it is over or not solvable within the limits. */
export function exactAnalysis(game: AnyGame, position: unknown, options: ExactOptions): ExactOut | null {
  const { viewpoint } = options;
  const limits: ExactLimits = { budget: options.budget, maxDepth: options.maxDepth };
  if (!mayBeSolvable(game, options.mode === 'omniscient' ? position : (options.probe ?? position), limits)) return null;
  const samples = options.mode === 'omniscient' ? [position] : exactDeterminizations(game, position, viewpoint, options.seed, options.determinizations ?? EXACT_DETERMINIZATIONS);
  let actor = -1;
  let nodes = 0;
  let sums: { action: string; win: number[]; margin: number[] }[] | null = null;
  for (const s of samples) {
    const solved = solveExact(game, s, limits);
    if (!solved) return null;
    nodes += solved.nodes;
    actor = solved.actor;
    const here = solved.actions.map((x) => x.action);
    // every determinization of one observation offers the seat to act the same actions
    if (sums && (sums.length !== here.length || sums.some((x, i) => x.action !== here[i]))) return null;
    sums ??= here.map((action) => ({ action, win: [], margin: [] }));
    for (const [i, x] of solved.actions.entries()) {
      const row = sums[i]!;
      row.win = addInto(row.win, x.outcome.win);
      row.margin = addInto(
        row.margin,
        x.outcome.score.map((_, seat) => marginOf(x.outcome.score, seat)),
      );
    }
  }
  if (!sums || actor < 0) return null;
  const n = samples.length;
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
  return {
    mode: options.mode,
    convention: 'max-own',
    determinizations: n,
    nodes,
    value: { winShare: first.winShare, margin: first.margin },
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

/**
 * The exact solver (docs/analysis-spec.md, "Exact"): every line from a full position to the game's
 * end, enumerated over the `Game` API (`legalActions`, `play`) with every hidden thing known (a position holds its stacks'
 * order and its generator, so a full position plays out without chance).
 *
 * Value convention: the seat to act maximises its own win share (ties split), then its own margin
 * (its score less the best other seat's); among equal actions the first in the engine's order is
 * played. With more than two players every seat still to act does the same for itself ("max-own",
 * not "paranoid": nobody plays to hurt one seat). A position is solvable when its whole tree has at
 * most `budget` positions and no line longer than `maxDepth` actions: past either limit the solver
 * refuses (null) instead of searching on. Before enumerating, a few seeded random lines estimate the
 * tree's size (Knuth's estimator: the product of the branching factors met along a line); a tree
 * estimated at more than `PROBE_REFUSAL` times the budget is refused at once, so most positions far
 * from the end cost a few lines, not a budget.
 */
import type { AnyGame } from '../../core/game.js';
import { Rng } from '../../core/rng.js';

/** Limits of one solve: positions visited, and actions in one line. */
export interface ExactLimits {
  /** Positions visited at most (the root and every position after an action); beyond it the solver refuses. */
  budget?: number;
  /** Actions in one line at most; beyond it the solver refuses. */
  maxDepth?: number;
}

export const EXACT_LIMITS = { budget: 10_000, maxDepth: 40 };

/** Random lines of the size estimate, and how far over the budget an estimate refuses at once. */
export const PROBES = 8;
export const PROBE_REFUSAL = 4;

/** What a line ends in: every seat's win share (ties split) and final score. */
export interface ExactOutcome {
  win: number[];
  score: number[];
}

/** The solved root: the actor, each legal action's outcome under the convention, and the exactly optimal actions. */
export interface ExactSolution {
  actor: number;
  /** Per legal action (engine order, notation): the outcome when every seat then plays by the convention. */
  actions: { action: string; outcome: ExactOutcome }[];
  /** The actions whose value for the actor (win share, then margin) is the highest. */
  optimal: string[];
  /** Positions visited. */
  nodes: number;
}

/** Win shares and margins within this are equal (they are sums of a few fractions). */
export const EXACT_EPSILON = 1e-9;

/** A seat's score less the best other seat's (its own score alone in a one-seat game). */
export function marginOf(score: readonly number[], seat: number): number {
  let other = -Infinity;
  for (let s = 0; s < score.length; s++) if (s !== seat) other = Math.max(other, score[s]!);
  return score[seat]! - (other === -Infinity ? 0 : other);
}

/** Compares two (win share, margin) values of one seat: positive when `a` is better. */
export function compareValue(a: { win: number; margin: number }, b: { win: number; margin: number }): number {
  if (Math.abs(a.win - b.win) > EXACT_EPSILON) return a.win - b.win;
  if (Math.abs(a.margin - b.margin) > EXACT_EPSILON) return a.margin - b.margin;
  return 0;
}

const valueOf = (o: ExactOutcome, seat: number): { win: number; margin: number } => ({ win: o.win[seat]!, margin: marginOf(o.score, seat) });

/** The outcome of a finished game. */
function finalOutcome(game: AnyGame, p: unknown): ExactOutcome {
  const score = game.scores(p).map((s) => s.total);
  const top = game.winners(p);
  return { win: score.map((_, s) => (top.includes(s) ? 1 / top.length : 0)), score };
}

class Refused extends Error {}

/** The position after a legal action, a new value (`play`: the game copies it; the analysis's samplers alone call `clone`). */
function after(game: AnyGame, p: unknown, action: unknown): unknown {
  const r = game.play(p, action);
  if (!r.ok) throw new Error(`the exact solver played an illegal action '${game.makeAction(action)}': ${r.error.message}`);
  return r.value;
}

/** The mean of Knuth's estimate of the tree's size over `PROBES` seeded random lines; Infinity when a line passes `maxDepth`. */
export function estimateTreeSize(game: AnyGame, position: unknown, maxDepth: number): number {
  const rng = Rng.fromSeed(0x6a09e667);
  let sum = 0;
  for (let probe = 0; probe < PROBES; probe++) {
    let p: unknown = position;
    let size = 1;
    let width = 1;
    for (let depth = 0; !game.isOver(p) && game.toAct(p) !== null; depth++) {
      if (depth >= maxDepth) return Infinity;
      const legal = game.legalActions(p);
      if (!legal.length) break;
      width *= legal.length;
      size += width;
      const a = legal[rng.int(legal.length)];
      // the first action copies the position; the line then plays on its own copy
      if (depth === 0) p = after(game, p, a);
      else game.applyInPlace(p, a);
    }
    sum += size;
  }
  return sum / PROBES;
}

/** False when a full position is surely not solvable: over, a lone legal action, or a tree estimated far over the budget. */
export function mayBeSolvable(game: AnyGame, position: unknown, limits: ExactLimits = {}): boolean {
  if (game.toAct(position) === null || game.isOver(position) || game.legalActions(position).length === 1) return false;
  return estimateTreeSize(game, position, limits.maxDepth ?? EXACT_LIMITS.maxDepth) <= PROBE_REFUSAL * (limits.budget ?? EXACT_LIMITS.budget);
}

/** Solves a full position exactly, or null when it is over, or too large for the limits. The input is unchanged. */
export function solveExact(game: AnyGame, position: unknown, limits: ExactLimits = {}): ExactSolution | null {
  const budget = limits.budget ?? EXACT_LIMITS.budget;
  const maxDepth = limits.maxDepth ?? EXACT_LIMITS.maxDepth;
  const actor = game.toAct(position);
  if (actor === null || !mayBeSolvable(game, position, limits)) return null;
  let nodes = 1;
  // the outcome of `p` under the convention (children are new positions)
  const solve = (p: unknown, depth: number): ExactOutcome => {
    const seat = game.toAct(p);
    if (seat === null || game.isOver(p)) return finalOutcome(game, p);
    if (depth >= maxDepth) throw new Refused();
    let best: ExactOutcome | null = null;
    for (const a of game.legalActions(p)) {
      if (++nodes > budget) throw new Refused();
      const o = solve(after(game, p, a), depth + 1);
      if (!best || compareValue(valueOf(o, seat), valueOf(best, seat)) > 0) best = o;
    }
    if (!best) throw new Refused(); // a running game with no legal action: not a game tree
    return best;
  };
  try {
    const actions: ExactSolution['actions'] = [];
    for (const a of game.legalActions(position)) {
      if (++nodes > budget) throw new Refused();
      actions.push({ action: game.makeAction(a), outcome: solve(after(game, position, a), 1) });
    }
    if (!actions.length) return null;
    let top = actions[0]!.outcome;
    for (const x of actions) if (compareValue(valueOf(x.outcome, actor), valueOf(top, actor)) > 0) top = x.outcome;
    const optimal = actions.filter((x) => compareValue(valueOf(x.outcome, actor), valueOf(top, actor)) === 0).map((x) => x.action);
    return { actor, actions, optimal, nodes };
  } catch (e) {
    if (e instanceof Refused) return null;
    throw e;
  }
}

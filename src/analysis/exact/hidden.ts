/**
 * Where an observation-mode exact value is out of the mover's reach (docs/analysis-spec.md,
 * *Review*, "What the exact values assume"). The exact answer solves each determinization with every
 * seat seeing everything (`max-own`, a double-dummy table averaged over deals), so in it the mover's
 * later choices may differ between determinizations that it cannot tell apart when it makes them.
 * A value that needs that is more than the mover can count on. This finds such actions at the
 * mover's next decision: after the action and every line of the other seats up to it, the
 * determinizations are grouped by what the mover then observes; if in some group no action is
 * optimal (win share) in every determinization, the exact win share needs the mover to see hidden
 * cards.
 */
import type { AnyGame } from '../../core/game.js';
import { EXACT_DETERMINIZATIONS, exactDeterminizations } from './exact.js';
import { EXACT_EPSILON, solveExact } from './solve.js';

/** Positions the check may visit over every determinization (the other seats' lines and the mover's decisions), beyond which it answers null. */
export const HIDDEN_CHECK_BUDGET = 50_000;

/**
 * True when the observation-mode exact value of `action` (the mover's, at `position`) needs the mover
 * to tell apart determinizations that it cannot at its next decision; false when it does not there;
 * null when the check goes past its budget or a decision is not solvable. The determinizations are
 * the exact answer's own (`seed`, `n`).
 */
export function needsHiddenInformation(game: AnyGame, position: unknown, action: string, seed: number, n = EXACT_DETERMINIZATIONS): boolean | null {
  const mover = game.toAct(position);
  if (mover === null) return null;
  // per observation of the mover at its next decision: each determinization's optimal actions there
  const groups = new Map<string, Set<string>[]>();
  let visited = 0;
  const walk = (p: unknown): boolean => {
    if (++visited > HIDDEN_CHECK_BUDGET) return false;
    if (game.isOver(p)) return true;
    const seat = game.toAct(p);
    if (seat === null) return true;
    if (seat === mover) {
      const legal = game.legalActions(p);
      let optimal: Set<string>;
      // a lone legal action is the decision (the solver answers only real choices)
      if (legal.length === 1) optimal = new Set([game.makeAction(legal[0])]);
      else {
        const solved = solveExact(game, p);
        if (!solved) return false;
        const best = Math.max(...solved.actions.map((a) => a.outcome.win[mover]!));
        optimal = new Set(solved.actions.filter((a) => a.outcome.win[mover]! >= best - EXACT_EPSILON).map((a) => a.action));
      }
      const key = JSON.stringify(game.observe(p, mover));
      const list = groups.get(key);
      if (list) list.push(optimal);
      else groups.set(key, [optimal]);
      return true;
    }
    for (const a of game.legalActions(p)) {
      const q = game.clone(p);
      game.applyInPlace(q, a);
      if (!walk(q)) return false;
    }
    return true;
  };
  for (const det of exactDeterminizations(game, position, mover, seed, n)) {
    const chosen = game.legalActions(det).find((a: unknown) => game.makeAction(a) === action);
    if (chosen === undefined) return null;
    const p = game.clone(det);
    game.applyInPlace(p, chosen);
    if (!walk(p)) return null;
  }
  for (const sets of groups.values()) {
    const common = [...sets[0]!].filter((a) => sets.every((s) => s.has(a)));
    if (!common.length) return true;
  }
  return false;
}

/**
 * The review against exact values (docs/analysis-spec.md, "Review against exact values"): on exact
 * corpus positions (those solvable in the mover's observation), every legal action of the mover reviewed as if played, by samples alone (the
 * review's own exact shortcut off), and each verdict compared with the action's exact loss in the
 * mover's observation (`exactAnalysis`, observation mode, the same seed the review would use).
 * Goals: no exactly optimal action marked; at most a fifth of the actions losing 0.3 or more of a
 * win exactly left unmarked. The exact value in the mover's observation is itself a mean over a
 * sample of deals (`EXACT_DETERMINIZATIONS`, 16): a marked action losing under the inaccuracy
 * threshold over those is solved again over `EXACT_RECHECK_DETERMINIZATIONS` deals (the same 16
 * first), and counted apart when it loses past the threshold over them (duel at-stake entry 77: `place 10 0 0` wins in all 16
 * deals and 0.68 over 400; the review marked it a mistake).
 */
import type { AnyGame } from '../core/game.js';
import { exactAnalysis } from '../analysis/exact/exact.js';
import { needsHiddenInformation } from '../analysis/exact/hidden.js';
import { MARK_THRESHOLDS, REVIEW_DEFAULTS, confirmOf, reviewActions, type Mark } from '../analysis/review.js';
import { shardSeed } from '../analysis/search.js';
import { round } from '../analysis/stats.js';

/** An action whose verdict the exact values contradict. */
export interface ReviewExactCase {
  index: number;
  action: string;
  mark: Mark | null;
  verdict: string;
  /** Its exact loss of win share (observation mode) and the review's estimate. */
  exactLoss: number;
  loss: number;
  /** A marked action losing under the inaccuracy threshold exactly: whether its exact value needs the mover to see hidden cards at its next decision (`needsHiddenInformation`; null: not known). */
  needsHidden?: boolean | null;
  /** Such an action that needs no hidden cards: its exact loss over `EXACT_RECHECK_DETERMINIZATIONS` deals (null: not solvable over them). */
  dealsLoss?: number | null;
}

/** One game's review against exact values. */
export interface ReviewExactResult {
  game: string;
  positions: number;
  /** Positions left out: not solvable in the mover's observation (some determinization too large, or offering other actions). */
  unsolvable: number;
  /** Samples of each analysis of a decision. */
  iterations: number;
  /** Samples of the longer look each mark of the first look is measured again on (`confirmOf`). */
  confirm: number;
  /** Actions reviewed (every legal action of each position). */
  actions: number;
  /** Actions with a verdict (marked or sound), not unclear. */
  judged: number;
  unclear: number;
  marked: number;
  /** Exactly optimal actions, and how many of them were marked (goal 0). */
  optimal: number;
  optimalMarked: number;
  /** Of those, the ones whose exact value needs the mover to see hidden cards at its next decision: the exact value, not the mark, is out of reach there (goal: the rest, 0). */
  optimalMarkedHidden: number;
  /** Of the others, the ones that lose at least the inaccuracy threshold over `EXACT_RECHECK_DETERMINIZATIONS` deals: optimal only in the 16 deals' sample, and the mark is borne out. */
  optimalMarkedDeals: number;
  /** Actions whose exact loss is below the inaccuracy threshold yet were marked (the exactly optimal ones among them). */
  falseMarks: number;
  /** Of those, the ones whose exact value needs the mover to see hidden cards at its next decision, and of the others those losing at least the inaccuracy threshold over `EXACT_RECHECK_DETERMINIZATIONS` deals (the mark borne out). */
  falseMarksHidden: number;
  falseMarksDeals: number;
  /** Actions losing at least a blunder's threshold (0.3) exactly, and how many were left unmarked (goal at most 20%). */
  losing: number;
  losingUnmarked: number;
  losingUnmarkedShare: number | null;
  /** The false marks and the losing actions left unmarked, for a look. */
  cases: ReviewExactCase[];
}

/** Deals a marked exactly optimal action is solved again over (the exact answer's 16 first). */
export const EXACT_RECHECK_DETERMINIZATIONS = 256;

/**
 * Reviews every legal action of each position by samples and measures the verdicts against the
 * exact values; `only` picks the positions (by index: seeds derive from it) when a run is shared out.
 */
export function reviewAgainstExact(game: AnyGame, positions: readonly unknown[], iterations: number = REVIEW_DEFAULTS.iterations, onProgress?: (done: number) => void, only: (index: number) => boolean = () => true): ReviewExactResult {
  const r: ReviewExactResult = { game: game.id, positions: positions.length, unsolvable: 0, iterations, confirm: confirmOf({ iterations }), actions: 0, judged: 0, unclear: 0, marked: 0, optimal: 0, optimalMarked: 0, optimalMarkedHidden: 0, optimalMarkedDeals: 0, falseMarks: 0, falseMarksHidden: 0, falseMarksDeals: 0, losing: 0, losingUnmarked: 0, losingUnmarkedShare: null, cases: [] };
  for (const [index, position] of positions.entries()) {
    if (!only(index)) continue;
    const seat = game.toAct(position);
    if (seat === null) continue;
    // the exact values the review itself would use (its seed is derived from the seed and the ply: here the index)
    const seed = shardSeed(REVIEW_DEFAULTS.seed, index);
    const exact = exactAnalysis(game, position, { mode: 'observation', viewpoint: seat, seed });
    if (!exact) {
      r.unsolvable++;
      continue;
    }
    let manyDeals: ReturnType<typeof exactAnalysis> | undefined;
    const reviewed = reviewActions(game, position, exact.actions.map((a) => a.action), index, { iterations, exact: false });
    for (const [i, d] of reviewed.entries()) {
      const x = exact.actions[i]!;
      const exactLoss = round(exact.value.winShare - x.winShare);
      r.actions++;
      if (d.verdict === 'unclear') r.unclear++;
      else r.judged++;
      if (d.mark) r.marked++;
      const wrongMark = d.mark !== null && exactLoss < MARK_THRESHOLDS.inaccuracy;
      let needsHidden: boolean | null | undefined;
      let dealsLoss: number | null | undefined;
      // a mark the 16 deals' exact values contradict: does its exact value need hidden cards, and does it lose over 256 deals?
      if (wrongMark) {
        r.falseMarks++;
        needsHidden = needsHiddenInformation(game, position, d.action, seed);
        if (needsHidden) r.falseMarksHidden++;
        else {
          manyDeals ??= exactAnalysis(game, position, { mode: 'observation', viewpoint: seat, seed, determinizations: EXACT_RECHECK_DETERMINIZATIONS });
          const there = manyDeals?.actions.find((a) => a.action === d.action);
          dealsLoss = manyDeals && there ? round(manyDeals.value.winShare - there.winShare) : null;
          if (dealsLoss !== null && dealsLoss >= MARK_THRESHOLDS.inaccuracy) r.falseMarksDeals++;
        }
      }
      if (x.optimal) {
        r.optimal++;
        if (d.mark) {
          r.optimalMarked++;
          if (needsHidden) r.optimalMarkedHidden++;
          else if (dealsLoss !== null && dealsLoss !== undefined && dealsLoss >= MARK_THRESHOLDS.inaccuracy) r.optimalMarkedDeals++;
        }
      }
      const missed = exactLoss >= MARK_THRESHOLDS.blunder && d.mark === null;
      if (exactLoss >= MARK_THRESHOLDS.blunder) {
        r.losing++;
        if (missed) r.losingUnmarked++;
      }
      if (wrongMark || missed) r.cases.push({ index, action: d.action, mark: d.mark, verdict: d.verdict ?? 'only move', exactLoss, loss: d.loss ?? 0, ...(needsHidden !== undefined ? { needsHidden } : {}), ...(dealsLoss !== undefined ? { dealsLoss } : {}) });
    }
    onProgress?.(index + 1);
  }
  r.losingUnmarkedShare = r.losing ? round(r.losingUnmarked / r.losing) : null;
  return r;
}

/** The review figures as text lines. */
export function reviewExactLines(results: readonly ReviewExactResult[], what: string): string[] {
  const pct = (x: number | null): string => (x === null ? '–' : `${(100 * x).toFixed(1)}%`);
  return [
    `review against exact values (${what}; every legal action reviewed by samples alone, observation mode, marks at 95% on paired samples):`,
    ...results.map(
      (g) =>
        `${g.game.padEnd(9)} ${String(g.positions).padStart(4)} positions (${g.unsolvable} not solvable in the mover's observation, left out), ${g.iterations} samples (marks looked at again on ${g.confirm}): ${g.actions} actions, ${g.judged} judged, ${g.unclear} unclear, ${g.marked} marked; exactly optimal marked ${g.optimalMarked} of ${g.optimal} (${g.optimalMarkedHidden} of them winning exactly only by seeing hidden cards, ${g.optimalMarkedDeals} losing ≥ 0.1 over ${EXACT_RECHECK_DETERMINIZATIONS} deals); marked though losing under 0.1 ${g.falseMarks} (${g.falseMarksHidden} needing hidden cards, ${g.falseMarksDeals} losing ≥ 0.1 over ${EXACT_RECHECK_DETERMINIZATIONS} deals); losing ≥ 0.3 left unmarked ${g.losingUnmarked} of ${g.losing} (${pct(g.losingUnmarkedShare)})`,
    ),
  ];
}

/**
 * What the analysis panel and the board draw from an analysis document, as pure functions (tested
 * in tests/web): candidate rows with their near-ties, percentages, and the belief heat map's scale.
 */
import type { AnalysisResult, CandidateOut } from '../../../src/analysis/analyze.js';

/** A candidate as the panel lists it. */
export interface CandidateRow extends CandidateOut {
  /** No sample went through it yet (its numbers are unknown, not a tie). */
  unsampled: boolean;
}

/**
 * The candidates in the document's order (its ranking rule, best first), with the document's marks:
 * the best, and near-ties (its 95% interval on the ranked measure reaches the best's). A candidate
 * without samples is never either.
 */
export function candidateRows(actions: readonly CandidateOut[]): CandidateRow[] {
  return actions.map((a) => {
    const unsampled = a.samples === 0 || a.winProbability === null;
    return { ...a, best: a.best && !unsampled, unsampled, nearTie: a.nearTie && !a.best && !unsampled };
  });
}

/** The UI's translator (vue-i18n's `t`), as the panel passes it. */
export type Translate = (key: string, named: Record<string, unknown>) => string;
/** The UI's number formatter (vue-i18n's `n`). */
export type FormatNumber = (value: number, format: string) => string;

/** What the candidates are ranked by, in the UI's language. */
export function rankedByText(r: Pick<AnalysisResult, 'rankedBy'>, t: Translate): string {
  if (r.rankedBy === 'margin') return t('analysis.rankedByMargin', {});
  if (r.rankedBy === 'visits') return t('analysis.rankedBySamples', {});
  return t('analysis.rankedByWin', {});
}

/** How settled the best is, in the UI's language ("" when there is nothing to compare). */
export function settledText(r: Pick<AnalysisResult, 'settled'>, t: Translate, n: FormatNumber): string {
  const s = r.settled;
  if (s.probabilityBest === null || s.runnerUp === null) return '';
  return t('analysis.settled', { p: n(s.probabilityBest, 'percent'), runnerUp: s.runnerUp, pairs: n(s.pairs, 'integer') });
}

/** Since when the best has not changed: its action and the samples and seconds when it became best. */
export interface Stability {
  best: string | null;
  samples: number;
  seconds: number;
}

/** The stability after a new document: unchanged best keeps its start; a new best (or a new run: fewer samples) starts now. */
export function nextStability(prev: Stability | null, r: Pick<AnalysisResult, 'actions' | 'samples' | 'seconds'>): Stability {
  const best = r.actions.find((a) => a.best && a.samples > 0)?.action ?? null;
  if (prev && prev.best === best && r.samples >= prev.samples) return prev;
  return { best, samples: r.samples, seconds: r.seconds };
}

/** A probability as a whole percentage ("–" when unknown). */
export const percent = (p: number | null | undefined): string => (p === null || p === undefined || !Number.isFinite(p) ? '–' : `${Math.round(p * 100)}%`);

/** An interval of probabilities as "lo–hi%". */
export const percentRange = (r: readonly [number, number]): string => `${Math.round(r[0] * 100)}–${Math.round(r[1] * 100)}%`;

/** A number with one decimal ("–" when unknown). */
export const decimal = (x: number | null | undefined): string => (x === null || x === undefined || !Number.isFinite(x) ? '–' : (Math.round(x * 10) / 10).toFixed(1));

/** The heat map's scale: the largest worth of a face-down tile shown (at least 1 point), so one scale holds for the whole board. */
export function heatMax(values: readonly number[]): number {
  let max = 1;
  for (const v of values) if (Number.isFinite(v)) max = Math.max(max, v);
  return max;
}

/**
 * The heat map's shade of a tile worth `value` points on a scale up to `max`: worthless or worse
 * is a cold blue; worth from 0 to max runs from a pale yellow to a deep red, more opaque as it
 * grows. Values beyond the scale are clamped.
 */
export function heatColor(value: number, max: number): { hue: number; alpha: number; css: string } {
  if (!Number.isFinite(value) || value <= 0) return { hue: 210, alpha: 0.35, css: 'hsla(210, 70%, 55%, 0.35)' };
  const t = Math.min(1, value / Math.max(1e-9, max));
  const hue = Math.round(55 - 55 * t);
  const alpha = Math.round((0.35 + 0.5 * t) * 100) / 100;
  return { hue, alpha, css: `hsla(${hue}, 90%, 55%, ${alpha})` };
}

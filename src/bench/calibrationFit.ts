/**
 * A win probability fitted to outcomes (docs/analysis-spec.md, *Calibration*): the analysis's p for
 * the seat to act mapped by a logistic fit q = 1 / (1 + e^-(a·logit p + b)) (Platt scaling, p
 * clipped to [0.005, 0.995]), fitted by maximum likelihood on a calibration document's decisions
 * against who won. `leaveOneGameOut` judges each game's decisions by the fit of the other games, so
 * no decision is judged by a fit it took part in: the honest figure of what the fit would do.
 */
import { applyFit, clippedLogit, logistic, type OutcomeFit } from '../analysis/calibration.js';
import type { ScoredDecision } from './calibrationReport.js';

/** The maximum-likelihood fit of the decisions' outcomes (win shares, 0..1) on logit p: Newton's method, each step kept under 2 in both parameters. */
export function fitOutcomes(decisions: readonly Pick<ScoredDecision, 'p' | 'outcome'>[]): OutcomeFit {
  let a = 1;
  let b = 0;
  for (let step = 0; step < 200; step++) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (const d of decisions) {
      const x = clippedLogit(d.p);
      const q = logistic(a * x + b);
      const w = q * (1 - q);
      ga += (d.outcome - q) * x;
      gb += d.outcome - q;
      haa += w * x * x;
      hab += w * x;
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    if (det <= 1e-12) break;
    let da = (hbb * ga - hab * gb) / det;
    let db = (haa * gb - hab * ga) / det;
    const scale = Math.max(1, Math.abs(da) / 2, Math.abs(db) / 2);
    da /= scale;
    db /= scale;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) break;
  }
  return { a, b };
}

/** Each game's decisions with p replaced by the fit of the other games' decisions (leave one game out). */
export function leaveOneGameOut(decisions: readonly ScoredDecision[]): ScoredDecision[] {
  const games = [...new Set(decisions.map((d) => d.game))];
  return games.flatMap((g) => {
    const fit = fitOutcomes(decisions.filter((d) => d.game !== g));
    return decisions.filter((d) => d.game === g).map((d) => ({ ...d, p: applyFit(fit, d.p) }));
  });
}

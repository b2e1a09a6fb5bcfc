/**
 * A win probability fitted to outcomes (docs/analysis-spec.md, *Calibration*): the analysis's p for
 * the seat to act mapped by a logistic fit q = 1 / (1 + e^-(a·logit p + b + the fit's terms)) (Platt
 * scaling, p clipped to [0.005, 0.995]; the terms `FitTerm`), fitted by maximum likelihood on a
 * calibration document's decisions against who won. `leaveOneGameOut` judges each game's decisions
 * by the fit of the other games, so no decision is judged by a fit it took part in: the honest
 * figure of what the fit would do.
 */
import { applyFit, clippedLogit, logistic, termValue, type FitInputs, type FitTerm, type OutcomeFit } from '../analysis/calibration.js';
import type { ScoredDecision } from './calibrationReport.js';

type FitDecision = Pick<ScoredDecision, 'p' | 'outcome' | 'mean' | 'margin' | 'round'>;

const inputsOf = (d: FitDecision, terms: readonly FitTerm[]): FitInputs => {
  const x = { p: d.p, mean: d.mean, margin: d.margin, round: d.round };
  const missing = terms.find((t) => x[t === 'logitMean' ? 'mean' : t] === undefined);
  if (missing) throw new Error(`a fit with the term ${missing} needs it in every decision`);
  return { p: d.p, mean: d.mean ?? d.p, margin: d.margin ?? 0, round: d.round ?? 0 };
};

/** Solves H x = g (H symmetric positive definite, small) by Gaussian elimination with partial pivoting; null when singular. */
function solve(h: number[][], g: number[]): number[] | null {
  const k = g.length;
  const m = h.map((row, i) => [...row, g[i]!]);
  for (let c = 0; c < k; c++) {
    let pivot = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    if (Math.abs(m[pivot]![c]!) < 1e-12) return null;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let j = c; j <= k; j++) m[r]![j]! -= f * m[c]![j]!;
    }
  }
  return m.map((row, i) => row[k]! / row[i]!);
}

/** The ridge on every constant of a fit (in log-likelihood units; a measurement's Hessian is some hundreds or more). */
const RIDGE = 1e-6;

/**
 * The maximum-likelihood fit of the decisions' outcomes (win shares, 0..1) on logit p and `terms`:
 * Newton's method from zero (every prediction one half), each step halved until the likelihood
 * grows (the log-likelihood is concave, so this converges; a fixed start near a = 1 could stall on
 * a saturated side, as one did for some games left out).
 */
export function fitOutcomes(decisions: readonly FitDecision[], terms: readonly FitTerm[] = []): OutcomeFit {
  const rows = decisions.map((d) => {
    const x = inputsOf(d, terms);
    return { f: [clippedLogit(x.p), 1, ...terms.map((t) => termValue(t, x))], y: d.outcome };
  });
  const k = 2 + terms.length;
  const z = (w: readonly number[], f: readonly number[]) => f.reduce((t, v, i) => t + v * w[i]!, 0);
  // a ridge too small to move a fit that is determined, which keeps one that is not (a term that never varies) at the least norm
  const likelihood = (w: readonly number[]) => {
    let l = -(RIDGE / 2) * w.reduce((t, x) => t + x * x, 0);
    for (const { f, y } of rows) {
      const q = Math.min(Math.max(logistic(z(w, f)), 1e-15), 1 - 1e-15);
      l += y * Math.log(q) + (1 - y) * Math.log(1 - q);
    }
    return l;
  };
  let w = new Array<number>(k).fill(0);
  let l = likelihood(w);
  for (let step = 0; step < 100; step++) {
    const g = w.map((x) => -RIDGE * x);
    const h = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? RIDGE : 0)));
    for (const { f, y } of rows) {
      const q = logistic(z(w, f));
      const v = q * (1 - q);
      for (let i = 0; i < k; i++) {
        g[i]! += (y - q) * f[i]!;
        for (let j = 0; j < k; j++) h[i]![j]! += v * f[i]! * f[j]!;
      }
    }
    const d = solve(h, g);
    if (!d) break;
    let t = 1;
    let next = w.map((x, i) => x + d[i]!);
    let ln = likelihood(next);
    while (ln < l && t > 1e-9) {
      t /= 2;
      next = w.map((x, i) => x + t * d[i]!);
      ln = likelihood(next);
    }
    if (ln < l) break;
    const gain = ln - l;
    w = next;
    l = ln;
    if (gain < 1e-12) break;
  }
  const fit: OutcomeFit = { a: w[0]!, b: w[1]! };
  if (terms.length) fit.terms = Object.fromEntries(terms.map((t, i) => [t, w[2 + i]!]));
  if (terms.includes('round') && decisions.length) {
    // (a loop, not Math.min(...): a spread of many thousand decisions can overflow the stack)
    fit.rounds = decisions.reduce<[number, number]>(([lo, hi], d) => [Math.min(lo, d.round!), Math.max(hi, d.round!)], [Infinity, -Infinity]);
  }
  return fit;
}

/**
 * The most fits a judgement game by game makes: up to this many games each is left out in turn;
 * beyond, the games are dealt in turn into this many folds and each fold is left out (so the work
 * grows with the decisions, not with their square: 200 games took 30 s one by one).
 */
export const MAX_FOLDS = 100;

/**
 * Each game's decisions with p replaced by the fit (on logit p and `terms`) of the other games'
 * decisions (leave one game out; with more than `MAX_FOLDS` games, leave one fold of games out),
 * in the order of the games' first decisions.
 */
export function leaveOneGameOut<D extends ScoredDecision>(decisions: readonly D[], terms: readonly FitTerm[] = []): D[] {
  const byGame = new Map<string, D[]>();
  for (const d of decisions) {
    const mine = byGame.get(d.game);
    if (mine) mine.push(d);
    else byGame.set(d.game, [d]);
  }
  const games = [...byGame.keys()];
  const foldOf = new Map(games.map((g, i) => [g, i % MAX_FOLDS]));
  const fits = Array.from({ length: Math.min(games.length, MAX_FOLDS) }, (_, f) =>
    fitOutcomes(
      decisions.filter((d) => foldOf.get(d.game) !== f),
      terms,
    ),
  );
  return games.flatMap((g) => byGame.get(g)!.map((d) => ({ ...d, p: applyFit(fits[foldOf.get(g)!]!, inputsOf(d, terms)) })));
}

/** The mean log-loss (natural log) of predictions against outcomes, predictions clipped to [1e-4, 1 − 1e-4]: the proper score the fit's form is chosen by. */
export function logLoss(decisions: readonly Pick<ScoredDecision, 'p' | 'outcome'>[]): number {
  let s = 0;
  for (const d of decisions) {
    const q = Math.min(Math.max(d.p, 1e-4), 1 - 1e-4);
    s -= d.outcome * Math.log(q) + (1 - d.outcome) * Math.log(1 - q);
  }
  return decisions.length ? s / decisions.length : 0;
}

/** The forms of the fit measured (analysis-spec, *Calibration*): p alone (Platt scaling), and with each set of the further terms. */
export const FIT_FORMS: readonly (readonly FitTerm[])[] = [[], ['logitMean'], ['margin'], ['logitMean', 'margin'], ['round'], ['logitMean', 'round'], ['margin', 'round'], ['logitMean', 'margin', 'round']];

const TERM_TEXT: Record<FitTerm, { name: string; symbol: string; of: string }> = {
  logitMean: { name: 'logit mean', symbol: 'c', of: 'logit m' },
  margin: { name: 'margin', symbol: 'd', of: 'margin' },
  round: { name: 'round', symbol: 'e', of: 'round' },
};

/** A form's name in a report: "p alone", or "p + logit mean + margin". */
export const formName = (terms: readonly FitTerm[]): string => (terms.length ? ['p', ...terms.map((t) => TERM_TEXT[t].name)].join(' + ') : 'p alone');

/** The fit's further terms in its formula: " + c·logit m + d·margin". */
export const fitTermsText = (fit: OutcomeFit): string =>
  Object.keys(fit.terms ?? {})
    .map((t) => ` + ${TERM_TEXT[t as FitTerm].symbol}·${TERM_TEXT[t as FitTerm].of}`)
    .join('');

/** The fit's further constants, and the rounds a round term was fitted on: ", c = 0.807, e = -0.057 (rounds 1–6)". */
export const fitTermsValues = (fit: OutcomeFit): string =>
  Object.entries(fit.terms ?? {})
    .map(([t, v]) => `, ${TERM_TEXT[t as FitTerm].symbol} = ${v!.toFixed(3)}`)
    .join('') + (fit.rounds ? ` (rounds ${fit.rounds[0]}–${fit.rounds[1]})` : '');

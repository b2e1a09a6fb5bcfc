// The win probability fitted to outcomes (docs/analysis-spec.md, *Calibration*): the constants are
// the fit of the committed measurements, judged game by game on the fit of the others they meet
// what the measurement says, and the document carries the fitted figure only where it was measured.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FIT_TERMS, OUTCOME_FITS, analyze, applyFit, clippedLogit, fitInputsOf, termValue, type FitInputs, type FitTerm } from '../../src/analysis/index.js';
import { consecutiveInGame, scoredDecisions } from '../../src/bench/calibration.js';
import { parseCalibrationText } from '../../src/bench/calibrationFile.js';
import { FIT_FORMS, MAX_FOLDS, fitOutcomes, leaveOneGameOut, logLoss } from '../../src/bench/calibrationFit.js';
import { calibrationFigures } from '../../src/bench/calibrationReport.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';

const measurement = (id: string) => {
  const doc = parseCalibrationText(readFileSync(new URL(`../../${OUTCOME_FITS[id]!.measurement}`, import.meta.url), 'utf8'));
  if (Array.isArray(doc)) throw new Error(`${id}: ${doc[0]!.path} ${doc[0]!.message}`);
  return doc;
};

const termsOf = (id: string): FitTerm[] => FIT_TERMS.filter((t) => OUTCOME_FITS[id]!.terms?.[t] !== undefined);
const at = (p: number): FitInputs => ({ p, mean: p, margin: 0, round: 1 });

describe('the fits', () => {
  test.each(['nautilus', 'atlantis', 'duel'])('%s: the constants are the maximum-likelihood fit of its measurement (2,000 decisions or more) in the game’s form', (id) => {
    const decisions = scoredDecisions(measurement(id), id, undefined, GAMES[id]);
    expect(decisions.length).toBeGreaterThanOrEqual(2000);
    const fit = fitOutcomes(decisions, termsOf(id));
    expect(OUTCOME_FITS[id]!.a).toBeCloseTo(fit.a, 3);
    expect(OUTCOME_FITS[id]!.b).toBeCloseTo(fit.b, 3);
    for (const t of termsOf(id)) expect(OUTCOME_FITS[id]!.terms![t]).toBeCloseTo(fit.terms![t]!, 3);
    // with a round term, the rounds it was fitted on: the first and last round of the measurement's decisions
    const rounds = decisions.map((d) => d.round!);
    expect(OUTCOME_FITS[id]!.rounds).toEqual(termsOf(id).includes('round') ? [Math.min(...rounds), Math.max(...rounds)] : undefined);
    expect(fit.rounds).toEqual(OUTCOME_FITS[id]!.rounds);
    // the raw figure is too sure of itself: over the measurement the fitted one is nearer one half
    const sure = (q: (d: (typeof decisions)[number]) => number) => decisions.reduce((t, d) => t + Math.abs(q(d) - 0.5), 0);
    expect(sure((d) => applyFit(fit, { p: d.p, mean: d.mean!, margin: d.margin!, round: d.round! }))).toBeLessThan(sure((d) => d.p) * 0.9);
    // and it rises with the raw figures taken together (p and the root's mean, which go together: a may be below zero where the mean says more)
    for (let x = 0.05; x < 0.95; x += 0.05) expect(applyFit(fit, { p: x + 0.05, mean: x + 0.05, margin: 0, round: 5 })).toBeGreaterThan(applyFit(fit, { p: x, mean: x, margin: 0, round: 5 }));
  });

  test.each(['nautilus', 'atlantis', 'duel'])('%s: the game’s form is the one of least log-loss, each game judged by the fit of the other games (equal to five decimals: the fewest terms)', (id) => {
    const decisions = scoredDecisions(measurement(id), id, undefined, GAMES[id]);
    const losses = FIT_FORMS.map((form) => Math.round(logLoss(leaveOneGameOut(decisions, form)) * 1e5));
    const own = FIT_FORMS.findIndex((form) => form.length === termsOf(id).length && form.every((t) => termsOf(id).includes(t)));
    expect(own).toBeGreaterThanOrEqual(0);
    const least = Math.min(...losses);
    expect(losses[own]).toBe(least);
    expect(FIT_FORMS.every((form, i) => losses[i]! > least || form.length >= termsOf(id).length)).toBe(true);
    // every fold's fit is a maximum of its likelihood: the gradient is nil (a fit stalled on a saturated side is not)
    const games = [...new Set(decisions.map((d) => d.game))];
    for (const form of [[], termsOf(id)])
      for (const g of games) {
        const rest = decisions.filter((d) => d.game !== g);
        const fit = fitOutcomes(rest, form);
        const gradient = [0, 0, ...form.map(() => 0)];
        for (const d of rest) {
          const x = { p: d.p, mean: d.mean!, margin: d.margin!, round: d.round! };
          const r = d.outcome - applyFit(fit, x);
          const f = [clippedLogit(d.p), 1, ...form.map((t) => termValue(t, x))];
          f.forEach((v, i) => (gradient[i]! += r * v));
        }
        for (const v of gradient) expect(Math.abs(v) / rest.length).toBeLessThan(1e-6);
      }
    // and it beats the raw figure by far
    expect(losses[own]! / 1e5).toBeLessThan(logLoss(decisions) - 0.01);
  });

  test('Atlantis judged game by game on the fit of the other games: every goal met (the raw figure misses reliability)', () => {
    const doc = measurement('atlantis');
    const raw = scoredDecisions(doc, 'atlantis', undefined, GAMES.atlantis);
    const consecutive = consecutiveInGame(doc, GAMES);
    expect(calibrationFigures(raw, consecutive).goals).toEqual({ reliability: false, brier: true, medianChange: true });
    expect(calibrationFigures(leaveOneGameOut(raw, termsOf('atlantis')), consecutive).goals).toEqual({ reliability: true, brier: true, medianChange: true });
  });

  test('Nautilus judged game by game on the fit of the other games: every goal met with its form (the raw figure misses reliability and the opening’s Brier, p alone reliability)', () => {
    const doc = measurement('nautilus');
    const raw = scoredDecisions(doc, 'nautilus', undefined, GAMES.nautilus);
    const consecutive = consecutiveInGame(doc, GAMES);
    expect(calibrationFigures(raw, consecutive).goals).toEqual({ reliability: false, brier: false, medianChange: true });
    expect(calibrationFigures(leaveOneGameOut(raw), consecutive).goals.reliability).toBe(false);
    expect(termsOf('nautilus')).toEqual(['logitMean', 'margin', 'round']);
    expect(calibrationFigures(leaveOneGameOut(raw, termsOf('nautilus')), consecutive).goals).toEqual({ reliability: true, brier: true, medianChange: true });
  });

  test('the duel at its 4,000 samples: with the root’s mean and the round, the Brier and median-change goals met (the raw figure misses both) and a smaller change than with p alone, judged on other games', () => {
    const doc = measurement('duel');
    expect(doc.plan.analysis.samples).toBe(4000);
    const raw = scoredDecisions(doc, 'duel', undefined, GAMES.duel);
    const consecutive = consecutiveInGame(doc, GAMES);
    const platt = calibrationFigures(leaveOneGameOut(raw), consecutive);
    const own = calibrationFigures(leaveOneGameOut(raw, termsOf('duel')), consecutive);
    expect(termsOf('duel')).toEqual(['logitMean', 'round']);
    expect(calibrationFigures(raw, consecutive).goals).toMatchObject({ brier: false, medianChange: false });
    expect(own.goals).toMatchObject({ brier: true, medianChange: true });
    expect(own.change.median!).toBeLessThan(platt.change.median! - 0.005);
  });

  test('the map is increasing and keeps one half where the fit has no shift', () => {
    const fit = { a: 0.5, b: 0 };
    expect(applyFit(fit, at(0.5))).toBeCloseTo(0.5, 12);
    let last = 0;
    for (let p = 0.01; p < 1; p += 0.01) {
      const q = applyFit(fit, at(p));
      expect(q).toBeGreaterThan(last);
      last = q;
    }
    // shrunk toward one half
    expect(applyFit(fit, at(0.98))).toBeLessThan(0.98);
    expect(applyFit(fit, at(0.02))).toBeGreaterThan(0.02);
  });

  test('the terms: logit of the root’s mean, the margin and the round, each by its constant', () => {
    const fit = { a: 0.5, b: 0.1, terms: { logitMean: 0.8, margin: 0.3, round: -0.05 } };
    const x = { p: 0.7, mean: 0.6, margin: -1.5, round: 4 };
    const z = 0.5 * Math.log(0.7 / 0.3) + 0.1 + 0.8 * Math.log(0.6 / 0.4) + 0.3 * -1.5 - 0.05 * 4;
    expect(applyFit(fit, x)).toBeCloseTo(1 / (1 + Math.exp(-z)), 12);
    expect(applyFit({ a: 0.5, b: 0.1 }, x)).toBeCloseTo(1 / (1 + Math.exp(-(0.5 * Math.log(0.7 / 0.3) + 0.1))), 12);
  });

  test('a round outside the rounds fitted is read as the nearer one fitted, not on the line’s extension', () => {
    const fit = { a: 0.5, b: 0.1, terms: { round: 0.2 }, rounds: [2, 9] as const };
    const x = (round: number) => ({ p: 0.6, mean: 0.6, margin: 0, round });
    expect(applyFit(fit, x(40))).toBe(applyFit(fit, x(9)));
    expect(applyFit(fit, x(1))).toBe(applyFit(fit, x(2)));
    expect(applyFit(fit, x(9))).toBeCloseTo(1 / (1 + Math.exp(-(0.5 * Math.log(0.6 / 0.4) + 0.1 + 0.2 * 9))), 12);
    // within them the round counts, and a fit without bounds reads any round
    expect(applyFit(fit, x(5))).toBeLessThan(applyFit(fit, x(6)));
    expect(applyFit({ a: 0.5, b: 0.1, terms: { round: 0.2 } }, x(40))).toBeGreaterThan(applyFit(fit, x(40)));
    // the fitter records the rounds of its decisions only when it has a round term
    const decisions = [1, 4, 7].flatMap((round, i) => [0, 1].map((outcome) => ({ game: `g${i}`, seat: 0, index: outcome, of: 2, p: 0.6, mean: 0.6, margin: 0, round, outcome })));
    expect(fitOutcomes(decisions, ['round']).rounds).toEqual([1, 7]);
    expect(fitOutcomes(decisions, ['logitMean']).rounds).toBeUndefined();
    // no decisions, no rounds: a game judged alone (nothing else to fit on) gets p alone's one half, not NaN
    expect(fitOutcomes([], ['round']).rounds).toBeUndefined();
    for (const d of leaveOneGameOut(decisions.filter((d) => d.game === 'g0'), ['round'])) expect(d.p).toBe(0.5);
  });

  test('judged game by game: each game by the fit of the others, up to MAX_FOLDS games; beyond, each fold of games (dealt in turn) by the fit of the other folds', () => {
    const rng = Rng.fromSeed(12);
    const draw = (games: number) =>
      Array.from({ length: games * 6 }, (_, i) => {
        const p = 0.05 + 0.9 * rng.next();
        return { game: `g${Math.floor(i / 6)}`, seat: i % 2, index: i % 6, of: 6, p, mean: p, margin: 0, round: 1 + (i % 6), outcome: rng.next() < p ? 1 : 0 };
      });
    const few = draw(12);
    const judged = leaveOneGameOut(few, ['round']);
    expect(judged.map((d) => [d.game, d.index])).toEqual(few.map((d) => [d.game, d.index]));
    const fit3 = fitOutcomes(few.filter((d) => d.game !== 'g3'), ['round']);
    for (const [k, d] of few.entries()) if (d.game === 'g3') expect(judged[k]!.p).toBe(applyFit(fit3, d));
    const many = draw(MAX_FOLDS + 30);
    const folded = leaveOneGameOut(many);
    // g3 and g103 share a fold: both are judged by the fit of every game but the two
    const without = fitOutcomes(many.filter((d) => d.game !== 'g3' && d.game !== `g${MAX_FOLDS + 3}`));
    for (const [k, d] of many.entries()) if (d.game === 'g3' || d.game === `g${MAX_FOLDS + 3}`) expect(folded[k]!.p).toBe(applyFit(without, d));
    expect(folded.map((d) => d.game)).toEqual(many.map((d) => d.game));
  });

  test('a fit reads only its own terms: an input it does not use cannot move it or make it NaN', () => {
    const fit = { a: 0.5, b: 0.1, terms: { logitMean: 0.8 } };
    const x = { p: 0.7, mean: 0.6, margin: 1, round: 4 };
    expect(applyFit(fit, { ...x, margin: Infinity, round: NaN })).toBe(applyFit(fit, x));
    expect(applyFit({ a: 0.5, b: 0.1 }, { ...x, mean: NaN, margin: -Infinity })).toBe(applyFit({ a: 0.5, b: 0.1 }, x));
  });

  test('the fit finds the constants outcomes were drawn with (20,000 seeded draws)', () => {
    const rng = Rng.fromSeed(4);
    const truth = { a: 0.4, b: -0.3, terms: { logitMean: 0.9, margin: 0.25, round: -0.1 } };
    const decisions = Array.from({ length: 20_000 }, (_, i) => {
      const p = 0.02 + 0.96 * rng.next();
      const mean = Math.min(0.98, Math.max(0.02, p + 0.3 * (rng.next() - 0.5)));
      const margin = 8 * (rng.next() - 0.5);
      const round = 1 + Math.floor(10 * rng.next());
      return { game: `g${i % 20}`, seat: 0, index: i, of: 20_000, p, mean, margin, round, outcome: rng.next() < applyFit(truth, { p, mean, margin, round }) ? 1 : 0 };
    });
    const fit = fitOutcomes(decisions, ['logitMean', 'margin', 'round']);
    expect(fit.a).toBeCloseTo(truth.a, 1);
    expect(fit.b).toBeCloseTo(truth.b, 1);
    expect(fit.terms!.logitMean!).toBeCloseTo(truth.terms.logitMean, 1);
    expect(fit.terms!.margin!).toBeCloseTo(truth.terms.margin, 1);
    expect(fit.terms!.round!).toBeCloseTo(truth.terms.round, 1);
    // p alone cannot find them: the terms carry what it misses
    expect(logLoss(leaveOneGameOut(decisions, ['logitMean', 'margin', 'round']))).toBeLessThan(logLoss(leaveOneGameOut(decisions)) - 0.01);
    expect(() => fitOutcomes([{ p: 0.5, outcome: 1 }], ['margin'])).toThrow(/the term margin needs it/);
    // a term that never varies cannot be fitted apart from the rest: the fit is p alone's, not all one half
    const flat = decisions.map((d) => ({ ...d, margin: 0 }));
    const alone = fitOutcomes(flat);
    const withFlat = fitOutcomes(flat, ['margin']);
    for (const d of flat.slice(0, 50)) expect(applyFit(withFlat, { p: d.p, mean: d.mean, margin: 0, round: d.round })).toBeCloseTo(applyFit(alone, { p: d.p, mean: d.mean, margin: 0, round: d.round }), 6);
    const once = flat.map((d) => ({ ...d, round: 3 }));
    expect(applyFit(fitOutcomes(once, ['round']), { p: 0.9, mean: 0.9, margin: 0, round: 3 })).toBeCloseTo(applyFit(fitOutcomes(once), { p: 0.9, mean: 0.9, margin: 0, round: 3 }), 6);
  });
});

describe("the document's fitted figure", () => {
  const game = GAMES.duel!;
  const rng = Rng.fromSeed(9);
  const pos = game.setup({ players: 2, seed: 9 });
  for (let i = 0; i < 12; i++) game.applyInPlace(pos, game.rollout(pos, game.legalActions(pos), rng));
  const actor = game.toAct(pos)!;

  test("the seat to act's own view: its raw win probability by the duel's fit, the other seat the rest", () => {
    const doc = analyze(game, pos, { iterations: 400, seed: 1, exact: false });
    const raw = doc.position.winProbability[actor]!;
    expect(doc.fitted).not.toBeNull();
    expect(doc.fitted!.winProbability[actor]).toBeCloseTo(applyFit(OUTCOME_FITS.duel!, fitInputsOf(raw, doc.actions, game.round(pos))), 4);
    // the duel's fit reads the root's mean and the round too: p alone gives another figure
    expect(Math.abs(doc.fitted!.winProbability[actor]! - applyFit({ a: OUTCOME_FITS.duel!.a, b: OUTCOME_FITS.duel!.b }, at(raw)))).toBeGreaterThan(0.001);
    expect(doc.fitted!.winProbability[actor]! + doc.fitted!.winProbability[1 - actor]!).toBeCloseTo(1, 4);
    expect(doc.fitted).toMatchObject({ a: OUTCOME_FITS.duel!.a, b: OUTCOME_FITS.duel!.b, terms: OUTCOME_FITS.duel!.terms, rounds: [1, 6], measurement: OUTCOME_FITS.duel!.measurement });
  });

  test('nothing where it was not measured: another seat’s view, omniscient mode, the analyst search, another tree, a horizon, three players', () => {
    expect(analyze(game, pos, { iterations: 100, seed: 1, exact: false, viewpoint: 1 - actor }).fitted).toBeNull();
    expect(analyze(game, pos, { iterations: 100, seed: 1, exact: false, mode: 'omniscient' }).fitted).toBeNull();
    expect(analyze(game, pos, { iterations: 100, seed: 1, exact: false, search: 'analyst' }).fitted).toBeNull();
    expect(analyze(game, pos, { iterations: 100, seed: 1, exact: false, tree: 'turn' }).fitted).toBeNull();
    // samples cut a round on: the win probability is the evaluation's, not outcomes'
    expect(analyze(game, pos, { iterations: 100, seed: 1, exact: false, horizon: 1 }).fitted).toBeNull();
    const three = GAMES.nautilus!.setup({ players: 3, seed: 2 });
    expect(analyze(GAMES.nautilus!, three, { iterations: 60, seed: 1, exact: false }).fitted).toBeNull();
  });
});

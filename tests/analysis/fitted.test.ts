// The win probability fitted to outcomes (docs/analysis-spec.md, *Calibration*): the constants are
// the fit of the committed measurements, judged game by game on the fit of the others they meet
// what the measurement says, and the document carries the fitted figure only where it was measured.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { OUTCOME_FITS, analyze, applyFit } from '../../src/analysis/index.js';
import { consecutiveInGame, scoredDecisions } from '../../src/bench/calibration.js';
import { parseCalibrationText } from '../../src/bench/calibrationFile.js';
import { fitOutcomes, leaveOneGameOut } from '../../src/bench/calibrationFit.js';
import { calibrationFigures } from '../../src/bench/calibrationReport.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';

const measurement = (id: string) => {
  const doc = parseCalibrationText(readFileSync(new URL(`../../${OUTCOME_FITS[id]!.measurement}`, import.meta.url), 'utf8'));
  if (Array.isArray(doc)) throw new Error(`${id}: ${doc[0]!.path} ${doc[0]!.message}`);
  return doc;
};

describe('the fits', () => {
  test.each(['nautilus', 'atlantis', 'duel'])('%s: the constants are the maximum-likelihood fit of its measurement (2,000 decisions or more)', (id) => {
    const decisions = scoredDecisions(measurement(id), id);
    expect(decisions.length).toBeGreaterThanOrEqual(2000);
    const fit = fitOutcomes(decisions);
    expect(OUTCOME_FITS[id]!.a).toBeCloseTo(fit.a, 3);
    expect(OUTCOME_FITS[id]!.b).toBeCloseTo(fit.b, 3);
    // the raw figure is too sure of itself: the fit shrinks it toward one half or lowers it
    expect(fit.a < 1 || fit.b < 0).toBe(true);
  });

  test('Atlantis judged game by game on the fit of the other games: every goal met (the raw figure misses reliability)', () => {
    const doc = measurement('atlantis');
    const raw = scoredDecisions(doc, 'atlantis');
    const consecutive = consecutiveInGame(doc, GAMES);
    expect(calibrationFigures(raw, consecutive).goals).toEqual({ reliability: false, brier: true, medianChange: true });
    expect(calibrationFigures(leaveOneGameOut(raw), consecutive).goals).toEqual({ reliability: true, brier: true, medianChange: true });
  });

  test('Nautilus: the fit judged on other games brings the opening under the no-skill Brier (the raw figure is above it)', () => {
    const doc = measurement('nautilus');
    const raw = scoredDecisions(doc, 'nautilus');
    const consecutive = consecutiveInGame(doc, GAMES);
    expect(calibrationFigures(raw, consecutive).goals.brier).toBe(false);
    expect(calibrationFigures(leaveOneGameOut(raw), consecutive).goals.brier).toBe(true);
  });

  test('the map is increasing and keeps one half where the fit has no shift', () => {
    const fit = { a: 0.5, b: 0 };
    expect(applyFit(fit, 0.5)).toBeCloseTo(0.5, 12);
    let last = 0;
    for (let p = 0.01; p < 1; p += 0.01) {
      const q = applyFit(fit, p);
      expect(q).toBeGreaterThan(last);
      last = q;
    }
    // shrunk toward one half
    expect(applyFit(fit, 0.98)).toBeLessThan(0.98);
    expect(applyFit(fit, 0.02)).toBeGreaterThan(0.02);
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
    expect(doc.fitted!.winProbability[actor]).toBeCloseTo(applyFit(OUTCOME_FITS.duel!, raw), 4);
    expect(doc.fitted!.winProbability[actor]! + doc.fitted!.winProbability[1 - actor]!).toBeCloseTo(1, 4);
    expect(doc.fitted).toMatchObject({ a: OUTCOME_FITS.duel!.a, b: OUTCOME_FITS.duel!.b, measurement: OUTCOME_FITS.duel!.measurement });
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

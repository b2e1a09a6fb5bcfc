// bench --calibration (src/bench/calibration.ts, calibrationReport.ts, calibrationFile.ts;
// docs/analysis-spec.md, *Calibration*): the figures' arithmetic on a hand-computed case, a planted
// miscalibration reported as such, and a tiny real measurement (the duel, a handful of samples)
// played, judged, resumed and read back.
import { beforeAll, describe, expect, test } from 'vitest';
import {
  advanceGame,
  choicePlies,
  consecutiveInGame,
  newCalibrationDocument,
  nextCalibrationGame,
  planTree,
  predict,
  planGameSamples,
  planSamples,
  resumedPlan,
  scoredDecisions,
  type CalibrationDocument,
  type CalibrationGame,
  type CalibrationPlan,
} from '../../src/bench/calibration.js';
import { finishAnalysis, planAnalysis, runPlannedShard } from '../../src/analysis/analyze.js';
import { parseCalibrationText } from '../../src/bench/calibrationFile.js';
import { brierFigures, calibrationFigures, clusteredInterval, figuresLines, reliabilityTable, thirdOf, type ScoredDecision } from '../../src/bench/calibrationReport.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';

const d = (game: string, seat: number, index: number, of: number, p: number, outcome: number): ScoredDecision => ({ game, seat, index, of, p, outcome });

describe('the figures, by hand', () => {
  // two games of three decisions each; game a won by seat 0, game b by seat 1
  const decisions = [d('a', 0, 0, 3, 0.62, 1), d('a', 1, 1, 3, 0.35, 0), d('a', 0, 2, 3, 0.91, 1), d('b', 0, 0, 3, 0.64, 0), d('b', 1, 1, 3, 0.55, 1), d('b', 0, 2, 3, 0.05, 0)];

  test('the reliability table by tenths: count, games, mean predicted, observed rate, gap', () => {
    const rows = reliabilityTable(decisions);
    expect(rows.map((r) => r.count)).toEqual([1, 0, 0, 1, 0, 1, 2, 0, 0, 1]);
    const sixth = rows[6]!;
    expect(sixth).toMatchObject({ from: 0.6, to: 0.7, count: 2, games: 2, meanPredicted: 0.63, observedRate: 0.5, gap: 0.13, meetsGoal: null });
    // Wilson's interval of 1 in 2 is [0.0945, 0.9055]; the by-game one of outcomes 1 and 0 is 0.5 ± 1.96·√(2·0.5/4) = [-0.48, 1.48]: the wider, clipped to [0, 1]
    expect(sixth.observed95).toEqual([0, 1]);
    expect(rows[9]).toMatchObject({ count: 1, meanPredicted: 0.91, observedRate: 1, gap: -0.09 });
  });

  test('Brier score, the base rate and its Brier, skill', () => {
    const b = brierFigures(decisions);
    // (0.38² + 0.35² + 0.09² + 0.64² + 0.45² + 0.05²) / 6 = 0.8896 / 6
    expect(b.brier).toBeCloseTo(0.1483, 4);
    expect(b.baseRate).toBe(0.5);
    expect(b.baselineBrier).toBe(0.25);
    expect(b.difference).toBeCloseTo(0.1483 - 0.25, 4);
    expect(b.skill).toBeCloseTo(1 - 0.1483 / 0.25, 3);
    expect(b.games).toBe(2);
  });

  test('thirds by decision index within the game, and the change between a seat’s consecutive decisions', () => {
    expect([0, 1, 2].map((i) => thirdOf(i, 3))).toEqual(['opening', 'middle', 'last']);
    expect([0, 33, 34, 66, 67, 99].map((i) => thirdOf(i, 100))).toEqual(['opening', 'opening', 'middle', 'middle', 'last', 'last']);
    const f = calibrationFigures(decisions, () => true);
    expect(f.thirds.opening.decisions).toBe(2);
    // opening: 0.62 → 1, 0.64 → 0; base rate 0.5; Brier (0.1444 + 0.4096) / 2
    expect(f.thirds.opening.brier).toBeCloseTo(0.277, 4);
    expect(f.thirds.opening.baselineBrier).toBe(0.25);
    // seat 0's pairs: a 0.62 → 0.91, b 0.64 → 0.05; seat 1 has one decision a game
    expect(f.change.pairs).toBe(2);
    expect(f.change.median).toBeCloseTo((0.29 + 0.59) / 2, 4);
    // the opening third is worse than no skill there
    expect(f.goals.brier).toBe(false);
    // fewer than 100 decisions in every tenth: none judged
    expect(f.goals.reliability).toBeNull();
  });

  test('the by-game interval treats a game, not a decision, as the unit drawn', () => {
    // three games, each of many decisions all won or all lost: as wide as three coin flips, not 300
    const values = [...Array(100).fill(1), ...Array(100).fill(0), ...Array(100).fill(1)];
    const clusters = values.map((_, i) => String(Math.floor(i / 100)));
    const [lo, hi] = clusteredInterval(values, clusters)!;
    // the mean 2/3, residual sums 33.3, -66.7, 33.3: √(1.5 · 6666.7 / 90000) = 0.333, so ± 0.653
    expect(lo).toBeCloseTo(2 / 3 - 0.6533, 3);
    expect(hi).toBeCloseTo(2 / 3 + 0.6533, 3);
    expect(clusteredInterval([1, 0], ['x', 'x'])).toBeNull();
  });
});

describe('a planted miscalibration is reported as such', () => {
  // 2,000 games of 10 decisions; the true chance is q, drawn per game; honest predictions say q
  function games(predict: (q: number) => number): ScoredDecision[] {
    const rng = Rng.fromSeed(42);
    const out: ScoredDecision[] = [];
    for (let g = 0; g < 2000; g++) {
      const q = 0.05 + 0.9 * rng.next();
      for (let i = 0; i < 10; i++) out.push(d(`g${g}`, i % 2, i, 10, predict(q), rng.next() < q ? 1 : 0));
    }
    return out;
  }

  test('honest predictions, and predictions 2 points high, meet the reliability and Brier goals', () => {
    for (const shift of [0, 0.02]) {
      const f = calibrationFigures(
        games((q) => q + shift),
        () => true,
      );
      expect(f.goals.reliability).toBe(true);
      expect(f.all.reliability.filter((r) => r.meetsGoal !== null).length).toBeGreaterThanOrEqual(9);
      expect(f.all.brier!).toBeLessThan(f.all.baselineBrier!);
    }
  });

  test('predictions 8 points high miss the goal in every tenth judged', () => {
    const f = calibrationFigures(
      games((q) => Math.min(1, q + 0.08)),
      () => true,
    );
    expect(f.goals.reliability).toBe(false);
    const judged = f.all.reliability.filter((r) => r.meetsGoal !== null && r.to < 1);
    expect(judged.length).toBeGreaterThanOrEqual(8);
    for (const r of judged) expect(r.meetsGoal).toBe(false);
  });

  test('overconfident predictions (pushed 20 points away from one half) miss the goal in the outer tenths', () => {
    const f = calibrationFigures(
      games((q) => Math.min(1, Math.max(0, q + (q > 0.5 ? 0.2 : -0.2)))),
      () => true,
    );
    expect(f.goals.reliability).toBe(false);
    const off = f.all.reliability.filter((r) => r.meetsGoal === false);
    expect(off.length).toBeGreaterThan(0);
    for (const r of off) expect(Math.abs(r.gap!)).toBeGreaterThan(0.05);
  });

  test('predictions with no skill (one half everywhere) do not beat the baseline', () => {
    const f = calibrationFigures(games(() => 0.5), () => true);
    expect(f.goals.brier).toBe(false);
    expect(f.all.skill).toBeLessThanOrEqual(0.01);
  });
});

describe('a tiny measurement of the duel', () => {
  const game = GAMES.duel!;
  // a handful of samples: the figures mean nothing, the plumbing is what is checked
  const plan: CalibrationPlan = { players: 2, play: { bot: 'analyst', samples: { duel: 4 } }, analysis: { mode: 'observation', samples: 8, seed: 1, shardSize: 250, playouts: 'ts' }, firstGame: 1, every: 2 };
  let doc: CalibrationDocument;
  const turns: number[] = [];

  beforeAll(() => {
    doc = newCalibrationDocument(plan);
    for (let g = nextCalibrationGame(doc, 'duel', 30, new Set()); g; g = nextCalibrationGame(doc, 'duel', 30, new Set())) advanceGame(game, g, plan, { played: (x) => turns.push(x.actions.length) });
  });

  test('games are played to their end and every second block of two decisions is judged', () => {
    expect(doc.games.length).toBeGreaterThanOrEqual(1);
    let judged = 0;
    for (const g of doc.games) {
      expect(g.winShare!.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
      const choices = choicePlies(game, g, 2);
      expect(g.decisions).toBe(choices.length);
      expect(g.judged.map((j) => j.index)).toEqual(choices.filter((c) => Math.floor(c.index / 2) % 2 === 0).map((c) => c.index));
      for (const j of g.judged) {
        expect(j.p).toBeGreaterThanOrEqual(0);
        expect(j.p).toBeLessThanOrEqual(1);
        // the other estimates of the same samples: every sample's mean, the most sampled candidates first
        expect(j.mean).toBeGreaterThanOrEqual(0);
        expect(j.mean).toBeLessThanOrEqual(1);
        const visits = j.top.map(([, n]) => n);
        expect(visits).toEqual([...visits].sort((a, b) => b - a));
        expect(visits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(8);
        expect(j.spread[0]).toBeGreaterThanOrEqual(j.top.length);
        expect(j.spread[1]).toBeCloseTo(j.top.length === j.spread[0] ? j.top.reduce((a, [p]) => a + p, 0) : j.spread[1], 3);
      }
      judged += g.judged.length;
    }
    // games are added until 30 decisions are judged
    expect(judged).toBeGreaterThanOrEqual(30);
    expect(judged - doc.games.at(-1)!.judged.length).toBeLessThan(30);
  });

  test('a game stopped after any turn and resumed plays and judges the same', () => {
    const whole = doc.games[0]!;
    const cut = turns.find((n) => n > 10 && n < whole.actions.length)!;
    const part: CalibrationGame = { ...whole, actions: whole.actions.slice(0, cut), winShare: null, scores: null, decisions: null, judged: whole.judged.filter((j) => j.ply < cut).slice(0, 3) };
    expect(advanceGame(game, part, plan)).toEqual(whole);
  });

  test('the document reads back; a game that is not its seed’s, or a wrong outcome, is refused with its path', () => {
    const text = JSON.stringify(doc);
    expect(parseCalibrationText(text)).toEqual(doc);
    const bad = JSON.parse(text) as CalibrationDocument;
    bad.games[0]!.actions[3] = bad.games[0]!.actions[5]!;
    const errors = parseCalibrationText(JSON.stringify(bad));
    expect(Array.isArray(errors) && errors[0]!.path).toMatch(/^\$\.games\[0\]\.actions\[\d+\]$/);
    const lost = JSON.parse(text) as CalibrationDocument;
    lost.games[0]!.winShare = lost.games[0]!.winShare!.map((w) => 1 - w);
    expect(parseCalibrationText(JSON.stringify(lost))).toEqual([expect.objectContaining({ path: '$.games[0].winShare', code: 'badEnd' })]);
    expect(parseCalibrationText('{"format":"nautilab-calibration/2"}')).toEqual(expect.arrayContaining([expect.objectContaining({ code: expect.stringMatching(/^schema\./) })]));
  });

  test('a forged document is refused with its path: a game twice, a decision twice or out of order, a game the plan has no budget for, wrong scores, an infinite or huge number, a plan of players none of its games take', () => {
    const text = JSON.stringify(doc);
    const forged = (change: (d: CalibrationDocument) => void): ReturnType<typeof parseCalibrationText> => {
      const d = JSON.parse(text) as CalibrationDocument;
      change(d);
      return parseCalibrationText(JSON.stringify(d));
    };
    // a game twice (a resume would hand the second out for ever; the figures would count it twice)
    expect(forged((d) => d.games.push({ ...d.games[0]!, actions: [], winShare: null, scores: null, decisions: null, judged: [] }))).toEqual([expect.objectContaining({ path: `$.games[${doc.games.length}].seed`, code: 'duplicate' })]);
    expect(forged((d) => d.games.push(d.games[0]!))).toEqual([expect.objectContaining({ path: `$.games[${doc.games.length}].seed`, code: 'duplicate' })]);
    // a decision twice, or out of the order played
    expect(forged((d) => d.games[0]!.judged.push(d.games[0]!.judged[0]!))).toEqual([expect.objectContaining({ path: `$.games[0].judged[${doc.games[0]!.judged.length}]`, code: 'badDecision' })]);
    expect(forged((d) => d.games[0]!.judged.reverse())).toEqual([expect.objectContaining({ path: '$.games[0].judged[1]', code: 'badDecision' })]);
    // a game the plan did not play (its budget is what the report states)
    expect(forged((d) => (d.plan.play.samples = { nautilus: 5 }))).toEqual(expect.arrayContaining([expect.objectContaining({ path: '$.games[0].game', code: 'notPlanned' })]));
    expect(forged((d) => d.games.forEach((g) => g.scores && (g.scores[0]! += 1)))).toEqual(expect.arrayContaining([expect.objectContaining({ path: '$.games[0].scores', code: 'badEnd' })]));
    // JSON.parse reads 1e400 as Infinity, which JSON.stringify would write back as null
    expect(parseCalibrationText(text.replace(/"margin":[^,]*/, '"margin":1e400'))).toEqual([expect.objectContaining({ path: '$.games[0].judged[0].margin', code: 'notFinite' })]);
    expect(forged((d) => (d.games[0]!.judged[0]!.margin = 1e300))).toEqual([expect.objectContaining({ path: '$.games[0].judged[0].margin' })]);
    // the plan's players are checked against every game it plays, with or without games
    expect(forged((d) => ((d.plan.players = 8), (d.games = [])))).toEqual([expect.objectContaining({ path: '$.plan.players', code: 'badPlayers' })]);
    expect(forged(() => undefined)).toEqual(doc);
  });

  test('a game played but not judged in full (a stopped run) brings none of its decisions to the figures', () => {
    const whole = doc.games[0]!;
    const cut: CalibrationDocument = { ...doc, games: [{ ...whole, judged: whole.judged.slice(0, 2) }, ...doc.games.slice(1)] };
    const rest = doc.games.slice(1).reduce((a, g) => a + g.judged.length, 0);
    expect(scoredDecisions(cut, 'duel')).toHaveLength(rest);
    expect(scoredDecisions(doc, 'duel')).toHaveLength(rest + whole.judged.length);
  });

  test('a slice without decisions has no figures, and leaves its goals unjudged, not missed', () => {
    const none = calibrationFigures([], consecutiveInGame(doc, GAMES));
    expect(none.all).toMatchObject({ decisions: 0, games: 0, brier: null, baseRate: null, baselineBrier: null, difference: null, difference95: null, skill: null });
    expect(none.goals).toEqual({ reliability: null, brier: null, medianChange: null });
    const text = figuresLines(none).join('\n');
    expect(text).toContain('0 decisions  (none to score)');
    expect(text).not.toMatch(/NaN|undefined|one game/);
    // decisions of the opening only: the later thirds are empty, so the Brier goal is not judged
    const opening = calibrationFigures(
      scoredDecisions(doc, 'duel').filter((d) => 3 * d.index < d.of),
      consecutiveInGame(doc, GAMES),
    );
    expect(opening.thirds.opening.decisions).toBeGreaterThan(0);
    expect(opening.thirds.last.brier).toBeNull();
    expect(opening.goals.brier).toBeNull();
  });

  test('a prediction planted far from the outcomes is reported off in its tenth and worse than no skill', () => {
    const honest = calibrationFigures(scoredDecisions(doc, 'duel'), consecutiveInGame(doc, GAMES));
    expect(honest.all.decisions).toBe(doc.games.reduce((a, g) => a + g.judged.length, 0));
    // every decision predicted a sure win for the seat to act: about half are lost
    const planted = calibrationFigures(
      scoredDecisions(doc, 'duel', () => 0.97),
      consecutiveInGame(doc, GAMES),
    );
    const top = planted.all.reliability[9]!;
    expect(top.count).toBe(planted.all.decisions);
    expect(top.gap!).toBeGreaterThan(0.2);
    if (top.count >= 100) expect(planted.goals.reliability).toBe(false);
    expect(planted.all.brier!).toBeGreaterThan(planted.all.baselineBrier!);
    expect(planted.goals.brier).toBe(false);
    // nothing changes between a seat's decisions: the median change is 0
    expect(planted.change.median).toBe(0);
  });
});

describe("the plan's analysis tree", () => {
  const game = GAMES.duel!;
  const rng = Rng.fromSeed(3);
  const pos = game.setup({ players: 2, seed: 3 });
  for (let i = 0; i < 20; i++) game.applyInPlace(pos, game.rollout(pos, game.legalActions(pos), rng));
  const base: CalibrationPlan = { players: 2, play: { bot: 'analyst', samples: { duel: 4 } }, analysis: { mode: 'observation', samples: 300, seed: 1, shardSize: 250, playouts: 'ts' }, firstGame: 1, every: 1 };
  const direct = (tree: 'turn' | 'game'): number => {
    const seat = game.toAct(pos)!;
    const plan = planAnalysis(game, pos, { viewpoint: seat, iterations: 300, seed: 1, shardSize: 250, exact: false, tree });
    return finishAnalysis(game, pos, plan, plan.shards.map((_, i) => runPlannedShard(game, pos, plan, i)), 0).position.winProbability[seat]!;
  };

  test("a plan naming the duel's tree judges with it; one without `trees` (files written before) with the tree over the turn", () => {
    expect(direct('game')).not.toBe(direct('turn'));
    expect(predict(game, pos, { ...base, analysis: { ...base.analysis, trees: { duel: 'game' } } }).p).toBe(direct('game'));
    expect(predict(game, pos, base).p).toBe(direct('turn'));
  });

  test("a plan naming the duel's budget judges with it (`gameSamples`), else with `samples`", () => {
    const at = (iterations: number): number => {
      const seat = game.toAct(pos)!;
      const plan = planAnalysis(game, pos, { viewpoint: seat, iterations, seed: 1, shardSize: 250, exact: false, tree: 'turn' });
      return finishAnalysis(game, pos, plan, plan.shards.map((_, i) => runPlannedShard(game, pos, plan, i)), 0).position.samples;
    };
    expect(at(600)).not.toBe(at(300));
    expect(predict(game, pos, { ...base, analysis: { ...base.analysis, gameSamples: { duel: 600 } } }).n).toBe(at(600));
    expect(predict(game, pos, { ...base, analysis: { ...base.analysis, gameSamples: { nautilus: 600 } } }).n).toBe(at(300));
  });

  test('the trees read back, and a tree that is not one is refused with its path', () => {
    const doc = newCalibrationDocument({ ...base, analysis: { ...base.analysis, trees: { duel: 'game' } } });
    expect(parseCalibrationText(JSON.stringify(doc))).toEqual(doc);
    const bad = JSON.parse(JSON.stringify(doc)) as { plan: { analysis: { trees: Record<string, string> } } };
    bad.plan.analysis.trees.duel = 'forest';
    expect(parseCalibrationText(JSON.stringify(bad))).toEqual([expect.objectContaining({ path: expect.stringContaining('trees') })]);
  });
});

describe('going on with a measurement (--resume)', () => {
  const plan = (games: string[], trees?: Record<string, 'turn' | 'game'>): CalibrationPlan => ({
    players: 2,
    play: { bot: 'analyst', samples: Object.fromEntries(games.map((g) => [g, 300])) },
    analysis: { mode: 'observation', samples: 1000, seed: 1, shardSize: 250, playouts: 'wasm', ...(trees ? { trees } : {}) },
    firstGame: 1,
    every: 1,
  });
  const all = plan(['nautilus', 'atlantis', 'duel'], { duel: 'game' });

  test('a file of every game goes on for some of them, and for all', () => {
    expect(resumedPlan(all, plan(['nautilus']), ['nautilus'])).toEqual(all);
    expect(resumedPlan(all, plan(['duel'], { duel: 'game' }), ['duel'])).toEqual(all);
    expect(resumedPlan(all, all, ['nautilus', 'atlantis', 'duel'])).toEqual(all);
  });

  test("a file whose duel was judged with the turn's tree goes on only with that tree", () => {
    const old = plan(['duel']);
    expect(planTree(old, 'duel')).toBe('turn');
    expect(resumedPlan(old, plan(['duel'], { duel: 'game' }), ['duel'])).toBeNull();
    expect(resumedPlan(old, plan(['duel']), ['duel'])).toEqual(old);
  });

  test('a game the file does not have yet adds its budget and tree; another budget or analysis is another measurement', () => {
    const n = plan(['nautilus']);
    expect(resumedPlan(n, plan(['duel'], { duel: 'game' }), ['duel'])).toEqual({ ...n, play: { bot: 'analyst', samples: { nautilus: 300, duel: 300 } }, analysis: { ...n.analysis, trees: { duel: 'game' } } });
    expect(resumedPlan(n, { ...plan(['nautilus']), play: { bot: 'analyst', samples: { nautilus: 400 } } }, ['nautilus'])).toBeNull();
    expect(resumedPlan(n, { ...plan(['nautilus']), analysis: { ...n.analysis, samples: 2000 } }, ['nautilus'])).toBeNull();
  });

  test("each game's analysis budget: named where it is not the plan's samples, kept per game on resuming, another budget is another measurement", () => {
    const defaults = { ...all, analysis: { ...all.analysis, ...planGameSamples(1000, { nautilus: 1000, atlantis: 1000, duel: 4000 }) } };
    expect(defaults.analysis.gameSamples).toEqual({ duel: 4000 });
    expect(planGameSamples(1000, { nautilus: 1000 })).toEqual({});
    expect(['nautilus', 'atlantis', 'duel'].map((id) => planSamples(defaults, id))).toEqual([1000, 1000, 4000]);
    expect(resumedPlan(defaults, defaults, ['nautilus', 'atlantis', 'duel'])).toEqual(defaults);
    // a file of 1,000 samples in every game goes on with its duel at 1,000, not at today's default
    expect(resumedPlan(all, defaults, ['nautilus'])).toEqual(all);
    expect(resumedPlan(all, defaults, ['duel'])).toBeNull();
    // a game the file does not have yet adds its budget
    const n = plan(['nautilus']);
    const duel = { ...plan(['duel'], { duel: 'game' }), analysis: { ...plan(['duel'], { duel: 'game' }).analysis, gameSamples: { duel: 4000 } } };
    const both = resumedPlan(n, duel, ['duel'])!;
    expect([planSamples(both, 'nautilus'), planSamples(both, 'duel')]).toEqual([1000, 4000]);
    expect(both.analysis.gameSamples).toEqual({ duel: 4000 });
    // resumed twice: the file written by the first resume (its keys in another order) goes on with the command line's plan
    const cli: CalibrationPlan = { players: 2, play: { bot: 'analyst', samples: { nautilus: 300, duel: 300 } }, analysis: { mode: 'observation', samples: 1000, gameSamples: { duel: 4000 }, seed: 1, shardSize: 250, playouts: 'wasm', trees: { duel: 'game' } }, firstGame: 1, every: 1 };
    const once = resumedPlan(n, cli, ['nautilus', 'duel'])!;
    expect(once).not.toBeNull();
    const written = JSON.parse(JSON.stringify(once)) as CalibrationPlan;
    expect(resumedPlan(written, cli, ['nautilus', 'duel'])).toEqual(once);
    // a file of the duel at 4,000 samples named as `samples` goes on with a plan naming them as the duel's budget, and not at 1,000
    const duelFile = { ...plan(['duel'], { duel: 'game' }), analysis: { ...plan(['duel'], { duel: 'game' }).analysis, samples: 4000 } };
    expect(resumedPlan(duelFile, { ...cli, play: { bot: 'analyst', samples: { duel: 300 } } }, ['duel'])).toEqual(duelFile);
    expect(resumedPlan(duelFile, plan(['duel'], { duel: 'game' }), ['duel'])).toBeNull();
    // the document keeps it, and refuses a budget that is not one
    const doc = newCalibrationDocument(defaults);
    expect(parseCalibrationText(JSON.stringify(doc))).toEqual(doc);
    const bad = JSON.parse(JSON.stringify(doc)) as { plan: { analysis: { gameSamples: Record<string, unknown> } } };
    bad.plan.analysis.gameSamples.duel = 0;
    expect(parseCalibrationText(JSON.stringify(bad))).toEqual([expect.objectContaining({ path: expect.stringContaining('gameSamples') })]);
  });

  test('a tree named for a game that is not one is refused with its path', () => {
    const doc = newCalibrationDocument(plan(['duel'], { duel: 'game' }));
    const bad = JSON.parse(JSON.stringify(doc)) as { plan: { analysis: { trees: Record<string, string> } } };
    bad.plan.analysis.trees = { Duel: 'game' };
    const errors = parseCalibrationText(JSON.stringify(bad));
    expect(Array.isArray(errors) && errors.length).toBeGreaterThan(0);
    expect(Array.isArray(errors) && errors.every((e) => e.path.includes('trees'))).toBe(true);
  });
});

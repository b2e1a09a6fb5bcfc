// The review of a game (src/analysis/review.ts, docs/cli.md "Reviewing a game"): a planted blunder is marked, best actions and only moves are not, and each decision is judged from its mover's observation alone.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { analyze, planAnalysis, searchModel } from '../../src/analysis/analyze.js';
import { exactAnalysis } from '../../src/analysis/exact/exact.js';
import { actionValue, CONTINUATION_EXPLORATION, confirmSamples, dealsBounds, dealsVerdictOf, LOOK_SEEDS, decisionsOf, markOf, replayRecord, revealsToMover, reviewActions, reviewAnalysisOptions, reviewDecision, reviewSummary, verdictOf, MARK_THRESHOLDS } from '../../src/analysis/review.js';
import { searchTree, shardBudgets, shardSeed } from '../../src/analysis/search.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';

const duel = GAMES.duel!;
/** A seeded duel (the playout policy for both seats) where, at ply 83, seat 0 has actions that win and actions that lose. */
const SEED = 2;
const PLANT = 83;
const ITERATIONS = 120;

/** The seeded game's positions and actions, with the action at `PLANT` replaced by `choose(before)`. */
function plantedGame(choose: (before: unknown) => string): { actions: string[]; positions: unknown[] } {
  const rng = Rng.fromSeed(SEED);
  let p = duel.setup({ players: 2, seed: SEED });
  const actions: string[] = [];
  while (!duel.isOver(p)) {
    const legal = duel.legalActions(p);
    const action = actions.length === PLANT ? choose(p) : duel.makeAction(duel.rollout(p, legal, rng));
    actions.push(action);
    const parsed = duel.parseAction(action);
    const next = parsed.ok ? duel.play(p, parsed.value) : parsed;
    if (!next.ok) throw new Error(`${action}: ${next.error.message}`);
    p = next.value;
  }
  const replayed = replayRecord({ game: duel, initial: duel.setup({ players: 2, seed: SEED }), actions });
  if (!replayed.ok) throw new Error(replayed.error.message);
  return { actions, positions: replayed.value };
}

/** Every legal action of the mover at `before` with its value to the mover (the review's own measure). */
function valued(before: unknown): { action: string; win: number }[] {
  const seat = duel.toAct(before)!;
  return duel
    .legalActions(before)
    .map((a) => duel.makeAction(a))
    .map((action) => ({ action, win: actionValue(duel, before, seat, action, ITERATIONS, 5).win }))
    .sort((a, b) => a.win - b.win);
}

describe('review', () => {
  test('a planted blunder (the worst legal action by a clear margin) is marked blunder; the best action is not marked', () => {
    let margin = 0;
    const worst = plantedGame((before) => {
      const v = valued(before);
      margin = v[v.length - 1]!.win - v[0]!.win;
      return v[0]!.action;
    });
    // the plant is a clear blunder by the review's own measure, not a coin toss
    expect(margin).toBeGreaterThan(MARK_THRESHOLDS.blunder + 0.3);
    const blunder = reviewDecision(duel, worst.positions[PLANT], worst.actions[PLANT]!, PLANT, { iterations: ITERATIONS });
    expect(blunder).toMatchObject({ ply: PLANT, seat: 0, onlyMove: false, mark: 'blunder' });
    expect(blunder.best).not.toBe(blunder.action);
    expect(blunder.loss!).toBeGreaterThanOrEqual(MARK_THRESHOLDS.blunder);
    expect(blunder.bestWin! - blunder.winAfter!).toBeCloseTo(blunder.loss!, 6);
    expect(blunder.winBefore).toBe(blunder.bestWin);

    // the same position with the review's best action played instead: unmarked, nothing lost
    const played = plantedGame(() => blunder.best!);
    const good = reviewDecision(duel, played.positions[PLANT], played.actions[PLANT]!, PLANT, { iterations: ITERATIONS });
    expect(good).toMatchObject({ action: blunder.best, best: blunder.best, loss: 0, mark: null });
    expect(good.winAfter).toBe(good.bestWin);
    // the blunder's mark held at the longer look, whose numbers it carries; its first look and the good game's decision are the same decision: same numbers for the best action
    expect(blunder).toMatchObject({ rechecked: true, samples: confirmSamples(ITERATIONS) });
    expect(good).toMatchObject({ rechecked: false, samples: ITERATIONS });
    expect(good.bestWin).toBe(reviewDecision(duel, worst.positions[PLANT], worst.actions[PLANT]!, PLANT, { iterations: ITERATIONS, confirm: 0 }).bestWin);
  });

  test('only moves (one legal action) are listed unmarked and unanalysed; the summary does not count them', () => {
    const { actions, positions } = plantedGame((before) => duel.makeAction(duel.legalActions(before)[0]));
    const only = decisionsOf(duel, positions, actions).filter((d) => duel.legalActions(positions[d.ply]).length === 1);
    expect(only.length).toBeGreaterThan(0);
    const reviewed = only.slice(0, 3).map((d) => reviewDecision(duel, positions[d.ply], d.action, d.ply, { iterations: ITERATIONS }));
    for (const r of reviewed) expect(r).toMatchObject({ onlyMove: true, legal: 1, best: null, winBefore: null, winAfter: null, bestWin: null, loss: null, mark: null, samples: 0 });
    expect(reviewSummary(2, reviewed).map((s) => s.decisions)).toEqual([0, 0]);
  });

  test("observation mode: the review of a decision is the same when the other seat's hidden state is drawn anew, consistently with what the mover saw", () => {
    const { actions, positions } = plantedGame((before) => valued(before)[0]!.action);
    for (const ply of [4, 20, PLANT]) {
      const before = positions[ply] as never;
      const seat = duel.toAct(before)!;
      const observation = duel.observe(before, seat);
      const other = duel.determinize(observation, Rng.fromSeed(99));
      // a different truth: the other seat's hidden state (its hand, the draw pile) differs …
      expect(JSON.stringify(duel.toJSON(other))).not.toBe(JSON.stringify(duel.toJSON(before)));
      // … and the mover sees exactly the same
      expect(duel.observe(other, seat)).toEqual(observation);
      const a = reviewDecision(duel, before, actions[ply]!, ply, { iterations: 60 });
      const b = reviewDecision(duel, other, actions[ply]!, ply, { iterations: 60 });
      expect(b).toEqual(a);
    }
  });

  test('marks follow the documented thresholds (10, 20, 30 points of win probability)', () => {
    expect([0, 0.0999, 0.1, 0.1999, 0.2, 0.2999, 0.3, 1].map(markOf)).toEqual([null, null, 'inaccuracy', 'inaccuracy', 'mistake', 'mistake', 'blunder', 'blunder']);
  });

  test('an illegal action in a record is an error with its path', () => {
    const r = replayRecord({ game: duel, initial: duel.setup({ players: 2, seed: 1 }), actions: ['skip', 'fly to the moon'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toMatch(/^\$\.actions\[[01]\]$/);
  });

  const corpus = (JSON.parse(readFileSync(new URL('../fixtures/exact/duel.json', import.meta.url), 'utf8')) as { entries: { position: unknown }[] }).entries;
  const atStakeCorpus = (JSON.parse(readFileSync(new URL('../fixtures/exact/duel.at-stake.json', import.meta.url), 'utf8')) as { entries: { position: unknown }[] }).entries;
  /** The duel's at-stake corpus entry `i` (tests/fixtures/exact/duel.at-stake.json). */
  const duelAtStake = (i: number): unknown => {
    const r = duel.fromJSON(atStakeCorpus[i]!.position);
    if (!r.ok) throw new Error(`duel at-stake entry ${i}`);
    return r.value;
  };
  const entry = (i: number): unknown => {
    const r = duel.fromJSON(corpus[i]!.position);
    if (!r.ok) throw new Error(`duel corpus entry ${i}`);
    return r.value;
  };

  test('duel corpus position 74: by samples of the search for every seat, no exactly winning action is marked and every exactly losing one is a blunder; within reach the review is exact', () => {
    const p = entry(74);
    const seat = duel.toAct(p)!;
    const exact = exactAnalysis(duel, p, { mode: 'observation', viewpoint: seat, seed: shardSeed(1, 74) })!;
    const sampled = reviewActions(duel, p, exact.actions.map((a) => a.action), 74, { iterations: 300, exact: false });
    for (const [i, d] of sampled.entries()) {
      const x = exact.actions[i]!;
      expect(d.basis).toBe('samples');
      if (x.winShare === exact.value.winShare) expect(d.mark, `${d.action} wins exactly`).toBeNull();
      else expect(d.mark, `${d.action} loses ${exact.value.winShare - x.winShare} exactly`).toBe('blunder');
    }
    // the four the playout policy called blunders (issue 42)
    for (const a of ['place 2 0 1', 'place 2 1 1', 'place 5 0 1', 'place 5 1 1']) expect(sampled.find((d) => d.action === a)!.verdict).toBe('sound');
    // within reach every number is exact, per deal: the loss 1 in all 16 deals, so a blunder, with bounds from the rule of three (1 − 2 × (1 − 0.05^(1/16)));
    // the winning placement ties another in every deal: sound only on 32 deals, where the rule of three shows no other 0.1 better
    const exactly = reviewActions(duel, p, ['place 2 0 1', 'place 2 0 4'], 74);
    expect(exactly.map((d) => [d.basis, d.mark, d.loss, d.samples, d.deals, d.verdict, d.lossBounds, d.reveals])).toEqual([
      ['exact', null, 0, 0, 32, 'sound', [0, 0.0894], null],
      ['exact', 'blunder', 1, 0, 16, 'marked', [0.6585, 1], null],
    ]);
    // an action the mover does not have is refused by name, within reach too
    expect(() => reviewActions(duel, p, ['place 2 0 1', 'move 9 9 9 9'], 74)).toThrow("'move 9 9 9 9' is not a legal action of the mover at ply 74");
  });

  test("the review's best is the analysis document's best (the ranking rule), not its most sampled candidate", () => {
    // duel corpus position 67: at 120 samples the review's analysis samples 'place 3 1 1' most, and the rule ranks 'place 11 0 0' first
    const p = entry(67);
    const seat = duel.toAct(p)!;
    const doc = analyze(duel, p, reviewAnalysisOptions(seat, 120, shardSeed(1, 67)));
    const most = [...doc.actions].sort((a, b) => b.samples - a.samples)[0]!.action;
    const best = doc.actions.find((a) => a.best)!.action;
    expect(most).not.toBe(best);
    expect([most, best]).toEqual(['place 3 1 1', 'place 11 0 0']);
    expect(reviewDecision(duel, p, most, 67, { iterations: 120, exact: false }).best).toBe(best);
  });

  test('a mark stands only if a longer look shows it too: duel at-stake entry 61, where the first look marks exactly winning placements (issue 42)', () => {
    const p = duelAtStake(61);
    const seat = duel.toAct(p)!;
    // the exact values (the review's own 16 determinizations; 400 more give the same): 'place 4 0 2' and 'place 13 1 1' win, 'place 13 0 2' loses
    const exact = exactAnalysis(duel, p, { mode: 'observation', viewpoint: seat, seed: shardSeed(1, 61) })!;
    const win = (a: string): number => exact.actions.find((x) => x.action === a)!.winShare;
    expect([win('place 4 0 2'), win('place 13 1 1'), win('place 13 0 2')]).toEqual([1, 1, 0]);
    const actions = ['place 4 0 2', 'place 13 1 1', 'place 13 0 2'];
    // the first look alone (300 samples) marks the two winning placements inaccuracies
    const first = reviewActions(duel, p, actions, 61, { iterations: 300, exact: false, confirm: 0 });
    expect(first.map((d) => [d.mark, d.rechecked, d.samples])).toEqual([
      ['inaccuracy', false, 300],
      ['inaccuracy', false, 300],
      ['blunder', false, 300],
    ]);
    // by default each mark is measured again on 1,000 samples of other seeds: the winning placements are sound there, the losing one is still a blunder
    expect(confirmSamples(300)).toBe(1000);
    const reviewed = reviewActions(duel, p, actions, 61, { iterations: 300, exact: false });
    expect(reviewed.map((d) => [d.mark, d.verdict, d.rechecked, d.samples])).toEqual([
      [null, 'sound', true, 1000],
      [null, 'sound', true, 1000],
      ['blunder', 'marked', true, 1000],
    ]);
    // every number of a rechecked decision is the longer look's: the best and the action measured on 1,000 samples of the longer look's own seed
    const longerSeed = shardSeed(shardSeed(1, 61), LOOK_SEEDS.longer);
    const bestValue = actionValue(duel, p, seat, reviewed[0]!.best!, 1000, longerSeed);
    for (const d of reviewed) {
      const played = actionValue(duel, p, seat, d.action, 1000, longerSeed);
      const v = verdictOf(bestValue.wins.map((w, k) => w - played.upper[k]!), bestValue.upper.map((w, k) => w - played.wins[k]!));
      expect([d.winAfter, d.bestWin, d.winBefore, d.mark, d.verdict, d.lossBounds]).toEqual([Math.round(played.win * 1e4) / 1e4, Math.round(bestValue.win * 1e4) / 1e4, Math.round(bestValue.win * 1e4) / 1e4, v.mark, v.verdict, v.bounds]);
    }
    expect(reviewed[0]!.loss!).toBeLessThan(0.1);
    expect(reviewed[0]!.lossBounds![1]).toBeLessThan(0.1);
    // the looks measure on seeds of their own: none is the first look's, nor any shard's of an analysis of up to 1,000,000 samples (shard i is seeded shardSeed(seed, i))
    expect(LOOK_SEEDS.first).not.toBe(LOOK_SEEDS.longer);
    expect(Math.min(LOOK_SEEDS.first, LOOK_SEEDS.longer)).toBeGreaterThanOrEqual(shardBudgets(1_000_000, 1).length);
    // an action the first look does not mark is not looked at again
    const best = reviewed[0]!.best!;
    expect(reviewActions(duel, p, [best], 61, { iterations: 300, exact: false })[0]).toMatchObject({ mark: null, rechecked: false, samples: 300 });
  });

  test("within the solver's reach the exact values are a mean over deals, judged with bounds: duel at-stake entry 77's 'place 10 0 0' wins in all 16 first deals, loses about 0.3 over 256, and is marked on more deals, not called sound", () => {
    const p = duelAtStake(77);
    const seat = duel.toAct(p)!;
    // over the exact answer's 16 deals it is optimal (the review called it sound, basis exact, before)
    const sixteen = exactAnalysis(duel, p, { mode: 'observation', viewpoint: seat, seed: shardSeed(1, 77) })!;
    expect(sixteen.optimal).toContain('place 10 0 0');
    const [d] = reviewActions(duel, p, ['place 10 0 0'], 77);
    // more deals while it is unclear or its mark's bounds reach the next threshold, up to 128: a mistake there
    expect([d!.basis, d!.samples, d!.deals, d!.best, d!.mark, d!.verdict]).toEqual(['exact', 0, 128, 'place 2 1 2', 'mistake', 'marked']);
    expect(d!.lossBounds![0]).toBeGreaterThanOrEqual(MARK_THRESHOLDS.mistake);
    // its numbers are the means over those 128 deals, the same deals whichever actions are reviewed with it
    const over128 = exactAnalysis(duel, p, { mode: 'observation', viewpoint: seat, seed: shardSeed(1, 77), determinizations: 128 })!;
    expect([d!.winAfter, d!.bestWin]).toEqual([over128.actions.find((a) => a.action === 'place 10 0 0')!.winShare, over128.value.winShare]);
    expect(reviewActions(duel, p, ['place 2 1 2', 'place 2 0 0', 'place 10 0 0'], 77)[2]).toEqual(d);
  });

  test("the best over a few deals is judged against every other action too: duel at-stake entry 147's 'place 13 1 4', optimal over the first 16 deals, is not called sound", () => {
    const p = duelAtStake(147);
    const seat = duel.toAct(p)!;
    const sixteen = exactAnalysis(duel, p, { mode: 'observation', viewpoint: seat, seed: shardSeed(1, 147) })!;
    expect(sixteen.optimal[0]).toBe('place 13 1 4');
    // over more deals 'place 8 1 4' is better (256 deals: it wins 0.145 more); the review solves more and does not call the played action sound
    const [d] = reviewActions(duel, p, ['place 13 1 4'], 147);
    expect([d!.basis, d!.deals, d!.best, d!.verdict]).toEqual(['exact', 128, 'place 8 1 4', 'unclear']);
    expect(d!.lossBounds![1]).toBeGreaterThan(0.2);
  });

  test("the other seat chooses by what it holds: duel at-stake entry 47, where its choice fused over its hands made nine exactly winning placements look worse than a tenth (issue 42)", () => {
    const p = duelAtStake(47);
    const seat = duel.toAct(p)!;
    // the mover's placement ends its part of the game; the ten exactly optimal placements win alike
    const exact = exactAnalysis(duel, p, { mode: 'observation', viewpoint: seat, seed: shardSeed(1, 47) })!;
    const top = Math.max(...exact.actions.map((a) => a.winShare));
    const optimal = exact.actions.filter((a) => a.winShare === top).map((a) => a.action);
    expect(optimal.length).toBe(10);
    expect(optimal).toContain('place 2 1 2');
    // by samples alone, with the longer look: none of them is marked (each was an inaccuracy against 'place 2 1 2', losses 0.16-0.18, when the other seat chose one reply for every hand)
    const reviewed = reviewActions(duel, p, optimal, 47, { iterations: 300, exact: false });
    expect(reviewed.filter((d) => d.mark !== null).map((d) => d.action)).toEqual([]);
    // and the exactly losing placements are still marked
    const losing = exact.actions.filter((a) => a.winShare < top - 0.3).map((a) => a.action);
    expect(losing.length).toBeGreaterThan(0);
    for (const d of reviewActions(duel, p, losing, 47, { iterations: 300, exact: false })) expect(d.mark, d.action).not.toBeNull();
  });

  test("the search keeps the other seat's choices per view of its own as well: after the mover's last placement at duel at-stake entry 47 its reply depends on its hand", () => {
    const before = duelAtStake(47);
    const seat = duel.toAct(before)!;
    const parsed = duel.parseAction('place 2 1 2');
    if (!parsed.ok) throw new Error('place 2 1 2');
    const after = duel.play(before, parsed.value);
    if (!after.ok) throw new Error('place 2 1 2');
    const observation = duel.observe(after.value, seat);
    const search = (views: boolean) =>
      searchTree({ model: searchModel(duel, 2), sample: (rng) => duel.determinize(observation, rng), viewpoint: seat, actor: seat, iterations: 600, seed: 5, horizon: 'end', exploration: 0.5, tree: 'game', prune: false, views });
    const root = search(true);
    expect(duel.toAct(after.value)).not.toBe(seat);
    // one entry per hand the other seat was dealt in the mover's samples; each counts the samples through it
    const views = [...root.views!];
    expect(views.length).toBeGreaterThan(1);
    for (const [key] of views) expect(key.split('|')[0]).toMatch(/^[0-9,]*$/);
    const through = views.reduce((n, [, v]) => n + [...v.values()].reduce((m, x) => m + x.n, 0), 0);
    expect(through).toBe(root.n);
    // the reply most tried differs between hands
    const favourite = views.filter(([, v]) => [...v.values()].reduce((m, x) => m + x.n, 0) >= 50).map(([, v]) => [...v].sort((a, b) => b[1].n - a[1].n)[0]![0]);
    expect(new Set(favourite).size).toBeGreaterThan(1);
    // off, the node has no views: every hand gets the node's one choice
    expect(search(false).views).toBeUndefined();
    // the review's analysis keeps views; the analysis a player reads (Explore, \`nautilab analyze\`: the duel's tree goes to the game's end too) does not
    expect(planAnalysis(duel, before, reviewAnalysisOptions(seat, 300, 1)).views).toBe(true);
    expect(planAnalysis(duel, before, { iterations: 300 }).tree).toBe('game');
    expect(planAnalysis(duel, before, { iterations: 300 }).views).toBeUndefined();
  });

  test("a rechecked mark is the longer look's, whichever way it moves (duel at-stake entries 15 and 66)", () => {
    const at = duelAtStake;
    // entry 15: a mistake at the first look, a blunder at the longer; entry 66: a blunder, then a mistake
    for (const [i, action, first, longer] of [[15, 'place 1 0 4', 'mistake', 'blunder'], [66, 'place 3 1 2', 'blunder', 'mistake']] as const) {
      expect(reviewActions(duel, at(i), [action], i, { iterations: 300, exact: false, confirm: 0 })[0]!.mark).toBe(first);
      expect(reviewActions(duel, at(i), [action], i, { iterations: 300, exact: false })[0]).toMatchObject({ mark: longer, rechecked: true, samples: 1000 });
    }
  });

  test('verdicts: a mark needs the loss past its threshold with 95% confidence on the paired samples; sound below the first threshold with 95%; else unclear', () => {
    const spread = (mean: number, half: number, n = 100): number[] => Array.from({ length: n }, (_, i) => mean + (i % 2 ? half : -half));
    expect(verdictOf(spread(0.35, 0.05))).toMatchObject({ mark: 'blunder', verdict: 'marked' });
    // past 0.3 on average, but not surely: a mistake is what the samples show
    expect(verdictOf(spread(0.31, 0.3))).toMatchObject({ mark: 'mistake', verdict: 'marked' });
    expect(verdictOf(spread(0.15, 0.5))).toMatchObject({ mark: null, verdict: 'unclear' });
    expect(verdictOf(spread(0.02, 0.1))).toMatchObject({ mark: null, verdict: 'sound' });
    expect(verdictOf(new Array<number>(50).fill(0))).toMatchObject({ mark: null, verdict: 'sound', bounds: [0, 0] });
    expect(verdictOf([0.5])).toMatchObject({ mark: null, verdict: 'unclear', bounds: [0, 1] });
    const b = verdictOf(spread(0.35, 0.05)).bounds;
    expect(b[0]).toBeLessThan(0.35);
    expect(b[1]).toBeGreaterThan(0.35);
    expect(reviewSummary(2, [{ ...reviewDecision(duel, entry(74), 'place 2 0 1', 74), verdict: 'unclear', mark: null }]).map((s) => s.unclear)).toEqual([1, 0]);
  });

  test('verdicts on exact values over a few deals: bounds safe for few deals (the rule of three at least), the played action judged against the best and against each other action', () => {
    const zeros = (n: number): number[] => new Array<number>(n).fill(0);
    // 16 deals that lose nothing do not show a loss below 0.1 (a share 1 − 0.05^(1/16) = 0.17 of all deals could differ), 32 do; 16 that lose 1 show a blunder
    expect(dealsVerdictOf(zeros(16), [])).toEqual({ mark: null, verdict: 'unclear', bounds: [0, 0.1707] });
    expect(dealsVerdictOf(zeros(32), [])).toEqual({ mark: null, verdict: 'sound', bounds: [0, 0.0894] });
    expect(dealsVerdictOf(new Array<number>(16).fill(1), [])).toEqual({ mark: 'blunder', verdict: 'marked', bounds: [0.6585, 1] });
    // one deal of 16 that differs does not make the rest surer than none (the normal approximation alone said sound, bounds 0-0.083)
    expect(dealsVerdictOf([...zeros(15), 0.5], []).verdict).toBe('unclear');
    expect(dealsBounds([...zeros(15), 0.5])[1]).toBeGreaterThan(dealsBounds(zeros(16))[1]);
    // every loss 0.5 over 16 deals: a mistake that more deals could raise (the bounds reach past 0.3); over 32, a blunder
    expect(dealsVerdictOf(new Array<number>(16).fill(0.5), [])).toMatchObject({ mark: 'mistake', bounds: [0.2439, 0.5854] });
    expect(dealsVerdictOf(new Array<number>(32).fill(0.5), []).mark).toBe('blunder');
    // the played action is the best over the deals: no mark, and sound only if no other action is shown to win 0.1 more
    expect(dealsVerdictOf(null, [new Array<number>(32).fill(-1)])).toEqual({ mark: null, verdict: 'sound', bounds: [0, 0] });
    expect(dealsVerdictOf(null, [new Array<number>(32).fill(-1), zeros(16)]).verdict).toBe('unclear');
  });

  test('verdicts from a lower bound: a mark needs the loss shown on the first series (against the played action\'s optimistic value), soundness on the second (against its lower one); the bounds come one from each', () => {
    const spread = (mean: number, half: number, n = 100): number[] => Array.from({ length: n }, (_, i) => mean + (i % 2 ? half : -half));
    // the lower values lose 0.35, the optimistic ones only 0.02: neither a mark nor soundness can be shown
    expect(verdictOf(spread(0.02, 0.1), spread(0.35, 0.05))).toMatchObject({ mark: null, verdict: 'unclear' });
    // both show a blunder: marked
    expect(verdictOf(spread(0.35, 0.05), spread(0.5, 0.05))).toMatchObject({ mark: 'blunder', verdict: 'marked' });
    // both under 0.1: sound
    expect(verdictOf(spread(0, 0.01), spread(0.02, 0.1))).toMatchObject({ mark: null, verdict: 'sound' });
    const b = verdictOf(spread(0.1, 0.05), spread(0.4, 0.05)).bounds;
    expect(b[0]).toBeLessThan(0.1);
    expect(b[0]).toBeGreaterThan(0.09);
    expect(b[1]).toBeGreaterThan(0.4);
    expect(b[1]).toBeLessThan(0.41);
  });
});

describe('the value after an action that leaves the mover to act (Nautilus at-stake corpus, docs/analysis-spec.md *Review*)', () => {
  const nautilus = GAMES.nautilus!;
  const atStake = (JSON.parse(readFileSync(new URL('../fixtures/exact/nautilus.at-stake.json', import.meta.url), 'utf8')) as { entries: { position: unknown }[] }).entries;
  const entry = (i: number): unknown => {
    const r = nautilus.fromJSON(atStake[i]!.position);
    if (!r.ok) throw new Error(`nautilus at-stake entry ${i}`);
    return r.value;
  };

  test('a sonar that shows nothing is valued by the move the search makes after it: exactly optimal, not marked (it was a mistake, 0.33 points, by the mean over every move tried after it)', () => {
    // entry 39: seat 1's ping finds no face-down tile in range; every exact determinization wins with it
    const p = entry(39);
    const seat = nautilus.toAct(p)!;
    const exact = exactAnalysis(nautilus, p, { mode: 'observation', viewpoint: seat, seed: shardSeed(1, 39) })!;
    expect(exact.actions.find((a) => a.action === 'sonar 1:0')!.winShare).toBe(exact.value.winShare);
    const [d] = reviewActions(nautilus, p, ['sonar 1:0'], 39, { iterations: 300, exact: false });
    expect(revealsToMover(nautilus, p, seat, ['sonar 1:0'], 7)).toBe(false);
    expect(d!.reveals).toBe(false);
    expect(d!.continuation![0]).toMatch(/^move 1:0 /);
    expect(d!.mark).toBeNull();
    expect(d!.verdict).toBe('sound');
  });

  test('a sonar that shows tiles is valued between its samples (the move after it cannot depend on them: a lower bound) and an optimistic value: not marked, though its samples lose 0.4 points', () => {
    // entry 28: seat 0's ping shows 7 tiles, and the winning move after it depends on which (exact: it wins in every determinization)
    const p = entry(28);
    const seat = nautilus.toAct(p)!;
    expect(revealsToMover(nautilus, p, seat, ['sonar 0:0'], 7)).toBe(true);
    // the ping shows, and the move after it ends the turn: the line shows the mover something before its move
    expect(revealsToMover(nautilus, p, seat, ['sonar 0:0', 'move 0:0 5 14'], 7)).toBe(true);
    // a move alone shows it nothing before a choice of its own
    expect(revealsToMover(nautilus, p, seat, ['move 0:0 5 14'], 7)).toBe(false);
    const [d] = reviewActions(nautilus, p, ['sonar 0:0'], 28, { iterations: 300, exact: false });
    expect(d!.reveals).toBe(true);
    expect(d!.loss!).toBeGreaterThan(MARK_THRESHOLDS.blunder);
    expect(d!.mark).toBeNull();
    expect(d!.verdict).toBe('unclear');
  });

  test("the continuation's search tries a move again after bad first samples: entry 198's 'sonar 2:0', exactly optimal, is not marked (at exploration 0.5 its winning move was never tried again and it was marked a blunder)", () => {
    const p = entry(198);
    const seat = nautilus.toAct(p)!;
    const exact = exactAnalysis(nautilus, p, { mode: 'observation', viewpoint: seat, seed: shardSeed(1, 198) })!;
    expect(exact.actions.find((a) => a.action === 'sonar 2:0')!.winShare).toBe(exact.value.winShare);
    expect(CONTINUATION_EXPLORATION).toBe(2);
    const [d] = reviewActions(nautilus, p, ['sonar 2:0'], 198, { iterations: 300, exact: false });
    expect(d!.mark).toBeNull();
  });

  test("the mover's line: its action, then its own search's choices while it is still to act; the value's samples pair by seed", () => {
    const p = entry(39);
    const seat = nautilus.toAct(p)!;
    const v = actionValue(nautilus, p, seat, 'sonar 1:0', 60, 3);
    expect(v.samples).toBe(60);
    expect(v.wins).toHaveLength(60);
    expect(v.win).toBeCloseTo(v.wins.reduce((s, w) => s + w, 0) / 60, 12);
    expect(v.line[0]).toBe('sonar 1:0');
    expect(v.line.length).toBeGreaterThan(1);
    // nothing shown: the optimistic value is the value
    expect(v.reveals).toBe(false);
    expect(v.upper).toEqual(v.wins);
    // each step is legal where the one before leaves the mover to act
    let q = p;
    for (const a of v.line) {
      expect(nautilus.toAct(q)).toBe(seat);
      const next = nautilus.play(q, (nautilus.parseAction(a) as { ok: true; value: unknown }).value);
      expect(next.ok, a).toBe(true);
      q = (next as { ok: true; value: unknown }).value;
    }
    expect(actionValue(nautilus, p, seat, 'sonar 1:0', 60, 3).wins).toEqual(v.wins);
  });
});

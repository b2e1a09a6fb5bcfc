// The ranking rule, common random numbers and how settled the answer is (docs/analysis-spec.md, "Ranking").
import { describe, expect, test } from 'vitest';
import { addShard, analysisDocument, analyze, finishAnalysis, planAnalysis, samplerOf, searchModel, type AnalysisPlan } from '../../src/analysis/analyze.js';
import { addPairs, newNode, runShard, toPlain, type CrnSamples, type Node, type PairSums, type PlainNode } from '../../src/analysis/search.js';
import { nextLeader, pairedDifferences, probabilityOfSums, probabilityPositive, settledOf } from '../../src/analysis/ranking.js';
import type { BotEngine } from '../../src/core/botEngine.js';
import { playoutsOf } from '../../src/core/playouts.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';
import { playedPosition } from './playedPosition.js';

const midGame = playedPosition;

const duel = GAMES.duel!;
const duelPos = midGame('duel', 5, 21);
const duelPlan: AnalysisPlan = planAnalysis(duel, duelPos, { iterations: 1000 });
const V = duelPlan.viewpoint;

/** A root child of `n` samples with the viewpoint's mean win share `p`, mean margin `m` and mean score `s` (every sample the same margin). */
function child(n: number, p: number, m: number, s = 10, crn?: CrnSamples[]): Node {
  const c = newNode(2);
  c.n = n;
  c.avail = n;
  c.value = p * n;
  c.win[V] = p * n;
  c.win[1 - V] = (1 - p) * n;
  c.score[V] = s * n;
  c.score2[V] = s * s * n;
  c.margin[V] = m * n;
  c.margin2[V] = m * m * n;
  if (crn) c.crn = crn;
  return c;
}

/** The document of a constructed merged tree whose root children are the given nodes, on the first legal actions of the duel position. */
function documentOf(nodes: Node[]): ReturnType<typeof analysisDocument> {
  const root = newNode(2);
  nodes.forEach((c, i) => {
    root.children.set(duelPlan.legal[i]!, c);
    root.n += c.n;
  });
  return analysisDocument(duel, duelPos, duelPlan, root, new Set(duelPlan.legal.slice(0, nodes.length)), 0);
}
const A = (i: number): string => duelPlan.legal[i]!;

describe('the ranking rule', () => {
  test('the duel position has at least four legal actions', () => expect(duelPlan.legal.length).toBeGreaterThanOrEqual(4));

  test('win probability ranks, not samples: the higher win probability is best though it has fewer samples', () => {
    const d = documentOf([child(300, 0.5, 2), child(100, 0.6, 1), child(200, 0.55, 3)]);
    expect(d.rankedBy).toBe('win');
    expect(d.actions.map((a) => a.action)).toEqual([A(1), A(2), A(0)]);
    expect(d.actions[0]).toMatchObject({ action: A(1), best: true });
    expect(d.actions.filter((a) => a.best)).toHaveLength(1);
    // the position's numbers are those of the best
    expect(d.position.samples).toBe(100);
  });

  test('win probabilities equal as shown (whole percent) are ranked by margin', () => {
    const d = documentOf([child(200, 0.601, 1), child(200, 0.604, 5), child(200, 0.598, 9)]);
    expect(d.rankedBy).toBe('win');
    expect(d.actions.map((a) => a.action)).toEqual([A(2), A(1), A(0)]);
  });

  test('saturated win probabilities (all at least 95%) are ranked by margin, and near-ties follow the margin', () => {
    // the case: 99% / +73.1 marked best above 100% / +80.0
    const d = documentOf([child(300, 0.99, 73.1, 123.5), child(250, 1, 80, 132.5), child(250, 0.97, 60, 110)]);
    expect(d.rankedBy).toBe('margin');
    expect(d.actions.map((a) => a.action)).toEqual([A(1), A(0), A(2)]);
    // every sample has the same margin here: the intervals are points, so nothing is a near-tie
    expect(d.actions.map((a) => a.nearTie)).toEqual([false, false, false]);
    // all at most 5% saturates too
    expect(documentOf([child(300, 0.01, -50), child(250, 0, -20), child(250, 0.04, -60)]).actions.map((a) => a.action)).toEqual([A(1), A(0), A(2)]);
    // one judged candidate below 95%: ranked by win probability again
    const w = documentOf([child(300, 0.99, 73.1), child(250, 1, 80), child(250, 0.9, 99)]);
    expect(w.rankedBy).toBe('win');
    expect(w.actions.map((a) => a.action)).toEqual([A(1), A(0), A(2)]);
  });

  test('a candidate with too few samples is never best: it follows every judged one, flagged', () => {
    const d = documentOf([child(400, 0.55, 1), child(12, 0.9, 8), child(100, 0.5, 0), child(35, 0.52, 0)]);
    // judged: at least 30 samples and a tenth of the most sampled (40)
    expect(d.ranking.judgedSamples).toBe(40);
    expect(d.actions.map((a) => [a.action, a.best, a.lowSamples ?? false])).toEqual([
      [A(0), true, false],
      [A(2), false, false],
      // low-sample rows in the same order among themselves: 90% before 52%
      [A(1), false, true],
      [A(3), false, true],
    ]);
    expect(d.settled.runnerUp).toBe(A(2));
  });

  test('the document says what it ranked by, with the rule\'s constants', () => {
    const d = documentOf([child(300, 0.5, 2), child(100, 0.6, 1)]);
    expect(d.ranking).toEqual({ saturation: 0.95, winStep: 0.01, marginStep: 0.1, judgedSamples: 30, switchProbability: 0.95, switchPairs: 30 });
    expect(d.kept).toBeNull();
  });
});

describe('common random numbers', () => {
  /**
   * Runs a shard with an instrumented sampler and engine: every sample's generator state and deal,
   * and the root action and playout seed of every iteration, in order.
   */
  function instrumented(id: string, pos: unknown, viewpoint: number | undefined, crn: boolean) {
    const game = GAMES[id]!;
    const plan = planAnalysis(game, pos, { iterations: 200, seed: 3, ...(viewpoint === undefined ? {} : { viewpoint }) });
    const inner = samplerOf(game, pos, plan);
    const dealOf = new WeakMap<object, string>();
    const sample = (r: Rng): unknown => {
      const state = r.state().join(',');
      const det = inner(r) as object;
      dealOf.set(det, `${state}|${JSON.stringify(game.toJSON(det as never))}`);
      return det;
    };
    const base = searchModel(game, game.seats(pos));
    const rootAction = new WeakMap<object, string>();
    const visits = new Map<string, { deal: string; seed: number }[]>();
    const engine: BotEngine = {
      ...base.engine,
      playInPlace: (p, a) => {
        if (!rootAction.has(p as object)) rootAction.set(p as object, a);
        base.engine.playInPlace(p, a);
      },
      rollout: (p, rounds, seed, max) => {
        const a = rootAction.get(p as object)!;
        visits.set(a, [...(visits.get(a) ?? []), { deal: dealOf.get(p as object)!, seed }]);
        return base.engine.rollout(p, rounds, seed, max);
      },
    };
    const result = runShard({ model: { ...base, engine, playouts: playoutsOf(engine, base.winners) }, sample, viewpoint: plan.viewpoint, actor: plan.actor, iterations: 200, seed: plan.shards[0]!.seed, horizon: 'end', exploration: 0.5, crn });
    return { visits, result };
  }

  test("two candidates' k-th samples share the deal and the playout seed (the same generator state drew them)", () => {
    const { visits, result } = instrumented('duel', duelPos, undefined, true);
    const lists = [...visits.values()].filter((l) => l.length >= 5);
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const l of lists.slice(1)) {
      const k = Math.min(l.length, lists[0]!.length);
      expect(l.slice(0, k)).toEqual(lists[0]!.slice(0, k));
    }
    // each root child records its samples' indices 0, 1, 2, … (every candidate is offered in every sample here)
    for (const [, c] of result.tree.children) expect(c.crn![0]!.at).toEqual(Array.from({ length: c.n }, (_, i) => i));
  });

  test('without common random numbers the k-th samples differ (the test above can fail)', () => {
    const { visits } = instrumented('duel', duelPos, undefined, false);
    const lists = [...visits.values()].filter((l) => l.length >= 5);
    expect(lists[1]!.slice(0, 5)).not.toEqual(lists[0]!.slice(0, 5));
  });

  test('observation of a seat that is not the actor: an action missing from a sample skips it, and equal sample indices share the deal', () => {
    const game = GAMES.nautilus!;
    const pos = midGame('nautilus', 3, 55);
    const viewpoint = 1 - (game.toAct(pos) as number);
    const { visits, result } = instrumented('nautilus', pos, viewpoint, true);
    const dealAt = new Map<number, string>();
    let shared = 0;
    for (const [a, c] of result.tree.children) {
      const at = c.crn![0]!.at;
      for (let i = 1; i < at.length; i++) expect(at[i]!).toBeGreaterThan(at[i - 1]!);
      const seen = visits.get(a) ?? [];
      expect(seen).toHaveLength(at.length);
      at.forEach((k, i) => {
        const deal = `${seen[i]!.deal}#${seen[i]!.seed}`;
        if (dealAt.has(k)) {
          shared++;
          expect(deal).toBe(dealAt.get(k));
        } else dealAt.set(k, deal);
      });
    }
    expect(shared).toBeGreaterThan(20);
  });
});

describe('how settled the answer is', () => {
  /** Paired samples: the best wins `wins` of `n` samples where the runner-up wins `base` of them (the same samples). */
  const seg = (seed: number, wins: number[]): CrnSamples => ({ seed, at: wins.map((_, i) => i), win: wins, margin: wins.map((w) => 10 * w) });
  const series = (n: number, every: number): number[] => Array.from({ length: n }, (_, i) => (i % every === 0 ? 0 : 1));
  /** The running pair sums of root children holding the given samples. */
  const sums = (children: Record<string, CrnSamples[]>): Map<string, PairSums> => {
    const pairs = new Map<string, PairSums>();
    addPairs(pairs, Object.entries(children).map(([a, crn]) => [a, { crn }] as const));
    return pairs;
  };

  test('the probability that the best is truly best grows with a clearer lead and with more pairs', () => {
    const runner = (n: number): CrnSamples[] => [seg(1, series(n, 2))];
    const small = settledOf(sums({ a: [seg(1, series(40, 3))], b: runner(40) }), 'a', 'b', 'win');
    const clear = settledOf(sums({ a: [seg(1, series(40, 8))], b: runner(40) }), 'a', 'b', 'win');
    const more = settledOf(sums({ a: [seg(1, series(400, 3))], b: runner(400) }), 'a', 'b', 'win');
    expect(small.pairs).toBe(40);
    expect(small.meanDifference!).toBeGreaterThan(0);
    expect(small.probabilityBest!).toBeGreaterThan(0.5);
    expect(clear.probabilityBest!).toBeGreaterThan(small.probabilityBest!);
    expect(more.probabilityBest!).toBeGreaterThan(small.probabilityBest!);
    // a runner-up that is better on the pairs: below one half (the sums are signed by the pair's order)
    expect(settledOf(sums({ a: runner(40), b: [seg(1, series(40, 3))] }), 'a', 'b', 'win').probabilityBest!).toBeLessThan(0.5);
    expect(settledOf(sums({ z: runner(40), b: [seg(1, series(40, 3))] }), 'z', 'b', 'win').probabilityBest!).toBeLessThan(0.5);
    // identical samples: no evidence either way
    expect(probabilityPositive([0, 0, 0, 0])).toBe(0.5);
    expect(probabilityPositive([1])).toBeNull();
  });

  test('running sums give what the per-sample differences give', () => {
    const a = [seg(1, series(60, 3)), seg(7, series(30, 4))];
    const b = [seg(1, series(50, 2)), seg(7, series(35, 5))];
    for (const measure of ['win', 'margin'] as const) {
      const d = pairedDifferences(a, b, measure);
      const s = settledOf(sums({ x: a, y: b }), 'x', 'y', measure);
      expect(s.pairs).toBe(d.length);
      expect(s.meanDifference!).toBeCloseTo(d.reduce((t, x) => t + x, 0) / d.length, 4);
      expect(s.probabilityBest!).toBeCloseTo(probabilityPositive(d)!, 4);
      expect(probabilityOfSums(d.length, d.reduce((t, x) => t + x, 0), d.reduce((t, x) => t + x * x, 0))).toBeCloseTo(probabilityPositive(d)!, 9);
    }
  });

  test('pairs are taken within a shard and at equal sample indices only', () => {
    const a: CrnSamples = { seed: 1, at: [0, 2, 3, 5], win: [1, 1, 1, 1], margin: [0, 0, 0, 0] };
    const b: CrnSamples = { seed: 1, at: [0, 1, 3, 4, 5], win: [0, 0, 0, 0, 0], margin: [0, 0, 0, 0, 0] };
    const other: CrnSamples = { seed: 2, at: [0, 2], win: [1, 1], margin: [0, 0] };
    expect(settledOf(sums({ a: [a], b: [b, other] }), 'a', 'b', 'win').pairs).toBe(3);
  });

  /** A shard's tree (as a worker sends it) whose root children went through the same sample indices 0.. with the given win shares (margin 10 a win). */
  function shardOf(seed: number, samples: Record<string, number[]>): PlainNode {
    const root = newNode(2);
    for (const [a, wins] of Object.entries(samples)) {
      const c = newNode(2);
      const w = wins.reduce((t, x) => t + x, 0);
      Object.assign(c, { n: wins.length, avail: wins.length, value: w });
      c.margin[V] = 10 * w;
      c.margin2[V] = 100 * w;
      c.win[V] = w;
      c.win[1 - V] = wins.length - w;
      c.score[V] = 10 * wins.length;
      c.score2[V] = 100 * wins.length;
      c.crn = [seg(seed, wins)];
      root.children.set(a, c);
      root.n += c.n;
    }
    return toPlain(root);
  }
  /** `k` wins out of `n`, spread: win i when floor((i + 1) k / n) > floor(i k / n). */
  const wins = (n: number, k: number): number[] => Array.from({ length: n }, (_, i) => (Math.floor(((i + 1) * k) / n) > Math.floor((i * k) / n) ? 1 : 0));

  test('the kept leader: the best stays until a candidate ranked above it is ahead with 95% on the pairs, and the table says so', () => {
    const root = newNode(2);
    const docAfter = (tree: PlainNode) => {
      addShard(root, tree, duelPlan);
      return analysisDocument(duel, duelPos, duelPlan, root, new Set(duelPlan.legal.slice(0, 2)), 0);
    };
    // shard 1: A(0) leads, 60% against 50%
    const first = docAfter(shardOf(11, { [A(0)]: wins(50, 30), [A(1)]: wins(50, 25) }));
    expect(first.actions.map((a) => a.action)).toEqual([A(0), A(1)]);
    expect(first.kept).toBeNull();
    // shard 2: A(1) is now ahead by the rule (54% against 52%), not significantly: A(0) is kept, first and marked best
    const second = docAfter(shardOf(12, { [A(0)]: wins(50, 22), [A(1)]: wins(50, 29) }));
    expect(second.actions.map((a) => [a.action, a.winProbability, a.best])).toEqual([
      [A(0), 0.52, true],
      [A(1), 0.54, false],
    ]);
    expect(second.kept).not.toBeNull();
    expect(second.kept!.ruleFirst).toBe(A(1));
    expect(second.kept!.pairs).toBe(100);
    expect(second.kept!.probabilityAhead!).toBeGreaterThan(0.5);
    expect(second.kept!.probabilityAhead!).toBeLessThan(0.95);
    // the settledness compares the kept best with the second row, the rule's first: below one half, honestly
    expect(second.settled.runnerUp).toBe(A(1));
    expect(second.settled.probabilityBest!).toBeCloseTo(1 - second.kept!.probabilityAhead!, 3);
    expect(second.position.samples).toBe(100);
    // shard 3: A(1) wins every sample where A(0) wins a fifth: now ahead beyond doubt, it takes over
    const third = docAfter(shardOf(13, { [A(0)]: wins(100, 20), [A(1)]: wins(100, 100) }));
    expect(third.actions.map((a) => a.action)).toEqual([A(1), A(0)]);
    expect(third.actions[0]!.best).toBe(true);
    expect(third.kept).toBeNull();
    expect(third.settled.probabilityBest!).toBeGreaterThan(0.95);
    // the same shards merged at once (finishAnalysis) give the same documents
    const trees = [shardOf(11, { [A(0)]: wins(50, 30), [A(1)]: wins(50, 25) }), shardOf(12, { [A(0)]: wins(50, 22), [A(1)]: wins(50, 29) })];
    const all = finishAnalysis(duel, duelPos, duelPlan, trees.map((tree) => ({ tree, candidates: duelPlan.legal.slice(0, 2) })), 0);
    expect(all.actions.map((a) => a.action)).toEqual([A(0), A(1)]);
    expect(all.kept).toEqual(second.kept);
  });

  test('a leader that is no longer judged gives way to the rule\'s first; the old engine keeps no leader', () => {
    expect(nextLeader('a', [{ action: 'b' }, { action: 'c' }, { action: 'a' }], 2, () => ({ action: 'b', probabilityAhead: 0.5, pairs: 100 }))).toBe('b');
    expect(nextLeader('c', [{ action: 'b' }, { action: 'c' }], 2, () => ({ action: 'b', probabilityAhead: 0.5, pairs: 100 }))).toBe('c');
    // ahead enough, but on too few pairs: kept
    expect(nextLeader('c', [{ action: 'b' }, { action: 'c' }], 2, () => ({ action: 'b', probabilityAhead: 0.99, pairs: 29 }))).toBe('c');
    expect(nextLeader('c', [{ action: 'b' }, { action: 'c' }], 2, () => ({ action: 'b', probabilityAhead: 0.99, pairs: 30 }))).toBe('b');
    const legacy = { ...duelPlan, legacy: true as const };
    const root = newNode(2);
    addShard(root, shardOf(11, { [A(0)]: wins(50, 30), [A(1)]: wins(50, 25) }), legacy);
    expect(root.leader).toBeUndefined();
  });

  test('in a real analysis the settledness compares the best with the runner-up on paired samples, and firms up with samples', () => {
    const few = analyze(duel, duelPos, { iterations: 300, seed: 4 });
    const many = analyze(duel, duelPos, { iterations: 1200, seed: 4 });
    for (const d of [few, many]) {
      expect(d.settled.runnerUp).toBe(d.actions[1]!.action);
      expect(d.settled.pairs).toBeGreaterThan(0);
      expect(d.settled.probabilityBest).not.toBeNull();
    }
    expect(many.settled.pairs).toBeGreaterThan(few.settled.pairs);
  });
});

// The ranking rule's functions on their own (src/analysis/ranking.ts; docs/analysis-spec.md, "Ranking,
// common random numbers and how settled the answer is"): the order of candidates, the paired samples,
// the probability that the best is truly better, and the kept leader, on small hand-made cases whose
// expected values are worked out by hand from the rule and the normal approximation.
import { describe, expect, test } from 'vitest';
import { challengeOf, judgedSamples, nextLeader, pairedDifferences, pairSums, probabilityOfSums, probabilityPositive, rankCandidates, RANKING, settledOf, type Challenge, type Rankable } from '../../src/analysis/ranking.js';
import { pairKey, type CrnSamples, type PairSums } from '../../src/analysis/search.js';

/** Φ from a standard normal table (10 decimals). */
const PHI = { 1: 0.8413447461, 2: 0.9772498681 } as const;

/** A candidate as the rule sees it. */
function cand(action: string, samples: number, winProbability: number, meanMargin = 0, meanScore = 0, order = 0): Rankable {
  return { action, samples, winProbability, meanMargin, meanScore, order };
}

/** The actions in the rule's order, for the list as given and for the list reversed (the order must not depend on how the list came). */
function orders(list: Rankable[], key: 'rule' | 'visits' = 'rule'): [string[], string[]] {
  return [rankCandidates(list, key).ranked.map((c) => c.action), rankCandidates([...list].reverse(), key).ranked.map((c) => c.action)];
}

describe('the order of the candidates', () => {
  test('a candidate is judged with 30 samples, or a tenth of the most sampled when that is more, or the most sampled count below 30', () => {
    // 400 most: a tenth is 40; 100 most: 30; 12 most: all 12; 0: at least 1
    expect(judgedSamples(400)).toBe(40);
    expect(judgedSamples(100)).toBe(30);
    expect(judgedSamples(12)).toBe(12);
    expect(judgedSamples(0)).toBe(1);
  });

  test('exactly the samples needed is judged: listed once, among the judged, not flagged', () => {
    // the most sampled has 400, so 40 are needed: the 40-sample candidate is judged, the 39-sample one is not
    const list = [cand('a', 400, 0.5), cand('b', 40, 0.6), cand('c', 39, 0.9)];
    const r = rankCandidates(list);
    expect(r.judged).toBe(40);
    expect(r.ranked.map((c) => c.action)).toEqual(['b', 'a', 'c']);
    expect([...r.low].map((c) => c.action)).toEqual(['c']);
  });

  test('candidates with too few samples follow in the rule\'s order among themselves, whatever order they came in', () => {
    // judged: 40 (a tenth of 400); the low ones by win probability: 70% (e), 60% (d), 20% (c)
    const list = [cand('a', 400, 0.5), cand('c', 10, 0.2), cand('d', 20, 0.6), cand('e', 5, 0.7)];
    expect(orders(list)).toEqual([
      ['a', 'e', 'd', 'c'],
      ['a', 'e', 'd', 'c'],
    ]);
  });

  test('by win probability as shown: whole points first, then margin to one decimal, then score to one decimal, then the legal order', () => {
    const list = [
      // 62%: first, whatever its margin
      cand('p', 100, 0.62, 0, 0, 5),
      // 60.4% and 59.8% show as 60%; margins 1.04 and 0.96 show as 1.0; scores 5.1 and 5.0: q before r
      cand('q', 100, 0.604, 1.04, 5.1, 4),
      cand('r', 100, 0.598, 0.96, 5, 3),
      // equal to r on every shown number: the legal order (1 before 3) puts t before r
      cand('t', 100, 0.6, 1.0, 5, 1),
      // 60% with margin 1.1: ahead of every other 60%
      cand('u', 100, 0.6, 1.1, 0, 6),
    ];
    const r = rankCandidates(list);
    expect(r.rankedBy).toBe('win');
    expect(orders(list)).toEqual([
      ['p', 'u', 'q', 't', 'r'],
      ['p', 'u', 'q', 't', 'r'],
    ]);
  });

  test('saturated (all at least 95%): by margin to one decimal, then score, then win probability as shown, then the legal order', () => {
    const list = [
      // margin 3.1: first though its win probability is the lowest
      cand('e', 100, 0.95, 3.1, 0, 9),
      // margins 3.04, 2.96 and 3.0 all show as 3.0; b's score 10.1 is the highest of them
      cand('a', 100, 0.99, 3.04, 10, 5),
      cand('b', 100, 0.97, 2.96, 10.1, 4),
      // c equals a on margin, score and win probability (99%): the legal order puts c (3) before a (5)
      cand('c', 100, 0.99, 3.0, 10, 3),
      // d equals them on margin and score but shows 96%: after both 99%s, though first in the legal order
      cand('d', 100, 0.96, 3.0, 10, 0),
    ];
    expect(rankCandidates(list).rankedBy).toBe('margin');
    expect(orders(list)).toEqual([
      ['e', 'b', 'c', 'a', 'd'],
      ['e', 'b', 'c', 'a', 'd'],
    ]);
  });

  test('saturation includes its bounds: all at 95% or more, or all at 5% or less', () => {
    expect(rankCandidates([cand('a', 100, 0.95), cand('b', 100, 0.97)]).rankedBy).toBe('margin');
    expect(rankCandidates([cand('a', 100, 0.05), cand('b', 100, 0.02)]).rankedBy).toBe('margin');
    // the bound as the rule computes it, 1 − 0.95 (a hair above 0.05 in floating point), is saturated too
    expect(rankCandidates([cand('a', 100, 1 - RANKING.saturation), cand('b', 100, 0.02)]).rankedBy).toBe('margin');
    expect(rankCandidates([cand('a', 100, 0.06), cand('b', 100, 0.02)]).rankedBy).toBe('win');
  });

  test('not saturated when only some judged candidates are at 5% or less', () => {
    const list = [cand('a', 100, 0.5, 0), cand('b', 100, 0.03, 9)];
    const r = rankCandidates(list);
    expect(r.rankedBy).toBe('win');
    expect(r.ranked.map((c) => c.action)).toEqual(['a', 'b']);
  });

  test('a single judged candidate is never saturated, however sure it is: the rest are ordered by win probability', () => {
    // judged: 40; a alone is judged. The low ones by win probability: c (90%) before b (10%, larger margin)
    const list = [cand('a', 400, 0.99, 1), cand('b', 20, 0.1, 50), cand('c', 20, 0.9, 2)];
    const r = rankCandidates(list);
    expect(r.rankedBy).toBe('win');
    expect(r.ranked.map((c) => c.action)).toEqual(['a', 'c', 'b']);
    // without candidates at all: by win, nothing ranked
    expect(rankCandidates([])).toMatchObject({ ranked: [], rankedBy: 'win' });
  });

  test('the old rule (visits), kept to measure against: most samples first, then the higher raw win probability, then the legal order; nothing flagged', () => {
    const list = [
      cand('a', 50, 0.4, 0, 0, 0),
      cand('d', 50, 0.6, 0, 0, 3),
      cand('b', 80, 0.3, 0, 0, 1),
      cand('c', 50, 0.6, 0, 0, 2),
      // 60.1% is above 60% here (unrounded), though both show as 60%
      cand('e', 50, 0.601, 0, 0, 4),
      // 5 samples: far from judged (30), yet not flagged by the old rule
      cand('f', 5, 0.9, 0, 0, 5),
    ];
    expect(orders(list, 'visits')).toEqual([
      ['b', 'e', 'c', 'd', 'a', 'f'],
      ['b', 'e', 'c', 'd', 'a', 'f'],
    ]);
    const r = rankCandidates(list, 'visits');
    expect(r.rankedBy).toBe('visits');
    expect(r.judged).toBe(30);
    expect(r.low.size).toBe(0);
    // the list given is not reordered
    expect(list.map((c) => c.action)).toEqual(['a', 'd', 'b', 'c', 'e', 'f']);
  });
});

describe('paired samples and the probability that the best is better', () => {
  test('pairs are the same shard\'s equal sample indices; a shard the other never saw gives none', () => {
    const a: CrnSamples[] = [
      { seed: 1, at: [0, 2, 3, 5], win: [1, 0.5, 1, 0], margin: [4, 1, 2, -3] },
      { seed: 9, at: [0, 1], win: [1, 1], margin: [7, 7] },
    ];
    const b: CrnSamples[] = [{ seed: 1, at: [0, 1, 3, 4, 5], win: [0, 1, 0.5, 0, 1], margin: [1, 1, 5, 0, 2] }];
    // shared indices of shard 1: 0, 3 and 5. Win: 1 − 0, 1 − 0.5, 0 − 1; margin: 4 − 1, 2 − 5, −3 − 2
    expect(pairedDifferences(a, b, 'win')).toEqual([1, 0.5, -1]);
    expect(pairedDifferences(a, b, 'margin')).toEqual([3, -3, -5]);
    // the other way round: the negatives
    expect(pairedDifferences(b, a, 'margin')).toEqual([-3, 3, 5]);
  });

  test('from the differences: Φ(mean / (sd / √n)), null below two', () => {
    // 1 and 3: mean 2, sd² = ((1−2)² + (3−2)²) / 1 = 2, standard error √(2/2) = 1: Φ(2)
    expect(Math.abs(probabilityPositive([1, 3])! - PHI[2])).toBeLessThan(1.5e-7);
    // −2, 2, 2, 2: mean 1, sd² = (9 + 1 + 1 + 1) / 3 = 4, standard error √(4/4) = 1: Φ(1), and Φ(−1) the other way
    expect(Math.abs(probabilityPositive([-2, 2, 2, 2])! - PHI[1])).toBeLessThan(1.5e-7);
    expect(Math.abs(probabilityPositive([2, -2, -2, -2])! - (1 - PHI[1]))).toBeLessThan(1.5e-7);
    expect(probabilityPositive([5])).toBeNull();
    expect(probabilityPositive([])).toBeNull();
  });

  test('from the differences, every one the same: certain either way, or even at zero', () => {
    expect(probabilityPositive([1, 1, 1])).toBe(1);
    expect(probabilityPositive([-2, -2])).toBe(0);
    expect(probabilityPositive([0, 0, 0])).toBe(0.5);
    // 0.1 three times: the mean is not exactly 0.1 in floating point, but the lead is the same in every pair
    expect(probabilityPositive([0.1, 0.1, 0.1])).toBe(1);
  });

  test('from running sums: the same Φ(mean / (sd / √n)), null below two pairs', () => {
    // the differences 1 and 3: n 2, Σd 4, Σd² 10 → Φ(2)
    expect(Math.abs(probabilityOfSums(2, 4, 10)! - PHI[2])).toBeLessThan(1.5e-7);
    // −2, 2, 2, 2: n 4, Σd 4, Σd² 16 → sd² (16 − 16/4) / 3 = 4, standard error 1 → Φ(1)
    expect(Math.abs(probabilityOfSums(4, 4, 16)! - PHI[1])).toBeLessThan(1.5e-7);
    expect(Math.abs(probabilityOfSums(4, -4, 16)! - (1 - PHI[1]))).toBeLessThan(1.5e-7);
    expect(probabilityOfSums(1, 1, 1)).toBeNull();
    expect(probabilityOfSums(0, 0, 0)).toBeNull();
  });

  test('from running sums without spread: certain either way, or even at zero, though rounding leaves a trace of (even negative) variance', () => {
    expect(probabilityOfSums(3, 3, 3)).toBe(1);
    expect(probabilityOfSums(3, -3, 3)).toBe(0);
    expect(probabilityOfSums(3, 0, 0)).toBe(0.5);
    // 0.1 three times, summed as the merge sums them: Σd² − (Σd)²/n comes out a hair below zero
    const sum = 0.1 + 0.1 + 0.1;
    const sum2 = 0.1 * 0.1 + 0.1 * 0.1 + 0.1 * 0.1;
    expect(sum2 - (sum * sum) / 3).toBeLessThan(0);
    expect(probabilityOfSums(3, sum, sum2)).toBe(1);
    expect(probabilityOfSums(3, -sum, sum2)).toBe(0);
  });

  test('from running sums: a spread of at most 1e-9 counts as none when Σd² is below one', () => {
    // the differences 0.00002 and 0: Σd 2e-5, Σd² 4e-10, spread Σd² − (Σd)²/2 = 2e-10, under the floor of 1e-9:
    // no spread, so the positive mean is certain (as a normal approximation it would be Φ(1e-5 / 1e-5) = Φ(1))
    expect(probabilityOfSums(2, 2e-5, 4e-10)).toBe(1);
  });
});

describe('the running sums of a pair and how settled the best is', () => {
  /** The sums of the pair (a, b): a less b, as `pairKey('a', 'b')` orders it. */
  const sums = (s: PairSums): Map<string, PairSums> => new Map([[pairKey('a', 'b').key, s]]);
  // a less b: win differences 1 and 3 (Σ 4, Σ² 10), margin differences 0.5 and 0.5 (Σ 1, Σ² 0.5)
  const two = sums({ n: 2, win: 4, win2: 10, margin: 1, margin2: 0.5 });
  // one pair: a less b wins 0.5, margin 3
  const one = sums({ n: 1, win: 0.5, win2: 0.25, margin: 3, margin2: 9 });

  test('a pair\'s sums, signed by which candidate is taken first; zeros when there are none', () => {
    expect(pairSums(two, 'a', 'b', 'win')).toEqual({ n: 2, sum: 4, sum2: 10 });
    expect(pairSums(two, 'b', 'a', 'win')).toEqual({ n: 2, sum: -4, sum2: 10 });
    expect(pairSums(two, 'a', 'b', 'margin')).toEqual({ n: 2, sum: 1, sum2: 0.5 });
    expect(pairSums(two, 'a', 'c', 'win')).toEqual({ n: 0, sum: 0, sum2: 0 });
    expect(pairSums(undefined, 'a', 'b', 'win')).toEqual({ n: 0, sum: 0, sum2: 0 });
  });

  test('settled: the mean paired difference and Φ of it, rounded to four decimals', () => {
    // win: mean 2, standard error 1: Φ(2) = 0.97725 → 0.9772; the other way Φ(−2) = 0.02275 → 0.0228
    expect(settledOf(two, 'a', 'b', 'win')).toEqual({ measure: 'win', runnerUp: 'b', pairs: 2, meanDifference: 2, probabilityBest: 0.9772 });
    expect(settledOf(two, 'b', 'a', 'win')).toEqual({ measure: 'win', runnerUp: 'a', pairs: 2, meanDifference: -2, probabilityBest: 0.0228 });
    // margin: both differences 0.5, no spread: certain
    expect(settledOf(two, 'a', 'b', 'margin')).toEqual({ measure: 'margin', runnerUp: 'b', pairs: 2, meanDifference: 0.5, probabilityBest: 1 });
  });

  test('settled on one pair: its difference, but no probability; without a runner-up or pairs: nothing', () => {
    expect(settledOf(one, 'a', 'b', 'margin')).toEqual({ measure: 'margin', runnerUp: 'b', pairs: 1, meanDifference: 3, probabilityBest: null });
    expect(settledOf(one, 'a', null, 'margin')).toEqual({ measure: 'margin', runnerUp: null, pairs: 0, meanDifference: null, probabilityBest: null });
    expect(settledOf(one, undefined, 'b', 'win')).toEqual({ measure: 'win', runnerUp: 'b', pairs: 0, meanDifference: null, probabilityBest: null });
    expect(settledOf(undefined, 'a', 'b', 'win')).toEqual({ measure: 'win', runnerUp: 'b', pairs: 0, meanDifference: null, probabilityBest: null });
  });

  test('a challenge: how likely the challenger is ahead of the leader, null below two pairs', () => {
    expect(challengeOf(two, 'b', 'a', 'win')).toEqual({ action: 'b', probabilityAhead: 0.0228, pairs: 2 });
    expect(challengeOf(one, 'a', 'b', 'win')).toEqual({ action: 'a', probabilityAhead: null, pairs: 1 });
    expect(challengeOf(one, 'a', 'c', 'win')).toEqual({ action: 'a', probabilityAhead: null, pairs: 0 });
  });
});

describe('the kept leader', () => {
  const ranked = [{ action: 'a' }, { action: 'b' }, { action: 'c' }, { action: 'd' }];
  /** A challenge that says every challenger is ahead with probability `p` over `pairs` pairs, recording who was compared. */
  function ahead(p: number | null, pairs: number): { calls: string[][]; fn: (challenger: string, leader: string) => Challenge } {
    const calls: string[][] = [];
    return { calls, fn: (challenger, leader) => (calls.push([challenger, leader]), { action: challenger, probabilityAhead: p, pairs }) };
  }

  test('a challenger exactly 95% ahead over exactly 30 pairs takes over', () => {
    expect(nextLeader('c', ranked, 4, ahead(0.95, 30).fn)).toBe('a');
    expect(nextLeader('c', ranked, 4, ahead(0.9499, 30).fn)).toBe('c');
  });

  test('only the candidates ranked above the leader challenge it, in the rule\'s order, the leader never itself', () => {
    const none = ahead(0.5, 100);
    expect(nextLeader('c', ranked, 4, none.fn)).toBe('c');
    expect(none.calls).toEqual([
      ['a', 'c'],
      ['b', 'c'],
    ]);
    // the rule's first as leader: nothing to compare
    const first = ahead(0.99, 100);
    expect(nextLeader('a', ranked, 4, first.fn)).toBe('a');
    expect(first.calls).toEqual([]);
  });

  test('without a leader, or a leader not among the candidates, the rule\'s first leads; without candidates, none', () => {
    expect(nextLeader(null, ranked, 4, ahead(0.5, 100).fn)).toBe('a');
    expect(nextLeader(undefined, ranked, 4, ahead(0.5, 100).fn)).toBe('a');
    expect(nextLeader('x', ranked, 4, ahead(0.5, 100).fn)).toBe('a');
    expect(nextLeader('a', [], 4, ahead(0.5, 100).fn)).toBeNull();
  });
});

/**
 * The ranking rule of the analysis document (docs/analysis-spec.md, *Ranking*): one rule a player
 * can check against the numbers shown. Candidates with enough samples to be judged come first,
 * ordered by win probability as shown (whole percentage points), ties by mean margin (one decimal),
 * then mean score; when every judged candidate's win probability is saturated (two or more judged,
 * all at least 95%, or all at most 5%) the order is by mean margin, then mean score, then win probability. The best
 * is the first. Candidates with too few samples follow, in the same order, flagged.
 *
 * How settled the answer is: the probability that the best is truly better than the runner-up on
 * the ranked measure, from their paired samples (common random numbers: the same sample index of
 * the same shard saw the same deal and dice), by the normal approximation of the mean difference.
 *
 * The kept leader: shard by shard, the best stays the best until a candidate the rule ranks above
 * it is ahead of it with probability at least `switchProbability` on their paired samples; only
 * then does that candidate take over (`nextLeader`). So the answer does not flip between leaders
 * the samples cannot tell apart, and the table shows the kept leader first, saying so.
 */
import { pairKey, type CrnSamples, type PairSums } from './search.js';
import { normalCdf, round } from './stats.js';

/** What the candidates are ordered by: win probability, or mean margin when win probabilities saturate. `visits`: the old rule (most sampled first), kept only to measure the new one against. */
export type RankKey = 'win' | 'margin' | 'visits';

/** The rule's constants. */
export const RANKING = {
  /** Win probabilities all at least this (or all at most 1 minus this) are saturated. */
  saturation: 0.95,
  /** Win probabilities are compared in steps of this (whole percentage points, as the panel shows them). */
  winStep: 0.01,
  /** Margins and scores are compared in steps of this (one decimal, as shown). */
  marginStep: 0.1,
  /** A candidate is judged with at least this many samples (or the most-sampled's count, while none has this many)… */
  minSamples: 30,
  /** …and at least this share of the most-sampled candidate's samples. */
  minShare: 0.1,
  /** The leader is replaced only by a candidate ahead of it with at least this probability on their paired samples… */
  switchProbability: 0.95,
  /** …over at least this many pairs. */
  switchPairs: 30,
};

/** One sampled candidate as the rule sees it (the document's rounded numbers). */
export interface Rankable {
  action: string;
  samples: number;
  winProbability: number;
  meanMargin: number;
  meanScore: number;
  /** Its place among the legal actions (the last tie-break). */
  order: number;
}

/** The samples a candidate needs to be judged, given the most-sampled candidate's count. */
export function judgedSamples(most: number): number {
  return Math.max(Math.ceil(most * RANKING.minShare), Math.min(RANKING.minSamples, most), 1);
}

/** The rule applied: the candidates best first, what they were ranked by, and which have too few samples. */
export function rankCandidates<T extends Rankable>(list: readonly T[], key: 'rule' | 'visits' = 'rule'): { ranked: T[]; rankedBy: RankKey; judged: number; low: Set<T> } {
  const most = list.reduce((m, c) => Math.max(m, c.samples), 0);
  const judged = judgedSamples(most);
  if (key === 'visits') {
    const ranked = [...list].sort((x, y) => y.samples - x.samples || y.winProbability - x.winProbability || x.order - y.order);
    return { ranked, rankedBy: 'visits', judged, low: new Set() };
  }
  const good = list.filter((c) => c.samples >= judged);
  const low = new Set(list.filter((c) => c.samples < judged));
  const sat = good.length > 1 && (good.every((c) => c.winProbability >= RANKING.saturation) || good.every((c) => c.winProbability <= 1 - RANKING.saturation));
  const rankedBy: RankKey = sat ? 'margin' : 'win';
  const w = (c: Rankable): number => Math.round(c.winProbability / RANKING.winStep);
  const m = (c: Rankable): number => Math.round(c.meanMargin / RANKING.marginStep);
  const s = (c: Rankable): number => Math.round(c.meanScore / RANKING.marginStep);
  const byWin = (x: Rankable, y: Rankable): number => w(y) - w(x) || m(y) - m(x) || s(y) - s(x) || x.order - y.order;
  const byMargin = (x: Rankable, y: Rankable): number => m(y) - m(x) || s(y) - s(x) || w(y) - w(x) || x.order - y.order;
  const cmp = sat ? byMargin : byWin;
  const ranked = [...good.sort(cmp), ...[...low].sort(cmp)];
  return { ranked, rankedBy, judged, low };
}

/** How settled the best is against the runner-up (see the module comment). */
export interface Settled {
  /** The measure compared: the viewpoint's win share or margin per sample (`rankedBy`). */
  measure: 'win' | 'margin';
  runnerUp: string | null;
  /** Paired samples (the same shard and sample index through both). */
  pairs: number;
  /** The mean paired difference, best less runner-up. */
  meanDifference: number | null;
  /** The probability that the best is truly better than the runner-up (normal approximation); null below two pairs. */
  probabilityBest: number | null;
}

/** The paired samples of two candidates: per shard, the sample indices both went through. */
export function pairedDifferences(a: readonly CrnSamples[], b: readonly CrnSamples[], measure: 'win' | 'margin'): number[] {
  const bySeed = new Map<number, CrnSamples[]>();
  for (const seg of b) bySeed.set(seg.seed, [...(bySeed.get(seg.seed) ?? []), seg]);
  const out: number[] = [];
  for (const x of a) {
    for (const y of bySeed.get(x.seed) ?? []) {
      const xs = x[measure];
      const ys = y[measure];
      for (let i = 0, j = 0; i < x.at.length && j < y.at.length; ) {
        if (x.at[i]! < y.at[j]!) i++;
        else if (x.at[i]! > y.at[j]!) j++;
        else out.push(xs[i++]! - ys[j++]!);
      }
    }
  }
  return out;
}

/** The probability that a mean paired difference is truly positive (normal approximation); null below two pairs. */
export function probabilityPositive(diffs: readonly number[]): number | null {
  const n = diffs.length;
  if (n < 2) return null;
  let sum = 0;
  for (const d of diffs) sum += d;
  const mean = sum / n;
  let ss = 0;
  for (const d of diffs) ss += (d - mean) * (d - mean);
  const se = Math.sqrt(ss / (n - 1) / n);
  if (se === 0) return mean > 0 ? 1 : mean < 0 ? 0 : 0.5;
  return normalCdf(mean / se);
}

/** The paired differences of `a` less `b` on a measure, as running sums (count, sum, sum of squares); zeros without pairs. */
export function pairSums(pairs: ReadonlyMap<string, PairSums> | undefined, a: string, b: string, measure: 'win' | 'margin'): { n: number; sum: number; sum2: number } {
  const { key, first } = pairKey(a, b);
  const s = pairs?.get(key);
  if (!s) return { n: 0, sum: 0, sum2: 0 };
  const sum = measure === 'win' ? s.win : s.margin;
  return { n: s.n, sum: first ? sum : -sum, sum2: measure === 'win' ? s.win2 : s.margin2 };
}

/** The probability that a mean paired difference is truly positive, from its running sums (normal approximation); null below two pairs. */
export function probabilityOfSums(n: number, sum: number, sum2: number): number | null {
  if (n < 2) return null;
  const mean = sum / n;
  const ss = sum2 - (sum * sum) / n;
  // the sums' rounding may leave a trace of variance where every difference was the same
  const se = ss <= 1e-9 * Math.max(1, sum2) ? 0 : Math.sqrt(ss / (n - 1) / n);
  if (se === 0) return mean > 0 ? 1 : mean < 0 ? 0 : 0.5;
  return normalCdf(mean / se);
}

/** How settled the best is against the runner-up, from their paired samples' running sums (`Node.pairs` of the merged root). */
export function settledOf(pairs: ReadonlyMap<string, PairSums> | undefined, best: string | undefined, runnerUp: string | null, measure: 'win' | 'margin'): Settled {
  if (runnerUp === null || best === undefined) return { measure, runnerUp, pairs: 0, meanDifference: null, probabilityBest: null };
  const { n, sum, sum2 } = pairSums(pairs, best, runnerUp, measure);
  const p = probabilityOfSums(n, sum, sum2);
  return { measure, runnerUp, pairs: n, meanDifference: n ? round(sum / n) : null, probabilityBest: p === null ? null : round(p) };
}

/** A candidate ranked above the kept leader, and how likely it is ahead of it. */
export interface Challenge {
  action: string;
  probabilityAhead: number | null;
  pairs: number;
}

/**
 * The kept-leader rule, one shard on: `ranked` is the rule's order of the merged shards (judged
 * candidates first), `judged` how many lead it. Without a leader, or when the leader is no longer
 * judged, the rule's first leads. Otherwise the first candidate ranked above the leader that is
 * ahead of it with probability at least `switchProbability` over at least `switchPairs` pairs
 * takes over; else the leader stays.
 */
export function nextLeader(prev: string | null | undefined, ranked: readonly { action: string }[], judged: number, ahead: (challenger: string, leader: string) => Challenge): string | null {
  if (!ranked.length) return null;
  const at = prev == null ? -1 : ranked.findIndex((r) => r.action === prev);
  if (at < 0 || at >= judged) return ranked[0]!.action;
  for (let i = 0; i < at; i++) {
    const c = ahead(ranked[i]!.action, prev!);
    if (c.pairs >= RANKING.switchPairs && c.probabilityAhead !== null && c.probabilityAhead >= RANKING.switchProbability) return c.action;
  }
  return prev!;
}

/** How likely `challenger` is ahead of `leader` on a measure, from the merged root's pair sums. */
export function challengeOf(pairs: ReadonlyMap<string, PairSums> | undefined, challenger: string, leader: string, measure: 'win' | 'margin'): Challenge {
  const { n, sum, sum2 } = pairSums(pairs, challenger, leader, measure);
  const p = probabilityOfSums(n, sum, sum2);
  return { action: challenger, probabilityAhead: p === null ? null : round(p), pairs: n };
}

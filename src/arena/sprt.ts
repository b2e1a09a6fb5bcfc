/**
 * The sequential probability ratio test of `arena --sprt`: is the candidate (the first of two bots)
 * at least elo1 better than the baseline, or at most elo0? The unit is the cycle of the schedule
 * (one deal in every seat rotation: in a two-player game the pair of games with seats swapped),
 * scored as the candidate's share of its head-to-head results over the cycle. The test is
 * fishtest's generalized SPRT on the multinomial of those shares with logistic Elo bounds: with two
 * seats the shares 0, 1/4, 1/2, 3/4, 1 are the pentanomial model; with more seats the shares form a
 * finer lattice and the same test runs on it. Everything follows from the games, so a file read
 * back gives the same test.
 */
import type { GameResult } from '../bots/match.js';
import { err, ok, type Result } from '../core/result.js';
import { lineups } from './schedule.js';

/** The hypotheses and error rates of a test (Elo is logistic, the arena's own scale). */
export interface SprtSpec {
  elo0: number;
  elo1: number;
  alpha: number;
  beta: number;
}

export type Verdict = 'H0' | 'H1' | 'inconclusive';

/** The state of a test after the cycles played so far. */
export interface SprtReport extends SprtSpec {
  /** Log-likelihood ratio of H1 against H0. */
  llr: number;
  /** [lower, upper]: H0 is accepted at or below the lower bound, H1 at or above the upper. */
  bounds: [number, number];
  /** Elo of the candidate over the baseline from its mean score, with a 95% interval. */
  elo: number;
  elo95: [number, number];
  /** Cycles counted (complete, in schedule order, up to the one that decided). */
  cycles: number;
  games: number;
  /** How many cycles scored each share k / (counts.length - 1) (the pentanomial with two seats). */
  counts: number[];
  verdict: Verdict;
}

/** Reads `elo0=0,elo1=10[,alpha=0.05,beta=0.05]`. */
export function parseSprt(text: string): Result<SprtSpec, string> {
  const spec: Partial<SprtSpec> = { alpha: 0.05, beta: 0.05 };
  for (const part of text.split(',')) {
    const m = /^\s*(elo0|elo1|alpha|beta)\s*=\s*(-?[0-9]+(?:\.[0-9]+)?)\s*$/.exec(part);
    if (!m) return err(`--sprt takes elo0=E0,elo1=E1[,alpha=A,beta=B], not '${part.trim()}'`);
    spec[m[1] as keyof SprtSpec] = Number(m[2]);
  }
  const { elo0, elo1, alpha, beta } = spec;
  if (elo0 === undefined || elo1 === undefined) return err('--sprt needs elo0 and elo1 (elo0=0,elo1=10)');
  if (!(elo0 < elo1)) return err(`--sprt needs elo0 < elo1 (got ${elo0} and ${elo1})`);
  if (Math.abs(elo0) > 1000 || Math.abs(elo1) > 1000) return err('--sprt takes elo0 and elo1 within -1000..1000');
  if (!(alpha! > 0 && alpha! < 0.5 && beta! > 0 && beta! < 0.5)) return err('--sprt takes alpha and beta strictly between 0 and 0.5');
  return ok({ elo0, elo1, alpha: alpha!, beta: beta! });
}

/** Wald's bounds on the LLR: [log(beta / (1 - alpha)), log((1 - beta) / alpha)]. */
export function sprtBounds(alpha: number, beta: number): [number, number] {
  return [Math.log(beta / (1 - alpha)), Math.log((1 - beta) / alpha)];
}

/** Expected score at a logistic Elo difference. */
export function eloToScore(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/** Logistic Elo of an expected score, capped at +-1000. */
export function scoreToElo(s: number): number {
  if (s <= 0) return -1000;
  if (s >= 1) return 1000;
  return Math.max(-1000, Math.min(1000, -400 * Math.log10(1 / s - 1)));
}

/** Zero counts get this much weight, as fishtest regularizes, so every share stays possible. */
const PRIOR = 1e-3;

/**
 * The distribution closest (maximum likelihood) to the empirical `p` over the values `a` whose
 * expectation is `s`: p_i / (1 + x (a_i - s)) with x the root of the secular equation
 * sum p_i (a_i - s) / (1 + x (a_i - s)) = 0, found by bisection (the sum falls as x grows).
 */
export function mleExpected(a: readonly number[], p: readonly number[], s: number): number[] {
  const d = a.map((ai) => ai - s);
  let lo = -1 / Math.max(...d);
  let hi = -1 / Math.min(...d);
  const f = (x: number): number => d.reduce((sum, di, i) => sum + (p[i]! * di) / (1 + x * di), 0);
  for (let i = 0; i < 200 && hi - lo > 1e-15 * Math.max(1, Math.abs(hi)); i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  const x = (lo + hi) / 2;
  return p.map((pi, i) => pi / (1 + x * d[i]!));
}

/**
 * The generalized log-likelihood ratio of score s1 against s0 for `counts[k]` cycles of share
 * k / (K - 1): fishtest's `LLR_logistic` (N times the mean log ratio of the two constrained MLEs).
 */
export function llrLogistic(counts: readonly number[], elo0: number, elo1: number): number {
  const reg = counts.map((c) => (c === 0 ? PRIOR : c));
  const n = reg.reduce((a, b) => a + b, 0);
  const a = reg.map((_, i) => i / (reg.length - 1));
  const p = reg.map((c) => c / n);
  const p0 = mleExpected(a, p, eloToScore(elo0));
  const p1 = mleExpected(a, p, eloToScore(elo1));
  return n * p.reduce((sum, pi, i) => sum + pi * (Math.log(p1[i]!) - Math.log(p0[i]!)), 0);
}

/** The candidate's Elo from the mean share of `counts`, with a 95% interval from the shares' variance. */
export function eloFromCounts(counts: readonly number[]): { elo: number; elo95: [number, number] } {
  const n = counts.reduce((a, b) => a + b, 0);
  if (n === 0) return { elo: 0, elo95: [-1000, 1000] };
  const a = counts.map((_, i) => i / (counts.length - 1));
  const mean = counts.reduce((s, c, i) => s + c * a[i]!, 0) / n;
  const variance = counts.reduce((s, c, i) => s + c * (a[i]! - mean) ** 2, 0) / n;
  const half = 1.959964 * Math.sqrt(variance / n);
  return { elo: scoreToElo(mean), elo95: [scoreToElo(mean - half), scoreToElo(mean + half)] };
}

/** The result of seat a against seat b: 1 above, 0.5 level, 0 below (winners first, then scores; a forfeit is last). */
export function headToHead(g: GameResult, a: number, b: number): number {
  const wa = g.winners.includes(a);
  const wb = g.winners.includes(b);
  if (wa !== wb) return wa ? 1 : 0;
  const rank = (s: number): number => (g.forfeit?.seat === s ? -Infinity : g.scores[s]!);
  return rank(a) > rank(b) ? 1 : rank(a) === rank(b) ? 0.5 : 0;
}

/** Head-to-head comparisons of the candidate (bot 0) with the baseline (bot 1) in one cycle of `players` seats. */
export function cyclePairs(players: number): number {
  return lineups(2, players).reduce((sum, seats) => {
    const c = seats.filter((b) => b === 0).length;
    return sum + c * (seats.length - c);
  }, 0);
}

/**
 * A cycle's share for the candidate in half-points: the sum over its games of the head-to-head
 * results of every candidate seat against every baseline seat, doubled (0..2 * cyclePairs).
 */
export function cycleHalfPoints(games: readonly GameResult[], candidate: string): number {
  let half = 0;
  for (const g of games) {
    g.bots.forEach((bot, a) => {
      if (bot !== candidate) return;
      g.bots.forEach((other, b) => {
        if (other !== candidate) half += 2 * headToHead(g, a, b);
      });
    });
  }
  return half;
}

/**
 * The test over the games of a tournament between `names[0]` (candidate) and `names[1]`
 * (baseline) at `players` seats, fed as games end: cycles count in schedule order while each is
 * complete and played without error, and the test stops at the first whose LLR crosses a bound.
 */
export class SprtTracker {
  private readonly counts: number[];
  private readonly bounds: [number, number];
  private llr = 0;
  private cycles = 0;
  private verdict: Verdict = 'inconclusive';

  constructor(
    readonly spec: SprtSpec,
    private readonly candidate: string,
    /** Games a cycle (one line-up per seat rotation). */
    readonly length: number,
  ) {
    this.counts = new Array<number>(2 * cyclePairs(length) + 1).fill(0);
    this.bounds = sprtBounds(spec.alpha, spec.beta);
  }

  /** Counts the cycles of `played` (game i at index i) that became complete; `onCycle` hears each. */
  feed(played: readonly (GameResult | undefined)[], onCycle?: (r: SprtReport) => void): SprtReport {
    while (this.verdict === 'inconclusive') {
      const start = this.cycles * this.length;
      if (start + this.length > played.length) break;
      // a loop, not some(): the games so far are a sparse array, and some() skips its holes
      const games: GameResult[] = [];
      for (let i = start; i < start + this.length; i++) {
        const g = played[i];
        if (g && g.endReason !== 'error') games.push(g);
      }
      if (games.length < this.length) break;
      this.counts[cycleHalfPoints(games, this.candidate)]!++;
      this.cycles++;
      this.llr = llrLogistic(this.counts, this.spec.elo0, this.spec.elo1);
      if (this.llr >= this.bounds[1]) this.verdict = 'H1';
      else if (this.llr <= this.bounds[0]) this.verdict = 'H0';
      onCycle?.(this.report());
    }
    return this.report();
  }

  /** The state so far. */
  report(): SprtReport {
    const { llr, bounds, cycles, counts, verdict } = this;
    return { ...this.spec, llr, bounds: [...bounds], ...eloFromCounts(counts), cycles, games: cycles * this.length, counts: [...counts], verdict };
  }

  /** Whether a bound was crossed. */
  get decided(): boolean {
    return this.verdict !== 'inconclusive';
  }
}

/** The test over every game of a tournament of two bots (the candidate first) at `players` seats. */
export function sprtOf(spec: SprtSpec, played: readonly (GameResult | undefined)[], names: readonly string[], players: number): SprtReport {
  return new SprtTracker(spec, names[0]!, players).feed(played);
}

/** One line of a test's state, as `arena` prints it after every cycle. */
export function sprtLine(r: SprtReport): string {
  const verdict = r.verdict === 'inconclusive' ? '' : `  ${r.verdict} accepted`;
  return `SPRT cycle ${r.cycles} (${r.games} games): LLR ${r.llr.toFixed(2)} [${r.bounds[0].toFixed(2)}, ${r.bounds[1].toFixed(2)}]  Elo ${r.elo.toFixed(1)} [${r.elo95[0].toFixed(1)}, ${r.elo95[1].toFixed(1)}]${verdict}`;
}

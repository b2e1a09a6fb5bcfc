// Issue 31, part 1: the arena's SPRT. The test itself is checked by simulation at known Elo
// differences (seeded, so the counts below are fixed and the tolerances come from the binomial),
// against fishtest's LLR on hand-picked counts, and on real bots through the built CLI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cyclePairs, eloToScore, llrLogistic, parseSprt, sprtBounds, sprtOf, SprtTracker, type SprtSpec } from '../../src/arena/sprt.js';
import type { GameResult } from '../../src/bots/match.js';
import { Rng } from '../../src/core/rng.js';

/** One cycle of two independent games at expected score s with draw rate d: its pentanomial index (half-points 0..4). */
function pentanomial(rng: Rng, s: number, d: number): number {
  const game = (): number => {
    const u = rng.next();
    return u < s - d / 2 ? 2 : u < s + d / 2 ? 1 : 0;
  };
  return game() + game();
}

/** One simulated test: cycles at `elo` until the LLR crosses a bound (or `max` cycles). */
function simulate(rng: Rng, spec: SprtSpec, elo: number, max = 100_000): { verdict: 'H0' | 'H1' | 'inconclusive'; cycles: number } {
  const [lower, upper] = sprtBounds(spec.alpha, spec.beta);
  const counts = [0, 0, 0, 0, 0];
  const s = eloToScore(elo);
  for (let n = 1; n <= max; n++) {
    counts[pentanomial(rng, s, DRAWS)]!++;
    const llr = llrLogistic(counts, spec.elo0, spec.elo1);
    if (llr >= upper) return { verdict: 'H1', cycles: n };
    if (llr <= lower) return { verdict: 'H0', cycles: n };
  }
  return { verdict: 'inconclusive', cycles: max };
}

const DRAWS = 0.1;
const RUNS = 400;
const SPEC: SprtSpec = { elo0: 0, elo1: 20, alpha: 0.05, beta: 0.05 };

/** Wald's expected length with the Brownian approximation of the LLR (fishtest's LLR_drift_variance_alt2). */
function theoryLength(spec: SprtSpec, elo: number, acceptH1: number): number {
  const s = eloToScore(elo);
  const [s0, s1] = [eloToScore(spec.elo0), eloToScore(spec.elo1)];
  const game = s - DRAWS / 2 + DRAWS / 4 - s * s; // variance of one game's score
  const v = game / 2; // of the mean of two independent games
  const drift = ((s - (s0 + s1) / 2) * (s1 - s0)) / v;
  const [lower, upper] = sprtBounds(spec.alpha, spec.beta);
  return (acceptH1 * upper + (1 - acceptH1) * lower) / drift;
}

/** Bounds a seeded count of `runs` trials at rate p cannot miss by chance: 4 standard deviations. */
const binomialBand = (p: number, runs: number): [number, number] => {
  const sd = Math.sqrt((p * (1 - p)) / runs);
  return [Math.max(0, p - 4 * sd), p + 4 * sd];
};

describe('the SPRT by simulation', () => {
  test('at elo0 H1 is accepted near alpha, and the length is near theory', () => {
    const rng = Rng.fromSeed(31);
    const runs = Array.from({ length: RUNS }, () => simulate(rng, SPEC, SPEC.elo0));
    const h1 = runs.filter((r) => r.verdict === 'H1').length / RUNS;
    const [lo, hi] = binomialBand(SPEC.alpha, RUNS);
    expect(runs.every((r) => r.verdict !== 'inconclusive')).toBe(true);
    expect(h1).toBeGreaterThanOrEqual(lo);
    expect(h1).toBeLessThanOrEqual(hi);
    const mean = runs.reduce((a, r) => a + r.cycles, 0) / RUNS;
    const theory = theoryLength(SPEC, SPEC.elo0, SPEC.alpha);
    // the LLR overshoots its bound, so the runs last a little longer than Wald's formula says
    expect(mean / theory).toBeGreaterThan(0.85);
    expect(mean / theory).toBeLessThan(1.3);
  });

  test('at elo1 H0 is accepted near beta, and the length is near theory', () => {
    const rng = Rng.fromSeed(32);
    const runs = Array.from({ length: RUNS }, () => simulate(rng, SPEC, SPEC.elo1));
    const h0 = runs.filter((r) => r.verdict === 'H0').length / RUNS;
    const [lo, hi] = binomialBand(SPEC.beta, RUNS);
    expect(h0).toBeGreaterThanOrEqual(lo);
    expect(h0).toBeLessThanOrEqual(hi);
    const mean = runs.reduce((a, r) => a + r.cycles, 0) / RUNS;
    const theory = theoryLength(SPEC, SPEC.elo1, 1 - SPEC.beta);
    expect(mean / theory).toBeGreaterThan(0.85);
    expect(mean / theory).toBeLessThan(1.3);
  });

  test('four seats: the 33 shares of a cycle keep the error rates near alpha and beta', () => {
    // a cycle of four seats holds 16 head-to-head comparisons; each here a win, draw or loss on its own
    const rng = Rng.fromSeed(34);
    const run = (elo: number): 'H0' | 'H1' => {
      const [lower, upper] = sprtBounds(SPEC.alpha, SPEC.beta);
      const counts = new Array<number>(2 * cyclePairs(4) + 1).fill(0);
      const s = eloToScore(elo);
      for (;;) {
        let half = 0;
        for (let k = 0; k < cyclePairs(4); k++) {
          const u = rng.next();
          half += u < s - DRAWS / 2 ? 2 : u < s + DRAWS / 2 ? 1 : 0;
        }
        counts[half]!++;
        const llr = llrLogistic(counts, SPEC.elo0, SPEC.elo1);
        if (llr >= upper) return 'H1';
        if (llr <= lower) return 'H0';
      }
    };
    const runs = 200;
    const h1AtElo0 = Array.from({ length: runs }, () => run(SPEC.elo0)).filter((v) => v === 'H1').length / runs;
    const h0AtElo1 = Array.from({ length: runs }, () => run(SPEC.elo1)).filter((v) => v === 'H0').length / runs;
    const [lo, hi] = binomialBand(0.05, runs);
    expect(h1AtElo0).toBeGreaterThanOrEqual(lo);
    expect(h1AtElo0).toBeLessThanOrEqual(hi);
    expect(h0AtElo1).toBeGreaterThanOrEqual(lo);
    expect(h0AtElo1).toBeLessThanOrEqual(hi);
  });

  test('far from both hypotheses the test decides the right way almost always', () => {
    const rng = Rng.fromSeed(33);
    const strong = Array.from({ length: 50 }, () => simulate(rng, SPEC, 60));
    const weak = Array.from({ length: 50 }, () => simulate(rng, SPEC, -40));
    expect(strong.filter((r) => r.verdict === 'H1').length).toBeGreaterThanOrEqual(49);
    expect(weak.filter((r) => r.verdict === 'H0').length).toBeGreaterThanOrEqual(49);
  });
});

describe("the LLR is fishtest's", () => {
  // reference values: fishtest's LLR_logistic (server/fishtest/stats/LLRcalc.py, secular equation by
  // Brent's method), agreeing to 1e-13 with a direct constrained maximum likelihood (SLSQP)
  test.each([
    [[3, 10, 25, 14, 6], 0, 10, 0.466824562010081],
    [[3, 10, 25, 14, 6], -5, 40, 1.0513882199562004],
    [[0, 2, 7, 9, 4], 0, 20, 1.2295388864782313], // a zero count: fishtest's 1e-3 regularization
    [[5, 8, 20, 10, 2], 0, 10, -0.30499863362795626],
  ])('pentanomial %j, elo0 %d, elo1 %d', (counts, elo0, elo1, llr) => {
    expect(llrLogistic(counts, elo0, elo1)).toBeCloseTo(llr, 9);
  });

  test("bounds are Wald's", () => {
    const [lower, upper] = sprtBounds(0.05, 0.05);
    expect(lower).toBeCloseTo(-2.944438979, 9);
    expect(upper).toBeCloseTo(2.944438979, 9);
    expect(sprtBounds(0.05, 0.1)).toEqual([Math.log(0.1 / 0.95), Math.log(0.9 / 0.05)]);
  });

  test('--sprt reads its spec and refuses bad ones', () => {
    expect(parseSprt('elo0=0,elo1=10')).toEqual({ ok: true, value: { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 } });
    expect(parseSprt('elo0=-1.5,elo1=3,alpha=0.1,beta=0.2')).toEqual({ ok: true, value: { elo0: -1.5, elo1: 3, alpha: 0.1, beta: 0.2 } });
    for (const bad of ['elo0=10,elo1=0', 'elo1=5', 'elo0=0,elo1=5,alpha=0.7', 'elo0=0,elo1=5,gamma=1', 'elo0=x,elo1=5']) expect(parseSprt(bad).ok).toBe(false);
  });
});

/** A game between the candidate 'c' and the baseline 'b' with these seats and scores (the best score wins). */
function game(bots: string[], scores: number[]): GameResult {
  const best = Math.max(...scores);
  return { game: 'nautilus', seed: 1, bots, actions: [], scores, winners: scores.flatMap((s, i) => (s === best ? [i] : [])), endReason: 'end', endText: '', rounds: 1, forfeit: null, variants: {} };
}

describe('cycles of games', () => {
  const spec: SprtSpec = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };

  test('two seats: the pair of games is the pentanomial, counted in schedule order once complete', () => {
    const played: (GameResult | undefined)[] = new Array(8);
    played[0] = game(['c', 'b'], [5, 3]); // W
    played[1] = game(['b', 'c'], [4, 4]); // D: cycle 0 is WD, 3 half-points
    played[3] = game(['b', 'c'], [9, 1]); // cycle 1 waits for game 2
    played[4] = game(['c', 'b'], [1, 2]);
    played[5] = game(['b', 'c'], [2, 1]); // cycle 2 is LL, but cycle 1 is not complete
    const t = new SprtTracker(spec, 'c', 2);
    expect(t.feed(played).counts).toEqual([0, 0, 0, 1, 0]);
    played[2] = game(['c', 'b'], [9, 1]); // WL: 2 half-points
    const r = t.feed(played);
    expect(r.counts).toEqual([1, 0, 1, 1, 0]);
    expect(r.cycles).toBe(3);
    expect(r.games).toBe(6);
    expect(r.llr).toBeCloseTo(llrLogistic([1, 0, 1, 1, 0], 0, 10), 12);
    expect(sprtOf(spec, played, ['c', 'b'], 2)).toEqual(r);
  });

  test('a game that could not be played holds its cycle back', () => {
    const played = [game(['c', 'b'], [5, 3]), { ...game(['b', 'c'], [4, 4]), endReason: 'error' }];
    expect(sprtOf(spec, played, ['c', 'b'], 2).cycles).toBe(0);
  });

  test('more seats: the share of head-to-head results over the rotation', () => {
    expect(cyclePairs(2)).toBe(2); // one comparison a game, two games
    expect(cyclePairs(3)).toBe(6); // the candidate holds two of three seats, every rotation
    expect(cyclePairs(4)).toBe(16);
    // three seats: c first twice, c last once → 4 + 0 of 6 comparisons, plus a level pair: 9 half-points
    const played = [game(['c', 'b', 'c'], [9, 5, 7]), game(['b', 'c', 'c'], [9, 5, 7]), game(['c', 'c', 'b'], [5, 7, 5])];
    // game 0: c9>b5, c7>b5: 4 half-points; game 1: b9 beats both: 0; game 2: c5=b5 (both behind c7, neither wins) 1, c7>b5 2
    const r = sprtOf(spec, played, ['c', 'b'], 3);
    expect(r.counts.length).toBe(13);
    expect(r.counts[7]).toBe(1);
  });

  test('a forfeit ranks the forfeiting seat last; a winner by tiebreak is above', () => {
    const g: GameResult = { ...game(['c', 'b'], [5, 3]), winners: [1], forfeit: { seat: 0, bot: 'c', reason: 'timeout', message: '', ply: 3 } };
    expect(sprtOf(spec, [g, game(['b', 'c'], [3, 3])], ['c', 'b'], 2).counts).toEqual([0, 1, 0, 0, 0]);
    const tiebreak: GameResult = { ...game(['b', 'c'], [3, 3]), winners: [1] };
    expect(sprtOf(spec, [game(['c', 'b'], [5, 3]), tiebreak], ['c', 'b'], 2).counts).toEqual([0, 0, 0, 0, 1]);
  });
});

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-sprt-'));

function cli(args: string[]): { code: number; json: any; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args, '--json'], { encoding: 'utf8', timeout: 300_000 });
  return { code: r.status ?? -1, json: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('the SPRT on real bots', () => {
  test('greedy against random at the duel accepts H1 within a few cycles, and the file gives the same test', () => {
    const out = join(dir, 'duel.json');
    const run = ['arena', '--game', 'duel', '--bots', 'greedy,random', '--sprt', 'elo0=0,elo1=200', '--games', '200', '--seed', '4', '--threads', '1', '--deadline', '60000'];
    const r = cli([...run, '--out', out]);
    expect(r.code).toBe(0);
    expect(r.json.sprt.verdict).toBe('H1');
    expect(r.json.sprt.cycles).toBeLessThanOrEqual(10);
    expect(r.json.sprt.llr).toBeGreaterThanOrEqual(r.json.sprt.bounds[1]);
    expect(r.json.sprt.elo95[0]).toBeGreaterThan(0);
    // one line on stderr per cycle
    expect(r.stderr.match(/^SPRT cycle \d+ /gm)?.length).toBe(r.json.sprt.cycles);
    // it stopped: only the games of the deciding cycles were played (one thread plays no game ahead)
    expect(r.json.games).toBe(r.json.sprt.games);
    // the file gives the same test
    const report = cli(['arena', '--out', out, '--report', '--sprt', 'elo0=0,elo1=200']);
    expect(report.json.sprt).toEqual(r.json.sprt);
    // a run stopped after its first cycle goes on to the same verdict
    const doc = JSON.parse(readFileSync(out, 'utf8'));
    writeFileSync(out, JSON.stringify({ ...doc, games: doc.games.slice(0, 2) }));
    const resumed = cli([...run, '--out', out, '--resume']);
    expect(resumed.json.resumed).toBe(2);
    expect(resumed.json.sprt).toEqual(r.json.sprt);
  }, 300_000);

  test.each([['greedy,greedy'], ['random,random']])('%s against itself does not accept H1', (bots) => {
    const r = cli(['arena', '--game', 'duel', '--bots', bots, '--sprt', 'elo0=0,elo1=200', '--games', '40', '--seed', '9', '--threads', '2', '--deadline', '60000']);
    expect(r.code).toBe(0);
    expect(r.json.sprt.verdict).not.toBe('H1');
    expect(r.json.sprt.cycles).toBeGreaterThan(0);
  }, 300_000);

  test('--sprt takes two bots and a valid spec (exit 2)', () => {
    expect(cli(['arena', '--game', 'duel', '--bots', 'greedy,random,random', '--sprt', 'elo0=0,elo1=10']).code).toBe(2);
    expect(cli(['arena', '--game', 'duel', '--bots', 'greedy,random', '--sprt', 'elo0=10,elo1=0']).code).toBe(2);
  });
});

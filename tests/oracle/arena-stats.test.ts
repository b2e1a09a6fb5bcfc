// Arena statistics (src/arena/stats.ts) against numbers worked out by hand and against second
// implementations written here: Wilson intervals from the closed formula, Bradley–Terry Elo by
// Newton's method on the fixed-point equations, and arenaStats on hand-built game results.
import { describe, expect, test } from 'vitest';
import { arenaStats, bradleyTerryElo, eloIntervals, resultsCsv, wilson } from '../../src/arena/stats.js';
import type { GameResult } from '../../src/bots/match.js';

// ---------------------------------------------------------------------------------------------
// Wilson score interval, 95%: z = 1.959964, z^2 = 3.841458881.
// p = k/n, d = 1 + z^2/n, centre c = (p + z^2/(2n)) / d, half h = z sqrt(p(1-p)/n + z^2/(4n^2)) / d.

/** The closed formula, written again here (second method). */
function wilsonByFormula(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

describe('wilson: hand-worked values', () => {
  test.each([
    // 5/10: p = .5, z^2/n = .384146, d = 1.384146, c = (.5 + .192073)/1.384146 = .5;
    // h = 1.959964 * sqrt(.025 + .009604)/1.384146 = 1.959964 * .186021/1.384146 = .263407
    [5, 10, 0.236593, 0.763407],
    // 0/10: p = 0, c = .192073/1.384146 = .138766, h = z * (z/20)/d = c, so [0, 2c] = [0, .277533]
    [0, 10, 0, 0.277533],
    // 10/10: the mirror image of 0/10: [1 - .277533, 1]
    [10, 10, 0.722467, 1],
    // 7/20: p = .35, z^2/n = .192073, d = 1.192073, c = (.35 + .096036)/1.192073 = .374169;
    // h = z * sqrt(.2275/20 + 3.841459/1600)/d = z * sqrt(.011375 + .002401)/d = 1.959964 * .117371/1.192073 = .192977
    [7, 20, 0.181192, 0.567146],
    // 2.5/5 (ties count half): p = .5, z^2/n = .768292, d = 1.768292, c = .5;
    // h = z * sqrt(.05 + .038415)/d = 1.959964 * .297346/1.768292 = .329576
    [2.5, 5, 0.170424, 0.829576],
    // 0/0: no games, the whole interval
    [0, 0, 0, 1],
  ])('wilson(%d, %d) = [%d, %d]', (k, n, lo, hi) => {
    const [a, b] = wilson(k, n);
    expect(a).toBeCloseTo(lo, 5);
    expect(b).toBeCloseTo(hi, 5);
  });

  test('wilson equals the closed formula written here over a grid of k and n (half wins too)', () => {
    let compared = 0;
    for (let n = 0; n <= 40; n++) {
      for (let k2 = 0; k2 <= 2 * n; k2++) {
        const [a, b] = wilson(k2 / 2, n);
        const [c, d] = wilsonByFormula(k2 / 2, n);
        expect(Math.abs(a - c) + Math.abs(b - d), `${k2 / 2}/${n}`).toBeLessThan(1e-12);
        compared++;
      }
    }
    expect(compared).toBe(1681);
  });
});

// ---------------------------------------------------------------------------------------------
// Bradley–Terry Elo with the half-win prior.
//
// bradleyTerryElo gives every bot half a win from one game against a virtual player of strength
// 1 (Elo 0 after centring) and runs minorization–maximization, centring the log-strengths after
// every step. A fixed point gamma of that iteration (geometric mean 1) satisfies, for some c > 0,
//   W_i / D_i(gamma) = c * gamma_i  for every bot i, where
//   W_i = 1/2 + sum_j w[i][j],   D_i = 1/(gamma_i + 1) + sum_{j != i} n_ij / (gamma_i + gamma_j),
//   n_ij = w[i][j] + w[j][i].
// With two bots c = 1 (then it is the maximum-likelihood estimate with the virtual player at 1).
// The second method solves these n + 1 equations (unknowns theta = log gamma and lambda = log c,
// plus sum theta = 0) by Newton's method with the analytic Jacobian.

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[piv]![col]!)) piv = r;
    [m[col], m[piv]] = [m[piv]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

function newtonElo(w: number[][]): number[] {
  const n = w.length;
  const games = (i: number, j: number): number => (i === j ? 0 : w[i]![j]! + w[j]![i]!);
  const W = w.map((row, i) => 0.5 + row.reduce((s, x, j) => s + (games(i, j) ? x : 0), 0));
  let theta = new Array<number>(n).fill(0);
  let lambda = 0;
  const residual = (th: number[], lam: number): { F: number[]; D: number[]; g: number[] } => {
    const g = th.map(Math.exp);
    const D = g.map((gi, i) => 1 / (gi + 1) + g.reduce((s, gj, j) => s + games(i, j) / (gi + gj), 0));
    const F = th.map((t, i) => Math.log(W[i]!) - Math.log(D[i]!) - t - lam);
    F.push(th.reduce((s, t) => s + t, 0));
    return { F, D, g };
  };
  for (let iter = 0; iter < 100; iter++) {
    const { F, D, g } = residual(theta, lambda);
    if (Math.max(...F.map(Math.abs)) < 1e-14) break;
    const J = Array.from({ length: n + 1 }, () => new Array<number>(n + 1).fill(0));
    for (let i = 0; i < n; i++) {
      const gi = g[i]!;
      let dii = -gi / (gi + 1) ** 2;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const t = games(i, j) / (gi + g[j]!) ** 2;
        dii -= gi * t;
        J[i]![j] = (g[j]! * t) / D[i]!; // -(1/D_i) * dD_i/dtheta_j, dD_i/dtheta_j = -gamma_j n_ij/(gamma_i+gamma_j)^2
      }
      J[i]![i] = -dii / D[i]! - 1;
      J[i]![n] = -1;
      J[n]![i] = 1;
    }
    const step = solve(J, F.map((x) => -x));
    theta = theta.map((t, i) => t + step[i]!);
    lambda += step[n]!;
  }
  const { F } = residual(theta, lambda);
  if (Math.max(...F.map(Math.abs)) > 1e-10) throw new Error('Newton did not converge');
  return theta.map((t) => (400 * t) / Math.LN10);
}

describe('bradleyTerryElo: a second implementation by Newton on the fixed-point equations', () => {
  const matrices: [string, number[][]][] = [
    ['two bots, 3-1', [[0, 3], [1, 0]]],
    ['two bots, 7-2 with a tie counted half', [[0, 7.5], [2.5, 0]]],
    ['three bots', [[0, 3, 2], [1, 0, 4], [2, 0, 0]]],
    ['four bots, ties and an unplayed pair', [[0, 6, 5, 2], [4, 0, 3, 1.5], [5, 7, 0, 0], [2, 0.5, 0, 0]]],
    ['a bot that won every game (the prior keeps it finite)', [[0, 5, 4], [0, 0, 2], [0, 3, 0]]],
    ['a bot with no games', [[0, 2, 0], [1, 0, 0], [0, 0, 0]]],
    ['five bots', [[0, 2, 1, 3, 0], [1, 0, 2, 2, 1], [2, 1, 0, 1, 3], [0, 1, 2, 0, 2], [3, 2, 0, 1, 0]]],
  ];

  test.each(matrices)('%s', (_name, w) => {
    const engine = bradleyTerryElo(w);
    const newton = newtonElo(w);
    expect(engine.length).toBe(w.length);
    for (let i = 0; i < w.length; i++) expect(Math.abs(engine[i]! - newton[i]!), `bot ${i}: ${engine[i]} vs ${newton[i]}`).toBeLessThan(1e-6);
    expect(Math.abs(engine.reduce((s, x) => s + x, 0))).toBeLessThan(1e-9); // mean 0
  });

  test('two bots, 3-1, by hand: the ratings are +-r and g = 10^(r/400) solves 3.5 = g/(g+1) + 4g^2/(g^2+1)', () => {
    // With gamma_1 = g, gamma_2 = 1/g and c = 1: W_1 = 0.5 + 3 = 3.5, D_1 = 1/(g+1) + 4/(g + 1/g),
    // so 3.5 = g * D_1 = g/(g+1) + 4g^2/(g^2+1). At g = 1.607: .616417 + 2.883445 = 3.499863 (low);
    // at g = 1.6075: .616491 + 2.883946 = 3.500437 (high); linear interpolation: g = 1.607 + .0005 * .137/.574
    // = 1.607119, Elo = 400 log10(1.607119) = 400 * .206048 = 82.419.
    const [a, b] = bradleyTerryElo([[0, 3], [1, 0]]);
    expect(a).toBeCloseTo(82.419, 3);
    expect(b).toBeCloseTo(-82.419, 3);
    const g = 10 ** (a! / 400);
    expect(g / (g + 1) + (4 * g * g) / (g * g + 1)).toBeCloseTo(3.5, 9);
  });

  test('equal records give equal ratings; no games at all give zeros', () => {
    expect(bradleyTerryElo([[0, 2, 2], [2, 0, 2], [2, 2, 0]]).map((x) => Math.abs(x) < 1e-9)).toEqual([true, true, true]);
    expect(bradleyTerryElo([[0, 0], [0, 0]]).map((x) => Math.abs(x) < 1e-9)).toEqual([true, true]);
  });
});

describe('eloIntervals: hand-worked values', () => {
  test('two bots 5-5: Wilson(5, 10) mapped by (1/2) * 400 log10(s/(1-s))', () => {
    // Wilson(5,10) = [.236593, .763407]; .236593/.763407 = .309917, log10 = -.508754; * 200 = -101.751
    const [[lo, hi], [lo2, hi2]] = eloIntervals([[0, 5], [5, 0]]) as [[number, number], [number, number]];
    expect(lo).toBeCloseTo(-101.751, 2);
    expect(hi).toBeCloseTo(101.751, 2);
    expect([lo2, hi2].map((x) => Math.round(x * 1000) / 1000)).toEqual([-101.751, 101.751]);
  });

  test('a bot that never lost is capped at +1000 above, one with no games spans [-1000, 1000]', () => {
    const iv = eloIntervals([[0, 4, 0], [0, 0, 0], [0, 0, 0]]);
    // bot 0: Wilson(4, 4) = [.510109, 1]: 1 maps to +1000
    expect(iv[0]![1]).toBe(1000);
    expect(iv[2]).toEqual([-1000, 1000]);
  });
});

// ---------------------------------------------------------------------------------------------
// arenaStats on hand-built results.

function result(bots: string[], scores: number[], winners: number[], forfeitSeat: number | null = null): GameResult {
  return {
    game: 'nautilus',
    seed: 1,
    bots,
    actions: [],
    scores,
    winners,
    endReason: forfeitSeat === null ? 'stalemate' : 'forfeit',
    endText: '',
    rounds: 10,
    forfeit: forfeitSeat === null ? null : { seat: forfeitSeat, bot: bots[forfeitSeat]!, reason: 'illegal', message: 'x', ply: 3 },
    variants: {},
  };
}

describe('arenaStats on five hand-built games', () => {
  // G1 alpha 10 beats beta 7. G2 beta 11 loses to alpha 12. G3 alpha 5, gamma 9, beta 9: gamma and
  // beta share the win. G4 gamma 20 forfeits, alpha 4 wins (a forfeit ranks below everyone).
  // G5 gamma 6 beats gamma 4 (the same bot in both seats). delta never plays.
  const games = [
    result(['alpha', 'beta'], [10, 7], [0]),
    result(['beta', 'alpha'], [11, 12], [1]),
    result(['alpha', 'gamma', 'beta'], [5, 9, 9], [1, 2]),
    result(['gamma', 'alpha'], [20, 4], [1], 0),
    result(['gamma', 'gamma'], [6, 4], [0]),
  ];
  const names = ['alpha', 'beta', 'gamma', 'delta'];
  const stats = arenaStats(games, names);
  const bot = (name: string) => stats.bots.find((b) => b.name === name)!;

  test('the CSV: one row per game, columns for the largest table, forfeits in words without separators', () => {
    const forfeit = { ...games[3]!, forfeit: { seat: 0, bot: 'gamma', reason: 'illegal' as const, message: 'said "a, b"\nthen', ply: 3 } };
    expect(resultsCsv([games[0]!, games[2]!, forfeit])).toBe(
      [
        'game,seed,bot0,score0,bot1,score1,bot2,score2,winners,endReason,rounds,forfeit',
        `0,${games[0]!.seed},alpha,10,beta,7,,,0,${games[0]!.endReason},10,`,
        `1,${games[2]!.seed},alpha,5,gamma,9,beta,9,1 2,${games[2]!.endReason},10,`,
        `2,${games[3]!.seed},gamma,20,alpha,4,,,1,${games[3]!.endReason},10,gamma illegal: said  a  b  then`,
      ].join('\n') + '\n',
    );
    expect(resultsCsv([])).toBe('game,seed,winners,endReason,rounds,forfeit\n');
  });

  test('games, wins with ties shared, mean scores, forfeits', () => {
    expect(stats.games).toBe(5);
    expect(stats.bots.map((b) => b.name)).toEqual(names);
    // alpha: G1 1 + G2 1 + G3 0 + G4 1 = 3 of 4; scores 10 + 12 + 5 + 4 = 31, mean 7.75
    expect([bot('alpha').games, bot('alpha').wins, bot('alpha').winRate, bot('alpha').score, bot('alpha').forfeits]).toEqual([4, 3, 0.75, 7.75, 0]);
    // beta: G1 0 + G2 0 + G3 1/2 = 0.5 of 3; scores 7 + 11 + 9 = 27, mean 9
    expect([bot('beta').games, bot('beta').wins, bot('beta').winRate, bot('beta').score, bot('beta').forfeits]).toEqual([3, 0.5, 0.5 / 3, 9, 0]);
    // gamma: G3 1/2 + G4 0 + G5 1 (seat 0) + 0 (seat 1) = 1.5 of 4; scores 9 + 20 + 6 + 4 = 39, mean 9.75; one forfeit
    expect([bot('gamma').games, bot('gamma').wins, bot('gamma').winRate, bot('gamma').score, bot('gamma').forfeits]).toEqual([4, 1.5, 0.375, 9.75, 1]);
    expect([bot('delta').games, bot('delta').wins, bot('delta').winRate, bot('delta').score, bot('delta').forfeits]).toEqual([0, 0, 0, 0, 0]);
  });

  test('win rate per seat (three seats: the largest game)', () => {
    // alpha: seat 0 in G1 (1), G3 (0) -> 0.5; seat 1 in G2 (1), G4 (1) -> 1
    expect(bot('alpha').bySeat).toEqual([0.5, 1, null]);
    // beta: seat 0 in G2 (0); seat 1 in G1 (0); seat 2 in G3 (1/2)
    expect(bot('beta').bySeat).toEqual([0, 0, 0.5]);
    // gamma: seat 0 in G4 (0), G5 (1) -> 0.5; seat 1 in G3 (1/2), G5 (0) -> 0.25
    expect(bot('gamma').bySeat).toEqual([0.5, 0.25, null]);
    expect(bot('delta').bySeat).toEqual([null, null, null]);
  });

  test('win-rate intervals are Wilson of (wins, games)', () => {
    // alpha Wilson(3, 4): p = .75, d = 1.960365, c = (.75 + .480182)/1.960365 = .627527, h = .326885
    expect(bot('alpha').winRate95[0]).toBeCloseTo(0.300642, 5);
    expect(bot('alpha').winRate95[1]).toBeCloseTo(0.954413, 5);
    // beta Wilson(0.5, 3): p = 1/6, d = 2.280486, c = (.166667 + .640243)/2.280486 = .353832, h = .336180
    expect(bot('beta').winRate95[0]).toBeCloseTo(0.017653, 5);
    expect(bot('beta').winRate95[1]).toBeCloseTo(0.690012, 5);
    // gamma Wilson(1.5, 4): p = .375, d = 1.960365, c = (.375 + .480182)/1.960365 = .436236, h = .344337
    expect(bot('gamma').winRate95[0]).toBeCloseTo(0.091899, 5);
    expect(bot('gamma').winRate95[1]).toBeCloseTo(0.780573, 5);
    expect(bot('delta').winRate95).toEqual([0, 1]);
  });

  test('pairwise matrix: share of games finished above the other, ties half, forfeits last', () => {
    // alpha-beta: G1 alpha, G2 alpha, G3 beta above alpha: 2 of 3. alpha-gamma: G3 gamma, G4 alpha (gamma forfeited): 1 of 2.
    // beta-gamma: G3 tie: 1/2 of 1. G5 (gamma against itself) does not count.
    expect(stats.matrix).toEqual([
      [null, 2 / 3, 0.5, null],
      [1 / 3, null, 0.5, null],
      [0.5, 0.5, null, null],
      [null, null, null, null],
    ]);
  });

  test('Elo is the Bradley–Terry fit of the pairwise wins (second method: Newton)', () => {
    // w[i][j]: alpha beat beta 2, beta beat alpha 1; alpha-gamma 1 each; beta-gamma 0.5 each.
    const w = [
      [0, 2, 1, 0],
      [1, 0, 0.5, 0],
      [1, 0.5, 0, 0],
      [0, 0, 0, 0],
    ];
    const newton = newtonElo(w);
    stats.bots.forEach((b, i) => expect(Math.abs(b.elo - newton[i]!), b.name).toBeLessThan(1e-6));
  });

  test('Elo intervals map the Wilson interval of the pairwise score onto the Elo scale, (k-1)/k = 3/4 for 4 bots', () => {
    // alpha: pairwise 3 of 5 -> Wilson(3,5) = [.230724, .882379]; 300 log10(.230724/.769276) = 300 log10(.299924) = -156.897;
    //        300 log10(.882379/.117621) = 300 log10(7.50190) = 262.551
    expect(bot('alpha').elo95[0]).toBeCloseTo(-156.897, 2);
    expect(bot('alpha').elo95[1]).toBeCloseTo(262.551, 2);
    // gamma: 1.5 of 3 -> Wilson(1.5, 3) = [.125334, .874666], symmetric: 300 log10(.143294) = -253.131
    expect(bot('gamma').elo95[0]).toBeCloseTo(-253.131, 2);
    expect(bot('gamma').elo95[1]).toBeCloseTo(253.131, 2);
    // delta: no games -> Wilson(0, 0) = [0, 1] -> the caps
    expect(bot('delta').elo95).toEqual([-1000, 1000]);
  });
});

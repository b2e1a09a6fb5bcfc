/**
 * A ladder across tournaments (`nautilab ratings`): one Bradley–Terry rating list over the games of
 * many arena files. A bot is its name (a built-in's name with its argument; `greedy#2` is `greedy`)
 * and, for a bot file, the content hash its file recorded, so two versions of one file are two
 * bots. A game of more seats counts as every pair of seats of different bots, one result each
 * (winners above the rest, then by score, a forfeit last). The fit is the MM algorithm with half a
 * win and half a loss against a virtual player of rating 0 (it keeps a bot that never lost finite);
 * the 95% intervals come from the Fisher information of that fit.
 */
import type { GameResult } from '../bots/match.js';
import { headToHead } from './sprt.js';

/** One game of the ladder: the bot of every seat, as ladder names. */
export interface LadderGame {
  bots: string[];
  result: GameResult;
}

/** One bot of the ladder. */
export interface Rating {
  name: string;
  /** Games it played (a game with two of its seats counts once). */
  games: number;
  /** Its share of the head-to-head results against other bots. */
  score: number;
  /** Elo, centred on the mean of the list. */
  elo: number;
  elo95: [number, number];
}

/** The ladder name of an arena file's bot: its name without `#k`, and the first 8 hex digits of a bot file's hash. */
export function ladderName(name: string, hash: string | null | undefined): string {
  const base = name.replace(/#[0-9]+$/, '');
  return hash ? `${base}@${hash.replace(/^sha256:/, '').slice(0, 8)}` : base;
}

const ELO = 400 / Math.LN10;

/**
 * Bradley–Terry by minorization–maximization on w[i][j] (how often i finished above j, ties half
 * to each) with the virtual player's prior: log-strengths theta (natural units) and their
 * covariance (the inverse of the observed information).
 */
export function bradleyTerry(w: readonly (readonly number[])[]): { theta: number[]; cov: number[][] } {
  const n = w.length;
  let gamma = new Array<number>(n).fill(1);
  for (let iter = 0; iter < 100_000; iter++) {
    let change = 0;
    const next = gamma.map((g, i) => {
      let wins = 0.5;
      let denom = 1 / (g + 1);
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        wins += w[i]![j]!;
        denom += (w[i]![j]! + w[j]![i]!) / (g + gamma[j]!);
      }
      const v = wins / denom;
      change = Math.max(change, Math.abs(Math.log(v / g)));
      return v;
    });
    gamma = next;
    if (change < 1e-12) break;
  }
  const theta = gamma.map(Math.log);
  // observed information: each game of i and j adds p(1 - p) to both diagonals and takes it off the pair
  const info = theta.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    const p0 = 1 / (1 + Math.exp(-theta[i]!));
    info[i]![i]! += p0 * (1 - p0);
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const games = w[i]![j]! + w[j]![i]!;
      const p = 1 / (1 + Math.exp(theta[j]! - theta[i]!));
      info[i]![i]! += games * p * (1 - p);
      info[i]![j]! -= games * p * (1 - p);
    }
  }
  return { theta, cov: inverse(info) };
}

/** The inverse of a symmetric positive definite matrix (Gauss–Jordan with partial pivoting). */
function inverse(m: number[][]): number[][] {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...row.map((_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const p = a[c]![c]!;
    for (let k = 0; k < 2 * n; k++) a[c]![k]! /= p;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r]![c]!;
      if (f !== 0) for (let k = 0; k < 2 * n; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row) => row.slice(n));
}

/** The rating list of the games (games that could not be played are left out), best first. */
export function ratingList(games: readonly LadderGame[]): Rating[] {
  const names = [...new Set(games.flatMap((g) => g.bots))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const w = names.map(() => names.map(() => 0));
  const played = names.map(() => 0);
  for (const { bots, result } of games) {
    if (result.endReason === 'error') continue;
    for (const i of new Set(bots.map((b) => index.get(b)!))) played[i]!++;
    for (let a = 0; a < bots.length; a++) {
      for (let b = 0; b < bots.length; b++) {
        const i = index.get(bots[a]!)!;
        const j = index.get(bots[b]!)!;
        if (i !== j) w[i]![j]! += headToHead(result, a, b);
      }
    }
  }
  const { theta, cov } = bradleyTerry(w);
  const n = names.length;
  const mean = theta.reduce((a, b) => a + b, 0) / n;
  const total = cov.flat().reduce((a, b) => a + b, 0) / (n * n);
  return names
    .map((name, i): Rating => {
      // the variance of theta_i minus the mean of all thetas
      const row = cov[i]!.reduce((a, b) => a + b, 0) / n;
      const se = Math.sqrt(Math.max(0, cov[i]![i]! - 2 * row + total));
      const elo = ELO * (theta[i]! - mean);
      const won = w[i]!.reduce((a, b) => a + b, 0);
      const met = w.reduce((a, row2, j) => a + row2[i]! + w[i]![j]!, 0);
      return { name, games: played[i]!, score: met ? won / met : 0, elo, elo95: [elo - 1.959964 * ELO * se, elo + 1.959964 * ELO * se] };
    })
    .sort((a, b) => b.elo - a.elo || a.name.localeCompare(b.name));
}

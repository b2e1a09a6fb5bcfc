/**
 * Tournament statistics: wins (ties shared), mean scores, Wilson intervals, Elo from a
 * Bradley–Terry fit of the pairwise outcomes with a 95% interval from the Wilson interval of the pairwise score,
 * the pairwise win matrix and results per seat.
 */
import type { GameResult } from '../bots/match.js';

export interface BotStats {
  name: string;
  games: number;
  /** Wins, a tie counting 1 / number of winners. */
  wins: number;
  winRate: number;
  /** 95% Wilson interval of the win rate. */
  winRate95: [number, number];
  /** Mean final score. */
  score: number;
  elo: number;
  /** 95% bootstrap interval of the Elo rating. */
  elo95: [number, number];
  forfeits: number;
  /** Win rate per seat index (null where the bot never sat). */
  bySeat: (number | null)[];
}

export interface ArenaStats {
  games: number;
  bots: BotStats[];
  /** matrix[i][j]: share of the games with both in which bot i finished above bot j (ties half). */
  matrix: (number | null)[][];
}

/** 95% Wilson score interval of k successes in n. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/** Pairwise outcomes: w[i][j] = how often bot i beat bot j (ties add half to both). */
function pairwise(results: GameResult[], names: string[]): number[][] {
  const w = names.map(() => names.map(() => 0));
  for (const g of results) {
    for (let a = 0; a < g.bots.length; a++) {
      for (let b = 0; b < g.bots.length; b++) {
        const i = names.indexOf(g.bots[a]!);
        const j = names.indexOf(g.bots[b]!);
        if (a === b || i === j) continue;
        const sa = rankScore(g, a);
        const sb = rankScore(g, b);
        if (sa > sb) w[i]![j]! += 1;
        else if (sa === sb) w[i]![j]! += 0.5;
      }
    }
  }
  return w;
}

/** A seat's standing for pairwise comparisons: a forfeit ranks below everyone. */
function rankScore(g: GameResult, seat: number): number {
  return g.forfeit?.seat === seat ? -Infinity : g.scores[seat]!;
}

/** Elo ratings (mean 0) from a Bradley–Terry fit by minorization–maximization, lightly regularized. */
export function bradleyTerryElo(w: number[][]): number[] {
  const n = w.length;
  let gamma = new Array<number>(n).fill(1);
  for (let iter = 0; iter < 200; iter++) {
    const next = gamma.map((g, i) => {
      let wins = 0.5; // a half-win prior against a virtual average player keeps ratings finite
      let denom = 1 / (g + 1);
      // the diagonal holds no games, and a pair without games adds nothing
      for (let j = 0; j < n; j++) {
        wins += w[i]![j]!;
        denom += (w[i]![j]! + w[j]![i]!) / (g + gamma[j]!);
      }
      return wins / denom;
    });
    const mean = next.reduce((a, b) => a + Math.log(b), 0) / n;
    gamma = next.map((g) => g / Math.exp(mean));
  }
  return gamma.map((g) => (400 * Math.log(g)) / Math.LN10);
}

/**
 * 95% intervals of the ratings: the Wilson interval of each bot's pairwise score share s mapped
 * to the Elo scale, ((k - 1) / k) * 400 log10(s / (1 - s)) for k bots (exact for two bots with
 * ratings centred on 0), capped at +-1000. Unlike a Wald interval it stays sensible when a bot
 * wins (or loses) every game.
 */
export function eloIntervals(w: number[][]): [number, number][] {
  const k = w.length;
  // x = 0 and x = 1 give -Infinity and Infinity, which the cap turns into -1000 and 1000
  const f = (x: number): number => Math.max(-1000, Math.min(1000, (((k - 1) / k) * 400 * Math.log(x / (1 - x))) / Math.LN10));
  return w.map((row, i) => {
    let won = 0;
    let n = 0;
    for (let j = 0; j < k; j++) {
      won += row[j]!;
      n += row[j]! + w[j]![i]!;
    }
    const [lo, hi] = wilson(won, n);
    return [f(lo), f(hi)];
  });
}

/** Every statistic of a set of games between the named bots (games that could not be played are left out). */
export function arenaStats(all: GameResult[], names: string[]): ArenaStats {
  const results = all.filter((g) => g.endReason !== 'error');
  const w = pairwise(results, names);
  const elo = bradleyTerryElo(w);
  const intervals = eloIntervals(w);
  const bots = names.map((name, i): BotStats => {
    let games = 0;
    let wins = 0;
    let score = 0;
    let forfeits = 0;
    const seatGames: number[] = [];
    const seatWins: number[] = [];
    for (const g of results) {
      g.bots.forEach((bot, seat) => {
        if (bot !== name) return;
        games++;
        score += g.scores[seat]!;
        const share = g.winners.includes(seat) ? 1 / g.winners.length : 0;
        wins += share;
        seatGames[seat] = (seatGames[seat] ?? 0) + 1;
        seatWins[seat] = (seatWins[seat] ?? 0) + share;
        if (g.forfeit?.seat === seat) forfeits++;
      });
    }
    const seats = Math.max(0, ...results.map((g) => g.bots.length));
    return {
      name,
      games,
      wins,
      winRate: games ? wins / games : 0,
      winRate95: wilson(wins, games),
      score: games ? score / games : 0,
      elo: elo[i]!,
      elo95: intervals[i]!,
      forfeits,
      bySeat: Array.from({ length: seats }, (_, s) => (seatGames[s] ? seatWins[s]! / seatGames[s]! : null)),
    };
  });
  const matrix = names.map((_, i) => names.map((__, j) => (i === j || !(w[i]![j]! + w[j]![i]!) ? null : w[i]![j]! / (w[i]![j]! + w[j]![i]!))));
  return { games: results.length, bots, matrix };
}

/** One row per game, for spreadsheets. */
export function resultsCsv(results: GameResult[]): string {
  const seats = Math.max(0, ...results.map((g) => g.bots.length));
  const head = ['game', 'seed', ...Array.from({ length: seats }, (_, s) => [`bot${s}`, `score${s}`]).flat(), 'winners', 'endReason', 'rounds', 'forfeit'];
  const rows = results.map((g, i) => [
    i,
    g.seed,
    ...Array.from({ length: seats }, (_, s) => [g.bots[s] ?? '', g.scores[s] ?? '']).flat(),
    g.winners.join(' '),
    g.endReason,
    g.rounds,
    g.forfeit ? `${g.forfeit.bot} ${g.forfeit.reason}: ${g.forfeit.message}`.replace(/[",\n]/g, ' ') : '',
  ]);
  return [head, ...rows].map((r) => r.join(',')).join('\n') + '\n';
}

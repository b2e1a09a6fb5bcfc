/**
 * From a game's evaluation (a seat's expected margin over the best other seat) to win
 * probabilities, for samples cut off before the game's end (`horizon` of rounds).
 *
 * Each seat's margin m gives a logistic score 1 / (1 + exp(-m / scale)); the scores are normalised
 * to sum to 1 over the seats. `scale` was fitted per game by maximum likelihood on greedy self-play
 * (two players: the evaluation at the start of every round of a game against who won it); see
 * `scripts/calibrate-analysis.js`, which prints the fitted scales and their log-loss. The fit pools
 * every round, so early-game margins are taken as seriously as late ones: it is a first
 * calibration, not a per-round one.
 */

/** Logistic scale per game id, in units of the game's `evaluate`. */
export const WIN_SCALE: Readonly<Record<string, number>> = { nautilus: 6, atlantis: 6, duel: 1 };

/** Win shares (summing to 1) of the seats from their evaluation margins. */
export function winShareOfMargins(gameId: string, margins: readonly number[]): number[] {
  const scale = WIN_SCALE[gameId] ?? 5;
  const q = margins.map((m) => 1 / (1 + Math.exp(-m / scale)));
  const total = q.reduce((a, b) => a + b, 0);
  return total > 0 ? q.map((x) => x / total) : q.map(() => 1 / q.length);
}

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

/**
 * A win probability fitted to outcomes (docs/analysis-spec.md, *Calibration*): the analysis's raw
 * win probability p of the seat to act mapped by q = 1 / (1 + e^-(a·logit p + b)) (Platt scaling; p
 * clipped to [0.005, 0.995]). Measured as too sure of itself in every game, the raw figure wants
 * shrinking toward one half (a < 1) and, in the duel, lowering for the seat to act (b < 0).
 */
export interface OutcomeFit {
  a: number;
  b: number;
}

/** logit p with p clipped to [0.005, 0.995]. */
export function clippedLogit(p: number): number {
  const c = Math.min(Math.max(p, 0.005), 0.995);
  return Math.log(c / (1 - c));
}

/** 1 / (1 + e^-z), z clipped to ±30. */
export function logistic(z: number): number {
  return 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, z))));
}

/** The fitted probability of `p` under `fit`. */
export function applyFit(fit: OutcomeFit, p: number): number {
  return logistic(fit.a * clippedLogit(p) + fit.b);
}

/**
 * The fit of each game's two-player analysis (search 'outcomes', observation mode of the seat to
 * act, its own tree), by maximum likelihood on every decision of the measurement named (2,000 or
 * more a game, `bench --calibration`; `fitOutcomes` in src/bench/calibrationFit.ts; a test fits them
 * again from the documents). Judged game by game on the fit of the other games, it meets every
 * calibration goal in Atlantis and the Brier goal in every game.
 */
export const OUTCOME_FITS: Readonly<Record<string, OutcomeFit & { measurement: string }>> = {
  nautilus: { a: 0.337, b: -0.195, measurement: 'docs/measurements/calibration-nautilus-every-action.json' },
  atlantis: { a: 0.669, b: -0.296, measurement: 'docs/measurements/calibration-atlantis.json' },
  duel: { a: 0.963, b: -0.417, measurement: 'docs/measurements/calibration-duel-game-tree.json' },
};

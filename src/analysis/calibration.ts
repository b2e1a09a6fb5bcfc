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
 * win probability p of the seat to act mapped by q = 1 / (1 + e^-z), z = a·logit p + b (Platt
 * scaling; p clipped to [0.005, 0.995]) plus, where the game's fit has them, `terms`: c·logit m, m
 * the mean win probability over every sample at the root (each action's by its samples, less
 * noisy than the best action's alone), d·margin, the best action's mean margin, and e·round, the
 * game's round (`Game.round`: how far into the game, as GNU Backgammon's nets see the race). Measured as too
 * sure of itself in every game, the raw figure is drawn toward one half; p and the root's mean go
 * together (they correlate 0.97 in Nautilus), so a may be near zero or below it where the mean says
 * more, and the figure still rises when both do. A fit says nothing of rounds it never saw: a
 * position past the rounds measured (`rounds`) is taken at the nearest one measured, not at the
 * line's extension.
 */
export interface OutcomeFit {
  a: number;
  b: number;
  /** The fit's further terms (none: Platt scaling of p alone). */
  terms?: Partial<Record<FitTerm, number>>;
  /** With a round term: the first and last round of the decisions fitted; a round outside is read as the nearer of the two. */
  rounds?: readonly [number, number];
}

/** A further term of a fit: logit of the root's mean win probability, the best action's mean margin, the game's round. */
export type FitTerm = 'logitMean' | 'margin' | 'round';
export const FIT_TERMS: readonly FitTerm[] = ['logitMean', 'margin', 'round'];

/** What a fit reads from an analysis of the seat to act: its raw win probability, the root's mean one, the best action's mean margin, the game's round. */
export interface FitInputs {
  p: number;
  mean: number;
  margin: number;
  round: number;
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

/** The value of a fit's term at some inputs. */
export function termValue(term: FitTerm, x: FitInputs): number {
  return term === 'logitMean' ? clippedLogit(x.mean) : term === 'margin' ? x.margin : x.round;
}

/** The fitted probability at `x` under `fit` (the round held to the rounds fitted, `OutcomeFit.rounds`). */
export function applyFit(fit: OutcomeFit, x: FitInputs): number {
  const within = fit.rounds ? { ...x, round: Math.min(Math.max(x.round, fit.rounds[0]), fit.rounds[1]) } : x;
  let z = fit.a * clippedLogit(x.p) + fit.b;
  // only the fit's own terms are read: an input it does not use cannot move it (nor make it NaN)
  for (const term of FIT_TERMS) if (fit.terms?.[term] !== undefined) z += fit.terms[term] * termValue(term, within);
  return logistic(z);
}

/**
 * A fit's inputs from an analysis's sampled actions (the seat to act's own numbers, best first):
 * `p` the position's raw win probability, `mean` the samples-weighted mean of the actions' win
 * probabilities, `margin` the best action's mean margin, `round` the game's round at the position.
 * The calibration measurement records them the same way (src/bench/calibration.ts, `predict`; the
 * round by replaying its games, `scoredDecisions`).
 */
export function fitInputsOf(p: number, actions: readonly { samples: number; winProbability: number | null; meanMargin?: number | null }[], round: number): FitInputs {
  const sampled = actions.filter((a) => a.samples > 0 && a.winProbability !== null);
  const total = sampled.reduce((t, a) => t + a.samples, 0);
  const mean = total ? sampled.reduce((t, a) => t + a.winProbability! * a.samples, 0) / total : p;
  return { p, mean, margin: actions[0]?.meanMargin ?? 0, round };
}

/**
 * The fit of each game's two-player analysis (search 'outcomes', observation mode of the seat to
 * act, its own tree), by maximum likelihood on every decision of the measurement named (2,000 or
 * more a game, `bench --calibration`; `fitOutcomes` in src/bench/calibrationFit.ts; a test fits them
 * again from the documents). Each game's terms are the form with the least log-loss judged game by
 * game on the fit of the other games (analysis-spec, *Calibration*, the table of forms).
 */
export const OUTCOME_FITS: Readonly<Record<string, OutcomeFit & { measurement: string }>> = {
  nautilus: { a: -0.057, b: -0.368, terms: { logitMean: 0.345, margin: 0.0123, round: 0.0252 }, rounds: [1, 30], measurement: 'docs/measurements/calibration-nautilus-every-action.json' },
  atlantis: { a: 0.669, b: -0.296, measurement: 'docs/measurements/calibration-atlantis.json' },
  duel: { a: 0.14, b: 0.0897, terms: { logitMean: 0.707, round: -0.057 }, rounds: [1, 6], measurement: 'docs/measurements/calibration-duel-4000.json' },
};

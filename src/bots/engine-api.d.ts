// The forward model every game's bot API shares, as the bot editor sees it (globals, no imports).
// Each game's declarations (src/bots/bot-api.d.ts for Nautilus, src/atlantis/bot-api.d.ts,
// src/duel/bot-api.d.ts, src/bots/generic-api.d.ts) declare `BotPosition` and `BotContext` (extending
// `BotContextBase` below); the editor loads this file with them.
/** The forward model on determinizations (positions from `ctx.determinize()`). */
interface BotEngine {
  /** The legal actions in notation (a fresh array; printed once per position state). */
  legal(position: BotPosition): string[];
  /** The position after a legal action (a new one), or null when it is illegal. A string from `legal` of this very position is not checked again. */
  play(position: BotPosition, action: string): BotPosition | null;
  /** Plays in place, without checks: fast, for rollouts. */
  playInPlace(position: BotPosition, action: string): void;
  /** How many legal actions there are: legal(position).length, without printing them (for searches by index). */
  legalCount(position: BotPosition): number;
  /** The notation of legal action `index` (0 .. legalCount - 1): legal(position)[index]. */
  actionAt(position: BotPosition, index: number): string;
  /** Plays legal action `index` in place: the fastest forward model (nothing printed, nothing parsed). */
  playIndex(position: BotPosition, index: number): void;
  /** Each seat's total as if the game ended now. */
  scores(position: BotPosition): number[];
  toAct(position: BotPosition): number | null;
  /** The round of the game (what its rules count as one round). */
  round(position: BotPosition): number;
  /** The game's heuristic value of a position for `seat`: its expected score margin over the best other seat. */
  evaluate(position: BotPosition, seat: number): number;
  /** The legal actions worth searching (the game's own pruning keeps the best ones). */
  candidates(position: BotPosition): string[];
  /** The action the game's fast playout policy would choose (seeded). */
  policy(position: BotPosition, seed: number): string;
  /** Plays the playout policy in place until the round passes round(position) + rounds or the game ends; returns the actions played. */
  rollout(position: BotPosition, rounds: number, seed: number, maxActions?: number): number;
  /** How many rounds past the current one the game's own searches roll out. */
  readonly rolloutRounds: number;
  /** The game's UCB exploration constant, in units of evaluate. */
  readonly exploration: number;
}

/** What `ctx.analyze` may be asked for. */
interface BotAnalysisOptions {
  /** Milliseconds to search (capped by the time left less a safety margin). */
  ms?: number;
  /** Most samples to run. */
  iterations?: number;
  /**
   * Samples play this many rounds past the current one. Without it, the search is the analyst bot's
   * for this game (Nautilus: one round on, climbing the evaluation; the other games: to the end).
   */
  horizon?: number;
}

/** One sampled legal action of `ctx.analyze`. */
interface BotCandidate {
  action: string;
  samples: number;
  /** Your win probability after this action (ties split), and its Wilson 95% interval. */
  winProbability: number;
  winProbability95: [number, number];
  /** Your expected final score, and margin over the best other seat. */
  meanScore: number;
  meanMargin: number;
  /** The most sampled continuation of your turn. */
  line: string[];
}

/** The answer of `ctx.analyze`. */
interface BotAnalysis {
  /** The most sampled legal action. */
  best: string;
  samples: number;
  candidates: BotCandidate[];
}

/** What every game's bot context has; each game's `BotContext` adds its observation, its legal actions' notation, determinizations and its own queries. */
interface BotContextBase {
  /** The game's id ('nautilus', 'atlantis', 'duel'). */
  readonly game: string;
  readonly seat: number;
  /** The forward model on determinizations. */
  readonly engine: BotEngine;
  /** Seeded random in [0, 1): games replay exactly. */
  random(): number;
  randomInt(n: number): number;
  /** Milliseconds left before the deadline (default 1 s); a bot that misses it loses the game. */
  timeLeft(): number;
  /** Writes to the bot console. */
  log(...values: unknown[]): void;
  /** The analysis engine on this decision: your own observation searched for `ms` (default: your time left less a margin) or `iterations` samples; every sampled legal action with its win probability, interval, expected score and best line, most sampled first. */
  analyze(options?: BotAnalysisOptions): BotAnalysis;
}

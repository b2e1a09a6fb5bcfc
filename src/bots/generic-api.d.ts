// The Nautilab bot API of a game without its own declarations yet, as the bot editor sees it
// (globals, no imports). A bot is an ES module that exports `act(ctx)` and returns one of
// `ctx.legal` (or a promise of one). The observation is the game's own JSON (see its rules page).

/** A full game state (a determinization: hidden parts sampled, never the truth). Opaque to bots. */
interface BotPosition {
  readonly format: string;
}

/** The forward model on determinizations. */
interface BotEngine {
  legal(position: BotPosition): string[];
  play(position: BotPosition, action: string): BotPosition | null;
  playInPlace(position: BotPosition, action: string): void;
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

/** What a bot receives for one decision. */
interface BotContext {
  /** The game's id. */
  readonly game: string;
  readonly seat: number;
  /** What your seat may know: the game's observation JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly observation: any;
  /** The legal actions in notation; return one of them. */
  readonly legal: readonly string[];
  /** A full position consistent with what you know, hidden parts sampled. */
  determinize(): BotPosition;
  readonly engine: BotEngine;
  /** Seeded random in [0, 1): games replay exactly. */
  random(): number;
  randomInt(n: number): number;
  /** Milliseconds left before the deadline (default 1 s); a bot that misses it loses the game. */
  timeLeft(): number;
  /** Writes to the bot console. */
  log(...values: unknown[]): void;
}

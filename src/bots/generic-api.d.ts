// The Nautilab bot API of a game without its own declarations yet, as the bot editor sees it
// (globals, no imports). A bot is an ES module that exports `act(ctx)` and returns one of
// `ctx.legal` (or a promise of one). The observation is the game's own JSON (see its rules page).

/** A full game state (a determinization: hidden parts sampled, never the truth). Opaque to bots. */
interface BotPosition {
  readonly format: string;
}

// BotEngine, the forward model on determinizations: engine-api.d.ts (shared by every game)

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
  /** The analysis engine on this decision: your own observation searched for `ms` (default: your time left less a margin) or `iterations` samples; every sampled legal action with its win probability, interval, expected score and best line, most sampled first. */
  analyze(options?: BotAnalysisOptions): BotAnalysis;
}

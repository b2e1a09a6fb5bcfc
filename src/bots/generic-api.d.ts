// The Nautilab bot API of a game without its own declarations yet, as the bot editor sees it
// (globals, no imports). A bot is an ES module that exports `act(ctx)` and returns one of
// `ctx.legal` (or a promise of one). The observation is the game's own JSON (see its rules page).

/** A full game state (a determinization: hidden parts sampled, never the truth). Opaque to bots. */
interface BotPosition {
  readonly format: string;
}

// BotEngine, the forward model on determinizations: engine-api.d.ts (shared by every game)

/** What a bot receives for one decision. */
interface BotContext extends BotContextBase {
  /** What your seat may know: the game's observation JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly observation: any;
  /** The legal actions in notation; return one of them. */
  readonly legal: readonly string[];
  /** A full position consistent with what you know, hidden parts sampled. */
  determinize(): BotPosition;
}

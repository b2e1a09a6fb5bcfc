// The Nautilab bot API for Atlantis, as the bot editor sees it (globals, no imports). A bot is an
// ES module that exports `act(ctx)` and returns one of `ctx.legal` (or a promise of one). The
// engine's own types (src/bots/api.ts, src/atlantis/observation.ts) are checked against these
// declarations by src/atlantis/templates/apiCheck.ts.

/** Colour indices: 0 red, 1 green, 2 grey, 3 blue, 4 white, 5 yellow, 6 purple (names in actions). */
type Colour = number;
/** A tile on the path: [colour, value 1-7]. */
type PathTile = [number, number];
/** A tile off the path: [colour, value, back] (back 0 = A, 1 = B). */
type LooseTile = [number, number, number];

interface AtlantisVariants {
  tileSet: 'default';
  openStacks: boolean;
  tollWithBoughtCards: boolean;
  atlantisPawnsPay: boolean;
}

interface AtlantisScoreLine {
  seat: number;
  total: number;
  tiles: number;
  cards: number;
  owed: number;
  paid: number;
  shortfall: number;
}

/** What your seat may know (spec 9). Positions 0 Atlantis … 54 the Mainland. */
interface BotObservation {
  format: 'atlantis-observation/1';
  seat: number;
  variant: AtlantisVariants;
  players: number;
  firstPlayer: number;
  toAct: number;
  turn: number;
  /** 55 stacks, bottom to top; a covered tile is null (unless openStacks); [] is water. */
  path: (PathTile | null)[][];
  /** Each seat's three pawn positions. */
  pawns: number[][];
  /** Placed bridges: [seat, position]. */
  bridges: [number, number][];
  /** Your hand (colours, sorted); null for the other seats. */
  hands: (Colour[] | null)[];
  handSizes: number[];
  /** Cards each seat showed at a pass and still holds. */
  shown: Colour[][];
  collected: LooseTile[][];
  /** Tiles out of the game (bought or paid). */
  out: LooseTile[];
  deckSize: number;
  discard: Colour[];
  turnState: {
    stage: 'start' | 'moving' | 'paying';
    /** Cards drawn by this turn's buy (null entries: another seat's). */
    bought: (Colour | null)[] | null;
    pawn: number | null;
    from: number | null;
    played: Colour[];
    crossed: [number, number][];
    owed: number;
  };
  passStreak: number;
  revealed: [number, Colour[]][];
  ended: { endReason: 'mainland' | 'stalemate'; scores: AtlantisScoreLine[]; winners: number[] } | null;
}

/** A full game state (a determinization: hidden parts sampled, never the truth). Opaque to bots. */
interface BotPosition {
  readonly format: 'atlantis/1';
  readonly toAct: number;
  readonly turn: number;
}

// BotEngine, the forward model on determinizations: ../bots/engine-api.d.ts (shared by every game)

/** What a bot receives for one decision. */
interface BotContext extends BotContextBase {
  readonly observation: BotObservation;
  /** The legal actions in notation, e.g. "move 0 red", "pay 5 blue", "bridge 13", "buy 6", "pass". */
  readonly legal: readonly string[];
  /** A full position consistent with what you know, hidden parts sampled. */
  determinize(): BotPosition;
}

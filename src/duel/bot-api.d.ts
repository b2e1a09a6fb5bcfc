// The Nautilab bot API of the Nautilus duel, as the bot editor sees it (globals, no imports). A
// bot is an ES module that exports `act(ctx)` and returns one of `ctx.legal` (or a promise of
// one). The engine's own types (src/bots/api.ts, src/duel/observation.ts) are checked against
// these declarations: `npx tsc -p src/duel/templates/tsconfig.json`.

/** A card: a Diver 1–14, the Kraken 15 or the Fishbone 0. */
type Card = number;
/** A space [seat, slot]: the card space on `seat`'s side facing domain slot `slot` (0–4). */
type Space = [number, number];
type Special = 'kraken' | 'fishbone' | 'anchor' | 'eye' | 'module' | 'harpoon';
type Domain = 'science' | 'exploration' | 'navigation' | 'engineering' | 'war';
/** A domain card: its domain and points (2, 1 or -1). */
type DomainCard = [Domain, number];
type Stage = 'keep' | 'special' | 'place' | 'pending' | 'over';
type Arrow = 'vertical' | 'horizontal';

interface DuelVariants {
  earlyEnd: boolean;
  hiddenDomains: boolean;
  verticalAnySpace: boolean;
  arrowOptional: boolean;
  compulsorySpecials: boolean;
  firstPlayer: number;
}

/** An open decision: the module's two cards (yours only), the harpooned card, an arrow's movement. */
type ObservedPending =
  | { kind: 'choose'; seat: number; cards: [number, number] | null }
  | { kind: 'harpoon'; seat: number; card: number }
  | { kind: 'move'; seat: number; placed: Space; arrow: Arrow };

/** What your seat saw this round, in order. */
type KnowledgeEvent =
  | { event: 'gave'; special: Special }
  | { event: 'eye'; seat: number; cards: number[] }
  | { event: 'module'; seat: number; cards: [number, number] | null; kept: number | null }
  | { event: 'harpoon'; seat: number; drawn: number; given: number | null }
  | { event: 'skip'; seat: number };

interface DuelScore {
  seat: number;
  total: number;
  domainTotals: number[];
  won: boolean[];
}

/** What your seat may know (rules section 7). */
interface BotObservation {
  format: 'nautilus-duel-observation/1';
  seat: number;
  variant: DuelVariants;
  round: number;
  /** The holder of the Nemo token this round. */
  first: number;
  toAct: number | null;
  stage: Stage;
  /** The domain card facing each slot. */
  slots: (DomainCard | null)[];
  /** spaces[seat][slot]: the card there or null. */
  spaces: (Card | null)[][];
  anchor: Space | null;
  placements: number;
  /** Your Divers, ascending. */
  hand: number[];
  handSizes: number[];
  /** Each seat's special as far as you know it (yours; the opponent's once played or given by you). */
  specials: (Special | null)[];
  holdsSpecial: boolean[];
  specialUsed: boolean[];
  /** The two specials you drew (first player, keep stage). */
  drafted: [Special, Special] | null;
  pending: ObservedPending | null;
  diverDeckSize: number;
  specialDeckSize: number;
  specialDiscard: Special[];
  domainDeckSize: number;
  /** Won domain cards per seat; the opponent's are null with the hiddenDomains variant. */
  won: (DomainCard[] | null)[];
  wonCounts: number[];
  knowledge: KnowledgeEvent[];
  ended: { endReason: 'clinched' | 'rounds'; scores: DuelScore[]; winners: number[] } | null;
}

/** A full game state (a determinization: hidden parts sampled, never the truth). Opaque to bots. */
interface BotPosition {
  readonly format: 'nautilus-duel/1';
  readonly round: number;
  readonly stage: Stage;
  readonly toAct: number | null;
}

// BotEngine, the forward model on determinizations: ../bots/engine-api.d.ts (shared by every game)

/** What a bot receives for one decision. */
interface BotContext extends BotContextBase {
  readonly observation: BotObservation;
  /** The legal actions in notation, e.g. "keep eye", "place 7 1 3", "place kraken 0 2 anchor 0 2", "move 1 0 0 0"; return one of them. */
  readonly legal: readonly string[];
  /** A full position consistent with what you know, hidden parts (the opponent's hand, the decks) sampled. */
  determinize(): BotPosition;
}

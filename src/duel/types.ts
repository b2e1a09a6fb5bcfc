/**
 * The vocabulary of the Nautilus duel (spec 1) and the shape of a position (spec 8).
 * A position is plain JSON data: `toJSON` is a copy and `position.schema.json` describes exactly
 * this shape. A card on the board or in a hand is its value: Divers 1–14, Fishbone 0, Kraken 15.
 */
import type { RngState } from '../core/rng.js';

/** The Kraken's value (spec 1). */
export const KRAKEN = 15;
/** The Fishbone's value (spec 1). */
export const FISHBONE = 0;
/** The crab Diver, which beats the 14 (spec 4). */
export const CRAB = 1;
/** Diver values 1..14 (spec 1). */
export const DIVERS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
/** Cards per seat placed each round (spec 3). */
export const PLACEMENTS_PER_SEAT = 5;
/** Rounds of the printed game (spec 5). */
export const ROUNDS = 6;

/** The six special cards in their canonical (setup) order (spec 1). */
export const SPECIALS = ['kraken', 'fishbone', 'anchor', 'eye', 'module', 'harpoon'] as const;
/** A special card. */
export type Special = (typeof SPECIALS)[number];
/** Specials played before placement begins (spec 2 step 3). */
export const PRE_PLACEMENT: readonly Special[] = ['eye', 'module', 'harpoon'];
/** Specials used during placement (spec 3). */
export const PLACEMENT_SPECIALS: readonly Special[] = ['kraken', 'fishbone', 'anchor'];

/** The five domains in index order (spec 1). */
export const DOMAINS = ['science', 'exploration', 'navigation', 'engineering', 'war'] as const;
/** A domain. */
export type Domain = (typeof DOMAINS)[number];
/** A domain card: its domain and points (2, 1 or -1). */
export type DomainCard = [Domain, number];
/** The points of one domain's six cards, canonical order (spec 1 [default] split). */
export const DOMAIN_SPLIT: readonly number[] = [-1, 2, 1, 1, 1, 1];

/** A card space `[seat, slot]` (spec words). */
export type Space = [number, number];

/** Why a game ended (spec 5). */
export const END_REASONS = ['clinched', 'rounds'] as const;
/** Why a game ended. */
export type EndReason = (typeof END_REASONS)[number];

/** Stages of a round (spec 8). */
export const STAGES = ['keep', 'special', 'place', 'pending', 'over'] as const;
/** A stage. */
export type Stage = (typeof STAGES)[number];

/** Variant settings (spec 3, 5, 7, 8; `compulsorySpecials` is this engine's, see docs/duel.md). */
export interface DuelVariants {
  /** The game ends after the round in which a seat has won 3 domains (spec 5). */
  earlyEnd: boolean;
  /** A seat sees the opponent's won domain cards as a count only (spec 7). */
  hiddenDomains: boolean;
  /** A vertical arrow may move a card to any empty space on the other side (spec 3). */
  verticalAnySpace: boolean;
  /** An arrow movement may be declined with `skip` (spec 3). */
  arrowOptional: boolean;
  /** A held pre-placement special must be played (no `skip`): the rulebook's "must be played". */
  compulsorySpecials: boolean;
  /** The seat holding the Nemo token in round 1 (spec 2). */
  firstPlayer: number;
}

/** The default variant settings. */
export const DEFAULT_VARIANTS: Readonly<DuelVariants> = Object.freeze({
  earlyEnd: true,
  hiddenDomains: false,
  verticalAnySpace: false,
  arrowOptional: false,
  compulsorySpecials: false,
  firstPlayer: 0,
});

/** An open decision inside a stage (spec 6): the module's draw, the harpoon's catch, an arrow. */
export type Pending =
  | { kind: 'choose'; seat: number; cards: [number, number] }
  | { kind: 'harpoon'; seat: number; card: number }
  | { kind: 'move'; seat: number; placed: Space; arrow: Arrow };

/** An arrow direction (spec 1). */
export type Arrow = 'vertical' | 'horizontal';

/**
 * One thing a seat saw this round, in order (spec 7). `gave` is the first player's alone; `eye`,
 * `harpoon` and `skip` are in both seats' logs; `module` shows its cards only in its player's log.
 */
export type KnowledgeEvent =
  | { event: 'gave'; special: Special }
  | { event: 'eye'; seat: number; cards: number[] }
  | { event: 'module'; seat: number; cards: [number, number] | null; kept: number | null }
  | { event: 'harpoon'; seat: number; drawn: number; given: number | null }
  | { event: 'skip'; seat: number };

/** One seat's final score line (spec 5). */
export interface DuelScore {
  seat: number;
  total: number;
  domainTotals: number[];
  won: boolean[];
}

/** The end of a game: reason, scores and winners (spec 8). */
export interface Ended {
  endReason: EndReason;
  scores: DuelScore[];
  winners: number[];
}

/** A whole game state (spec 8), format `nautilus-duel/1`. Decks draw from index 0 (the top). */
export interface DuelPosition {
  format: 'nautilus-duel/1';
  variant: DuelVariants;
  round: number;
  /** The seat holding the Nemo token this round. */
  first: number;
  /** The seat to act; null once the game is over. */
  toAct: number | null;
  stage: Stage;
  /** The domain card facing each slot; all null once the game is over. */
  slots: (DomainCard | null)[];
  /** `spaces[seat][slot]`: the card on that space or null. */
  spaces: (number | null)[][];
  anchor: Space | null;
  /** Each seat's Divers, ascending. */
  hands: number[][];
  /** The special each seat received this round (kept until the round's discard). */
  specials: (Special | null)[];
  /** Whether each seat has played its special. */
  specialUsed: boolean[];
  /** The first player's two drawn specials during `keep`. */
  drafted: [Special, Special] | null;
  placements: number;
  pending: Pending | null;
  diverDeck: number[];
  specialDeck: Special[];
  specialDiscard: Special[];
  domainDeck: DomainCard[];
  won: DomainCard[][];
  knowledge: KnowledgeEvent[][];
  ended: Ended | null;
  rng: RngState;
}

/** An action (spec 6). */
export type DuelAction =
  | { type: 'keep'; special: Special }
  | { type: 'eye' }
  | { type: 'module' }
  | { type: 'harpoon' }
  | { type: 'choose'; card: number }
  | { type: 'swap'; card: number }
  | { type: 'return' }
  | { type: 'skip' }
  | { type: 'place'; card: number; space: Space; anchor: Space | null }
  | { type: 'move'; from: Space; to: Space };

/** The arrow printed on a card, if any (spec 1): vertical on 6 and 9, horizontal on 7 and 8. */
export function arrowOf(card: number): Arrow | null {
  if (card === 6 || card === 9) return 'vertical';
  if (card === 7 || card === 8) return 'horizontal';
  return null;
}

/** Whether card `a` facing card `b` wins its slot (spec 4): higher wins, the crab beats the 14. */
export function beats(a: number, b: number): boolean {
  if (a === CRAB && b === 14) return true;
  if (a === 14 && b === CRAB) return false;
  return a > b;
}

/** The seat that is not `seat`. */
export function other(seat: number): number {
  return 1 - seat;
}

/**
 * The vocabulary of Atlantis (spec sections 1–2) and the shape of a position (spec 10).
 * A position is a plain JSON value: `toJSON` is a copy and `position.schema.json` describes
 * exactly this shape.
 */
import type { RngState } from '../core/rng.js';

/** Colour names in index order (spec 1); names are cosmetic, JSON uses the indices. */
export const COLOURS = ['red', 'green', 'grey', 'blue', 'white', 'yellow', 'purple'] as const;
/** A colour name. */
export type ColourName = (typeof COLOURS)[number];
/** Number of colours. */
export const COLOUR_COUNT = 7;
/** Cards per colour (spec 1). */
export const CARDS_PER_COLOUR = 15;
/** Cards in the game. */
export const CARD_COUNT = COLOUR_COUNT * CARDS_PER_COLOUR;
/** Path tiles in the game (42 per back). */
export const TILE_COUNT = 84;
/** Pawns per seat. */
export const PAWNS_PER_SEAT = 3;
/** Pawns and bridges in the box (one set per possible seat). */
export const PAWN_COUNT = 12;
/** Bridges in the box. */
export const BRIDGE_COUNT = 4;

/** Atlantis, the first position. */
export const ATLANTIS = 0;
/** The water tile placed at setup between the A and B tiles. */
export const MIDDLE_WATER = 27;
/** The Mainland, the last position. */
export const MAINLAND = 54;
/** Number of positions `0..54`. */
export const POSITIONS = 55;

/** A tile on the path: `[colour, value]`; its back follows from its position. */
export type PathTile = [number, number];
/** A tile off the path (collected or out of the game): `[colour, value, back]`, back 0 = A, 1 = B. */
export type LooseTile = [number, number, number];

/** The end reasons (spec 6). */
export const END_REASONS = ['mainland', 'stalemate'] as const;
/** Why a game ended (spec 6). */
export type EndReason = (typeof END_REASONS)[number];

/** The stages of a turn (spec 8). */
export const STAGES = ['start', 'moving', 'paying'] as const;
/** The progress of a turn (spec 8): before the move, during a chained move, owing tolls. */
export type Stage = (typeof STAGES)[number];

/** Variant settings (spec 1, 2, 5, 6). */
export interface Variants {
  /** The path-tile distribution (spec 1); only the documented default exists. */
  tileSet: 'default';
  /** Covered tiles are public (spec 2). */
  openStacks: boolean;
  /** Cards drawn by this turn's buy may pay tolls (spec 5). */
  tollWithBoughtCards: boolean;
  /** Pawns still on Atlantis pay their way at the end (spec 6). */
  atlantisPawnsPay: boolean;
}

/** The default variant settings. */
export const DEFAULT_VARIANTS: Variants = {
  tileSet: 'default',
  openStacks: false,
  tollWithBoughtCards: true,
  atlantisPawnsPay: true,
};

/** The current turn's progress (spec 10). */
export interface TurnState {
  stage: Stage;
  /** Colours drawn by this turn's buy; null when the turn has not bought. */
  bought: number[] | null;
  /** The moving pawn (from the first `move` of the turn), else null. */
  pawn: number | null;
  /** Where the moving pawn stood when the move began, else null. */
  from: number | null;
  /** Colours of the cards played for this move, in order. */
  played: number[];
  /** The gaps `[i, j]` between `from` and the pawn, bridged or not. */
  crossed: [number, number][];
  /** Tolls still owed for the crossed gaps without a bridge. */
  owed: number;
}

/** One seat's final score (spec 7). */
export interface ScoreLine {
  seat: number;
  total: number;
  /** Sum of the values of the tiles held after the final payment. */
  tiles: number;
  /** Cards held after the final payment. */
  cards: number;
  /** Tolls owed by the stragglers at the end. */
  owed: number;
  /** Value given up to pay them. */
  paid: number;
  /** What could not be paid (negative points). */
  shortfall: number;
}

/** The result of a finished game. */
export interface Ended {
  endReason: EndReason;
  scores: ScoreLine[];
  winners: number[];
}

/** A whole game state (spec 10): everything needed to continue the game. */
export interface Position {
  format: 'atlantis/1';
  variant: Variants;
  players: number;
  firstPlayer: number;
  /** The seat to act (while running); the seat that ended the game once it is over. */
  toAct: number;
  /** Turns begun so far, from 1. */
  turn: number;
  /** 55 stacks, each bottom to top; `[]` is water (and always at 0, 27's start, 54). */
  path: PathTile[][];
  /** Positions of each seat's three pawns. */
  pawns: number[][];
  /** Placed bridges: `[seat, position]`. */
  bridges: [number, number][];
  /** Each seat's cards, in colour order. */
  hands: number[][];
  /** The part of each hand every seat knows (shown at a pass, not since played or paid), in colour order. */
  shown: number[][];
  /** Tiles each seat collected, in the order taken. */
  collected: LooseTile[][];
  /** Tiles out of the game (bought or paid), in the order they left. */
  out: LooseTile[];
  /** The face-down deck, top first. */
  deck: number[];
  /** The discard pile, bottom first. */
  discard: number[];
  turnState: TurnState;
  /** Consecutive passes that drew no card. */
  passStreak: number;
  /** The public log of hands shown at passes: `[seat, colours]`. */
  revealed: [number, number[]][];
  ended: Ended | null;
  rng: RngState;
}

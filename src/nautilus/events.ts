/** What an action did: Nemo flows and tiles leaving the board (the game log, the Nemo-balance checks). */
import type { Square } from './types.js';

/** A Nemo flow: `delta` to a seat's Nemo, with the bank (`other: null`) or another seat. */
export interface NemoEvent {
  kind: 'nemo';
  seat: number;
  delta: number;
  reason: 'buy' | 'build' | 'rent' | 'sonar' | 'chest' | 'recover';
  other: number | null;
}

/** A tile leaving the board or turning face up, public to all. */
export interface TileEvent {
  kind: 'tile';
  at: Square;
  tile: string;
  to: 'sheet' | 'ruins' | 'removed' | 'faceUp';
  seat: number | null;
}

/** What an action did, for the game log and the Nemo-balance checks. */
export type GameEvent = NemoEvent | TileEvent;

/** Where an action's events go: a list, or nowhere (null: no event objects are made). */
export type Events = GameEvent[] | null;

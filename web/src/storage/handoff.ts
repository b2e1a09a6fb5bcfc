/**
 * What one view hands another: a game to continue from a position (Explore → Play, a replay →
 * Play), a finished game to replay (Arena, the bot editor → Play). Plain data, held until taken.
 */
import { shallowRef } from 'vue';
import type { GameResult } from '../../../src/bots/match.js';
import type { Phrase } from '../../../src/core/phrase.js';

/** A game to start from a given position (and, when known, the history that led there). */
export interface ContinueFrom {
  game: string;
  position: unknown;
  /** Where it came from, for the message shown (said in the UI's language). */
  from: Phrase;
}

export const pendingContinue = shallowRef<ContinueFrom | null>(null);

/** A finished game waiting to open in the Play view as a replay. */
export const pendingReplay = shallowRef<GameResult | null>(null);

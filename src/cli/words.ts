/** The command line's English words for people: a position's phase and an action, from each game's catalog. */
import { catalogLookup, renderPhrase } from '../core/phrase.js';
import { wordsOf } from '../words.js';

/** The phase and step of a position in English ("phase 2 · research, 1 of 2 moves left (3 steps)"), or null for a game without words. */
export function phaseInWords(gameId: string, position: unknown): string | null {
  const words = wordsOf(gameId);
  return words ? renderPhrase(words.describePhase(position), catalogLookup(words.catalog.en)) : null;
}

/** An action in English as played from `position`, or null for a game without words. */
export function actionInWords(gameId: string, position: unknown, action: string): string | null {
  const words = wordsOf(gameId);
  return words ? renderPhrase(words.describeAction(position, action), catalogLookup(words.catalog.en)) : null;
}

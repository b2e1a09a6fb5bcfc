/** Each game's words (actions and phases in English, Italian and Dutch), by game id. */
import { atlantisWords } from './atlantis/words.js';
import type { GameWords } from './core/phrase.js';
import { duelWords } from './duel/words.js';
import { nautilusWords } from './nautilus/words.js';

/** The words of every game of the playground. */
export const WORDS: Readonly<Record<string, GameWords>> = {
  nautilus: nautilusWords as GameWords,
  atlantis: atlantisWords as GameWords,
  duel: duelWords as GameWords,
};

/** A game's words, or null for a game without them. */
export function wordsOf(id: string): GameWords | null {
  return Object.hasOwn(WORDS, id) ? WORDS[id]! : null;
}

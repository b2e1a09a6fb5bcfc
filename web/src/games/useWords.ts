// A game's actions and phases in the UI's language: each game's describer (src/<game>/words.ts)
// rendered through vue-i18n's `t` (area `actions`). The notation stays what files and bots use.
import { useI18n } from 'vue-i18n';
import { renderPhrase, type Lookup } from '../../../src/core/phrase.js';
import { wordsOf } from '../../../src/words.js';

/** What `useWords` gives: an action in words as played from a position, and a position's phase and step. */
export interface Words {
  /** An action in words, as played from `state` (a position or an observation; null when unknown). */
  describe(state: unknown, action: string): string;
  /** The phase, the step and a pending choice of `state` in words ('' for a game without words). */
  phase(state: unknown): string;
  /** A verb of the notation as a group's name in the legal list (the verb itself when the game has no name for it). */
  verb(verb: string): string;
}

/** The words of the game `gameId` (the notation itself for a game without words). */
export function useWords(gameId: string): Words {
  const { t, te } = useI18n();
  const lookup: Lookup = (key, params) => (t as (key: string, params: Record<string, unknown>) => string)(`actions.${key}`, params);
  const words = wordsOf(gameId);
  return {
    describe: (state, action) => (words ? renderPhrase(words.describeAction(state ?? null, action), lookup) : action),
    phase: (state) => (words && state ? renderPhrase(words.describePhase(state), lookup) : ''),
    verb: (verb) => (words && te(`actions.${words.area}.verb.${verb}`) ? lookup(`${words.area}.verb.${verb}`, {}) : verb),
  };
}

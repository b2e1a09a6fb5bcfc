// Words a view keeps to show later (a message, where a game began, a bot's failure): kept as a
// phrase, a message key with its parameters, and said in the UI's language each time they are shown,
// so a message shown before the language changes follows the change. Text that has no key (the
// engine's English, a bot's own words) is kept as it is.
import { messageAt, phrase, renderPhrase, type MessageTree, type Phrase } from '../../../src/core/phrase.js';
import { i18n } from './index.js';

/** Words to show: a phrase of the UI's messages, or text kept as it is. */
export type Said = string | Phrase;

/** A phrase of the UI's messages; `count` also picks the plural form. */
export const said = (key: string, params?: Record<string, string | number | Phrase>): Phrase => phrase(key, params);

/** The key of a seat's name in a phrase (the game's own name for the seat, said when shown). */
const SEAT_KEY = '$seat';

/** A seat's name as a parameter of a phrase. */
export const seatWord = (seat: number): Phrase => phrase(SEAT_KEY, { n: seat });

/** Whether `key` names one of the UI's messages (an own path of the English ones, the fallback of every language). */
function isMessage(key: string): boolean {
  return messageAt(i18n.global.getLocaleMessage('en') as unknown as MessageTree, key) !== undefined;
}

/** Says `s` in the UI's language now; a seat's name by `seatName`. Read in a template or computed, it follows a change of language. */
export function say(s: Said | null | undefined, seatName: (seat: number) => string = (n) => String(n)): string {
  if (s === null || s === undefined) return '';
  if (typeof s === 'string') return s;
  const t = i18n.global.t as (key: string, named: Record<string, unknown>, plural?: number) => string;
  return renderPhrase(s, (key, params) => {
    if (key === SEAT_KEY) return seatName(Number(params.n));
    // a phrase kept in storage may name any key: only a message of the UI is looked up (vue-i18n
    // reads a key through the prototype chain, and `constructor` or `valueOf` throws while rendering)
    if (!isMessage(key)) return key;
    return typeof params.count === 'number' ? t(key, params, params.count) : t(key, params);
  });
}

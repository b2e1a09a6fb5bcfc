// A bot's failure in the UI's language: the forfeit reason by its code, and the host's sentence by
// its code (src/bots/failures.ts), read only as a sentence its host writes under that reason; anything
// else (every `threw` message) is the bot's own words, kept as they are.
import { readFailure } from '../../../src/bots/failures.js';
import type { ForfeitReason } from '../../../src/bots/match.js';
import { i18n } from '../i18n/index.js';
import { said, type Said } from '../i18n/said.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The forfeit reasons the `failures` area names (every one of them). */
const REASONS: Record<ForfeitReason, true> = { threw: true, illegal: true, timeout: true, crashed: true };

/** A failure's reason and message as words to say later (phrases where they have keys, else the text as it is). */
export function failureSaid(reason: string, message: string): { reason: Said; message: Said } {
  const read = readFailure(reason, message);
  return { reason: Object.hasOwn(REASONS, reason) ? said(`failures.reason.${reason}`) : reason, message: read ? said(`failures.message.${read.code}`, read.params) : message };
}

/** A failure's reason and message in the current language (or in `t`'s). */
export function failureWords(reason: string, message: string, t: Translate = i18n.global.t as Translate): { reason: string; message: string } {
  const words = failureSaid(reason, message);
  const text = (s: Said): string => (typeof s === 'string' ? s : t(s.key, s.params));
  return { reason: text(words.reason), message: text(words.message) };
}

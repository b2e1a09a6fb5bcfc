// A bot's failure in the UI's language: the forfeit reason by its code, and the host's sentence by
// its code (src/bots/failures.ts), read only as a sentence its host writes under that reason; anything
// else (every `threw` message) is the bot's own words, kept as they are.
import { readFailure } from '../../../src/bots/failures.js';
import type { ForfeitReason } from '../../../src/bots/match.js';
import { i18n } from '../i18n/index.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The forfeit reasons the `failures` area names (every one of them). */
const REASONS: Record<ForfeitReason, true> = { threw: true, illegal: true, timeout: true, crashed: true };

/** A failure's reason and message in the current language (or in `t`'s). */
export function failureWords(reason: string, message: string, t: Translate = i18n.global.t as Translate): { reason: string; message: string } {
  const read = readFailure(reason, message);
  return { reason: Object.hasOwn(REASONS, reason) ? t(`failures.reason.${reason}`) : reason, message: read ? t(`failures.message.${read.code}`, read.params) : message };
}

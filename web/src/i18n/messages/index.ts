// Every area's messages, gathered per language under the area's name (`t('shell.language')`).
// Adding an area: one file in this folder and one line in AREAS.
import type { Locale } from '../define.js';
import analysis from './analysis.js';
import shell from './shell.js';

const AREAS = { shell, analysis } as const;

type Areas = typeof AREAS;
/** The English messages' shape: what `t()` keys are checked against. */
export type Messages = { [A in keyof Areas]: Areas[A]['en'] };

/** All messages of one language. */
export function messagesFor(locale: Locale): Messages {
  return Object.fromEntries(Object.entries(AREAS).map(([name, area]) => [name, area[locale]])) as Messages;
}

/** The areas themselves (for the test that every language has every key). */
export const areas: Readonly<Record<string, Record<Locale, unknown>>> = AREAS;

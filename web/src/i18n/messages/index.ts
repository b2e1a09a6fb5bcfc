// Every area's messages, gathered per language under the area's name (`t('shell.language')`).
// Adding an area: one file in this folder and one line in AREAS.
import type { Locale } from '../define.js';
import actions from './actions.js';
import analysis from './analysis.js';
import arena from './arena.js';
import bench from './bench.js';
import board from './board.js';
import bots from './bots.js';
import common from './common.js';
import controls from './controls.js';
import editor from './editor.js';
import explore from './explore.js';
import failures from './failures.js';
import legend from './legend.js';
import names from './names.js';
import play from './play.js';
import refusals from './refusals.js';
import review from './review.js';
import rules from './rules.js';
import seats from './seats.js';
import shell from './shell.js';



const AREAS = { shell, bench, common, play, explore, arena, review, rules, legend, board, controls, seats, editor, refusals, failures, bots, actions, analysis, names } as const;

type Areas = typeof AREAS;
/** The English messages' shape: what `t()` keys are checked against. */
export type Messages = { [A in keyof Areas]: Areas[A]['en'] };

/** All messages of one language. */
export function messagesFor(locale: Locale): Messages {
  return Object.fromEntries(Object.entries(AREAS).map(([name, area]) => [name, area[locale]])) as Messages;
}

/** The areas themselves (for the test that every language has every key). */
export const areas: Readonly<Record<string, Record<Locale, unknown>>> = AREAS;

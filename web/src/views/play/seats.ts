// Who plays a seat of a game of Play: the choices offered and their names.
import { BUILTIN_BOTS } from '../../../../src/bots/names.js';
import type { GameUi } from '../../games/types';
import { i18n } from '../../i18n/index.js';
import type { SavedBot } from '../../storage/bots';
import type { GameView } from '../../worker/engineApi';

/** Who plays a seat: a person, a built-in bot (`random`, `ismcts:256`), a saved bot, or a recorded game's player. */
export type SeatChoice = { kind: 'human' } | { kind: 'builtin'; name: string } | { kind: 'saved'; id: string } | { kind: 'replay'; name: string };

/** One position of a game of Play. */
export interface Frame {
  view: GameView;
  /** The action that led here (null for the start), and who made it. */
  action: string | null;
  seat: number | null;
}

const { t, te, n: num } = i18n.global;
/** A built-in bot's description in the current language (the engine's English when it has none). */
const about = (b: { name: string; description: string }): string => (te(`play.bots.about.${b.name}`) ? t(`play.bots.about.${b.name}`) : b.description);
const byDefault = (label: string, isDefault: boolean): string => (isDefault ? t('play.bots.byDefault', { label }) : label);

/** The bots a seat can be given in a game: built-ins (ISMCTS at several strengths) and saved bots for this game. */
export function botOptions(gameId: string, saved: SavedBot[]): { key: string; label: string }[] {
  const out: { key: string; label: string }[] = [];
  for (const b of BUILTIN_BOTS) {
    if (b.games.length && !b.games.includes(gameId)) continue;
    if (b.name === 'ismcts') {
      for (const n of [32, 64, 256, 1024]) out.push({ key: `builtin:ismcts:${n}`, label: byDefault(t('play.bots.iterations', { n }), n === 64) });
      out.push({ key: 'builtin:ismcts:900ms', label: t('play.bots.perDecision', { bot: 'ismcts', seconds: num(0.9, 'decimal') }) });
    } else if (b.name === 'analyst') {
      for (const ms of [300, 900]) out.push({ key: `builtin:analyst:${ms}`, label: byDefault(t('play.bots.perDecision', { bot: 'analyst', seconds: num(ms / 1000, 'decimal') }), ms === 900) });
    } else out.push({ key: `builtin:${b.name}`, label: `${b.name} — ${about(b)}` });
  }
  for (const b of saved.filter((x) => x.game === gameId)) out.push({ key: `saved:${b.id}`, label: t('play.bots.yours', { name: b.name }) });
  return out;
}

/** The choice a key of the setup form stands for. */
export function choiceOf(key: string): SeatChoice {
  if (key === 'human') return { kind: 'human' };
  if (key.startsWith('saved:')) return { kind: 'saved', id: key.slice(6) };
  return { kind: 'builtin', name: key.slice(8) };
}

/** A choice as the page names it. */
export function choiceName(c: SeatChoice, saved: SavedBot[]): string {
  if (c.kind === 'human') return t('play.bots.you');
  if (c.kind === 'saved') return t('play.bots.yours', { name: saved.find((b) => b.id === c.id)?.name ?? t('play.bots.savedBot') });
  // a record names a person who played "a person" (its file format's words): read in the UI's language
  return c.kind === 'replay' && c.name === 'a person' ? t('play.bots.aPerson') : c.name;
}

/** A seat's name in a game (its own name, or `seat 2`). */
export function seatNameOf(ui: GameUi, s: number): string {
  return ui.seatNames[s] ?? t('play.bots.seat', { n: s });
}

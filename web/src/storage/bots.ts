/**
 * Saved bots, one localStorage key each (`nautilab.bot.<id>`), so that one bad entry or another
 * tab never destroys the others: a tab writes only the bot it changed, a corrupt entry is set aside
 * under `nautilab.corrupt.…` (and reported) instead of wiped, and changes made in another tab
 * arrive through `storage` events. Saved code runs only when asked to.
 */
import { BUILTIN_BOTS } from '../../../src/bots/names.js';
import { i18n } from '../i18n';
import { moveAside } from './aside';

const t = i18n.global.t;

export interface SavedBot {
  id: string;
  name: string;
  /** The game it plays (bots saved before there were other games play Nautilus). */
  game: string;
  /** Its TypeScript source. */
  code: string;
  /** The JavaScript compiled from `code` when it was saved (absent when it did not compile then). */
  js?: string;
  /** When it was created (ms since the epoch), for a stable order. */
  created: number;
}

const PREFIX = 'nautilab.bot.';
const LEGACY = 'nautilab.bots.v1';
const MAX_CODE = 2_000_000;

/** A fresh id. */
export function newId(): string {
  return crypto.randomUUID();
}

/** A stored bot, read: its fields checked, the game of older entries filled in. */
function readBot(v: unknown): SavedBot | null {
  const b = v as Partial<SavedBot> | null;
  const ok =
    !!b &&
    typeof b === 'object' &&
    typeof b.id === 'string' &&
    b.id.length > 0 &&
    b.id.length <= 100 &&
    typeof b.name === 'string' &&
    typeof b.code === 'string' &&
    b.code.length <= MAX_CODE &&
    typeof b.created === 'number' &&
    (b.game === undefined || typeof b.game === 'string') &&
    (b.js === undefined || (typeof b.js === 'string' && b.js.length <= 2 * MAX_CODE));
  if (!ok) return null;
  return { id: b.id!, name: b.name!, game: b.game ?? 'nautilus', code: b.code!, ...(b.js !== undefined ? { js: b.js } : {}), created: b.created! };
}

/** Moves a key's text aside (never deleting what a user made); returns a sentence for the user. */
function setAside(key: string, text: string, why: string): string {
  const aside = moveAside(key, key, text);
  return aside !== null ? t('bots.storage.keptAside', { why, aside }) : t('bots.storage.leftAlone', { why });
}

/** Moves the old single-array format to one key per bot; bad entries are set aside. */
function migrate(notices: string[]): void {
  const text = localStorage.getItem(LEGACY);
  if (text === null) return;
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    notices.push(setAside(LEGACY, text, t('bots.storage.notJson')));
    return;
  }
  if (!Array.isArray(list)) {
    notices.push(setAside(LEGACY, text, t('bots.storage.notList')));
    return;
  }
  let bad = 0;
  list.forEach((entry, i) => {
    const b = entry as Partial<SavedBot> | null;
    if (!b || typeof b !== 'object' || typeof b.name !== 'string' || typeof b.code !== 'string') {
      bad++;
      return;
    }
    const id = typeof b.id === 'string' && b.id && !localStorage.getItem(PREFIX + b.id) ? b.id : newId();
    localStorage.setItem(PREFIX + id, JSON.stringify({ id, name: b.name, game: 'nautilus', code: b.code, created: Date.now() + i }));
  });
  if (bad) notices.push(setAside(LEGACY, text, t('bots.storage.notBots', { bad, all: list.length })));
  else localStorage.removeItem(LEGACY);
}

/** Every saved bot, oldest first, and sentences about anything that had to be set aside. */
export function loadBots(): { bots: SavedBot[]; notices: string[] } {
  const notices: string[] = [];
  const bots: SavedBot[] = [];
  try {
    migrate(notices);
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      const text = localStorage.getItem(key) ?? '';
      let v: unknown = null;
      try {
        v = JSON.parse(text);
      } catch {
        /* reported below */
      }
      const bot = readBot(v);
      if (bot && key === PREFIX + bot.id) bots.push(bot);
      else notices.push(setAside(key, text, t('bots.storage.notBot')));
    }
  } catch (e) {
    notices.push(t('bots.storage.unavailable', { message: (e as Error).message }));
  }
  bots.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  return { bots, notices };
}

/** Writes one bot (only its own key); returns an error sentence when storage refuses. */
export function saveBot(bot: SavedBot): string | null {
  try {
    localStorage.setItem(PREFIX + bot.id, JSON.stringify({ id: bot.id, name: bot.name, game: bot.game, code: bot.code, ...(bot.js !== undefined ? { js: bot.js } : {}), created: bot.created }));
    return null;
  } catch (e) {
    return t('bots.storage.notSaved', { name: bot.name, message: (e as Error).message });
  }
}

/** Deletes one bot. */
export function deleteBot(id: string): void {
  localStorage.removeItem(PREFIX + id);
}

/** Calls `onChange` when another tab adds, changes or deletes a saved bot. Returns the unsubscribe. */
export function watchBots(onChange: (id: string, bot: SavedBot | null) => void): () => void {
  const listener = (e: StorageEvent): void => {
    if (e.storageArea !== localStorage || !e.key?.startsWith(PREFIX)) return;
    const id = e.key.slice(PREFIX.length);
    let v: unknown = null;
    try {
      v = e.newValue === null ? null : JSON.parse(e.newValue);
    } catch {
      return;
    }
    onChange(id, readBot(v));
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** A name no saved bot (other than `selfId`) and no built-in bot has: `name`, else `name (2)`, `name (3)`, … */
export function uniqueName(name: string, bots: readonly SavedBot[], selfId?: string): string {
  const taken = new Set([...bots.filter((b) => b.id !== selfId).map((b) => b.name.toLowerCase()), ...BUILTIN_BOTS.map((b) => b.name)]);
  const base = name.trim().replace(/ \(\d+\)$/, '') || 'my bot';
  if (!taken.has(name.trim().toLowerCase()) && name.trim()) return name.trim();
  for (let k = 2; ; k++) if (!taken.has(`${base} (${k})`.toLowerCase())) return `${base} (${k})`;
}

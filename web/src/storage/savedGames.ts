/**
 * Play's saved games (`nautilab-saved-game/1`, src/core/savedGame.ts), one localStorage key each
 * (`nautilab.play.<id>`), written after each action, so one bad entry or another tab never destroys
 * the others. The game a tab has open is remembered in that tab's sessionStorage: a reload opens it
 * again as it was; a closed tab's unfinished games are listed on the new-game form. Reading is the
 * engine worker's (bounded, checked); an entry that cannot be read is set aside under
 * `nautilab.corrupt.…`, never deleted, and said.
 */
import type { SavedGameDoc } from '../../../src/core/savedGame.js';
import { moveAside } from './aside';

const PREFIX = 'nautilab.play.';
const OPEN = 'nautilab.play-open.';

/** A fresh id for a saved game. */
export function newSavedGameId(): string {
  return crypto.randomUUID();
}

/** Writes a saved game (its own key only); the browser's refusal (storage full, blocked) as its message, else null. */
export function writeSavedGame(doc: SavedGameDoc): string | null {
  try {
    localStorage.setItem(PREFIX + doc.id, JSON.stringify(doc));
    return null;
  } catch (e) {
    return (e as Error).message || String(e);
  }
}

/** Every saved game's key id and text, as stored (read and checked by the engine worker). */
export function savedGameTexts(): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) out.push({ id: key.slice(PREFIX.length), text: localStorage.getItem(key) ?? '' });
  } catch {
    // storage blocked: nothing saved can be read
  }
  return out;
}

/** One saved game's text, or null. */
export function savedGameText(id: string): string | null {
  try {
    return localStorage.getItem(PREFIX + id);
  } catch {
    return null;
  }
}

/** Deletes a saved game. */
export function deleteSavedGame(id: string): void {
  try {
    localStorage.removeItem(PREFIX + id);
  } catch {
    // storage blocked: nothing to delete
  }
}

/** Moves a saved game that cannot be read aside under its own key (never deleting it); that key, or null when storage refuses. */
export function setAsideSavedGame(id: string, text: string): string | null {
  return moveAside(PREFIX + id, `play.${id.slice(0, 80)}`, text);
}

/** The saved game this tab has open for `game`, or null. */
export function openSavedGame(game: string): string | null {
  try {
    return sessionStorage.getItem(OPEN + game);
  } catch {
    return null;
  }
}

/** Remembers (or, with null, forgets) the saved game this tab has open for `game`. */
export function setOpenSavedGame(game: string, id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(OPEN + game);
    else sessionStorage.setItem(OPEN + game, id);
  } catch {
    // storage blocked: a reload shows the list instead
  }
}

/**
 * Share links and autosave. A link carries a position (`?p=`), a whole game record or one seat's
 * view of an unfinished game (`?g=`) compressed into the URL (lz-string); the engine worker reads
 * it (bounded, off the main thread).
 * Each game's Explore session (position and history) autosaves to localStorage under its own key;
 * opening a link keeps the session it replaces one click away, and a session that cannot be read
 * is set aside under its own key, never silently dropped.
 */
import { compressToEncodedURIComponent } from 'lz-string';
import { moveAside } from './aside';

/** A URL that opens `view` of `game` on a position (`p`) or a game record (`g`). */
export function shareUrl(game: string, doc: unknown, view: 'explore' | 'play' = 'explore', param: 'p' | 'g' = 'p', base = location.href): string {
  const url = new URL(base);
  url.hash = `#/${game}/${view}?${param}=${compressToEncodedURIComponent(JSON.stringify(doc))}`;
  return url.toString();
}

/** A URL that opens `view` of `game` on an already compressed document (a link's own parameter). */
export function shareUrlOfCompressed(game: string, compressed: string, view: 'explore' | 'play' = 'play', param: 'p' | 'g' = 'g', base = location.href): string {
  const url = new URL(base);
  url.hash = `#/${game}/${view}?${param}=${compressed}`;
  return url.toString();
}

/** The autosave key of a game's Explore session (Nautilus keeps the key of earlier versions). */
const sessionKey = (game: string): string => (game === 'nautilus' ? 'nautilab.explore.v1' : `nautilab.explore.${game}.v1`);
const previousKey = (game: string): string => (game === 'nautilus' ? 'nautilab.explore.previous.v1' : `nautilab.explore.${game}.previous.v1`);

/** Saves a game's Explore session (position and history) to localStorage. */
export function autosave(game: string, state: unknown): void {
  try {
    localStorage.setItem(sessionKey(game), JSON.stringify(state));
  } catch {
    // storage full or disabled: autosave is a convenience
  }
}

/** The saved Explore session's text, if any. */
export function restoreText(game: string): string | null {
  try {
    return localStorage.getItem(sessionKey(game));
  } catch {
    return null;
  }
}

/** Keeps the current session as "previous" before a share link replaces it. */
export function keepPrevious(game: string): boolean {
  try {
    const text = localStorage.getItem(sessionKey(game));
    if (text === null) return false;
    localStorage.setItem(previousKey(game), text);
    return true;
  } catch {
    return false;
  }
}

/** The session a share link replaced, if any. */
export function previousText(game: string): string | null {
  try {
    return localStorage.getItem(previousKey(game));
  } catch {
    return null;
  }
}

/** Moves an unreadable session aside under its own key; returns that key. */
export function setAsideSession(game: string, text: string): string | null {
  return moveAside(sessionKey(game), `explore.${game}`, text);
}

/** Offers text as a file download. */
export function downloadText(name: string, text: string): void {
  const blob = new Blob([text], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** Copies text; false when the browser refuses (the caller then asks the user to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Share links and autosave. A link carries a position compressed into the URL (lz-string); the
 * engine worker reads it (bounded, off the main thread). Explore's session (position and history)
 * autosaves to localStorage; opening a link keeps the session it replaces one click away, and a
 * session that cannot be read is set aside under its own key, never silently dropped.
 */
import { compressToEncodedURIComponent } from 'lz-string';

/** A URL that opens the Explore view on this position. */
export function shareUrl(position: unknown, base = location.href): string {
  const url = new URL(base);
  url.hash = `#/explore?p=${compressToEncodedURIComponent(JSON.stringify(position))}`;
  return url.toString();
}

const KEY = 'nautilab.explore.v1';
const PREVIOUS = 'nautilab.explore.previous.v1';

/** Saves the Explore session (position and history) to localStorage. */
export function autosave(state: unknown): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage full or disabled: autosave is a convenience
  }
}

/** The saved Explore session's text, if any. */
export function restoreText(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Keeps the current session as "previous" before a share link replaces it. */
export function keepPrevious(): boolean {
  try {
    const text = localStorage.getItem(KEY);
    if (text === null) return false;
    localStorage.setItem(PREVIOUS, text);
    return true;
  } catch {
    return false;
  }
}

/** The session a share link replaced, if any. */
export function previousText(): string | null {
  try {
    return localStorage.getItem(PREVIOUS);
  } catch {
    return null;
  }
}

/** Moves an unreadable session aside under its own key; returns that key. */
export function setAsideSession(text: string): string | null {
  const aside = `nautilab.corrupt.${Date.now()}.explore`;
  try {
    localStorage.setItem(aside, text);
    localStorage.removeItem(KEY);
    return aside;
  } catch {
    return null;
  }
}

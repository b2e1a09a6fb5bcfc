/** Share links and autosave: a position compressed into the URL (lz-string), and localStorage. */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

/** A URL that opens the Explore view on this position. */
export function shareUrl(position: unknown, base = location.href): string {
  const url = new URL(base);
  url.hash = `#/explore?p=${compressToEncodedURIComponent(JSON.stringify(position))}`;
  return url.toString();
}

/** The position document a share parameter carries, or an error sentence. */
export function decodeShared(param: string): { ok: true; json: unknown } | { ok: false; message: string } {
  const text = decompressFromEncodedURIComponent(param);
  if (!text) return { ok: false, message: 'the link does not hold a compressed position' };
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch (e) {
    return { ok: false, message: `the link's position is not JSON: ${(e as Error).message}` };
  }
}

const KEY = 'nautilab.explore.v1';

/** Saves the Explore state (position and history) to localStorage. */
export function autosave(state: unknown): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage full or disabled: autosave is a convenience
  }
}

/** The saved Explore state, if any. */
export function restore<T>(): T | null {
  try {
    const text = localStorage.getItem(KEY);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

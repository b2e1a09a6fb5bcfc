/**
 * Stored text that cannot be read is moved aside under a key of its own, `nautilab.corrupt.<time>.<what>`,
 * never deleted: what a user made stays theirs to recover (bots, saved games, Explore's session).
 */
const CORRUPT = 'nautilab.corrupt.';

/** Moves `text` (the value of `key`) aside under `nautilab.corrupt.<time>.<label>` and removes `key`; the new key, or null when storage refuses (then nothing changed but what the refusal left). */
export function moveAside(key: string, label: string, text: string): string | null {
  const aside = `${CORRUPT}${Date.now()}.${label}`;
  try {
    localStorage.setItem(aside, text);
    localStorage.removeItem(key);
    return aside;
  } catch {
    return null;
  }
}

/**
 * Share links: a document compressed with lz-string's URI-safe encoding. lz-string's decoder has no
 * bound on what it writes, and a crafted stream whose every code is "the next dictionary entry"
 * grows with the square of its length (a 70 KB link wrote 450 million characters; a 556 KB link
 * took its process past 4 GB). So a link's decoded length is measured first, from the codes alone
 * (the same walk as the decoder's, with lengths in place of strings: linear in the link), and the
 * link is decoded only when that length is within the document bound.
 */
import lz from 'lz-string';
import { DOCUMENT_LIMITS } from './json.js';
import { err, ok, type PathError, type Result } from './result.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

/** The length of `w` while it is still the decoder's `undefined` (a stream whose first code is 3). */
const UNDEFINED = -1;

/**
 * What `lz.decompressFromEncodedURIComponent(link)` returns, measured: the length of its text, null
 * when it returns null or throws; `Infinity` as soon as the length passes `max`. Mirrors
 * `LZString._decompress` (lz-string 1.5.0) step by step, its quirks included: a stream that runs
 * out decodes to "", and a first code of 3 reads no character and leaves `w` undefined (it joins
 * as "", an entry made from it starts with the 9 characters of "undefined", and the code for the
 * next entry then throws).
 */
export function decodedLength(link: string, max: number): number | null {
  const input = link.replace(/ /g, '+');
  if (input === '') return null;
  let val = VALUE.get(input[0]!) ?? 0;
  let position = 32;
  let index = 1;
  const read = (n: number): number => {
    let bits = 0;
    for (let power = 1; power !== 1 << n; power <<= 1) {
      const b = val & position;
      position >>= 1;
      if (position === 0) {
        position = 32;
        val = VALUE.get(input[index++] ?? '') ?? 0;
      }
      if (b) bits |= power;
    }
    return bits;
  };
  // the length of each dictionary entry; 0 where the decoder's entry is falsy or absent
  const lengths: number[] = [];
  let w: number;
  switch (read(2)) {
    case 0:
      read(8);
      w = 1;
      break;
    case 1:
      read(16);
      w = 1;
      break;
    case 2:
      return 0;
    default:
      w = UNDEFINED;
  }
  lengths[3] = Math.max(w, 0);
  let total = Math.max(w, 0);
  let dictSize = 4;
  let enlargeIn = 4;
  let numBits = 3;
  for (;;) {
    if (index > input.length) return 0;
    let c = read(numBits);
    if (c === 2) return total;
    if (c === 0 || c === 1) {
      read(c === 0 ? 8 : 16);
      lengths[dictSize++] = 1;
      c = dictSize - 1;
      enlargeIn--;
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: number;
    if (lengths[c]) entry = lengths[c]!;
    else if (c === dictSize && w !== UNDEFINED) entry = w + 1;
    else return null; // an unknown code, or `w.charAt` of undefined (the decoder throws)
    total += entry;
    if (total > max) return Infinity;
    lengths[dictSize++] = (w === UNDEFINED ? 'undefined'.length : w) + 1;
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}

/** Decodes a share link's text within the document bound (`what` names it in messages: "a position", "a game"). */
export function decodeLink(link: string, what: string, maxChars: number = DOCUMENT_LIMITS.chars): Result<string, PathError[]> {
  if (link.length > 2_000_000) return err([{ path: '$', code: 'tooLarge', message: `the link is too long to hold ${what}` }]);
  const length = decodedLength(link, maxChars);
  if (length === Infinity) return err([{ path: '$', code: 'tooLarge', message: `the link unpacks to more than ${maxChars} characters` }]);
  // unpacked only once measured within the bound (the decoder's throw is a bad link too)
  let text: string | null = null;
  try {
    text = length === null || length === 0 ? null : lz.decompressFromEncodedURIComponent(link);
  } catch {
    text = null;
  }
  if (!text) return err([{ path: '$', code: 'badLink', message: `the link does not hold ${what} (it may be cut short)` }]);
  return ok(text);
}

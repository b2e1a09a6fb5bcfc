// Share links are decoded within the document bound (issue 27: a crafted lz-string stream grows with
// the square of its length): the decoded length is measured from the codes first, exactly, on every
// stream the decoder can be given (issue 41: a first code of 3 was measured as 1 character and
// unpacked to 450 million): a property test against the real decoder.
import fc from 'fast-check';
import lz from 'lz-string';
import { describe, expect, test } from 'vitest';
import { decodedLength, decodeLink } from '../../src/core/link.js';
import { DOCUMENT_LIMITS } from '../../src/core/json.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { bombLink, linkWriter } from '../bombLink.js';

describe('share links', () => {
  test('the measured length is the decoded length, for texts of every kind', () => {
    const r = new Rng(seedRng(7));
    const rng = (): number => r.next();
    const texts = ['x', 'ab', 'a'.repeat(1000), '{"format":"nautilab-position/1"}', 'é€😀 mixed ✓', ''.padEnd(5000, 'abcab')];
    for (let i = 0; i < 200; i++) {
      const n = 1 + Math.floor(rng() * 3000);
      texts.push(Array.from({ length: n }, () => String.fromCharCode(32 + Math.floor(rng() * (rng() < 0.1 ? 5000 : 60)))).join(''));
    }
    for (const t of texts) {
      const link = lz.compressToEncodedURIComponent(t);
      expect(decodedLength(link, Infinity)).toBe(t.length);
      expect(decodeLink(link, 'a position')).toEqual({ ok: true, value: t });
    }
  });

  test('a link that unpacks past the bound is refused before it is unpacked', () => {
    // the square-growth stream: 200,000 characters pack into a link of about 1 KB (9 million, the
    // document bound, into about 6 KB: too slow to pack in a test, so the bound is lowered here)
    const link = lz.compressToEncodedURIComponent('a'.repeat(200_000));
    expect(link.length).toBeLessThan(2_000);
    expect(decodedLength(link, 100_000)).toBe(Infinity);
    expect(decodedLength(link, 200_000)).toBe(200_000);
    const r = decodeLink(link, 'a game', 100_000);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error[0]).toMatchObject({ path: '$', code: 'tooLarge' });
    expect(decodeLink(link, 'a game', 200_000)).toEqual({ ok: true, value: 'a'.repeat(200_000) });
    expect(DOCUMENT_LIMITS.chars).toBeLessThan(10_000_000);
  });

  test('the crafted stream of growing entries: measured exactly, refused at the bound in linear work', () => {
    for (const k of [1, 2, 10, 100, 1000]) {
      const link = bombLink(k);
      expect(decodedLength(link, Infinity)).toBe(((k + 1) * (k + 2)) / 2);
      expect(lz.decompressFromEncodedURIComponent(link)).toBe('a'.repeat(((k + 1) * (k + 2)) / 2));
    }
    // 30,000 codes, a 70 KB link: 450 million characters unpacked; refused from its codes alone
    const big = bombLink(30_000);
    expect(big.length).toBeLessThan(80_000);
    expect(decodedLength(big, DOCUMENT_LIMITS.chars)).toBe(Infinity);
    expect(decodeLink(big, 'a game')).toMatchObject({ ok: false, error: [{ path: '$', code: 'tooLarge' }] });
  });

  test('a first code of 3 (no character, the first word undefined): measured exactly, refused at the bound', () => {
    for (const k of [0, 1, 2, 10, 1000]) {
      const link = bombLink(k, true);
      const text = lz.decompressFromEncodedURIComponent(link);
      expect(text).toBe('a'.repeat(((k + 1) * (k + 2)) / 2));
      expect(decodedLength(link, Infinity)).toBe(text!.length);
    }
    // the attack of issue 41: 69,558 characters, measured as 1, unpacking to 450,045,001
    const big = bombLink(30_000, true);
    expect(big.length).toBeLessThan(80_000);
    expect(decodedLength(big, DOCUMENT_LIMITS.chars)).toBe(Infinity);
    expect(decodeLink(big, 'a game')).toMatchObject({ ok: false, error: [{ path: '$', code: 'tooLarge' }] });
  });

  test('the measure is the decoder on every stream: random links, and streams of codes with every first code', () => {
    const decoded = (link: string): number | null => {
      try {
        return lz.decompressFromEncodedURIComponent(link)?.length ?? null;
      } catch {
        return null;
      }
    };
    // any text: mostly the alphabet, with spaces (read as '+') and foreign characters (read as 0)
    const chars = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$ !é'.split(''));
    fc.assert(
      fc.property(fc.array(chars, { minLength: 1, maxLength: 60 }), (cs) => {
        const link = cs.join('');
        expect(decodedLength(link, Infinity)).toBe(decoded(link));
      }),
      { numRuns: 1500, seed: 41 },
    );
    // streams written code by code as the decoder reads them: every first code, then characters,
    // known entries, the next entry, unknown codes and the end, cut anywhere or padded
    const code = fc.oneof(fc.constant('char' as const), fc.constant('wide' as const), fc.constant('next' as const), fc.constant('known' as const), fc.constant('any' as const), fc.constant('end' as const));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.array(fc.tuple(code, fc.nat()), { maxLength: 80 }), fc.integer({ min: -3, max: 3 }), (first, codes, cut) => {
        const link = writeStream(first, codes, cut);
        expect(decodedLength(link, Infinity)).toBe(decoded(link));
      }),
      { numRuns: 1500, seed: 41 },
    );
  });

  test('a cut or foreign link is refused with a reason', () => {
    const link = lz.compressToEncodedURIComponent('{"format":"nautilab-position/1","x":[1,2,3]}');
    for (const bad of [link.slice(0, 5), '!!!!', '', 'A'.repeat(3_000_000)]) {
      const r = decodeLink(bad, 'a position');
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error[0]!.message).toMatch(/link/);
    }
  });
});

/** A stream of codes as lz-string's decoder reads them, its dictionary size tracked as the decoder does; `cut` drops or adds characters at the end. */
function writeStream(first: number, codes: readonly (readonly ['char' | 'wide' | 'next' | 'known' | 'any' | 'end', number])[], cut: number): string {
  const { write, text: written } = linkWriter();
  let dictSize = 4;
  let enlargeIn = 4;
  let numBits = 3;
  const grow = (): void => {
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  };
  write(first, 2);
  if (first === 0) write(97, 8);
  if (first === 1) write(0x20ac, 16);
  for (const [kind, n] of codes) {
    if (kind === 'end') {
      write(2, numBits);
      break;
    }
    if (kind === 'char' || kind === 'wide') {
      write(kind === 'char' ? 0 : 1, numBits);
      write(kind === 'char' ? 97 + (n % 3) : 0x3b1 + (n % 3), kind === 'char' ? 8 : 16);
      dictSize++;
      enlargeIn--;
      if (enlargeIn === 0) {
        enlargeIn = 2 ** numBits;
        numBits++;
      }
    } else write(kind === 'next' ? dictSize : kind === 'known' ? 3 + (n % (dictSize - 3)) : n % 2 ** numBits, numBits);
    dictSize++;
    grow();
  }
  const text = written();
  return cut < 0 ? text.slice(0, Math.max(1, text.length + cut)) : text + 'A'.repeat(cut);
}

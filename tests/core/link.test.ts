// Share links are decoded within the document bound (issue 27: a crafted lz-string stream grows with
// the square of its length): the decoded length is measured from the codes first, exactly.
import lz from 'lz-string';
import { describe, expect, test } from 'vitest';
import { decodedLength, decodeLink } from '../../src/core/link.js';
import { DOCUMENT_LIMITS } from '../../src/core/json.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { bombLink } from '../bombLink.js';

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

  test('a cut or foreign link is refused with a reason', () => {
    const link = lz.compressToEncodedURIComponent('{"format":"nautilab-position/1","x":[1,2,3]}');
    for (const bad of [link.slice(0, 5), '!!!!', '', 'A'.repeat(3_000_000)]) {
      const r = decodeLink(bad, 'a position');
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error[0]!.message).toMatch(/link/);
    }
  });
});

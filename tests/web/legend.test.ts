// The rules page's legend (issue 32): one source, `web/src/i18n/messages/legend.ts`, in English,
// Italian and Dutch. A translation says the same thing as its English entry: the same numbers and
// the same marks (● ■ ▲ ◆, ★, ↕ ↔, codes in capitals), in the same entries; so an English entry
// changed without its translations fails here, as the rules page once showed such an entry in English.
import { describe, expect, test } from 'vitest';
import { areas } from '../../web/src/i18n/messages/index.js';

type Entry = { symbol: string; meaning: string };
const legend = areas.legend! as Record<'en' | 'it' | 'nl', Record<string, Entry[]>>;

/** What a translation keeps of an entry: its numbers, its marks (not letters, spaces or punctuation), its codes in capitals. */
function marksOf(e: Entry): string[] {
  const text = `${e.symbol} ${e.meaning}`;
  const numbers = text.match(/\d+/g) ?? [];
  const marks = [...text].filter((c) => !/[\p{L}\p{N}\s.,;:()'’"/-]/u.test(c));
  const codes = e.symbol.match(/\b[A-Z][A-Za-z]?\d*\b/g) ?? [];
  return [...numbers, ...marks, ...codes].sort();
}

describe('the board legend', () => {
  test.each(Object.keys(legend.en))('%s: every translation keeps each entry\'s numbers, marks and codes', (game) => {
    const english = legend.en[game]!;
    expect(english.length).toBeGreaterThan(5);
    for (const locale of ['it', 'nl'] as const) {
      const other = legend[locale][game]!;
      expect(other.length, locale).toBe(english.length);
      english.forEach((e, i) => expect(marksOf(other[i]!), `${game} ${i} in ${locale}: ${e.symbol}`).toEqual(marksOf(e)));
    }
  });

  test('a changed English entry no longer matches its translation', () => {
    const e = legend.en.nautilus!.find((x) => x.symbol === 'zones (light to dark)')!;
    const it = legend.it.nautilus![legend.en.nautilus!.indexOf(e)]!;
    expect(marksOf(it)).toEqual(marksOf(e));
    // the trench costs 5 in an edited English: the Italian still says 4
    expect(marksOf(it)).not.toEqual(marksOf({ ...e, meaning: e.meaning.replace('trench 4', 'trench 5') }));
  });

  test('the codes a legend explains are the codes the board shows in that language (Atlantis colours, duel domains)', () => {
    for (const locale of ['en', 'it', 'nl'] as const) {
      const names = (areas.names as Record<string, { colourCodes: Record<string, string>; domainsShort: Record<string, string> }>)[locale]!;
      const colours = legend[locale].atlantis!.find((e) => e.symbol.includes(' · '))!;
      expect(colours.symbol.split(' · ').map((w) => w.split(' ')[0]), locale).toEqual(Object.values(names.colourCodes));
      expect(legend[locale].duel!.some((e) => e.symbol === Object.values(names.domainsShort).join(' ')), locale).toBe(true);
    }
  });
});


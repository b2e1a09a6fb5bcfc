// The position editors' refusals in the UI's language (issue 32): each code of a game's editor
// (src/<game>/edit.ts) has a sentence in English, Italian and Dutch that uses only the parameters
// the engine gives, and a real refusal reads in the chosen language with its parameters in words,
// while the engine keeps its English sentence.
import { describe, expect, test } from 'vitest';
import { createI18n } from 'vue-i18n';
import { ATLANTIS_REFUSALS, movePawn, setHandCount, setupGame as atlantisGame } from '../../src/atlantis/index.js';
import { DUEL_REFUSALS, placeCard, setAnchor } from '../../src/duel/edit.js';
import { FISHBONE } from '../../src/duel/index.js';
import { NAUTILUS_REFUSALS, addModule, removeModule, setupGame as nautilusGame } from '../../src/nautilus/index.js';
import type { Refusal } from '../../src/core/refusal.js';
import { LOCALES, type Locale } from '../../web/src/i18n/define.js';
import { messagesFor } from '../../web/src/i18n/messages/index.js';
import { refusalText } from '../../web/src/editor/refusalText.js';
import { scenario } from '../duel/helpers.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;
const translate = (locale: Locale): Translate =>
  createI18n({ legacy: false, locale, messages: { [locale]: messagesFor(locale) }, missingWarn: false, fallbackWarn: false }).global.t as Translate;
const names = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
/** The engine's parameters as the web names them (a module kind arrives as `{module}`). */
const webNames = (message: string): string[] => names(message.replace('{kind}', '{module}')).sort();

const CATALOGS: Record<string, Record<string, string>> = { nautilus: NAUTILUS_REFUSALS, atlantis: ATLANTIS_REFUSALS, duel: DUEL_REFUSALS };

describe('every refusal code has its sentence', () => {
  test.each(Object.keys(CATALOGS))('%s: each code in each language, using only the parameters the engine gives', (game) => {
    for (const locale of LOCALES) {
      const area = (messagesFor(locale) as unknown as { refusals: Record<string, Record<string, string>> }).refusals[game]!;
      expect(Object.keys(area).sort(), locale).toEqual(Object.keys(CATALOGS[game]!).sort());
      for (const [code, english] of Object.entries(CATALOGS[game]!)) {
        const given = webNames(english);
        for (const used of names(area[code]!)) expect(given, `${game}.${code} in ${locale} uses {${used}}`).toContain(used);
      }
    }
  });
});

/** Real refusals of each game's editor. */
function refusals(): { game: string; refusal: Refusal; seats: string[] }[] {
  const n = structuredClone(nautilusGame({ players: 3, seed: 7, firstPlayer: 0 }));
  const base = n.modules.findIndex((m) => m.kind === 'base');
  const a = atlantisGame({ players: 3, seed: 11 });
  const slots = [['science', 2], ['war', 1], ['navigation', -1], ['exploration', 1], ['engineering', 1]] as never;
  const d = scenario({ slots, spaces: [[null, null, null, null, null], [null, null, null, null, null]], hands: [[2, 4, 6, 8, 10], [1, 3, 5, 7, 9]], specials: ['anchor', 'kraken'] });
  const seats = ['red', 'orange', 'purple'];
  return [
    { game: 'nautilus', refusal: removeModule(n, base)!, seats },
    { game: 'nautilus', refusal: addModule({ ...n, stacks: { ...n.stacks, green: 0 } }, 'green', [8, 11], 0)!, seats },
    { game: 'atlantis', refusal: movePawn(a, 0, 0, 55)!, seats },
    { game: 'atlantis', refusal: setHandCount(a, 1, 0, 40)!, seats },
    { game: 'duel', refusal: setAnchor(d, [0, 0])!, seats: ['blue', 'orange'] },
    { game: 'duel', refusal: placeCard(d, FISHBONE, [0, 1])!, seats: ['blue', 'orange'] },
  ];
}

describe('a real refusal in the chosen language', () => {
  const cases = refusals();
  test('the engine keeps its English sentences', () => {
    expect(cases.map((c) => c.refusal.message)).toEqual([
      'the base stays on the board',
      'the green stack is empty',
      'no position 55 (0 Atlantis … 54 Mainland)',
      expect.stringMatching(/^only \d+ red card\(s\) are left in the deck and the discard pile$/),
      'the Anchor goes on a card; that space is empty',
      'nobody holds the fishbone',
    ]);
  });

  test.each(LOCALES)('%s: each sentence is the editor\'s own, its parameters in words', (locale) => {
    const t = translate(locale);
    const shown = cases.map((c) => refusalText(c.game, c.refusal, c.seats, t));
    for (const [i, text] of shown.entries()) {
      // the area's sentence, never the engine's English or a key
      expect(text, cases[i]!.refusal.code).not.toBe(cases[i]!.refusal.message);
      expect(text).not.toMatch(/refusals\.|[{}]/);
      expect(text[0]).toBe(text[0]!.toUpperCase());
    }
    const expected: Record<Locale, string[]> = {
      en: ['The base stays on the board', 'No green module is left in its stack', 'There is no place 55 (0 is Atlantis, 54 the Mainland)', 'Only {n} red cards are left in the deck and the discard pile', 'The Anchor goes on a card, and that space is empty', 'Nobody holds the Fishbone'],
      it: ['La base resta sul tabellone', 'Nella pila non resta nessun modulo verde', 'La casella 55 non esiste (0 è Atlantide, 54 la Terraferma)', 'Nel mazzo e negli scarti restano solo {n} carte rosse', 'L’Ancora va su una carta, e quello spazio è vuoto', 'Nessuno ha la Lisca'],
      nl: ['De basis blijft op het bord', 'Er ligt geen groene module meer op de stapel', 'Vak 55 bestaat niet (0 is Atlantis, 54 het Vasteland)', 'Er zijn nog maar {n} rode kaarten in de trekstapel en de aflegstapel', 'Het Anker gaat op een kaart, en die plek is leeg', 'Niemand heeft de Visgraat'],
    };
    const n = String(cases[3]!.refusal.params.n);
    expect(shown).toEqual(expected[locale].map((s) => s.replace('{n}', n)));
  });
});

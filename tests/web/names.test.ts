// Shared names and the end of a game in the UI's language (issue 32): seat colours, zones, modules,
// the duel's domains and Atlantis's colours read in the current language and follow a switch; the
// engine's end reasons of every game are put into words by key, never left in the engine's English.
import { afterEach, describe, expect, test } from 'vitest';
import { computed } from 'vue';
import { END_REASONS as ATLANTIS_ENDS } from '../../src/atlantis/types.js';
import { END_REASONS as DUEL_ENDS } from '../../src/duel/types.js';
import { GAMES } from '../../src/games.js';
import { describeEnd as nautilusEnd } from '../../src/nautilus/game.js';
import { END_REASONS as NAUTILUS_ENDS } from '../../src/nautilus/types.js';
import { MODULE_LABELS, SEAT_NAMES, ZONE_NAMES } from '../../web/src/components/colors.js';
import { endWords } from '../../web/src/games/endWords.js';
import { colourWord } from '../../web/src/games/atlantis/colours.js';
import { DUEL_SEAT_NAMES } from '../../web/src/games/duel/colours.js';
import { DOMAIN_SHORT } from '../../web/src/games/duel/view.js';
import { i18n, type Locale } from '../../web/src/i18n/index.js';
import { gameView } from '../../web/src/worker/engine/core.js';

const use = (locale: Locale): void => void (i18n.global.locale.value = locale);
afterEach(() => use('en'));

describe('shared names follow the language', () => {
  test('seats, zones, modules, domains and colours read in each language; a computed follows a switch', () => {
    const first = computed(() => `${SEAT_NAMES[0]} ${DUEL_SEAT_NAMES[0]} ${ZONE_NAMES[2]} ${MODULE_LABELS.technology} ${DOMAIN_SHORT.war} ${colourWord(2)}`);
    expect(first.value).toBe('red blue deep sea Technology WAR grey');
    use('it');
    expect(first.value).toBe('rosso blu mare profondo Tecnologia GUE grigio');
    use('nl');
    expect(first.value).toBe('rood blauw diepzee Technologie OOR grijs');
    // the lists keep their length and order; an unknown key is no name
    expect([...SEAT_NAMES]).toEqual(['rood', 'oranje', 'paars', 'geel']);
    expect(Object.keys(MODULE_LABELS)).toContain('sonar');
    expect(MODULE_LABELS.unknown).toBeUndefined();
  });
});

/** A game of `id` played to its end by a fixed sequence of legal choices. */
function playedOut(id: 'atlantis' | 'duel', seed: number): unknown {
  const game = GAMES[id]!;
  let pos = game.setup({ players: 2, seed });
  for (let i = 0, pick = seed; !game.isOver(pos) && i < 20_000; i++) {
    const legal = game.legalActions(pos);
    pick = (pick * 1103515245 + 12345) >>> 0;
    pos = game.clone(pos);
    game.applyInPlace(pos, legal[pick % legal.length]);
  }
  expect(game.isOver(pos), `${id} ends`).toBe(true);
  return pos;
}

describe('the end of a game in words', () => {
  test('every end reason of every game has its words', () => {
    const keys = new Set(Object.keys(i18n.global.getLocaleMessage('it').seats.score.ends));
    const named = { allAtlantis: 'allAtlantis', atlantis13to15: 'atlantis13to15', stalemate: 'stalemate', maxRounds: 'maxRounds' };
    for (const r of NAUTILUS_ENDS) expect(keys, `nautilus ${r}`).toContain(named[r]);
    for (const r of ATLANTIS_ENDS) expect(keys, `atlantis ${r}`).toContain(r === 'mainland' ? 'mainland' : 'stuck');
    for (const r of DUEL_ENDS) expect(keys, `duel ${r}`).toContain(r);
  });

  test('Nautilus: each reason in Italian and Dutch with its round, English as the engine says it', () => {
    const seat = (s: number): string => SEAT_NAMES[s]!;
    for (const reason of NAUTILUS_ENDS) {
      const view = { game: 'nautilus', position: null, round: 9, scores: [], endReason: reason, endText: nautilusEnd(reason, 9) };
      expect(endWords(view, seat)).toBe(view.endText);
      for (const locale of ['it', 'nl'] as const) {
        use(locale);
        const words = endWords(view, seat)!;
        expect(words).toContain('9');
        expect(words).not.toBe(view.endText);
        use('en');
      }
    }
  });

  test.each(['atlantis', 'duel'] as const)('%s played to its end: the reason in Italian names the seat in Italian', (id) => {
    const view = gameView(GAMES[id]!, playedOut(id, 7));
    expect(view.endText).not.toBeNull();
    use('it');
    const words = endWords(view, (s) => (id === 'duel' ? DUEL_SEAT_NAMES : SEAT_NAMES)[s]!)!;
    expect(words).not.toBe(view.endText);
    expect(words).not.toMatch(/\b(seat|turn|clinched|played|reached|nobody)\b/);
    expect(words).toMatch(/(rosso|arancione|viola|giallo|blu)|nessuno/);
  });
});

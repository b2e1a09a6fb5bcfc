/** The Nautilus duel in the views: its board, seats panel, editor, rules, legend and bot kit. */
import { defineAsyncComponent } from 'vue';
import type { GameUi } from '../types';
import { withEngineApi } from '../botApi';
import { DUEL_SEAT_COLORS, DUEL_SEAT_GLYPHS, DUEL_SEAT_NAMES } from './colours';
import { duelProblems, publicDuelAction } from './describe';

export const duelUi: GameUi = {
  id: 'duel',
  short: 'Duel',
  Board: defineAsyncComponent(() => import('./DuelBoard.vue')),
  Seats: defineAsyncComponent(() => import('./DuelSeats.vue')),
  Editor: defineAsyncComponent(() => import('./DuelEditor.vue')),
  Rules: defineAsyncComponent(() => import('./DuelRules.vue')),
  seatNames: DUEL_SEAT_NAMES,
  seatColors: DUEL_SEAT_COLORS,
  seatGlyphs: DUEL_SEAT_GLYPHS,
  legend: [
    { symbol: '● blue, solid rim', meaning: "seat 0's side of the ship and everything of seat 0 (the circle)" },
    { symbol: '■ orange, dashed rim', meaning: "seat 1's side of the ship and everything of seat 1 (the square)" },
    { symbol: '1 … 14', meaning: 'Diver cards; a card counts for the side it lies on, whoever placed it' },
    { symbol: '1 (crab)', meaning: 'the 1 beats the 14 (and nothing else it would not beat anyway)' },
    { symbol: 'K', meaning: 'the Kraken: a card of value 15' },
    { symbol: 'F', meaning: 'the Fishbone: a card of value 0' },
    { symbol: '↕ (on 6 and 9)', meaning: 'vertical arrow: placing it moves another card to the opposite space' },
    { symbol: '↔ (on 7 and 8)', meaning: 'horizontal arrow: placing it moves another card to an empty space on the same side' },
    { symbol: 'anchor mark', meaning: 'the anchored card: no arrow may move it this round' },
    { symbol: 'SCI EXP NAV ENG WAR', meaning: 'the five domains: science, exploration, navigation, engineering, war' },
    { symbol: '★★ ★ −1', meaning: "a domain card's points: 2, 1 or minus 1" },
    { symbol: '▲ ▼ by a slot', meaning: 'which side wins that domain card if the round ended now (both spaces filled)' },
    { symbol: '✓ next to a total', meaning: 'that domain is clinched (4 or more, or 3 with its −1 out)' },
    { symbol: 'NEMO', meaning: 'the Nemo token: its holder is the first player this round' },
    { symbol: 'white dashed card', meaning: 'a preview: where a hovered action puts a card, or which card an arrow moves' },
    { symbol: 'yellow outline', meaning: 'the last action: the card placed, or the move made' },
    { symbol: 'green outline', meaning: 'a space you may click now (place the selected card, move a card, choose a destination)' },
    { symbol: 'card backs with a count', meaning: "the opponent's hand: you see how many cards, not which" },
  ],
  scoreColumns: [
    { key: 'domainTotals', title: 'Totals (SCI EXP NAV ENG WAR)' },
    { key: 'won', title: 'Domains won' },
  ],
  scoreNote: 'A domain is won when clinched (4, or 3 with its −1 out) or, at the end, with the higher total; score = domains won.',
  publicAction: publicDuelAction,
  problems: duelProblems,
  bots: {
    api: () => withEngineApi(import('../../../../src/duel/bot-api.d.ts?raw')),
    templates: {
      random: () => import('../../../../src/duel/templates/random.ts?raw').then((m) => m.default),
      greedy: () => import('../../../../src/duel/templates/greedy.ts?raw').then((m) => m.default),
    },
  },
};

/** Atlantis in the views: its board, seats panel, editor, rules, legend and bot kit. */
import { defineAsyncComponent } from 'vue';
import { COLOURS } from '../../../../src/atlantis/types.js';
import { SEAT_COLORS, SEAT_GLYPHS, SEAT_NAMES } from '../../components/colors';
import type { GameUi } from '../types';
import { COLOUR_CODES } from './colours';
import { withEngineApi } from '../botApi';
import { atlantisProblems } from './describe';

export const atlantisUi: GameUi = {
  id: 'atlantis',
  short: 'Atlantis',
  Board: defineAsyncComponent(() => import('./AtlantisBoard.vue')),
  Seats: defineAsyncComponent(() => import('./AtlantisSeats.vue')),
  Editor: defineAsyncComponent(() => import('./AtlantisEditor.vue')),
  Rules: defineAsyncComponent(() => import('./AtlantisRules.vue')),
  seatNames: SEAT_NAMES,
  seatColors: SEAT_COLORS,
  seatGlyphs: SEAT_GLYPHS,
  legend: [
    { symbol: COLOURS.map((c, i) => `${COLOUR_CODES[i]} ${c}`).join(' · '), meaning: 'the seven colours of tiles and cards; every tile and card shows its two-letter code' },
    { symbol: 'tile with a big number', meaning: "a path tile: its colour (code at the top) and value; only a stack's top tile counts" },
    { symbol: 'second tile peeking out', meaning: 'a stack of two: the tile underneath is covered (hidden until the top tile is taken, shown when you view everything)' },
    { symbol: 'small number under a place', meaning: 'the position on the path: 0 Atlantis … 54 the Mainland' },
    { symbol: '~ (blue water)', meaning: 'water: a place whose tiles are gone' },
    { symbol: 'gold coin with a number', meaning: "a gap's toll: the lower of the two tiles beside it; crossing it costs that much" },
    { symbol: 'brown plank', meaning: "a bridge (its owner's shape on it): the whole gap is free for everyone, however wide it grows" },
    { symbol: 'pale water, no coin', meaning: 'water touching Atlantis or the Mainland: no gap, nothing to pay' },
    { symbol: '● ■ ▲ ◆ with a number', meaning: "the seats' pawns (red, orange, purple, yellow) and the pawn's number in moves (move 0 …)" },
    { symbol: 'white ring around a pawn', meaning: 'a pawn you can move now: click it, then a lit target' },
    { symbol: 'dashed ring with card codes', meaning: 'where the selected pawn goes with each card colour; click to move' },
    { symbol: 'white arrow, "take" flag', meaning: 'the preview: where the pawn would go and which tile it would take; "+card" when it lands on a pawn and must go on' },
    { symbol: 'gold arrow and ring', meaning: 'the last action: the pawn that moved (and where from), the tile taken' },
    { symbol: 'red square', meaning: 'a place the editor flags (see the problems listed)' },
  ],
  scoreColumns: [
    { key: 'tiles', title: 'Tiles' },
    { key: 'cards', title: 'Cards' },
    { key: 'owed', title: 'Owed' },
    { key: 'paid', title: 'Paid' },
    { key: 'shortfall', title: 'Short' },
  ],
  scoreNote: 'Total = tiles + cards − shortfall, after the pawns not home pay their way to the Mainland (owed, paid with the cheapest tiles and cards).',
  problems: atlantisProblems,
  bots: {
    api: () => withEngineApi(import('../../../../src/atlantis/bot-api.d.ts?raw')),
    templates: {
      random: () => import('../../../../src/atlantis/templates/random.ts?raw').then((m) => m.default),
      greedy: () => import('../../../../src/atlantis/templates/greedy.ts?raw').then((m) => m.default),
    },
  },
};

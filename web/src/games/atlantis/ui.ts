/** Atlantis in the views: its board, seats panel, editor, rules and bot kit. */
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

/** The Nautilus duel in the views: its board, seats panel, editor, rules and bot kit. */
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
  scoreColumns: [
    { key: 'domainTotals', title: 'Totals (SCI EXP NAV ENG WAR)' },
    { key: 'won', title: 'Domains won' },
  ],
  // with hidden domains, the domain cards the opponent won (and so its totals and domains) are hidden
  secretScore: (position) => ((position as { variant?: { hiddenDomains?: boolean } } | null)?.variant?.hiddenDomains ? ['domainTotals', 'won'] : []),
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

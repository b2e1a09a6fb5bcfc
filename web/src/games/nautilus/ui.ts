/** Nautilus in the views: its board, seats panel, editor and rules. */
import { defineAsyncComponent } from 'vue';
import { SEAT_COLORS, SEAT_GLYPHS, SEAT_NAMES } from '../../components/colors';
import type { GameUi } from '../types';
import { withEngineApi } from '../botApi';

export const nautilusUi: GameUi = {
  id: 'nautilus',
  short: 'Nautilus',
  Board: defineAsyncComponent(() => import('./NautilusBoard.vue')),
  Seats: defineAsyncComponent(() => import('./NautilusSeats.vue')),
  Editor: defineAsyncComponent(() => import('./NautilusEditor.vue')),
  Rules: defineAsyncComponent(() => import('./NautilusRules.vue')),
  analysisOverlays: true,
  seatNames: SEAT_NAMES,
  seatColors: SEAT_COLORS,
  seatGlyphs: SEAT_GLYPHS,
  scoreColumns: [
    { key: 'sheetPoints', title: 'Sheet' },
    { key: 'raises', title: 'Raises' },
    { key: 'atlantisPoints', title: 'Atlantis' },
    { key: 'research', title: 'R' },
    { key: 'nemo', title: 'Nemo' },
  ],
  problems(setup, errors) {
    const s = setup as Record<'modules' | 'submarines' | 'tiles', { at: [number, number] }[]>;
    const out: [number, number][] = [];
    for (const e of errors) {
      const m = /^\$\.(modules|submarines|tiles)\[(\d+)\]/.exec(e.path);
      const item = m ? s[m[1] as 'modules' | 'submarines' | 'tiles']?.[Number(m[2])] : undefined;
      if (item) out.push(item.at);
    }
    return out;
  },
  bots: {
    api: () => withEngineApi(import('../../../../src/bots/bot-api.d.ts?raw')),
    templates: {
      random: () => import('../../../../src/bots/templates/random.ts?raw').then((m) => m.default),
      greedy: () => import('../../../../src/bots/templates/greedy.ts?raw').then((m) => m.default),
    },
  },
  // the goal card is hidden: the raises it allows, and so the Nemo left after them
  secretScore: () => ['raises', 'nemo'],
  scoreNote: 'Total = (sheet + raises + Atlantis) × R + Nemo left (R: the research value).',
};

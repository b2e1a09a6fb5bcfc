/** Nautilus in the views: its board, seats panel, editor and legend. */
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
  legend: [
    { symbol: 'Au Cr Ur Mu Sn', meaning: 'gold, crab, urchin, mussel, snail (creatures and gold: they go on the sheet)' },
    { symbol: 'A1 … A15', meaning: 'Atlantis tiles, numbered (13, 14 and 15 end the game a round later)' },
    { symbol: 'Ch Sp', meaning: 'chest (Nemo) and speed (an extra move of 3): free to recover' },
    { symbol: '?', meaning: 'a face-down tile you have not seen' },
    { symbol: 'dark disc, dashed rim', meaning: 'a face-down tile you know (sonar or examination)' },
    { symbol: 'light disc', meaning: 'a face-up tile (a recovery that could not be paid)' },
    { symbol: '● ■ ▲ ◆', meaning: 'the seats red, orange, purple, yellow: on submarines, researchers and owner marks' },
    { symbol: 'number on a piece', meaning: "a submarine's index (seat:index), or how many researchers stand there" },
    { symbol: 'blue / brown stubs', meaning: 'corridors: blue on the faces (launch and retire), brown on the corners' },
    { symbol: 'solid square with a number', meaning: "a submarine's move target, and how many steps away" },
    { symbol: 'striped square', meaning: 'a square a move passes through but cannot end on' },
    { symbol: 'dashed diamond', meaning: 'what a ping from the submarine would cover' },
    { symbol: 'green dashed square', meaning: 'a mouth where a submarine can be launched' },
    { symbol: 'orange dashed square', meaning: 'a mouth where a submarine can retire' },
    { symbol: 'white dashed module', meaning: 'a module with researchers that may walk' },
    { symbol: 'coloured disc with a number', meaning: 'analysis: what the analysed seat expects a face-down tile to be worth (points less its Nemo cost), blue to red; hover it for the odds of each tile type' },
    { symbol: 'green dashed / blue dotted square, 2 or 3', meaning: 'analysis: where the selected submarine can end a move in 2 or 3 turns (1 turn: its targets)' },
    { symbol: 'green numbered steps', meaning: "analysis: a hovered candidate's best line for the rest of the turn" },
    { symbol: 'zones (light to dark)', meaning: 'lagoon 1, slope 2, deep sea 3, trench 4 Nemo to build on' },
  ],
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
  scoreNote: 'Total = (sheet + raises + Atlantis) × R + Nemo left (R: the research value).',
};

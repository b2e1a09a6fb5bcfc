/** The Nautilus duel in the views: its board, seats panel, editor, rules, legend and bot kit. */
import { defineAsyncComponent } from 'vue';
import type { GameUi } from '../types';
import { withEngineApi } from '../botApi';

/** Seat colours (Okabe–Ito sky blue and orange, told apart with every common colour-vision deficiency) and shapes. */
export const DUEL_SEAT_COLORS = ['#56b4e9', '#e69f00'] as const;
export const DUEL_SEAT_NAMES = ['blue', 'orange'] as const;
export const DUEL_SEAT_GLYPHS = ['●', '■'] as const;
export const DUEL_SEAT_SHAPES = ['circle', 'square'] as const;

const SPECIAL_WORDS: Record<string, string> = {
  kraken: 'the Kraken',
  fishbone: 'the Fishbone',
  anchor: 'the Anchor',
  eye: 'the Eye',
  module: 'the Diving module',
  harpoon: 'the Harpoon',
};

const cardWords = (t: string): string => (t === 'kraken' ? 'the Kraken (15)' : t === 'fishbone' ? 'the Fishbone (0)' : t === '1' ? 'the 1 (crab)' : `the ${t}`);
const spaceWords = (seat: string, slot: string): string => `${DUEL_SEAT_NAMES[Number(seat)] ?? `seat ${seat}`}'s space at slot ${slot}`;

/** An action in words for the log and the action list. */
export function describeDuel(action: string): string {
  const t = action.split(' ');
  switch (t[0]) {
    case 'keep':
      return `keep ${SPECIAL_WORDS[t[1]!] ?? t[1]} and give the other drawn special to the opponent`;
    case 'eye':
      return "play the Eye: look at the opponent's Diver cards";
    case 'module':
      return 'play the Diving module: draw 2 Diver cards, keep one';
    case 'harpoon':
      return "play the Harpoon: draw one of the opponent's Diver cards";
    case 'choose':
      return `keep the ${t[1]} of the two drawn; the other goes back on the Diver deck`;
    case 'swap':
      return `keep the harpooned card and give the opponent your ${t[1]}`;
    case 'return':
      return 'give the harpooned card back';
    case 'skip':
      return 'do not use it (the special held, or the arrow movement)';
    case 'place': {
      const base = `place ${cardWords(t[1]!)} on ${spaceWords(t[2]!, t[3]!)}`;
      return t[4] === 'anchor' ? `${base}, dropping the Anchor on ${t[5] === t[2] && t[6] === t[3] ? 'it' : `the card on ${spaceWords(t[5]!, t[6]!)}`}` : base;
    }
    case 'move':
      return `arrow: move the card on ${spaceWords(t[1]!, t[2]!)} to ${spaceWords(t[3]!, t[4]!)}`;
    default:
      return action;
  }
}

/**
 * An action as `viewer` may see it in a log (spec 7): which special the first player kept and
 * which card the Diving module's player kept are that player's secrets; the rest is public.
 */
export function publicDuelAction(action: string, actor: number | null, viewer: number | null): string {
  if (viewer === null || actor === viewer) return action;
  if (action.startsWith('keep ')) return 'keep (a special)';
  if (action.startsWith('choose ')) return 'choose (a card)';
  return action;
}

/** Spaces the editor flags from validation paths: `[seat, slot]`. */
export function duelProblems(setup: unknown, errors: { path: string }[]): [number, number][] {
  const s = setup as { anchor?: [number, number] | null; pending?: { placed?: [number, number] } | null };
  const out: [number, number][] = [];
  for (const e of errors) {
    const m = /^\$\.spaces\[(\d)\]\[(\d)\]/.exec(e.path);
    if (m) out.push([Number(m[1]), Number(m[2])]);
    else if (e.path.startsWith('$.anchor') && s.anchor) out.push([s.anchor[0], s.anchor[1]]);
    else if (e.path.startsWith('$.pending.placed') && s.pending?.placed) out.push([s.pending.placed[0], s.pending.placed[1]]);
  }
  return out;
}

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
  describe: describeDuel,
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

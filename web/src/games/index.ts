/**
 * The games in the views. A game's board, seats panel and editor load only when the game is
 * shown. Games without their own components yet fall back to the generic ones (a JSON view).
 */
import { defineAsyncComponent } from 'vue';
import { SEAT_COLORS, SEAT_GLYPHS, SEAT_NAMES } from '../components/colors';
import { atlantisUi } from './atlantis/ui';
import { duelUi } from './duel/ui';
import { nautilusUi } from './nautilus/ui';
import type { GameUi } from './types';
import { withEngineApi } from './botApi';

const genericBoard = defineAsyncComponent(() => import('./generic/GenericBoard.vue'));
const genericSeats = defineAsyncComponent(() => import('./generic/GenericSeats.vue'));

/** The games of the playground, in menu order. */
export const GAME_UIS: Record<string, GameUi> = { nautilus: nautilusUi, atlantis: atlantisUi, duel: duelUi };

/** The UI of a game (the generic one when a game has none). */
export function gameUi(id: string): GameUi {
  return (
    GAME_UIS[id] ?? {
      id,
      short: id,
      Board: genericBoard,
      Seats: genericSeats,
      scoreColumns: [],
      seatNames: SEAT_NAMES,
      seatColors: SEAT_COLORS,
      seatGlyphs: SEAT_GLYPHS,
      bots: {
        api: () => withEngineApi(import('../../../src/bots/generic-api.d.ts?raw')),
        // the random template uses only what every game's context has
        templates: { random: () => import('../../../src/bots/templates/random.ts?raw').then((m) => m.default) },
      },
    }
  );
}

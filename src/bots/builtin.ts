/**
 * Built-in bots for any game: `random` picks uniformly; `greedy` plays the game's own one-turn
 * heuristic on the observation. (`ismcts` is in `ismcts.ts`.) They see only what the bot context
 * gives (the observation, never the true state).
 */
import { gameById } from '../games.js';
import type { Bot } from './api.js';

/** The random bot (any game): a legal action chosen with the seeded random. */
export const randomBot: Bot = {
  name: 'random',
  act: (ctx) => ctx.legal[ctx.randomInt(ctx.legal.length)]!,
};

/** The greedy bot (any game): the game's own one-turn heuristic, on the observation. */
export const greedyBot: Bot = {
  name: 'greedy',
  act: (ctx) => {
    const game = gameById(ctx.game);
    if (!game) throw new Error(`unknown game '${ctx.game}'`);
    return game.greedy(ctx.observation, ctx.legal);
  },
};

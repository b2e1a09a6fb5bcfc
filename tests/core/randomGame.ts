// A seeded game of random actions of any game, for the tests of documents made from a game's course
// (a seat's view, a saved game).
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';

/** `plies` seeded random actions of game `id` (fewer if it ends; `variants` as `setup` takes them): every position from the start, and the actions in notation. */
export function randomGame(id: string, players: number, plies: number, seed: number, variants?: Record<string, unknown>): { positions: unknown[]; actions: string[] } {
  const game = GAMES[id]!;
  let pos = game.setup({ players, seed, ...(variants ? { variants } : {}) });
  const rng = Rng.fromSeed(seed);
  const positions = [pos];
  const actions: string[] = [];
  for (let i = 0; i < plies && !game.isOver(pos); i++) {
    const legal = game.legalActions(pos);
    const a = legal[rng.int(legal.length)];
    actions.push(game.makeAction(a));
    const r = game.play(pos, a);
    if (!r.ok) throw new Error(r.error.message);
    pos = r.value;
    positions.push(pos);
  }
  return { positions, actions };
}

/**
 * The forward models a bot author and a user of the `Game` API search with, against the engine's
 * own playouts: whole random games of each game, every path drawing the same actions (a seeded
 * `rng.int(count)` per decision), so every path plays the very same games and the number of
 * actions played is the checksum `bench.ts` compares across them.
 */
import { botEngine, type BotEngine } from '../core/botEngine.js';
import type { AnyGame } from '../core/game.js';
import { Rng } from '../core/rng.js';

/**
 * The paths timed: `engine` the engine's own random playouts (Nautilus: `randomLegal`, one
 * action decoded from the compact codes; the other games have no faster path than their `Game`
 * API); `gameInPlace` `legalActions` + `applyInPlace`; `gamePlay` `legalActions` + the checked,
 * copying `play`; `botInPlace` a bot's `ctx.engine.legal` (notation) + `playInPlace`; `botPlay`
 * `legal` + the copying `play`; `botIndex` `legalCount` + `playIndex` (actions by index).
 */
export const FORWARD_PATHS = ['engine', 'gameInPlace', 'gamePlay', 'botInPlace', 'botPlay', 'botIndex'] as const;
/** One path of `FORWARD_PATHS`. */
export type ForwardPath = (typeof FORWARD_PATHS)[number];

/** Seats of each game's forward rows: the most the game takes. */
export const FORWARD_PLAYERS: Readonly<Record<string, number>> = { nautilus: 4, atlantis: 4, duel: 2 };

type Draw = (n: number) => number;

/** A Nautilus-like game with a fast random draw (`NautilusGame.randomLegal`). */
interface RandomLegal {
  randomLegal(position: unknown, rng: Rng): unknown;
}

/** One random game from `seed` along `path`; returns the number of actions played. */
export function forwardGame(game: AnyGame, path: ForwardPath, seed: number, players = FORWARD_PLAYERS[game.id] ?? game.minPlayers): number {
  let pos: unknown = game.setup({ players, seed });
  const rng = Rng.fromSeed(seed * 31 + 7);
  const draw: Draw = (n) => rng.int(n);
  const engine: BotEngine<unknown> = botEngine(game);
  let n = 0;
  const fail = (): never => {
    throw new Error(`forward bench: ${game.id} game ${seed} along ${path} found no legal action, or one was refused`);
  };
  switch (path) {
    case 'engine': {
      const fast = (game as unknown as Partial<RandomLegal>).randomLegal;
      if (!fast) return forwardGame(game, 'gameInPlace', seed, players);
      while (!game.isOver(pos)) {
        const a = fast(pos, rng) ?? fail();
        game.applyInPlace(pos, a);
        n++;
      }
      return n;
    }
    case 'gameInPlace':
      while (!game.isOver(pos)) {
        const legal = game.legalActions(pos);
        if (!legal.length) fail();
        game.applyInPlace(pos, legal[draw(legal.length)]);
        n++;
      }
      return n;
    case 'gamePlay':
      while (!game.isOver(pos)) {
        const legal = game.legalActions(pos);
        if (!legal.length) fail();
        const r = game.play(pos, legal[draw(legal.length)]);
        pos = r.ok ? r.value : fail();
        n++;
      }
      return n;
    case 'botInPlace':
      while (engine.toAct(pos) !== null) {
        const legal = engine.legal(pos);
        if (!legal.length) fail();
        engine.playInPlace(pos, legal[draw(legal.length)]!);
        n++;
      }
      return n;
    case 'botPlay':
      while (engine.toAct(pos) !== null) {
        const legal = engine.legal(pos);
        if (!legal.length) fail();
        pos = engine.play(pos, legal[draw(legal.length)]!) ?? fail();
        n++;
      }
      return n;
    case 'botIndex':
      while (engine.toAct(pos) !== null) {
        const count = engine.legalCount(pos);
        if (!count) fail();
        engine.playIndex(pos, draw(count));
        n++;
      }
      return n;
  }
}

/** Random games from each seed along `path`; returns the actions played in all (the checksum). */
export function forwardGames(game: AnyGame, path: ForwardPath, seeds: readonly number[]): number {
  let n = 0;
  for (const seed of seeds) n += forwardGame(game, path, seed);
  return n;
}

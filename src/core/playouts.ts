/**
 * Playouts: the seam between a search and the engine that plays its samples to their end.
 *
 * A search (the analysis, the review, the `ismcts` and `analyst` bots) asks for a playout from a
 * full position (a determinization or a copy of the truth) and reads only what the playout ends
 * in: who won, the scores, the game's evaluation where the playout stopped at a horizon. Which
 * engine plays it is the caller's choice: the TS engine (`tsPlayouts`, always there) or a faster
 * one (the WASM playout engine, where WebAssembly loads). Every implementation plays the same
 * seeded game as `BotEngine.rollout` (same actions, same end), so a search's answer does not
 * depend on which engine played its samples.
 */
import type { AnyGame } from './game.js';
import { botEngine, objectEngine, type BotEngine } from './botEngine.js';
import type { Playouts } from './playoutTypes.js';

export type { PlayoutEnd, PlayoutSteps, Playouts } from './playoutTypes.js';

/** Playouts on a forward model (`BotEngine.rollout` in place, then the position read): the TS engine's, or a clocked one's. */
export function playoutsOf<P>(engine: BotEngine<P>, winners: (position: P) => number[]): Playouts<P> {
  return Object.freeze<Playouts<P>>({
    engine: 'ts',
    playout(p, rounds, seed, maxActions, evaluations) {
      const actions = engine.rollout(p, rounds, seed, maxActions);
      const scores = engine.scores(p);
      return {
        actions,
        finished: engine.toAct(p) === null,
        scores,
        winners: winners(p),
        evaluations: evaluations ? scores.map((_, s) => engine.evaluate(p, s)) : null,
      };
    },
  });
}

const made = new WeakMap<AnyGame, Playouts<unknown>>();

/** The TS engine's playouts of a game. */
export function tsPlayouts<P>(game: AnyGame): Playouts<P> {
  let p = made.get(game);
  if (!p) {
    // the object engine's rollouts, whatever playout engine the game has
    p = playoutsOf<unknown>(objectEngine(botEngine(game)), (q) => game.winners(q));
    made.set(game, p);
  }
  return p as Playouts<P>;
}

/** The playouts a search of `game` uses: the engine its host gave the game (`Game.playouts`), or the TS engine's. */
export function gamePlayouts<P>(game: AnyGame): Playouts<P> {
  return (game.playouts as Playouts<P> | undefined) ?? tsPlayouts<P>(game);
}

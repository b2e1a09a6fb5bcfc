/**
 * The forward model that bots and the analysis search with: a game's engine functions on full
 * positions, actions in notation (a determinization, never the truth). `bots/api.ts` hands it to
 * bots in their context; `analysis/` searches with it; `bots/engine-api.d.ts` declares it for Monaco.
 */
import type { AnyGame } from './game.js';
import { Rng } from './rng.js';

/** The forward model: engine functions on full positions (a determinization, never the truth). */
export interface BotEngine<P = unknown> {
  /** Legal actions of the seat to act, in notation. */
  legal(position: P): string[];
  /** The position after a legal action (a new value), or null when the action is illegal. */
  play(position: P, action: string): P | null;
  /** Plays in place, without checks: fast, for rollouts. */
  playInPlace(position: P, action: string): void;
  /** Totals per seat as if the game ended now. */
  scores(position: P): number[];
  /** The seat to act, or null when the game is over. */
  toAct(position: P): number | null;
  /** The round of the game (what the rules count as one round). */
  round(position: P): number;
  /** The game's heuristic value of a position for `seat`: its expected score margin over the best other seat. */
  evaluate(position: P, seat: number): number;
  /** The legal actions worth searching (the game's own pruning: the best ones kept). */
  candidates(position: P): string[];
  /** The action the game's fast playout policy would choose (seeded). */
  policy(position: P, seed: number): string;
  /** How many rounds past the current one the game's searches roll out before evaluating. */
  readonly rolloutRounds: number;
  /** The game's UCB exploration constant for searches, in units of `evaluate`. */
  readonly exploration: number;
  /**
   * Plays the game's fast playout policy in place until the round passes `round(position) +
   * rounds` or the game ends (at most `maxActions` actions); returns the number of actions played.
   */
  rollout(position: P, rounds: number, seed: number, maxActions?: number): number;
}

const engines = new WeakMap<AnyGame, BotEngine<unknown>>();

/** The forward model of a game instance, on its positions (notation in, notation out). */
export function botEngine<P>(game: AnyGame): BotEngine<P> {
  let engine = engines.get(game);
  if (!engine) {
    const parse = (a: string): unknown => {
      const r = game.parseAction(a);
      if (!r.ok) throw new Error(`bad action '${a}': ${r.error.message}`);
      return r.value;
    };
    engine = {
      legal: (p) => game.legalActions(p).map((a: unknown) => game.makeAction(a)),
      play: (p, a) => {
        const parsed = game.parseAction(a);
        if (!parsed.ok) return null;
        const r = game.play(p, parsed.value);
        return r.ok ? r.value : null;
      },
      playInPlace: (p, a) => game.applyInPlace(p, parse(a)),
      scores: (p) => game.scores(p).map((s) => s.total),
      toAct: (p) => game.toAct(p),
      round: (p) => game.round(p),
      rolloutRounds: game.rolloutRounds,
      exploration: game.exploration,
      evaluate: (p, seat) => game.evaluate(p, seat),
      candidates: (p) => {
        const legal = game.legalActions(p).map((a: unknown) => game.makeAction(a));
        return game.prune ? game.prune(p, legal) : legal;
      },
      policy: (p, seed) => game.makeAction(game.rollout(p, game.legalActions(p), Rng.fromSeed(seed))),
      rollout: (p, rounds, seed, maxActions = 10_000) => {
        const rng = Rng.fromSeed(seed);
        const stop = game.round(p) + rounds;
        let n = 0;
        for (; n < maxActions && !game.isOver(p) && game.round(p) <= stop; n++) game.applyInPlace(p, game.rollout(p, game.legalActions(p), rng));
        return n;
      },
    };
    engines.set(game, engine);
  }
  return engine as BotEngine<P>;
}

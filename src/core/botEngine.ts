/**
 * The forward model that bots and the analysis search with: a game's engine functions on full
 * positions, actions in notation (a determinization, never the truth). `bots/api.ts` hands it to
 * bots in their context; `analysis/` searches with it; `bots/engine-api.d.ts` declares it for Monaco.
 */
import { legalListOf, type AnyGame, type LegalList } from './game.js';
import type { Playouts } from './playoutTypes.js';
import { Rng } from './rng.js';

/** The forward model: engine functions on full positions (a determinization, never the truth). */
export interface BotEngine<P = unknown> {
  /** Legal actions of the seat to act, in notation (a fresh array; made once per position state). */
  legal(position: P): string[];
  /** The position after a legal action (a new value), or null when the action is illegal. */
  play(position: P, action: string): P | null;
  /** Plays in place, without checks: fast, for rollouts. */
  playInPlace(position: P, action: string): void;
  /** How many legal actions the seat to act has: `legal(position).length`, without printing them. */
  legalCount(position: P): number;
  /** The notation of legal action `index` (0 <= index < legalCount), `legal(position)[index]`; throws a RangeError outside. */
  actionAt(position: P, index: number): string;
  /** Plays legal action `index` in place (`playInPlace` of `actionAt`); throws a RangeError outside 0..legalCount-1. */
  playIndex(position: P, index: number): void;
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
  /** The engine that plays the game's search samples, where the host gave the game one (`Game.playouts`). */
  readonly playouts?: Playouts<P>;
}

const engines = new WeakMap<AnyGame, BotEngine<unknown>>();

/**
 * The forward model of a game instance, on its positions (notation in, notation out).
 *
 * It reads the game's legal lists (`Game.legalList`: compact codes where the engine has them,
 * remembered per position state by the game, forgotten by its `applyInPlace`): `legal` prints a
 * state's notation once, and `play` / `playInPlace` of one of those strings find it there instead
 * of parsing and checking it again. Actions by index (`legalCount`, `playIndex`) print nothing.
 */
export function botEngine<P>(game: AnyGame): BotEngine<P> {
  let engine = engines.get(game);
  if (!engine) {
    const parse = (a: string): unknown => {
      const r = game.parseAction(a);
      if (!r.ok) throw new Error(`bad action '${a}': ${r.error.message}`);
      return r.value;
    };
    const listOf = (p: unknown): LegalList<unknown, unknown> => legalListOf(game, p);
    /** The list of `p` with its notation printed, when the game remembers one, and the index of `a` in it (-1: not there). */
    const known = (p: unknown, a: string): { list: LegalList<unknown, unknown> | null; i: number } => {
      const list = game.knownLegalList?.(p) ?? null;
      return { list, i: list ? list.notations().indexOf(a) : -1 };
    };
    const indexIn = (list: LegalList<unknown, unknown>, index: number): number => {
      // the message converts no object: a bot's toString could throw something else than the RangeError
      if (!Number.isInteger(index) || index < 0 || index >= list.count) throw new RangeError(`no legal action ${typeof index === 'number' ? index : `(a ${typeof index})`}: there are ${list.count}`);
      return index;
    };
    // frozen: every context and the analysis share it, so no caller may replace a part of it
    const object = Object.freeze<BotEngine<unknown>>({
      // a copy: the list's own array stays as printed
      legal: (p) => listOf(p).notations().slice(),
      legalCount: (p) => listOf(p).count,
      actionAt: (p, index) => {
        const list = listOf(p);
        return list.notation(indexIn(list, index));
      },
      playIndex: (p, index) => {
        const list = listOf(p);
        game.applyInPlace(p, list.action(indexIn(list, index)));
      },
      play: (p, a) => {
        // known legal: played on a copy without the check
        const { list, i } = known(p, a);
        if (list && i >= 0) return list.after(i);
        const parsed = game.parseAction(a);
        if (!parsed.ok) return null;
        const r = game.play(p, parsed.value);
        return r.ok ? r.value : null;
      },
      playInPlace: (p, a) => {
        const { list, i } = known(p, a);
        game.applyInPlace(p, list && i >= 0 ? list.action(i) : parse(a));
      },
      scores: (p) => game.scores(p).map((s) => s.total),
      toAct: (p) => game.toAct(p),
      round: (p) => game.round(p),
      rolloutRounds: game.rolloutRounds,
      exploration: game.exploration,
      evaluate: (p, seat) => game.evaluate(p, seat),
      candidates: (p) => {
        const legal = listOf(p).notations().slice();
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
    });
    // with the game's own playout engine: its playouts, and its rollouts in place where it has them (the same actions)
    const own = game.playouts;
    engine = own ? Object.freeze<BotEngine<unknown>>({ ...object, playouts: own, ...(own.inPlace ? { rollout: (p, rounds, seed, maxActions = 10_000) => own.inPlace!(p, rounds, seed, maxActions) } : {}) }) : object;
    objects.set(engine, object);
    engines.set(game, engine);
  }
  return engine as BotEngine<P>;
}

const objects = new WeakMap<BotEngine<unknown>, BotEngine<unknown>>();

/**
 * The forward model of `engine`'s game with its rollouts on the TS object engine, whatever playout
 * engine the game has (`analyst@ts`'s baseline); an engine not made by `botEngine` comes back as is.
 */
export function objectEngine<P>(engine: BotEngine<P>): BotEngine<P> {
  return (objects.get(engine as BotEngine<unknown>) as BotEngine<P> | undefined) ?? engine;
}

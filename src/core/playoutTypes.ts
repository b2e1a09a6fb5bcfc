/**
 * The types of the playouts seam (`playouts.ts`), apart so that a `Game` can name the engine that
 * plays its samples (`Game.playouts`) without an import cycle.
 */

/** What a playout ended in, read by the engine that played it. */
export interface PlayoutEnd {
  /** Actions played. */
  actions: number;
  /** The game is over. */
  finished: boolean;
  /** Totals per seat as if the game ended now (`Game.scores(p)[s].total`). */
  scores: number[];
  /** The winning seats as if the game ended now (ties share): `Game.winners`. */
  winners: number[];
  /** Per seat, `Game.evaluate(p, seat)` where the playout stopped; only when asked for (else null). */
  evaluations: number[] | null;
}

/**
 * A playout played in steps, for a search that must be able to stop between two of them (the
 * analyst's clock): `begin` takes the position once, each `step` plays on by at most `maxActions`
 * actions (0 once the playout is over), `end` reads how it ended. One playout at a time.
 */
export interface PlayoutSteps<P = unknown> {
  begin(position: P, rounds: number): void;
  step(maxActions: number): number;
  end(actions: number, evaluations: boolean): PlayoutEnd;
}

/** Who plays a search's playouts. */
export interface Playouts<P = unknown> {
  /** Which engine plays: the WASM playout engine, or the TS engine (its twin or its object engine). */
  readonly engine: 'wasm' | 'ts';
  /**
   * Plays the game's playout policy from `position` as `BotEngine.rollout(position, rounds, seed,
   * maxActions)` does, and says how it ended; `evaluations` asks for every seat's evaluation at
   * the end. The position is the caller's to give up: it may be left anywhere (played on in
   * place, or untouched when another engine played a copy of it).
   */
  playout(position: P, rounds: number, seed: number, maxActions: number, evaluations: boolean): PlayoutEnd;
  /** The same playouts in steps (see `PlayoutSteps`), where the engine keeps the position between calls. */
  readonly steps?: PlayoutSteps<P>;
  /**
   * `BotEngine.rollout` itself, where the engine can leave the position where the playout ended
   * (the packed engine decides, the object engine replays its actions): the same actions, the same
   * position after, the number of actions played.
   */
  inPlace?(position: P, rounds: number, seed: number, maxActions: number): number;
}

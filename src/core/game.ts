import type { CodedError, PathError, Result } from './result.js';
import type { Rng } from './rng.js';
import type { VariantSpec } from './variants.js';

/** One seat's final score: `total` decides the game; games add their own breakdown keys. */
export interface ScoreLine {
  seat: number;
  total: number;
}

/** How a new game is set up. */
export interface SetupOptions<V> {
  players: number;
  seed: number;
  /** The first player; the game's default (drawn or seat 0, as its rules say) when absent. */
  firstPlayer?: number;
  variants?: Partial<V>;
}

/**
 * The game-agnostic face of a rules engine, shared by the bots, the arena, the sandbox, the CLI,
 * the worker and the views. Every game of the playground (Nautilus, Atlantis, the duel) implements
 * it; generic code never imports a game's internals.
 *
 * - `P` is a position: plain JSON data (it crosses worker boundaries), treated as immutable except
 *   by `applyInPlace` on a copy the caller owns.
 * - `A` is an action value; its text notation (`makeAction` / `parseAction`) is the public form
 *   used by bots, records and the CLI.
 * - `O` is one seat's observation: plain JSON holding nothing that seat may not know (no hidden
 *   identities, no generator state). Bots only ever receive observations.
 * - `V` is the variant settings object.
 */
export interface Game<P, A, O, V extends object = object> {
  /** Stable identifier (`nautilus`, `atlantis`, `duel`), used by `--game`. */
  readonly id: string;
  /** Human name. */
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Position document format, e.g. `atlantis/1`. */
  readonly positionFormat: string;
  /** Game record format, e.g. `atlantis-game/1`. */
  readonly recordFormat: string;
  /** Every variant setting with its default. */
  readonly defaultVariants: Readonly<V>;
  /** What each variant setting means and which values it takes (for help texts and forms). */
  readonly variantSpecs: readonly VariantSpec[];

  /**
   * Checks variant settings given by a user (values may be strings from the command line, as
   * `"true"` or `"12"`): the typed settings, or every problem with a path `$.variants.<key>`.
   */
  parseVariants(raw: Record<string, unknown>): Result<Partial<V>, PathError[]>;
  /** A new seeded game; throws a RangeError on a player count outside min..max. */
  setup(options: SetupOptions<V>): P;

  /** Number of seats. */
  seats(position: P): number;
  /** The seat that acts next, or null when the game is over. */
  toAct(position: P): number | null;
  /** True once the game has ended. */
  isOver(position: P): boolean;
  /** The current round (or turn cycle) number, for summaries. */
  round(position: P): number;

  /** Every legal action of the seat to act, in the engine's documented order (empty when over). */
  legalActions(position: P): A[];
  /** Why an action is illegal (a stable code and a sentence), or null when legal. */
  checkAction(position: P, action: A): CodedError | null;
  /** Plays a checked action, returning a new position; the input is unchanged. */
  play(position: P, action: A): Result<P, CodedError>;
  /** A deep copy the caller owns. */
  clone(position: P): P;
  /** Applies an action the caller guarantees legal to a position the caller owns (search). */
  applyInPlace(position: P, action: A): void;
  /** Parses action notation. */
  parseAction(text: string): Result<A, CodedError>;
  /** Prints action notation; `parseAction(makeAction(a))` gives `a` back. */
  makeAction(action: A): string;

  /** What one seat may know. */
  observe(position: P, seat: number): O;
  /**
   * A full position consistent with an observation: every hidden part sampled from the
   * observer's belief with `rng`; everything the observer knows kept exactly.
   */
  determinize(observation: O, rng: Rng): P;

  /** Final scores as if the game ended now, one line per seat in seat order. */
  scores(position: P): ScoreLine[];
  /** The winning seats (ties share), as if the game ended now. */
  winners(position: P): number[];
  /** Why the game ended (a stable code), or null while it runs. */
  endReason(position: P): string | null;
  /** Why the game ended, in words a player understands, with the round; null while it runs. */
  describeEnd(position: P): string | null;

  /** Reads and validates a position document: the position, or every problem with a JSON path. */
  fromJSON(json: unknown): Result<P, PathError[]>;
  /** Writes a position document; `fromJSON(toJSON(p))` gives `p` back exactly. */
  toJSON(position: P): unknown;
  /** Conservation and consistency problems of a position (empty when every invariant holds). */
  invariants(position: P): string[];
  /** The position as text for a terminal (`nautilab show`); `seat` shows what that seat knows, null everything. */
  render(position: P, seat: number | null): string;

  /** The greedy bot's policy: one of `legal`, from what the observation shows. */
  greedy(observation: O, legal: readonly string[]): string;
  /** A fast playout policy on full positions (determinizations): one of `legal`. */
  rollout(position: P, legal: readonly A[], rng: Rng): A;
  /**
   * A heuristic value of a position for `seat`: its expected final score minus the best other
   * seat's (the real margin once the game is over). Used to cut playouts short.
   */
  evaluate(position: P, seat: number): number;
  /**
   * The actions worth searching (notation), a subset of `legal` that keeps the best ones; search
   * trees branch on these. Absent: every legal action.
   */
  prune?(position: P, legal: readonly string[]): string[];
  /** How many rounds past the current one a search's rollouts play before `evaluate` (the game's own horizon). */
  readonly rolloutRounds: number;
  /** The UCB exploration constant of searches, in units of `evaluate` (about the spread of its values). */
  readonly exploration: number;
  /**
   * How the `analyst` bot searches this game, as measured for it (docs/analysis-spec.md): how its
   * samples end (the game's end, or rounds past the current one) and what its tree climbs (win
   * shares, the evaluation, the final margin). Absent: samples to the end, climbing win shares.
   */
  readonly analyst?: { horizon: 'end' | number; select: 'win' | 'evaluation' | 'margin' };
}

/** Any game, for code that only passes positions and actions through. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;

import type { CodedError, PathError, Result } from './result.js';

/**
 * The game-agnostic face of a rules engine, shared by the worker, the bots, the arena and the CLI.
 * `P` is an immutable position, `A` an action, `O` a seat's observation. Every game of the
 * playground (Nautilus now, Atlantis and the duel later) implements it.
 */
export interface Game<P, A, O> {
  /** Stable identifier, also the prefix of the position format (`nautilus`). */
  readonly id: string;
  /** Human name. */
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Number of seats in a position. */
  seats(position: P): number;
  /** The seat that acts next, or null when the game is over. */
  toAct(position: P): number | null;
  /** True once the game has ended. */
  isOver(position: P): boolean;
  /** Every legal action of the seat to act, in the engine's documented order. */
  legalActions(position: P): A[];
  /** Plays a checked action; illegal actions are refused with a code. */
  play(position: P, action: A): Result<P, CodedError>;
  /** Plays an action the caller guarantees to be legal (search, perft). */
  playUnchecked(position: P, action: A): P;
  /** Parses action notation. */
  parseAction(text: string): Result<A, CodedError>;
  /** Prints action notation; `parseAction(makeAction(a))` gives `a` back. */
  makeAction(action: A): string;
  /** What one seat may know of the position. */
  observe(position: P, seat: number): O;
  /** Final scores (as if the game ended now), one per seat. */
  scores(position: P): { seat: number; total: number }[];
  /** Reads and validates a position document. */
  fromJSON(json: unknown): Result<P, PathError[]>;
  /** Writes a position document; `fromJSON(toJSON(p))` gives `p` back exactly. */
  toJSON(position: P): unknown;
}

import type { Playouts } from './playoutTypes.js';
import type { CodedError, PathError, Result } from './result.js';
import type { Rng } from './rng.js';
import type { VariantSpec } from './variants.js';

/** One seat's final score: `total` decides the game; games add their own breakdown keys. */
export interface ScoreLine {
  seat: number;
  total: number;
}

/**
 * The legal actions of one position state by index, in the order of `legalActions`, each made only
 * when asked for. A list stays valid while its position is unchanged.
 */
export interface LegalList<A, P = unknown> {
  /** How many legal actions there are. */
  readonly count: number;
  /** The action at index `i` (0 <= i < count). */
  action(i: number): A;
  /** Its notation, `makeAction(action(i))`, printed without building the action where the engine can. */
  notation(i: number): string;
  /** Every notation in order, printed once per list (the same array each time: the caller must not change it). */
  notations(): readonly string[];
  /** The position after action `i`: a new position (the list's own unchanged), made as `play` makes it but without the check. */
  after(i: number): P;
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
  /**
   * The legal actions by index, made only when read (the engine's compact codes where it has them),
   * remembered for the position's current state; absent: `legalListOf` makes one from `legalActions`.
   */
  legalList?(position: P): LegalList<A, P>;
  /** The list `legalList` remembers for the position's current state, or null; makes nothing. */
  knownLegalList?(position: P): LegalList<A, P> | null;
  /** Why an action is illegal (a stable code and a sentence), or null when legal. */
  checkAction(position: P, action: A): CodedError | null;
  /**
   * Plays a checked action, returning a new position; the input is unchanged. An action object of
   * the last `legalActions` of the same, unchanged position is known legal and not checked again.
   */
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
   * What one seat knows that the public state does not show (its hand, what it has seen), as a
   * key: positions alike in public give a seat the same observation exactly when they give it the
   * same key. Cheap (the search keys another seat's choices by it: docs/analysis-spec.md, *Review*).
   */
  secret(position: P, seat: number): string;
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
  /**
   * The engine that plays this instance's search samples, where its host gave it a faster one than
   * the TS engine (Nautilus: the WASM playout engine); the same games as `rollout` plays. Absent:
   * the TS engine (`tsPlayouts`).
   */
  readonly playouts?: Playouts<P>;
}

/** Any game, for code that only passes positions and actions through. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;

/**
 * A legal list made from action objects: notation printed when read (all of it once), the copy by
 * `clone` + `applyInPlace`.
 */
export function listOfActions<P, A>(game: Pick<Game<P, A, unknown, object>, 'makeAction' | 'clone' | 'applyInPlace'>, position: P, actions: readonly A[]): LegalList<A, P> {
  let printed: string[] | null = null;
  return {
    count: actions.length,
    action: (i) => actions[i]!,
    notation: (i) => (printed ? printed[i]! : game.makeAction(actions[i]!)),
    notations: () => (printed ??= actions.map((a) => game.makeAction(a))),
    after: (i) => {
      const next = game.clone(position);
      game.applyInPlace(next, actions[i]!);
      return next;
    },
  };
}

/** The legal actions of a position by index: the game's own `legalList`, or one made from `legalActions`. */
export function legalListOf<P, A>(game: Game<P, A, unknown, object>, position: P): LegalList<A, P> {
  return game.legalList ? game.legalList(position) : listOfActions(game, position, game.legalActions(position));
}

/** What a game instance remembers of legal actions (`legalMemo`). */
export interface LegalMemo<P, A> {
  /** `legalActions`, remembering the list (a copy) and its position for `listed`. */
  legalActions(position: P): A[];
  /** True when `action` is an object of the list last made for `position` (so legal there while it is unchanged). */
  listed(position: P, action: A): boolean;
  /** The legal list of `position`'s current state: remembered for the last few positions asked about. */
  legalList(position: P): LegalList<A, P>;
  /** The remembered list of `position`, or null (nothing is made). */
  knownLegalList(position: P): LegalList<A, P> | null;
  /** `position` is about to change in place: its lists are forgotten, and every list remembered before (of any position, by any instance) retired. */
  changed(position: P): void;
}

/** Position states a game instance remembers legal lists of. */
const LIST_SLOTS = 4;

/**
 * Changes made in place through any game instance so far. A remembered list belongs to the count
 * it was made at: any change in place (of that position or another, through this instance or
 * another) retires every list remembered before it, so a list never outlives its state even when
 * two instances of a game see the same position.
 */
let changes = 0;

/**
 * A game instance's memory of legal actions, so that play of an action it listed skips the check (the
 * list already is the check's answer) and notation is printed once per position state. It holds the
 * last `legalActions` list and the legal lists of the last few positions asked about, by identity and
 * `changes` (no WeakMap: an entry per short-lived position costs the garbage collector more). Every
 * game's `applyInPlace` calls `changed` first; positions change no other way (see `Game`).
 */
export function legalMemo<P, A>(legalActions: (position: P) => A[], makeList: (position: P) => LegalList<A, P>): LegalMemo<P, A> {
  let lastPosition: P | null = null;
  let lastVersion = -1;
  let lastList: A[] = [];
  const positions: (P | null)[] = new Array<P | null>(LIST_SLOTS).fill(null);
  const versions: number[] = new Array<number>(LIST_SLOTS).fill(-1);
  const lists: (LegalList<A, P> | null)[] = new Array<LegalList<A, P> | null>(LIST_SLOTS).fill(null);
  let next = 0;
  const known = (position: P): LegalList<A, P> | null => {
    for (let i = 0; i < LIST_SLOTS; i++) if (positions[i] === position && versions[i] === changes) return lists[i]!;
    return null;
  };
  return {
    legalActions(position) {
      const list = legalActions(position);
      lastPosition = position;
      lastVersion = changes;
      // a copy: the caller may change the array it gets
      lastList = list.slice();
      return list;
    },
    listed: (position, action) => position === lastPosition && lastVersion === changes && lastList.indexOf(action) >= 0,
    legalList(position) {
      let list = known(position);
      if (!list) {
        list = makeList(position);
        positions[next] = position;
        versions[next] = changes;
        lists[next] = list;
        next = (next + 1) % LIST_SLOTS;
      }
      return list;
    },
    knownLegalList: known,
    changed(position) {
      changes++;
      // what this instance held of the position goes now (the count retires the rest)
      for (let i = 0; i < LIST_SLOTS; i++) {
        if (positions[i] !== position) continue;
        positions[i] = null;
        lists[i] = null;
      }
      if (position !== lastPosition) return;
      lastPosition = null;
      lastList = [];
    },
  };
}

/**
 * The bot API (the OpenSpiel / boardgame.io shape): a bot sees its seat's observation (never the
 * true state), the legal actions in notation, and a context with a seeded random, its remaining
 * time, a log, and a forward model on determinizations (full positions sampled from what the seat
 * knows). It returns one of the legal actions (or a promise of one). Each game adds its own
 * queries (Nautilus: submarine reach, sonar, beliefs about unseen tiles).
 *
 * `bot-api.d.ts` beside this file declares the Nautilus API as globals for the Monaco editor; a
 * type test keeps the two in step.
 */
import type { BotAnalysis, BotAnalysisOptions } from '../analysis/forBot.js';
import type { Observation, TileBelief } from '../nautilus/observation.js';
import type { Position, Square } from '../nautilus/types.js';

/** The forward model: engine functions on full positions (a determinization, never the truth). */
export interface BotEngine<P = Position> {
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

/** What a bot of any game receives for one decision. */
export interface GameBotContext<O = unknown, P = unknown> {
  /** The game's id (`nautilus`, `atlantis`, `duel`). */
  readonly game: string;
  /** The bot's seat. */
  readonly seat: number;
  /** What the seat may know. */
  readonly observation: O;
  /** The legal actions; the bot must return one of them. */
  readonly legal: readonly string[];
  /** A full position consistent with the observation, hidden parts sampled from the belief. */
  determinize(): P;
  /** The forward model for determinizations. */
  readonly engine: BotEngine<P>;
  /** A seeded random number in [0, 1). */
  random(): number;
  /** A seeded random integer in [0, n). */
  randomInt(n: number): number;
  /** Milliseconds left before the deadline of this decision. */
  timeLeft(): number;
  /** Writes to the bot's console. */
  log(...values: unknown[]): void;
  /**
   * The analysis engine on this decision: a search of the bot's own observation (determinizations,
   * this engine) for `ms` (default: the time left less a safety margin) or `iterations` samples;
   * every sampled legal action with its win probability (Wilson 95%), expected score and margin, and
   * best line, most sampled first.
   */
  analyze(options?: BotAnalysisOptions): BotAnalysis;
}

/** What a Nautilus bot receives for one decision. */
export interface BotContext extends GameBotContext<Observation, Position> {
  /** Targets of a submarine's normal move now (`"seat:index"`), as the rules allow it. */
  reach(sub: string): Square[];
  /** Face-down tiles a ping from that submarine would show. */
  sonar(sub: string): Square[];
  /** For every face-down tile this seat has not seen: what it may be, with probabilities. */
  beliefs(): TileBelief[];
  /** Which kernel answers `reach` and `sonar`: the WASM kernel, or its TypeScript twin where WASM cannot load. */
  readonly kernel: 'wasm' | 'ts' | 'naive';
}

/** A bot: a name and a decision function. */
export interface Bot<C = GameBotContext> {
  readonly name: string;
  act(ctx: C): string | Promise<string>;
}

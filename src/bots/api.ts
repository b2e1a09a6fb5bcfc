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
import type { BotEngine as AnyBotEngine } from '../core/botEngine.js';
import type { Observation, TileBelief } from '../nautilus/observation.js';
import type { Position, Square } from '../nautilus/types.js';

/** The forward model on determinizations (`core/botEngine.ts`), on Nautilus positions unless told otherwise. */
export type BotEngine<P = Position> = AnyBotEngine<P>;

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
  /** Which engine plays `engine.rollout` and `analyze`'s samples: the WASM playout engine, or TypeScript (its twin, or the object engine) where WASM cannot load. */
  readonly playouts: 'wasm' | 'ts';
}

/** A bot: a name and a decision function. */
export interface Bot<C = GameBotContext> {
  readonly name: string;
  act(ctx: C): string | Promise<string>;
}

/**
 * A clock (ms) that runs as the context's deadline does: `timeLeft` counted down, so a search timed
 * on it is charged as the host charges the bot (wall time, or the thread's CPU time on the command
 * line). It stops at 0 once the deadline has passed.
 */
export function contextClock(ctx: Pick<GameBotContext, 'timeLeft'>): () => number {
  return () => -ctx.timeLeft();
}

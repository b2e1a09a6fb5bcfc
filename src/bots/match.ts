/**
 * Playing one game of any `Game` between seats that decide asynchronously (in-process bots, bots
 * in sandboxes, humans). A seat that throws, answers with something that is not one of the legal
 * actions, misses its deadline or crashes forfeits: the game stops, that seat ranks last, the
 * reason is recorded, and the caller goes on. Nothing a seat answers is trusted or stored whole.
 */
import type { AnyGame } from '../core/game.js';
import { excerpt } from '../core/excerpt.js';
import type { Bot } from './api.js';
import { GAMES, gameById, type GameRegistry } from '../games.js';
import { makeContext } from './context.js';
import { decisionSeed, randomSecret } from './seeds.js';

/** One decision request. */
export interface Decision {
  /** The game's id. */
  game: string;
  observation: unknown;
  legal: string[];
  /** The seed of the bot's random: a one-way function of a host secret (see `seeds.ts`). */
  seed: number;
  ply: number;
  deadlineMs: number;
}

/** A seat of a game: something that answers decisions. */
export interface SeatPlayer {
  name: string;
  decide(d: Decision): Promise<string>;
  /** The game is over: forget everything of it (a sandboxed bot starts its next game in a fresh sandbox). */
  endGame?(): void;
}

export const FORFEIT_REASONS = ['threw', 'illegal', 'timeout', 'crashed'] as const;
export type ForfeitReason = (typeof FORFEIT_REASONS)[number];

/** A seat's failure to answer, with the forfeit reason it causes. Recognised by name across realms. */
export class BotFailure extends Error {
  override name = 'BotFailure';
  constructor(
    readonly reason: ForfeitReason,
    message: string,
  ) {
    super(message);
  }
}

/** The forfeit reason of anything a seat's `decide` threw. */
export function failureReason(e: unknown): ForfeitReason {
  const r = (e as { name?: unknown; reason?: unknown } | null)?.reason;
  return (e as { name?: unknown } | null)?.name === 'BotFailure' && (FORFEIT_REASONS as readonly unknown[]).includes(r) ? (r as ForfeitReason) : 'threw';
}

/** A short description of anything thrown. */
function messageOf(e: unknown): string {
  try {
    const m = (e as { message?: unknown } | null)?.message;
    return excerpt(typeof m === 'string' ? m : String(e), 300);
  } catch {
    return 'an unprintable value was thrown';
  }
}

export interface Forfeit {
  seat: number;
  bot: string;
  reason: ForfeitReason;
  message: string;
  ply: number;
}

/** The result of one game (and enough to replay it). */
export interface GameResult {
  game: string;
  seed: number;
  bots: string[];
  actions: string[];
  scores: number[];
  /** Seats ranked first; a forfeiting seat never wins. */
  winners: number[];
  endReason: string;
  /** Why the game ended, in words. */
  endText: string;
  rounds: number;
  forfeit: Forfeit | null;
  variants: Record<string, unknown>;
}

export interface RunGameOptions {
  game: AnyGame;
  seed: number;
  players: SeatPlayer[];
  variants?: Record<string, unknown>;
  /** Start from this position instead of a new game (continue from here). */
  initial?: unknown;
  deadlineMs?: number;
  /**
   * The secret behind the bots' decision seeds. A fresh random one when absent; pass
   * `secretFromSeed(seed)` only when every seat is trusted and the game must replay exactly.
   */
  secret?: Uint8Array;
  /** Called after each action (for live views). */
  onAction?: (action: string, seat: number, position: unknown) => void;
  /** Stops the game between actions when it returns true. */
  cancelled?: () => boolean;
  maxActions?: number;
}

/** The most actions a game plays before it is stopped without an end (`maxActions`). */
export const MAX_ACTIONS = 100_000;

/** Plays one game to its end (or the first forfeit); returns the result and the final position. */
export async function runGame(o: RunGameOptions): Promise<GameResult & { final: unknown }> {
  const game = o.game;
  const variants = o.variants ?? {};
  let pos = o.initial !== undefined ? game.clone(o.initial) : game.setup({ players: o.players.length, seed: o.seed, variants });
  const secret = o.secret ?? randomSecret();
  const actions: string[] = [];
  let forfeit: Forfeit | null = null;
  const deadlineMs = o.deadlineMs ?? 1000;
  try {
    for (let ply = 0; !game.isOver(pos) && ply < (o.maxActions ?? MAX_ACTIONS); ply++) {
      if (o.cancelled?.()) throw new Error('cancelled');
      const seat = game.toAct(pos)!;
      const legal = game.legalActions(pos).map((a: unknown) => game.makeAction(a));
      const player = o.players[seat]!;
      let answer: unknown;
      try {
        const decision: Decision = { game: game.id, observation: game.observe(pos, seat), legal, seed: decisionSeed(secret, o.seed, seat, ply), ply, deadlineMs };
        answer = await player.decide(decision);
      } catch (e) {
        forfeit = { seat, bot: player.name, reason: failureReason(e), message: messageOf(e), ply };
        break;
      }
      if (typeof answer !== 'string' || !legal.includes(answer)) {
        const shown = typeof answer === 'string' ? JSON.stringify(excerpt(answer)) : `a ${typeof answer}`;
        forfeit = { seat, bot: player.name, reason: 'illegal', message: `answered ${shown}, not one of the ${legal.length} legal actions`, ply };
        break;
      }
      const parsed = game.parseAction(answer);
      const next = parsed.ok ? game.play(pos, parsed.value) : parsed;
      if (!next.ok) throw new Error(`the engine refused its own legal action '${answer}': ${next.error.message}`);
      pos = next.value;
      actions.push(answer);
      o.onAction?.(answer, seat, pos);
    }
  } finally {
    // nothing a bot learnt in this game reaches its next one (the rotated seat of the same deal)
    for (const p of o.players) p.endGame?.();
  }
  return { ...gameResult(game, pos, { seed: o.seed, bots: o.players.map((p) => p.name), actions, forfeit, variants }), final: pos };
}

/** A game's result from its last position: scores, winners (never a forfeiting seat) and its end, as `runGame` reports them. */
export function gameResult(game: AnyGame, pos: unknown, played: { seed: number; bots: string[]; actions: string[]; forfeit: Forfeit | null; variants: Record<string, unknown> }): GameResult {
  const { forfeit, actions } = played;
  const scores: number[] = game.scores(pos).map((s) => s.total);
  const eligible = scores.map((_, s) => s).filter((s) => !forfeit || s !== forfeit.seat);
  const top = Math.max(...eligible.map((s) => scores[s]!));
  const endReason = forfeit ? `forfeit:${forfeit.reason}` : (game.endReason(pos) ?? 'maxActions');
  const endText = forfeit
    ? `${forfeit.bot} (seat ${forfeit.seat}) forfeited: ${forfeit.message}`
    : (game.describeEnd(pos) ?? `stopped after ${actions.length} actions without an end`);
  return {
    game: game.id,
    seed: played.seed,
    bots: played.bots,
    actions,
    scores,
    winners: eligible.filter((s) => scores[s] === top),
    endReason,
    endText,
    rounds: game.round(pos),
    forfeit,
    variants: played.variants,
  };
}

/**
 * A trusted in-process bot as a seat (built-in bots; a sync bot cannot be preempted here). Its
 * forward model and kernel queries run on the host's game instances (`games`).
 */
export function inProcessSeat(bot: Bot, name: string = bot.name, games: GameRegistry = GAMES, now: () => number = () => Date.now()): SeatPlayer {
  return {
    name,
    async decide(d) {
      const game = gameById(d.game, games);
      if (!game) throw new Error(`unknown game '${d.game}'`);
      const start = now();
      const ctx = makeContext(game, d.observation, d.legal, { seed: d.seed, deadline: start + d.deadlineMs, now });
      const answer = await bot.act(ctx as never);
      if (now() - start > d.deadlineMs) throw new BotFailure('timeout', `took ${Math.round(now() - start)} ms, the deadline is ${d.deadlineMs} ms`);
      return answer;
    },
  };
}

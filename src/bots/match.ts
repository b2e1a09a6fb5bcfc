/**
 * Playing one game between seats that decide asynchronously (in-process bots, bots in workers,
 * humans). A seat that throws, answers with an illegal action or misses its deadline forfeits:
 * the game stops, that seat ranks last, the reason is recorded, and the caller goes on.
 */
import {
  legalActions,
  makeAction,
  observe,
  parseAction,
  play,
  scoreBreakdown,
  setupGame,
  type Observation,
  type Position,
  type Variants,
} from '../nautilus/index.js';
import type { Bot } from './api.js';
import { makeContext } from './context.js';

/** One decision request. */
export interface Decision {
  observation: Observation;
  legal: string[];
  /** A seed for the bot's random, fixed by game seed, seat and ply: replays repeat. */
  seed: number;
  ply: number;
  deadlineMs: number;
}

/** A seat of a game: something that answers decisions. */
export interface SeatPlayer {
  name: string;
  decide(d: Decision): Promise<string>;
}

export const FORFEIT_REASONS = ['threw', 'illegal', 'timeout'] as const;
export type ForfeitReason = (typeof FORFEIT_REASONS)[number];

/** Thrown by a seat's `decide` to report a timeout (the runner then terminated the bot). Recognised by name, so it survives bundles and realms. */
export class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded';
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
  seed: number;
  bots: string[];
  actions: string[];
  scores: number[];
  /** Seats ranked first; a forfeiting seat never wins. */
  winners: number[];
  endReason: string;
  rounds: number;
  forfeit: Forfeit | null;
  variants: Partial<Variants>;
}

export interface RunGameOptions {
  seed: number;
  players: SeatPlayer[];
  variants?: Partial<Variants>;
  deadlineMs?: number;
  /** Called after each action (for live views). */
  onAction?: (action: string, seat: number, position: Position) => void;
  /** Stops the game between actions when it returns true. */
  cancelled?: () => boolean;
  maxActions?: number;
}

/** The decision seed of a seat at a ply. */
export function decisionSeed(gameSeed: number, seat: number, ply: number): number {
  return (Math.imul(gameSeed, 40503) + Math.imul(seat + 1, 9973) + Math.imul(ply, 7919)) | 0;
}

/** Plays one game to its end (or the first forfeit). */
export async function runGame(o: RunGameOptions): Promise<GameResult> {
  const variants = o.variants ?? {};
  let pos = setupGame({ players: o.players.length, seed: o.seed, variants });
  const actions: string[] = [];
  let forfeit: Forfeit | null = null;
  const deadlineMs = o.deadlineMs ?? 1000;
  for (let ply = 0; pos.endReason === null && ply < (o.maxActions ?? 100_000); ply++) {
    if (o.cancelled?.()) throw new Error('cancelled');
    const seat = pos.toAct;
    const legal = legalActions(pos).map(makeAction);
    const player = o.players[seat]!;
    let answer: string;
    try {
      answer = await player.decide({ observation: observe(pos, seat), legal, seed: decisionSeed(o.seed, seat, ply), ply, deadlineMs });
    } catch (e) {
      const timeout = (e as Error)?.name === 'DeadlineExceeded';
      forfeit = { seat, bot: player.name, reason: timeout ? 'timeout' : 'threw', message: String((e as Error)?.message ?? e), ply };
      break;
    }
    const parsed = typeof answer === 'string' ? parseAction(answer) : null;
    const next = parsed?.ok && legal.includes(answer) ? play(pos, parsed.value) : null;
    if (!next || !next.ok) {
      forfeit = { seat, bot: player.name, reason: 'illegal', message: `answered ${JSON.stringify(answer)}, not one of the ${legal.length} legal actions`, ply };
      break;
    }
    pos = next.value;
    actions.push(answer);
    o.onAction?.(answer, seat, pos);
  }
  const scores = scoreBreakdown(pos).map((s) => s.total);
  const eligible = scores.map((_, s) => s).filter((s) => !forfeit || s !== forfeit.seat);
  const top = Math.max(...eligible.map((s) => scores[s]!));
  return {
    seed: o.seed,
    bots: o.players.map((p) => p.name),
    actions,
    scores,
    winners: eligible.filter((s) => scores[s] === top),
    endReason: forfeit ? `forfeit:${forfeit.reason}` : (pos.endReason ?? 'maxActions'),
    rounds: pos.round,
    forfeit,
    variants,
  };
}

/** A trusted in-process bot as a seat (built-in bots; a sync bot cannot be preempted here). */
export function inProcessSeat(bot: Bot, now: () => number = () => Date.now()): SeatPlayer {
  return {
    name: bot.name,
    async decide(d) {
      const start = now();
      const ctx = makeContext(d.observation, d.legal, { seed: d.seed, deadline: start + d.deadlineMs, now });
      const answer = await bot.act(ctx);
      if (now() - start > d.deadlineMs) throw new DeadlineExceeded(`took ${Math.round(now() - start)} ms, the deadline is ${d.deadlineMs} ms`);
      return answer;
    },
  };
}

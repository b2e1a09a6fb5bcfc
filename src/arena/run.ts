/** Running one scheduled game of a tournament: built-in bots in-process, user bots in their sandboxes. */
import type { Bot } from '../bots/api.js';
import { inProcessSeat, runGame, type GameResult, type SeatPlayer } from '../bots/match.js';
import { builtinBot } from '../bots/registry.js';
import { randomSecret, secretFromSeed } from '../bots/seeds.js';
import { GAMES, gameById, type GameRegistry } from '../games.js';
import type { GameSpec } from './schedule.js';

/** One bot of a tournament: a built-in by name, or user code (an ES module exporting `act`). */
export interface TournamentEntry {
  /** Unique within the tournament (`greedy#2`). */
  name: string;
  builtin?: string;
  code?: string;
}

export interface TournamentSpec {
  game: string;
  entries: TournamentEntry[];
  players: number;
  games: number;
  seed: number;
  deadlineMs: number;
  variants?: Record<string, unknown>;
}

/** Makes a sandboxed seat for user code (the host decides how: child processes, Web Workers). */
export type UserSeatFactory = (name: string, code: string) => SeatPlayer;

/** Seats for the entries of one host, reused across that host's games (a sandbox is costly to start). */
export class SeatCache {
  private readonly seats = new Map<string, SeatPlayer>();
  constructor(
    private readonly userSeat?: UserSeatFactory,
    /** The host's game instances (its kernel), for built-in bots and the games themselves. */
    readonly games: GameRegistry = GAMES,
    /** The clock built-in bots' deadlines are charged on (default the wall clock; the command line charges the thread's CPU time). */
    private readonly now?: () => number,
  ) {}

  /** The seat of an entry. */
  seat(t: TournamentSpec, entry: TournamentEntry): SeatPlayer {
    let seat = this.seats.get(entry.name);
    if (seat) return seat;
    if (entry.code !== undefined) {
      if (!this.userSeat) throw new Error(`no sandbox for the user bot '${entry.name}'`);
      seat = this.userSeat(entry.name, entry.code);
    } else {
      const bot = builtinBot(entry.builtin ?? entry.name, t.game);
      if (!bot) throw new Error(`unknown bot '${entry.builtin ?? entry.name}'`);
      seat = inProcessSeat(bot as Bot, entry.name, this.games, this.now);
    }
    this.seats.set(entry.name, seat);
    return seat;
  }

  /** Every sandboxed seat, to stop them at the end. */
  all(): SeatPlayer[] {
    return [...this.seats.values()];
  }
}

/** Plays one scheduled game. Only games between built-in bots derive the bots' secret from the seed. */
export async function playSpec(t: TournamentSpec, g: GameSpec, seats: SeatCache): Promise<GameResult> {
  const game = gameById(t.game, seats.games);
  if (!game) throw new Error(`unknown game '${t.game}'`);
  const entries = g.seats.map((i) => t.entries[i]!);
  const trusted = entries.every((e) => e.code === undefined);
  const { final: _final, ...result } = await runGame({
    game,
    seed: g.seed,
    players: entries.map((e) => seats.seat(t, e)),
    deadlineMs: t.deadlineMs,
    variants: t.variants,
    secret: trusted ? secretFromSeed(g.seed) : randomSecret(),
  });
  return result;
}

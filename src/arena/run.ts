/** Running a tournament's games with built-in bots, in-process (used by each pool worker). */
import { builtinBot } from '../bots/builtin.js';
import { inProcessSeat, runGame, type GameResult, type SeatPlayer } from '../bots/match.js';
import type { Variants } from '../nautilus/types.js';
import type { GameSpec } from './schedule.js';

export interface TournamentSpec {
  /** Bot names: built-ins, or names with their source in `code`. */
  bots: string[];
  /** Source code (ES modules exporting `act`) of user bots, by name. */
  code?: Record<string, string>;
  players: number;
  games: number;
  seed: number;
  deadlineMs: number;
  variants?: Partial<Variants>;
}

/** Makes a sandboxed seat for user code (the host decides how: worker_threads, Web Workers). */
export type UserSeatFactory = (name: string, code: string) => SeatPlayer;

const userSeats = new Map<string, SeatPlayer>();

/** Plays one scheduled game: built-in bots in-process, user bots in their sandboxes. */
export async function playSpec(t: TournamentSpec, g: GameSpec, userSeat?: UserSeatFactory): Promise<GameResult> {
  const players = g.seats.map((i) => {
    const name = t.bots[i]!;
    const code = t.code?.[name];
    if (code !== undefined) {
      if (!userSeat) throw new Error(`no sandbox for user bot '${name}'`);
      let seat = userSeats.get(name);
      if (!seat) userSeats.set(name, (seat = userSeat(name, code)));
      return seat;
    }
    const bot = builtinBot(name);
    if (!bot) throw new Error(`unknown bot '${t.bots[i]}'`);
    return { ...inProcessSeat(bot), name: t.bots[i]! };
  });
  return runGame({ seed: g.seed, players, deadlineMs: t.deadlineMs, variants: t.variants });
}

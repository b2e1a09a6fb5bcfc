/** Running a tournament's games with built-in bots, in-process (used by each pool worker). */
import { builtinBot } from '../bots/builtin.js';
import { inProcessSeat, runGame, type GameResult } from '../bots/match.js';
import type { Variants } from '../nautilus/types.js';
import type { GameSpec } from './schedule.js';

export interface TournamentSpec {
  bots: string[];
  players: number;
  games: number;
  seed: number;
  deadlineMs: number;
  variants?: Partial<Variants>;
}

/** Plays one scheduled game with built-in bots. */
export async function playSpec(t: TournamentSpec, g: GameSpec): Promise<GameResult> {
  const players = g.seats.map((i) => {
    const bot = builtinBot(t.bots[i]!);
    if (!bot) throw new Error(`unknown bot '${t.bots[i]}'`);
    return { ...inProcessSeat(bot), name: t.bots[i]! };
  });
  return runGame({ seed: g.seed, players, deadlineMs: t.deadlineMs, variants: t.variants });
}

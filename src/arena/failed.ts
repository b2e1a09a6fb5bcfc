/** A game that could not be played, as every arena records it (the command line's threads and queue, the browser's workers). */
import type { GameResult } from '../bots/match.js';
import { excerpt } from '../core/excerpt.js';
import type { TournamentSpec } from './run.js';
import type { GameSpec } from './schedule.js';

/** The end reason of a game that could not be played. */
export const FAILED = 'error';

/** Characters of the reason a failed game keeps (a thread's or a queue's error, cleaned). */
const FAILED_REASON_CHARS = 1000;

/** A game that could not be played (its thread died twice, a worker refused it): no scores, no winner, the reason kept, cleaned and cut. */
export function failedGame(t: Pick<TournamentSpec, 'game' | 'entries' | 'variants'>, g: Pick<GameSpec, 'seed' | 'seats'>, message: string): GameResult {
  return {
    game: t.game,
    seed: g.seed,
    bots: g.seats.map((i) => t.entries[i]!.name),
    actions: [],
    scores: [],
    winners: [],
    endReason: FAILED,
    endText: `the game could not be played: ${excerpt(message, FAILED_REASON_CHARS)}`,
    rounds: 0,
    forfeit: null,
    variants: t.variants ?? {},
  };
}

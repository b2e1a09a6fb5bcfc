/**
 * A tournament on a work queue (`arena --queue`, `worker --queue`): what travels through Redis and
 * how the coordinator checks what comes back. The schedule is the local one: a job is one game by
 * its schedule index; the tournament (its bots' code included) is stored once under its content
 * hash, and every worker checks the hash before it plays. Results come back on a list per
 * tournament, so a result that arrives twice (a game played again after a worker was lost) is
 * seen as a repeat of its index and counts once. The Redis side lives in `cli/queue.ts`.
 */
import type { GameResult } from '../bots/match.js';
import type { TournamentSpec } from './run.js';
import type { GameSpec } from './schedule.js';

/** The BullMQ queue every coordinator and worker shares. */
export const QUEUE_NAME = 'nautilab-arena';

/** A job: one scheduled game of the tournament stored under `tournament` (its content hash). */
export interface QueueJob {
  tournament: string;
  game: GameSpec;
}

/** What a worker sends back for one game. */
export interface QueueResult {
  index: number;
  result: GameResult;
}

/** The tournament a queue plays: everything but the number of games, so `--resume` with more games keeps its jobs. */
export type QueuedTournament = Omit<TournamentSpec, 'games'>;

/** The text that is hashed and stored for a tournament (its key order fixed). */
export function tournamentText(t: TournamentSpec): string {
  const { game, entries, players, seed, deadlineMs, variants } = t;
  const stored: QueuedTournament = { game, entries: entries.map((e) => ({ ...e })), players, seed, deadlineMs, variants: variants ?? {} };
  return JSON.stringify(stored);
}

/** Redis keys of a tournament (besides BullMQ's own): its stored text and its list of results. */
export const queueKeys = (hash: string): { tournament: string; results: string } => ({
  tournament: `nautilab:arena:${hash}:tournament`,
  results: `nautilab:arena:${hash}:results`,
});

/** The BullMQ job id of a game (hash prefix and index: one job per game, however often it is added). */
export const jobId = (hash: string, index: number): string => `${hash.slice(0, 32)}-${index}`;

/**
 * A result from the queue checked against the schedule: the game at its index (seed and seats),
 * one score per seat, winners and a forfeit among the seats. Null with the reason when it is not.
 */
export function checkQueuedResult(t: TournamentSpec, specs: readonly GameSpec[], value: unknown): { ok: true; value: QueueResult } | { ok: false; error: string } {
  const bad = (why: string): { ok: false; error: string } => ({ ok: false, error: why });
  if (typeof value !== 'object' || value === null) return bad('is not an object');
  const { index, result } = value as Partial<QueueResult>;
  if (!Number.isInteger(index) || index! < 0 || index! >= specs.length) return bad(`names game ${JSON.stringify(index)}, not one of the ${specs.length} scheduled`);
  const g = specs[index!]!;
  if (typeof result !== 'object' || result === null) return bad(`game ${index}: has no result`);
  const r = result as Partial<GameResult>;
  const seats = g.seats.map((i) => t.entries[i]!.name);
  if (r.seed !== g.seed || JSON.stringify(r.bots) !== JSON.stringify(seats)) return bad(`game ${index}: is not the game the schedule has there (seed ${g.seed}, seats ${seats.join(', ')})`);
  if (!Array.isArray(r.scores) || r.scores.length !== t.players || !r.scores.every((s) => typeof s === 'number')) return bad(`game ${index}: has no score per seat`);
  if (!Array.isArray(r.winners) || !r.winners.every((w) => Number.isInteger(w) && w >= 0 && w < t.players)) return bad(`game ${index}: names a winner that is not a seat`);
  if (r.forfeit && !(Number.isInteger(r.forfeit.seat) && r.forfeit.seat >= 0 && r.forfeit.seat < t.players)) return bad(`game ${index}: names a forfeit that is not a seat`);
  if (typeof r.endReason !== 'string' || !Array.isArray(r.actions)) return bad(`game ${index}: has no end or no actions`);
  return { ok: true, value: { index: index!, result: r as GameResult } };
}

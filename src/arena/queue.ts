/**
 * A tournament on a work queue (`arena --queue`, `worker --queue`): what travels through Redis and
 * how each side reads what the other wrote. The schedule is the local one: a job is one game by
 * its schedule index; the tournament (its bots' code included) is stored once under its content
 * hash. Anyone who can write to Redis can write any of it, so nothing read back is trusted: a
 * worker reads the stored tournament and every job with the arena file's bounds and schema before
 * it does any work, and the coordinator replays every result on the engine from the game's deal
 * and keeps only what follows from it. Results come back on a list per tournament, so a result that
 * arrives twice (a game played again after a worker was lost) is seen as a repeat of its index and
 * counts once. The Redis side lives in `cli/queue.ts`.
 */
import { FORFEIT_REASONS, gameResult, MAX_ACTIONS, type Forfeit, type ForfeitReason, type GameResult } from '../bots/match.js';
import { parseBotRef } from '../bots/names.js';
import { excerpt } from '../core/excerpt.js';
import { parseDocument } from '../core/json.js';
import { err, ok, type Result } from '../core/result.js';
import { schemaChecker } from '../core/schemaErrors.js';
import { GAMES, gameById, type GameRegistry } from '../games.js';
import { LIMITS } from '../sandbox/protocol.js';
import { ARENA_LIMITS, arenaFileReasons, PLAN_PROPERTIES, settingsProblems } from './file.js';
import type { TournamentSpec } from './run.js';
import type { GameSpec } from './schedule.js';

/** The BullMQ queue every coordinator and worker shares. */
export const QUEUE_NAME = 'nautilab-arena';

/** A job: one scheduled game of the tournament stored under `tournament` (its content hash). */
export interface QueueJob {
  tournament: string;
  game: GameSpec;
}

/** What a worker sends back for one game: the game's record, and who played it (as the worker names itself). */
export interface QueueResult {
  index: number;
  result: GameResult;
  worker?: string;
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

/** Bounds of what the queue carries: a stored tournament holds at most 64 bot files of `LIMITS.codeBytes`. */
export const QUEUE_LIMITS = {
  tournamentChars: ARENA_LIMITS.bots * (LIMITS.codeBytes + 2 * ARENA_LIMITS.name + 100) + 10_000,
  /** The largest result a coordinator reads (a game record is a few KB; 100,000 actions fit). */
  resultChars: 4_000_000,
  /** Characters of a worker's name shown in messages. */
  workerName: 100,
} as const;

const int = (minimum: number, maximum: number): object => ({ type: 'integer', minimum, maximum });
const text = (maxLength: number): object => ({ type: 'string', maxLength });

/** The schema of a stored tournament (`tournamentText`): the arena file's bounds, entries with their code. */
const TOURNAMENT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game', 'entries', 'players', 'seed', 'deadlineMs', 'variants'],
  properties: {
    ...PLAN_PROPERTIES,
    deadlineMs: int(1, ARENA_LIMITS.deadline),
    entries: {
      type: 'array',
      minItems: 2,
      maxItems: ARENA_LIMITS.bots,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: text(ARENA_LIMITS.name), builtin: text(ARENA_LIMITS.name), code: text(LIMITS.codeBytes) },
      },
    },
  },
} as const;
const checkTournament = schemaChecker(TOURNAMENT_SCHEMA);

/** The schema of a job's data: a tournament's hash and a game of its schedule. */
const JOB_SCHEMA = {
  type: 'object',
  required: ['tournament', 'game'],
  properties: {
    tournament: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    game: {
      type: 'object',
      required: ['index', 'seed', 'seats'],
      properties: { index: int(0, ARENA_LIMITS.planned - 1), seed: int(0, ARENA_LIMITS.seed + ARENA_LIMITS.planned), seats: { type: 'array', maxItems: 8, items: int(0, ARENA_LIMITS.bots - 1) } },
    },
  },
} as const;
const checkJob = schemaChecker(JOB_SCHEMA);

/**
 * A stored tournament's text read as the arena file's head is read: within bounds, against its
 * schema, players within the game's range, known variants (played as read), a cycle of at most
 * `ARENA_LIMITS.lineups` line-ups, unique names, each entry a built-in of this game or a bot file's
 * code. Nothing of it is used before it passes.
 */
export function parseStoredTournament(text: string): Result<QueuedTournament, string> {
  if (text.length > QUEUE_LIMITS.tournamentChars) return err(`it is longer than ${QUEUE_LIMITS.tournamentChars} characters`);
  const parsed = parseDocument(text, { chars: QUEUE_LIMITS.tournamentChars, depth: 8, nodes: 10_000 });
  if (!parsed.ok) return err(arenaFileReasons(parsed.error).replace('it is not an arena file: ', ''));
  const problems = checkTournament(parsed.value);
  if (problems.length) return err(arenaFileReasons(problems));
  const t = parsed.value as QueuedTournament;
  const more = settingsProblems(t.game, t.entries.length, t.players, t.variants ?? {});
  if (more.length) return err(arenaFileReasons(more));
  if (new Set(t.entries.map((e) => e.name)).size !== t.entries.length) return err('$.entries: two entries have one name');
  for (const [k, e] of t.entries.entries()) {
    if ((e.code === undefined) === (e.builtin === undefined)) return err(`$.entries[${k}]: names neither a built-in nor a bot file's code, or both`);
    if (e.builtin !== undefined) {
      const ref = parseBotRef(e.builtin, t.game);
      if (!ref.ok || ref.value.kind !== 'builtin') return err(`$.entries[${k}].builtin: ${ref.ok ? 'is not a built-in bot' : ref.error}`);
    }
  }
  const variants = gameById(t.game)!.parseVariants(t.variants ?? {});
  return ok({ ...t, variants: variants.ok ? variants.value : {} });
}

/** A job's data read: the tournament's hash and the game (index, seed, seats), or why it is no job. */
export function parseJob(data: unknown): Result<QueueJob, string> {
  const problems = checkJob(data);
  if (problems.length) return err(`it is not a game of a tournament: ${arenaFileReasons(problems)}`);
  const { tournament, game } = data as QueueJob;
  return ok({ tournament, game: { index: game.index, seed: game.seed, seats: [...game.seats] } });
}

/** A worker's name in a message: its own word, cleaned and cut; "a worker that gave no name" without one. */
export const workerShown = (value: unknown): string => {
  const name = (value as { worker?: unknown } | null)?.worker;
  return typeof name === 'string' && name ? `worker ${JSON.stringify(excerpt(name, QUEUE_LIMITS.workerName))}` : 'a worker that gave no name';
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const shown = (v: unknown): string => excerpt(JSON.stringify(v) ?? String(v), 120);

/**
 * A result from the queue replayed: the game at its index (seed and seats of the schedule), its
 * actions played on the engine from the deal one by one (each one of the legal actions then, as
 * `runGame` requires of a bot), and its end, scores, winners, rounds and forfeit those the replay
 * reaches. The record kept is the replay's (what the worker claimed beyond it, extra keys included,
 * is dropped; a forfeit's message, which no replay can check, is cleaned and cut). The reason
 * when it is not.
 */
export function replayResult(t: TournamentSpec, specs: readonly GameSpec[], value: unknown, games: GameRegistry = GAMES): Result<QueueResult, string> {
  const bad = (why: string): { ok: false; error: string } => err(why);
  if (typeof value !== 'object' || value === null) return bad('is not an object');
  const { index, result } = value as Partial<QueueResult>;
  if (!Number.isInteger(index) || index! < 0 || index! >= specs.length) return bad(`names game ${shown(index)}, not one of the ${specs.length} scheduled`);
  const g = specs[index!]!;
  if (typeof result !== 'object' || result === null) return bad(`game ${index}: has no result`);
  const r = result as Partial<Record<keyof GameResult, unknown>>;
  const bots = g.seats.map((i) => t.entries[i]!.name);
  if (r.seed !== g.seed || !same(r.bots, bots)) return bad(`game ${index}: is not the game the schedule has there (seed ${g.seed}, seats ${bots.join(', ')})`);
  if (!Array.isArray(r.actions) || r.actions.length > MAX_ACTIONS) return bad(`game ${index}: has no list of at most ${MAX_ACTIONS} actions`);
  const game = gameById(t.game, games)!;
  const variants = t.variants ?? {};
  let pos = game.setup({ players: t.players, seed: g.seed, variants });
  const actions: string[] = [];
  for (const [ply, answer] of (r.actions as unknown[]).entries()) {
    if (game.isOver(pos)) return bad(`game ${index}: action ${ply} comes after the game's end`);
    const legal = game.legalActions(pos).map((a: unknown) => game.makeAction(a));
    if (typeof answer !== 'string' || !legal.includes(answer)) return bad(`game ${index}: action ${ply} (${shown(answer)}) is not one of the ${legal.length} legal actions there`);
    const parsed = game.parseAction(answer);
    const next = parsed.ok ? game.play(pos, parsed.value) : parsed;
    if (!next.ok) return bad(`game ${index}: action ${ply} (${shown(answer)}) is refused by the engine: ${next.error.message}`);
    pos = next.value;
    actions.push(answer);
  }
  let forfeit: Forfeit | null = null;
  if (r.forfeit === null || r.forfeit === undefined) {
    if (!game.isOver(pos) && actions.length < MAX_ACTIONS) return bad(`game ${index}: is not over after its ${actions.length} actions, and no seat forfeited`);
  } else {
    const f = r.forfeit as Partial<Record<keyof Forfeit, unknown>>;
    const seat = game.isOver(pos) ? null : game.toAct(pos);
    if (seat === null) return bad(`game ${index}: names a forfeit after the game's end`);
    if (f.seat !== seat || f.bot !== bots[seat] || f.ply !== actions.length) return bad(`game ${index}: names a forfeit of seat ${shown(f.seat)} at ply ${shown(f.ply)}; seat ${seat} (${bots[seat]}) was to act at ply ${actions.length}`);
    if (!(FORFEIT_REASONS as readonly unknown[]).includes(f.reason) || typeof f.message !== 'string') return bad(`game ${index}: names a forfeit without a known reason and a message`);
    forfeit = { seat, bot: bots[seat]!, reason: f.reason as ForfeitReason, message: excerpt(f.message, FORFEIT_MESSAGE_CHARS), ply: actions.length };
  }
  const replayed = gameResult(game, pos, { seed: g.seed, bots, actions, forfeit, variants });
  for (const key of ['game', 'scores', 'winners', 'endReason', 'rounds', 'variants'] as const) {
    if (!same(r[key], replayed[key])) return bad(`game ${index}: its ${key} is ${shown(r[key])}, the replay's is ${shown(replayed[key])}`);
  }
  if (!forfeit && r.endText !== replayed.endText) return bad(`game ${index}: its end is ${shown(r.endText)}, the replay's is ${shown(replayed.endText)}`);
  return ok({ index: index!, result: replayed });
}

/** Characters of a forfeit's message kept from a worker (the arena's own are at most a few hundred). */
const FORFEIT_MESSAGE_CHARS = 1000;

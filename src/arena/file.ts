/**
 * An arena file (what `arena --out` writes): its schema and bounds, and reading one from its text.
 * A file is untrusted input, read as a position is: within bounds, against a schema, each problem
 * with a path and a reason. Its tournament must be the one asked for (the same game, bots in the
 * same order, players, seed, deadline and variants; more games may be planned), and every game in
 * it must be the one the schedule puts at its index. The command line reads files through
 * `cli/arenaFile.ts`; the Arena page reads them for its ladder.
 */
import type { GameResult } from '../bots/match.js';
import { parseDocument } from '../core/json.js';
import { err, ok, type PathError, type Result } from '../core/result.js';
import { schemaChecker } from '../core/schemaErrors.js';
import { GAME_IDS, gameById } from '../games.js';
import { FAILED } from './failed.js';
import { lineupCount, lineups } from './schedule.js';

/** What makes two runs the same tournament (and the head of the arena file). */
export interface ArenaPlan {
  format: 'nautilab-arena/1';
  game: string;
  bots: string[];
  players: number;
  seed: number;
  /** Games planned in all (`--games`). */
  planned: number;
  deadline: number;
  variants: Record<string, unknown>;
  /** Per bot, `sha256:<hex>` of a bot file's code or null for a built-in (written when a bot file plays). */
  botHashes?: (string | null)[];
}

/** Bounds of an arena file: those of `arena`'s options, and a long tournament's games. */
export const ARENA_LIMITS = {
  /** Characters of the file (a game with its actions is a few KB). */
  chars: 256_000_000,
  depth: 16,
  nodes: 50_000_000,
  /** Games planned (`--games`). */
  planned: 1_000_000,
  bots: 64,
  /** Actions of one game (a game of any of the three games takes a few hundred). */
  actions: 100_000,
  /** Line-ups of one cycle of the schedule (every group of seats in every rotation). */
  lineups: 100_000,
  /** Characters of a bot's name (a built-in's, or a bot file's path). */
  name: 400,
  /** Milliseconds a decision (`--deadline`). */
  deadline: 600_000,
  /** The first deal (`--seed`). */
  seed: 2 ** 31,
  /** Characters of a game's end in words and of a forfeit's message. */
  text: 10_000,
} as const;

const int = (minimum: number, maximum: number): object => ({ type: 'integer', minimum, maximum });
const text = (maxLength: number): object => ({ type: 'string', maxLength });
const seats = { type: 'array', maxItems: 8 };
/** The schema of a tournament's settings, shared by the arena file and the queue's stored tournament. */
export const PLAN_PROPERTIES = {
  game: { enum: GAME_IDS },
  players: int(1, 8),
  seed: int(0, ARENA_LIMITS.seed),
  variants: { type: 'object', maxProperties: 32, additionalProperties: { type: ['string', 'number', 'boolean'] } },
} as const;

/** The JSON Schema of an arena file: what `arena --out` writes. */
export const ARENA_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'game', 'bots', 'players', 'seed', 'planned', 'deadline', 'variants', 'games'],
  properties: {
    format: { const: 'nautilab-arena/1' },
    ...PLAN_PROPERTIES,
    bots: { type: 'array', items: text(ARENA_LIMITS.name), minItems: 2, maxItems: ARENA_LIMITS.bots },
    planned: int(1, ARENA_LIMITS.planned),
    deadline: int(1, ARENA_LIMITS.deadline),
    botHashes: { type: 'array', maxItems: ARENA_LIMITS.bots, items: { oneOf: [{ type: 'null' }, { type: 'string', pattern: '^sha256:[0-9a-f]{64}$' }] } },
    games: {
      type: 'array',
      maxItems: ARENA_LIMITS.planned,
      items: {
        type: 'object',
        required: ['index', 'seed', 'bots', 'scores', 'winners', 'endReason'],
        properties: {
          index: int(0, ARENA_LIMITS.planned - 1),
          game: text(40),
          seed: int(0, ARENA_LIMITS.seed + ARENA_LIMITS.planned),
          bots: { ...seats, items: text(ARENA_LIMITS.name) },
          actions: { type: 'array', maxItems: ARENA_LIMITS.actions, items: text(400) },
          scores: { ...seats, items: { type: 'number' } },
          winners: { ...seats, items: int(0, 7), uniqueItems: true },
          endReason: text(100),
          endText: text(ARENA_LIMITS.text),
          rounds: int(0, 1_000_000),
          forfeit: {
            oneOf: [
              { type: 'null' },
              {
                type: 'object',
                required: ['seat', 'bot', 'reason', 'message', 'ply'],
                properties: { seat: int(0, 7), bot: text(ARENA_LIMITS.name), reason: text(100), message: text(ARENA_LIMITS.text), ply: int(0, 10_000_000) },
              },
            ],
          },
          variants: { type: 'object', maxProperties: 32 },
        },
      },
    },
  },
} as const;

/** The file's schema check: bounds first, every problem listed only for a small file (linear in any file). */
const checkSchema = schemaChecker(ARENA_SCHEMA);

/** An arena file's parts: its tournament and its games as written. */
export interface ArenaDocument {
  plan: ArenaPlan;
  games: (GameResult & { index: number })[];
}

/** An arena file's text read and checked: its tournament and its games, or the problems with their paths. */
export function parseArenaText(text: string): ArenaDocument | PathError[] {
  if (text.length > ARENA_LIMITS.chars) return [{ path: '$', code: 'tooLarge', message: `is longer than ${ARENA_LIMITS.chars} characters` }];
  const parsed = parseDocument(text, ARENA_LIMITS);
  if (!parsed.ok) return parsed.error;
  const problems = checkSchema(parsed.value);
  if (problems.length) return problems;
  const d = parsed.value as ArenaPlan & { games: (GameResult & { index: number })[] };
  const errors = settingsProblems(d.game, d.bots.length, d.players, d.variants);
  if (d.botHashes && d.botHashes.length !== d.bots.length) errors.push({ path: '$.botHashes', code: 'badHashes', message: `has ${d.botHashes.length} entries, not one per bot (${d.bots.length})` });
  if (errors.length) return errors;
  const { games, ...plan } = d;
  return { plan, games };
}

/**
 * The problems of a tournament's settings beyond its schema: players within the game's range, its
 * variants, and a cycle of at most `ARENA_LIMITS.lineups` line-ups (counted before one is made).
 * The arena file, the queue's stored tournament and `arena` itself check the same.
 */
export function settingsProblems(gameId: string, bots: number, players: number, variants: Record<string, unknown>): PathError[] {
  const game = gameById(gameId)!;
  const errors: PathError[] = [];
  if (players < game.minPlayers || players > game.maxPlayers) errors.push({ path: '$.players', code: 'badPlayers', message: `${game.id} takes ${game.minPlayers === game.maxPlayers ? game.minPlayers : `${game.minPlayers} to ${game.maxPlayers}`} players, not ${players}` });
  else if (lineupCount(bots, players, ARENA_LIMITS.lineups) > ARENA_LIMITS.lineups) errors.push({ path: '$.bots', code: 'tooManyLineups', message: `${bots} bots at ${players} seats make more than ${ARENA_LIMITS.lineups} line-ups a cycle` });
  const parsed = game.parseVariants(variants);
  if (!parsed.ok) errors.push(...parsed.error);
  return errors;
}

/** The problems of a tournament's head as `arena` is about to write it (a file it could not read back is never begun). */
export function planProblems(plan: ArenaPlan): PathError[] {
  const problems = checkSchema({ ...plan, games: [] });
  if (problems.length) return problems;
  return settingsProblems(plan.game, plan.bots.length, plan.players, plan.variants);
}

/** The problems of a file in one line: the first five with their paths. */
export const arenaFileReasons = (errors: readonly PathError[]): string =>
  (errors.some((e) => e.code === 'badJson' || e.path === '$.format') ? 'it is not an arena file: ' : '') +
  errors
    .slice(0, 5)
    .map((e) => `${e.path}: ${e.message}`)
    .join('; ') + (errors.length > 5 ? ` (and ${errors.length - 5} more)` : '');

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The games of an arena file as [schedule index, result] pairs when it is the tournament `plan`
 * (`resuming`: its bot files must also be unchanged), or why not.
 */
export function arenaGames(doc: ArenaDocument, plan: ArenaPlan, resuming = false): Result<[number, GameResult][], string> {
  try {
    return ok(checkGames(doc, plan, resuming));
  } catch (e) {
    if (e instanceof Refusal) return err(e.why);
    throw e;
  }
}

/** Why a file is not the tournament. */
class Refusal {
  constructor(readonly why: string) {}
}

function checkGames(doc: ArenaDocument, plan: ArenaPlan, resuming: boolean): [number, GameResult][] {
  const bad = (why: string): never => {
    throw new Refusal(why);
  };
  const d = doc.plan;
  for (const key of ['game', 'bots', 'players', 'seed', 'deadline', 'variants'] as const) {
    if (!same(d[key], plan[key])) return bad(`its ${key} is ${JSON.stringify(d[key])}, this tournament's is ${JSON.stringify(plan[key])}`);
  }
  // a bot file changed since the games were played is another bot
  d.botHashes?.forEach((h, i) => {
    const now = plan.botHashes?.[i] ?? null;
    if (resuming && h !== now) bad(`its bot ${plan.bots[i]} is ${h ?? 'built in'}, this tournament's is ${now ?? 'built in'}`);
  });
  const cycle = lineups(plan.bots.length, plan.players);
  const out: [number, GameResult][] = [];
  const seen = new Set<number>();
  doc.games.forEach((r, k) => {
    const where = `games[${k}]`;
    const i = r.index;
    if (i >= plan.planned) return bad(`${where} is game ${i}, beyond the ${plan.planned} games of --games`);
    if (seen.has(i)) return bad(`${where} repeats game ${i}`);
    seen.add(i);
    const seed = plan.seed + Math.floor(i / cycle.length);
    const expected = cycle[i % cycle.length]!.map((b) => plan.bots[b]);
    if (r.seed !== seed || !same(r.bots, expected)) return bad(`${where} (game ${i}) is not the game the schedule has there (seed ${seed}, seats ${expected.join(', ')})`);
    // a game that could not be played is kept as failed: no scores, no winner, no forfeit
    if (r.endReason === FAILED) {
      if (r.scores.length || r.winners.length || r.forfeit) return bad(`$.${where}: a failed game (endReason ${FAILED}) has no scores, winners or forfeit`);
    } else if (r.scores.length !== plan.players) return bad(`$.${where}.scores: has ${r.scores.length} scores, not one per seat (${plan.players})`);
    const winner = r.winners.findIndex((w) => w >= plan.players);
    if (winner >= 0) return bad(`$.${where}.winners[${winner}]: seat ${r.winners[winner]} does not exist with ${plan.players} players`);
    if (r.forfeit && r.forfeit.seat >= plan.players) return bad(`$.${where}.forfeit.seat: seat ${r.forfeit.seat} does not exist with ${plan.players} players`);
    const { index: _index, ...result } = r;
    out.push([i, result]);
  });
  return out;
}

/** An arena file's text as its tournament and games (checked against its own plan), or why it cannot be read. */
export function readArenaText(text: string): Result<{ plan: ArenaPlan; games: [number, GameResult][] }, string> {
  const doc = parseArenaText(text);
  if (Array.isArray(doc)) return err(arenaFileReasons(doc));
  const games = arenaGames(doc, doc.plan);
  return games.ok ? ok({ plan: doc.plan, games: games.value }) : games;
}

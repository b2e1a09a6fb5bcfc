/**
 * Going on with a tournament (`arena --out FILE --resume`): the games already in FILE are kept and
 * only the rest of the schedule is played. A long measurement can so run in parts, on any machine,
 * and a stopped run loses only the games that were in play. FILE must be the same tournament: the
 * same game, bots in the same order, players, seed, deadline and variants (`--games` may grow), and
 * every game in it must be the one the schedule puts at its index.
 */
import { readFileSync } from 'node:fs';
import type { GameResult } from '../bots/match.js';
import { schedule } from '../arena/schedule.js';
import { inputError } from './args.js';

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
}

/** The parsed JSON of an arena file; `bad` reports a file that cannot be parsed. */
function parseFile(path: string, bad: (why: string) => never): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return bad(`it is not an arena file (${(e as Error).message})`);
  }
}

/** The seed of an arena file, when it names one (a resumed tournament keeps its seed when --seed is not given). */
export function arenaFileSeed(path: string): number | null {
  try {
    const seed = (JSON.parse(readFileSync(path, 'utf8')) as { seed?: unknown }).seed;
    return typeof seed === 'number' && Number.isInteger(seed) ? seed : null;
  } catch {
    return null;
  }
}

/** The tournament an arena file holds (its head), for reporting it without naming it again. */
export function arenaFilePlan(path: string): ArenaPlan {
  const bad = (why: string): never => {
    throw inputError('arena-file', `${path} cannot be read: ${why}`);
  };
  const d = parseFile(path, bad) as Record<string, unknown>;
  if (typeof d !== 'object' || d === null || d.format !== 'nautilab-arena/1') return bad('it is not a nautilab-arena/1 file');
  const int = (key: string, min: number): number => {
    const v = d[key];
    return typeof v === 'number' && Number.isInteger(v) && v >= min ? v : bad(`its ${key} is ${JSON.stringify(v)}, not an integer of at least ${min}`);
  };
  const bots = d.bots;
  if (!Array.isArray(bots) || bots.length < 2 || !bots.every((b) => typeof b === 'string')) return bad('its bots are not a list of names');
  const variants = d.variants;
  if (typeof variants !== 'object' || variants === null || Array.isArray(variants)) return bad('its variants are not an object');
  if (typeof d.game !== 'string') return bad('it names no game');
  return { format: 'nautilab-arena/1', game: d.game, bots: bots as string[], players: int('players', 1), seed: int('seed', 0), planned: int('planned', 1), deadline: int('deadline', 1), variants: variants as Record<string, unknown> };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The games of an arena file as [schedule index, result] pairs; an input error (exit 1) when it is not this tournament. */
export function readArenaFile(path: string, plan: ArenaPlan): [number, GameResult][] {
  const bad = (why: string): never => {
    throw inputError('arena-file', `${path} cannot be resumed: ${why}`);
  };
  const doc = parseFile(path, bad);
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return bad('it is not an arena file (not a JSON object)');
  const d = doc as Record<string, unknown>;
  if (d.format !== plan.format) return bad(`its format is ${JSON.stringify(d.format)}, not "${plan.format}"`);
  for (const key of ['game', 'bots', 'players', 'seed', 'deadline', 'variants'] as const) {
    if (!same(d[key], plan[key])) return bad(`its ${key} is ${JSON.stringify(d[key])}, this tournament's is ${JSON.stringify(plan[key])}`);
  }
  if (!Array.isArray(d.games)) return bad('it has no games array');
  const specs = schedule(plan.bots.length, plan.players, plan.planned, plan.seed);
  const out: [number, GameResult][] = [];
  const seen = new Set<number>();
  d.games.forEach((g: unknown, k) => {
    const r = g as Partial<GameResult> & { index?: unknown };
    const where = `games[${k}]`;
    if (typeof r !== 'object' || r === null) return bad(`${where} is not a game`);
    const i = r.index;
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 0) return bad(`${where} has no schedule index`);
    if (i >= plan.planned) return bad(`${where} is game ${i}, beyond the ${plan.planned} games of --games`);
    if (seen.has(i)) return bad(`${where} repeats game ${i}`);
    seen.add(i);
    const spec = specs[i]!;
    const expected = spec.seats.map((b) => plan.bots[b]);
    if (r.seed !== spec.seed || !same(r.bots, expected)) return bad(`${where} (game ${i}) is not the game the schedule has there (seed ${spec.seed}, seats ${expected.join(', ')})`);
    if (!Array.isArray(r.scores) || !Array.isArray(r.winners) || typeof r.endReason !== 'string') return bad(`${where} has no result (scores, winners, endReason)`);
    const { index: _index, ...result } = r;
    out.push([i, result as GameResult]);
  });
  return out;
}

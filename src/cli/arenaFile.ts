/**
 * Going on with a tournament (`arena --out FILE --resume`): the games already in FILE are kept and
 * only the rest of the schedule is played. A long measurement can so run in parts, on any machine,
 * and a stopped run loses only the games that were in play. FILE must be the same tournament (see
 * `arena/file.ts`, which reads and checks it); nothing is written.
 */
import type { GameResult } from '../bots/match.js';
import { ARENA_LIMITS, arenaFileReasons, arenaGames, parseArenaText, type ArenaDocument, type ArenaPlan } from '../arena/file.js';
import type { PathError } from '../core/result.js';
import { inputError } from './args.js';
import { readBounded } from './input.js';

export { ARENA_LIMITS, ARENA_SCHEMA, type ArenaPlan } from '../arena/file.js';

/** An arena file read and checked, or the problems with their paths (also read by `review`). */
export function readDocument(path: string): ArenaDocument | PathError[] {
  let text: string;
  try {
    text = readBounded(path, ARENA_LIMITS.chars);
  } catch (e) {
    return [{ path: '$', code: 'unreadable', message: (e as Error).message }];
  }
  return parseArenaText(text);
}

/** The seed of an arena file, when it names one (a resumed tournament keeps its seed when --seed is not given). */
export function arenaFileSeed(path: string): number | null {
  const doc = readDocument(path);
  return Array.isArray(doc) ? null : doc.plan.seed;
}

/** The tournament an arena file holds (its head), for reporting it without naming it again. */
export function arenaFilePlan(path: string): ArenaPlan {
  const doc = readDocument(path);
  if (Array.isArray(doc)) throw inputError('arena-file', `${path} cannot be read: ${arenaFileReasons(doc)}`);
  return doc.plan;
}

/** The games of an arena file as [schedule index, result] pairs; an input error (exit 1) when it is not this tournament. */
export function readArenaFile(path: string, plan: ArenaPlan, verb = 'resumed'): [number, GameResult][] {
  const doc = readDocument(path);
  const games = Array.isArray(doc) ? { ok: false as const, error: arenaFileReasons(doc) } : arenaGames(doc, plan, verb === 'resumed');
  if (!games.ok) throw inputError('arena-file', `${path} cannot be ${verb}: ${games.error}`);
  return games.value;
}

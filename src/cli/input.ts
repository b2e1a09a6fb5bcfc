/** Reading position documents and game records from files or stdin, within bounds. */
import { closeSync, openSync, readSync } from 'node:fs';
import { replayRecord } from '../analysis/review.js';
import type { AnyGame } from '../core/game.js';
import { DOCUMENT_LIMITS, parseDocument } from '../core/json.js';
import { err, ok, type PathError, type Result } from '../core/result.js';
import { gameOfFormat } from '../games.js';
import { documentErrors, inputError, usageError } from './args.js';

/** Reads at most `limit` bytes of a file or stdin (an endless input stops at the limit). */
export function readBounded(file: string, limit: number = DOCUMENT_LIMITS.chars): string {
  let fd: number;
  try {
    fd = file === '-' ? 0 : openSync(file, 'r');
  } catch (e) {
    throw inputError('unreadable', `cannot read ${file}: ${(e as Error).message}`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    const buffer = Buffer.alloc(1 << 16);
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, buffer, 0, buffer.length, null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue;
        if ((e as NodeJS.ErrnoException).code === 'EOF') break;
        throw inputError('unreadable', `cannot read ${file}: ${(e as Error).message}`);
      }
      if (n === 0) break;
      total += n;
      if (total > limit) throw inputError('tooLarge', `${file === '-' ? 'the input' : file} is larger than ${limit} bytes; a position or game record is far smaller`);
      chunks.push(Buffer.from(buffer.subarray(0, n)));
    }
  } finally {
    if (fd !== 0) closeSync(fd);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A document read from a file: its game, its position (a record's `final`), and the record if it was one. */
export interface Loaded {
  game: AnyGame;
  position: unknown;
  record: { seed?: unknown; initial?: unknown; actions?: unknown } | null;
}

/**
 * Reads a position or a game record (then its final position) of any game; the document's
 * `format` picks the game. Every problem is reported with a JSON path.
 */
export function readPosition(file: string | undefined, expect?: AnyGame): Loaded {
  if (!file) throw usageError('a position FILE (or - for stdin) is required');
  const parsed = parseDocument(readBounded(file));
  if (!parsed.ok) throw documentErrors(parsed.error);
  const json = parsed.value;
  const format = json && typeof json === 'object' && !Array.isArray(json) ? (json as { format?: unknown }).format : undefined;
  const found = gameOfFormat(format);
  if (!found) {
    const shown = format === undefined ? 'no format' : `format ${JSON.stringify(format).slice(0, 60)}`;
    throw documentErrors([{ path: '$.format', code: 'unknownFormat', message: `${shown}: expected a position or game record of a known game (nautilus/1, nautilus-game/1, …)` }]);
  }
  if (expect && found.game !== expect) throw usageError(`this command works on ${expect.name} positions; the file is a ${found.game.name} document`);
  const doc = json as Record<string, unknown>;
  if (found.record && !Object.hasOwn(doc, 'final')) throw documentErrors([{ path: '$.final', code: 'missing', message: 'a game record holds its final position' }], 'game record');
  const target = found.record ? doc.final : json;
  const r = found.game.fromJSON(target);
  if (!r.ok) throw found.record ? documentErrors(r.error.map((e) => ({ ...e, path: e.path.replace(/^\$/, '$.final') })), 'game record') : documentErrors(r.error);
  return { game: found.game, position: r.value, record: found.record ? doc : null };
}

/** A game record's history read: its initial position (checked by its game) and its list of actions; problems with their paths. */
export function recordHistory(game: AnyGame, doc: Record<string, unknown>): Result<{ initial: unknown; actions: string[] }, PathError[]> {
  if (!Object.hasOwn(doc, 'initial')) return err([{ path: '$.initial', code: 'missing', message: 'a game record holds its initial position' }]);
  const initial = game.fromJSON(doc.initial);
  if (!initial.ok) return err(initial.error.map((e) => ({ ...e, path: e.path.replace(/^\$/, '$.initial') })));
  if (!Array.isArray(doc.actions)) return err([{ path: '$.actions', code: 'badActions', message: 'a game record lists its actions in an array' }]);
  return ok({ initial: initial.value, actions: doc.actions as string[] });
}

/** Replays a record's actions from its initial position: an illegal action, or a `final` (when given) the actions do not lead to, is a problem with its path. */
export function replayProblems(game: AnyGame, initial: unknown, actions: string[], final?: unknown): PathError[] {
  const replayed = replayRecord({ game, initial, actions });
  if (!replayed.ok) return [replayed.error];
  if (final === undefined) return [];
  const read = game.fromJSON(final);
  if (!read.ok) return read.error.map((e) => ({ ...e, path: e.path.replace(/^\$/, '$.final') }));
  const reached = replayed.value[replayed.value.length - 1];
  return JSON.stringify(game.toJSON(reached)) === JSON.stringify(game.toJSON(read.value)) ? [] : [{ path: '$.final', code: 'finalMismatch', message: 'is not the position the actions lead to from $.initial' }];
}

/** Line-ups of `play --bots` and `arena --bots`: the same names, built-ins and bot files alike. */
import { readFileSync, statSync } from 'node:fs';
import type { TournamentEntry } from '../arena/run.js';
import { entryNames, parseBotRef } from '../bots/names.js';
import { LIMITS } from '../sandbox/protocol.js';
import { inputError, usageError } from './args.js';

/** Reads a comma-separated line-up into tournament entries (bot files read, entries named uniquely). */
export function readLineup(text: string, gameId: string): TournamentEntry[] {
  const names = text.split(',').map((s) => s.trim());
  if (names.some((n) => !n)) throw usageError(`--bots takes names separated by commas, got '${text}'`);
  const unique = entryNames(names);
  return names.map((n, i) => {
    const ref = parseBotRef(n, gameId);
    if (!ref.ok) throw usageError(ref.error);
    if (ref.value.kind === 'builtin') return { name: unique[i]!, builtin: n };
    let size: number;
    let code: string;
    try {
      size = statSync(n).size;
      code = size > LIMITS.codeBytes ? '' : readFileSync(n, 'utf8');
    } catch (e) {
      throw inputError('unreadable', `cannot read bot ${n}: ${(e as Error).message}`);
    }
    if (size > LIMITS.codeBytes) throw inputError('tooLarge', `bot file ${n} is larger than ${LIMITS.codeBytes} bytes`);
    return { name: unique[i]!, code };
  });
}

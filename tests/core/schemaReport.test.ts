// A large failing document gets the first schema problem, not one per element (issue 27: Ajv's
// report of every problem took 1.5 s on a 300 KB file of 149,000 bad elements, in arrays inside
// unions or without a bound); a small one still gets every problem.
import { describe, expect, test } from 'vitest';
import { FULL_REPORT_VALUES } from '../../src/core/schemaErrors.js';
import { GAMES } from '../../src/games.js';

describe('schema problems of a failing document', () => {
  const game = GAMES.atlantis!;
  const base = game.toJSON(game.setup({ players: 2, seed: 5 })) as Record<string, unknown>;
  const read = (revealed: unknown[]): { ok: boolean; error?: { path: string }[] } => game.fromJSON({ ...base, revealed }) as never;

  test('a small document: every bad element is listed', () => {
    const r = read(Array.from({ length: 30 }, () => 0));
    expect(r.ok).toBe(false);
    expect(r.error!.map((e) => e.path)).toEqual(Array.from({ length: 30 }, (_, i) => `$.revealed[${i}]`));
  });

  test('a large document: the first problem only, whatever its size', () => {
    for (const n of [FULL_REPORT_VALUES, 149_000]) {
      const r = read(Array.from({ length: n }, () => 0));
      expect(r.ok).toBe(false);
      expect(r.error!.map((e) => e.path)).toEqual(['$.revealed[0]']);
    }
  });
});

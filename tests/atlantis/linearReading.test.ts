// Issue 27: an Atlantis position is read in work linear in its size, whatever its shape (long
// arrays in every array field, deep nesting, many keys). Counted, not timed: tests/linearReading.ts.
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/games.js';
import { expectLinear } from '../linearReading.js';

describe('reading an Atlantis position', () => {
  const game = GAMES.atlantis!;
  test('every shape grows linearly', () => {
    // a shown hand in `revealed` (the one array without a schema bound): its long copies pass the schema and reach the rule checks
    const base = game.toJSON(game.setup({ players: 2, seed: 5 })) as { revealed: unknown[] };
    base.revealed = [[0, [0, 1]]];
    expect(game.fromJSON(base).ok).toBe(true);
    expectLinear(game, base);
  });
});

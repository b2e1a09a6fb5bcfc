// Issue 27: the duel position is read in work linear in its size, whatever its shape (long arrays
// in every array field, deep nesting, many keys). Counted, not timed: tests/linearReading.ts.
import { describe, test } from 'vitest';
import { GAMES } from '../../src/games.js';
import { expectLinear } from '../linearReading.js';

describe('reading a duel position', () => {
  const game = GAMES.duel!;
  test('every shape grows linearly', () => {
    expectLinear(game, game.toJSON(game.setup({ players: 2, seed: 5 })));
  });
});

// Tournament scheduling (src/arena/schedule.ts), against line-ups written out by hand.
import { describe, expect, test } from 'vitest';
import { lineups, schedule } from '../../src/arena/schedule.js';

describe('lineups', () => {
  test('two bots, two seats: each seat both ways', () => {
    expect(lineups(2, 2)).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  test('three bots at two seats: a round robin of every pair, each both ways', () => {
    expect(lineups(3, 2)).toEqual([
      [0, 1],
      [1, 0],
      [0, 2],
      [2, 0],
      [1, 2],
      [2, 1],
    ]);
  });

  test('four bots at three seats: every group of three in its three cyclic rotations', () => {
    const l = lineups(4, 3);
    expect(l.slice(0, 3)).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
    ]);
    expect(l).toHaveLength(12);
    expect(l.slice(9)).toEqual([
      [1, 2, 3],
      [2, 3, 1],
      [3, 1, 2],
    ]);
    // every bot sits at every seat equally often over a cycle
    for (let s = 0; s < 3; s++) for (let b = 0; b < 4; b++) expect(l.filter((u) => u[s] === b)).toHaveLength(3);
  });

  test('fewer bots than seats: they fill the table in turn, in every rotation', () => {
    expect(lineups(2, 3)).toEqual([
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ]);
    expect(lineups(1, 2)).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('schedule', () => {
  test('games cycle through the line-ups; a cycle shares one seed, the next cycle the next seed', () => {
    expect(schedule(2, 2, 5, 10)).toEqual([
      { index: 0, seed: 10, seats: [0, 1] },
      { index: 1, seed: 10, seats: [1, 0] },
      { index: 2, seed: 11, seats: [0, 1] },
      { index: 3, seed: 11, seats: [1, 0] },
      { index: 4, seed: 12, seats: [0, 1] },
    ]);
    expect(schedule(3, 2, 7, 1).map((g) => g.seed)).toEqual([1, 1, 1, 1, 1, 1, 2]);
    expect(schedule(3, 2, 0, 1)).toEqual([]);
  });
});

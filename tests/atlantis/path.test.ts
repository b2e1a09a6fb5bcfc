// Spec 2 (filled and free positions, gaps, tolls) and spec 5 (bridged gaps) on the path queries.
import { describe, expect, test } from 'vitest';
import { freeBehind, gapContaining, gapToll, gapsBetween, isBridged, isFilled, largestTollBetween, nextOfColour, owedBetween, topOf } from '../../src/atlantis/index.js';
import { scenario, tile } from './helpers.js';

const base = () =>
  scenario({
    path: { 3: 'red 4', 5: ['blue 2', 'white 6'], 6: 'grey 2', 9: 'yellow 1', 12: 'green 7', 26: 'purple 5', 28: 'red 6' },
    pawns: [
      [6, 0, 0],
      [12, 0, 0],
    ],
  });

describe('spec 2: positions', () => {
  test('filled means a position 1..53 with a tile; Atlantis and the Mainland never are', () => {
    const p = base();
    expect([0, 3, 4, 5, 27, 54].map((i) => isFilled(p.path, i))).toEqual([false, true, false, true, false, false]);
  });

  test('only the top tile counts', () => {
    expect(topOf(base().path, 5)).toEqual(tile('white 6'));
  });

  test('the next position of a colour is the first filled one ahead with that top colour, occupied or not; else the Mainland', () => {
    const p = base();
    expect(nextOfColour(p.path, 0, 0)).toBe(3);
    expect(nextOfColour(p.path, 3, 0)).toBe(28);
    expect(nextOfColour(p.path, 0, 3)).toBe(54); // blue 2 is covered
    expect(nextOfColour(p.path, 0, 4)).toBe(5);
    expect(nextOfColour(p.path, 0, 1)).toBe(12); // occupied by seat 1
    expect(nextOfColour(p.path, 28, 0)).toBe(54);
  });

  test('the first free position behind skips water and occupied positions', () => {
    const p = base();
    expect(freeBehind(p, 12)).toBe(9);
    expect(freeBehind(p, 9)).toBe(5);
    expect(freeBehind(p, 7)).toBe(5);
    expect(freeBehind(p, 54)).toBe(28);
    expect(freeBehind(p, 3)).toBeNull();
  });
});

describe('spec 2: gaps', () => {
  test('a gap is a maximal run of water with filled neighbours; runs touching Atlantis or the Mainland are none', () => {
    const p = base();
    expect(gapsBetween(p.path, 0, 54)).toEqual([
      [4, 4],
      [7, 8],
      [10, 11],
      [13, 25],
      [27, 27],
    ]);
    expect(gapContaining(p.path, 1)).toBeNull();
    expect(gapContaining(p.path, 2)).toBeNull();
    expect(gapContaining(p.path, 8)).toEqual([7, 8]);
    expect(gapContaining(p.path, 20)).toEqual([13, 25]);
    expect(gapContaining(p.path, 40)).toBeNull();
    expect(gapContaining(p.path, 5)).toBeNull();
  });

  test('only gaps wholly between the two positions count', () => {
    const p = base();
    expect(gapsBetween(p.path, 5, 12)).toEqual([
      [7, 8],
      [10, 11],
    ]);
    expect(gapsBetween(p.path, 6, 9)).toEqual([[7, 8]]);
    expect(gapsBetween(p.path, 3, 5)).toEqual([[4, 4]]);
    expect(gapsBetween(p.path, 26, 28)).toEqual([[27, 27]]);
  });

  test('position 27 is a gap from the start', () => {
    const p = scenario({ path: { 26: 'red 5', 28: 'blue 6' } });
    expect(gapContaining(p.path, 27)).toEqual([27, 27]);
  });

  test('the toll is the lower of the two bordering top values, however wide the gap', () => {
    const p = base();
    expect(gapToll(p.path, 4, 4)).toBe(4); // red 4 | white 6
    expect(gapToll(p.path, 7, 8)).toBe(1); // grey 2 | yellow 1
    expect(gapToll(p.path, 10, 11)).toBe(1); // yellow 1 | green 7
    expect(gapToll(p.path, 13, 25)).toBe(5); // green 7 | purple 5
    expect(gapToll(p.path, 27, 27)).toBe(5); // purple 5 | red 6
  });
});

describe('spec 5: bridges on gaps', () => {
  test('a gap holding a bridge anywhere costs nothing', () => {
    const p = base();
    p.bridges = [[1, 20]];
    expect(isBridged(p.bridges, 13, 25)).toBe(true);
    expect(isBridged(p.bridges, 10, 11)).toBe(false);
    expect(owedBetween(p, 0, 54)).toBe(4 + 1 + 1 + 5);
    expect(largestTollBetween(p, 0, 54)).toBe(5);
    expect(largestTollBetween(p, 0, 12)).toBe(4);
    expect(largestTollBetween(p, 12, 26)).toBe(0);
    p.bridges = [];
    expect(owedBetween(p, 0, 54)).toBe(4 + 1 + 1 + 5 + 5);
  });
});

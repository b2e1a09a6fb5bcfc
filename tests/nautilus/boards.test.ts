// Spec 1: generated custom boards are valid boards of every size 8..32, and games run on them.
import { describe, expect, test } from 'vitest';
import { generateBoard, getBoard, setupGame, validateBoard, validatePosition, zoneAt } from '../../src/nautilus/index.js';

describe('spec 1: generated custom boards', () => {
  test.each([[8, 8], [9, 13], [12, 12], [16, 10], [20, 20], [24, 24], [32, 18], [32, 32]])('%ix%i is a valid board with its own tile set', (w, h) => {
    for (const seed of [1, 2, 3]) {
      const spec = generateBoard(w, h, seed);
      expect(validateBoard(spec)).toEqual([]);
      const board = getBoard(spec);
      expect([board.width, board.height]).toEqual([w, h]);
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) expect(zoneAt(board, spec.base[0] + dx, spec.base[1] + dy)).toBe('L');
      // no two spots orthogonally adjacent
      for (const [x, y] of board.spotList) expect([[x + 1, y], [x, y + 1]].some(([ax, ay]) => board.spots[ay! * w + ax!] && ax! < w && ay! < h)).toBe(false);
      const pos = setupGame({ players: 2 + (seed % 3), seed, board: spec });
      expect(validatePosition(pos)).toEqual([]);
      expect(pos.tiles).toHaveLength(board.spotList.length);
    }
  });

  test('the same seed gives the same board; another seed another', () => {
    expect(generateBoard(16, 16, 5)).toEqual(generateBoard(16, 16, 5));
    expect(generateBoard(16, 16, 5).rows).not.toEqual(generateBoard(16, 16, 6).rows);
  });

  test('sizes outside 8..32 are refused', () => {
    expect(() => generateBoard(7, 10, 1)).toThrow(RangeError);
    expect(() => generateBoard(10, 33, 1)).toThrow(RangeError);
  });
});

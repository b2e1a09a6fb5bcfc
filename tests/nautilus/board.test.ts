// Spec section 1: the board.
import { describe, expect, test } from 'vitest';
import { DEFAULT_BOARD, DEFAULT_BOARD_ROWS_TEXT, boardRows, getBoard, validateBoard, zoneAt } from './boardHelpers.js';
import { atlantisNumber, isTileId, type TileId, type TileSet } from '../../src/nautilus/index.js';

describe('spec 1: the default board', () => {
  const b = DEFAULT_BOARD;
  const count = (pred: (x: number, y: number) => boolean): number => {
    let n = 0;
    for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) if (pred(x, y)) n++;
    return n;
  };

  test('is 24x24', () => {
    expect([b.width, b.height]).toEqual([24, 24]);
  });

  test.each([
    ['L', 64],
    ['S', 132],
    ['D', 306],
    ['T', 74],
  ] as const)('zone %s has %i squares', (zone, n) => {
    expect(count((x, y) => zoneAt(b, x, y) === zone)).toBe(n);
  });

  test.each([
    ['S', 26],
    ['D', 20],
    ['T', 14],
    ['L', 0],
  ] as const)('zone %s has %i spots', (zone, n) => {
    expect(count((x, y) => zoneAt(b, x, y) === zone && b.spots[y * b.width + x] === 1)).toBe(n);
  });

  test('is symmetric under (x, y) -> (23-x, 23-y), spots included', () => {
    for (let y = 0; y < 24; y++) {
      for (let x = 0; x < 24; x++) {
        expect(zoneAt(b, x, y)).toBe(zoneAt(b, 23 - x, 23 - y));
        expect(b.spots[y * 24 + x]).toBe(b.spots[(23 - y) * 24 + 23 - x]);
      }
    }
  });

  test('no two spots are orthogonally adjacent', () => {
    for (const [x, y] of b.spotList) {
      for (const [dx, dy] of [[1, 0], [0, 1]] as const) {
        if (x + dx < 24 && y + dy < 24) expect(b.spots[(y + dy) * 24 + x + dx]).toBe(0);
      }
    }
  });

  test('deep sea in the NW and SE corners, trench in the NE and SW corners', () => {
    expect([zoneAt(b, 0, 0), zoneAt(b, 23, 23)]).toEqual(['D', 'D']);
    expect([zoneAt(b, 23, 0), zoneAt(b, 0, 23)]).toEqual(['T', 'T']);
  });

  test('the trench is at least 5 steps from the slope', () => {
    const trench: [number, number][] = [];
    const slope: [number, number][] = [];
    for (let y = 0; y < 24; y++) for (let x = 0; x < 24; x++) {
      if (zoneAt(b, x, y) === 'T') trench.push([x, y]);
      if (zoneAt(b, x, y) === 'S') slope.push([x, y]);
    }
    let min = Infinity;
    for (const t of trench) for (const s of slope) min = Math.min(min, Math.abs(t[0] - s[0]) + Math.abs(t[1] - s[1]));
    expect(min).toBeGreaterThanOrEqual(5);
  });

  test('the base position (11, 11): its footprint and its four diagonal neighbour positions lie on L', () => {
    expect(b.base).toEqual([11, 11]);
    for (const [cx, cy] of [[11, 11], [13, 9], [13, 13], [9, 13], [9, 9]]) {
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) expect(zoneAt(b, cx! + dx, cy! + dy)).toBe('L');
    }
  });

  test('matches the rules contract text exactly', () => {
    expect(boardRows(b).join('\n')).toBe(DEFAULT_BOARD_ROWS_TEXT);
  });
});

/** A custom board of size w x h: lagoon centre, spots dealt over the rest, zones by ring. */
function customRows(w: number, h: number, spots = { S: 26, D: 20, T: 14 }): string[] {
  const rows: string[][] = [];
  for (let y = 0; y < h; y++) {
    rows.push([]);
    for (let x = 0; x < w; x++) rows[y]!.push(x >= 2 && x <= 4 && y >= 2 && y <= 4 ? 'L' : y < h / 3 ? 'S' : y < (2 * h) / 3 ? 'D' : 'T');
  }
  const left = { ...spots };
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const z = rows[y]![x] as 'S' | 'D' | 'T' | 'L';
    if (z !== 'L' && left[z] > 0) {
      rows[y]![x] = z.toLowerCase();
      left[z]--;
    }
  }
  return rows.map((r) => r.join(''));
}

describe('spec 1: custom boards', () => {
  test.each([
    [12, 12],
    [16, 10],
    [32, 32],
    [9, 32],
  ])('a %ix%i board with the tile set spot counts loads and validates', (w, h) => {
    const spec = { rows: customRows(w, h), base: [3, 3] as [number, number] };
    expect(validateBoard(spec)).toEqual([]);
    const board = getBoard(spec);
    expect([board.width, board.height]).toEqual([w, h]);
    expect(board.spotList.length).toBe(60);
  });

  test.each([
    [7, 12, 'boardSize'],
    [12, 33, 'boardSize'],
    [8, 8, 'spotCount'],
  ])('a %ix%i board is refused with %s', (w, h, code) => {
    const rows = Array.from({ length: h }, () => 'L'.repeat(w));
    const errors = validateBoard({ rows, base: [3, 3] });
    expect(errors.map((e) => e.code)).toContain(code);
  });

  test('an 8x8 board validates with its own smaller tile set (the custom-tile-set reading of spec 1 and 9)', () => {
    const rows = customRows(8, 8, { S: 4, D: 3, T: 2 });
    const tileSet: TileSet = { S: ['crab', 'mussel', 'atlantis1', 'chest'], D: ['gold', 'atlantis7', 'speed'], T: ['atlantis15', 'snail'] };
    expect(validateBoard({ rows, base: [3, 3], tileSet })).toEqual([]);
    expect(validateBoard({ rows, base: [3, 3] }).map((e) => e.code)).toContain('spotCount');
    expect(validateBoard({ rows, base: [3, 3], tileSet: { ...tileSet, S: ['crab', 'mussel', 'atlantis1', 'dragon' as TileId] } })[0]).toMatchObject({
      path: '$.board.tileSet.S[3]',
      code: 'badTile',
    });
  });

  test('a base footprint off the lagoon, a spot on the lagoon and ragged rows are refused', () => {
    const rows = customRows(12, 12);
    expect(validateBoard({ rows, base: [6, 6] }).map((e) => e.code)).toContain('baseNotOnLagoon');
    const lagoonSpot = rows.map((r, y) => (y === 3 ? r.slice(0, 3) + 'l' + r.slice(4) : r));
    expect(validateBoard({ rows: lagoonSpot, base: [3, 3] }).map((e) => e.path)).toContain('$.board.rows[3]');
    const ragged = rows.map((r, y) => (y === 5 ? r.slice(1) : r));
    expect(validateBoard({ rows: ragged, base: [3, 3] })[0]).toMatchObject({ path: '$.board.rows[5]', code: 'boardRow' });
  });
});

describe('spec 3: tile identities', () => {
  test('the identities of the tile set are known; anything else, or not a string, is not', () => {
    for (const id of ['gold', 'crab', 'urchin', 'mussel', 'snail', 'chest', 'speed', 'atlantis1', 'atlantis9', 'atlantis10', 'atlantis15']) expect([id, isTileId(id)]).toEqual([id, true]);
    for (const id of ['atlantis0', 'atlantis16', 'atlantis', 'atlantis01', 'xatlantis3', 'atlantis3x', 'Gold', 'gold ', '', null, 3, {}, ['gold'], ['atlantis3']]) expect([id, isTileId(id)]).toEqual([id, false]);
  });

  test('an Atlantis tile carries its number; the others 0', () => {
    expect(['atlantis1', 'atlantis15', 'gold', 'speed'].map((id) => atlantisNumber(id as TileId))).toEqual([1, 15, 0, 0]);
  });
});

// Spec section 1: the board.
import { describe, expect, test } from 'vitest';
import { DEFAULT_BOARD, DEFAULT_BOARD_ROWS_TEXT, boardRows, getBoard, validateBoard, zoneAt } from './boardHelpers.js';
import { atlantisNumber, isTileId, type TileId, type TileSet } from '../../src/nautilus/index.js';
type ValidationError = ReturnType<typeof validateBoard>[number];

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

  test('every refusal of a custom board, exactly: the first broken check of spec 1 in order (size, rows, base, tile set, spots)', () => {
    const rows = customRows(8, 8, { S: 4, D: 3, T: 2 }); // lagoon x 2..4, y 2..4
    const tileSet: TileSet = { S: ['crab', 'mussel', 'atlantis1', 'chest'], D: ['gold', 'atlantis7', 'speed'], T: ['atlantis15', 'snail'] };
    const base: [number, number] = [3, 3];
    const err = (path: string, code: ValidationError['code'], message: string): ValidationError[] => [{ path: `$.board${path}`, code, message }];
    const lagoonAt = (x0: number, y0: number): string[] => // a 3x3 lagoon at (x0..x0+2, y0..y0+2) on an otherwise open 8x8 board
      Array.from({ length: 8 }, (_, y) => Array.from({ length: 8 }, (_, x) => (x >= x0 && x < x0 + 3 && y >= y0 && y < y0 + 3 ? 'L' : 'S')).join(''));
    const cases: [string, Parameters<typeof validateBoard>[0], ReturnType<typeof validateBoard>][] = [
      ['valid', { rows, base, tileSet }, []],
      ['7 rows', { rows: rows.slice(1), base, tileSet }, err('.rows', 'boardSize', 'board height must be 8..32, got 7')],
      ['33 rows', { rows: Array.from({ length: 33 }, () => 'L'.repeat(8)), base, tileSet }, err('.rows', 'boardSize', 'board height must be 8..32, got 33')],
      ['7 columns', { rows: rows.map((r) => r.slice(1)), base, tileSet }, err('.rows[0]', 'boardSize', 'board width must be 8..32, got 7')],
      ['33 columns', { rows: rows.map((r) => r + 'S'.repeat(25)), base, tileSet }, err('.rows[0]', 'boardSize', 'board width must be 8..32, got 33')],
      // a short row that also loses a spot (row 6 starts with a T spot): the rows' refusal alone, no spot count after it
      ['a short row', { rows: rows.map((r, y) => (y === 6 ? r.slice(1) : r)), base, tileSet }, err('.rows[6]', 'boardRow', 'row 6 has 7 squares, expected 8')],
      ['a spot on the lagoon', { rows: rows.map((r, y) => (y === 3 ? 'DDDlLDDD' : r)), base, tileSet }, err('.rows[3]', 'boardRow', 'row 3 may hold only L S D T (lower case s d t for spots; no spot on the lagoon)')],
      ...([[2, 3], [4, 3], [3, 2], [3, 4], [2, 2], [4, 4]] as const).map(([bx, by]): (typeof cases)[number] => [
        `the base at ${bx} ${by}`,
        { rows, base: [bx, by], tileSet },
        err('.base', 'baseNotOnLagoon', `the base footprint around [${bx}, ${by}] must lie on the lagoon`),
      ]),
      // a lagoon on each edge: the footprint of a base on the edge square leaves the board
      ...([[0, 3, 0, 2], [7, 3, 5, 2], [3, 0, 2, 0], [3, 7, 2, 5]] as const).map(([bx, by, x0, y0]): (typeof cases)[number] => [
        `the base off the edge at ${bx} ${by}`,
        { rows: lagoonAt(x0, y0), base: [bx, by] },
        err('.base', 'baseNotOnLagoon', `the base footprint around [${bx}, ${by}] must lie on the lagoon`),
      ]),
      ['an unknown tile', { rows, base, tileSet: { ...tileSet, D: ['gold', 'dragon' as TileId, 'speed'] } }, err('.tileSet.D[1]', 'badTile', "unknown tile 'dragon'")],
      ['an Atlantis number twice', { rows, base, tileSet: { ...tileSet, T: ['atlantis1', 'snail'] } }, err('.tileSet.T[0]', 'duplicateTile', 'Atlantis 1 appears twice')],
      ['a creature twice is fine', { rows, base, tileSet: { ...tileSet, D: ['crab', 'atlantis7', 'crab'] } }, []],
      // a bad tile set is the only refusal, though it has a tile too few for the spots
      ['an unknown tile in a short set', { rows, base, tileSet: { ...tileSet, S: ['crab', 'mussel', 'dragon' as TileId] } }, err('.tileSet.S[2]', 'badTile', "unknown tile 'dragon'")],
      ['a tile set a tile short', { rows, base, tileSet: { ...tileSet, T: ['snail'] } }, err('.rows', 'spotCount', 'zone T has 2 spots, the tile set needs 1')],
      [
        'the published set on a small board',
        { rows, base },
        [
          { path: '$.board.rows', code: 'spotCount', message: 'zone S has 4 spots, the tile set needs 26' },
          { path: '$.board.rows', code: 'spotCount', message: 'zone D has 3 spots, the tile set needs 20' },
          { path: '$.board.rows', code: 'spotCount', message: 'zone T has 2 spots, the tile set needs 14' },
        ],
      ],
    ];
    for (const [name, spec, want] of cases) expect([name, validateBoard(spec)]).toEqual([name, want]);
    expect(getBoard({ rows, base, tileSet }).name).toBe('custom');
    expect(getBoard({ name: 'reef', rows, base, tileSet }).name).toBe('reef');
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

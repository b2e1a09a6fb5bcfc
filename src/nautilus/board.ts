/** Boards (spec 1): zones, spots, the base position; the default board and custom boards. */
import { DEFAULT_BASE_POSITION, DEFAULT_BOARD_ROWS } from './data/defaultBoard.js';
import { TILE_SET, isTileId, atlantisNumber } from './tiles.js';
import { ZONES, type BoardSpec, type PositionError, type Square, type TileSet, type Zone } from './types.js';

/** A parsed board. Zone codes index `ZONES` (0 L, 1 S, 2 D, 3 T). */
export interface Board {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Zone code per square, index `y * width + x`. */
  readonly zones: Uint8Array;
  /** 1 where a spot is. */
  readonly spots: Uint8Array;
  /** Spots sorted by (y, x). */
  readonly spotList: readonly Square[];
  readonly base: Square;
}

export const MIN_SIZE = 8;
export const MAX_SIZE = 32;

/** Zone code (index into ZONES) of a zone letter. */
export const ZONE_CODE: Record<Zone, number> = { L: 0, S: 1, D: 2, T: 3 };

const cache = new Map<string, Board>();

/** The zone of a square. */
export function zoneAt(board: Board, x: number, y: number): Zone {
  return ZONES[board.zones[y * board.width + x]!]!;
}

/** True when (x, y) is on the board. */
export function onBoard(board: Board, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < board.width && y < board.height;
}

/** Builds a board from rows; the caller validates first (see `validateBoard`). */
function buildBoard(name: string, rows: readonly string[], base: Square): Board {
  const height = rows.length;
  const width = rows[0]!.length;
  const zones = new Uint8Array(width * height);
  const spots = new Uint8Array(width * height);
  const spotList: Square[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ch = rows[y]![x]!;
      zones[y * width + x] = ZONE_CODE[ch.toUpperCase() as Zone];
      if (ch !== ch.toUpperCase()) {
        spots[y * width + x] = 1;
        spotList.push([x, y]);
      }
    }
  }
  return { name, width, height, zones, spots, spotList, base: [base[0], base[1]] };
}

/** The default 24x24 board. */
export const DEFAULT_BOARD: Board = buildBoard('default', DEFAULT_BOARD_ROWS, [...DEFAULT_BASE_POSITION]);

/**
 * Checks a board spec against spec 1: size 8..32, rows of `LSDT`/`lsdt`, the base footprint on
 * `L`, no spot on `L`, spots per zone equal to the tile set's count per zone.
 */
export function validateBoard(spec: BoardSpec, path = '$.board'): PositionError[] {
  if (spec === 'default') return [];
  const errors: PositionError[] = [];
  const rows = spec.rows;
  const height = rows.length;
  if (height < MIN_SIZE || height > MAX_SIZE) {
    errors.push({ path: `${path}.rows`, code: 'boardSize', message: `board height must be ${MIN_SIZE}..${MAX_SIZE}, got ${height}` });
    return errors;
  }
  const width = rows[0]!.length;
  if (width < MIN_SIZE || width > MAX_SIZE) {
    errors.push({ path: `${path}.rows[0]`, code: 'boardSize', message: `board width must be ${MIN_SIZE}..${MAX_SIZE}, got ${width}` });
    return errors;
  }
  rows.forEach((row, y) => {
    if (row.length !== width) {
      errors.push({ path: `${path}.rows[${y}]`, code: 'boardRow', message: `row ${y} has ${row.length} squares, expected ${width}` });
    } else if (!/^[LSDTsdt]+$/.test(row)) {
      errors.push({ path: `${path}.rows[${y}]`, code: 'boardRow', message: `row ${y} may hold only L S D T (lower case s d t for spots; no spot on the lagoon)` });
    }
  });
  if (errors.length) return errors;
  const [bx, by] = spec.base;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (rows[by + dy]?.[bx + dx] !== 'L') {
        // off the board is no lagoon either (no row there, or no square in the row)
        errors.push({ path: `${path}.base`, code: 'baseNotOnLagoon', message: `the base footprint around [${bx}, ${by}] must lie on the lagoon` });
        return errors;
      }
    }
  }
  if (spec.tileSet) {
    const seen = new Set<number>();
    for (const zone of ['S', 'D', 'T'] as const) {
      spec.tileSet[zone].forEach((id, i) => {
        const a = atlantisNumber(id);
        if (!isTileId(id)) errors.push({ path: `${path}.tileSet.${zone}[${i}]`, code: 'badTile', message: `unknown tile '${id}'` });
        else if (a && seen.has(a)) errors.push({ path: `${path}.tileSet.${zone}[${i}]`, code: 'duplicateTile', message: `Atlantis ${a} appears twice` });
        seen.add(a);
      });
    }
    if (errors.length) return errors;
  }
  const set = tileSetOf(spec);
  const counts: Record<string, number> = { S: 0, D: 0, T: 0 };
  for (const row of rows) for (const ch of row) if (ch !== ch.toUpperCase()) counts[ch.toUpperCase()]!++;
  for (const zone of ['S', 'D', 'T'] as const) {
    const want = set[zone].length;
    if (counts[zone] !== want) {
      errors.push({ path: `${path}.rows`, code: 'spotCount', message: `zone ${zone} has ${counts[zone]} spots, the tile set needs ${want}` });
    }
  }
  return errors;
}

/** The tile set of a board: its own, or the published 60 (spec 3). */
export function tileSetOf(spec: BoardSpec): TileSet {
  return spec !== 'default' && spec.tileSet ? spec.tileSet : (TILE_SET as TileSet);
}

/** The parsed board of a spec (cached per spec object). Assumes `validateBoard(spec)` is empty. */
export function getBoard(spec: BoardSpec): Board {
  if (spec === 'default') return DEFAULT_BOARD;
  const key = JSON.stringify(spec);
  let board = cache.get(key);
  if (!board) {
    board = buildBoard(spec.name ?? 'custom', spec.rows, spec.base);
    if (cache.size > 64) cache.clear();
    cache.set(key, board);
  }
  return board;
}

/** Board text (one row a line), the format of `default-board.txt`. */
export function boardRows(board: Board): string[] {
  const rows: string[] = [];
  for (let y = 0; y < board.height; y++) {
    let row = '';
    for (let x = 0; x < board.width; x++) {
      const z = ZONES[board.zones[y * board.width + x]!]!;
      row += board.spots[y * board.width + x] ? z.toLowerCase() : z;
    }
    rows.push(row);
  }
  return rows;
}

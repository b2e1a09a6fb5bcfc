/**
 * The sea as submarines see it (spec 7): a per-position grid of what stands on each square,
 * submarine reachability and sonar coverage in plain TypeScript. This is the reference
 * implementation; the kernel (`src/kernel`) computes the same things on bitboards.
 */
import { getBoard, type Board } from './board.js';
import { coverGrid } from './modules.js';
import { RESEARCH_KINDS, type PlayerState, type Position, type Square } from './types.js';

/** Zone code of the trench. */
export const TRENCH = 3;

/** What stands on each square of a position (index `y * width + x`). */
export interface Sea {
  readonly board: Board;
  readonly width: number;
  readonly height: number;
  /** 1 where a module covers the square (even half). */
  readonly cover: Uint8Array;
  /** Index + 1 of the tile on the square, 0 for none. */
  readonly tile: Int16Array;
  /** Index + 1 of the submarine on the square, 0 for none. */
  readonly sub: Int16Array;
}

/** Builds the sea grid of a position. Call once per position and share it. */
export function seaOf(pos: Position): Sea {
  const board = getBoard(pos.board);
  const { width, height } = board;
  const tile = new Int16Array(width * height);
  const sub = new Int16Array(width * height);
  pos.tiles.forEach((t, i) => (tile[t.at[1] * width + t.at[0]] = i + 1));
  pos.submarines.forEach((s, i) => (sub[s.at[1] * width + s.at[0]] = i + 1));
  return { board, width, height, cover: coverGrid(board, pos.modules), tile, sub };
}

/** True when a seat may use trench squares: the trench is open or it has all five kinds (spec 7). */
export function mayUseTrench(pos: Position, seat: number): boolean {
  return pos.trenchOpen || hasAllKinds(pos.players[seat]!);
}

/** True when a player has every research kind at count >= 1. */
export function hasAllKinds(p: PlayerState): boolean {
  return RESEARCH_KINDS.every((k) => p.research[k] >= 1);
}

/** A reachable target with its distance in steps. */
export interface Target {
  x: number;
  y: number;
  d: number;
}

/**
 * Squares a submarine at `from` can end a move of up to `range` steps on (spec 7): orthogonal
 * steps over any square (modules and submarines included), never through a tile (entering a
 * tile's square ends the path), trench squares only when `trench` is true; ends on an empty
 * square or a tile square with no submarine, not the start. Sorted by (y, x).
 */
export function reachTargets(sea: Sea, from: Square, range: number, trench: boolean): Target[] {
  const { width: w, height: h, board } = sea;
  const dist = new Int16Array(w * h).fill(-1);
  const start = from[1] * w + from[0];
  dist[start] = 0;
  let frontier = [start];
  const out: Target[] = [];
  for (let d = 1; d <= range && frontier.length; d++) {
    const next: number[] = [];
    for (const i of frontier) {
      const x = i % w;
      const y = (i - x) / w;
      // A tile stops the path: a square holding one is entered but not left (the start excepted).
      if (i !== start && sea.tile[i]) continue;
      const around = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1];
      for (const j of around) {
        if (j < 0 || dist[j] !== -1) continue;
        if (!trench && board.zones[j] === TRENCH) continue;
        dist[j] = d;
        next.push(j);
      }
    }
    frontier = next;
  }
  for (let i = 0; i < w * h; i++) {
    if (dist[i]! <= 0 || sea.sub[i] || sea.cover[i]) continue;
    out.push({ x: i % w, y: Math.floor(i / w), d: dist[i]! });
  }
  return out;
}

/**
 * Squares of face-down tiles a ping from `from` shows (spec 7): Manhattan distance <= radius;
 * trench tiles only when the submarine is on a trench square. Sorted by (y, x).
 */
export function sonarSquares(sea: Sea, pos: Position, from: Square, radius: number): Square[] {
  const { board, width } = sea;
  const onTrench = board.zones[from[1] * width + from[0]] === TRENCH;
  const out: Square[] = [];
  for (const t of pos.tiles) {
    if (t.faceUp) continue;
    const [x, y] = t.at;
    if (Math.abs(x - from[0]) + Math.abs(y - from[1]) > radius) continue;
    if (!onTrench && board.zones[y * width + x] === TRENCH) continue;
    out.push([x, y]);
  }
  return out.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** True when a square is open water: on the board and not covered by any module. */
export function isOpenWater(sea: Sea, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < sea.width && y < sea.height && !sea.cover[y * sea.width + x];
}

/** True when a square is empty: open water with no tile and no submarine. */
export function isEmpty(sea: Sea, x: number, y: number): boolean {
  if (!isOpenWater(sea, x, y)) return false;
  const i = y * sea.width + x;
  return !sea.tile[i] && !sea.sub[i];
}

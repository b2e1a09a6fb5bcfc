/**
 * The sea as submarines see it (spec 7): a per-position grid of what stands on each square, and
 * submarine reachability and sonar coverage answered by the kernel of the engine instance
 * (`src/kernel`: the TS twin by default, the WASM kernel where a host provides it).
 */
import { getBoard, type Board } from './board.js';
import { emptyKernelBoard, squaresOf, type KernelBoard, type ReachKernel } from '../kernel/types.js';
import { coverGrid } from './modules.js';
import { RESEARCH_KINDS, type PlayerState, type Position, type Square } from './types.js';

/** Zone code of the trench. */
export const TRENCH = 3;

/**
 * What stands on each square of a position (index `y * width + x`). Grids are built on first use:
 * phases 1 and 2 never pay for the tile and submarine grids. A sea belongs to one state of a
 * position; build a new one after the position changes.
 */
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
  /** Per tile index: 1 when face up. */
  readonly faceUp: Uint8Array;
  /** The same sea as kernel bitboards, built on first use. */
  kernelBoard?: KernelBoard;
}

class LazySea implements Sea {
  readonly board: Board;
  readonly width: number;
  readonly height: number;
  kernelBoard?: KernelBoard;
  private coverGrid?: Uint8Array;
  private tileGrid?: Int16Array;
  private subGrid?: Int16Array;
  private faceUpList?: Uint8Array;

  constructor(private readonly pos: Position) {
    this.board = getBoard(pos.board);
    this.width = this.board.width;
    this.height = this.board.height;
  }

  get cover(): Uint8Array {
    return (this.coverGrid ??= coverGrid(this.board, this.pos.modules));
  }

  get tile(): Int16Array {
    return (this.tileGrid ??= this.indexGrid(this.pos.tiles));
  }

  get sub(): Int16Array {
    return (this.subGrid ??= this.indexGrid(this.pos.submarines));
  }

  /** Index + 1 of the item standing on each square. */
  private indexGrid(items: readonly { at: Square }[]): Int16Array {
    const grid = new Int16Array(this.width * this.height);
    for (let i = 0; i < items.length; i++) grid[items[i]!.at[1] * this.width + items[i]!.at[0]] = i + 1;
    return grid;
  }

  get faceUp(): Uint8Array {
    return (this.faceUpList ??= Uint8Array.from(this.pos.tiles, (t) => (t.faceUp ? 1 : 0)));
  }
}

/** The sea of a position (grids built lazily). Call once per position state and share it. */
export function seaOf(pos: Position): Sea {
  return new LazySea(pos);
}

/** True when a seat may use trench squares: the trench is open or it has all five kinds (spec 7). */
export function mayUseTrench(pos: Position, seat: number): boolean {
  return pos.trenchOpen || hasAllKinds(pos.players[seat]!);
}

/** True when a player has every research kind at count >= 1. */
export function hasAllKinds(p: PlayerState): boolean {
  return RESEARCH_KINDS.every((k) => p.research[k] >= 1);
}

/** A reachable target square. */
export interface Target {
  x: number;
  y: number;
}

/** The sea as kernel bitboards (built once per sea). */
export function kernelBoardOf(sea: Sea): KernelBoard {
  if (sea.kernelBoard) return sea.kernelBoard;
  const { board, width, height } = sea;
  const kb = emptyKernelBoard(width, height);
  for (let y = 0; y < height; y++) {
    let trench = 0, tiles = 0, faceDown = 0, cover = 0, subs = 0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const bit = 1 << x;
      if (board.zones[i] === TRENCH) trench |= bit;
      if (sea.cover[i]) cover |= bit;
      if (sea.sub[i]) subs |= bit;
      const t = sea.tile[i]!;
      if (t) {
        tiles |= bit;
        if (!sea.faceUp[t - 1]) faceDown |= bit;
      }
    }
    kb.trench[y] = trench;
    kb.tiles[y] = tiles;
    kb.faceDown[y] = faceDown;
    kb.cover[y] = cover;
    kb.subs[y] = subs;
  }
  sea.kernelBoard = kb;
  return kb;
}

/**
 * Squares a submarine at `from` can end a move of up to `range` steps on (spec 7): orthogonal
 * steps over any square (modules and submarines included), never through a tile (entering a
 * tile's square ends the path), trench squares only when `trench` is true; ends on an empty
 * square or a tile square with no submarine, not the start. Sorted by (y, x).
 */
export function reachTargets(sea: Sea, from: Square, range: number, trench: boolean, k: ReachKernel): Target[] {
  k.setPosition(kernelBoardOf(sea));
  const count = k.reach(from[0], from[1], range, trench);
  const out: Target[] = [];
  if (count) for (const [x, y] of squaresOf(k.targets(), sea.height)) out.push({ x, y });
  return out;
}

/**
 * Squares of face-down tiles a ping from `from` shows (spec 7): Manhattan distance <= radius;
 * trench tiles only when the submarine is on a trench square. Sorted by (y, x).
 */
export function sonarSquares(sea: Sea, from: Square, radius: number, k: ReachKernel): Square[] {
  k.setPosition(kernelBoardOf(sea));
  return k.sonar(from[0], from[1], radius) ? squaresOf(k.seen(), sea.height) : [];
}

/** True when a square is open water: on the board and not covered by any module. */
function isOpenWater(sea: Sea, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < sea.width && y < sea.height && !sea.cover[y * sea.width + x];
}

/** True when a square is empty: open water with no tile and no submarine. */
export function isEmpty(sea: Sea, x: number, y: number): boolean {
  if (!isOpenWater(sea, x, y)) return false;
  const i = y * sea.width + x;
  return !sea.tile[i] && !sea.sub[i];
}

/**
 * Queries on the path (spec 2 and 5): filled and free positions, the next position of a colour,
 * gaps, tolls and bridges. Both the legal-action generator and the checker use these primitives;
 * their searches are separate.
 */
import { MAINLAND, type PathTile, type Position } from './types.js';

/** True when `i` is a position 1..53 with at least one tile. */
export function isFilled(path: PathTile[][], i: number): boolean {
  return i > 0 && i < MAINLAND && (path[i]?.length ?? 0) > 0;
}

/** The top tile of a filled position (undefined on water). */
export function topOf(path: PathTile[][], i: number): PathTile | undefined {
  const stack = path[i];
  return stack === undefined ? undefined : stack[stack.length - 1];
}

/** Number of pawns (all seats) on each position 0..54. */
export function occupancy(pos: Position): number[] {
  const out = new Array<number>(MAINLAND + 1).fill(0);
  for (const seatPawns of pos.pawns) for (const at of seatPawns) out[at] = (out[at] ?? 0) + 1;
  return out;
}

/** The first filled position after `from` whose top tile has `colour`, or the Mainland (spec 4.2). */
export function nextOfColour(path: PathTile[][], from: number, colour: number): number {
  for (let i = from + 1; i < MAINLAND; i++) {
    const stack = path[i]!;
    if (stack.length > 0 && stack[stack.length - 1]![0] === colour) return i;
  }
  return MAINLAND;
}

/** The gaps `[i, j]` lying wholly between positions `a` and `b` (a < i <= j < b), in path order (spec 2). */
export function gapsBetween(path: PathTile[][], a: number, b: number): [number, number][] {
  const out: [number, number][] = [];
  let i = a + 1;
  while (i < b) {
    if (isFilled(path, i)) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < b && !isFilled(path, j + 1)) j++;
    if (isFilled(path, i - 1) && isFilled(path, j + 1)) out.push([i, j]);
    i = j + 1;
  }
  return out;
}

/** The gap holding the empty position `x`, or null when `x` is filled or its run touches an end. */
export function gapContaining(path: PathTile[][], x: number): [number, number] | null {
  if (x <= 0 || x >= MAINLAND || isFilled(path, x)) return null;
  let i = x;
  let j = x;
  while (i - 1 > 0 && !isFilled(path, i - 1)) i--;
  while (j + 1 < MAINLAND && !isFilled(path, j + 1)) j++;
  return isFilled(path, i - 1) && isFilled(path, j + 1) ? [i, j] : null;
}

/** The toll of gap `[i, j]`: the lower value of the tiles on either side (spec 2). */
export function gapToll(path: PathTile[][], i: number, j: number): number {
  return Math.min(topOf(path, i - 1)?.[1] ?? 0, topOf(path, j + 1)?.[1] ?? 0);
}

/** True when a bridge lies on one of the positions `i..j`. */
export function isBridged(bridges: readonly [number, number][], i: number, j: number): boolean {
  for (const b of bridges) if (b[1] >= i && b[1] <= j) return true;
  return false;
}

/** Tolls of the unbridged gaps between `a` and `b` (spec 5). */
export function owedBetween(pos: Position, a: number, b: number): number {
  let sum = 0;
  for (const [i, j] of gapsBetween(pos.path, a, b)) if (!isBridged(pos.bridges, i, j)) sum += gapToll(pos.path, i, j);
  return sum;
}

/** The highest toll among the unbridged gaps between `a` and `b` (what a bridge saves), 0 if none. */
export function largestTollBetween(pos: Position, a: number, b: number): number {
  let best = 0;
  for (const [i, j] of gapsBetween(pos.path, a, b)) if (!isBridged(pos.bridges, i, j)) best = Math.max(best, gapToll(pos.path, i, j));
  return best;
}

/** The first free position below `f` (spec 4.4): filled and without a pawn; null if none. */
export function freeBehind(pos: Position, f: number): number | null {
  const occ = occupancy(pos);
  for (let i = Math.min(f, MAINLAND) - 1; i > 0; i--) if (isFilled(pos.path, i) && occ[i] === 0) return i;
  return null;
}

/** True when the seat still holds its bridge. */
export function holdsBridge(pos: Position, seat: number): boolean {
  for (const b of pos.bridges) if (b[0] === seat) return false;
  return true;
}

/** The path tiles (spec 1) and the layout of the path (spec 2). */
import { COLOUR_COUNT, MAINLAND, MIDDLE_WATER, type PathTile } from './types.js';

/** Back A or B of a tile. */
export type Back = 0 | 1;

/** The value colour `colour` lacks on `back` in the default distribution (spec 1). */
export function missingValue(colour: number, back: Back): number {
  return back === 0 ? colour + 1 : ((colour + 3) % 7) + 1;
}

/** The 42 tiles of one back in colour, then value order: the order shuffled at setup (spec 3). */
export function tileSet(back: Back): PathTile[] {
  const out: PathTile[] = [];
  for (let c = 0; c < COLOUR_COUNT; c++) {
    const missing = missingValue(c, back);
    for (let v = 1; v <= 7; v++) if (v !== missing) out.push([c, v]);
  }
  return out;
}

/** Tiles dealt to each position at setup: 0, 1 or 2 (spec 2). */
export const STACK_SIZES: readonly number[] = Array.from({ length: MAINLAND + 1 }, (_, i) => {
  if (i === 0 || i === MIDDLE_WATER || i === MAINLAND) return 0;
  if ((i >= 11 && i <= 20) || (i >= 34 && i <= 43)) return 1;
  return 2;
});

/** The back of the tiles dealt to a position 1..53 (A before the middle water, B after). */
export function backOf(position: number): Back {
  return position < MIDDLE_WATER ? 0 : 1;
}

/** `(colour, value, back)` as one small integer key, for counting tiles. */
export function tileKey(colour: number, value: number, back: number): number {
  return back * 64 + colour * 8 + value;
}

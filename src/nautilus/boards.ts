/**
 * Generated custom boards (spec 1: boards from 8x8 to 32x32, square or not, may carry their own
 * tile set): a lagoon around the centre, the slope around it, the deep sea beyond, the trench in
 * two opposite corners; spots scattered on S, D and T with no two orthogonally adjacent (at most
 * the published number per zone), and a tile set drawn from the published one. Used by the property suite and
 * for custom positions; every generated board passes `validateBoard`.
 */
import { Rng } from '../core/rng.js';
import { TILE_SET } from './tiles.js';
import type { CustomBoard, TileId, TileSet } from './types.js';

/** A seeded custom board of the given size (8..32 each way). */
export function generateBoard(width: number, height: number, seed: number): CustomBoard {
  if (width < 8 || height < 8 || width > 32 || height > 32) throw new RangeError(`board size ${width}x${height}: each side must be 8..32`);
  const rng = Rng.fromSeed(seed);
  const cx = Math.floor(width / 2);
  const cy = Math.floor(height / 2);
  const zone = (x: number, y: number): 'L' | 'S' | 'D' | 'T' => {
    const d = Math.max(Math.abs(x - cx) / (width / 2), Math.abs(y - cy) / (height / 2));
    if (Math.abs(x - cx) <= 2 && Math.abs(y - cy) <= 2) return 'L';
    if (d < 0.3) return 'L';
    if (d < 0.55) return 'S';
    const corner = (x > cx && y < cy) || (x < cx && y > cy);
    return corner && d > 0.75 ? 'T' : 'D';
  };
  const cells: ('L' | 'S' | 'D' | 'T')[][] = Array.from({ length: height }, (_, y) => Array.from({ length: width }, (_, x) => zone(x, y)));
  const spot: boolean[][] = cells.map((row) => row.map(() => false));
  const area = { S: 0, D: 0, T: 0 };
  for (const row of cells) for (const z of row) if (z !== 'L') area[z]++;
  // the published density of spots per zone square, at least two spots in every zone present
  const density = { S: 26 / 132, D: 20 / 306, T: 14 / 74 };
  const want = { S: 0, D: 0, T: 0 };
  const tileSet: TileSet = { S: [], D: [], T: [] };
  for (const z of ['S', 'D', 'T'] as const) {
    if (!area[z]) continue;
    const free = rng.shuffle(cells.flatMap((row, y) => row.flatMap((c, x): [number, number][] => (c === z ? [[x, y]] : []))));
    const target = Math.min(TILE_SET[z].length, Math.max(2, Math.round(area[z] * density[z])));
    for (const [x, y] of free) {
      if (want[z] >= target) break;
      const adjacent = ([[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as const).some(([ax, ay]) => spot[ay]?.[ax]);
      if (adjacent) continue;
      spot[y]![x] = true;
      want[z]++;
    }
    tileSet[z] = tilesFor(z, want[z], rng);
  }
  const rows = cells.map((row, y) => row.map((c, x) => (spot[y]![x] ? c.toLowerCase() : c)).join(''));
  return { name: `generated-${width}x${height}-${seed}`, rows, base: [cx, cy], tileSet };
}

/** `count` tiles (at most the zone's published number) drawn from the zone's published set. */
function tilesFor(zone: 'S' | 'D' | 'T', count: number, rng: Rng): TileId[] {
  return rng.shuffle([...TILE_SET[zone]]).slice(0, count);
}

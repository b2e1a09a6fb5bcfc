/** Discovery tiles (spec 3): the tile set per zone, faces, points, goal cards, rank markers. */
import type { SheetType, TileId, TileType, Zone } from './types.js';

/** Counts per zone from the Dutch rulebook's table (spec 3). */
const COUNTS: Record<'S' | 'D' | 'T', Partial<Record<TileType, number>>> = {
  S: { crab: 3, urchin: 3, mussel: 4, snail: 4, chest: 4, speed: 2 },
  D: { gold: 1, crab: 2, urchin: 2, mussel: 3, snail: 3, chest: 3, speed: 1 },
  T: { gold: 3, crab: 1, urchin: 1, mussel: 1, snail: 1, chest: 2, speed: 1 },
};

/** [default] Atlantis numbering by zone (spec 3). */
export const ATLANTIS_BY_ZONE: Record<'S' | 'D' | 'T', number[]> = {
  S: [1, 2, 3, 4, 5, 6],
  D: [7, 8, 9, 10, 14],
  T: [11, 12, 13, 15],
};

const ORDER: Exclude<TileType, 'atlantis'>[] = ['gold', 'crab', 'urchin', 'mussel', 'snail', 'chest', 'speed'];

function zoneSet(zone: 'S' | 'D' | 'T'): TileId[] {
  const out: TileId[] = [];
  for (const type of ORDER) for (let i = 0; i < (COUNTS[zone][type] ?? 0); i++) out.push(type);
  for (const n of ATLANTIS_BY_ZONE[zone]) out.push(`atlantis${n}`);
  return out;
}

/** The 60 tiles, per zone, in a fixed order (the order shuffled at setup). */
export const TILE_SET: Record<'S' | 'D' | 'T', readonly TileId[]> = { S: zoneSet('S'), D: zoneSet('D'), T: zoneSet('T') };

export const TILE_COUNT = 60;
export const ATLANTIS_COUNT = 15;

/** The type of a tile identity. */
export function tileType(id: TileId): TileType {
  return id.startsWith('atlantis') ? 'atlantis' : (id as TileType);
}

/** The Atlantis number of an identity, or 0. */
export function atlantisNumber(id: TileId): number {
  return id.startsWith('atlantis') ? Number(id.slice(8)) : 0;
}

/** True for an identity that exists in the tile set. */
export function isTileId(id: unknown): id is TileId {
  if (typeof id !== 'string') return false;
  if (/^atlantis([1-9]|1[0-5])$/.test(id)) return true;
  return (ORDER as string[]).includes(id);
}

/** Blue-faced tiles cost Nemo to recover; beige ones (chest, speed) are free (spec 3). */
export function isBlue(type: TileType): boolean {
  return type !== 'chest' && type !== 'speed';
}

/** Sheet points per type (spec 3: mussel 0, snail 0; [default] gold 2, crab 1, urchin 1). */
export const POINTS: Record<SheetType, number> = { gold: 2, crab: 1, urchin: 1, mussel: 0, snail: 0 };

/** Goal cards (spec 3): {mussel, crab} published; the others [default]. */
export const GOAL_CARDS: readonly [SheetType, SheetType][] = [
  ['mussel', 'crab'],
  ['snail', 'urchin'],
  ['mussel', 'urchin'],
  ['snail', 'crab'],
];

/** Atlantis rank markers by player count (spec 3). */
export const RANK_MARKERS: Record<number, number[]> = { 2: [4, 2], 3: [5, 3, 1], 4: [5, 4, 2, 1] };

/** The zone a tile identity may start in, when unique (Atlantis tiles, and none for others). */
export function atlantisZone(n: number): Zone | null {
  for (const zone of ['S', 'D', 'T'] as const) if (ATLANTIS_BY_ZONE[zone].includes(n)) return zone;
  return null;
}

// Spec section 2: modules — footprint, rotation, neighbours, overlap, passages, mouths.
import { describe, expect, test } from 'vitest';
import {
  LAYOUTS,
  SLOT_OFFSETS,
  createContext,
  moduleGraph,
  corridorsOf,
  footprint,
  maskOf,
  mouthSquare,
  overlapsOffset,
  passageDistances,
  rotateMask,
  type ModuleState,
} from '../../src/nautilus/index.js';

const mod = (kind: ModuleState['kind'], corridors: number, at: [number, number], rotation = 0): ModuleState => ({
  kind,
  corridors,
  at,
  rotation,
  owner: null,
  researchers: [0, 0],
});

describe('spec 2.1: footprint', () => {
  test('a module covers the 3x3 block around its centre', () => {
    expect(footprint(5, 7)).toEqual([
      [4, 6], [5, 6], [6, 6],
      [4, 7], [5, 7], [6, 7],
      [4, 8], [5, 8], [6, 8],
    ]);
  });
});

describe('spec 2.2: corridors and rotation', () => {
  test.each([
    ['base', LAYOUTS.base, 0xff],
    ['green N E S W', LAYOUTS.green, 0b01010101],
    ['blue NE SE SW NW', LAYOUTS.blue, 0b10101010],
    ['A = N S NE SW', LAYOUTS.A, maskOf('N', 'S', 'NE', 'SW')],
    ['B = N E SW', LAYOUTS.B, maskOf('N', 'E', 'SW')],
    ['C = N NE NW', LAYOUTS.C, maskOf('N', 'NE', 'NW')],
    ['D = N SE SW', LAYOUTS.D, maskOf('N', 'SE', 'SW')],
  ])('layout %s', (_name, mask, want) => {
    expect(mask).toBe(want);
  });

  test.each([
    // slot i becomes slot (i + 2r) mod 8
    [maskOf('N'), 1, maskOf('E')],
    [maskOf('N'), 2, maskOf('S')],
    [maskOf('N'), 3, maskOf('W')],
    [maskOf('NW'), 1, maskOf('NE')],
    [maskOf('N', 'E', 'SW'), 1, maskOf('E', 'S', 'NW')],
    [maskOf('N', 'E', 'SW'), 2, maskOf('S', 'W', 'NE')],
    [maskOf('N', 'NE', 'NW'), 3, maskOf('W', 'NW', 'SW')],
  ])('rotate %i by %i quarter turns = %i', (mask, r, want) => {
    expect(rotateMask(mask, r)).toBe(want);
  });

  test('four quarter turns are the identity; orthogonal slots stay orthogonal', () => {
    for (let m = 0; m < 256; m++) {
      expect(rotateMask(m, 4)).toBe(m);
      expect(rotateMask(m & 0x55, 1) & 0xaa).toBe(0);
    }
  });
});

describe('spec 2.3: overlap', () => {
  test.each([
    [2, 2, false],
    [-2, 2, false],
    [3, 1, false],
    [3, 0, false],
    [0, 3, false],
    [3, 3, false],
    [5, 0, false],
    [2, 1, true],
    [2, 0, true],
    [1, 2, true],
    [0, 0, true],
    [1, 1, true],
    [-2, -1, true],
  ])('offset (%i, %i) overlaps: %s', (dx, dy, want) => {
    expect(overlapsOffset(dx, dy)).toBe(want);
  });

  test('diagonal neighbours share exactly one corner square', () => {
    const a = footprint(10, 10).map(String);
    const b = footprint(12, 12).map(String);
    expect(a.filter((s) => b.includes(s))).toEqual(['11,11']);
  });

  test('a diagonal neighbour blocks the two orthogonal neighbour positions beside it', () => {
    // NE neighbour at (2, -2) against N (0, -3) and E (3, 0)
    expect(overlapsOffset(0 - 2, -3 - -2)).toBe(true);
    expect(overlapsOffset(3 - 2, 0 - -2)).toBe(true);
    // but not the opposite ones
    expect(overlapsOffset(0 - 2, 3 - -2)).toBe(false);
  });

  test('at most 4 of the 8 neighbour positions can be filled at once', () => {
    let best = 0;
    for (let set = 0; set < 256; set++) {
      const slots = [...Array(8).keys()].filter((s) => set & (1 << s));
      const ok = slots.every((a, i) => slots.slice(i + 1).every((b) => !overlapsOffset(SLOT_OFFSETS[a]![0] - SLOT_OFFSETS[b]![0], SLOT_OFFSETS[a]![1] - SLOT_OFFSETS[b]![1])));
      if (ok) best = Math.max(best, slots.length);
    }
    expect(best).toBe(4);
  });
});

/** Who connects to whom (spec 2.3), from a fresh engine context. */
const adjacency = (mods: Parameters<typeof moduleGraph>[0]): number[][] => moduleGraph(mods, createContext()).adj;

describe('spec 2.3: connections and passages', () => {
  test('modules connect only through facing corridors', () => {
    const base = mod('base', LAYOUTS.base, [11, 11]);
    const east = mod('green', LAYOUTS.green, [14, 11]); // W faces base's E
    const se = mod('blue', LAYOUTS.blue, [13, 13]); // NW faces base's SE
    const wallSouth = mod('training', LAYOUTS.C, [11, 14]); // C = N NE NW: N faces base's S
    const adj = adjacency([base, east, se, wallSouth]);
    expect(adj[0]!.sort()).toEqual([1, 2, 3]);
    expect(adj[1]).toEqual([0]);
  });

  test.each([
    // layout B (N E SW) south of the base connects only when a corridor faces north
    [0, true],
    [1, false], // E S NW
    [2, false], // S W NE
    [3, true], // W N SE
  ])('corridor matching after rotation: B at S of base, r=%i connects %s', (r, want) => {
    const adj = adjacency([mod('base', LAYOUTS.base, [11, 11]), mod('lab', LAYOUTS.B, [11, 14], r)]);
    expect(adj[1]!.includes(0)).toBe(want);
  });

  test('diagonal connections need both diagonal corridors (brown to brown)', () => {
    const base = mod('base', LAYOUTS.base, [11, 11]);
    // D = N SE SW; rotated 2 → S NW NE: NW faces base's SE
    expect(adjacency([base, mod('sonar', LAYOUTS.D, [13, 13], 2)])[1]).toEqual([0]);
    expect(adjacency([base, mod('sonar', LAYOUTS.D, [13, 13], 0)])[1]).toEqual([]);
  });

  test("a context's cached graph follows its module list changed in place: a module turned, moved or added", () => {
    const ctx = createContext();
    const mods = [mod('base', LAYOUTS.base, [11, 11]), mod('lab', LAYOUTS.B, [11, 14], 0)];
    expect(moduleGraph(mods, ctx).adj).toEqual([[1], [0]]);
    mods[1] = mod('lab', LAYOUTS.B, [11, 14], 1); // turned: no corridor faces the base now
    expect(moduleGraph(mods, ctx).adj).toEqual(adjacency(mods));
    expect(moduleGraph(mods, ctx).adj).toEqual([[], []]);
    mods[1] = mod('green', LAYOUTS.green, [14, 11]); // another module elsewhere (same count)
    expect(moduleGraph(mods, ctx).adj).toEqual([[1], [0]]);
    mods[1] = mod('green', LAYOUTS.green, [17, 11]); // moved out of reach
    expect(moduleGraph(mods, ctx).adj).toEqual([[], []]);
    mods.push(mod('green', LAYOUTS.green, [14, 11])); // added
    expect(moduleGraph(mods, ctx).adj).toEqual(adjacency(mods));
    expect([...moduleGraph(mods, ctx).adj[2]!].sort()).toEqual([0, 1]); // between the base and the moved one
    // the first module of the list counts as much as the others: turned, then moved
    const first = [mod('lab', LAYOUTS.B, [11, 14], 0), mod('base', LAYOUTS.base, [11, 11])];
    expect(moduleGraph(first, ctx).adj).toEqual([[1], [0]]);
    first[0] = mod('lab', LAYOUTS.B, [11, 14], 1);
    expect(moduleGraph(first, ctx).adj).toEqual([[], []]);
    first[0] = mod('green', LAYOUTS.green, [14, 11]);
    expect(moduleGraph(first, ctx).adj).toEqual([[1], [0]]);
    first[0] = mod('green', LAYOUTS.green, [17, 11]);
    expect(moduleGraph(first, ctx).adj).toEqual([[], []]);
  });

  test('passage distances count connections', () => {
    const mods = [
      mod('base', LAYOUTS.base, [11, 11]),
      mod('green', LAYOUTS.green, [14, 11]),
      mod('green', LAYOUTS.green, [17, 11]),
      mod('green', LAYOUTS.green, [20, 11]),
    ];
    const d = passageDistances(adjacency(mods), 0, 2, createContext());
    expect([...d]).toEqual([0, 1, 2, -1]);
  });

  test.each([
    [0, [11, 9]],
    [2, [13, 11]],
    [4, [11, 13]],
    [6, [9, 11]],
  ])('mouth square of slot %i of a module at (11, 11) is %j', (slot, want) => {
    expect(mouthSquare([11, 11], slot)).toEqual(want);
  });

  test('rotation applies to placed modules', () => {
    expect(corridorsOf({ corridors: LAYOUTS.B, rotation: 1 })).toBe(maskOf('E', 'S', 'NW'));
  });
});

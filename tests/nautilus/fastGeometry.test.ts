// The fast path's module geometry (fast.ts) on its own: passage distances and module lookup against
// the reference breadth-first search of modules.ts (spec 2.3, connections; spec 6, research counts
// passages), on the cities of seeded games and on a long city built for distances beyond the rows
// the geometry keeps per module; and the code buffer, which grows from any size.
import { describe, expect, test } from 'vitest';
import {
  applyInPlace,
  createContext,
  geometryOf,
  legalActions,
  moduleAt,
  moduleGraph,
  passageDistance,
  passageDistances,
  referenceLegalActions,
  setupGame,
  LAYOUTS,
  type ModuleState,
  type Position,
} from '../../src/nautilus/index.js';
import { propertyGame } from '../helpers.js';

/** Every pair's passage distance from the geometry equals the reference search's (-1 when not connected). */
function expectDistances(pos: Position): number {
  const ctx = createContext();
  const g = geometryOf(pos, ctx);
  const { adj } = moduleGraph(pos.modules, createContext());
  let far = 0;
  for (let i = 0; i < pos.modules.length; i++) {
    const ref = Array.from(passageDistances(adj, i, 64, createContext()));
    const got = pos.modules.map((_, j) => passageDistance(g, i, j));
    expect(got, `from module ${i}`).toEqual(ref);
    far = Math.max(far, ...ref);
  }
  return far;
}

/** A city in the shape of an L on the default board: 8 modules along row 1, then 7 down column 22. */
function lCity(): Position {
  const pos = setupGame({ players: 2, seed: 1 });
  const m = (x: number, y: number): ModuleState => ({ kind: 'green', corridors: LAYOUTS.green, at: [x, y], rotation: 0, owner: null, researchers: [0, 0] });
  const modules: ModuleState[] = [];
  for (let x = 1; x <= 22; x += 3) modules.push(m(x, 1));
  for (let y = 4; y <= 22; y += 3) modules.push(m(22, y));
  // and one on its own, facing nothing
  modules.push(m(10, 10));
  pos.modules = modules;
  return pos;
}

describe('fast.ts geometry: passage distances', () => {
  test('every pair in the cities of seeded games, as the reference search counts them', () => {
    let pairs = 0;
    let most = 0;
    for (const k of [1, 2, 5, 11, 23, 29]) {
      const { ps, pos } = propertyGame(k);
      while (pos.endReason === null) applyInPlace(pos, ps.bots![pos.toAct]!(pos, legalActions(pos)));
      expectDistances(pos);
      pairs += pos.modules.length ** 2;
      most = Math.max(most, pos.modules.length);
    }
    // cities past 32 modules: the second word of the distance bitsets is in use
    expect(most).toBeGreaterThan(32);
    expect(pairs).toBeGreaterThan(3000);
  });

  test('a long city: distances past the 7 kept per module, the far end, a module on its own (-1), a module to itself (0)', () => {
    const pos = lCity();
    expect(expectDistances(pos)).toBe(14);
    const g = geometryOf(pos, createContext());
    expect(passageDistance(g, 0, 14)).toBe(14);
    expect(passageDistance(g, 14, 0)).toBe(14);
    expect(passageDistance(g, 3, 10)).toBe(7);
    expect(passageDistance(g, 3, 11)).toBe(8);
    expect(passageDistance(g, 0, 15)).toBe(-1);
    expect(passageDistance(g, 15, 15)).toBe(0);
    expect(passageDistance(g, 7, 7)).toBe(0);
  });

  test('the visit stamps start over without mistaking an old search for a new one', () => {
    const pos = lCity();
    const g = geometryOf(pos, createContext());
    // the first search past the kept rows marks what it visits with stamp 1
    expect(passageDistance(g, 0, 14)).toBe(14);
    // at the stamps' limit the marks are cleared: the next search (stamp 1 again) sees none of them
    g.stamp = 0x3fffffff;
    expect(passageDistance(g, 14, 0)).toBe(14);
    expect(g.stamp).toBe(1);
    expect(passageDistance(g, 13, 1)).toBe(12);
  });

  test('moduleAt finds each module by its centre and nothing elsewhere, off the grid included', () => {
    const pos = lCity();
    const g = geometryOf(pos, createContext());
    pos.modules.forEach((m, i) => expect(moduleAt(g, m.at[0], m.at[1])).toBe(i));
    const centres = new Set(pos.modules.map((m) => `${m.at[0]},${m.at[1]}`));
    for (let y = -1; y <= 32; y++) for (let x = -1; x <= 32; x++) if (!centres.has(`${x},${y}`)) expect(moduleAt(g, x, y), `${x},${y}`).toBe(-1);
  });
});

describe('fast.ts geometry: capacity', () => {
  test('more modules than the geometry holds (64) is a RangeError naming the limit, not a wrong answer', () => {
    const pos = lCity();
    pos.modules = Array.from({ length: 65 }, (_, i) => ({ ...pos.modules[0]!, at: [1 + 3 * (i % 8), 1 + 3 * Math.floor(i / 8)] as [number, number] }));
    expect(() => geometryOf(pos, createContext())).toThrow(new RangeError('at most 64 modules'));
    pos.modules.length = 64;
    expect(geometryOf(pos, createContext()).n).toBe(64);
  });
});

describe('fast.ts code buffer', () => {
  test('grows from any size: a context whose buffer holds one code lists what a fresh one lists', () => {
    for (const k of [1, 3, 8]) {
      const { ps, pos } = propertyGame(k);
      const ctx = createContext();
      for (let step = 0; step < 200 && pos.endReason === null; step++) {
        ctx.fast.codes = new Int32Array(1);
        const ref = referenceLegalActions(pos);
        expect(legalActions(pos, undefined, ctx)).toEqual(ref);
        expect(ctx.fast.codes.length).toBeGreaterThanOrEqual(ref.length);
        applyInPlace(pos, ps.bots![pos.toAct]!(pos, ref));
      }
    }
  });
});

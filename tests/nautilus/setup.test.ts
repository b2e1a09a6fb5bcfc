// Spec section 3: pieces and seeded setup.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import {
  DEFAULT_BOARD,
  DEFAULT_VARIANTS,
  GOAL_CARDS,
  LAYOUTS,
  RESEARCH_KINDS,
  RESEARCH_LAYOUTS,
  TILE_SET,
  generateBoard,
  setupGame,
  validatePosition,
  zoneAt,
} from '../../src/nautilus/index.js';

describe('spec 3: setup', () => {
  test.each([
    [2, 55],
    [3, 50],
    [4, 45],
  ])('%i players start with %i Nemo, 15 researchers, 3 submarines in supply', (players, nemo) => {
    const pos = setupGame({ players, seed: 7 });
    expect(validatePosition(pos)).toEqual([]);
    expect(pos.players).toHaveLength(players);
    for (const p of pos.players) {
      expect(p.nemo).toBe(nemo);
      expect(p.researchers).toBe(15);
      expect(p.sheet).toEqual([]);
      expect(p.held).toEqual([]);
      expect(Object.values(p.research)).toEqual([0, 0, 0, 0, 0]);
    }
    expect(pos.submarines).toEqual([]);
    expect(new Set(pos.players.map((p) => p.goal.join())).size).toBe(players);
  });

  test('stacks: 10 green, 10 blue, each research kind the four layouts A-D', () => {
    const pos = setupGame({ players: 3, seed: 2 });
    expect([pos.stacks.green, pos.stacks.blue]).toEqual([10, 10]);
    for (const k of RESEARCH_KINDS) expect([...pos.stacks[k]].sort()).toEqual([...RESEARCH_LAYOUTS].sort());
  });

  test('60 tiles face down on the spots, each zone its own set', () => {
    const pos = setupGame({ players: 2, seed: 3 });
    expect(pos.tiles).toHaveLength(60);
    for (const zone of ['S', 'D', 'T'] as const) {
      const here = pos.tiles.filter((t) => zoneAt(DEFAULT_BOARD, t.at[0], t.at[1]) === zone).map((t) => t.tile).sort();
      expect(here).toEqual([...TILE_SET[zone]].sort());
    }
    expect(pos.tiles.every((t) => !t.faceUp && DEFAULT_BOARD.spots[t.at[1] * 24 + t.at[0]] === 1)).toBe(true);
  });

  test('tile set per zone follows the Dutch table; Atlantis 13 and 15 in the trench, 14 not', () => {
    const count = (zone: 'S' | 'D' | 'T', t: string): number => TILE_SET[zone].filter((x) => x === t).length;
    expect(['gold', 'crab', 'urchin', 'mussel', 'snail', 'chest', 'speed'].map((t) => count('S', t))).toEqual([0, 3, 3, 4, 4, 4, 2]);
    expect(['gold', 'crab', 'urchin', 'mussel', 'snail', 'chest', 'speed'].map((t) => count('D', t))).toEqual([1, 2, 2, 3, 3, 3, 1]);
    expect(['gold', 'crab', 'urchin', 'mussel', 'snail', 'chest', 'speed'].map((t) => count('T', t))).toEqual([3, 1, 1, 1, 1, 2, 1]);
    expect(TILE_SET.T).toContain('atlantis13');
    expect(TILE_SET.T).toContain('atlantis15');
    expect(TILE_SET.T).not.toContain('atlantis14');
    expect([TILE_SET.S.length, TILE_SET.D.length, TILE_SET.T.length]).toEqual([26, 20, 14]);
  });

  test('the base is placed with rotation 0 at the base position; tokens unowned; trench closed', () => {
    const pos = setupGame({ players: 4, seed: 1 });
    expect(pos.modules).toEqual([{ kind: 'base', corridors: LAYOUTS.base, at: [11, 11], rotation: 0, owner: null, researchers: [0, 0, 0, 0] }]);
    expect(Object.values(pos.tokens)).toEqual([null, null, null, null, null]);
    expect(pos.trenchOpen).toBe(false);
    expect([pos.round, pos.phase, pos.toAct]).toEqual([1, 1, pos.firstPlayer]);
    expect(pos.variants).toEqual(DEFAULT_VARIANTS);
  });

  test('basePosition moves the base', () => {
    const pos = setupGame({ players: 2, seed: 1, basePosition: [9, 9] });
    expect(pos.modules[0]!.at).toEqual([9, 9]);
  });

  test('variant settings are taken', () => {
    const pos = setupGame({ players: 2, seed: 1, variants: { maxHeldModules: 3, sonarPerSub: true, atlantisTies: 'share', tieBreak: 'nemo', openStacks: true, maxRounds: 40 } });
    expect(pos.variants).toEqual({ maxHeldModules: 3, sonarPerSub: true, atlantisTies: 'share', tieBreak: 'nemo', openStacks: true, maxRounds: 40 });
  });

  test('the same seed gives the same game; another seed another', () => {
    expect(setupGame({ players: 3, seed: 11 })).toEqual(setupGame({ players: 3, seed: 11 }));
    expect(setupGame({ players: 3, seed: 11 }).tiles).not.toEqual(setupGame({ players: 3, seed: 12 }).tiles);
  });

  test('draws follow the documented order: first player, goals, research stacks, tiles S D T', () => {
    const seed = 99;
    const rng = Rng.fromSeed(seed);
    const first = rng.int(3);
    const cards = [...GOAL_CARDS];
    const goals = [0, 1, 2].map(() => cards.splice(rng.int(cards.length), 1)[0]);
    const stacks = RESEARCH_KINDS.map(() => rng.shuffle([...RESEARCH_LAYOUTS]));
    const s = rng.shuffle([...TILE_SET.S]);
    const pos = setupGame({ players: 3, seed });
    expect(pos.firstPlayer).toBe(first);
    expect(pos.players.map((p) => p.goal)).toEqual(goals);
    expect(RESEARCH_KINDS.map((k) => pos.stacks[k])).toEqual(stacks);
    const sSpots = DEFAULT_BOARD.spotList.filter(([x, y]) => zoneAt(DEFAULT_BOARD, x, y) === 'S');
    const dealt = sSpots.map(([x, y]) => pos.tiles.find((t) => t.at[0] === x && t.at[1] === y)!.tile);
    expect(dealt).toEqual(s);
  });

  test('a given first player draws nothing for it', () => {
    const pos = setupGame({ players: 2, seed: 5, firstPlayer: 1 });
    expect([pos.firstPlayer, pos.toAct]).toEqual([1, 1]);
  });

  test('players outside 2..4 are refused, saying so', () => {
    for (const players of [1, 5, 0, 2.5, Number.NaN]) expect(() => setupGame({ players, seed: 1 })).toThrow(new RangeError(`players must be 2..4, got ${players}`));
    for (const players of [2, 3, 4]) expect(setupGame({ players, seed: 1 }).players).toHaveLength(players);
  });

  test('the tiles of a new game are listed square by square, row by row (y, then x), on any board', () => {
    for (const board of ['default', generateBoard(13, 9, 4)] as const) {
      const squares = setupGame({ players: 3, seed: 2, board }).tiles.map((t) => t.at);
      expect(squares).toEqual([...squares].sort((a, b) => a[1] - b[1] || a[0] - b[0]));
      expect(new Set(squares.map(String)).size).toBe(squares.length);
    }
  });
});

// Spec 12 and the position editor: editing keeps every piece accounted for, so an edited position
// of a real game validates; what cannot be done is refused with a reason and changes nothing.
import { describe, expect, test } from 'vitest';
import { addModule, conservationViolations, erase, holdModule, LAYOUTS, legalActions, moveModule, play, placeTile, rotateModule, removeModule, removeTile, returnHeld, setModuleResearchers, setupGame, toggleSubmarine, validatePosition, type PositionSetup } from '../../src/nautilus/index.js';

const fresh = (): PositionSetup => structuredClone(setupGame({ players: 3, seed: 7, firstPlayer: 0 }));

describe('the position editor keeps pieces accounted for', () => {
  test('a module comes from its stack and goes back under it; its researchers to supply', () => {
    const s = fresh();
    const layout = s.stacks.lab[1]!;
    const letter = (['A', 'B', 'C', 'D'] as const).find((l) => LAYOUTS[l] === layout)!;
    expect(addModule(s, 'lab', [14, 11], 1, { layout: letter, owner: 2 })).toBeNull();
    expect(s.stacks.lab).toHaveLength(3);
    expect(s.modules[1]).toEqual({ kind: 'lab', corridors: layout, at: [14, 11], rotation: 1, owner: 2, researchers: [0, 0, 0] });
    expect(setModuleResearchers(s, 1, 2, 3)).toBeNull();
    expect(s.players[2]!.researchers).toBe(12);
    expect(validatePosition(s)).toEqual([]);
    expect(removeModule(s, 1)).toBeNull();
    expect(s.stacks.lab.at(-1)).toBe(layout);
    expect(s.players[2]!.researchers).toBe(15);
    expect(conservationViolations(s as never)).toEqual([]);
  });

  test('edits of a copy that play made leave the position it was played from as it was', () => {
    const s = setupGame({ players: 2, seed: 3 });
    const played = play(s, legalActions(s).find((a) => a.type === 'buy')!);
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    const before = JSON.stringify(s);
    const t = played.value;
    expect(setModuleResearchers(t, 0, 1, 2)).toBeNull();
    expect(moveModule(t, 0, [t.modules[0]!.at[0] + 1, t.modules[0]!.at[1]])).toBeNull();
    expect(rotateModule(t, 0, 1)).toBeNull();
    expect(t.modules[0]!.researchers[1]).toBe(2);
    expect(JSON.stringify(s)).toBe(before);
  });

  test('refusals change nothing', () => {
    const s = fresh();
    const before = structuredClone(s);
    s.stacks.green = 0;
    const emptied = structuredClone(s);
    expect(addModule(s, 'green', [14, 11], 0)).toBe('the green stack is empty');
    expect(s).toEqual(emptied);
    const t = fresh();
    expect(removeModule(t, 0)).toBe('the base stays on the board');
    expect(setModuleResearchers(t, 0, 0, 16)).toBe('only 15 researchers are in supply');
    expect(setModuleResearchers(t, 0, 0, -1)).toBe('a count is a whole number, at least 0');
    expect(t).toEqual(before);
  });

  test('a tile leaves the game and comes back from it, of its own zone only', () => {
    const s = fresh();
    const t = s.tiles[0]!;
    s.players[1]!.known = [{ at: t.at, tile: t.tile }];
    expect(removeTile(s, t.at)).toBeNull();
    expect(s.players[1]!.known).toEqual([]);
    expect(s.gone).toEqual([{ at: t.at, tile: t.tile, to: 'removed', seat: null }]);
    expect(validatePosition(s)).toEqual([]);
    expect(placeTile(s, t.at, t.tile, true)).toBeNull();
    expect(s.tiles.at(-1)).toEqual({ at: t.at, tile: t.tile, faceUp: true });
    expect(s.gone).toEqual([]);
    expect(placeTile(s, t.at, t.tile, false)).toBe('a tile already lies there');
    const other = s.tiles.find((x) => x.tile === 'atlantis13')!;
    removeTile(s, other.at);
    expect(placeTile(s, s.tiles.find((x) => x.tile === 'atlantis1')!.at, 'atlantis13', false)).toBe('a tile already lies there');
  });

  test('submarines: the lowest free index goes on; a second click takes it off; erase clears a square', () => {
    const s = fresh();
    expect(toggleSubmarine(s, 1, [3, 3])).toBeNull();
    expect(toggleSubmarine(s, 1, [4, 3])).toBeNull();
    expect(s.submarines).toEqual([{ seat: 1, index: 0, at: [3, 3] }, { seat: 1, index: 1, at: [4, 3] }]);
    expect(toggleSubmarine(s, 1, [3, 3])).toBeNull();
    expect(toggleSubmarine(s, 1, [5, 3])).toBeNull();
    expect(s.submarines).toEqual([{ seat: 1, index: 1, at: [4, 3] }, { seat: 1, index: 0, at: [5, 3] }]);
    toggleSubmarine(s, 1, [6, 3]);
    expect(toggleSubmarine(s, 1, [7, 3])).toBe('all three submarines of that seat are on the board');
    expect(erase(s, [4, 3])).toBeNull();
    expect(s.submarines.map((q) => q.index)).toEqual([0, 2]);
    expect(erase(s, [11, 11])).toBe('the base stays on the board');
    expect(erase(s, [0, 12])).toBe('nothing to erase there');
  });

  test('held modules come from the stacks; a residential one carries a researcher', () => {
    const s = fresh();
    expect(holdModule(s, 0, 'green')).toBeNull();
    expect(holdModule(s, 0, 'sonar')).toBeNull();
    expect(s.players[0]!.held).toEqual([{ kind: 'green', corridors: LAYOUTS.green, researchers: 1 }, { kind: 'sonar', corridors: expect.any(Number), researchers: 0 }]);
    expect(s.stacks.green).toBe(9);
    expect(s.stacks.sonar).toHaveLength(3);
    expect(validatePosition(s)).toEqual([]);
    expect(returnHeld(s, 0, 0)).toBeNull();
    expect(s.players[0]!.researchers).toBe(15);
    expect(s.stacks.green).toBe(10);
    const entry = s.modules[0];
    expect(moveModule(s, 0, [12, 12])).toBeNull();
    expect(s.modules[0]!.at).toEqual([12, 12]);
    // a new entry, never the old one changed (the engine takes an entry it has seen as unchanged)
    expect(s.modules[0]).not.toBe(entry);
    expect(entry!.at).not.toEqual([12, 12]);
    const turned = s.modules[0];
    expect(rotateModule(s, 0, -1)).toBeNull();
    expect(s.modules[0]!.rotation).toBe((turned!.rotation + 3) % 4);
    expect(s.modules[0]).not.toBe(turned);
    expect(rotateModule(s, 0, 5)).toBeNull();
    expect(s.modules[0]!.rotation).toBe(turned!.rotation);
    expect(rotateModule(s, 99, 1)).toBe('no module 99');
  });
});

// Spec 12 and the position editor: editing keeps every piece accounted for, so an edited position
// of a real game validates; what cannot be done is refused with a reason and changes nothing.
import { describe, expect, test } from 'vitest';
import { addModule, conservationViolations, erase, getBoard, holdModule, LAYOUTS, legalActions, moduleCovering, moveModule, play, placeTile, resetTurn, rotateModule, removeModule, removeTile, returnHeld, setModuleResearchers, setupGame, toggleSubmarine, validatePosition, zoneAt, type PositionSetup, type Square, type TileId, type Zone } from '../../src/nautilus/index.js';

const fresh = (): PositionSetup => structuredClone(setupGame({ players: 3, seed: 7, firstPlayer: 0 }));

/** The layout letter of a research corridor mask (spec 2.2). */
const letterOf = (mask: number): 'A' | 'B' | 'C' | 'D' => (['A', 'B', 'C', 'D'] as const).find((l) => LAYOUTS[l] === mask)!;

/** The zone of a square of the setup's board (spec 1). */
const zoneOf = (s: PositionSetup, sq: Square): Zone => zoneAt(getBoard(s.board), sq[0], sq[1]);

/** The tiles of one identity lying in one zone. */
const tilesOf = (s: PositionSetup, tile: TileId, zone: Zone) => s.tiles.filter((t) => t.tile === tile && zoneOf(s, t.at) === zone);

/** The first square (in (y, x) order) of a zone with no tile on it and outside the base's footprint. */
const emptyOf = (s: PositionSetup, zone: Zone): Square => {
  const board = getBoard(s.board);
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      if (zoneAt(board, x, y) !== zone || s.tiles.some((t) => t.at[0] === x && t.at[1] === y)) continue;
      if (Math.abs(x - 11) <= 1 && Math.abs(y - 11) <= 1) continue;
      return [x, y];
    }
  }
  throw new Error(`no empty square of zone ${zone}`);
};

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
    expect(addModule(s, 'green', [14, 11], 0)?.message).toBe('the green stack is empty');
    expect(s).toEqual(emptied);
    const t = fresh();
    expect(removeModule(t, 0)?.message).toBe('the base stays on the board');
    expect(setModuleResearchers(t, 0, 0, 16)?.message).toBe('only 15 researchers are in supply');
    expect(setModuleResearchers(t, 0, 0, -1)?.message).toBe('a count is a whole number, at least 0');
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
    expect(placeTile(s, t.at, t.tile, false)?.message).toBe('a tile already lies there');
    const other = s.tiles.find((x) => x.tile === 'atlantis13')!;
    removeTile(s, other.at);
    expect(placeTile(s, s.tiles.find((x) => x.tile === 'atlantis1')!.at, 'atlantis13', false)?.message).toBe('a tile already lies there');
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
    expect(toggleSubmarine(s, 1, [7, 3])?.message).toBe('all three submarines of that seat are on the board');
    expect(erase(s, [4, 3])).toBeNull();
    expect(s.submarines.map((q) => q.index)).toEqual([0, 2]);
    expect(erase(s, [11, 11])?.message).toBe('the base stays on the board');
    expect(erase(s, [0, 12])?.message).toBe('nothing to erase there');
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
    expect(rotateModule(s, 99, 1)?.message).toBe('no module 99');
  });
});

describe('each refusal of the editor is its own reason, and changes nothing', () => {
  test('addModule: a research module of a layout not left in its stack; the residential stack empty', () => {
    const s = fresh();
    // the default layout is A (spec 2.2): with no layout given, the stack's A module is taken
    expect(addModule(s, 'lab', [14, 11], 0)).toBeNull();
    expect(s.modules[1]!.corridors).toBe(LAYOUTS.A);
    expect(s.stacks.lab).toHaveLength(3);
    expect(s.stacks.lab).not.toContain(LAYOUTS.A);
    const before = structuredClone(s);
    // now no A lab is left: the refusal names the default layout
    expect(addModule(s, 'lab', [8, 11], 0)?.message).toBe('no lab module with layout A is left in its stack');
    expect(addModule(s, 'lab', [8, 11], 0, { layout: 'A' })?.message).toBe('no lab module with layout A is left in its stack');
    expect(s).toEqual(before);
    // a layout given is the one named
    const b = fresh();
    expect(addModule(b, 'sonar', [14, 11], 0, { layout: 'B' })).toBeNull();
    const taken = structuredClone(b);
    expect(addModule(b, 'sonar', [8, 11], 0, { layout: 'B' })?.message).toBe('no sonar module with layout B is left in its stack');
    expect(b).toEqual(taken);
    const g = fresh();
    g.stacks.blue = 0;
    const emptied = structuredClone(g);
    expect(addModule(g, 'blue', [14, 11], 0)?.message).toBe('the blue stack is empty');
    expect(g).toEqual(emptied);
  });

  test('removeModule, moveModule, rotateModule: a module index that does not exist', () => {
    const s = fresh();
    const before = structuredClone(s);
    expect(removeModule(s, 1)?.message).toBe('no module 1');
    expect(moveModule(s, 1, [14, 11])?.message).toBe('no module 1');
    expect(moveModule(s, -1, [14, 11])?.message).toBe('no module -1');
    expect(rotateModule(s, 1, 1)?.message).toBe('no module 1');
    expect(s).toEqual(before);
  });

  test('setModuleResearchers: a module or a seat that does not exist; more than the supply holds', () => {
    const s = fresh();
    const before = structuredClone(s);
    // a bad module with a good seat, and a good module (the base) with a bad seat (3 players: seats 0..2)
    expect(setModuleResearchers(s, 1, 0, 1)?.message).toBe('no such module or seat');
    expect(setModuleResearchers(s, 0, 3, 1)?.message).toBe('no such module or seat');
    expect(setModuleResearchers(s, 0, 0, 1.5)?.message).toBe('a count is a whole number, at least 0');
    expect(s).toEqual(before);
    // a seat's 15 researchers (spec 3) may all stand in one module; then none is left for another
    expect(setModuleResearchers(s, 0, 2, 15)).toBeNull();
    expect(s.players[2]!.researchers).toBe(0);
    expect(addModule(s, 'green', [14, 11], 0)).toBeNull();
    const full = structuredClone(s);
    expect(setModuleResearchers(s, 1, 2, 1)?.message).toBe('only 0 researchers are in supply');
    expect(s).toEqual(full);
  });

  test('holdModule: a seat that does not exist; an empty stack; no researcher to ride on a residential module', () => {
    const s = fresh();
    const before = structuredClone(s);
    expect(holdModule(s, 3, 'green')?.message).toBe('no seat 3');
    expect(holdModule(s, 3, 'sonar')?.message).toBe('no seat 3');
    expect(s).toEqual(before);
    s.stacks.sonar = [];
    s.stacks.green = 0;
    const emptied = structuredClone(s);
    expect(holdModule(s, 0, 'sonar')?.message).toBe('the sonar stack is empty');
    expect(holdModule(s, 0, 'green')?.message).toBe('the green stack is empty');
    expect(s).toEqual(emptied);
    // one researcher left in supply: it rides on the first residential module, none on the second
    const r = fresh();
    expect(setModuleResearchers(r, 0, 1, 14)).toBeNull();
    expect(r.players[1]!.researchers).toBe(1);
    expect(holdModule(r, 1, 'blue')).toBeNull();
    expect(r.players[1]!.researchers).toBe(0);
    expect(r.stacks.blue).toBe(9);
    expect(r.players[1]!.held).toEqual([{ kind: 'blue', corridors: LAYOUTS.blue, researchers: 1 }]);
    const none = structuredClone(r);
    expect(holdModule(r, 1, 'green')?.message).toBe('no researcher is in supply to ride on it');
    expect(r).toEqual(none);
    // a research module needs no researcher
    expect(holdModule(r, 1, 'lab')).toBeNull();
  });

  test('returnHeld: a seat that does not exist; a held index that does not exist', () => {
    const s = fresh();
    expect(holdModule(s, 1, 'green')).toBeNull();
    const before = structuredClone(s);
    expect(returnHeld(s, 3, 0)?.message).toBe('no such held module');
    expect(returnHeld(s, 0, 0)?.message).toBe('no such held module');
    expect(returnHeld(s, 1, 1)?.message).toBe('no such held module');
    expect(s).toEqual(before);
  });

  test('removeTile and placeTile: no tile on the square; no such tile of the zone out of the game', () => {
    const s = fresh();
    const before = structuredClone(s);
    // no spot lies on the lagoon (spec 1), so no tile starts on the base's centre
    expect(removeTile(s, [11, 11])?.message).toBe('no tile on that square');
    expect(s).toEqual(before);
    // nothing is out of the game yet
    const slope = emptyOf(s, 'S');
    expect(placeTile(s, slope, 'crab', false)?.message).toBe('no crab tile of this zone (S) is out of the game');
    expect(s).toEqual(before);
  });

  test('toggleSubmarine and placeTile: a seat that is not in the game, a square off the board (spec 1: the default board is 24x24)', () => {
    const s = fresh();
    const before = structuredClone(s);
    expect(toggleSubmarine(s, 3, [3, 3])?.message).toBe('no seat 3');
    expect(toggleSubmarine(s, -1, [3, 3])?.message).toBe('no seat -1');
    for (const off of [[24, 0], [0, 24], [-1, 3], [3, -1]] as Square[]) {
      expect(toggleSubmarine(s, 2, off)?.message, `${off}`).toBe('that square is off the board');
      expect(placeTile(s, off, 'crab', false)?.message, `${off}`).toBe('that square is off the board');
    }
    expect(s).toEqual(before);
    // the last row and column are on the board
    expect(toggleSubmarine(s, 2, [23, 23])).toBeNull();
    expect(s.submarines).toEqual([{ seat: 2, index: 0, at: [23, 23] }]);
  });
});

describe('what each edit changes', () => {
  test("moduleCovering: a module's 3x3 footprint (spec 2.1), a square 1 away inside, 2 away outside", () => {
    const s = fresh();
    // the base is module 0 at (11, 11) (spec 1); a green module east of it at (14, 11) is module 1
    expect(addModule(s, 'green', [14, 11], 0)).toBeNull();
    for (const [x, y] of [[11, 11], [10, 10], [12, 10], [10, 12], [12, 12], [12, 11], [11, 10]] as const) expect(moduleCovering(s, x, y)).toBe(0);
    for (const [x, y] of [[13, 11], [15, 12], [13, 10], [15, 10]] as const) expect(moduleCovering(s, x, y)).toBe(1);
    // 2 away on one axis, within 1 on the other: outside both
    for (const [x, y] of [[11, 13], [11, 9], [9, 11], [12, 13], [13, 13], [16, 11], [14, 13], [14, 9]] as const) expect(moduleCovering(s, x, y)).toBe(-1);
  });

  test('addModule takes a research module by layout from anywhere in its stack; a residential one from its count', () => {
    const s = fresh();
    const top = s.stacks.training[0]!;
    const rest = s.stacks.training.slice(1);
    // the top of the stack can be taken too; the owner is seat 0 unless given
    expect(addModule(s, 'training', [14, 11], 2, { layout: letterOf(top) })).toBeNull();
    expect(s.stacks.training).toEqual(rest);
    expect(s.modules[1]).toEqual({ kind: 'training', corridors: top, at: [14, 11], rotation: 2, owner: 0, researchers: [0, 0, 0] });
    // a residential module: the count goes down by one; no owner (spec 2); the rotation is taken mod 4
    expect(addModule(s, 'green', [8, 11], -1, { owner: 2 })).toBeNull();
    expect(s.stacks.green).toBe(9);
    expect(s.modules[2]).toEqual({ kind: 'green', corridors: LAYOUTS.green, at: [8, 11], rotation: 3, owner: null, researchers: [0, 0, 0] });
  });

  test('removeModule: a residential module goes back to its count, its researchers to their supplies', () => {
    const s = fresh();
    expect(addModule(s, 'blue', [14, 11], 0)).toBeNull();
    expect(setModuleResearchers(s, 1, 0, 2)).toBeNull();
    expect(setModuleResearchers(s, 1, 2, 5)).toBeNull();
    expect(s.stacks.blue).toBe(9);
    expect(removeModule(s, 1)).toBeNull();
    expect(s.stacks.blue).toBe(10);
    expect(s.players.map((p) => p.researchers)).toEqual([15, 15, 15]);
    expect(s.modules).toHaveLength(1);
    expect(conservationViolations(s as never)).toEqual([]);
  });

  test('removeModule of an unchecked setup: a researcher count of a seat the game does not have is dropped', () => {
    // the editor works on setups not yet validated (types.ts, PositionSetup); a stray entry must not crash it
    const s = fresh();
    expect(addModule(s, 'green', [14, 11], 0)).toBeNull();
    s.modules[1]!.researchers = [1, 0, 0, 4];
    s.players[0]!.researchers = 14;
    expect(removeModule(s, 1)).toBeNull();
    expect(s.players.map((p) => p.researchers)).toEqual([15, 15, 15]);
    expect(s.stacks.green).toBe(10);
  });

  test('setModuleResearchers moves only the difference between the old and the new count', () => {
    const s = fresh();
    expect(setModuleResearchers(s, 0, 1, 3)).toBeNull();
    expect(s.players[1]!.researchers).toBe(12);
    // from 3 down to 1: two go back
    expect(setModuleResearchers(s, 0, 1, 1)).toBeNull();
    expect(s.players[1]!.researchers).toBe(14);
    expect(s.modules[0]!.researchers).toEqual([0, 1, 0]);
    // from 1 up to 4: three more come
    expect(setModuleResearchers(s, 0, 1, 4)).toBeNull();
    expect(s.players[1]!.researchers).toBe(11);
    // 0 is a count: all go back
    expect(setModuleResearchers(s, 0, 1, 0)).toBeNull();
    expect(s.players[1]!.researchers).toBe(15);
    expect(s.modules[0]!.researchers).toEqual([0, 0, 0]);
  });

  test('holdModule takes the top of a research stack; returnHeld puts it back under its stack', () => {
    const s = fresh();
    const [top, ...rest] = s.stacks.sonar;
    expect(holdModule(s, 2, 'sonar')).toBeNull();
    expect(s.stacks.sonar).toEqual(rest);
    expect(s.players[2]!.held).toEqual([{ kind: 'sonar', corridors: top, researchers: 0 }]);
    expect(s.players[2]!.researchers).toBe(15);
    expect(returnHeld(s, 2, 0)).toBeNull();
    // under the stack: at its end (stacks list top first, types.ts)
    expect(s.stacks.sonar).toEqual([...rest, top]);
    expect(s.players[2]!.held).toEqual([]);
    expect(s.players[2]!.researchers).toBe(15);
    expect(s.stacks.green).toBe(10);
  });

  test("returnHeld returns the module asked for, among several, and a residential one's rider", () => {
    const s = fresh();
    expect(holdModule(s, 0, 'lab')).toBeNull();
    expect(holdModule(s, 0, 'blue')).toBeNull();
    const lab = s.players[0]!.held[0]!;
    expect(s.players[0]!.researchers).toBe(14);
    expect(returnHeld(s, 0, 1)).toBeNull();
    expect(s.players[0]!.held).toEqual([lab]);
    expect(s.players[0]!.researchers).toBe(15);
    expect(s.stacks.blue).toBe(10);
    expect(s.stacks.lab).toHaveLength(3);
  });

  test("toggleSubmarine: a seat's lowest free index counts only its own submarines", () => {
    const s = fresh();
    expect(toggleSubmarine(s, 0, [3, 3])).toBeNull();
    expect(toggleSubmarine(s, 2, [4, 3])).toBeNull();
    expect(toggleSubmarine(s, 0, [5, 3])).toBeNull();
    expect(s.submarines).toEqual([{ seat: 0, index: 0, at: [3, 3] }, { seat: 2, index: 0, at: [4, 3] }, { seat: 0, index: 1, at: [5, 3] }]);
  });

  test('removeTile: every player forgets that tile, and only that tile', () => {
    const s = fresh();
    const [a, b] = s.tiles;
    s.players[0]!.known = [{ at: [a!.at[0], a!.at[1]], tile: a!.tile }, { at: [b!.at[0], b!.at[1]], tile: b!.tile }];
    s.players[2]!.known = [{ at: [b!.at[0], b!.at[1]], tile: b!.tile }, { at: [a!.at[0], a!.at[1]], tile: a!.tile }];
    expect(removeTile(s, a!.at)).toBeNull();
    expect(s.players[0]!.known).toEqual([{ at: b!.at, tile: b!.tile }]);
    expect(s.players[1]!.known).toEqual([]);
    expect(s.players[2]!.known).toEqual([{ at: b!.at, tile: b!.tile }]);
    expect(s.tiles).toHaveLength(59);
    expect(s.tiles).not.toContainEqual(a);
    expect(s.tiles).toContainEqual(b);
  });

  test('placeTile: a tile comes back from the tiles removed from the square’s zone (spec 3: crabs lie in S, D and T)', () => {
    const s = fresh();
    const trench = tilesOf(s, 'crab', 'T')[0]!;
    const slope = tilesOf(s, 'crab', 'S')[0]!;
    // the trench's crab leaves first, so it is the first candidate in `gone`
    expect(removeTile(s, trench.at)).toBeNull();
    expect(removeTile(s, slope.at)).toBeNull();
    const trenchGone = { at: trench.at, tile: 'crab', to: 'removed', seat: null };
    expect(s.gone).toEqual([trenchGone, { at: slope.at, tile: 'crab', to: 'removed', seat: null }]);
    const square = emptyOf(s, 'S');
    expect(placeTile(s, square, 'crab', false)).toBeNull();
    expect(s.gone).toEqual([trenchGone]);
    expect(s.tiles.at(-1)).toEqual({ at: square, tile: 'crab', faceUp: false });
    // only the trench's crab is out now: none for another slope square, one for a trench square
    const before = structuredClone(s);
    const another = emptyOf(s, 'S');
    expect(another).not.toEqual(square);
    expect(placeTile(s, another, 'crab', true)?.message).toBe('no crab tile of this zone (S) is out of the game');
    expect(s).toEqual(before);
    const trenchSquare = emptyOf(s, 'T');
    expect(placeTile(s, trenchSquare, 'crab', true)).toBeNull();
    expect(s.gone).toEqual([]);
  });

  test('placeTile: only a tile of that identity, and only one removed (not one recovered onto a sheet)', () => {
    const s = fresh();
    const urchin = tilesOf(s, 'urchin', 'S')[0]!;
    expect(removeTile(s, urchin.at)).toBeNull();
    const square = emptyOf(s, 'S');
    const before = structuredClone(s);
    // a removed slope urchin is no crab
    expect(placeTile(s, square, 'crab', true)?.message).toBe('no crab tile of this zone (S) is out of the game');
    expect(s).toEqual(before);
    // a slope crab recovered onto seat 0's sheet (spec 8) is out of the game, but not removed
    const crab = tilesOf(s, 'crab', 'S')[0]!;
    s.tiles = s.tiles.filter((t) => t !== crab);
    s.gone.push({ at: [crab.at[0], crab.at[1]], tile: 'crab', to: 'sheet', seat: 0 });
    s.players[0]!.sheet.push('crab');
    const recovered = structuredClone(s);
    expect(placeTile(s, square, 'crab', true)?.message).toBe('no crab tile of this zone (S) is out of the game');
    expect(s).toEqual(recovered);
    // the urchin itself comes back
    expect(placeTile(s, square, 'urchin', true)).toBeNull();
    expect(s.gone).toEqual([{ at: crab.at, tile: 'crab', to: 'sheet', seat: 0 }]);
  });

  test('erase: a submarine first, else a tile (removed from the game), else the module covering the square', () => {
    const s = fresh();
    const t = s.tiles[5]!;
    expect(toggleSubmarine(s, 1, t.at)).toBeNull();
    expect(erase(s, t.at)).toBeNull();
    expect(s.submarines).toEqual([]);
    expect(s.tiles).toContainEqual(t);
    // the tile goes out of the game as removeTile takes it
    s.players[1]!.known = [{ at: [t.at[0], t.at[1]], tile: t.tile }];
    expect(erase(s, t.at)).toBeNull();
    expect(s.tiles).not.toContainEqual(t);
    expect(s.tiles).toHaveLength(59);
    expect(s.gone).toEqual([{ at: t.at, tile: t.tile, to: 'removed', seat: null }]);
    expect(s.players[1]!.known).toEqual([]);
    expect(s.modules).toHaveLength(1);
    // a module is erased from any square of its footprint, its corner too
    expect(addModule(s, 'green', [14, 11], 0)).toBeNull();
    // (16, 11) is a slope square with no spot (default board, row 11), 2 east of the module's centre
    expect(erase(s, [16, 11])?.message).toBe('nothing to erase there');
    expect(erase(s, [15, 12])).toBeNull();
    expect(s.modules).toHaveLength(1);
    expect(s.stacks.green).toBe(10);
  });

  test('resetTurn starts the turn afresh (spec 12: the progress of the current phase turn)', () => {
    const s = fresh();
    const start = structuredClone(s.turn);
    s.turn = { bought: true, placed: [[14, 11]], buildCost: 2, steps: 3, moves: 1, arrivals: [{ at: [14, 11], count: 1 }], step: 'move', pinged: [0], moved: [1], launched: [2], pending: { type: 'speed' } };
    const rest = structuredClone({ ...s, turn: start });
    expect(resetTurn(s)).toBeNull();
    // a new game starts with a fresh turn: nothing bought, placed, moved, launched or pending
    expect(start).toEqual({ bought: false, placed: [], buildCost: 0, steps: 0, moves: 0, arrivals: [], step: 'launch', pinged: [], moved: [], launched: [], pending: null });
    expect(s.turn).toEqual(start);
    expect(s).toEqual(rest);
  });
});

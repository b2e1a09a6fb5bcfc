// Spec section 8: recovery, every tile effect and its pending choice.
import { describe, expect, test } from 'vitest';
import { type Position, type Square, type TileId } from '../../src/nautilus/index.js';
import { addModules, addTile, atPhase, game, legalList, refusal, run, runEvents } from '../helpers.js';

/**
 * Phase 3, seat 0 to act, no tiles but the one under test. Base (11,11); green (14,11) with 2 of seat 0;
 * training B (11,14) with 2 of seat 0. Submarine 0:0 at (13,16), one step from the spot (14,16) (S);
 * submarine 0:1 at (5,5).
 */
function scene(tile: TileId | null, at: Square = [14, 16], faceUp = false): Position {
  const pos = game(2, { clearTiles: true });
  addModules(pos, { kind: 'green', at: [14, 11], researchers: [2, 0] }, { kind: 'training', layout: 'B', at: [11, 14], researchers: [2, 0] });
  pos.submarines.push({ seat: 0, index: 0, at: [13, 16] }, { seat: 0, index: 1, at: [5, 5] });
  if (tile) addTile(pos, at, tile, faceUp);
  return atPhase(pos, 3, 0);
}

const options = legalList;

describe('spec 8: beige tiles', () => {
  test.each([
    [0, 2],
    [1, 3],
    [2, 4],
    [4, 4],
  ])('a chest with analysis %i pays %i Nemo and leaves the game', (analysis, value) => {
    const pos = scene('chest');
    pos.players[0]!.research.analysis = analysis;
    const { pos: next, events } = runEvents(pos, 'move 0:0 14 16');
    expect(next.players[0]!.nemo).toBe(55 + value);
    expect(next.tiles).toEqual([]);
    expect(next.gone.at(-1)).toEqual({ at: [14, 16], tile: 'chest', to: 'removed', seat: 0 });
    expect(next.gone).toHaveLength(pos.gone.length + 1);
    expect(events).toContainEqual({ kind: 'nemo', seat: 0, delta: value, reason: 'chest', other: null });
    expect(next.roundFlags.recovered).toBe(true);
  });

  test('a speed tile opens a speed move of up to 3 steps for an own submarine, extra to the normal move', () => {
    const next = run(scene('speed'), 'move 0:0 14 16');
    expect(next.turn.pending).toEqual({ type: 'speed' });
    const opts = options(next);
    expect(opts).toContain('skip');
    expect(opts).toContain('move 0:1 8 5'); // 3 steps
    expect(opts).not.toContain('move 0:1 9 5'); // 4 steps
    expect(opts).toContain('move 0:0 14 19'); // the submarine that just moved may take it
    expect(refusal(next, 'end')).toBe('pendingChoice');
    expect(refusal(next, 'sonar 0:1')).toBe('pendingChoice');
    const sped = run(next, 'move 0:1 8 5');
    expect(sped.turn.pending).toBeNull();
    expect(sped.turn.moved).toEqual([0]);
    // 0:1 still has its normal move
    expect(run(sped, 'move 0:1 12 5').submarines[1]!.at).toEqual([12, 5]);
  });

  test('skip closes the speed choice', () => {
    const next = run(scene('speed'), 'move 0:0 14 16', 'skip');
    expect(next.turn.pending).toBeNull();
    expect(refusal(next, 'skip')).toBe('nothingToSkip');
  });

  test('a speed move can recover again', () => {
    const pos = scene('speed');
    addTile(pos, [16, 16], 'chest');
    const next = run(pos, 'move 0:0 14 16', 'move 0:0 16 16');
    expect(next.players[0]!.nemo).toBe(57);
    expect(next.tiles).toEqual([]);
  });
});

describe('spec 8: blue tiles', () => {
  test.each([
    ['crab', [14, 16], 1],
    ['urchin', [14, 16], 1],
  ] as const)('a paid %s on the slope costs 1 and goes onto the sheet', (tile, at, cost) => {
    const { pos: next, events } = runEvents(scene(tile, at as Square), 'move 0:0 14 16');
    expect(next.players[0]!.nemo).toBe(55 - cost);
    expect(next.players[0]!.sheet).toEqual([tile]);
    expect(events).toContainEqual({ kind: 'nemo', seat: 0, delta: -cost, reason: 'recover', other: null });
    expect(events).toContainEqual({ kind: 'tile', at: [14, 16], tile, to: 'sheet', seat: 0 });
  });

  test('a trench tile costs 2', () => {
    const pos = scene(null);
    pos.trenchOpen = true;
    pos.submarines[1]!.at = [19, 5];
    addTile(pos, [20, 4], 'gold');
    const next = run(pos, 'move 0:1 20 4');
    expect(next.players[0]!.nemo).toBe(53);
    expect(next.players[0]!.sheet).toEqual(['gold']);
    expect(next.roundFlags.recovered).toBe(true);
  });

  test('a paid Atlantis tile goes to the ruins with the marker and opens a researcher move of up to 2', () => {
    const next = run(scene('atlantis4'), 'move 0:0 14 16');
    expect(next.ruins).toEqual([{ atlantis: 4, seat: 0 }]);
    expect(next.turn.pending).toEqual({ type: 'atlantis' });
    const opts = options(next);
    // green (14,11) -> base 1, -> training (11,14) 2; the last researcher lock keeps one in training
    expect(opts.filter((a) => a.startsWith('research')).sort()).toEqual(
      ['research 11 14 11 11', 'research 11 14 14 11', 'research 14 11 11 11', 'research 14 11 11 14'].sort(),
    );
    const moved = run(next, 'research 14 11 11 14');
    expect(moved.modules[2]!.researchers[0]).toBe(3);
    expect(moved.turn.pending).toBeNull();
    expect(moved.turn.moves).toBe(0);
  });

  test('the Atlantis move applies activation and rent; an unpayable rent makes the destination illegal', () => {
    const pos = scene('atlantis4');
    addModules(pos, { kind: 'lab', layout: 'A', at: [17, 11], r: 1, owner: 1 });
    const next = run(pos, 'move 0:0 14 16');
    const { pos: moved, events } = runEvents(next, 'research 14 11 17 11');
    expect(moved.players[0]!.research.lab).toBe(1);
    expect(events).toContainEqual({ kind: 'nemo', seat: 1, delta: 1, reason: 'rent', other: 0 });
    const poor = scene('atlantis4');
    addModules(poor, { kind: 'lab', layout: 'A', at: [17, 11], r: 1, owner: 1 });
    poor.players[0]!.nemo = 1;
    const after = run(poor, 'move 0:0 14 16');
    expect(after.players[0]!.nemo).toBe(0);
    expect(refusal(after, 'research 14 11 17 11')).toBe('cannotPay');
  });

  test('no option, no choice: an Atlantis tile with no movable researcher opens nothing', () => {
    const pos = game(2, { clearTiles: true });
    pos.submarines.push({ seat: 0, index: 0, at: [13, 16] });
    addTile(pos, [14, 16], 'atlantis2');
    atPhase(pos, 3, 0);
    expect(run(pos, 'move 0:0 14 16').turn.pending).toBeNull();
  });

  test('a mussel or snail with a lab opens an examination of min(lab, 2) tiles', () => {
    const pos = scene('mussel');
    pos.players[0]!.research.lab = 1;
    addTile(pos, [16, 16], 'crab');
    addTile(pos, [20, 8], 'gold'); // deep sea
    const next = run(pos, 'move 0:0 14 16');
    expect(next.turn.pending).toEqual({ type: 'examine', left: 1, examined: [] });
    expect(options(next)).toEqual(['examine 20 8', 'examine 16 16', 'skip']);
    const done = run(next, 'examine 20 8');
    expect(done.players[0]!.known).toEqual([{ at: [20, 8], tile: 'gold' }]);
    expect(done.turn.pending).toBeNull();
  });

  test('with two labs the second tile lies in another zone while one is face down there', () => {
    const pos = scene('snail');
    pos.players[0]!.research.lab = 2;
    addTile(pos, [16, 16], 'crab');
    addTile(pos, [19, 12], 'urchin');
    addTile(pos, [20, 8], 'gold');
    const next = run(pos, 'move 0:0 14 16', 'examine 16 16');
    expect(next.turn.pending).toEqual({ type: 'examine', left: 1, examined: [[16, 16]] });
    expect(refusal(next, 'examine 19 12')).toBe('sameZone');
    expect(refusal(next, 'examine 16 16')).toBe('alreadyExamined');
    expect(options(next)).toEqual(['examine 20 8', 'skip']);
    // once no other zone holds a face-down tile, the same zone is allowed
    const only = scene('snail');
    only.players[0]!.research.lab = 2;
    addTile(only, [16, 16], 'crab');
    addTile(only, [19, 12], 'urchin');
    const n2 = run(only, 'move 0:0 14 16', 'examine 16 16');
    expect(options(n2)).toEqual(['examine 19 12', 'skip']);
  });

  test('without a lab, a mussel opens nothing', () => {
    expect(run(scene('mussel'), 'move 0:0 14 16').turn.pending).toBeNull();
  });

  test('unpaid: a creature turns face up and stays under the submarine; it is recovered again later', () => {
    const pos = scene('crab');
    pos.players[0]!.nemo = 0;
    const { pos: next, events } = runEvents(pos, 'move 0:0 14 16');
    expect(next.tiles).toEqual([{ at: [14, 16], tile: 'crab', faceUp: true }]);
    expect(next.players[0]!.sheet).toEqual([]);
    expect(next.roundFlags.recovered).toBe(false);
    expect(events).toEqual([{ kind: 'tile', at: [14, 16], tile: 'crab', to: 'faceUp', seat: null }]);
    // entering it again without Nemo: it is face up already, nothing happens
    const again = structuredClone(next);
    again.submarines[0]!.at = [13, 16];
    again.turn.moved = [];
    expect(runEvents(again, 'move 0:0 14 16').events).toEqual([]);
    // seat 1 later enters it with Nemo to pay
    const later = structuredClone(next);
    later.submarines = [{ seat: 1, index: 0, at: [16, 16] }];
    later.toAct = 1;
    later.turn.moved = [];
    later.turn.step = 'launch';
    const got = run(later, 'move 1:0 14 16');
    expect(got.players[1]!.sheet).toEqual(['crab']);
    expect(got.tiles).toEqual([]);
  });

  test('unpaid: an Atlantis tile goes to the ruins without a marker', () => {
    const pos = scene('atlantis5');
    pos.players[0]!.nemo = 0;
    const next = run(pos, 'move 0:0 14 16');
    expect(next.ruins).toEqual([{ atlantis: 5, seat: null }]);
    expect(next.turn.pending).toBeNull();
    expect(next.roundFlags.recovered).toBe(true);
  });

  test('knowledge of a tile that becomes public is dropped', () => {
    const pos = scene('crab');
    pos.players[0]!.known = [{ at: [14, 16], tile: 'crab' }];
    pos.players[1]!.known = [{ at: [14, 16], tile: 'crab' }];
    const next = run(pos, 'move 0:0 14 16');
    expect(next.players.map((p) => p.known)).toEqual([[], []]);
  });
});

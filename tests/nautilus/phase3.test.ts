// Spec section 7: phase 3 — launch, sonar, move (trench rules), retire.
import { describe, expect, test } from 'vitest';
import { DEFAULT_CONTEXT, Nautilus, getBoard, reachTargets, seaOf, type Position, type Square } from '../../src/nautilus/index.js';
import { addModules, addTile, atPhase, game, legalList, refusal, run } from '../helpers.js';

/** Training B (N E SW) at (11,14) south of the base with 2 researchers of seat 0; no tiles; phase 3. */
function dock(researchers = 2): Position {
  const pos = game(2, { clearTiles: true });
  addModules(pos, { kind: 'training', layout: 'B', at: [11, 14], researchers: [researchers, 0] });
  return atPhase(pos, 3, 0);
}

const sub = (pos: Position, seat: number, index: number, at: Square): Position => {
  pos.submarines.push({ seat, index, at });
  return pos;
};
const targets = (pos: Position, at: Square, range: number, trench = false): string[] =>
  reachTargets(seaOf(pos), at, range, trench, DEFAULT_CONTEXT.kernel).map((t) => `${t.x},${t.y}`);

describe('spec 7: launch', () => {
  test('through a blue corridor onto its empty mouth; one researcher returns to supply', () => {
    const pos = run(dock(), 'launch 11 14 E');
    expect(pos.submarines).toEqual([{ seat: 0, index: 0, at: [13, 14] }]);
    expect(pos.modules[1]!.researchers[0]).toBe(1);
    expect(pos.players[0]!.researchers).toBe(14);
    expect(pos.turn.launched).toEqual([0]);
  });

  test('several launches in one turn, lowest index in supply first', () => {
    const pos = dock(4);
    sub(pos, 0, 0, [5, 5]);
    const next = run(pos, 'launch 11 14 E');
    expect(next.submarines[1]).toEqual({ seat: 0, index: 1, at: [13, 14] });
  });

  test.each([
    ['launch 11 14 N', 'mouthBlocked'], // mouth (11,12) is under the base
    ['launch 11 14 S', 'noCorridor'],
    ['launch 11 11 E', 'notResearchModule'],
    ['launch 12 14 E', 'noSuchModule'],
  ])('%s is refused: %s', (action, code) => {
    expect(refusal(dock(), action)).toBe(code);
  });

  test('a submarine back in supply is launched again, the lowest index first, whatever the order of the list (spec 7)', () => {
    // submarine 1 retired earlier: 0 and 2 are out, 1 is in supply
    for (const out of [[0, 2], [2, 0], [1, 2], [2, 1], [0, 1], [1, 0]]) {
      const pos = dock();
      for (const i of out) sub(pos, 0, i, [5 + i, 2]);
      expect(legalList(pos).filter((a) => a.startsWith('launch')), `${out}`).toEqual(['launch 11 14 E']);
      const back = [0, 1, 2].find((i) => !out.includes(i))!;
      expect(run(pos, 'launch 11 14 E').submarines.at(-1)).toEqual({ seat: 0, index: back, at: [13, 14] });
    }
    // all three out, in any order: none
    for (const out of [[2, 0, 1], [1, 2, 0], [0, 2, 1]]) {
      const pos = dock();
      for (const i of out) sub(pos, 0, i, [5 + i, 2]);
      expect(legalList(pos).filter((a) => a.startsWith('launch')), `${out}`).toEqual([]);
    }
  });

  test('needs 2 own researchers, a submarine in supply, an empty mouth, and the launch step', () => {
    expect(refusal(dock(1), 'launch 11 14 E')).toBe('noResearcher');
    const full = dock();
    for (let i = 0; i < 3; i++) sub(full, 0, i, [5 + i, 2]);
    expect(refusal(full, 'launch 11 14 E')).toBe('noSubmarine');
    // and neither generator offers a launch (seat 0's submarine 0 first in the list: fast.ts keeps it at place 0)
    expect(legalList(full).filter((a) => a.startsWith('launch'))).toEqual([]);
    expect(refusal(sub(dock(), 1, 0, [13, 14]), 'launch 11 14 E')).toBe('mouthBlocked');
    const pinged = run(sub(dock(), 0, 0, [5, 5]), 'sonar 0:0');
    expect(refusal(pinged, 'launch 11 14 E')).toBe('launchClosed');
  });

  test('a mouth off the board is blocked; a mouth on the first or last row or column is open water', () => {
    const { width, height } = getBoard('default');
    // layout B is N E SW; turned once E S NW, twice S W NE (mouths 2 squares from the centre)
    const cases: [number, number, number, string, string][] = [
      [1, 8, 2, 'W', 'mouthBlocked'],
      [2, 8, 2, 'W', ''],
      [8, 1, 0, 'N', 'mouthBlocked'],
      [8, 2, 0, 'N', ''],
      [width - 2, 8, 0, 'E', 'mouthBlocked'],
      [width - 3, 8, 0, 'E', ''],
      [8, height - 2, 1, 'S', 'mouthBlocked'],
      [8, height - 3, 1, 'S', ''],
    ];
    for (const [x, y, rotation, dir, code] of cases) {
      const pos = game(2, { clearTiles: true });
      addModules(pos, { kind: 'lab', layout: 'B', at: [x, y], r: rotation, researchers: [2, 0] });
      atPhase(pos, 3, 0);
      expect([x, y, dir, legalList(pos).includes(`launch ${x} ${y} ${dir}`)]).toEqual([x, y, dir, !code]); // the generator agrees
      if (code) expect([x, y, dir, refusal(pos, `launch ${x} ${y} ${dir}`)]).toEqual([x, y, dir, code]);
      else expect(run(pos, `launch ${x} ${y} ${dir}`).submarines).toHaveLength(1);
    }
  });

  test('launching onto a trench square opens the trench, even while closed', () => {
    const pos = game(2, { clearTiles: true });
    addModules(pos, { kind: 'sonar', layout: 'B', at: [17, 4], researchers: [2, 0] });
    atPhase(pos, 3, 0);
    const next = run(pos, 'launch 17 4 E');
    expect(next.submarines[0]!.at).toEqual([19, 4]);
    expect(next.trenchOpen).toBe(true);
  });
});

describe('spec 7: sonar', () => {
  test('1 Nemo; the player privately learns face-down tiles within the Manhattan radius', () => {
    const pos = sub(dock(), 0, 0, [13, 16]);
    addTile(pos, [14, 16], 'crab');
    addTile(pos, [16, 16], 'urchin');
    addTile(pos, [19, 12], 'snail');
    const next = run(pos, 'sonar 0:0');
    expect(next.players[0]!.nemo).toBe(54);
    expect(next.players[0]!.known).toEqual([
      { at: [14, 16], tile: 'crab' },
      { at: [16, 16], tile: 'urchin' },
    ]);
    expect(next.players[1]!.known).toEqual([]);
    expect(next.turn.step).toBe('sonar');
  });

  test('what a ping reveals is kept by square, row by row (y, then x), whatever the order of the tiles', () => {
    const pos = sub(dock(), 0, 0, [13, 16]);
    addTile(pos, [16, 16], 'crab');
    addTile(pos, [11, 18], 'urchin');
    addTile(pos, [13, 17], 'snail');
    addTile(pos, [14, 16], 'mussel');
    pos.players[0]!.known = [{ at: [16, 16], tile: 'crab' }]; // known from an earlier ping, listed before what this one adds
    expect(run(pos, 'sonar 0:0').players[0]!.known.map((k) => k.at)).toEqual([[14, 16], [16, 16], [13, 17], [11, 18]]);
  });

  test('the radius is 4 + min(sonar count, 2)', () => {
    const pos = sub(dock(), 0, 0, [11, 16]);
    addTile(pos, [16, 16], 'crab'); // distance 5
    expect(run(pos, 'sonar 0:0').players[0]!.known).toEqual([]);
    pos.players[0]!.research.sonar = 1;
    expect(run(pos, 'sonar 0:0').players[0]!.known).toHaveLength(1);
  });

  test('trench tiles are seen only from a trench square', () => {
    const pos = sub(game(2, { clearTiles: true }), 0, 0, [19, 5]); // deep sea
    sub(pos, 0, 1, [20, 5]); // trench
    addTile(pos, [20, 4], 'gold');
    atPhase(pos, 3, 0);
    expect(run(pos, 'sonar 0:0').players[0]!.known).toEqual([]);
    expect(run(pos, 'sonar 0:1').players[0]!.known).toEqual([{ at: [20, 4], tile: 'gold' }]);
  });

  test('once per submarine per turn; [default] every ping before the first move', () => {
    const pos = sub(sub(dock(), 0, 0, [13, 16]), 0, 1, [5, 5]);
    expect(refusal(run(pos, 'sonar 0:0'), 'sonar 0:0')).toBe('alreadyPinged');
    expect(refusal(run(pos, 'move 0:0 13 17'), 'sonar 0:1')).toBe('sonarClosed');
    expect(refusal({ ...pos, players: pos.players.map((p) => ({ ...p, nemo: 0 })) }, 'sonar 0:0')).toBe('cannotPay');
    expect(refusal(pos, 'sonar 1:0')).toBe('notOwnSubmarine');
    expect(refusal(pos, 'sonar 0:2')).toBe('noSubmarine');
  });

  test('variant sonarPerSub: a submarine may ping any time before it moves', () => {
    const pos = sub(sub(dock(), 0, 0, [13, 16]), 0, 1, [5, 5]);
    pos.variants.sonarPerSub = true;
    const moved = run(pos, 'move 0:0 13 17');
    expect(run(moved, 'sonar 0:1').players[0]!.nemo).toBe(54);
    expect(refusal(moved, 'sonar 0:0')).toBe('sonarClosed');
  });
});

describe('spec 4: the order of the legal list in phase 3', () => {
  test("a seat's submarines by index, whatever their order in the position; both generators agree", () => {
    const pos = sub(sub(dock(), 0, 1, [13, 16]), 0, 0, [5, 5]); // index 1 stored first
    const subsInOrder = (list: string[]): string[] => [...new Set(list.filter((a) => a.startsWith('sonar') || a.startsWith('move')).map((a) => a.split(' ')[1]!))];
    expect(subsInOrder(legalList(pos))).toEqual(['0:0', '0:1']);
  });

  test('the seat to act, and none once the game is over (the Game interface)', () => {
    const pos = dock();
    expect(Nautilus.toAct(pos)).toBe(0);
    expect(Nautilus.toAct({ ...pos, endReason: 'stalemate' })).toBeNull();
  });
});

describe('spec 7: move', () => {
  test('up to 4 + min(technology, 2) orthogonal steps, over module squares, never ending on one', () => {
    const pos = sub(dock(), 0, 0, [13, 14]);
    const t = targets(pos, [13, 14], 4);
    expect(t).toContain('9,14'); // across the training module (10..12, 13..15)
    expect(t).not.toContain('12,14');
    expect(t).not.toContain('13,14'); // not the start
    expect(t).not.toContain('13,19'); // 5 steps
    expect(run(pos, 'move 0:0 9 14').submarines[0]!.at).toEqual([9, 14]);
    pos.players[0]!.research.technology = 2;
    expect(run(pos, 'move 0:0 13 20').submarines[0]!.at).toEqual([13, 20]);
    expect(refusal(pos, 'move 0:0 13 21')).toBe('unreachable');
  });

  test('a tile stops the path: its square is a target, the squares behind it need a way around', () => {
    const pos = sub(dock(), 0, 0, [13, 16]);
    expect(targets(pos, [13, 16], 4)).toContain('16,16');
    addTile(pos, [14, 16], 'crab');
    const t = targets(pos, [13, 16], 4);
    expect(t).toContain('14,16');
    expect(t).not.toContain('16,16'); // straight through is blocked; around is 5 steps
    // the checker walks its own path search: it agrees
    expect(refusal(pos, 'move 0:0 16 16')).toBe('unreachable');
    expect(run(pos, 'move 0:0 14 16').submarines[0]!.at).toEqual([14, 16]);
    // a submarine standing on a tile (a face-up creature it could not pay for) leaves it freely: only entering a tile ends a path
    const onTile = sub(dock(), 0, 0, [14, 16]);
    addTile(onTile, [14, 16], 'crab', true);
    expect(run(onTile, 'move 0:0 17 16').submarines[0]!.at).toEqual([17, 16]);
    expect(targets(onTile, [14, 16], 4)).toContain('17,16');
  });

  test('it passes over other submarines but never ends on one', () => {
    const pos = sub(sub(dock(), 0, 0, [13, 16]), 1, 0, [14, 16]);
    const t = targets(pos, [13, 16], 4);
    expect(t).toContain('16,16');
    expect(t).not.toContain('14,16');
  });

  test('ending on a face-up tile with no submarine recovers it; one with a submarine is no target', () => {
    const pos = sub(dock(), 0, 0, [13, 16]);
    addTile(pos, [14, 16], 'crab', true);
    expect(targets(pos, [13, 16], 4)).toContain('14,16');
    sub(pos, 1, 0, [14, 16]);
    expect(targets(pos, [13, 16], 4)).not.toContain('14,16');
  });

  test('one normal move per submarine per turn; it closes launch and sonar', () => {
    const pos = run(sub(dock(), 0, 0, [13, 16]), 'move 0:0 13 17');
    expect(refusal(pos, 'move 0:0 13 18')).toBe('alreadyMoved');
    expect(refusal(pos, 'launch 11 14 E')).toBe('launchClosed');
    expect(pos.turn.step).toBe('move');
  });

  test('trench squares only while the trench is open or with all five research kinds', () => {
    const pos = atPhase(sub(game(2, { clearTiles: true }), 0, 0, [15, 1]), 3, 0);
    expect(targets(pos, [15, 1], 4).some((s) => s === '17,1' || s === '18,1')).toBe(false);
    expect(refusal(pos, 'move 0:0 17 1')).toBe('unreachable');
    const all = structuredClone(pos);
    for (const k of ['training', 'technology', 'sonar', 'lab', 'analysis'] as const) all.players[0]!.research[k] = 1;
    expect(run(all, 'move 0:0 17 1').trenchOpen).toBe(true);
    const open = structuredClone(pos);
    open.trenchOpen = true;
    expect(run(open, 'move 0:0 17 1').submarines[0]!.at).toEqual([17, 1]);
  });

  test('passing through the trench does not open it; ending on it does', () => {
    const pos = atPhase(sub(game(2, { clearTiles: true }), 0, 0, [16, 2]), 3, 0);
    for (const k of ['training', 'technology', 'sonar', 'lab', 'analysis'] as const) pos.players[0]!.research[k] = 1;
    // (16,2) -> (17,2) T -> (17,3) D: a path through the trench to a deep-sea square
    expect(run(pos, 'move 0:0 17 3').trenchOpen).toBe(false);
    expect(run(pos, 'move 0:0 17 2').trenchOpen).toBe(true);
  });
});

describe('spec 7: retire', () => {
  test('at the mouth of a blue corridor of a research module holding a researcher: back to supply, a researcher goes in', () => {
    const pos = sub(dock(), 1, 0, [13, 14]);
    pos.toAct = 1;
    const next = run(pos, 'retire 1:0 11 14');
    expect(next.submarines).toEqual([]);
    expect(next.modules[1]!.researchers).toEqual([2, 1]);
    expect(next.players[1]!.research.training).toBe(1);
    expect([next.players[1]!.nemo, next.players[0]!.nemo]).toEqual([54, 56]); // rent to the owner
    expect(next.turn.step).toBe('move');
  });

  test('with an unpayable rent no researcher is placed, but the submarine still retires', () => {
    const pos = sub(dock(), 1, 0, [13, 14]);
    pos.toAct = 1;
    pos.players[1]!.nemo = 0;
    const next = run(pos, 'retire 1:0 11 14');
    expect(next.submarines).toEqual([]);
    expect(next.modules[1]!.researchers).toEqual([2, 0]);
  });

  test.each([
    [[13, 15] as Square, 'notAtMouth'],
    [[14, 14] as Square, 'notAtMouth'],
  ])('a submarine on %j is refused: %s', (at, code) => {
    expect(refusal(sub(dock(), 0, 0, at), 'retire 0:0 11 14')).toBe(code);
  });

  test('an empty module, a base, or a tile under the submarine refuse', () => {
    expect(refusal(sub(dock(0), 0, 0, [13, 14]), 'retire 0:0 11 14')).toBe('emptyModule');
    expect(refusal(sub(dock(), 0, 0, [13, 11]), 'retire 0:0 11 11')).toBe('notResearchModule');
    const onTile = sub(dock(), 0, 0, [14, 16]);
    addTile(onTile, [14, 16], 'crab', true);
    onTile.modules[1]!.rotation = 0;
    expect(refusal(onTile, 'retire 0:0 11 14')).toBe('onTile');
  });

  test('a submarine moved this turn may retire; retiring closes the launch step', () => {
    const pos = sub(dock(3), 0, 0, [13, 16]);
    const moved = run(pos, 'move 0:0 13 14');
    expect(legalList(moved)).toContain('retire 0:0 11 14');
    const retired = run(pos, 'retire 0:0 11 14'.replace('retire', 'move').replace('0:0 11 14', '0:0 13 14'), 'retire 0:0 11 14');
    expect(refusal(retired, 'launch 11 14 E')).toBe('launchClosed');
  });
});

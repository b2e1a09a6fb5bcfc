// The Atlantis position editor's operations (src/atlantis/edit.ts): every edit keeps tiles and
// cards accounted for, so an edited position of a real game validates; what cannot be done is
// refused with a reason and changes nothing.
import { describe, expect, test } from 'vitest';
import {
  backOf,
  collectTile,
  dropCollected,
  findTile,
  movePawn,
  pawnAt,
  removeTopTile,
  restorable,
  restoreTile,
  setHandCount,
  setToAct,
  setTopTile,
  setupGame,
  toggleBridge,
  validatePosition,
  type Position,
} from '../../src/atlantis/index.js';
import { applyInPlace, legalActions } from '../../src/atlantis/index.js';

/** Plays `n` actions (each the last legal one) on a copy. */
function played(pos: Position, n: number): Position {
  const p = structuredClone(pos);
  for (let k = 0; k < n && p.ended === null; k++) applyInPlace(p, legalActions(p).at(-1)!);
  return p;
}

const fresh = (): Position => setupGame({ players: 3, seed: 11 });
const valid = (p: Position): string[] => validatePosition(JSON.parse(JSON.stringify(p))).map((e) => `${e.path} ${e.code}`);

describe('the Atlantis position editor keeps tiles and cards accounted for', () => {
  test('a fresh game is valid, and so is every edit below', () => {
    expect(valid(fresh())).toEqual([]);
  });

  test('pawns move to Atlantis, the Mainland or a free tile; never onto water or another pawn', () => {
    const s = fresh();
    expect(movePawn(s, 1, 2, 5)).toBeNull();
    expect(s.pawns[1]).toEqual([0, 0, 5]);
    expect(pawnAt(s, 5)).toEqual([1, 2]);
    expect(movePawn(s, 0, 0, 54)).toBeNull();
    expect(valid(s)).toEqual([]);
    const before = structuredClone(s);
    expect(movePawn(s, 0, 1, 5)?.message).toBe('pawn 2 of seat 1 already stands on 5');
    expect(movePawn(s, 0, 1, 27)?.message).toBe('position 27 is water: a pawn stands on a tile');
    expect(movePawn(s, 0, 1, 55)?.message).toBe('no position 55 (0 Atlantis … 54 Mainland)');
    expect(movePawn(s, 3, 0, 4)?.message).toBe('no pawn 0 of seat 3');
    expect(s).toEqual(before);
    // moving a pawn onto its own place is no refusal
    expect(movePawn(s, 1, 2, 5)).toBeNull();
  });

  test('a top tile goes out of the game and comes back; the tile under it shows meanwhile', () => {
    const s = fresh();
    const [under, top] = s.path[3]!;
    expect(removeTopTile(s, 3)).toBeNull();
    expect(s.path[3]).toEqual([under]);
    expect(s.out).toEqual([[top![0], top![1], 0]]);
    expect(valid(s)).toEqual([]);
    expect(restorable(s, 3)).toEqual([[top![0], top![1]]]);
    expect(restorable(s, 30)).toEqual([]);
    expect(restoreTile(s, 30, top![0], top![1])?.message).toMatch(/^position 30 holds at most 2/);
    expect(removeTopTile(s, 3)).toBeNull();
    expect(s.path[3]).toEqual([]);
    expect(valid(s)).toEqual([]);
    expect(restoreTile(s, 3, top![0], top![1])).toBeNull();
    expect(s.path[3]).toEqual([top]);
    expect(valid(s)).toEqual([]);
    const before = structuredClone(s);
    expect(removeTopTile(s, 27)?.message).toBe('position 27 is water');
    expect(removeTopTile(s, 0)?.message).toBe('position 0 holds no path tile');
    expect(restoreTile(s, 27, 0, 1)?.message).toBe('position 27 takes no path tile');
    expect(restoreTile(s, 3, s.path[4]![1]![0], s.path[4]![1]![1])?.message).toMatch(/is not out of the game$/);
    expect(s).toEqual(before);
  });

  test('a pawn keeps its tile: the last tile under a pawn cannot go', () => {
    const s = fresh();
    expect(movePawn(s, 0, 0, 12)).toBeNull();
    const before = structuredClone(s);
    expect(removeTopTile(s, 12)?.message).toBe('a pawn stands on 12: move it first');
    expect(s).toEqual(before);
  });

  test('setting a top tile swaps it with the path tile it is, or with the tile out of the game', () => {
    const s = fresh();
    const target = s.path[40]![0]!;
    const mine = s.path[30]![1]!;
    expect(setTopTile(s, 30, target[0], target[1])).toBeNull();
    expect(s.path[30]![1]).toEqual(target);
    expect(s.path[40]![0]).toEqual(mine);
    expect(valid(s)).toEqual([]);
    // out of the game: exchanged
    const gone = s.path[5]![1]!;
    removeTopTile(s, 5);
    const old = s.path[6]![1]!;
    expect(setTopTile(s, 6, gone[0], gone[1])).toBeNull();
    expect(s.path[6]![1]).toEqual(gone);
    expect(s.out).toEqual([[old[0], old[1], 0]]);
    expect(valid(s)).toEqual([]);
    // a back-B tile cannot go on back A; red 1 is missing on back A (spec 1)
    const before = structuredClone(s);
    expect(setTopTile(s, 6, 0, 1)?.message).toBe('back A has no red 1 tile');
    expect(setTopTile(s, 27, 0, 2)?.message).toBe('position 27 is water: restore a tile there instead');
    expect(s).toEqual(before);
  });

  test('collected tiles go back out of the game and come back; a collected tile is not put on the path', () => {
    const s = played(fresh(), 30);
    const seat = s.collected.findIndex((l) => l.length > 0);
    expect(seat).toBeGreaterThanOrEqual(0);
    const t = s.collected[seat]![0]!;
    const at = backOf(1) === t[2] ? 1 : 28;
    const before = structuredClone(s);
    expect(setTopTile(s, at, t[0], t[1])?.message).toBe(`seat ${seat} has collected the ${['red', 'green', 'grey', 'blue', 'white', 'yellow', 'purple'][t[0]]} ${t[1]} tile: give it back out of the game first`);
    expect(s).toEqual(before);
    expect(dropCollected(s, seat, 0)).toBeNull();
    expect(findTile(s, t[0], t[1], t[2])).toEqual({ where: 'out', index: s.out.length - 1 });
    expect(valid(s)).toEqual([]);
    expect(collectTile(s, (seat + 1) % 3, t)).toBeNull();
    expect(s.collected[(seat + 1) % 3]!.at(-1)).toEqual(t);
    expect(valid(s)).toEqual([]);
    expect(dropCollected(s, 0, 99)?.message).toBe('seat 0 has no collected tile 99');
  });

  test('hand counts take cards from the deck and give them back to it', () => {
    const s = fresh();
    const deck = s.deck.length;
    const reds = s.hands[2]!.filter((c) => c === 0).length;
    expect(setHandCount(s, 2, 0, reds + 2)).toBeNull();
    expect(s.hands[2]!.filter((c) => c === 0)).toHaveLength(reds + 2);
    expect(s.deck).toHaveLength(deck - 2);
    expect(valid(s)).toEqual([]);
    expect(setHandCount(s, 2, 0, 0)).toBeNull();
    expect(s.hands[2]!.includes(0)).toBe(false);
    expect(s.deck).toHaveLength(deck + reds);
    expect(valid(s)).toEqual([]);
    const before = structuredClone(s);
    expect(setHandCount(s, 2, 0, 16)?.message).toMatch(/^only \d+ red card\(s\) are left in the deck and the discard pile$/);
    expect(setHandCount(s, 2, 7, 1)?.message).toBe('no colour 7');
    expect(setHandCount(s, 2, 1, -1)?.message).toBe('a count is a whole number, at least 0');
    expect(s).toEqual(before);
  });

  test('a hand takes cards from the discard pile when the deck has none of that colour', () => {
    const s = fresh();
    // every blue card of the deck onto the discard pile
    const blues = s.deck.filter((c) => c === 3).length;
    s.deck = s.deck.filter((c) => c !== 3);
    s.discard.push(...new Array<number>(blues).fill(3));
    expect(valid(s)).toEqual([]);
    const had = s.hands[0]!.filter((c) => c === 3).length;
    expect(setHandCount(s, 0, 3, had + 1)).toBeNull();
    expect(s.discard).toHaveLength(blues - 1);
    expect(valid(s)).toEqual([]);
  });

  test('an edit during a move takes the move back: the pawn returns, the cards played return to the hand', () => {
    let s = fresh();
    for (let k = 0; k < 200 && s.turnState.stage === 'start'; k++) s = played(s, 1);
    expect(s.turnState.stage).not.toBe('start');
    const { pawn, from, played: cardsPlayed } = s.turnState;
    const seat = s.toAct;
    const hand = s.hands[seat]!.length;
    expect(setToAct(s, seat)).toBeNull();
    expect(s.pawns[seat]![pawn!]).toBe(from);
    expect(s.hands[seat]).toHaveLength(hand + cardsPlayed.length);
    expect(s.turnState.stage).toBe('start');
    expect(valid(s)).toEqual([]);
  });

  test('whose turn and bridges; each edit starts the turn afresh', () => {
    const s = played(fresh(), 40);
    expect(setToAct(s, 2)).toBeNull();
    expect(s.toAct).toBe(2);
    expect(s.turnState.stage).toBe('start');
    expect(setToAct(s, 3)?.message).toBe('no seat 3 with 3 players');
    expect(valid(s)).toEqual([]);
    s.bridges = [];
    expect(toggleBridge(s, 1, 27)).toBeNull();
    expect(s.bridges).toEqual([[1, 27]]);
    expect(toggleBridge(s, 1, 3)?.message).toMatch(/^a bridge lies on water/);
    expect(toggleBridge(s, 0, 27)?.message).toBe('a bridge already lies on 27');
    removeTopTile(s, 10);
    removeTopTile(s, 10);
    expect(toggleBridge(s, 1, 10)?.message).toBe('seat 1 has placed its bridge already: take it off first');
    expect(toggleBridge(s, 1, 27)).toBeNull();
    expect(s.bridges).toEqual([]);
    expect(valid(s)).toEqual([]);
  });
});

// Spec 4.1: buying cards with a collected tile.
import { describe, expect, test } from 'vitest';
import { checkAction } from '../../src/atlantis/index.js';
import { legalTexts, refusal, run, scenario } from './helpers.js';

const base = (collected: number[], hand = 'blue') =>
  scenario({
    path: { 12: 'blue 5', 13: 'red 6' },
    hands: [hand, ''],
    collected: [collected, []],
    deckTop: 'green yellow purple',
  });

describe('spec 4.1: buy', () => {
  test.each([
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [6, 3],
    [7, 3],
  ])('a tile of value %i buys %i card(s) from the top of the deck', (v, k) => {
    const p = run(base([v]), `buy ${v}`);
    expect(p.hands[0]!.length).toBe(1 + k);
    expect(p.turnState.bought).toEqual([1, 5, 6].slice(0, k));
    expect(p.collected[0]).toEqual([]);
    expect(p.out[p.out.length - 1]![1]).toBe(v);
    expect(p.toAct).toBe(0);
    expect(p.turnState.stage).toBe('start');
  });

  test('the earliest collected tile of the value is sold', () => {
    const p = base([4, 6, 4]);
    const first = p.collected[0]![0]!;
    const after = run(p, 'buy 4');
    expect(after.out[after.out.length - 1]).toEqual(first);
    expect(after.collected[0]).toEqual([p.collected[0]![1], p.collected[0]![2]]);
  });

  test('legal buys are the distinct values 2-7 held, listed before the moves', () => {
    expect(legalTexts(base([1, 4, 4, 7]))).toEqual(['buy 4', 'buy 7', 'move 0 blue', 'move 1 blue', 'move 2 blue']);
  });

  test('[default] a tile of value 1 buys nothing and is refused', () => {
    expect(refusal(base([1]), 'buy 1')).toBe('buyValueOne');
  });

  test('no tile of that value', () => {
    expect(refusal(base([4]), 'buy 5')).toBe('noSuchTile');
    expect(checkAction(base([4]), { type: 'buy', value: 9 })?.code).toBe('badAction');
  });

  test('at most one tile per turn, and only before the move', () => {
    expect(refusal(run(base([4, 5]), 'buy 4'), 'buy 5')).toBe('alreadyBought');
    const moving = run(scenario({ path: { 12: 'blue 5', 13: 'red 6' }, pawns: [[0, 0, 0], [12, 0, 0]], hands: ['blue red', ''], collected: [[4], []] }), 'move 0 blue');
    expect(moving.turnState.stage).toBe('moving');
    expect(refusal(moving, 'buy 4')).toBe('buyNotFirst');
    const owing = run(
      scenario({ path: { 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' }, pawns: [[10, 0, 0], [0, 0, 0]], hands: ['red blue', ''], collected: [[4, 7], []] }),
      'move 0 red',
    );
    expect(refusal(owing, 'buy 4')).toBe('buyNotFirst');
  });

  test('a buy may come before a move with the bought cards', () => {
    const p = run(base([4], ''), 'buy 4', 'move 0 green');
    expect(p.toAct).toBe(1);
    expect(p.pawns[0]![0]).toBe(54);
  });
});

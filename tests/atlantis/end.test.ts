// Spec 6 (the end: the third pawn home, the stragglers' final payments) and spec 7 (scoring).
import { describe, expect, test } from 'vitest';
import { Atlantis, finalOwed, finalPayment, scoresOf } from '../../src/atlantis/index.js';
import { cards, refusal, run, scenario } from './helpers.js';

// 11 white 1 | 13 yellow 5 | 15 grey 4 | 17 purple 1 | 18 red 5: from 11 the Mainland costs 1 + 4 + 1
const ending = (pawns1: number[], collected1: number[], hand1: string, extra: Partial<Parameters<typeof scenario>[0]> = {}) =>
  scenario({
    path: { 11: 'white 1', 13: 'yellow 5', 15: 'grey 4', 17: 'purple 1', 18: 'red 5' },
    pawns: [[54, 54, 18], pawns1],
    hands: ['white', hand1],
    collected: [[], collected1],
    deckTop: 'green green green green',
    ...extra,
  });

describe('spec 6: the third pawn on the Mainland', () => {
  test('its owner still takes the tile and draws 4; the game ends at once', () => {
    const end = run(ending([11, 15, 54], [7, 3], 'red blue'), 'move 2 white');
    expect(end.ended!.endReason).toBe('mainland');
    expect(end.hands[0]).toEqual(cards('green green green green'));
    expect(end.collected[0]!.map((t) => t[1])).toEqual([5]);
    expect(end.toAct).toBe(0);
    expect(end.turn).toBe(1);
    expect(Atlantis.toAct(end)).toBeNull();
    expect(Atlantis.describeEnd(end)).toBe('the third pawn of seat 0 reached the Mainland (turn 1)');
    expect(Atlantis.endReason(end)).toBe('mainland');
  });

  test('a third pawn arriving over a gap pays first; the game ends after the payment', () => {
    const p = scenario({ path: { 10: 'yellow 2', 12: 'white 6' }, pawns: [[54, 54, 10], [0, 0, 0]], hands: ['red', ''], collected: [[5], []], bridges: [[0, 40]] });
    const owing = run(p, 'move 2 red');
    expect(owing.turnState.stage).toBe('paying');
    expect(owing.turnState.owed).toBe(2);
    expect(owing.ended).toBeNull();
    expect(Atlantis.fromJSON(owing).ok).toBe(true);
    const end = run(owing, 'pay 5');
    expect(end.ended!.endReason).toBe('mainland');
    expect(end.collected[0]!.map((t) => t[1])).toEqual([6]);
  });

  test('every other pawn goes to the Mainland paying its tolls: 6 + 1 in one payment', () => {
    const p = ending([11, 15, 54], [7, 3], 'red blue');
    expect(finalOwed(p, 1)).toBe(6 + 1);
    const end = run(p, 'move 2 white');
    expect(end.pawns).toEqual([
      [54, 54, 54],
      [54, 54, 54],
    ]);
    expect(end.out[end.out.length - 1]![1]).toBe(7);
  });

  test('no bridge is placed at the end: a held bridge saves nothing', () => {
    const end = run(ending([11, 15, 54], [7, 3], 'red blue'), 'move 2 white');
    expect(end.bridges).toEqual([]);
    expect(end.ended!.scores[1]!.owed).toBe(7);
  });

  test('[default] pawns still on Atlantis pay their way too; variant atlantisPawnsPay: false spares them', () => {
    const paying = run(ending([11, 15, 0], [7, 3], 'red blue'), 'move 2 white');
    expect(paying.ended!.scores[1]).toMatchObject({ owed: 13, paid: 12, shortfall: 1, total: -1 });
    const spared = run(ending([11, 15, 0], [7, 3], 'red blue', { variant: { atlantisPawnsPay: false } }), 'move 2 white');
    expect(spared.ended!.scores[1]).toMatchObject({ owed: 7, paid: 7, shortfall: 0, total: 5 });
  });

  test('the engine gives the lowest colours of the hand when cards pay', () => {
    const end = run(ending([11, 15, 54], [], 'red blue purple purple purple purple purple yellow white'), 'move 2 white');
    expect(end.hands[1]).toEqual(cards('purple purple'));
    expect(end.discard.slice(-7)).toEqual(cards('red blue white yellow purple purple purple'));
  });
});

describe('spec 6 [default]: the engine pays the smallest total >= owed', () => {
  test.each([
    ['tiles 7 3, 2 cards, owes 7', [7, 3], 2, 7, { tiles: [7], cards: 0, paid: 7, shortfall: 0 }],
    ['tiles 5 4, 1 card, owes 7', [5, 4], 1, 7, { tiles: [5, 4], cards: 0, paid: 9, shortfall: 0 }],
    ['tile 4, 2 cards, owes 10', [4], 2, 10, { tiles: [4], cards: 2, paid: 6, shortfall: 4 }],
    ['equal totals: fewest cards', [3, 2, 2], 5, 4, { tiles: [2, 2], cards: 0, paid: 4, shortfall: 0 }],
    ['equal totals and cards: fewest tiles', [4, 1, 1, 1, 1], 0, 4, { tiles: [4], cards: 0, paid: 4, shortfall: 0 }],
    ['cards alone', [], 3, 2, { tiles: [], cards: 2, paid: 2, shortfall: 0 }],
    ['a tile and cards make it exactly', [2], 3, 4, { tiles: [2], cards: 2, paid: 4, shortfall: 0 }],
    ['overpaying with one tile beats nothing', [6], 3, 4, { tiles: [6], cards: 0, paid: 6, shortfall: 0 }],
    ['owing nothing', [6], 3, 0, { owed: 0, tiles: [], cards: 0, paid: 0, shortfall: 0 }],
    ['nothing at all', [], 0, 3, { tiles: [], cards: 0, paid: 0, shortfall: 3 }],
  ])('%s', (_name, tiles, cardCount, owed, expected) => {
    expect(finalPayment(tiles as number[], cardCount as number, owed as number)).toEqual({ owed, ...(expected as object) });
  });
});

describe('spec 7: scoring', () => {
  test('total = tiles + cards - shortfall; the highest total wins', () => {
    const end = run(ending([11, 15, 54], [4], 'red blue'), 'move 2 white');
    // owes 7 with 4 + 2 = 6: gives all, shortfall 1
    expect(end.ended!.scores).toEqual([
      { seat: 0, total: 9, tiles: 5, cards: 4, owed: 0, paid: 0, shortfall: 0 },
      { seat: 1, total: -1, tiles: 0, cards: 0, owed: 7, paid: 6, shortfall: 1 },
    ]);
    expect(Atlantis.scores(end)).toEqual(end.ended!.scores);
    expect(Atlantis.winners(end)).toEqual([0]);
  });

  test('ties are shared', () => {
    // seat 1 pays the 7 and keeps 5 + 2 and two cards: 9, like seat 0's 5 and four cards
    const exact = run(ending([11, 15, 54], [7, 5, 2], 'red blue'), 'move 2 white');
    expect(exact.ended!.scores.map((l) => l.total)).toEqual([9, 9]);
    expect(exact.ended!.winners).toEqual([0, 1]);
    expect(Atlantis.winners(exact)).toEqual([0, 1]);
  });

  test('a running game scores as if it ended now, without changing the position', () => {
    const p = ending([11, 15, 54], [7, 3], 'red blue');
    const copy = structuredClone(p);
    expect(scoresOf(p)).toEqual([
      { seat: 0, total: 1, tiles: 0, cards: 1, owed: 0, paid: 0, shortfall: 0 },
      { seat: 1, total: 5, tiles: 3, cards: 2, owed: 7, paid: 7, shortfall: 0 },
    ]);
    expect(p).toEqual(copy);
    expect(Atlantis.winners(p)).toEqual([1]);
  });

  test('after the end nothing is legal', () => {
    const end = run(ending([11, 15, 54], [7, 3], 'red blue'), 'move 2 white');
    expect(refusal(end, 'move 0 red')).toBe('gameOver');
    expect(Atlantis.legalActions(end)).toEqual([]);
  });
});

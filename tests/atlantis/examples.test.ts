// Spec 11: the five worked examples of the rules contract, played on real positions.
import { describe, expect, test } from 'vitest';
import { finalPayment, gapToll, gapsBetween, legalActions, makeAction, owedBetween, type Position } from '../../src/atlantis/index.js';
import { cardList, cards, legalTexts, refusal, run, scenario, tile } from './helpers.js';

describe('spec 11.1: chain and take', () => {
  // Played at 44..47 (back B): spec 1's default distribution has no green 2 on back A (green lacks
  // value 2 there), so the example's stack `2: blue 5 over [green 2]` cannot lie at 1..26.
  const base = (hand: string): Position =>
    scenario({
      players: 3,
      path: { 44: 'red 3', 45: ['green 2', 'blue 5'], 46: 'green 4', 47: 'red 6' },
      pawns: [
        [0, 0, 0],
        [44, 0, 0],
        [46, 0, 0],
      ],
      hands: [hand, 'white', 'white'],
      deckTop: 'purple',
    });

  test('green reaches the occupied 46, so a second card is compulsory; red reaches the free 47', () => {
    const p1 = run(base('green red'), 'move 0 green');
    expect(p1.turnState.stage).toBe('moving');
    expect(p1.pawns[0]).toEqual([46, 0, 0]);
    expect(legalTexts(p1)).toEqual(['move 0 red']);
    expect(refusal(p1, 'pass')).toBe('mustMove');
    expect(refusal(p1, 'move 1 red')).toBe('wrongPawn');
  });

  test('no gap, nothing owed; the take skips the occupied 46 and takes blue 5 from 45, uncovering green 2; one card is drawn', () => {
    const p = run(base('green red'), 'move 0 green', 'move 0 red');
    expect(p.pawns[0]).toEqual([47, 0, 0]);
    expect(p.collected[0]).toEqual([[...tile('blue 5'), 1]]);
    expect(p.path[45]).toEqual([tile('green 2')]);
    expect(p.path[46]).toEqual([tile('green 4')]);
    expect(p.hands[0]).toEqual(cards('purple'));
    expect(p.toAct).toBe(1);
    expect(p.turn).toBe(2);
    expect(p.discard).toEqual(cardList('green red'));
  });

  test('with only the green card, move 0 green would strand the pawn on 46: illegal, and so the seat passes', () => {
    const p = base('green');
    expect(refusal(p, 'move 0 green')).toBe('stranded');
    expect(legalTexts(p)).toEqual(['pass']);
  });
});

describe('spec 11.2: tolls, bridge, minimal payments', () => {
  const base = (): Position =>
    scenario({
      path: { 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' },
      pawns: [
        [0, 10, 0],
        [0, 0, 0],
      ],
      hands: ['red red blue', ''],
      collected: [[5, 7], []],
    });

  test('move 1 red reaches 16 crossing gap 11 (toll 2) and gap 13-14 (toll 4): owes 6', () => {
    const p = run(base(), 'move 1 red');
    expect(p.turnState).toMatchObject({ stage: 'paying', pawn: 1, from: 10, crossed: [[11, 11], [13, 14]], owed: 6, played: cards('red') });
    expect(gapToll(p.path, 11, 11)).toBe(2);
    expect(gapToll(p.path, 13, 14)).toBe(4);
  });

  test('legal: pay 7, pay 5 red, pay 5 blue, bridge 11, bridge 13, bridge 14; not pay 5 red blue', () => {
    const p = run(base(), 'move 1 red');
    expect(legalTexts(p)).toEqual(['bridge 11', 'bridge 13', 'bridge 14', 'pay 5 blue', 'pay 5 red', 'pay 7']);
    expect(refusal(p, 'pay 5 red blue')).toBe('notMinimal');
    expect(refusal(p, 'pay 5')).toBe('underpaid');
    expect(refusal(p, 'pay red blue')).toBe('underpaid');
  });

  test('bridge 11 leaves 4 owed (pay 5, pay 7); bridge 13 or 14 leaves 2 (pay 5, pay 7, pay red blue)', () => {
    const b11 = run(base(), 'move 1 red', 'bridge 11');
    expect(b11.turnState.owed).toBe(4);
    expect(legalTexts(b11)).toEqual(['pay 5', 'pay 7']);
    for (const at of ['13', '14']) {
      const b = run(base(), 'move 1 red', `bridge ${at}`);
      expect(b.turnState.owed).toBe(2);
      expect(legalTexts(b)).toEqual(['pay 5', 'pay 7', 'pay red blue']);
      expect(b.bridges).toEqual([[0, Number(at)]]);
    }
  });

  test('after paying the take is grey 4 at 15; gap 13-15 is then bordered by 6 and 5: toll 5, or 0 with the bridge on 13 or 14', () => {
    const paid = run(base(), 'move 1 red', 'pay 7');
    expect(paid.collected[0]!.map((t) => t[1])).toEqual([5, 4]);
    expect(paid.path[15]).toEqual([]);
    expect(gapsBetween(paid.path, 10, 16)).toEqual([[11, 11], [13, 15]]);
    expect(gapToll(paid.path, 13, 15)).toBe(5);
    expect(owedBetween(paid, 12, 16)).toBe(5);
    for (const at of ['13', '14']) {
      const bridged = run(base(), 'move 1 red', `bridge ${at}`, 'pay 5');
      expect(owedBetween(bridged, 12, 16)).toBe(0);
      expect(owedBetween(bridged, 10, 16)).toBe(2);
    }
  });
});

describe('spec 11.3: merge and close', () => {
  test('taking 12 merges gaps 11 and 13-15 into 11-15, bordered by yellow 2 and red 5: toll 2', () => {
    const p = scenario({
      path: { 10: 'yellow 2', 12: 'white 6', 16: 'red 5', 20: 'blue 3' },
      pawns: [
        [10, 0, 0],
        [0, 0, 0],
      ],
      hands: ['red', ''],
      collected: [[7], []],
    });
    const after = run(p, 'move 0 red', 'pay 7');
    expect(after.collected[0]).toEqual([[...tile('white 6'), 0]]);
    expect(gapsBetween(after.path, 0, 54)).toEqual([[11, 15], [17, 19]]);
    expect(gapToll(after.path, 11, 15)).toBe(2);
  });

  test('with a bridge on any of 11-15 the merged gap is free', () => {
    for (const at of [13, 14, 15]) {
      const p = scenario({
        path: { 10: 'yellow 2', 12: 'white 6', 16: 'red 5', 20: 'blue 3' },
        pawns: [
          [10, 0, 0],
          [0, 0, 0],
        ],
        hands: ['red red red', ''],
        bridges: [[1, at]],
      });
      const after = run(p, 'move 0 red', 'pay red red');
      expect(owedBetween(after, 10, 16)).toBe(0);
    }
    const on11 = scenario({
      path: { 10: 'yellow 2', 12: 'white 6', 16: 'red 5', 20: 'blue 3' },
      pawns: [
        [10, 0, 0],
        [0, 0, 0],
      ],
      hands: ['red red red red red red', ''],
      bridges: [[1, 11]],
    });
    const after = run(on11, 'move 0 red', 'pay red red red red red');
    expect(owedBetween(after, 10, 16)).toBe(0);
  });

  test('with 51-53 empty a pawn on 50 reaches the Mainland with any card, pays nothing, and takes the top tile of 50', () => {
    const p = scenario({
      path: { 49: 'blue 6', 50: ['red 2', 'green 4'] },
      pawns: [
        [50, 0, 0],
        [0, 0, 0],
      ],
      hands: ['red green grey blue white yellow purple', ''],
    });
    expect(gapsBetween(p.path, 50, 54)).toEqual([]);
    expect(legalActions(p).filter((a) => a.type === 'move' && a.pawn === 0).map(makeAction)).toEqual(
      ['red', 'green', 'grey', 'blue', 'white', 'yellow', 'purple'].map((c) => `move 0 ${c}`),
    );
    const after = run(p, 'move 0 white');
    expect(after.pawns[0]).toEqual([54, 0, 0]);
    expect(after.collected[0]).toEqual([[...tile('green 4'), 1]]);
    expect(after.path[50]).toEqual([tile('red 2')]);
    expect(after.hands[0]!.length).toBe(6 + 2);
  });
});

describe('spec 11.4: final payment (rulebook example 3)', () => {
  // Seat 0's third pawn leaves 18 (red 5) for the Mainland and takes red 5; seat 1's pawn A (11)
  // owes 1 + 4 + 1 = 6 and pawn B (15) owes 1.
  const ending = (collected1: number[], hand1: string, pawns1 = [11, 15, 54], variant = {}): Position =>
    scenario({
      path: { 11: 'white 1', 13: 'yellow 5', 15: 'grey 4', 17: 'purple 1', 18: 'red 5' },
      pawns: [[54, 54, 18], pawns1],
      hands: ['white', hand1],
      collected: [[], collected1],
      variant,
    });

  test('owing 6 + 1 = 7 with tiles {7, 3} and 2 cards: the 7 pays, score 3 + 2 = 5', () => {
    const end = run(ending([7, 3], 'red blue'), 'move 2 white');
    expect(end.ended!.endReason).toBe('mainland');
    expect(end.collected[0]!.map((t) => t[1])).toEqual([5]);
    expect(end.ended!.scores[1]).toEqual({ seat: 1, total: 5, tiles: 3, cards: 2, owed: 7, paid: 7, shortfall: 0 });
    expect(end.ended!.scores[0]).toEqual({ seat: 0, total: 9, tiles: 5, cards: 4, owed: 0, paid: 0, shortfall: 0 });
    expect(end.ended!.winners).toEqual([0]);
    expect(end.pawns).toEqual([
      [54, 54, 54],
      [54, 54, 54],
    ]);
    expect(finalPayment([7, 3], 2, 7)).toEqual({ owed: 7, tiles: [7], cards: 0, paid: 7, shortfall: 0 });
  });

  test('owing 7 with tiles {5, 4} and 1 card: the cheapest total >= 7 is 9 (both tiles), score 1', () => {
    const end = run(ending([5, 4], 'red'), 'move 2 white');
    expect(end.ended!.scores[1]).toEqual({ seat: 1, total: 1, tiles: 0, cards: 1, owed: 7, paid: 9, shortfall: 0 });
    expect(finalPayment([5, 4], 1, 7)).toEqual({ owed: 7, tiles: [5, 4], cards: 0, paid: 9, shortfall: 0 });
  });

  test('owing 10 with tiles {4} and 2 cards: all 6 is given, shortfall 4, score -4', () => {
    expect(finalPayment([4], 2, 10)).toEqual({ owed: 10, tiles: [4], cards: 2, paid: 6, shortfall: 4 });
    // the same on the board: a third pawn on Atlantis owes 6 more (13 in all)
    const end = run(ending([4], 'red blue', [11, 15, 0]), 'move 2 white');
    expect(end.ended!.scores[1]).toEqual({ seat: 1, total: -7, tiles: 0, cards: 0, owed: 13, paid: 6, shortfall: 7 });
  });
});

describe('spec 11.5: rulebook example 2', () => {
  // 11 white 1 (the pawn) | 12 ~ | 13 green 4 | 14 ~ | 15 yellow 5 | 16 ~ | 17 red 3 | 18 ~ bridged | 19 grey 5 (occupied) | 20 blue 6
  const base = (): Position =>
    scenario({
      path: { 11: 'white 1', 13: 'green 4', 15: 'yellow 5', 17: 'red 3', 19: 'grey 5', 20: 'blue 6' },
      pawns: [
        [11, 0, 0],
        [19, 0, 0],
      ],
      bridges: [[1, 18]],
      hands: ['blue', ''],
      collected: [[5, 3], []],
    });

  test('one blue card crosses three unbridged gaps of tolls 1, 4 and 3 (owes 8) and the bridged gap free', () => {
    const p = run(base(), 'move 0 blue');
    expect(p.pawns[0]).toEqual([20, 0, 0]);
    expect(p.turnState.crossed).toEqual([[12, 12], [14, 14], [16, 16], [18, 18]]);
    expect(p.turnState.owed).toBe(8);
    expect(legalTexts(p)).toEqual(['bridge 12', 'bridge 14', 'bridge 16', 'pay 5 3']);
    expect(refusal(p, 'bridge 18')).toBe('gapBridged');
  });

  test('the take is the 3 at 17 because the 5 at 19 is occupied; the last two gaps merge and the bridge makes them free', () => {
    const p = run(base(), 'move 0 blue', 'pay 5 3');
    expect(p.collected[0]).toEqual([[...tile('red 3'), 0]]);
    expect(gapsBetween(p.path, 11, 20)).toEqual([[12, 12], [14, 14], [16, 18]]);
    expect(owedBetween(p, 11, 20)).toBe(1 + 4);
  });
});

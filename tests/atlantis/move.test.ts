// Spec 4.2: the move — the card's colour, chained moves past occupied positions, the Mainland,
// and the completability rule (a card only if the move can still end on a free position or the
// Mainland with its tolls payable).
import { describe, expect, test } from 'vitest';
import { checkAction } from '../../src/atlantis/index.js';
import { legalTexts, refusal, run, scenario } from './helpers.js';

// 11 red 3 | 12 blue 5 | 13 green 4 | 14 red 6 | 15 white 2 | 16 yellow 3 ; seat 1 stands on 11
const line = (hand: string, pawns0 = [0, 0, 0], pawns1 = [11, 0, 0]) =>
  scenario({
    path: { 11: 'red 3', 12: 'blue 5', 13: 'green 4', 14: 'red 6', 15: 'white 2', 16: 'yellow 3' },
    pawns: [pawns0, pawns1],
    hands: [hand, 'purple'],
  });

describe('spec 4.2: where a card takes the pawn', () => {
  test.each([
    ['blue', 12],
    ['green', 13],
    ['white', 15],
    ['yellow', 16],
    ['purple', 54],
    ['grey', 54],
  ])('a %s card from Atlantis goes to %i', (colour, to) => {
    const p = run(line(colour), `move 0 ${colour}`);
    expect(p.pawns[0]![0]).toBe(to);
  });

  test('the first position of the colour counts even when occupied: red stops on 11 (seat 1) and the move must go on', () => {
    const p = run(line('red white'), 'move 0 red');
    expect(p.pawns[0]![0]).toBe(11);
    expect(p.turnState.stage).toBe('moving');
    expect(p.toAct).toBe(0);
    expect(legalTexts(p)).toEqual(['move 0 white']);
  });

  test('a further card may be of any colour, even the same: red, red goes 11 then 14', () => {
    const p = run(line('red red'), 'move 0 red', 'move 0 red');
    expect(p.pawns[0]).toEqual([14, 0, 0]);
    expect(p.toAct).toBe(1);
  });

  test('an own pawn occupies a position too', () => {
    const p = run(line('blue white', [0, 12, 0], [0, 0, 0]), 'move 0 blue');
    expect(p.turnState.stage).toBe('moving');
    expect(p.pawns[0]).toEqual([12, 12, 0]);
  });

  test('on a free position the move is over: no further card, the turn resolves', () => {
    const p = run(line('blue white'), 'move 0 blue');
    expect(p.toAct).toBe(1);
    expect(p.turnState.stage).toBe('start');
  });

  test('several pawns may leave Atlantis; the Mainland holds any number', () => {
    let p = run(line('purple'), 'move 0 purple');
    p.toAct = 0;
    p.hands[0] = [6];
    p.hands[1] = [];
    p.deck = [...p.deck.filter((c) => c !== 6), 6];
    expect(run(p, 'move 1 purple').pawns[0]).toEqual([54, 54, 0]);
  });
});

describe('spec 4.2: refusals', () => {
  test('a pawn on the Mainland may not move', () => {
    expect(refusal(line('blue', [54, 0, 0]), 'move 0 blue')).toBe('pawnOnMainland');
  });

  test('a card not in hand', () => {
    expect(refusal(line('blue'), 'move 0 green')).toBe('noCard');
  });

  test('a further card must move the same pawn', () => {
    const p = run(line('red white'), 'move 0 red');
    expect(refusal(p, 'move 1 white')).toBe('wrongPawn');
    expect(refusal(p, 'pass')).toBe('mustMove');
  });

  test('malformed move values are refused, not crashed on', () => {
    const p = line('blue');
    expect(checkAction(p, { type: 'move', pawn: 3, colour: 0 })?.code).toBe('badAction');
    expect(checkAction(p, { type: 'move', pawn: 0, colour: 7 })?.code).toBe('badAction');
    expect(checkAction(p, { type: 'move', pawn: 0.5, colour: 1 })?.code).toBe('badAction');
    expect(checkAction(p, { type: 'jump' } as never)?.code).toBe('badAction');
    expect(checkAction(p, null as never)?.code).toBe('badAction');
  });
});

describe('spec 4.2 [default]: the completability rule', () => {
  test('a card that would strand the pawn on an occupied position is no move', () => {
    const p = line('red');
    expect(refusal(p, 'move 0 red')).toBe('stranded');
    expect(legalTexts(p)).toEqual(['pass']);
  });

  test('a card is legal when some continuation completes: blue to 12 (occupied) then red to 14; red first strands on 12', () => {
    // 11 and 12 occupied: red (11) then blue (12) strands; blue (12) then red reaches the free 14
    const p = line('red blue', [0, 0, 0], [11, 12, 0]);
    expect(refusal(p, 'move 0 red')).toBe('stranded');
    expect(legalTexts(p)).toEqual(['move 0 blue', 'move 1 blue', 'move 2 blue']);
    const mid = run(p, 'move 0 blue');
    expect(legalTexts(mid)).toEqual(['move 0 red']);
    expect(run(mid, 'move 0 red').pawns[0]).toEqual([14, 0, 0]);
    // with 14 occupied as well nothing completes
    expect(legalTexts(line('red blue', [0, 0, 0], [11, 12, 14]))).toEqual(['pass']);
  });

  // 10 yellow 2 | 11 ~ | 12 white 6 | 13 ~ 14 ~ | 15 grey 4 | 16 red 5: red from 10 owes 6
  const tolls = (hand: string, collected: number[] = [], bridges: [number, number][] = []) =>
    scenario({
      path: { 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' },
      pawns: [
        [10, 0, 0],
        [0, 0, 0],
      ],
      hands: [hand, ''],
      collected: [collected, []],
      bridges,
    });

  test.each([
    ['red', [], [], 'stranded', 'owes 6, the bridge saves 4, nothing pays the other 2'],
    ['red blue', [], [], 'stranded', 'one card for 2'],
    ['red blue blue', [], [], null, 'the bridge on 13-14 and two cards'],
    ['red blue blue', [], [[0, 40]], 'stranded', 'the bridge is already placed: 6 from two cards'],
    ['red', [5], [[0, 40]], 'stranded', 'a 5 for 6'],
    ['red', [7], [[0, 40]], null, 'a 7 covers 6'],
    ['red blue', [5], [[0, 40]], null, '5 and a card'],
    ['red', [2], [], null, 'the bridge and the 2'],
  ] as [string, number[], [number, number][], string | null, string][])('hand %s, tiles %j, bridges %j: %s (%s)', (hand, collected, bridges, code) => {
    expect(refusal(tolls(hand, collected, bridges), 'move 0 red')).toBe(code);
  });

  test('the cards played for the move do not pay: red red to 16 owes 6, leaving one card', () => {
    // red from 10 goes straight to 16; with the second red in hand the payment has 1 card only
    expect(refusal(tolls('red red', [], [[0, 40]]), 'move 0 red')).toBe('stranded');
    expect(refusal(tolls('red red red red red red red', [], [[0, 40]]), 'move 0 red')).toBeNull();
  });
});

describe('spec 5 variant tollWithBoughtCards: the completability rule counts only the cards that may pay', () => {
  // red from 10 owes 6 with the bridge gone; the 2 sold buys one card (green on top of the deck)
  const bought = (hand: string, tollWithBoughtCards: boolean) =>
    run(
      scenario({
        path: { 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' },
        pawns: [
          [10, 0, 0],
          [0, 0, 0],
        ],
        hands: [hand, ''],
        collected: [[2], []],
        bridges: [[0, 40]],
        deckTop: 'green',
        variant: { tollWithBoughtCards },
      }),
      'buy 2',
    );

  test('by default a bought card pays: 5 blue + the green = 6', () => {
    expect(refusal(bought('red blue blue blue blue blue', true), 'move 0 red')).toBeNull();
  });

  test('with the variant off only 5 cards may pay: stranded', () => {
    expect(refusal(bought('red blue blue blue blue blue', false), 'move 0 red')).toBe('stranded');
  });

  test('a bought card played for the move leaves the older cards to pay', () => {
    // the bought card is red: moving with red uses it, the older red and 5 blue pay 6
    const p = run(
      scenario({
        path: { 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' },
        pawns: [
          [10, 0, 0],
          [0, 0, 0],
        ],
        hands: ['red blue blue blue blue blue', ''],
        collected: [[2], []],
        bridges: [[0, 40]],
        deckTop: 'red',
        variant: { tollWithBoughtCards: false },
      }),
      'buy 2',
      'move 0 red',
    );
    expect(legalTexts(p)).toEqual(['pay red blue blue blue blue blue']);
  });
});

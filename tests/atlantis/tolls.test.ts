// Spec 5 (tolls, payments, bridges) and the paying stage of spec 8.
import { describe, expect, test } from 'vitest';
import { checkAction, minimalPayments, owedBetween } from '../../src/atlantis/index.js';
import { cards, legalTexts, refusal, run, scenario } from './helpers.js';

const counts = (values: number[], size: number): number[] => {
  const out = new Array<number>(size).fill(0);
  for (const v of values) out[v]!++;
  return out;
};
const show = (list: { tiles: number[]; cards: number[] }[]): string[] => list.map((p) => [...p.tiles, ...p.cards.map((c) => `c${c}`)].join(' '));

describe('spec 5 [default]: minimal payments, each multiset once', () => {
  test.each([
    ['tiles 5 7, cards red blue, owes 6', [5, 7], [0, 3], 6, ['7', '5 c0', '5 c3']],
    ['tiles 3 3 2, owes 5', [3, 3, 2], [], 5, ['3 3', '3 2']],
    ['three red and two blue cards, owes 3', [], [0, 0, 0, 3, 3], 3, ['c0 c0 c0', 'c0 c0 c3', 'c0 c3 c3']],
    ['a single tile worth more than the toll is minimal', [7], [0], 1, ['7', 'c0']],
    ['tiles 2 2 1 and a red card, owes 4', [2, 2, 1], [0], 4, ['2 2', '2 1 c0']],
    ['nothing pays 5 with 2 and 2', [2, 2], [], 5, []],
    ['exact with all', [1, 1], [6, 6], 4, ['1 1 c6 c6']],
  ])('%s', (_name, tiles, cardList, owed, expected) => {
    const list = show(minimalPayments(counts(tiles as number[], 8), counts(cardList as number[], 7), owed as number));
    expect(list.sort()).toEqual([...(expected as string[])].sort());
    expect(new Set(list).size).toBe(list.length);
  });
});

// 10 yellow 2 | 11 ~ | 12 white 6 | 13 ~ 14 ~ | 15 grey 4 | 16 red 5: red from 10 owes 2 + 4
const owing = (hand: string, collected: number[], bridges: [number, number][] = [], variant = {}) =>
  run(
    scenario({
      path: { 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' },
      pawns: [
        [10, 0, 0],
        [0, 0, 0],
      ],
      hands: [hand, ''],
      collected: [collected, []],
      bridges,
      variant,
    }),
    'move 0 red',
  );

describe('spec 5: paying', () => {
  test('items in any order: pay red 5 is pay 5 red', () => {
    const p = owing('red red blue', [5, 7]);
    expect(refusal(p, 'pay red 5')).toBeNull();
    expect(run(p, 'pay red 5').discard).toEqual(cards('red red'));
  });

  test.each([
    ['pay 6', 'noSuchTile'],
    ['pay 5 5', 'noSuchTile'],
    ['pay 5 green', 'noCard'],
    ['pay 5 red red', 'noCard'], // one red was played for the move
    ['pay 5', 'underpaid'],
    ['pay 7 red', 'notMinimal'],
    ['pay 7 5', 'notMinimal'],
    ['pay 5 red blue', 'notMinimal'],
  ])('%s is refused: %s', (text, code) => {
    expect(refusal(owing('red red blue', [5, 7]), text)).toBe(code);
  });

  test('a payment names at least one item, of real values', () => {
    const p = owing('red red blue', [5, 7]);
    expect(checkAction(p, { type: 'pay', tiles: [], cards: [] })?.code).toBe('badAction');
    expect(checkAction(p, { type: 'pay', tiles: [8], cards: [] })?.code).toBe('badAction');
    expect(checkAction(p, { type: 'pay', tiles: 'x', cards: [] } as never)?.code).toBe('badAction');
  });

  test('paid tiles leave the game, the earliest collected of a value first; paid cards go to the discard pile', () => {
    const p = owing('red blue', [5, 7, 5]);
    const first = p.collected[0]![0]!;
    const after = run(p, 'pay 5 blue');
    expect(after.out[after.out.length - 1]).toEqual(first);
    expect(after.collected[0]!.map((t) => t[1])).toEqual([7, 5, 4]);
    expect(after.discard).toEqual(cards('red blue'));
    expect(after.hands[0]!.length).toBe(1);
  });

  test('there is nothing to pay outside the paying stage', () => {
    const p = scenario({ path: { 10: 'yellow 2' }, pawns: [[10, 0, 0], [0, 0, 0]], hands: ['red', ''], collected: [[5], []] });
    expect(refusal(p, 'pay 5')).toBe('notPaying');
    expect(refusal(p, 'bridge 11')).toBe('notPaying');
  });

  test('only what was held at the start of the turn pays: not the tile taken this turn', () => {
    // owes 6 (no bridge): a 5 in hand is not enough, though grey 4 at 15 would be taken afterwards
    expect(refusal(
      scenario({ path: { 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' }, pawns: [[10, 0, 0], [0, 0, 0]], hands: ['red', ''], collected: [[5], []], bridges: [[0, 40]] }),
      'move 0 red',
    )).toBe('stranded');
  });

  test('while owing, no move and no pass', () => {
    const p = owing('red red blue', [5, 7]);
    expect(refusal(p, 'move 0 blue')).toBe('mustPay');
    expect(refusal(p, 'pass')).toBe('mustPay');
    expect(refusal(p, 'buy 5')).toBe('buyNotFirst');
  });
});

describe('spec 5: bridges', () => {
  test('a bridge takes one crossed gap free; the rest is paid after it', () => {
    const p = run(owing('red red blue', [5, 7]), 'bridge 14');
    expect(p.bridges).toEqual([[0, 14]]);
    expect(p.turnState.stage).toBe('paying');
    expect(p.turnState.owed).toBe(2);
  });

  test('bridging the only owed gap resolves the turn at once', () => {
    const p = run(
      scenario({ path: { 10: 'yellow 2', 12: 'white 6', 20: 'blue 3' }, pawns: [[10, 0, 0], [0, 0, 0]], hands: ['white', ''] }),
      'move 0 white',
    );
    expect(legalTexts(p)).toEqual(['bridge 11']);
    const after = run(p, 'bridge 11');
    expect(after.toAct).toBe(1);
    expect(after.bridges).toEqual([[0, 11]]);
  });

  test.each([
    ['bridge 12', 'notAGap'], // a filled position
    ['bridge 3', 'notAGap'], // water touching Atlantis
    ['bridge 30', 'notAGap'], // water touching the Mainland
    ['bridge 0', 'badNotation'],
  ])('%s is refused: %s', (text, code) => {
    const p = owing('red red blue', [5, 7]);
    if (code === 'badNotation') expect(() => refusal(p, text)).toThrow(/bad notation/);
    else expect(refusal(p, text)).toBe(code);
  });

  test('a gap the move did not cross, a bridged gap, a second bridge', () => {
    const behind = run(
      scenario({ path: { 8: 'blue 3', 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' }, pawns: [[10, 0, 0], [0, 0, 0]], hands: ['red red blue', ''], collected: [[5, 7], []] }),
      'move 0 red',
    );
    expect(refusal(behind, 'bridge 9')).toBe('notCrossed');
    expect(refusal(owing('red red blue', [5, 7], [[1, 11]]), 'bridge 11')).toBe('gapBridged');
    expect(refusal(owing('red red blue', [5, 7], [[0, 30]]), 'bridge 11')).toBe('noBridge');
  });

  test('a bridge that leaves an unpayable rest is refused', () => {
    // owes 6 with two cards left: only the bridge on 13-14 (toll 4) leaves a payable 2
    const p = owing('red blue blue', []);
    expect(refusal(p, 'bridge 11')).toBe('unpayable');
    expect(legalTexts(p)).toEqual(['bridge 13', 'bridge 14']);
  });

  test("another seat's bridge makes the gap free for everyone", () => {
    const p = owing('red red blue', [5, 7], [[1, 13]]);
    expect(p.turnState.owed).toBe(2);
    expect(p.turnState.crossed).toEqual([[11, 11], [13, 14]]);
  });

  test('a bridge stays on its position; a widening gap keeps it free', () => {
    const p = run(owing('red red blue', [5, 7]), 'bridge 14', 'pay 5');
    // the take emptied 15: gap 13-15 keeps the bridge
    expect(p.path[15]).toEqual([]);
    expect(owedBetween(p, 12, 16)).toBe(0);
  });
});

describe('spec 5 variant tollWithBoughtCards: false', () => {
  test('a card bought this turn may not pay', () => {
    const p = run(
      scenario({
        path: { 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' },
        pawns: [[10, 0, 0], [0, 0, 0]],
        hands: ['red blue blue blue blue blue blue', ''],
        collected: [[2], []],
        bridges: [[0, 40]],
        deckTop: 'green',
        variant: { tollWithBoughtCards: false },
      }),
      'buy 2',
      'move 0 red',
    );
    expect(refusal(p, 'pay green blue blue blue blue blue')).toBe('boughtCard');
    expect(legalTexts(p)).toEqual(['pay blue blue blue blue blue blue']);
  });
});

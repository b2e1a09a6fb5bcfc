// Spec 3 (arrows) and spec 9 worked example 2.
import { describe, expect, test } from 'vitest';
import { arrowOf, type DomainCard, type DuelVariants } from '../../src/duel/index.js';
import { legalTexts, refusal, run, runEvents, scenario } from './helpers.js';

const SLOTS: DomainCard[] = [
  ['science', 2],
  ['war', 1],
  ['navigation', -1],
  ['exploration', 1],
  ['engineering', 1],
];

/**
 * Spec 9 example 2: seat 0's side [_, 12, _, _, 4], seat 1's [10, _, _, 3, _], the 4 anchored;
 * seat 1 (first this round) to place, holding the 9 and the 7.
 */
function example2(variant: Partial<DuelVariants> = {}) {
  return scenario({
    variant: { firstPlayer: 1, ...variant },
    slots: SLOTS,
    spaces: [
      [null, 12, null, null, 4],
      [10, null, null, 3, null],
    ],
    hands: [
      [1, 2, 5],
      [7, 9, 13],
    ],
    specials: ['anchor', 'kraken'],
    used: [true, false],
    anchor: [0, 4],
  });
}

describe('spec 1: arrows', () => {
  test.each([
    [6, 'vertical'],
    [9, 'vertical'],
    [7, 'horizontal'],
    [8, 'horizontal'],
    [1, null],
    [5, null],
    [10, null],
    [14, null],
    [0, null],
    [15, null],
  ])('card %i: %s', (card, arrow) => {
    expect(arrowOf(card)).toBe(arrow);
  });
});

describe('spec 9 example 2: arrows', () => {
  test('a 9 on 1 2: the 12, the 10 and the 3 may go to their opposite spaces; not the anchored 4, not the 9; no skip', () => {
    const pos = run(example2(), 'place 9 1 2');
    expect(pos.pending).toEqual({ kind: 'move', seat: 1, placed: [1, 2], arrow: 'vertical' });
    expect(pos).toMatchObject({ stage: 'pending', toAct: 1 });
    expect(legalTexts(pos)).toEqual(['move 0 1 1 1', 'move 1 0 0 0', 'move 1 3 0 3']);
  });

  test('a 7 on 1 2 instead: the 10 to 1 1 or 1 4, the 3 to 1 1 or 1 4, the 12 to 0 0, 0 2 or 0 3', () => {
    const pos = run(example2(), 'place 7 1 2');
    expect(pos.pending).toEqual({ kind: 'move', seat: 1, placed: [1, 2], arrow: 'horizontal' });
    expect(legalTexts(pos)).toEqual(['move 0 1 0 0', 'move 0 1 0 2', 'move 0 1 0 3', 'move 1 0 1 1', 'move 1 0 1 4', 'move 1 3 1 1', 'move 1 3 1 4']);
  });

  test('the movement happens and the turn passes', () => {
    const { pos, events } = runEvents(example2(), 'place 9 1 2', 'move 1 0 0 0');
    expect(pos.spaces).toEqual([
      [10, 12, null, null, 4],
      [null, null, 9, 3, null],
    ]);
    expect(pos).toMatchObject({ stage: 'place', toAct: 0, pending: null, placements: 5 });
    expect(events).toEqual(['verticalMove']);
    const side = runEvents(example2(), 'place 7 1 2', 'move 0 1 0 3');
    expect(side.pos.spaces[0]).toEqual([null, null, null, 12, 4]);
    expect(side.events).toEqual(['horizontalMove']);
  });

  test.each([
    ['move 1 2 0 2', 'movingPlaced'],
    ['move 0 4 1 4', 'anchored'],
    ['move 0 0 1 0', 'noCard'],
    ['move 1 0 1 1', 'badMove'],
    ['move 0 1 1 2', 'occupied'],
    ['move 0 1 1 4', 'badMove'],
    ['skip', 'mustMove'],
    ['place 13 0 0', 'wrongStage'],
  ])('after the 9, %s is refused: %s', (text, code) => {
    expect(refusal(run(example2(), 'place 9 1 2'), text)).toBe(code);
  });

  test.each([
    ['move 1 0 0 0', 'badMove'],
    ['move 0 1 0 1', 'occupied'],
    ['move 1 3 1 3', 'occupied'],
  ])('after the 7, %s is refused: %s', (text, code) => {
    expect(refusal(run(example2(), 'place 7 1 2'), text)).toBe(code);
  });
});

describe('spec 3: arrow variants', () => {
  test('verticalAnySpace: any empty space on the other side', () => {
    const pos = run(example2({ verticalAnySpace: true }), 'place 9 1 2');
    expect(legalTexts(pos)).toEqual(['move 0 1 1 1', 'move 0 1 1 4', 'move 1 0 0 0', 'move 1 0 0 2', 'move 1 0 0 3', 'move 1 3 0 0', 'move 1 3 0 2', 'move 1 3 0 3']);
    const { events } = runEvents(pos, 'move 1 3 0 0');
    expect(events).toEqual(['farVertical']);
  });

  test('arrowOptional: skip declines the movement', () => {
    const pos = run(example2({ arrowOptional: true }), 'place 9 1 2');
    expect(legalTexts(pos)).toEqual(['move 0 1 1 1', 'move 1 0 0 0', 'move 1 3 0 3', 'skip']);
    const { pos: skipped, events } = runEvents(pos, 'skip');
    expect(skipped.spaces).toEqual(pos.spaces);
    expect(skipped).toMatchObject({ stage: 'place', toAct: 0, pending: null });
    expect(events).toEqual(['moveSkipped']);
  });

  test('with no possible movement nothing happens: no decision opens', () => {
    const pos = scenario({
      variant: { firstPlayer: 1 },
      slots: SLOTS,
      spaces: [
        [8, 12, null, null, null],
        [10, 3, null, null, null],
      ],
      hands: [
        [1, 2, 5],
        [6, 9, 13],
      ],
      specials: ['anchor', 'kraken'],
    });
    const { pos: next, events } = runEvents(pos, 'place 6 1 4');
    expect(next.pending).toBeNull();
    expect(next).toMatchObject({ stage: 'place', toAct: 0 });
    expect(events).toEqual(['noMovement']);
  });

  test('a moved arrow card does not trigger again; the Kraken can be moved', () => {
    const pos = () =>
      scenario({
        variant: { firstPlayer: 1 },
        slots: SLOTS,
        spaces: [
          [6, null, null, 15, null],
          [null, 2, null, 11, null],
        ],
        hands: [
          [1, 5, 10, 13],
          [8, 9, 14],
        ],
        specials: ['kraken', 'anchor'],
        used: [true, false],
      });
    const moved = run(pos(), 'place 9 1 4', 'move 0 0 1 0');
    expect(moved.spaces[1]).toEqual([6, 2, null, 11, 9]);
    expect(moved).toMatchObject({ stage: 'place', toAct: 0, pending: null });
    expect(legalTexts(run(pos(), 'place 8 1 4'))).toContain('move 0 3 0 1');
  });
});

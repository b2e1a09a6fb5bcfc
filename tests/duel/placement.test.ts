// Spec 3: placement — either side, alternation, five cards each, the Kraken, the Fishbone and the Anchor.
import { describe, expect, test } from 'vitest';
import { legalActions, makeAction, type DomainCard } from '../../src/duel/index.js';
import { fresh, legalTexts, refusal, run, runEvents, scenario } from './helpers.js';

const SLOTS: DomainCard[] = [
  ['science', 2],
  ['war', 1],
  ['navigation', -1],
  ['exploration', 1],
  ['engineering', 1],
];

/** Round 1, seat 0 first, 3 cards placed; seat 1 to act holding the Anchor, seat 0 the Kraken. */
function midRound() {
  return scenario({
    slots: SLOTS,
    spaces: [
      [12, null, null, null, 4],
      [null, null, 8, null, null],
    ],
    hands: [
      [1, 2, 5],
      [3, 9, 11, 13],
    ],
    specials: ['kraken', 'anchor'],
  });
}

describe('spec 3: placement', () => {
  test('a card goes on any empty space of either side', () => {
    const pos = midRound();
    expect(pos.toAct).toBe(1);
    const noAnchor = legalActions(pos).filter((a) => a.type === 'place' && a.anchor === null).map(makeAction);
    const empty = ['0 1', '0 2', '0 3', '1 0', '1 1', '1 3', '1 4'];
    expect(noAnchor.sort()).toEqual([3, 9, 11, 13].flatMap((c) => empty.map((s) => `place ${c} ${s}`)).sort());
  });

  test('seats alternate from the first player; each places exactly five cards, then the round ends', () => {
    let pos = run(fresh(20, ['anchor', 'kraken']), 'keep anchor');
    const order: number[] = [];
    while (pos.round === 1) {
      order.push(pos.toAct!);
      const place = legalActions(pos).find((a) => a.type === 'place' && a.anchor === null) ?? legalActions(pos)[0]!;
      pos = run(pos, makeAction(place));
      while (pos.stage === 'pending') pos = run(pos, makeAction(legalActions(pos)[0]!));
    }
    expect(order).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(pos.round).toBe(2);
  });

  test('the Kraken is placed like a Diver, as 15, from the special held', () => {
    const pos = run(midRound(), 'place 3 1 0');
    expect(legalTexts(pos).filter((t) => t.startsWith('place kraken'))).toHaveLength(6);
    const next = run(pos, 'place kraken 1 1');
    expect(next.spaces[1]).toEqual([3, 15, 8, null, null]);
    expect(next.specialUsed).toEqual([true, false]);
    expect(next.hands[0]).toEqual([1, 2, 5]);
    expect(legalTexts(run(next, 'place 13 0 3')).some((t) => t.includes('kraken'))).toBe(false);
  });

  test('the Fishbone is placed as 0', () => {
    const pos = scenario({
      slots: SLOTS,
      spaces: [
        [null, null, null, null, null],
        [null, null, null, null, null],
      ],
      hands: [
        [1, 2, 5, 6, 7],
        [3, 9, 11, 13, 14],
      ],
      specials: ['fishbone', 'anchor'],
    });
    const { pos: next, events } = runEvents(pos, 'place fishbone 1 4');
    expect(next.spaces[1]![4]).toBe(0);
    expect(next.specialUsed).toEqual([true, false]);
    expect(events).toEqual(['fishbonePlaced']);
  });

  test.each([
    ['place 3 0 0', 'occupied'],
    ['place 1 0 1', 'notInHand'],
    ['place kraken 0 1', 'notInHand'],
    ['place fishbone 0 1', 'notInHand'],
    ['move 0 0 1 0', 'wrongStage'],
    ['skip', 'wrongStage'],
    ['return', 'wrongStage'],
  ])('%s is refused: %s', (text, code) => {
    expect(refusal(midRound(), text)).toBe(code);
  });
});

describe('spec 3: the Anchor', () => {
  test('played with an own placement: on the card placed or on any card on the board, either side', () => {
    const anchors = legalTexts(midRound()).filter((t) => t.startsWith('place 3 0 1'));
    expect(anchors).toEqual(['place 3 0 1', 'place 3 0 1 anchor 0 0', 'place 3 0 1 anchor 0 1', 'place 3 0 1 anchor 0 4', 'place 3 0 1 anchor 1 2']);
  });

  test('anchoring the card placed', () => {
    const { pos, events } = runEvents(midRound(), 'place 13 1 0 anchor 1 0');
    expect(pos.anchor).toEqual([1, 0]);
    expect(pos.specialUsed).toEqual([false, true]);
    expect(events).toEqual(['anchorOnPlaced']);
    expect(legalTexts(pos).some((t) => t.includes('anchor'))).toBe(false);
  });

  test('anchoring a card already on the board', () => {
    const { pos, events } = runEvents(midRound(), 'place 3 0 1 anchor 0 0');
    expect(pos.anchor).toEqual([0, 0]);
    expect(events).toEqual(['anchorOnBoard']);
  });

  test.each([
    ['place 3 0 1 anchor 1 1', 'badAnchor'],
    ['place 3 0 1 anchor 0 2', 'badAnchor'],
  ])('%s is refused (an empty space): %s', (text, code) => {
    expect(refusal(midRound(), text)).toBe(code);
  });

  test('without an unplayed Anchor, an anchor is refused with noAnchor', () => {
    const pos = run(midRound(), 'place 3 1 0');
    expect(refusal(pos, 'place 5 0 1 anchor 0 0')).toBe('noAnchor');
    const played = run(midRound(), 'place 13 1 0 anchor 1 0', 'place 5 0 1');
    expect(refusal(played, 'place 3 0 2 anchor 0 0')).toBe('noAnchor');
  });

  test("[default] the Anchor takes effect before the placed card's arrow: anchoring the only movable card opens no movement", () => {
    const pos = scenario({
      round: 2,
      slots: SLOTS,
      spaces: [
        [12, 5, 2, null, null],
        [10, 3, null, null, null],
      ],
      hands: [
        [1, 9, 13],
        [6, 14],
      ],
      specials: ['anchor', 'kraken'],
      won: [
        [
          ['science', 1],
          ['science', 1],
          ['war', 1],
        ],
        [
          ['war', 1],
          ['navigation', 1],
        ],
      ],
    });
    expect(pos.toAct).toBe(0);
    // only the 2 on 0 2 can reach its opposite space
    const open = run(pos, 'place 9 0 3');
    expect(legalTexts(open)).toEqual(['move 0 2 1 2']);
    const { pos: anchored, events } = runEvents(pos, 'place 9 0 3 anchor 0 2');
    expect(anchored.pending).toBeNull();
    expect(anchored).toMatchObject({ stage: 'place', toAct: 1, anchor: [0, 2] });
    expect(events).toEqual(['anchorOnBoard', 'anchorBlocks', 'noMovement']);
  });
});

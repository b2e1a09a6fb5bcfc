// Spec 4 (round end: awards, the crab, refills) and spec 9 worked example 1; spec 2's round-end clean-up.
import { describe, expect, test } from 'vitest';
import { DIVERS, beats, type DomainCard } from '../../src/duel/index.js';
import { runEvents, scenario } from './helpers.js';

const SLOTS: DomainCard[] = [
  ['science', 2],
  ['war', 1],
  ['navigation', -1],
  ['exploration', 1],
  ['engineering', 1],
];

/** Spec 9 example 1, one card short: seat 1 places its 13 on 1 2 as the 10th card. */
function example1() {
  return scenario({
    slots: SLOTS,
    spaces: [
      [14, 3, 15, 2, 8],
      [1, 5, null, 0, 9],
    ],
    hands: [[10], [12, 13]],
    specials: ['kraken', 'fishbone'],
    used: [true, true],
  });
}

describe('spec 4: who wins a slot', () => {
  test.each([
    [14, 13, true],
    [13, 14, false],
    [1, 14, true],
    [14, 1, false],
    [15, 1, true],
    [1, 15, false],
    [1, 0, true],
    [0, 1, false],
    [15, 14, true],
    [0, 2, false],
    [2, 1, true],
    [9, 8, true],
  ])('%i facing %i wins: %s', (a, b, wins) => {
    expect(beats(a, b)).toBe(wins);
  });
});

describe('spec 9 example 1: awards', () => {
  test('seat 1 wins science (crab beats 14), war and engineering; seat 0 wins navigation (the -1) and exploration', () => {
    const { pos, events } = runEvents(example1(), 'place 13 1 2');
    expect(pos.won).toEqual([
      [
        ['navigation', -1],
        ['exploration', 1],
      ],
      [
        ['science', 2],
        ['war', 1],
        ['engineering', 1],
      ],
    ]);
    expect(events).toContain('crabBeats14');
    expect(events).not.toContain('krakenBeatsCrab');
  });

  test('the next round: slots refilled from the domain deck, Nemo passed, specials discarded, Divers dealt again', () => {
    const before = example1();
    const deck = before.domainDeck.slice(0, 5);
    const { pos } = runEvents(before, 'place 13 1 2');
    expect(pos).toMatchObject({ round: 2, first: 1, toAct: 1, stage: 'keep', placements: 0, anchor: null, pending: null, ended: null });
    expect(pos.slots).toEqual(deck);
    expect(pos.domainDeck).toEqual(before.domainDeck.slice(5));
    expect(pos.spaces).toEqual([
      [null, null, null, null, null],
      [null, null, null, null, null],
    ]);
    expect(pos.specialDiscard).toEqual(['kraken', 'fishbone']);
    expect(pos.specials).toEqual([null, null]);
    expect(pos.specialUsed).toEqual([false, false]);
    expect(pos.knowledge).toEqual([[], []]);
    expect([...pos.hands[0]!, ...pos.hands[1]!, ...pos.diverDeck].sort((a, b) => a - b)).toEqual(DIVERS);
  });
});

describe('spec 4: the Kraken beats the crab, the crab beats the Fishbone', () => {
  test('kraken 15 over the 1; 1 over fishbone 0', () => {
    const pos = scenario({
      slots: SLOTS,
      spaces: [
        [15, 0, 11, 12, 13],
        [1, null, 4, 5, 6],
      ],
      hands: [[2], [3, 14]],
      specials: ['kraken', 'fishbone'],
      used: [true, true],
    });
    const { pos: next, events } = runEvents(pos, 'place 14 1 1');
    expect(next.won[0]).toEqual([
      ['science', 2],
      ['navigation', -1],
      ['exploration', 1],
      ['engineering', 1],
    ]);
    expect(next.won[1]).toEqual([['war', 1]]);
    expect(events).toContain('krakenBeatsCrab');
    expect(events).not.toContain('crabBeats14');
  });

  test('the crab beats the Fishbone', () => {
    const pos = scenario({
      slots: SLOTS,
      spaces: [
        [0, 11, 12, 13, 2],
        [null, 4, 5, 6, 3],
      ],
      hands: [[7], [1]],
      specials: ['fishbone', 'anchor'],
      used: [true, false],
    });
    const { pos: next } = runEvents(pos, 'place 1 1 0');
    expect(next.won[1]).toEqual([
      ['science', 2],
      ['engineering', 1],
    ]);
    expect(next.specialDiscard).toEqual(['fishbone', 'anchor']);
  });
});

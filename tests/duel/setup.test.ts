// Spec 2: setup and round preparation, with the seeded draws in the spec's order.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { DIVERS, Duel, SPECIALS, allDomainCards, invariants, setupDuel, validatePosition } from '../../src/duel/index.js';
import { randomUntil } from './helpers.js';

describe('spec 2: setup', () => {
  test('the draws come in the spec order: domains, specials, then the Diver shuffle and the draft', () => {
    const pos = setupDuel({ players: 2, seed: 42 });
    const rng = Rng.fromSeed(42);
    const domains = rng.shuffle(allDomainCards());
    const specials = rng.shuffle([...SPECIALS]);
    const divers = rng.shuffle([...DIVERS]);
    expect(pos.slots).toEqual(domains.slice(0, 5));
    expect(pos.domainDeck).toEqual(domains.slice(5));
    expect(pos.drafted).toEqual(specials.slice(0, 2));
    expect(pos.specialDeck).toEqual(specials.slice(2));
    expect(pos.hands[0]).toEqual(divers.slice(0, 5).sort((a, b) => a - b));
    expect(pos.hands[1]).toEqual(divers.slice(5, 10).sort((a, b) => a - b));
    expect(pos.diverDeck).toEqual(divers.slice(10));
    expect(pos.rng).toEqual(rng.state());
  });

  test('the first player is dealt first and drafts; firstPlayer 1 gives seat 1 the Nemo token', () => {
    const pos = setupDuel({ players: 2, seed: 42, firstPlayer: 1 });
    const rng = Rng.fromSeed(42);
    rng.shuffle(allDomainCards());
    rng.shuffle([...SPECIALS]);
    const divers = rng.shuffle([...DIVERS]);
    expect(pos.first).toBe(1);
    expect(pos.toAct).toBe(1);
    expect(pos.variant.firstPlayer).toBe(1);
    expect(pos.hands[1]).toEqual(divers.slice(0, 5).sort((a, b) => a - b));
    expect(pos.hands[0]).toEqual(divers.slice(5, 10).sort((a, b) => a - b));
  });

  test('a new game: round 1, keep stage, 5 slots, 25 domain cards in the deck, 4 specials, 4 Divers', () => {
    const pos = setupDuel({ players: 2, seed: 3 });
    expect(pos).toMatchObject({ round: 1, first: 0, toAct: 0, stage: 'keep', placements: 0, anchor: null, pending: null, ended: null, specials: [null, null], specialUsed: [false, false] });
    expect(pos.domainDeck).toHaveLength(25);
    expect(pos.specialDeck).toHaveLength(4);
    expect(pos.diverDeck).toHaveLength(4);
    expect(pos.hands.map((h) => h.length)).toEqual([5, 5]);
    expect(validatePosition(pos)).toEqual([]);
    expect(invariants(pos)).toEqual([]);
  });

  test('the same seed gives the same game, another seed another', () => {
    expect(setupDuel({ players: 2, seed: 9 })).toEqual(setupDuel({ players: 2, seed: 9 }));
    expect(setupDuel({ players: 2, seed: 9 }).slots).not.toEqual(setupDuel({ players: 2, seed: 10 }).slots);
  });

  test.each([1, 3, 0])('exactly two players: %i is a RangeError', (players) => {
    expect(() => setupDuel({ players, seed: 1 })).toThrow(RangeError);
  });

  test('a firstPlayer outside 0..1 is a RangeError', () => {
    expect(() => setupDuel({ players: 2, seed: 1, firstPlayer: 2 })).toThrow(RangeError);
  });

  test('variants given to setup are kept in the position, defaults filled in', () => {
    const pos = Duel.setup({ players: 2, seed: 1, variants: { hiddenDomains: true } });
    expect(pos.variant).toEqual({ earlyEnd: true, hiddenDomains: true, verticalAnySpace: false, arrowOptional: false, compulsorySpecials: false, firstPlayer: 0 });
  });
});

describe('spec 2: round preparation', () => {
  test('each round the Nemo token passes, all 14 Divers are reshuffled and dealt 5 + 5 + 4', () => {
    const pos = setupDuel({ players: 2, seed: 11, variants: { earlyEnd: false } });
    for (let round = 2; round <= 6; round++) {
      randomUntil(pos, round, (p) => p.round === round);
      expect(pos.round).toBe(round);
      expect(pos.first).toBe((round - 1) % 2);
      expect(pos.toAct).toBe(pos.first);
      expect(pos.stage).toBe('keep');
      expect(pos.hands.map((h) => h.length)).toEqual([5, 5]);
      expect([...pos.hands[0]!, ...pos.hands[1]!, ...pos.diverDeck].sort((a, b) => a - b)).toEqual(DIVERS);
      expect(pos.domainDeck).toHaveLength(25 - 5 * (round - 1));
    }
  });

  test('specials: 2 drawn per round; the discard is reshuffled when fewer than 2 remain (round 4)', () => {
    const pos = setupDuel({ players: 2, seed: 12, variants: { earlyEnd: false } });
    const sizes: [number, number][] = [];
    for (let round = 1; round <= 6; round++) {
      randomUntil(pos, 100 + round, (p) => p.round === round);
      sizes.push([pos.specialDeck.length, pos.specialDiscard.length]);
    }
    expect(sizes).toEqual([
      [4, 0],
      [2, 2],
      [0, 4],
      [4, 0],
      [2, 2],
      [0, 4],
    ]);
  });

  test('round 4: the Diver shuffle, then the discard (seat order) and the empty deck reshuffled, then the draft', () => {
    const pos = setupDuel({ players: 2, seed: 13, variants: { earlyEnd: false } });
    randomUntil(pos, 1, (p) => p.round === 3 && p.placements === 9 && p.stage === 'place');
    expect(pos.specialDeck).toEqual([]);
    const discard = [...pos.specialDiscard, pos.specials[0]!, pos.specials[1]!];
    const rng = new Rng(pos.rng);
    const divers = rng.shuffle([...DIVERS]);
    const specials = rng.shuffle(discard);
    randomUntil(pos, 2, (p) => p.round === 4);
    expect(pos.first).toBe(1);
    expect(pos.hands[1]).toEqual(divers.slice(0, 5).sort((a, b) => a - b));
    expect(pos.drafted).toEqual(specials.slice(0, 2));
    expect(pos.specialDeck).toEqual(specials.slice(2));
    expect(pos.specialDiscard).toEqual([]);
  });
});

// The duel's position editor (src/duel/edit.ts): editing keeps every card accounted for, so an
// edited position of a real game validates where the rules allow it; what cannot be done is
// refused with a reason and changes nothing.
import { describe, expect, test } from 'vitest';
import { followBoard, giveCard, placeCard, removeCard, returnCard, setAnchor, setRound, setSlot, setSpecial, setToAct } from '../../src/duel/edit.js';
import { FISHBONE, KRAKEN, validatePosition, type DuelPosition } from '../../src/duel/index.js';
import { fresh, scenario } from './helpers.js';

const slots = [['science', 2], ['war', 1], ['navigation', -1], ['exploration', 1], ['engineering', 1]] as DuelPosition['slots'] as never;

/** Round 1, placement, nothing placed yet: seat 0 (first) holds 2 4 6 8 10, seat 1 holds 1 3 5 7 9. */
const placing = (specials: ['kraken' | 'anchor' | 'fishbone' | 'eye', 'kraken' | 'anchor' | 'fishbone' | 'eye'] = ['anchor', 'kraken']): DuelPosition =>
  scenario({ slots, spaces: [[null, null, null, null, null], [null, null, null, null, null]], hands: [[2, 4, 6, 8, 10], [1, 3, 5, 7, 9]], specials });

const paths = (pos: DuelPosition): string[] => validatePosition(pos).map((e) => `${e.path} ${e.code}`);

describe('cards on spaces', () => {
  test('a Diver placed from the hand of the seat to act leaves a valid position; the turn follows the board', () => {
    const s = placing();
    expect(placeCard(s, 8, [1, 2])).toBeNull();
    expect(s.spaces[1]).toEqual([null, null, 8, null, null]);
    expect(s.hands[0]).toEqual([2, 4, 6, 10]);
    expect(s.placements).toBe(1);
    expect(s.toAct).toBe(1);
    expect(validatePosition(s)).toEqual([]);
    expect(placeCard(s, 3, [0, 0])).toBeNull();
    expect(s.toAct).toBe(0);
    expect(validatePosition(s)).toEqual([]);
  });

  test('a card moved on the board keeps its anchor; a card placed over another sends that one to the Diver deck', () => {
    const s = placing();
    placeCard(s, 8, [1, 2]);
    expect(setAnchor(s, [1, 2])).toBeNull();
    expect(s.specialUsed).toEqual([true, false]);
    expect(placeCard(s, 8, [0, 4])).toBeNull();
    expect(s.anchor).toEqual([0, 4]);
    expect(s.spaces[1]![2]).toBeNull();
    expect(placeCard(s, 5, [0, 4])).toBeNull();
    expect(s.spaces[0]![4]).toBe(5);
    expect(s.diverDeck.at(-1)).toBe(8);
    // the anchored card went back: the anchor is lifted and the Anchor is unplayed again
    expect(s.anchor).toBeNull();
    expect(s.specialUsed).toEqual([false, false]);
    expect(s.placements).toBe(1);
  });

  test('removing a card: a Diver to the deck, the Kraken back to its holder unplayed', () => {
    const s = placing();
    expect(placeCard(s, KRAKEN, [0, 1])).toBeNull();
    expect(s.specialUsed).toEqual([false, true]);
    expect(s.spaces[0]![1]).toBe(KRAKEN);
    expect(paths(s)).toContain('$.specialUsed[1] badSpecialUsed'); // seat 1 has not placed a card yet
    expect(removeCard(s, [0, 1])).toBeNull();
    expect(s.specialUsed).toEqual([false, false]);
    expect(s.placements).toBe(0);
    expect(validatePosition(s)).toEqual([]);
    expect(placeCard(s, FISHBONE, [0, 1])?.message).toBe('nobody holds the fishbone');
  });

  test('a Diver taken from the deck onto the board is reported by validation with its path', () => {
    const s = placing();
    const fromDeck = s.diverDeck[0]!;
    expect(placeCard(s, fromDeck, [0, 0])).toBeNull();
    expect(s.diverDeck).not.toContain(fromDeck);
    expect(paths(s)).toEqual(['$.hands[0] handSize']);
  });

  test('refusals change nothing', () => {
    const s = placing();
    const before = structuredClone(s);
    expect(placeCard(s, 3, [2, 0])?.message).toBe('no space 2 0');
    expect(placeCard(s, 16, [0, 0])?.message).toBe('no card 16');
    expect(removeCard(s, [0, 0])?.message).toBe('that space is empty');
    expect(setAnchor(s, [0, 0])?.message).toBe('the Anchor goes on a card; that space is empty');
    expect(giveCard(s, 0, KRAKEN)?.message).toBe('only Divers 1–14 are held in hand');
    expect(returnCard(s, 0, 3)?.message).toBe('seat 0 does not hold the 3');
    expect(setRound(s, 7)?.message).toBe('a round is 1–6');
    expect(setToAct(s, 2)?.message).toBe('no seat 2');
    expect(setSlot(s, 0, ['science', 2])).toBeNull(); // already there: nothing to do
    expect(setSlot(s, 1, ['war', 1])).toBeNull();
    expect(s).toEqual(before);
    const eyes = placing(['eye', 'fishbone']);
    expect(setAnchor(eyes, null)).toBeNull();
    placeCard(eyes, 2, [0, 0]);
    expect(setAnchor(eyes, [0, 0])?.message).toBe('nobody holds the Anchor');
  });
});

describe('hands, round, turn, slots and specials', () => {
  test('a Diver moves between hands and the deck; hands stay sorted', () => {
    const s = placing();
    expect(giveCard(s, 1, 10)).toBeNull();
    expect(s.hands).toEqual([[2, 4, 6, 8], [1, 3, 5, 7, 9, 10]]);
    expect(paths(s)).toEqual(['$.hands[0] handSize', '$.hands[1] handSize']);
    expect(returnCard(s, 1, 10)).toBeNull();
    const deck = s.diverDeck[0]!;
    expect(giveCard(s, 0, deck)).toBeNull();
    expect(s.hands[0]).toEqual([2, 4, 6, 8, deck].sort((a, b) => a - b));
    expect(s.diverDeck).toContain(10);
    expect(validatePosition(s)).toEqual([]);
    // a card on the board comes back into a hand
    placeCard(s, 2, [1, 1]);
    expect(giveCard(s, 1, 2)).toBeNull();
    expect(s.spaces[1]![1]).toBeNull();
    expect(s.placements).toBe(0);
  });

  test('a card in a pending draw cannot be taken', () => {
    const s = placing();
    s.stage = 'pending';
    s.pending = { kind: 'harpoon', seat: 0, card: 9 };
    s.hands[1] = [1, 3, 5, 7];
    expect(placeCard(s, 9, [0, 0])?.message).toBe('the 9 is in a pending draw; settle it first');
    expect(giveCard(s, 0, 9)?.message).toBe('the 9 is in a pending draw; settle it first');
  });

  test('the round carries the Nemo token; the seat to act and the slots can be set', () => {
    const s = fresh(3, ['eye', 'module']);
    expect(s.stage).toBe('keep');
    expect(setRound(s, 2)).toBeNull();
    expect(s.first).toBe(1);
    expect(s.toAct).toBe(1);
    expect(paths(s)).toEqual(['$.won wonCount']);
    expect(setRound(s, 1)).toBeNull();
    expect(validatePosition(s)).toEqual([]);
    expect(setToAct(s, 1)).toBeNull();
    expect(paths(s)).toEqual(['$.toAct badTurn']);
    setToAct(s, 0);
    const card = s.domainDeck[0]!;
    const was = s.slots[2]!;
    expect(setSlot(s, 2, card)).toBeNull();
    expect(s.slots[2]).toEqual(card);
    expect(s.domainDeck[0]).toEqual(was);
    expect(validatePosition(s)).toEqual([]);
  });

  test('a special is swapped with the deck, never while played', () => {
    const s = placing(['anchor', 'eye']);
    const deckBefore = [...s.specialDeck];
    expect(setSpecial(s, 0, 'kraken')).toBeNull();
    expect(s.specials[0]).toBe('kraken');
    expect(s.specialDeck).toEqual([...deckBefore.filter((x) => x !== 'kraken'), 'anchor']);
    expect(setSpecial(s, 1, 'kraken')?.message).toBe('the kraken is not in the special deck or discard');
    placeCard(s, KRAKEN, [0, 0]);
    expect(setSpecial(s, 0, 'module')?.message).toBe('the kraken is played; take it back off the board first');
    removeCard(s, [0, 0]);
    expect(setSpecial(s, 0, 'anchor')).toBeNull();
    expect(followBoard(s)).toBeNull();
  });
});

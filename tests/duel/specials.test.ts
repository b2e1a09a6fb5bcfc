// Spec 1 (special cards) and spec 2 steps 2–3: the draft, the pre-placement specials and their knowledge (spec 7).
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyInPlace, legalActions, makeAction } from '../../src/duel/index.js';
import { fresh, legalTexts, randomUntil, refusal, run } from './helpers.js';

const HANDS: [number[], number[]] = [
  [2, 5, 9, 11, 14],
  [1, 3, 6, 10, 13],
];

describe('spec 2 step 2: the draft', () => {
  test('the first player keeps one drawn special and gives the other; it remembers the gift', () => {
    const pos = fresh(1, ['kraken', 'anchor']);
    expect(legalTexts(pos)).toEqual(['keep anchor', 'keep kraken']);
    const next = run(pos, 'keep kraken');
    expect(next.specials).toEqual(['kraken', 'anchor']);
    expect(next.drafted).toBeNull();
    expect(next.knowledge).toEqual([[{ event: 'gave', special: 'anchor' }], []]);
  });

  test('with firstPlayer 1 the gift goes to seat 0', () => {
    const pos = fresh(1, ['eye', 'fishbone'], { variant: { firstPlayer: 1 } });
    const next = run(pos, 'keep fishbone');
    expect(next.specials).toEqual(['eye', 'fishbone']);
    expect(next.knowledge).toEqual([[], [{ event: 'gave', special: 'eye' }]]);
    // seat 0 holds the Eye: it is asked although seat 1 is first
    expect(next.stage).toBe('special');
    expect(next.toAct).toBe(0);
  });

  test.each([
    ['keep eye', 'notDrafted'],
    ['eye', 'wrongStage'],
    ['skip', 'wrongStage'],
    ['place 2 0 0', 'wrongStage'],
    ['choose 2', 'wrongStage'],
  ])('during keep %s is refused: %s', (text, code) => {
    expect(refusal(fresh(1, ['kraken', 'anchor']), text)).toBe(code);
  });
});

describe('spec 2 step 3: pre-placement specials, first player first', () => {
  test('both seats holding one are asked in Nemo order; skip is offered', () => {
    const pos = run(fresh(2, ['eye', 'harpoon']), 'keep eye');
    expect(pos.stage).toBe('special');
    expect(pos.toAct).toBe(0);
    expect(legalTexts(pos)).toEqual(['eye', 'skip']);
    const after = run(pos, 'skip');
    expect(after.toAct).toBe(1);
    expect(legalTexts(after)).toEqual(['harpoon', 'skip']);
    const placing = run(after, 'skip');
    expect(placing.stage).toBe('place');
    expect(placing.toAct).toBe(0);
    expect(placing.knowledge).toEqual([
      [{ event: 'gave', special: 'harpoon' }, { event: 'skip', seat: 0 }, { event: 'skip', seat: 1 }],
      [{ event: 'skip', seat: 0 }, { event: 'skip', seat: 1 }],
    ]);
    expect(placing.specialUsed).toEqual([false, false]);
  });

  test('a seat holding a placement special is not asked', () => {
    expect(run(fresh(3, ['anchor', 'kraken']), 'keep anchor')).toMatchObject({ stage: 'place', toAct: 0 });
    expect(run(fresh(3, ['anchor', 'eye']), 'keep anchor')).toMatchObject({ stage: 'special', toAct: 1 });
    expect(run(fresh(3, ['module', 'fishbone']), 'keep module')).toMatchObject({ stage: 'special', toAct: 0 });
  });

  test('compulsorySpecials: no skip; skip is refused with mustPlaySpecial', () => {
    const pos = run(fresh(4, ['eye', 'anchor'], { variant: { compulsorySpecials: true } }), 'keep eye');
    expect(legalTexts(pos)).toEqual(['eye']);
    expect(refusal(pos, 'skip')).toBe('mustPlaySpecial');
  });

  test.each([
    ['module', 'notHeld'],
    ['harpoon', 'notHeld'],
    ['return', 'wrongStage'],
    ['swap 2', 'wrongStage'],
    ['choose 2', 'wrongStage'],
    ['place 2 0 0', 'wrongStage'],
    ['move 0 0 1 0', 'wrongStage'],
  ])('holding the Eye, %s is refused: %s', (text, code) => {
    expect(refusal(run(fresh(4, ['eye', 'anchor']), 'keep eye'), text)).toBe(code);
  });
});

describe('spec 1: the Eye', () => {
  test("it shows the opponent's Divers at that moment, logged for both seats", () => {
    const pos = run(fresh(5, ['eye', 'anchor'], { hands: HANDS }), 'keep eye', 'eye');
    const seen = { event: 'eye', seat: 0, cards: [1, 3, 6, 10, 13] };
    expect(pos.knowledge).toEqual([[{ event: 'gave', special: 'anchor' }, seen], [seen]]);
    expect(pos.specialUsed).toEqual([true, false]);
    expect(pos).toMatchObject({ stage: 'place', toAct: 0 });
  });
});

describe('spec 1: the Diving module', () => {
  test('draws the top 2 Divers; choose keeps one, the other goes back on top of the deck', () => {
    const pos = run(fresh(6, ['module', 'anchor'], { hands: HANDS }), 'keep module');
    const deck = [...pos.diverDeck];
    const drawing = run(pos, 'module');
    expect(drawing.pending).toEqual({ kind: 'choose', seat: 0, cards: [deck[0], deck[1]] });
    expect(drawing.stage).toBe('pending');
    expect(drawing.diverDeck).toEqual(deck.slice(2));
    expect(legalTexts(drawing)).toEqual([`choose ${deck[0]}`, `choose ${deck[1]}`].sort());
    const chosen = run(drawing, `choose ${deck[1]}`);
    expect(chosen.hands[0]).toEqual([...HANDS[0], deck[1]!].sort((a, b) => a - b));
    expect(chosen.diverDeck).toEqual([deck[0], ...deck.slice(2)]);
    expect(chosen.knowledge[0]!.at(-1)).toEqual({ event: 'module', seat: 0, cards: [deck[0], deck[1]], kept: deck[1] });
    expect(chosen.knowledge[1]).toEqual([{ event: 'module', seat: 0, cards: null, kept: null }]);
    expect(chosen).toMatchObject({ stage: 'place', toAct: 0, pending: null });
  });

  test('choose names a drawn card (notDrawn)', () => {
    const drawing = run(fresh(6, ['module', 'anchor'], { hands: HANDS }), 'keep module', 'module');
    expect(refusal(drawing, 'choose 2')).toBe('notDrawn');
    expect(refusal(drawing, 'skip')).toBe('wrongStage');
  });
});

describe('spec 1: the Harpoon', () => {
  test("draws one of the opponent's Divers with the position's generator; swap gives an own Diver for it", () => {
    const pos = run(fresh(7, ['harpoon', 'anchor'], { hands: HANDS }), 'keep harpoon');
    const caught = HANDS[1][new Rng(pos.rng).int(5)]!;
    const drawn = run(pos, 'harpoon');
    expect(drawn.pending).toEqual({ kind: 'harpoon', seat: 0, card: caught });
    expect(drawn.hands[1]).toEqual(HANDS[1].filter((c) => c !== caught));
    expect(legalTexts(drawn)).toEqual(['return', 'swap 11', 'swap 14', 'swap 2', 'swap 5', 'swap 9']);
    const swapped = run(drawn, 'swap 2');
    expect(swapped.hands[0]).toEqual([5, 9, 11, 14, caught].sort((a, b) => a - b));
    expect(swapped.hands[1]).toEqual([2, ...HANDS[1].filter((c) => c !== caught)].sort((a, b) => a - b));
    const event = { event: 'harpoon', seat: 0, drawn: caught, given: 2 };
    expect(swapped.knowledge).toEqual([[{ event: 'gave', special: 'anchor' }, event], [event]]);
  });

  test('return gives the caught card back', () => {
    const drawn = run(fresh(7, ['harpoon', 'anchor'], { hands: HANDS }), 'keep harpoon', 'harpoon');
    const caught = (drawn.pending as { card: number }).card;
    const back = run(drawn, 'return');
    expect(back.hands).toEqual(HANDS);
    expect(back.knowledge[1]).toEqual([{ event: 'harpoon', seat: 0, drawn: caught, given: null }]);
  });

  test('swap names an own Diver (notInHand); the second player may harpoon after the first', () => {
    const drawn = run(fresh(7, ['harpoon', 'anchor'], { hands: HANDS }), 'keep harpoon', 'harpoon');
    expect(refusal(drawn, 'swap 3')).toBe('notInHand');
    const second = run(fresh(8, ['eye', 'harpoon'], { hands: HANDS }), 'keep eye', 'eye', 'harpoon');
    expect(second.pending).toMatchObject({ kind: 'harpoon', seat: 1 });
    expect(HANDS[0]).toContain((second.pending as { card: number }).card);
  });
});

describe('spec 2: every special is discarded at the end of the round, played or not', () => {
  test('after round 1 both specials are in the discard, in seat order', () => {
    const pos = run(fresh(9, ['eye', 'anchor']), 'keep anchor', 'skip');
    expect(pos.specialUsed).toEqual([false, false]);
    randomUntil(pos, 9, (p) => p.round === 2);
    expect(pos.specialDiscard).toEqual(['anchor', 'eye']);
    expect(pos.specials).toEqual([null, null]);
  });

  test('during placement the special decisions are closed', () => {
    const pos = run(fresh(9, ['eye', 'anchor']), 'keep anchor', 'skip');
    expect(refusal(pos, 'eye')).toBe('wrongStage');
    expect(refusal(pos, 'skip')).toBe('wrongStage');
    expect(legalActions(pos).every((a) => a.type === 'place')).toBe(true);
    applyInPlace(pos, legalActions(pos)[0]!);
    expect(makeAction(legalActions(pos)[0]!)).toMatch(/^place /);
  });
});

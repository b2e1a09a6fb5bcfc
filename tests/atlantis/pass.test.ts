// Spec 4 (pass, cards: the reshuffle and lost draws) and spec 6 (the stalemate end).
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { Atlantis, legalActions } from '../../src/atlantis/index.js';
import { cardList, cards, legalTexts, refusal, run, scenario, stuckPosition } from './helpers.js';

// 11 red 3 and 12 blue 5 occupied by seat 1, 13 water, 14 green 4; seat 0's bridge is placed:
// red and blue cards only strand the pawn or owe 4 on the way to the Mainland
const stuck = (hand: string, extra: Partial<Parameters<typeof scenario>[0]> = {}) =>
  scenario({
    path: { 11: 'red 3', 12: 'blue 5', 14: 'green 4' },
    pawns: [
      [0, 0, 0],
      [11, 12, 0],
    ],
    hands: [hand, 'green'],
    bridges: [[0, 40]],
    deckTop: 'white yellow purple',
    ...extra,
  });

describe('spec 4: pass', () => {
  test('passing is legal only without a legal move', () => {
    expect(legalTexts(stuck('red'))).toEqual(['pass']);
    expect(legalTexts(stuck('red blue'))).toEqual(['pass']);
    expect(legalTexts(stuck('red blue green'))).toEqual(['pass']);
    expect(refusal(stuck('red red', { collected: [[4], []] }), 'pass')).toBe('mustMove');
    expect(refusal(stuck('red blue', { bridges: [] }), 'pass')).toBe('mustMove');
  });

  test('the hand is shown to everyone (public log), 2 cards are drawn, the turn ends with no take', () => {
    const p = run(stuck('red red'), 'pass');
    expect(p.revealed).toEqual([[0, cards('red red')]]);
    expect(p.shown[0]).toEqual(cards('red red'));
    expect(p.hands[0]).toEqual(cards('red red white yellow'));
    expect(p.collected[0]).toEqual([]);
    expect(p.toAct).toBe(1);
    expect(p.turn).toBe(2);
    expect(p.passStreak).toBe(0);
  });

  test('a hand without cards passes too', () => {
    const p = run(stuck(''), 'pass');
    expect(p.revealed).toEqual([[0, []]]);
    expect(p.hands[0]).toEqual(cards('white yellow'));
  });

  test('a buy may come before the pass; the hand shown includes the bought cards', () => {
    const p = stuck('red', { collected: [[2], []], deckTop: 'red white yellow' });
    expect(legalTexts(p)).toEqual(['buy 2', 'pass']);
    const after = run(p, 'buy 2', 'pass');
    expect(after.revealed).toEqual([[0, cards('red red')]]);
    expect(after.hands[0]).toEqual(cards('red red white yellow'));
  });

  test('a shown card leaves what is known of the hand when it is played; drawn cards are not known', () => {
    const p = run(stuck('red red'), 'pass');
    expect(p.shown[0]).toEqual(cards('red red'));
    // seat 1 bridges 13 on its way to 14; seat 0 then plays the drawn white: the shown reds stay known
    const q = run(p, 'move 2 green', 'bridge 13', 'move 0 white');
    expect(q.shown[0]).toEqual(cards('red red'));
    expect(q.hands[0]).toEqual(cards('red red red red yellow'));
    // seat 1 leaves 11 for the Mainland (taking red 3 there); seat 0's red then reaches the Mainland: one red stays known
    const r = run(q, 'move 0 purple', 'move 1 red');
    expect(r.shown[0]).toEqual(cards('red'));
  });
});

describe('spec 4 [default]: an empty deck is the discard pile shuffled; with both empty draws are lost', () => {
  test('the reshuffle uses the position generator', () => {
    const p = stuck('red', { discard: 'white yellow purple', deckTop: '', emptyDeck: true });
    // the scenario leaves every other card on the discard pile too: empty it down to three
    p.hands[1] = [...p.hands[1]!, ...p.discard.slice(3)].sort((a, b) => a - b);
    p.discard = cardList('white yellow purple');
    const expected = new Rng(p.rng).shuffle(cardList('white yellow purple'));
    const after = run(p, 'pass');
    expect(after.hands[0]).toEqual([0, ...expected.slice(0, 2)].sort((a, b) => a - b));
    expect(after.deck).toEqual(expected.slice(2));
    expect(after.discard).toEqual([]);
    expect(after.rng).not.toEqual(p.rng);
    expect(Atlantis.fromJSON(after).ok).toBe(true);
  });

  test('with deck and discard empty the draws are lost and the pass counts toward a stalemate', () => {
    const p = stuckPosition();
    const after = run(p, 'pass');
    expect(after.hands[0]).toEqual(p.hands[0]);
    expect(after.passStreak).toBe(1);
    expect(after.ended).toBeNull();
  });

  test('a pass that draws resets the streak; a move does too', () => {
    const p = stuck('red');
    p.passStreak = 1;
    expect(run(p, 'pass').passStreak).toBe(0);
    const q = stuck('green', { bridges: [] });
    q.passStreak = 1;
    expect(run(q, 'move 0 green', 'bridge 13').passStreak).toBe(0);
  });
});

describe('spec 6 [default]: stalemate', () => {
  test('every seat passes in turn without drawing: the game ends, stragglers pay what they can', () => {
    const p = stuckPosition();
    for (let s = 0; s < 4; s++) expect(legalActions(run(p, ...new Array(s).fill('pass'))).map((a) => a.type)).toEqual(['pass']);
    const end = run(p, 'pass', 'pass', 'pass', 'pass');
    expect(end.ended!.endReason).toBe('stalemate');
    expect(end.ended!.scores).toEqual([
      { seat: 0, total: -14, tiles: 0, cards: 0, owed: 21, paid: 7, shortfall: 14 },
      { seat: 1, total: -28, tiles: 0, cards: 0, owed: 49, paid: 21, shortfall: 28 },
      { seat: 2, total: -42, tiles: 0, cards: 0, owed: 77, paid: 35, shortfall: 42 },
      { seat: 3, total: -63, tiles: 0, cards: 0, owed: 105, paid: 42, shortfall: 63 },
    ]);
    expect(end.ended!.winners).toEqual([0]);
    expect(end.revealed.map((r) => r[0])).toEqual([0, 1, 2, 3]);
    expect(Atlantis.describeEnd(end)).toBe('nobody could move for a whole round: 4 passes in a row drew no card, the deck and the discard pile being empty (turn 4)');
    expect(Atlantis.isOver(end)).toBe(true);
    expect(Atlantis.toAct(end)).toBeNull();
    expect(legalActions(end)).toEqual([]);
    expect(refusal(end, 'pass')).toBe('gameOver');
  });
});

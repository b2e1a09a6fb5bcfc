// Spec 5 (end of the game and scoring) and spec 9 worked examples 3 and 4.
import { describe, expect, test } from 'vitest';
import { Duel, clinchedDomains, domainTotals, isClinched, minusOut, scoreLines, type DomainCard } from '../../src/duel/index.js';
import { example3, runEvents, scenario } from './helpers.js';

const c = (domain: DomainCard[0], ...points: number[]): DomainCard[] => points.map((p): DomainCard => [domain, p]);

describe('spec 5: totals and clinching', () => {
  test('a total is the sum of the won cards of the domain', () => {
    expect(domainTotals([...c('science', 2, 1, -1), ...c('war', 1)])).toEqual([2, 0, 0, 0, 1]);
  });

  test.each([
    [4, false, true],
    [5, false, true],
    [3, true, true],
    [3, false, false],
    [2, true, false],
    [6, true, true],
  ])('total %i with the -1 won: %s -> clinched %s', (total, minus, clinched) => {
    expect(isClinched(total, minus)).toBe(clinched);
  });

  test("the -1 counts as won by either seat", () => {
    const won = [c('war', 1, 1, 1), c('war', -1)];
    expect(minusOut(won)).toEqual([false, false, false, false, true]);
    expect(clinchedDomains({ won })).toEqual([
      [false, false, false, false, true],
      [false, false, false, false, false],
    ]);
  });

  test('while the game runs, scores count clinched domains and higher totals', () => {
    const lines = scoreLines({ won: [[...c('science', 2, 1, 1), ...c('war', 1)], c('exploration', 1)] }, null);
    expect(lines).toEqual([
      { seat: 0, total: 2, domainTotals: [4, 0, 0, 0, 1], won: [true, false, false, false, true] },
      { seat: 1, total: 1, domainTotals: [0, 1, 0, 0, 0], won: [false, true, false, false, false] },
    ]);
    expect(scoreLines({ won: [[...c('science', 2, 1, 1), ...c('war', 1)], c('exploration', 1)] }, 'clinched').map((l) => l.total)).toEqual([1, 0]);
  });
});

describe('spec 9 example 3: clinching', () => {
  test('after round 4 seat 0 has won science (4), war (3, -1 out) and engineering (4): the game ends, 3 to 0', () => {
    const { pos, events } = runEvents(example3(), 'place 3 0 4');
    expect(pos.ended).toEqual({
      endReason: 'clinched',
      scores: [
        { seat: 0, total: 3, domainTotals: [4, 0, 3, 4, 3], won: [true, false, false, true, true] },
        { seat: 1, total: 0, domainTotals: [2, 3, 2, 1, 1], won: [false, false, false, false, false] },
      ],
      winners: [0],
    });
    expect(pos).toMatchObject({ stage: 'over', toAct: null, round: 4 });
    expect(pos.slots).toEqual([null, null, null, null, null]);
    expect(pos.domainDeck).toHaveLength(10);
    expect(events).toContain('clinched');
    expect(events).toContain('clinchedByMinus');
    expect(Duel.describeEnd(pos)).toBe('seat 0 clinched three domains after round 4: 3 to 0');
    expect(Duel.endReason(pos)).toBe('clinched');
    expect(Duel.winners(pos)).toEqual([0]);
    expect(Duel.isOver(pos)).toBe(true);
    expect(Duel.toAct(pos)).toBeNull();
    expect(Duel.legalActions(pos)).toEqual([]);
    expect(Duel.checkAction(pos, { type: 'skip' })?.code).toBe('gameOver');
    expect(Duel.evaluate(pos, 0)).toBe(3);
    expect(Duel.evaluate(pos, 1)).toBe(-3);
  });

  test('with earlyEnd false the game goes on to round 5', () => {
    const { pos } = runEvents(example3(false), 'place 3 0 4');
    expect(pos).toMatchObject({ round: 5, stage: 'keep', ended: null });
    expect(Duel.describeEnd(pos)).toBeNull();
    expect(Duel.endReason(pos)).toBeNull();
  });
});

/**
 * Spec 9 example 4 at the last placement of round 6 (seat 1 first; seat 0's crab loses to the 2): after it seat 0's totals are
 * science 3, exploration 1, navigation 4, engineering 2, war 3 and seat 1's 2, 4, 1, 3, 2.
 */
function example4(earlyEnd: boolean) {
  return scenario({
    round: 6,
    variant: { earlyEnd },
    slots: [
      ['science', 2],
      ['exploration', 2],
      ['navigation', 1],
      ['engineering', 1],
      ['war', -1],
    ],
    spaces: [
      [14, 3, 12, 4, null],
      [13, 11, 5, 10, 2],
    ],
    hands: [[1], []],
    specials: ['anchor', 'kraken'],
    won: [
      [...c('science', 1), ...c('exploration', 1), ...c('navigation', 2, 1), ...c('engineering', 1, 1), ...c('war', 1, 1, 1)],
      [...c('science', -1, 1, 1, 1), ...c('exploration', -1, 1, 1, 1), ...c('navigation', -1, 1, 1), ...c('engineering', -1, 2, 1), ...c('war', 2, 1)],
    ],
  });
}

describe('spec 9 example 4: the full game', () => {
  test.each([false, true])('earlyEnd %s: after round 6 seat 0 wins 3 domains to 2 (rounds)', (earlyEnd) => {
    const { pos, events } = runEvents(example4(earlyEnd), 'place 1 0 4');
    expect(pos.ended).toEqual({
      endReason: 'rounds',
      scores: [
        { seat: 0, total: 3, domainTotals: [3, 1, 4, 2, 3], won: [true, false, true, false, true] },
        { seat: 1, total: 2, domainTotals: [2, 4, 1, 3, 2], won: [false, true, false, true, false] },
      ],
      winners: [0],
    });
    expect(pos.domainDeck).toEqual([]);
    expect(events).toContain('rounds');
    expect(Duel.describeEnd(pos)).toBe('six rounds played: seat 0 won 3 domains to 2');
    expect(Duel.scores(pos)).toEqual(pos.ended!.scores);
  });
});

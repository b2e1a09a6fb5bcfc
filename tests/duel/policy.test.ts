// The heuristics: greedy (on observations), the playout policy and the evaluation; greedy beats random.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { Duel, applyInPlace, evaluate, legalActions, makeAction, observe, parseAction, rolloutChoice, setupDuel, variantCombination, type DuelPosition } from '../../src/duel/index.js';
import { fresh, run, scenario } from './helpers.js';

/** Greedy's wins against uniform random over `games` games, seats alternating. */
function greedyVsRandom(games: number, seed: number): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const greedySeat = i % 2;
    const rng = Rng.fromSeed(seed + i);
    const pos = setupDuel({ players: 2, seed: seed + i, variants: variantCombination(i % 64) });
    while (!pos.ended) {
      const legal = legalActions(pos);
      const action = pos.toAct === greedySeat ? parseAction(Duel.greedy(observe(pos, greedySeat), legal.map(makeAction))) : { ok: true as const, value: rng.pick(legal) };
      if (!action.ok) throw new Error('greedy chose bad notation');
      applyInPlace(pos, action.value);
    }
    if (pos.ended.winners.length === 1 && pos.ended.winners[0] === greedySeat) wins++;
  }
  return wins;
}

describe('greedy beats uniform random', () => {
  test('200 seeded games, seats alternating, every variant setting: greedy wins all 200', () => {
    expect(greedyVsRandom(200, 4000)).toBe(200);
  });
});

describe('the greedy policy', () => {
  test('keeps the Kraken over the Eye and the Fishbone over the Anchor', () => {
    expect(Duel.greedy(observe(fresh(1, ['eye', 'kraken']), 0), ['keep eye', 'keep kraken'])).toBe('keep kraken');
    expect(Duel.greedy(observe(fresh(1, ['anchor', 'fishbone']), 0), ['keep anchor', 'keep fishbone'])).toBe('keep fishbone');
  });

  test('plays its pre-placement special and keeps the better module card', () => {
    const pos = run(fresh(2, ['module', 'anchor'], { hands: [[2, 3, 4, 5, 6], [7, 8, 9, 10, 11]] }), 'keep module');
    expect(Duel.greedy(observe(pos, 0), ['module', 'skip'])).toBe('module');
    const drawing = run(pos, 'module');
    const cards = (drawing.pending as { cards: number[] }).cards;
    expect(Duel.greedy(observe(drawing, 0), cards.map((c) => `choose ${c}`))).toBe(`choose ${Math.max(...cards)}`);
  });

  test('swaps a better catch for its weakest Diver, returns a worse one', () => {
    const pos = run(fresh(3, ['harpoon', 'anchor'], { hands: [[2, 3, 4, 5, 6], [1, 8, 9, 10, 11]] }), 'keep harpoon', 'harpoon');
    const caught = (pos.pending as { card: number }).card;
    const legal = legalActions(pos).map(makeAction);
    expect(Duel.greedy(observe(pos, 0), legal)).toBe(caught > 5 ? 'swap 2' : 'return');
  });

  test('with the last card, wins the slot it can win', () => {
    const pos = scenario({
      slots: [
        ['science', 2],
        ['war', 1],
        ['navigation', -1],
        ['exploration', 1],
        ['engineering', 1],
      ],
      spaces: [
        [14, 3, 12, 2, 8],
        [1, 5, null, 4, 9],
      ],
      hands: [[], [11, 13]],
      specials: ['anchor', 'module'],
      used: [false, true],
    });
    // placing on 1 2 faces the 12 on the -1 slot: the 11 loses it (good), the 13 would win it
    expect(Duel.greedy(observe(pos, 1), legalActions(pos).map(makeAction))).toBe('place 11 1 2');
  });

  test('ignores text it cannot parse', () => {
    const pos = fresh(4, ['eye', 'kraken']);
    expect(Duel.greedy(observe(pos, 0), ['nonsense', 'keep eye'])).toBe('keep eye');
    expect(Duel.greedy(observe(pos, 0), ['nonsense'])).toBe('nonsense');
  });
});

describe('the playout policy and the evaluation', () => {
  test('the playout policy returns a legal action and breaks ties with its rng only', () => {
    // five +1 slots, nothing placed: the 2 facing any empty space of the opponent is as good (and cheaper than the 14)
    const pos = scenario({
      slots: [
        ['science', 1],
        ['war', 1],
        ['navigation', 1],
        ['exploration', 1],
        ['engineering', 1],
      ],
      spaces: [
        [null, null, null, null, null],
        [null, null, null, null, null],
      ],
      hands: [
        [1, 2, 3, 4, 14],
        [6, 7, 8, 9, 10],
      ],
      specials: ['eye', 'anchor'],
    });
    const legal = legalActions(pos);
    const a = rolloutChoice(pos, legal, Rng.fromSeed(1));
    expect(legal).toContain(a);
    expect(rolloutChoice(pos, legal, Rng.fromSeed(1))).toEqual(a);
    const choices = new Set(Array.from({ length: 40 }, (_, i) => makeAction(rolloutChoice(pos, legal, Rng.fromSeed(i)))));
    expect([...choices].sort()).toEqual(['place 2 1 0', 'place 2 1 1', 'place 2 1 2', 'place 2 1 3', 'place 2 1 4']);
  });

  test('evaluation: the exact margin once over, antisymmetric-ish and within [-5, 5] while running', () => {
    const rng = Rng.fromSeed(8);
    const pos: DuelPosition = setupDuel({ players: 2, seed: 8 });
    while (!pos.ended) {
      const e0 = evaluate(pos, 0);
      const e1 = evaluate(pos, 1);
      expect(Math.abs(e0)).toBeLessThanOrEqual(5);
      expect(e0 + e1).toBeCloseTo(0, 6);
      applyInPlace(pos, rolloutChoice(pos, legalActions(pos), rng));
    }
    const [a, b] = pos.ended.scores;
    expect(evaluate(pos, 0)).toBe(a!.total - b!.total);
    expect(evaluate(pos, 1)).toBe(b!.total - a!.total);
  });

  test('a clinched domain counts fully for its holder', () => {
    const pos = scenario({
      round: 2,
      slots: [
        ['science', 1],
        ['war', 1],
        ['navigation', 1],
        ['exploration', 1],
        ['engineering', 1],
      ],
      spaces: [
        [null, null, null, null, null],
        [null, null, null, null, null],
      ],
      hands: [
        [1, 2, 3, 4, 5],
        [6, 7, 8, 9, 10],
      ],
      specials: ['anchor', 'kraken'],
      won: [
        [
          ['science', 2],
          ['science', 1],
          ['science', 1],
          ['war', 1],
        ],
        [['war', 1]],
      ],
    });
    // science is seat 0's for sure; the other four domains are open
    expect(evaluate(pos, 0)).toBeGreaterThan(1);
    expect(evaluate(pos, 0)).toBeLessThan(2);
  });
});

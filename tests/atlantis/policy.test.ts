// The heuristics: greedy (on observations only), the playout policy, the evaluation; greedy beats random.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { Atlantis, applyInPlace, evaluate, legalActions, makeAction, observe, parseAction, rolloutChoice, setupGame } from '../../src/atlantis/index.js';
import { run, samplePositions, scenario } from './helpers.js';

/** Greedy (alternating seats) against uniform random in two-player games: greedy's wins, ties, losses. */
function greedyVersusRandom(games: number, seed: number): [number, number, number] {
  const result: [number, number, number] = [0, 0, 0];
  for (let g = 0; g < games; g++) {
    const greedySeat = g % 2;
    const pos = setupGame({ players: 2, seed: seed + g });
    const rng = Rng.fromSeed(seed * 7 + g);
    while (pos.ended === null) {
      const legal = legalActions(pos);
      const chosen = pos.toAct === greedySeat ? parseAction(Atlantis.greedy(observe(pos, pos.toAct), legal.map(makeAction))) : { ok: true as const, value: rng.pick(legal) };
      if (!chosen.ok) throw new Error('greedy chose bad notation');
      applyInPlace(pos, chosen.value);
    }
    const w = pos.ended.winners;
    result[w.length > 1 ? 1 : w[0] === greedySeat ? 0 : 2]++;
  }
  return result;
}

describe('greedy', () => {
  test('greedy beats uniform random clearly (40 fixed two-player games, seats alternating)', () => {
    const [wins] = greedyVersusRandom(40, 5000);
    expect(wins).toBeGreaterThanOrEqual(37);
  });

  test('greedy takes the better tile: green to 14 takes white 7, blue to 12 only yellow 1', () => {
    const pos = scenario({ path: { 11: 'yellow 1', 12: 'blue 5', 13: 'white 7', 14: 'green 4' }, hands: ['blue green', ''] });
    const legal = legalActions(pos).map(makeAction);
    expect(Atlantis.greedy(observe(pos, 0), legal)).toBe('move 0 green');
  });

  test('greedy pays with a tile rather than cards of the same worth', () => {
    const pos = run(
      scenario({ path: { 10: 'yellow 2', 12: 'white 6' }, pawns: [[10, 0, 0], [0, 0, 0]], hands: ['white blue blue', ''], collected: [[2], []], bridges: [[0, 40]] }),
      'move 0 white',
    );
    const legal = legalActions(pos).map(makeAction);
    expect(legal.sort()).toEqual(['pay 2', 'pay blue blue'].sort());
    expect(Atlantis.greedy(observe(pos, 0), legal)).toBe('pay 2');
  });

  test('greedy returns one of the legal actions, the same for the same observation', () => {
    for (const pos of samplePositions(4, 21, 11).filter((p) => p.ended === null)) {
      const legal = legalActions(pos).map(makeAction);
      const choice = Atlantis.greedy(observe(pos, pos.toAct), legal);
      expect(legal).toContain(choice);
      expect(Atlantis.greedy(observe(pos, pos.toAct), legal)).toBe(choice);
    }
  });

  test('greedy passes rather than sell a tile when nothing moves', () => {
    const pos = scenario({ path: { 11: 'red 3' }, pawns: [[0, 0, 0], [11, 0, 0]], hands: ['red', ''], collected: [[6], []] });
    expect(legalActions(pos).map(makeAction)).toEqual(['buy 6', 'pass']);
    expect(Atlantis.greedy(observe(pos, 0), ['buy 6', 'pass'])).toBe('pass');
    expect(Atlantis.greedy(observe(pos, 0), ['pass'])).toBe('pass');
  });
});

describe('rollout policy', () => {
  test('it returns a legal action and follows its generator', () => {
    for (const pos of samplePositions(3, 22, 9).filter((p) => p.ended === null)) {
      const legal = legalActions(pos);
      const a = rolloutChoice(pos, legal, Rng.fromSeed(4));
      expect(legal).toContainEqual(a);
      expect(rolloutChoice(pos, legal, Rng.fromSeed(4))).toEqual(a);
    }
  });

  test('the first card with the best quick gain: green (white 7 behind) over blue (yellow 1)', () => {
    const pos = scenario({ path: { 11: 'yellow 1', 12: 'blue 5', 13: 'white 7', 14: 'green 4' }, hands: ['blue green', ''] });
    const a = rolloutChoice(pos, legalActions(pos), Rng.fromSeed(1));
    expect(a).toMatchObject({ type: 'move', colour: 1 });
  });

  test('the cheapest payment, or a bridge on a toll of 3 or more', () => {
    const owing = (bridges: [number, number][]) =>
      run(
        scenario({ path: { 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' }, pawns: [[10, 0, 0], [0, 0, 0]], hands: ['red red blue', ''], collected: [[5, 7], []], bridges }),
        'move 0 red',
      );
    expect(rolloutChoice(owing([]), legalActions(owing([])), Rng.fromSeed(1))).toEqual({ type: 'bridge', pos: 11 });
    const paying = owing([[0, 40]]);
    expect(rolloutChoice(paying, legalActions(paying), Rng.fromSeed(1))).toEqual({ type: 'pay', tiles: [5], cards: [0] });
  });
});

describe('evaluate', () => {
  test('the exact margin once the game is over', () => {
    const end = samplePositions(3, 23, 50).find((p) => p.ended !== null && p.players === 4)!;
    const totals = end.ended!.scores.map((l) => l.total);
    for (let s = 0; s < 4; s++) expect(evaluate(end, s)).toBe(totals[s]! - Math.max(...totals.filter((_, k) => k !== s)));
  });

  test('a running estimate: tiles + 1.15 per card + 1.5 per pawn home - half the tolls still owed, against the best other seat', () => {
    const pos = scenario({ path: { 10: 'yellow 2', 12: 'white 6' }, pawns: [[54, 10, 0], [0, 0, 0]], hands: ['red red', 'blue'], collected: [[5], [3]] });
    // seat 0: 5 + 2 * 1.15 + 1.5 - 0.5 * (2 + 2) ; seat 1: 3 + 1.15 - 0.5 * 3 * 2
    const s0 = 5 + 2.3 + 1.5 - 2;
    const s1 = 3 + 1.15 - 3;
    expect(evaluate(pos, 0)).toBeCloseTo(s0 - s1, 12);
    expect(evaluate(pos, 1)).toBeCloseTo(s1 - s0, 12);
  });
});

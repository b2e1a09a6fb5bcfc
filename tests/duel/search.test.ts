// The reference search: determinized exhaustive minimax to the end of the round, checked against a plain one.
import { describe, expect, test } from 'vitest';
import { cloneData } from '../../src/core/clone.js';
import { Rng } from '../../src/core/rng.js';
import { applyInPlace, bestReply, determinize, evaluate, legalActions, makeAction, observe, rolloutChoice, setupDuel, type DuelPosition } from '../../src/duel/index.js';

/** A plain minimax (no pruning, no ordering; a memo of exact values) to the end of the round. */
function plainMinimax(pos: DuelPosition, seat: number, round: number, memo = new Map<string, number>()): number {
  if (pos.ended || pos.round !== round) return evaluate(pos, seat);
  const key = JSON.stringify(pos);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const values = legalActions(pos).map((a) => {
    const child = cloneData(pos);
    applyInPlace(child, a);
    return plainMinimax(child, seat, round, memo);
  });
  const value = pos.toAct === seat ? Math.max(...values) : Math.min(...values);
  memo.set(key, value);
  return value;
}

/** A position of a seeded game with `left` placements to go. */
function withLeft(seed: number, left: number): DuelPosition {
  const pos = setupDuel({ players: 2, seed });
  const rng = Rng.fromSeed(seed);
  while (!(pos.stage === 'place' && 10 - pos.placements === left)) applyInPlace(pos, rolloutChoice(pos, legalActions(pos), rng));
  return pos;
}

describe('bestReply', () => {
  test.each([
    [11, 2],
    [12, 3],
    [13, 4],
    [16, 5],
    ...Array.from({ length: 3 }, (_, i): [number, number] => [30 + i, 4]),
  ])('seed %i, %i placements left: the values equal a plain minimax over the same determinizations', (seed, left) => {
    const pos = withLeft(seed, left);
    const reply = bestReply(pos, { samples: 2, seed: 5 });
    const rng = Rng.fromSeed(5);
    const obs = observe(pos, pos.toAct!);
    const legal = legalActions(pos);
    const totals = legal.map(() => 0);
    for (let i = 0; i < 2; i++) {
      const det = determinize(obs, rng);
      const memo = new Map<string, number>();
      legalActions(det).forEach((a, j) => {
        expect(makeAction(a)).toBe(makeAction(legal[j]!));
        const child = cloneData(det);
        applyInPlace(child, a);
        totals[j]! += plainMinimax(child, pos.toAct!, det.round, memo);
      });
    }
    const want = legal.map((a, j) => ({ action: makeAction(a), value: totals[j]! / 2 })).sort((a, b) => b.value - a.value);
    expect(reply.exact).toBe(true);
    expect(reply.samples).toBe(2);
    expect(reply.values.map((v) => v.action).sort()).toEqual(want.map((v) => v.action).sort());
    for (const v of want) expect(reply.values.find((r) => r.action === v.action)!.value).toBeCloseTo(v.value, 12);
    expect(reply.action).toBe(reply.values[0]!.action);
    expect(reply.values[0]!.value).toBeCloseTo(want[0]!.value, 12);
  });

  test.each([
    [21, 6],
    [23, 6],
  ])('seed %i, %i placements left: the transposition table changes no value', (seed, left) => {
    const pos = withLeft(seed, left);
    const withTable = bestReply(pos, { samples: 2, seed: 3 });
    const without = bestReply(pos, { samples: 2, seed: 3, transpositions: false });
    expect(withTable.exact && without.exact).toBe(true);
    expect(withTable.nodes).toBeLessThan(without.nodes);
    for (const v of without.values) expect(withTable.values.find((w) => w.action === v.action)!.value).toBeCloseTo(v.value, 12);
  });

  test('a node budget too small for the round is reported as inexact', () => {
    const pos = withLeft(14, 6);
    const reply = bestReply(pos, { samples: 1, maxNodes: 50 });
    expect(reply.exact).toBe(false);
    expect(reply.nodes).toBe(50);
    expect(reply.values).toHaveLength(legalActions(pos).length);
  });

  test('a finished game has no reply', () => {
    const pos = setupDuel({ players: 2, seed: 15 });
    const rng = Rng.fromSeed(15);
    while (!pos.ended) applyInPlace(pos, rng.pick(legalActions(pos)));
    expect(() => bestReply(pos)).toThrow(RangeError);
  });
});

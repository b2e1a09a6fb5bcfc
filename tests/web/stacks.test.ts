// The module stacks on the Nautilus board (issue 32, point 3): a buy is open exactly when the
// engine lists it, and a closed buy gives the engine's own reason (rules-spec section 5), read the
// same from a position and from the buyer's observation.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyInPlace, checkAction, legalActions, makeAction, observe, parseAction, setupGame, type Position } from '../../src/nautilus/index.js';
import { stacksOf, type BuyReason } from '../../web/src/games/nautilus/board/stacks.js';

/** The engine's refusal code for each reason the board gives. */
const ENGINE_CODE: Partial<Record<BuyReason, string>> = {
  gameOver: 'gameOver',
  pending: 'pendingChoice',
  phase: 'wrongPhase',
  alreadyBought: 'alreadyBought',
  afterPlace: 'buyAfterPlace',
  handFull: 'tooManyHeld',
  empty: 'stackEmpty',
  noResearchers: 'noResearchers',
  cannotPay: 'cannotPay',
};

/** Checks every buy the stacks show against the engine in `pos`; returns the reasons met. */
function checkStacks(pos: Position): Set<string> {
  const legal = pos.endReason === null ? legalActions(pos).map(makeAction) : [];
  const stacks = stacksOf(pos, legal);
  expect(stacksOf(observe(pos, pos.toAct) as never, legal)).toEqual(stacks);
  const reasons = new Set<string>();
  for (const s of stacks) {
    expect(s.count).toBe(typeof pos.stacks[s.kind as 'green'] === 'number' ? pos.stacks[s.kind as 'green'] : (pos.stacks[s.kind as 'lab'] as number[]).length);
    for (const o of s.options) {
      const parsed = parseAction(o.action);
      if (!parsed.ok) throw new Error(o.action);
      const refusal = checkAction(pos, parsed.value);
      expect(o.reason === null, `${o.action}: ${o.reason}`).toBe(legal.includes(o.action));
      if (o.reason === null) continue;
      reasons.add(o.reason);
      expect(o.reason).not.toBe('notLegal');
      if (legal.length) expect(refusal?.code, o.action).toBe(ENGINE_CODE[o.reason]);
    }
  }
  return reasons;
}

describe('the module stacks', () => {
  test('over seeded games, a buy is open exactly when legal, and a closed one says the engine’s reason', () => {
    const met = new Set<string>();
    for (const [players, seed] of [[2, 3], [4, 8]] as const) {
      const pos = setupGame({ players, seed });
      const rng = Rng.fromSeed(seed);
      for (let turn = 0; turn < 150 && pos.endReason === null; turn++) {
        for (const r of checkStacks(pos)) met.add(r);
        const legal = legalActions(pos);
        applyInPlace(pos, legal[rng.int(legal.length)]!);
      }
      for (const r of checkStacks(pos)) met.add(r);
    }
    for (const r of ['phase', 'alreadyBought']) expect(met).toContain(r);
  });

  test.each([
    ['cannotPay', (p: Position) => void (p.players[p.toAct]!.nemo = 2), ['buy green 3', 'buy blue 3']],
    ['noResearchers', (p: Position) => void (p.players[p.toAct]!.researchers = 1), ['buy green 2', 'buy green 3', 'buy blue 2', 'buy blue 3']],
    ['empty', (p: Position) => void (p.stacks.lab = []), ['buy lab']],
    ['handFull', (p: Position) => void (p.players[p.toAct]!.held = Array.from({ length: 4 }, () => ({ kind: 'green' as const, corridors: 1, researchers: 1 }))), ['buy green 1', 'buy lab', 'buy analysis']],
  ])('%s: the buys it closes say so, the others stay open', (reason, change, closed) => {
    const pos = setupGame({ players: 2, seed: 5 });
    change(pos);
    const reasons = checkStacks(pos);
    expect(reasons).toEqual(new Set([reason]));
    const byAction = new Map(stacksOf(pos, legalActions(pos).map(makeAction)).flatMap((s) => s.options.map((o) => [o.action, o.reason] as const)));
    for (const a of closed) expect(byAction.get(a), a).toBe(reason);
  });

  test('a board no move is made from (a bot to act, a replay) shows the stacks closed for that reason', () => {
    const pos = setupGame({ players: 3, seed: 2 });
    const stacks = stacksOf(pos, []);
    expect(stacks.map((s) => [s.kind, s.options.length])).toEqual([['green', 3], ['blue', 3], ['training', 1], ['technology', 1], ['sonar', 1], ['lab', 1], ['analysis', 1]]);
    expect(new Set(stacks.flatMap((s) => s.options.map((o) => o.reason)))).toEqual(new Set(['notToAct']));
    expect(stacksOf(setupGame({ players: 4, seed: 2 }), []).find((s) => s.kind === 'blue')!.options.map((o) => o.price)).toEqual([1, 2, 3, 4]);
  });
});

// The seeded property suite (see selfplay*.test.ts): whole games with every check after every action.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { Atlantis, RARE_RULES, greedyChoice, observe, parseAction, playGame, rolloutChoice, variantsFor, type Chooser } from '../../src/atlantis/index.js';
import { stuckPosition } from './helpers.js';

/** A policy that reaches the rare rules: uniform random, the playout policy and the greedy bot in turn. */
function mixed(seed: number): Chooser {
  const rng = Rng.fromSeed(seed);
  return (pos, legal) => {
    const r = rng.next();
    if (r < 0.4) return rng.pick(legal);
    if (r < 0.8) return rolloutChoice(pos, legal, rng);
    const text = greedyChoice(observe(pos, pos.toAct), legal.map(Atlantis.makeAction));
    const a = parseAction(text);
    return a.ok ? a.value : legal[0]!;
  };
}

/** Registers the suite over seeds [from, to): every variant combination, 2-4 players, and a stalemate start. */
export function suite(from: number, to: number): void {
  describe(`seeded games ${from}..${to - 1}`, () => {
    test('every generated action is accepted, positions round-trip and validate, invariants hold, games end, rare rules fire', () => {
      const tally: Record<string, number> = {};
      const reasons: Record<string, number> = {};
      for (let seed = from; seed < to; seed++) {
        const players = 2 + (seed % 3);
        const { final, violations } = playGame({ players, seed, variants: variantsFor(seed), firstPlayer: seed % players, check: true, tally, chooser: mixed(seed) });
        if (violations.length) throw new Error(`seed ${seed} (${players} players): ${violations.slice(0, 5).join('; ')}`);
        expect(final.ended).not.toBeNull();
        reasons[final.ended!.endReason] = (reasons[final.ended!.endReason] ?? 0) + 1;
      }
      // the stalemate cannot come from real play (all 105 cards would be in hands); start from one
      const stuck = playGame({ players: 4, seed: from, start: stuckPosition(), check: true, tally });
      expect(stuck.violations).toEqual([]);
      expect(stuck.final.ended!.endReason).toBe('stalemate');
      expect(reasons.mainland).toBe(to - from);
      for (const rule of RARE_RULES) expect({ rule, fired: (tally[rule] ?? 0) > 0 }).toEqual({ rule, fired: true });
      console.log(`seeds ${from}..${to - 1}: rules fired ${JSON.stringify(tally)}`);
    });
  });
}

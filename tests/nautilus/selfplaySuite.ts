// The property suite over seeded random games (see selfplay*.test.ts).
import { describe, expect, test } from 'vitest';
import { playGame } from '../../src/nautilus/index.js';

/** Registers the invariant suite over seeds [from, to). */
export function suite(from: number, to: number): void {
  describe(`random games ${from}..${to - 1}`, () => {
    test('every action applies, Nemo balances, pieces are conserved, every game ends', () => {
      const reasons: Record<string, number> = {};
      for (let seed = from; seed < to; seed++) {
        const players = 2 + (seed % 3);
        const { summary, violations } = playGame({ players, seed, check: true });
        if (violations.length) throw new Error(`seed ${seed} (${players} players): ${violations.slice(0, 5).join('; ')}`);
        expect(summary.endReason).not.toBeNull();
        for (const s of summary.scores) expect(Number.isFinite(s.total)).toBe(true);
        reasons[summary.endReason!] = (reasons[summary.endReason!] ?? 0) + 1;
      }
      expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(to - from);
    });
  });
}

// The property suite over seeded games (see selfplay*.test.ts): every variant combination, a
// generated custom board in every tenth game, a policy that reaches the rare rules, and after
// every action every invariant (checker agreement, Nemo flows, conservation), and the JSON check
// with full validation after one action in four (the costliest check: the residue moves with the
// seed, so the 2,000 games cover every step) and the whole round trip after each game's last.
// `npx nautilab selfplay --games 100000` runs every check after every action, at scale.
import { describe, expect, test } from 'vitest';
import { selfplayGames } from '../../src/nautilus/index.js';

/** The rare rules every chunk of 500 games must reach (the suite counts them as they fire). */
export const RARE_RULES = [
  'speedMove', 'skip:speed', 'atlantisResearch', 'skip:atlantis', 'examine', 'skip:examine', 'retire', 'launch', 'sonar',
  'trenchOpened', 'rent', 'chest', 'buildCost4', 'unpaidFaceUp', 'atlantisUnderModule', 'tileUnderModule', 'tokenTaken',
  'tokenMoved', 'heldReturned', 'finalRoundSet', 'end:stalemate', 'end:atlantis13to15', 'end:maxRounds',
  'end:allAtlantis', 'unpaidAtlantis', 'trenchOpenedByLaunch', 'retireWithoutResearcher',
] as const;

/** Registers the suite over seeds [from, to); `rarest` are rules this chunk is known to reach as well. */
export function suite(from: number, to: number, rarest: string[] = []): void {
  describe(`property games ${from}..${to - 1}`, () => {
    // each file's 500 checked games took 66-120 s in this project's CI runs of 2026-11-23 (40-80 s
    // earlier), past the 120 s default once; 15 minutes leaves room on a machine loaded ten times over
    test('the invariants after every action (the round trip after one in four), every game ends, the rare rules fire', { timeout: 900_000 }, () => {
      const r = selfplayGames({ games: to - from, seed: from, check: true, roundTripEvery: 4 });
      expect(r.problems).toEqual([]);
      expect(r.failures).toBe(0);
      expect(r.endReasons.unfinished).toBeUndefined();
      const missing = [...RARE_RULES, ...rarest].filter((k) => !(r.events[k]! > 0));
      expect(missing).toEqual([]);
    });
  });
}

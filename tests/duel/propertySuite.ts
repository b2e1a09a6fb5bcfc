// The seeded property suite over whole games (see properties*.test.ts).
import { describe, expect, test } from 'vitest';
import { selfplayGames } from '../../src/duel/index.js';

/** Every rare rule the suite must see fire (apply.ts names them). */
export const RARE_RULES = [
  'crabBeats14',
  'krakenBeatsCrab',
  'fishbonePlaced',
  'anchorOnPlaced',
  'anchorOnBoard',
  'anchorBlocks',
  'noMovement',
  'verticalMove',
  'farVertical',
  'horizontalMove',
  'moveSkipped',
  'eye',
  'module',
  'harpoonSwap',
  'harpoonReturn',
  'specialSkipped',
  'specialReshuffle',
  'clinchedByMinus',
  'clinched',
  'rounds',
];

/** Registers the suite over `games` games from `seed`, every variant combination included. */
export function suite(seed: number, games: number): void {
  describe(`seeded games ${seed}..${seed + games - 1} (all 64 variant combinations)`, () => {
    test('every generated action is accepted; after every action the JSON round trip, validation and invariants hold; every game ends', () => {
      const report = selfplayGames({ games, seed, check: true });
      expect(report.problems).toEqual([]);
      expect(report.failures).toBe(0);
      expect(report.games).toBe(games);
      expect(report.endReasons.unfinished).toBeUndefined();
      expect((report.endReasons.clinched ?? 0) + (report.endReasons.rounds ?? 0)).toBe(games);
      for (const rule of RARE_RULES) expect(report.events[rule] ?? 0, rule).toBeGreaterThan(0);
      expect(Object.keys(report.events).sort()).toEqual([...RARE_RULES].sort());
    });
  });
}

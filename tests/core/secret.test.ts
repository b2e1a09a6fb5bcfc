// A seat's secret (`Game.secret`): the key the analysis's search keeps another seat's choices by
// (docs/analysis-spec.md, *Review*). Among positions alike in public (the determinizations of one
// seat's observation), two give another seat the same observation exactly when they give it the same
// secret; and a seat's own determinizations keep its secret. Seeded random games of each game.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';
import { randomGame } from './randomGame.js';

const CASES = [
  ['nautilus', 2, {}],
  ['nautilus', 4, {}],
  ['atlantis', 2, {}],
  ['atlantis', 3, {}],
  ['atlantis', 4, {}],
  ['duel', 2, {}],
  ['duel', 2, { hiddenDomains: true }],
] as const;

describe("a seat's secret", () => {
  for (const [id, players, variants] of CASES) {
    test(`${id}, ${players} players${Object.keys(variants).length ? ` (${Object.keys(variants).join(', ')})` : ''}: it tells another seat's observations apart exactly, and the seat's own samples keep it`, () => {
      const game = GAMES[id]!;
      let compared = 0;
      let different = 0;
      for (const seed of [1, 2, 3, 4]) {
        const { positions } = randomGame(id, players, 400, seed, variants);
        // every ply of the duel (its first player's drafted pair lasts one decision), every third of the others
        for (let i = 0; i < positions.length; i += id === 'duel' ? 1 : 3) {
          const p = positions[i]!;
          const rng = Rng.fromSeed(seed * 1000 + i);
          for (let from = 0; from < players; from++) {
            // positions alike in public: the truth and samples of seat `from`'s observation
            const alike = [p, ...Array.from({ length: 4 }, () => game.determinize(game.observe(p, from), rng))];
            for (let s = 0; s < players; s++) {
              if (s === from) {
                for (const q of alike) expect(game.secret(q, s)).toBe(game.secret(p, s));
                continue;
              }
              const seen = alike.map((q) => JSON.stringify(game.observe(q, s)));
              const keys = alike.map((q) => game.secret(q, s));
              for (let a = 0; a < alike.length; a++)
                for (let b = a + 1; b < alike.length; b++) {
                  compared++;
                  if (seen[a] !== seen[b]) different++;
                  expect(keys[a] === keys[b], `${id} seed ${seed} ply ${i}, seat ${s} in seat ${from}'s samples ${a} and ${b}`).toBe(seen[a] === seen[b]);
                }
            }
          }
        }
      }
      // the check compared observations that differ (a secret that is always the same would pass nothing)
      expect(different).toBeGreaterThan(compared / 10);
    });
  }
});

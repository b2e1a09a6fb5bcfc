// The property suite (selfplaySuite.ts) with the packed playout engine following each game: every
// invariant checked after every action on the object engine's position, and the packed engine (the
// WASM build and its TS twin), stepped by its own apply, equal to that position word for word after
// every action (`packedDifferences`), with the same legal codes in the same order before it and the
// same scores and winners at the end. So the packed engine's states are positions that pass every
// invariant. A few games (2, 3 and 4 players, varied variants, a generated board): seconds, not the
// suites' half minute.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { selfplayGames } from '../../src/nautilus/index.js';
import { twinPackedEngine, type PackedEngine } from '../../src/nautilus/packed.js';
import { instantiatePackedEngine } from '../../src/nautilus/playoutWasm.js';

let wasm: PackedEngine;

beforeAll(async () => {
  wasm = await instantiatePackedEngine(readFileSync(new URL('../../build/playout/release.wasm', import.meta.url)));
});

describe('the property games followed by the packed engine', () => {
  // seeds 7..9 and 17..19: 2, 3 and 4 players each, six variant combinations, seeds 9 and 19 on generated boards
  for (const [name, seed] of [['wasm', 7], ['twin', 17]] as const) {
    test(`${name}: every invariant after every action, the packed state the same, the same end`, { timeout: 120_000 }, () => {
      const packed = name === 'wasm' ? wasm : twinPackedEngine();
      const r = selfplayGames({ games: 3, seed, check: true, packed });
      expect(r.problems).toEqual([]);
      expect(r.failures).toBe(0);
      expect(r.endReasons.unfinished).toBeUndefined();
      expect(r.actions).toBeGreaterThan(500);
    });
  }
});

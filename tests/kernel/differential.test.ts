// Differential tests: the WASM kernel (release and debug builds) = the TS twin = the naive BFS
// oracle, on 100,000 random boards of every size from 8x8 to 32x32 (spec 7 movement rules).
import { beforeAll, describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { NaiveKernel } from '../../src/kernel/naive.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import type { Kernel } from '../../src/kernel/types.js';
import { randomCase } from './randomBoards.js';
import { loadWasmKernel } from './wasmKernel.js';
import { scaled } from '../scale.js';

let wasm: Kernel;
let debug: Kernel;
const ts = new TsKernel();
const naive = new NaiveKernel();

beforeAll(async () => {
  wasm = await loadWasmKernel('release');
  debug = await loadWasmKernel('debug');
});

const rows = (r: Int32Array): number[] => Array.from(r);

function compareReach(seed: number, count: number): { sizes: Set<string>; ranges: Set<number> } {
  const rng = Rng.fromSeed(seed);
  const sizes = new Set<string>();
  const ranges = new Set<number>();
  for (let i = 0; i < count; i++) {
    const c = randomCase(rng);
    sizes.add(`${c.board.width}x${c.board.height}`);
    ranges.add(c.range);
    const rings = i % 8 === 0;
    const kernels = i % 50 === 0 ? [naive, ts, wasm, debug] : [naive, ts, wasm];
    const got = kernels.map((k) => {
      k.setPosition(c.board);
      const n = k.reach(c.x, c.y, c.range, c.trench, rings);
      return { n, targets: rows(k.targets()), rings: rings ? Array.from({ length: c.range }, (_, d) => rows(k.ring(d + 1))) : null };
    });
    for (let k = 1; k < kernels.length; k++) {
      if (JSON.stringify(got[k]) !== JSON.stringify(got[0])) {
        expect({ case: i, seed, kernel: kernels[k]!.id, ...got[k] }).toEqual({ case: i, seed, kernel: kernels[k]!.id, ...got[0] });
      }
    }
  }
  return { sizes, ranges };
}

describe('reach: wasm = ts = naive', () => {
  test.each([1, 2, 3, 4])('25,000 random boards, part %i', (part) => {
    const { sizes, ranges } = compareReach(part * 7919, scaled(25_000));
    expect(sizes.size).toBeGreaterThan(600); // of the 625 sizes 8..32 x 8..32
    expect([...ranges].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('every square size 8x8 .. 32x32 appears', () => {
    const rng = Rng.fromSeed(5);
    const seen = new Set<number>();
    for (let i = 0; i < 40_000 && seen.size < 25; i++) {
      const c = randomCase(rng);
      if (c.board.width === c.board.height) seen.add(c.board.width);
    }
    expect(seen.size).toBe(25);
  });
});

describe('sonar and batches: wasm = ts = naive', () => {
  test('sonar on 20,000 random boards and radii 0..9', () => {
    const rng = Rng.fromSeed(99);
    for (let i = 0; i < scaled(20_000); i++) {
      const c = randomCase(rng);
      const radius = rng.int(10);
      const got = [naive, ts, wasm].map((k) => {
        k.setPosition(c.board);
        return [k.sonar(c.x, c.y, radius), ...rows(k.seen())];
      });
      expect(got[1]).toEqual(got[0]);
      expect(got[2]).toEqual(got[0]);
    }
  });

  test('batched reach and sonar: equal checksums and per-query counts (batches over 4096 included)', () => {
    const rng = Rng.fromSeed(3);
    for (let round = 0; round < 20; round++) {
      const c = randomCase(rng);
      const n = round === 0 ? 9000 : 1 + rng.int(600);
      const q = new Int32Array(n * 4);
      for (let i = 0; i < n; i++) q.set([rng.int(c.board.width), rng.int(c.board.height), 1 + rng.int(9), rng.int(2)], i * 4);
      const sums = [naive, ts, wasm].map((k) => {
        k.setPosition(c.board);
        return [k.reachBatch(q, n), ...k.results().subarray(0, n)];
      });
      expect(sums[1]).toEqual(sums[0]);
      expect(sums[2]).toEqual(sums[0]);
      const sonar = [naive, ts, wasm].map((k) => {
        k.setPosition(c.board);
        return [k.sonarBatch(q, n), ...k.results().subarray(0, n)];
      });
      expect(sonar[1]).toEqual(sonar[0]);
      expect(sonar[2]).toEqual(sonar[0]);
    }
  });
});

// The benchmark's machinery (not its timings: those are measured by `npm run bench`).
import { beforeAll, describe, expect, test } from 'vitest';
import { ChecksumMismatch, benchPositions, runBench, spread } from '../../src/bench/bench.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import type { Kernel } from '../../src/kernel/types.js';
import { validatePosition } from '../../src/nautilus/index.js';
import { loadWasmKernel } from '../kernel/wasmKernel.js';

let wasm: Kernel;
beforeAll(async () => {
  wasm = await loadWasmKernel();
});

describe('bench', () => {
  test('spread: median, min, max', () => {
    expect(spread([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3 });
    expect(spread([4, 1, 2, 3])).toEqual({ median: 2.5, min: 1, max: 4 });
  });

  test('positions: valid, mid-game on the default board, 6..12 submarines, the seat to act has 3', () => {
    for (const pos of benchPositions(8)) {
      expect(validatePosition(pos)).toEqual([]);
      expect(pos.board).toBe('default');
      expect([pos.phase, pos.turn.step]).toEqual([3, 'launch']);
      expect(pos.submarines.length).toBeGreaterThanOrEqual(6);
      expect(pos.submarines.length).toBeLessThanOrEqual(12);
      expect(pos.submarines.filter((s) => s.seat === pos.toAct)).toHaveLength(3);
    }
  });

  test('a quick run reports every workload of the contract, with equal checksums', () => {
    const r = runBench(wasm, { quick: true, machine: { cpu: 'test', cores: 1, node: process.version }, now: () => performance.now() });
    for (const s of [r.reach.nsPerQuery.wasm, r.reach.nsPerQuery.ts, r.reach.nsPerQuery.naive, r.reach.ratio.tsOverWasm, r.reach.ratio.naiveOverWasm,
      r.sonar.nsPerQuery.wasm, r.sonar.nsPerQuery.ts, r.sonar.ratio.tsOverWasm, r.perft.nsPerNode.wasm, r.perft.nsPerNode.ts, r.perft.ratio.tsOverWasm,
      r.playouts.gamesPerSecond.wasm, r.playouts.gamesPerSecond.ts]) {
      expect(s.min).toBeGreaterThan(0);
      expect(s.min).toBeLessThanOrEqual(s.median);
      expect(s.median).toBeLessThanOrEqual(s.max);
      expect(Number.isFinite(s.max)).toBe(true);
    }
    expect(r.perft.nodes).toBeGreaterThan(0);
    expect(r.machine).toMatchObject({ cpu: 'test', cores: 1 });
  });

  test('a kernel that answers differently fails the run loudly', () => {
    class Lying extends TsKernel {
      override reachBatch(q: Int32Array, n: number): number {
        return super.reachBatch(q, n) + 1;
      }
    }
    expect(() => runBench(new Lying() as unknown as Kernel, { quick: true, machine: {}, now: () => performance.now() })).toThrow(ChecksumMismatch);
  });
});

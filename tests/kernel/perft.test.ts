// Perft fixtures (tests/fixtures/perft): the engine's move generation (over the naive oracle and
// over the TS twin), the TS twin kernel and the WASM kernel (release and debug) agree.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { NaiveKernel } from '../../src/kernel/naive.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import type { Kernel } from '../../src/kernel/types.js';
import { enginePerft, kernelPerft, createContext, validatePosition, type Position } from '../../src/nautilus/index.js';
import { loadWasmKernel } from './wasmKernel.js';
import { MUTATION_RUN } from '../scale.js';
import { refPerft } from '../oracle/reference.js';

const dir = new URL('../fixtures/perft/', import.meta.url);
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { name: string; perft: Record<string, number>; position: Position });

let wasm: Kernel;
let debug: Kernel;
beforeAll(async () => {
  wasm = await loadWasmKernel('release');
  debug = await loadWasmKernel('debug');
});

describe('perft fixtures', () => {
  test('twelve fixtures, every one with moves at every depth, the trench open and closed', () => {
    expect(fixtures).toHaveLength(12);
    for (const f of fixtures) expect(f.perft['3']).toBeGreaterThan(0);
    expect(fixtures.some((f) => f.position.trenchOpen)).toBe(true);
    expect(fixtures.some((f) => !f.position.trenchOpen)).toBe(true);
  });

  // the counts were written by the engine (scripts/make-perft-fixtures.js); the independent
  // reference of tests/oracle counts them again, so the fixtures do not merely repeat the engine
  test.each(fixtures.map((f) => [f.name, f] as const))('%s: the independent reference agrees with the recorded counts', (_name, f) => {
    expect(refPerft(f.position, 1)).toBe(f.perft['1']);
    expect(refPerft(f.position, 2)).toBe(f.perft['2']);
    if (f.perft['3']! <= 50_000 && !MUTATION_RUN) expect(refPerft(f.position, 3)).toBe(f.perft['3']);
  });

  test.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    expect(validatePosition(f.position)).toEqual([]);
    for (const depth of MUTATION_RUN ? [1, 2] : [1, 2, 3]) {
      const want = f.perft[String(depth)];
      expect(enginePerft(f.position, depth, createContext(new NaiveKernel()))).toBe(want);
      expect(enginePerft(f.position, depth, createContext(new TsKernel()))).toBe(want);
      expect(kernelPerft(new TsKernel(), f.position, depth)).toBe(want);
      expect(kernelPerft(wasm, f.position, depth)).toBe(want);
      expect(kernelPerft(debug, f.position, depth)).toBe(want);
    }
    expect(kernelPerft(wasm, f.position, 0)).toBe(1);
  });

  test('perft needs a phase-3 position with no pending choice', () => {
    const pos = structuredClone(fixtures[0]!.position);
    pos.phase = 2;
    expect(() => enginePerft(pos, 1)).toThrow(/phase 3/);
  });
});

// Perft fixtures (tests/fixtures/perft): the engine's move generation (over the naive oracle and
// over the TS twin), the TS twin kernel and the WASM kernel (release and debug) agree.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { NaiveKernel } from '../../src/kernel/naive.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import type { Kernel } from '../../src/kernel/types.js';
import { enginePerft, kernelPerft, createContext, validatePosition, type Position } from '../../src/nautilus/index.js';
import { loadWasmKernel } from './wasmKernel.js';

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
  test('there are fixtures with 2 and 3 submarines, trench open and closed', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
    expect(fixtures.some((f) => f.perft['3']! > 0)).toBe(true);
    expect(fixtures.some((f) => f.position.trenchOpen)).toBe(true);
  });

  test.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    expect(validatePosition(f.position)).toEqual([]);
    for (const depth of [1, 2, 3]) {
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

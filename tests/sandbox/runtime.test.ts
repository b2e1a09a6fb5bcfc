// The bot runtime's kernel: the WASM kernel's bytes handed over by the host answer Nautilus bots'
// reach and sonar exactly as the TS twin does; bytes that do not instantiate leave the TS twin.
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyInPlace, legalActions, makeAction, observe, setupGame } from '../../src/nautilus/index.js';
import { closeWebAssembly, createRuntime } from '../../src/sandbox/runtime.js';

const wasm = readFileSync(new URL('../../build/kernel/release.wasm', import.meta.url));

/** A mid-game position with submarines at sea. */
function midGame(): ReturnType<typeof setupGame> {
  const pos = setupGame({ players: 2, seed: 9 });
  const rng = Rng.fromSeed(9);
  for (let i = 0; i < 200 && pos.endReason === null; i++) {
    const legal = legalActions(pos);
    applyInPlace(pos, legal[rng.int(legal.length)]!);
  }
  return pos;
}

async function answers(kernelBytes: Uint8Array | null): Promise<{ kernel: string; logs: string[] }> {
  const logs: string[] = [];
  const runtime = createRuntime({ log: (t) => logs.push(t), now: () => Date.now() });
  const kernel = kernelBytes ? runtime.setKernel(kernelBytes) : 'ts';
  runtime.setBot({
    act(ctx: { kernel: string; seat: number; observation: { submarines: { seat: number; index: number }[] }; reach(s: string): unknown; sonar(s: string): unknown; log(t: string): void; legal: string[] }) {
      ctx.log(ctx.kernel);
      for (const s of ctx.observation.submarines) ctx.log(JSON.stringify([ctx.reach(`${s.seat}:${s.index}`), ctx.sonar(`${s.seat}:${s.index}`)]));
      return ctx.legal[0];
    },
  } as unknown);
  const pos = midGame();
  const seat = pos.toAct!;
  const reply = await runtime.decide({ game: 'nautilus', observation: observe(pos, seat), legal: legalActions(pos).map(makeAction), seed: 1, ply: 0, deadlineMs: 5000 });
  expect(reply.ok).toBe(true);
  return { kernel, logs };
}

describe('the runtime kernel', () => {
  test('with the WASM bytes, queries run on WASM and answer what the TS twin answers', async () => {
    const onWasm = await answers(wasm);
    const onTs = await answers(null);
    expect(onWasm.kernel).toBe('wasm');
    expect(onWasm.logs[0]).toBe('wasm');
    expect(onTs.logs[0]).toBe('ts');
    expect(onWasm.logs).toHaveLength(3); // both submarines at sea were asked about
    expect(onWasm.logs.slice(1)).toEqual(onTs.logs.slice(1));
  });

  test('bytes that are not a kernel leave the TS twin in place', async () => {
    const broken = await answers(new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9]));
    expect(broken.kernel).toBe('ts');
    expect(broken.logs[0]).toBe('ts');
  });
});

describe('closeWebAssembly', () => {
  test('takes WebAssembly out of a global scope; a memory made before leads to no new one', () => {
    const context = createContext({});
    const scope = runInContext('globalThis.kernelMemory = new WebAssembly.Memory({ initial: 1, maximum: 3 }); globalThis', context) as object;
    expect(closeWebAssembly(scope)).toBe(true);
    const probe = (code: string): unknown => runInContext(code, context);
    expect(probe('typeof WebAssembly')).toBe('undefined');
    expect(probe("'WebAssembly' in globalThis")).toBe(false);
    // the constructor is gone from the prototype: what is left is Object's
    expect(probe('kernelMemory.constructor === Object && !Object.getOwnPropertyNames(Object.getPrototypeOf(kernelMemory)).includes("constructor")')).toBe(true);
    // the memory that exists stays within its own maximum
    expect(() => probe('kernelMemory.grow(8)')).toThrow(/Maximum memory size exceeded/);
  });

  test("after it, setKernel answers 'ts': nothing compiles any more", () => {
    const runtime = createRuntime({ log: () => undefined, now: () => 0 });
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'WebAssembly')!;
    try {
      delete (globalThis as { WebAssembly?: unknown }).WebAssembly;
      expect(runtime.setKernel(wasm)).toBe('ts');
    } finally {
      Object.defineProperty(globalThis, 'WebAssembly', saved);
    }
    expect(runtime.setKernel(wasm)).toBe('wasm');
  });
});

/**
 * The WASM playout engine (`assembly/playout/`, built to `build/playout/release.wasm`) as a
 * `PackedEngine`. The host compiles the module (a worker with `WebAssembly.compileStreaming`, Node
 * with `WebAssembly.compile(bytes)`) and hands it, or its bytes, here; `src/` never reads a `.wasm`.
 * Its memory is fixed (no growth), so the packed view never detaches.
 */
import { WORDS, type PackedEngine, type PackedExports } from './packed.js';

/** The part of the host's WebAssembly API used here (the engine's lib has no host types). */
interface WasmHost {
  Module: abstract new (...args: never[]) => object;
  Instance: new (module: object, imports: object) => { exports: object };
  compile(bytes: ArrayBuffer | ArrayBufferView): Promise<object>;
  instantiate(module: object, imports: object): Promise<{ exports: object }>;
}
const host = (): WasmHost => (globalThis as unknown as { WebAssembly: WasmHost }).WebAssembly;

interface Exports extends PackedExports {
  memory: { buffer: ArrayBuffer };
  base(): number;
}

/** The playout engine imports nothing (stub runtime, no assertions). */
const IMPORTS = {};

/** Wraps an instantiated playout engine. */
export function wasmPackedEngine(instance: { exports: object }): PackedEngine {
  const x = instance.exports as Exports;
  if (typeof x.playout !== 'function' || typeof x.base !== 'function') throw new Error('not the playout engine: its exports are missing');
  return { id: 'wasm', x, memory: new Int32Array(x.memory.buffer, x.base(), WORDS), board: null };
}

/** Instantiates the playout engine from a compiled module or its bytes. */
export async function instantiatePackedEngine(source: object | ArrayBuffer | ArrayBufferView): Promise<PackedEngine> {
  const wa = host();
  const module = source instanceof wa.Module ? source : await wa.compile(source as ArrayBuffer);
  return wasmPackedEngine(await wa.instantiate(module, IMPORTS));
}

/** The same, synchronously (a bot sandbox's isolate). */
export function instantiatePackedEngineSync(bytes: ArrayBuffer | ArrayBufferView): PackedEngine {
  const wa = host();
  const module = new (wa.Module as unknown as new (b: ArrayBuffer | ArrayBufferView) => object)(bytes);
  return wasmPackedEngine(new wa.Instance(module, IMPORTS));
}

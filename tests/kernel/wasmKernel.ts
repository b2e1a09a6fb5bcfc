/** Loads the real compiled kernel (build/kernel/*.wasm, made by `npm run build`) for tests. */
import { readFile } from 'node:fs/promises';
import { instantiateWasmKernel, type WasmKernel } from '../../src/kernel/wasm.js';

export async function loadWasmKernel(target: 'release' | 'debug' = 'release'): Promise<WasmKernel> {
  const bytes = await readFile(new URL(`../../build/kernel/${target}.wasm`, import.meta.url));
  return instantiateWasmKernel(bytes);
}

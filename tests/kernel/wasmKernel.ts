/**
 * Loads the real compiled kernel (build/kernel/*.wasm, made by `npm run build`) for tests.
 * NAUTILAB_KERNEL_WASM=/path/to/kernel.wasm makes every test that loads the kernel here (both
 * targets) take that file instead: the kernel's mutation script (scripts/mutate-kernel.js) runs
 * the tests against each mutant this way. Only tests read it; the app and the CLI never do.
 */
import { readFileSync } from 'node:fs';
import { instantiateWasmKernel, type WasmKernel } from '../../src/kernel/wasm.js';

/** The bytes of the kernel the tests run against: the override if set, else the build. */
export function kernelBytes(target: 'release' | 'debug' = 'release'): Uint8Array<ArrayBuffer> {
  const override = process.env.NAUTILAB_KERNEL_WASM;
  return new Uint8Array(readFileSync(override ? override : new URL(`../../build/kernel/${target}.wasm`, import.meta.url)));
}

/** The kernel of `kernelBytes`, instantiated. */
export async function loadWasmKernel(target: 'release' | 'debug' = 'release'): Promise<WasmKernel> {
  return instantiateWasmKernel(kernelBytes(target));
}

/**
 * The CLI host's kernel: the release WASM kernel built by `npm install` (build/kernel/release.wasm),
 * with the TS twin as the fallback when it cannot load. The CLI is a host like the web workers:
 * it loads the WASM and hands it to the engine; the engine itself never loads WASM.
 */
import { readFile } from 'node:fs/promises';
import { TsKernel } from '../kernel/tsKernel.js';
import type { Kernel } from '../kernel/types.js';
import { instantiateWasmKernel } from '../kernel/wasm.js';
import { useKernel } from '../nautilus/index.js';

const WASM = new URL('../../kernel/release.wasm', import.meta.url);

/** The release WASM kernel (throws when it is missing or does not instantiate). */
export async function loadWasmKernel(): Promise<Kernel> {
  return instantiateWasmKernel(await readFile(WASM));
}

/** Hands the engine the WASM kernel, or the TS twin when WASM cannot load; returns the one in use. */
export async function useWasmKernel(): Promise<Kernel> {
  let kernel: Kernel;
  try {
    kernel = await loadWasmKernel();
  } catch {
    kernel = new TsKernel();
  }
  useKernel(kernel);
  return kernel;
}

/**
 * The workers' kernel: the release WASM kernel, compiled from the app's own asset, with the TS
 * twin as the fallback when WebAssembly cannot load. Every worker that runs the rules (the
 * engine worker, arena workers) installs it before its first game.
 */
import wasmUrl from '../../../build/kernel/release.wasm?url';
import { TsKernel } from '../../../src/kernel/tsKernel.js';
import type { Kernel } from '../../../src/kernel/types.js';
import { instantiateWasmKernel } from '../../../src/kernel/wasm.js';
import { useKernel } from '../../../src/nautilus/index.js';

/** Compiles and instantiates the WASM kernel. */
export async function loadWasm(): Promise<Kernel> {
  const response = await fetch(wasmUrl);
  try {
    return await instantiateWasmKernel(await WebAssembly.compileStreaming(response.clone()));
  } catch {
    // a server without the application/wasm type: compile from the bytes
    return instantiateWasmKernel(await response.arrayBuffer());
  }
}

let installed: Promise<Kernel> | null = null;

/** Hands the engine the WASM kernel (once), or the TS twin when WASM cannot load; resolves with the one in use. */
export function installWasmKernel(): Promise<Kernel> {
  installed ??= loadWasm().then(
    (k) => (useKernel(k), k),
    () => {
      const ts = new TsKernel();
      useKernel(ts);
      return ts;
    },
  );
  return installed;
}

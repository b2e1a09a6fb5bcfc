/**
 * The workers' kernel: the release WASM kernel, compiled from the app's own asset, with the TS
 * twin as the fallback when WebAssembly cannot load. Every worker that runs the rules (the engine
 * worker, arena workers) plays on its own engine instance around it.
 */
import wasmUrl from '../../../build/kernel/release.wasm?url';
import { GAMES, gamesWithKernel, type GameRegistry } from '../../../src/games.js';
import type { Kernel } from '../../../src/kernel/types.js';
import { instantiateWasmKernel } from '../../../src/kernel/wasm.js';

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

let games: Promise<GameRegistry> | null = null;

/** This worker's games: Nautilus on the WASM kernel (loaded once), or on the TS twin when WASM cannot load. */
export function workerGames(): Promise<GameRegistry> {
  games ??= loadWasm().then(
    (k) => gamesWithKernel(k),
    () => GAMES,
  );
  return games;
}

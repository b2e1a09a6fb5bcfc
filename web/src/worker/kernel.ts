/**
 * The workers' kernel: the release WASM kernel, compiled from the app's own asset, with the TS
 * twin as the fallback when WebAssembly cannot load. Every worker that runs the rules (the engine
 * worker, arena workers) plays on its own engine instance around it.
 */
import wasmUrl from '../../../build/kernel/release.wasm?url';
import playoutUrl from '../../../build/playout/release.wasm?url';
import { GAMES, gamesWithKernel, type GameRegistry } from '../../../src/games.js';
import type { Kernel } from '../../../src/kernel/types.js';
import { instantiateWasmKernel } from '../../../src/kernel/wasm.js';
import { createNautilus } from '../../../src/nautilus/game.js';
import { twinPackedEngine, type PackedEngine } from '../../../src/nautilus/packed.js';
import { instantiatePackedEngine } from '../../../src/nautilus/playoutWasm.js';

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

/** Compiles and instantiates the WASM playout engine; its TS twin when WebAssembly cannot load it. */
export async function loadPlayouts(): Promise<PackedEngine> {
  try {
    const response = await fetch(playoutUrl);
    try {
      return await instantiatePackedEngine(await WebAssembly.compileStreaming(response.clone()));
    } catch {
      return await instantiatePackedEngine(await response.arrayBuffer());
    }
  } catch {
    return twinPackedEngine();
  }
}

let games: Promise<GameRegistry> | null = null;

/**
 * This worker's games: Nautilus on the WASM kernel (loaded once) with its search samples on the
 * WASM playout engine, or on the TS twins of either when WASM cannot load.
 */
export function workerGames(): Promise<GameRegistry> {
  games ??= loadPlayouts().then((packed) =>
    loadWasm().then(
      (k) => gamesWithKernel(k, packed),
      () => ({ ...GAMES, nautilus: createNautilus(undefined, packed) }),
    ),
  );
  return games;
}

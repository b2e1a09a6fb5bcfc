/**
 * The CLI host's kernel: the release WASM kernel built by `npm install` (build/kernel/release.wasm).
 * The CLI is a host like the web workers: it loads the WASM and gives it to its own Nautilus engine
 * instance; the engine itself never loads WASM.
 */
import { readFile } from 'node:fs/promises';
import { GAMES, gamesWithKernel, type GameRegistry } from '../games.js';
import type { Kernel } from '../kernel/types.js';
import { instantiateWasmKernel } from '../kernel/wasm.js';
import { createNautilus } from '../nautilus/game.js';
import { twinPackedEngine, type PackedEngine } from '../nautilus/packed.js';
import { instantiatePackedEngine } from '../nautilus/playoutWasm.js';

const WASM = new URL('../../kernel/release.wasm', import.meta.url);
const PLAYOUT_WASM = new URL('../../playout/release.wasm', import.meta.url);

/** The release WASM kernel (throws when it is missing or does not instantiate). */
export async function loadWasmKernel(): Promise<Kernel> {
  return instantiateWasmKernel(await readFile(WASM));
}

/** The release WASM playout engine (build/playout/release.wasm; throws when it is missing or does not instantiate). */
export async function loadPackedEngine(): Promise<PackedEngine> {
  return instantiatePackedEngine(await readFile(PLAYOUT_WASM));
}

/** The WASM playout engine, or its TS twin when WASM cannot load. */
export async function hostPackedEngine(): Promise<PackedEngine> {
  try {
    return await loadPackedEngine();
  } catch {
    return twinPackedEngine();
  }
}

/**
 * The host's games: Nautilus on the WASM kernel with its search samples on the WASM playout
 * engine; the TS twins of either where WASM cannot load.
 */
export async function hostGames(): Promise<GameRegistry> {
  const packed = await hostPackedEngine();
  try {
    return gamesWithKernel(await loadWasmKernel(), packed);
  } catch {
    return { ...GAMES, nautilus: createNautilus(undefined, packed) };
  }
}

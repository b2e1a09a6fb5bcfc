/**
 * The CLI host's kernel: the release WASM kernel built by `npm install` (build/kernel/release.wasm).
 * The CLI is a host like the web workers: it loads the WASM and gives it to its own Nautilus engine
 * instance; the engine itself never loads WASM.
 */
import { readFile } from 'node:fs/promises';
import { GAMES, gamesWithKernel, type GameRegistry } from '../games.js';
import type { Kernel } from '../kernel/types.js';
import { instantiateWasmKernel } from '../kernel/wasm.js';

const WASM = new URL('../../kernel/release.wasm', import.meta.url);

/** The release WASM kernel (throws when it is missing or does not instantiate). */
export async function loadWasmKernel(): Promise<Kernel> {
  return instantiateWasmKernel(await readFile(WASM));
}

/** The host's games: Nautilus on the WASM kernel, or on the TS twin when WASM cannot load. */
export async function hostGames(): Promise<GameRegistry> {
  try {
    return gamesWithKernel(await loadWasmKernel());
  } catch {
    return GAMES;
  }
}

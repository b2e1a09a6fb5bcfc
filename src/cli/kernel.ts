/**
 * The CLI host's kernel: the release WASM kernel built by `npm install` (build/kernel/release.wasm),
 * and the `--kernel` option of the commands that pick one.
 * The CLI is a host like the web workers: it loads the WASM and gives it to its own Nautilus engine
 * instance; the engine itself never loads WASM.
 */
import { readFile } from 'node:fs/promises';
import { GAMES, gamesWithKernel, type GameRegistry } from '../games.js';
import { TsKernel } from '../kernel/tsKernel.js';
import type { Kernel } from '../kernel/types.js';
import { instantiateWasmKernel } from '../kernel/wasm.js';
import { inputError, usageError, type Values } from './args.js';

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

/** `--kernel wasm|ts` (default wasm, `extra` ids allowed too): the kernel, handed to the engine too; null for an extra id. */
export async function kernelOption(values: Values, extra: string[] = []): Promise<{ id: string; kernel: Kernel | null }> {
  const id = (values.kernel as string | undefined) ?? 'wasm';
  if (!['wasm', 'ts', ...extra].includes(id)) throw usageError(`--kernel must be one of wasm, ts${extra.map((e) => `, ${e}`).join('')}; got '${id}'`);
  let kernel: Kernel | null = null;
  if (id === 'wasm') {
    try {
      kernel = await loadWasmKernel();
    } catch (e) {
      throw inputError('noKernel', `the WASM kernel is not available (${(e as Error).message}); run \`npm run build\``);
    }
  } else if (id === 'ts') kernel = new TsKernel();
  return { id, kernel };
}

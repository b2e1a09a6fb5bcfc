/** `--kernel wasm|ts` of the commands that pick a Nautilus kernel (reach, sonar, perft; bench asks for wasm). */
import { TsKernel } from '../kernel/tsKernel.js';
import type { Kernel } from '../kernel/types.js';
import { inputError, usageError, type Values } from './args.js';
import { loadWasmKernel } from './kernel.js';

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

/** `nautilab perft`: the submarine-move perft of the seat to act (phase 3), on a kernel or the engine. */
import { createContext, enginePerft, kernelPerft, perftProblem } from '../../nautilus/index.js';
import { inputError, intOption, type Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { kernelOption } from '../kernelOption.js';
import { nautilusPosition } from '../nautilusInput.js';

async function run(values: Values, positionals: string[]): Promise<Output> {
  const pos = nautilusPosition(positionals[0]);
  const depth = intOption(values, 'depth', 1, 0, 3);
  const problem = perftProblem(pos);
  if (problem) throw inputError('notPerftPosition', problem);
  const { id, kernel } = await kernelOption(values, ['engine']);
  const start = Date.now();
  const nodes = kernel ? kernelPerft(kernel, pos, depth) : enginePerft(pos, depth, createContext());
  return { json: { depth, nodes, kernel: id }, text: `perft(${depth}) = ${nodes} (kernel ${id}, ${Date.now() - start} ms)` };
}

/** `nautilab perft FILE --depth D`. */
export const perftCommand: Command = {
  summary: 'Nautilus: submarine-move perft of the seat to act (phase 3)',
  help: 'nautilab perft FILE --depth D [--kernel wasm|ts|engine] [--json]\n\n  --depth D          0..3',
  options: { depth: { type: 'string' }, kernel: { type: 'string' } },
  run,
};

/** `nautilab sonar`: the face-down tiles a ping from a Nautilus submarine would show. */
import { seaOf, sonarRadius, sonarSquares } from '../../nautilus/index.js';
import type { Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { kernelOption } from '../kernelOption.js';
import { nautilusPosition, subOption } from '../nautilusInput.js';

async function run(values: Values, positionals: string[]): Promise<Output> {
  const pos = nautilusPosition(positionals[0]);
  const { id: kernelId, kernel } = await kernelOption(values);
  const { sub, index } = subOption(values, pos);
  const s = pos.submarines[index]!;
  const radius = sonarRadius(pos, s.seat);
  const seen = sonarSquares(seaOf(pos), s.at, radius, kernel!);
  return { json: { sub, radius, seen, kernel: kernelId }, text: `${sub} (radius ${radius}) would see ${seen.length} face-down tiles:\n  ${seen.map((t) => `${t[0]},${t[1]}`).join(' ')}` };
}

/** `nautilab sonar FILE --sub S:I`. */
export const sonarCommand: Command = {
  summary: 'Nautilus: face-down tiles a ping from a submarine would show',
  help: 'nautilab sonar FILE --sub S:I [--kernel wasm|ts] [--json]',
  options: { sub: { type: 'string' }, kernel: { type: 'string' } },
  run,
};

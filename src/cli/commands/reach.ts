/** `nautilab reach`: the squares a Nautilus submarine's normal move can reach now, with the distance rings. */
import { squaresOf } from '../../kernel/types.js';
import { kernelBoardOf, mayUseTrench, reachTargets, seaOf, subRange } from '../../nautilus/index.js';
import type { Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { kernelOption } from '../kernelOption.js';
import { nautilusPosition, subOption } from '../nautilusInput.js';

async function run(values: Values, positionals: string[]): Promise<Output> {
  const pos = nautilusPosition(positionals[0]);
  const { id, kernel } = await kernelOption(values);
  const { sub, index } = subOption(values, pos);
  const s = pos.submarines[index]!;
  const range = subRange(pos, s.seat);
  const moved = pos.turn.moved.includes(s.index) && pos.phase === 3 && pos.toAct === s.seat;
  const targets = moved ? [] : reachTargets(seaOf(pos), s.at, range, mayUseTrench(pos, s.seat), kernel!).map((t) => [t.x, t.y]);
  // distance rings: squares first reached at each distance (before the end-square filter)
  const rings: number[][][] = [];
  if (!moved && kernel) {
    kernel.setPosition(kernelBoardOf(seaOf(pos)));
    kernel.reach(s.at[0], s.at[1], range, mayUseTrench(pos, s.seat), true);
    for (let d = 1; d <= range; d++) rings.push(squaresOf(kernel.ring(d)));
  }
  return { json: { sub, range, targets, kernel: id, rings }, text: `${sub} (range ${range}, kernel ${id}) reaches ${targets.length} squares${moved ? ' (it has moved this turn)' : ''}:\n  ${targets.map((t) => `${t[0]},${t[1]}`).join(' ')}` };
}

/** `nautilab reach FILE --sub S:I`. */
export const reachCommand: Command = {
  summary: "Nautilus: squares a submarine's normal move can reach now",
  help: 'nautilab reach FILE --sub S:I [--kernel wasm|ts] [--json]',
  options: { sub: { type: 'string' }, kernel: { type: 'string' } },
  run,
};

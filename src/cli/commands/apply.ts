/** `nautilab apply`: plays actions in order on a position; the first that does not parse or is illegal stops it. */
import { Exit, usageError, type Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { FILE_HELP } from '../helpText.js';
import { readPosition } from '../input.js';
import { writeOutput } from '../output.js';

function run(values: Values, positionals: string[]): Output {
  const { game, position } = readPosition(positionals[0]);
  let pos = position;
  const texts = positionals.slice(1);
  if (!texts.length) throw usageError('apply needs at least one ACTION');
  texts.forEach((text, index) => {
    const parsed = game.parseAction(text);
    if (!parsed.ok) throw new Exit(1, { ok: false, error: { index, ...parsed.error } }, `action ${index} '${text}': ${parsed.error.message}`);
    const r = game.play(pos, parsed.value);
    if (!r.ok) throw new Exit(1, { ok: false, error: { index, ...r.error } }, `action ${index} '${text}' is illegal: ${r.error.message} (${r.error.code})`);
    pos = r.value;
  });
  if (typeof values.out === 'string') writeOutput(values.out, JSON.stringify(game.toJSON(pos)) + '\n');
  const state = game.isOver(pos) ? `the game is over: ${game.describeEnd(pos)}` : `round ${game.round(pos)}, seat ${game.toAct(pos)} to act`;
  return { json: game.toJSON(pos), text: `${texts.length} action(s) applied; ${state}${typeof values.out === 'string' ? `; position written to ${values.out}` : ' (use --json or --out for the position)'}` };
}

/** `nautilab apply FILE ACTION…`. */
export const applyCommand: Command = {
  summary: 'play actions in order; prints the resulting position',
  help: `nautilab apply FILE ACTION… [--out FILE] [--json]\n\n${FILE_HELP}\n  ACTION             action notation, e.g. "buy green 2" "place 0 14 11 0" end\n  --out FILE         write the resulting position`,
  options: { out: { type: 'string' } },
  run,
};

/** `nautilab validate`: checks a position or game record of any game; every problem with its JSON path. */
import type { Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { FILE_HELP } from '../helpText.js';
import { readPosition } from '../input.js';

function run(_values: Values, positionals: string[]): Output {
  const { game } = readPosition(positionals[0]);
  return { json: { ok: true, game: game.id }, text: `valid ${game.name} position` };
}

/** `nautilab validate FILE`. */
export const validateCommand: Command = {
  summary: 'check a position or game record',
  help: `nautilab validate FILE [--json]\n\n${FILE_HELP}\n  Every problem is listed with its JSON path (the first 50, and how many more).`,
  options: {},
  run,
};

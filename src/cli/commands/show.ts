/** `nautilab show`: a position as text, whole or as one seat knows it. */
import { intOption, type Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { FILE_HELP } from '../helpText.js';
import { readPosition } from '../input.js';
import { phaseInWords } from '../words.js';

function run(values: Values, positionals: string[]): Output {
  const { game, position } = readPosition(positionals[0]);
  const seat = values.seat === undefined ? null : intOption(values, 'seat', 0, 0, game.seats(position) - 1);
  const text = game.render(position, seat);
  // the summary ends with the seat to act and the phase in words; the JSON keeps the board alone
  const toAct = game.toAct(position);
  const phase = phaseInWords(game.id, position);
  const head = toAct === null ? `the game is over: ${game.describeEnd(position)}` : `seat ${toAct} to act${phase ? ` · ${phase}` : ''}`;
  return { json: { game: game.id, seat, text }, text: `${text.replace(/\n+$/, '')}\n${head}` };
}

/** `nautilab show FILE`. */
export const showCommand: Command = {
  summary: 'the position as text',
  help: `nautilab show FILE [--seat N] [--json]\n\n${FILE_HELP}\n  --seat N           show only what that seat knows`,
  options: { seat: { type: 'string' } },
  run,
};

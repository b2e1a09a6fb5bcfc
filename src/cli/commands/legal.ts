/** `nautilab legal`: the legal actions of the seat to act, in the game's notation. */
import type { Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { FILE_HELP } from '../helpText.js';
import { readPosition } from '../input.js';

function run(_values: Values, positionals: string[]): Output {
  const { game, position } = readPosition(positionals[0]);
  const actions = game.legalActions(position).map((a: unknown) => game.makeAction(a));
  const seat = game.toAct(position);
  return { json: { seat, actions }, text: seat === null ? `the game is over: ${game.describeEnd(position)}` : `seat ${seat} to act, ${actions.length} legal actions:\n${actions.map((a) => `  ${a}`).join('\n')}` };
}

/** `nautilab legal FILE`. */
export const legalCommand: Command = {
  summary: 'legal actions of the seat to act',
  help: `nautilab legal FILE [--json]\n\n${FILE_HELP}`,
  options: {},
  run,
};

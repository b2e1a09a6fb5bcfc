/** `nautilab legal`: the legal actions of the seat to act, in the game's notation (and in words in the summary). */
import type { Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { FILE_HELP } from '../helpText.js';
import { readPosition } from '../input.js';
import { actionInWords } from '../words.js';

function run(_values: Values, positionals: string[]): Output {
  const { game, position } = readPosition(positionals[0]);
  const actions = game.legalActions(position).map((a: unknown) => game.makeAction(a));
  const seat = game.toAct(position);
  const width = Math.max(0, ...actions.map((a) => a.length));
  const line = (a: string): string => {
    const words = actionInWords(game.id, position, a);
    return words ? `  ${a.padEnd(width)}  ${words}` : `  ${a}`;
  };
  return { json: { seat, actions }, text: seat === null ? `the game is over: ${game.describeEnd(position)}` : `seat ${seat} to act, ${actions.length} legal actions:\n${actions.map(line).join('\n')}` };
}

/** `nautilab legal FILE`. */
export const legalCommand: Command = {
  summary: 'legal actions of the seat to act',
  help: `nautilab legal FILE [--json]\n\n${FILE_HELP}`,
  options: {},
  run,
};

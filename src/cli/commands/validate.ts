/** `nautilab validate`: checks a position or game record of any game; every problem with its JSON path. */
import { documentErrors, type Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { FILE_HELP } from '../helpText.js';
import { readPosition, recordHistory, replayProblems } from '../input.js';

function run(_values: Values, positionals: string[]): Output {
  const { game, record } = readPosition(positionals[0]);
  if (!record) return { json: { ok: true, game: game.id, document: 'position' }, text: `valid ${game.name} position` };
  // a record: its final position (read above), its initial one, and every action legal in turn up to the final one
  const doc = record as Record<string, unknown>;
  const history = recordHistory(game, doc);
  if (!history.ok) throw documentErrors(history.error, 'game record');
  const problems = replayProblems(game, history.value.initial, history.value.actions, doc.final);
  if (problems.length) throw documentErrors(problems, 'game record');
  const n = history.value.actions.length;
  return { json: { ok: true, game: game.id, document: 'record', actions: n }, text: `valid ${game.name} game record: ${n} action${n === 1 ? '' : 's'} from its initial position to its final one` };
}

/** `nautilab validate FILE`. */
export const validateCommand: Command = {
  summary: 'check a position or game record',
  help: `nautilab validate FILE [--json]\n\n${FILE_HELP}\n  A game record is checked whole: its initial position, every action legal in turn, and its final\n  position the one they lead to. Every problem is listed with its JSON path (the first 50, and how many more).`,
  options: {},
  run,
};

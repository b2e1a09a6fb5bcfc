/** `nautilab score`: the final scoring of a position as if the game ended now, with the winners. */
import type { Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { FILE_HELP } from '../helpText.js';
import { readPosition } from '../input.js';

function run(_values: Values, positionals: string[]): Output {
  const { game, position } = readPosition(positionals[0]);
  const scores = game.scores(position);
  const won = game.winners(position);
  const details = (s: Record<string, unknown>): string =>
    Object.entries(s)
      .filter(([k]) => k !== 'seat' && k !== 'total')
      .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
      .join(', ');
  return {
    json: { scores, winners: won },
    text: scores.map((s) => `seat ${s.seat}: ${s.total} (${details(s as unknown as Record<string, unknown>)})${won.includes(s.seat) ? '  winner' : ''}`).join('\n'),
  };
}

/** `nautilab score FILE`. */
export const scoreCommand: Command = {
  summary: 'final scoring as if the game ended now',
  help: `nautilab score FILE [--json]\n\n${FILE_HELP}`,
  options: {},
  run,
};

/** `nautilab selfplay`: seeded random games with every invariant checked after every action. */
import { SELFPLAY } from '../../games.js';
import { Exit, gameOption, intOption, type Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { GAME_HELP } from '../helpText.js';
import { progressLine } from '../progress.js';

/** Games played between two progress updates (a Nautilus game takes a fifth to half of a second here). */
const SELFPLAY_CHUNK = 5;

function run(values: Values): Output {
  const game = gameOption(values);
  const selfplay = SELFPLAY[game.id]!;
  const games = intOption(values, 'games', 1000, 1, 10_000_000);
  const first = intOption(values, 'seed', 0, 0, 2 ** 31);
  const players = values.players === undefined ? undefined : intOption(values, 'players', game.minPlayers, game.minPlayers, game.maxPlayers);
  // in chunks of a few seconds' games, so a run shows its progress on a terminal (a game's seat count follows its seed, not the chunk)
  const total = selfplay({ games: 0, seed: first, check: true });
  const progress = progressLine('selfplay', games, 'games');
  for (let done = 0; done < games; ) {
    const n = Math.min(SELFPLAY_CHUNK, games - done);
    const r = selfplay({ games: n, seed: first + done, check: true, ...(players === undefined ? {} : { players }) });
    total.games += r.games;
    total.failures += r.failures;
    total.actions += r.actions;
    total.seconds += r.seconds;
    for (const [k, v] of Object.entries(r.endReasons)) total.endReasons[k] = (total.endReasons[k] ?? 0) + v;
    for (const [k, v] of Object.entries(r.events)) total.events[k] = (total.events[k] ?? 0) + v;
    if (total.problems.length < 20) total.problems.push(...r.problems.slice(0, 20 - total.problems.length));
    done += n;
    progress.update(done);
  }
  progress.stop();
  const json = { game: game.id, firstSeed: first, ok: total.failures === 0, ...total };
  const text = `${game.name}: ${total.games} games from seed ${first}: ${total.failures ? `${total.failures} FAILING (first: ${total.problems[0]})` : 'every invariant held'}; ${total.actions} actions; end reasons ${JSON.stringify(total.endReasons)}; ${total.seconds.toFixed(1)} s`;
  if (total.failures) throw new Exit(1, json, text);
  return { json, text };
}

/** `nautilab selfplay`. */
export const selfplayCommand: Command = {
  summary: 'random games with every invariant checked after every action',
  help: `nautilab selfplay [--game ID] [--games N] [--seed S] [--players N] [--json]\n\n${GAME_HELP}\n  --games N          games (default 1000)\n  --seed S           first seed (default 0)\n  --players N        seats (default: every count the game allows, in turn)`,
  options: { game: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, players: { type: 'string' } },
  run,
};

/**
 * `nautilab new`: writes a position of any game to start from, a fresh seeded setup or the position
 * after N seeded actions by a built-in bot in every seat (random by default), so every command that
 * reads a position has one without a game record at hand.
 */
import { inProcessSeat, runGame } from '../../bots/match.js';
import { botNamesHelp, parseBotRef } from '../../bots/names.js';
import { builtinBot } from '../../bots/registry.js';
import { randomGameSeed, secretFromSeed } from '../../bots/seeds.js';
import { GAME_IDS, GAMES } from '../../games.js';
import { gameOption, inputError, intOption, usageError, variantHelp, variantOption, type Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { hostGames } from '../kernel.js';
import { writeOutput } from '../output.js';

/** The most actions `--moves` plays (the longest games are some thousands of actions). */
export const MAX_NEW_MOVES = 100_000;

/** The tail of the bot-name help that names bot files, which `--bot` does not take. */
const BOT_FILES = /, or a \.js bot file/;
const builtinNames = (gameId?: string): string => botNamesHelp(gameId).replace(BOT_FILES, '');

/** Built-in bots are trusted and in-process: the deadline only stops one that hangs. */
const BOT_DEADLINE_MS = 600_000;

async function run(values: Values): Promise<Output> {
  const chosen = gameOption(values);
  const players = intOption(values, 'players', Math.max(2, chosen.minPlayers), chosen.minPlayers, chosen.maxPlayers);
  const seed = intOption(values, 'seed', randomGameSeed(), 0, 2 ** 32 - 1);
  const moves = intOption(values, 'moves', 0, 0, MAX_NEW_MOVES);
  const variants = variantOption(values, chosen);
  const botName = typeof values.bot === 'string' ? values.bot : null;
  if (botName !== null && moves === 0) throw usageError('--bot plays the --moves N actions; give --moves');
  const name = botName ?? 'random';
  const ref = parseBotRef(name, chosen.id);
  if (!ref.ok) throw usageError(`--bot: ${ref.error.replace(BOT_FILES, '')}`);
  if (ref.value.kind !== 'builtin') throw usageError(`--bot takes a built-in bot (${builtinNames(chosen.id)}); bot files play in \`play\` and \`arena\``);
  // bots' forward models and kernel queries run on the host's games (the WASM kernel where it loads)
  const game = moves > 0 ? (await hostGames())[chosen.id]! : chosen;
  // every seat is the same trusted bot, so the decision seeds come from the game seed: the same
  // options give the same position (bots bounded by time excepted)
  const r = await runGame({ game, seed, players: Array.from({ length: players }, () => inProcessSeat(builtinBot(name, chosen.id)!, name)), variants, maxActions: moves, deadlineMs: BOT_DEADLINE_MS, secret: secretFromSeed(seed) });
  if (r.forfeit) throw inputError('forfeit', `the ${name} bot forfeited at action ${r.forfeit.ply}: ${r.forfeit.reason}: ${r.forfeit.message}`);
  const doc = game.toJSON(r.final);
  const line = JSON.stringify(doc);
  const out = typeof values.out === 'string' ? values.out : null;
  if (out) writeOutput(out, line + '\n');
  const played = r.actions.length;
  const state = game.isOver(r.final) ? `the game is over after ${played} actions: ${game.describeEnd(r.final)}` : `round ${game.round(r.final)}, seat ${game.toAct(r.final)} to act`;
  const summary = `${game.name}: seed ${seed}, ${players} players, ${moves === 0 ? 'a fresh setup' : `${played} actions by ${name}`}; ${state}`;
  // without --out the position itself goes to stdout (`nautilab new > position.json`), the summary to stderr
  if (!out) process.stderr.write(`${summary}\n`);
  return { json: doc, text: out ? `${summary}; position written to ${out}` : line };
}

/** `nautilab new`: a fresh or played-on position of any game. */
export const newCommand: Command = {
  summary: 'a position to start from: a seeded setup, or after N seeded actions by a bot',
  help: `nautilab new [--game ID] [--players N] [--seed S] [--moves N [--bot NAME]] [--variant K=V …] [--out FILE] [--json]

  --game ID          ${GAME_IDS.join(' | ')} (default nautilus)
  --players N        seats (the game's minimum by default)
  --seed S           the deal (random when absent; the summary names it)
  --moves N          play N actions from the setup (default 0: the fresh setup); fewer when
                     the game ends first (the summary says so)
  --bot NAME         the built-in bot playing every seat's actions (default random):
                     ${builtinNames()}.
                     The same options give the same position, except with bots bounded by
                     time (ismcts:Nms, analyst)
  --out FILE         write the position to FILE and print a summary; without it the position
                     goes to stdout (the summary to stderr), so \`nautilab new > position.json\` works
  --variant K=V      a variant setting, repeatable, as \`play\` takes them:
${Object.values(GAMES)
  .map((g) => `    ${g.name}:\n${variantHelp(g).replace(/^/gm, '  ')}`)
  .join('\n')}`,
  options: { game: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' }, moves: { type: 'string' }, bot: { type: 'string' }, out: { type: 'string' }, variant: { type: 'string', multiple: true } },
  run,
};

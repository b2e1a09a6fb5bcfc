/**
 * `nautilab play`: a whole game headless between bots (built-ins in-process, bot files sandboxed);
 * `--out` writes the game record.
 */
import type { TournamentEntry } from '../../arena/run.js';
import { inProcessSeat, runGame, type SeatPlayer } from '../../bots/match.js';
import { botNamesHelp } from '../../bots/names.js';
import { builtinBot } from '../../bots/registry.js';
import { randomGameSeed, randomSecret, secretFromSeed } from '../../bots/seeds.js';
import type { AnyGame } from '../../core/game.js';
import { GAMES, type GameRegistry } from '../../games.js';
import { gameOption, intOption, usageError, variantOption, type Values } from '../args.js';
import { sandboxSeat } from '../botSandbox.js';
import type { Command, Output } from '../command.js';
import { GAME_HELP, variantsHelp } from '../helpText.js';
import { hostGames } from '../kernel.js';
import { readLineup } from '../lineup.js';
import { cpuClock } from '../cpuClock.js';
import { writeOutput } from '../output.js';
import { printable } from '../../core/excerpt.js';

/** Seats for a line-up: built-ins in-process on the host's games, bot files sandboxed (logs to stderr). */
function seatsOf(entries: TournamentEntry[], game: AnyGame, games: GameRegistry): SeatPlayer[] {
  return entries.map((e) => {
    if (e.code !== undefined) return sandboxSeat(e.name, e.code, (text) => process.stderr.write(`[${printable(e.name)}] ${printable(text)}\n`));
    return inProcessSeat(builtinBot(e.builtin!, game.id)!, e.name, games, cpuClock());
  });
}

async function run(values: Values): Promise<Output> {
  const games = await hostGames();
  const game = games[gameOption(values).id]!;
  const players = intOption(values, 'players', Math.max(2, game.minPlayers), game.minPlayers, game.maxPlayers);
  const seed = intOption(values, 'seed', randomGameSeed(), 0, 2 ** 32 - 1);
  const deadlineMs = intOption(values, 'deadline', 1000, 1, 600_000);
  const variants = variantOption(values, game);
  const entries = readLineup(typeof values.bots === 'string' ? values.bots : Array<string>(players).fill('random').join(','), game.id);
  if (entries.length !== players) throw usageError(`--bots names ${entries.length} bots for ${players} players`);
  const seats = seatsOf(entries, game, games);
  const initial = game.setup({ players, seed, variants });
  const trusted = entries.every((e) => e.code === undefined);
  try {
    const r = await runGame({ game, seed, players: seats, initial, deadlineMs, variants, secret: trusted ? secretFromSeed(seed) : randomSecret() });
    if (typeof values.out === 'string') {
      writeOutput(values.out, JSON.stringify({ format: game.recordFormat, seed, bots: r.bots, initial: game.toJSON(initial), actions: r.actions, final: game.toJSON(r.final) }) + '\n');
    }
    const scores = game.scores(r.final);
    const json = { game: game.id, seed, players, bots: r.bots, rounds: r.rounds, actions: r.actions.length, endReason: r.endReason, endText: r.endText, scores, winners: r.winners, forfeit: r.forfeit };
    const text = [
      `${game.name}: seed ${seed}, ${players} players (${r.bots.join(', ')}), ${r.actions.length} actions`,
      `ended: ${r.endText}`,
      ...scores.map((s) => `  seat ${s.seat} ${r.bots[s.seat]}: ${s.total}${r.winners.includes(s.seat) ? '  (winner)' : ''}`),
      ...(typeof values.out === 'string' ? [`game record written to ${values.out}`] : []),
    ].join('\n');
    return { json, text };
  } finally {
    for (const s of seats) (s as { kill?: () => void }).kill?.();
  }
}

/** `nautilab play`: one game between bots. */
export const playCommand: Command = {
  summary: 'play a whole game headless between bots; --out writes the game record',
  help: `nautilab play [--game ID] [--players N] [--seed S] [--bots b1,…] [--deadline MS] [--variant K=V …] [--out FILE] [--json]

${GAME_HELP}
  --players N        seats (the game's minimum by default)
  --seed S           the deal (random when absent; the output names it, so the game can be replayed)
  --bots b1,…        one bot per seat: ${botNamesHelp()}; a bot named twice plays
                     as name#1 and name#2. Bot files run sandboxed (no files, network, processes or
                     environment; 128 MB; stopped at the deadline). Default: random in every seat.
  --deadline MS      time per decision (default 1000)
  --out FILE         write the game record (initial position, every action, final position)
${Object.values(GAMES).map(variantsHelp).join('\n')}`,
  options: { game: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' }, bots: { type: 'string' }, deadline: { type: 'string' }, out: { type: 'string' }, variant: { type: 'string', multiple: true } },
  run,
};

/**
 * `nautilab arena`: a tournament between bots on worker threads, with Elo and win rates; `--out`
 * keeps every game (and `--resume` goes on with them), `--report` reads the standings of a file,
 * `--sprt` plays two bots until the sequential test decides.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { arenaFileReasons, planProblems } from '../../arena/file.js';
import { lineups } from '../../arena/schedule.js';
import { parseSprt, sprtLine, SprtTracker, type SprtReport, type SprtSpec } from '../../arena/sprt.js';
import { arenaStats, resultsCsv } from '../../arena/stats.js';
import type { GameResult } from '../../bots/match.js';
import { botNamesHelp } from '../../bots/names.js';
import { randomGameSeed } from '../../bots/seeds.js';
import { printable } from '../../core/excerpt.js';
import type { AnyGame } from '../../core/game.js';
import { gameById } from '../../games.js';
import { gameOption, inputError, intOption, usageError, variantOption, type Values } from '../args.js';
import { arenaFilePlan, arenaFileSeed, readArenaFile, type ArenaPlan } from '../arenaFile.js';
import type { Command, Output } from '../command.js';
import { GAME_HELP } from '../helpText.js';
import { readLineup } from '../lineup.js';
import { writeOutput } from '../output.js';
import { runPool } from '../pool.js';
import { progressLine, showsProgress } from '../progress.js';
import { parseQueueUrl, runQueued } from '../queue.js';

/** Games of an SPRT run when `--games` is not given. */
const SPRT_GAMES = 2000;

/** `--sprt elo0=…,elo1=…`: the test's spec, or null without the option. */
function sprtOption(values: Values, bots: number): SprtSpec | null {
  if (values.sprt === undefined) return null;
  const spec = parseSprt(String(values.sprt));
  if (!spec.ok) throw usageError(spec.error);
  if (bots !== 2) throw usageError(`--sprt tests a candidate against a baseline: --bots CANDIDATE,BASELINE (got ${bots} bots)`);
  return spec.value;
}

/** The content hash of every bot file of a line-up (null for a built-in), or undefined when all are built in. */
function botHashes(entries: readonly { code?: string }[]): (string | null)[] | undefined {
  if (entries.every((e) => e.code === undefined)) return undefined;
  return entries.map((e) => (e.code === undefined ? null : `sha256:${createHash('sha256').update(e.code).digest('hex')}`));
}

/** Plays a tournament (or goes on with the one in `--out` under `--resume`); `--report` only reads one. */
async function runTournament(values: Values): Promise<Output> {
  if (values.report === true) return arenaReport(values);
  const game = gameOption(values);
  const queue = typeof values.queue === 'string' ? parseQueueUrl(values.queue) : null;
  if (typeof values.bots !== 'string') throw usageError(`--bots b1,b2[,…] is required; bots: ${botNamesHelp(game.id)}`);
  const entries = readLineup(values.bots, game.id);
  if (entries.length < 2) throw usageError('a tournament needs at least two bots (name one twice to play it against itself)');
  const sprt = sprtOption(values, entries.length);
  const players = intOption(values, 'players', Math.min(game.maxPlayers, Math.max(game.minPlayers, entries.length)), game.minPlayers, game.maxPlayers);
  const games = intOption(values, 'games', sprt ? SPRT_GAMES : 20, 1, 1_000_000);
  const out = typeof values.out === 'string' ? values.out : null;
  const resuming = values.resume === true && out !== null && existsSync(out);
  const seed = intOption(values, 'seed', (resuming ? arenaFileSeed(out) : null) ?? randomGameSeed(), 0, 2 ** 31);
  const deadlineMs = intOption(values, 'deadline', 1000, 1, 600_000);
  const threads = intOption(values, 'threads', availableParallelism(), 1, 64);
  const variants = variantOption(values, game);
  const names = entries.map((e) => e.name);
  if (values.resume === true && !out) throw usageError('--resume goes on with the tournament in --out FILE; name the file');
  // what makes two runs the same tournament: a resumed file must match it
  const hashes = botHashes(entries);
  const plan: ArenaPlan = { format: 'nautilab-arena/1', game: game.id, bots: names, players, seed, planned: games, deadline: deadlineMs, variants, ...(hashes ? { botHashes: hashes } : {}) };
  // what the arena writes it reads back: a tournament its file could not hold is refused before it starts
  const problems = planProblems(plan);
  if (problems.length) throw usageError(`this tournament cannot be kept in an arena file: ${arenaFileReasons(problems)}`);
  const played: (GameResult | undefined)[] = new Array(games);
  // games that could not be played (a worker died twice) are played again
  if (resuming) for (const [i, r] of readArenaFile(out, plan)) if (r.endReason !== 'error') played[i] = r;
  const kept = played.filter((r) => r !== undefined).length;
  // the file is rewritten after every game (a new file moved into place), so a stopped run loses only the games in play;
  // it is written once before the first game, and a write that fails stops the run (no new game starts) with its reason
  let unwritable: unknown = null;
  const save = (): void => {
    if (!out || unwritable) return;
    const gamesSoFar = played.flatMap((r, index) => (r ? [{ index, ...r }] : []));
    try {
      writeOutput(out, JSON.stringify({ ...plan, games: gamesSoFar }) + '\n', true);
    } catch (e) {
      unwritable = e;
    }
  };
  save();
  if (unwritable) throw unwritable;
  const start = Date.now();
  // the file exists from the start, so `--report` reads it while the first games are still playing
  save();
  const skip = new Set(played.flatMap((r, i) => (r ? [i] : [])));
  // the test follows from the games in schedule order: a resumed file's games count first
  const tracker = sprt ? new SprtTracker(sprt, names[0]!, lineups(entries.length, players).length) : null;
  const line = (r: SprtReport): boolean => process.stderr.write(`${sprtLine(r)}\n`);
  if (tracker && kept) line(tracker.feed(played));
  const tournament = { game: game.id, entries, players, games, seed, deadlineMs, variants };
  // on a terminal: a line when the games start (the file is written by then), then a progress bar (the SPRT's lines are its progress)
  if (showsProgress()) process.stderr.write(`arena: started, ${games - kept} game${games - kept === 1 ? '' : 's'} to play${out ? `; ${out} written, --report reads it` : ''}\n`);
  const progress = tracker ? progressLine('', 0, '') : progressLine('arena', games, 'games');
  progress.update(kept);
  const onGame = (done: number, r: GameResult, index: number, saving = true): void => {
    played[index] = r;
    if (saving) save();
    tracker?.feed(played, line);
    progress.update(done + kept);
  };
  const stop = (): boolean => unwritable !== null || (tracker?.decided ?? false);
  if (!tracker?.decided && queue) {
    let done = 0;
    // the queue hands results over in batches: the file is rewritten once a batch
    const q = await runQueued({ queue, tournament, skip, onGame: (index, r) => onGame(++done, r, index, false), onBatch: save, stop });
    if (q.duplicates) process.stderr.write(`queue: ${q.duplicates} repeated result${q.duplicates === 1 ? '' : 's'} counted once\n`);
  } else if (!tracker?.decided) {
    await runPool(tournament, threads, onGame, skip, stop);
  }
  progress.stop();
  save();
  if (unwritable) throw unwritable;
  return arenaOutput(game, plan, played, { csv: values.csv, seconds: (Date.now() - start) / 1000, kept, out, resumed: values.resume === true, sprt: tracker?.report() });
}

/** `arena --out FILE --report`: the standings of the games in FILE, its tournament taken from the file; nothing is played. */
function arenaReport(values: Values): Output {
  const out = typeof values.out === 'string' ? values.out : null;
  if (!out) throw usageError('--report reads the tournament in --out FILE; name the file');
  if (!existsSync(out)) throw inputError('arena-file', `${out} does not exist`);
  const plan = arenaFilePlan(out);
  const game = gameById(plan.game);
  if (!game) throw inputError('arena-file', `${out} cannot be read: unknown game ${JSON.stringify(plan.game)}`);
  const sprt = sprtOption(values, plan.bots.length);
  const played: (GameResult | undefined)[] = new Array(plan.planned);
  for (const [i, r] of readArenaFile(out, plan, 'read')) played[i] = r;
  const report = sprt ? new SprtTracker(sprt, plan.bots[0]!, lineups(plan.bots.length, plan.players).length).feed(played) : undefined;
  return arenaOutput(game, plan, played, { csv: values.csv, seconds: 0, kept: played.filter(Boolean).length, out, resumed: false, report: true, sprt: report });
}

/** Forfeits listed in an arena summary (the JSON has every one). */
const MAX_FORFEIT_LINES = 50;

/** The arena document and summary of the games played so far of a tournament. */
function arenaOutput(game: AnyGame, plan: ArenaPlan, played: readonly (GameResult | undefined)[], run: { csv: unknown; seconds: number; kept: number; out: string | null; resumed: boolean; report?: boolean; sprt?: SprtReport }): Output {
  const { players, seed } = plan;
  const names = plan.bots;
  // names and messages may come from a file or a bot: shown with their control characters written out
  const p = (text: string): string => printable(text);
  const results = played.filter((r): r is GameResult => r !== undefined);
  if (typeof run.csv === 'string') writeOutput(run.csv, resultsCsv(results));
  const stats = arenaStats(results, names);
  const failed = results.filter((r) => r.endReason === 'error');
  // every forfeit with its game: the schedule index and the deal's seed
  const forfeits = played.flatMap((r, index) => (r?.forfeit ? [{ index, seed: r.seed, forfeit: r.forfeit }] : []));
  const json = {
    game: game.id,
    games: results.length,
    ...(run.report ? { planned: plan.planned } : {}),
    players,
    seed,
    seconds: run.seconds,
    ...(run.resumed ? { resumed: run.kept } : {}),
    bots: stats.bots.map((b) => ({ ...b, elo: Math.round(b.elo), elo95: b.elo95.map(Math.round) })),
    matrix: stats.matrix,
    forfeits: forfeits.map((f) => ({ ...f.forfeit, index: f.index, seed: f.seed })),
    failedGames: failed.map((r) => ({ seed: r.seed, bots: r.bots, message: r.endText })),
    ...(run.sprt ? { sprt: run.sprt } : {}),
  };
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const head = run.report
    ? `${game.name}: ${results.length} of ${plan.planned} games played in ${p(run.out ?? '')}, ${players} players, seeds from ${seed}, deadline ${plan.deadline} ms a decision`
    : `${game.name}: ${results.length} games, ${players} players, seeds from ${seed}, ${run.seconds.toFixed(1)} s${run.kept ? ` (${run.kept} games kept from ${p(run.out ?? '')})` : ''}`;
  const text = [
    `${head}${failed.length ? `, ${failed.length} games failed` : ''}`,
    ...stats.bots.map(
      (b) =>
        `  ${p(b.name).padEnd(14)} wins ${b.wins.toFixed(1)}/${b.games} = ${pct(b.winRate)} [${pct(b.winRate95[0])} – ${pct(b.winRate95[1])}]  mean score ${b.score.toFixed(1)}  Elo ${Math.round(b.elo)} [${Math.round(b.elo95[0])} – ${Math.round(b.elo95[1])}]  forfeits ${b.forfeits}`,
    ),
    ...(forfeits.length ? [`forfeits (${forfeits.length}):`] : []),
    ...forfeits.slice(0, MAX_FORFEIT_LINES).map(({ index, seed: s, forfeit: f }) => `  ${p(f.bot)} (seat ${f.seat}) in game ${index} (seed ${s}) at ply ${f.ply}: ${p(f.reason)}: ${p(f.message)}`),
    ...(forfeits.length > MAX_FORFEIT_LINES ? [`  … and ${forfeits.length - MAX_FORFEIT_LINES} more (--json has every one)`] : []),
    ...(run.sprt ? [sprtSummary(run.sprt, names.map(p))] : []),
  ].join('\n');
  return { json, text };
}

/** The verdict of a test in words, with its numbers. */
function sprtSummary(r: SprtReport, names: readonly string[]): string {
  const verdict =
    r.verdict === 'H1'
      ? `H1 accepted: ${names[0]} is at least ${r.elo1} Elo better than ${names[1]}`
      : r.verdict === 'H0'
        ? `H0 accepted: ${names[0]} is at most ${r.elo0} Elo better than ${names[1]}`
        : 'inconclusive: the LLR has crossed neither bound';
  return `SPRT elo0=${r.elo0} elo1=${r.elo1} alpha=${r.alpha} beta=${r.beta}: ${verdict}\n  LLR ${r.llr.toFixed(2)} [${r.bounds[0].toFixed(2)}, ${r.bounds[1].toFixed(2)}] after ${r.cycles} cycles (${r.games} games), Elo ${r.elo.toFixed(1)} [${r.elo95[0].toFixed(1)}, ${r.elo95[1].toFixed(1)}]`;
}

/** `nautilab arena`: a tournament, resumed or reported from its file. */
export const arenaCommand: Command = {
  summary: 'a tournament between bots on all cores, with Elo and win rates',
  help: `nautilab arena --bots b1,b2[,…] [--game ID] [--games N] [--seed S] [--players N] [--deadline MS] [--threads N] [--variant K=V …] [--queue URL] [--out F] [--csv F] [--sprt elo0=E0,elo1=E1[,alpha=A,beta=B]] [--json]

${GAME_HELP}
  --bots b1,b2,…     ${botNamesHelp()}; a bot named twice plays as name#1 and name#2.
                     More bots than seats: a round robin over every table of --players bots.
                     Bot files run sandboxed; a bot that throws, answers illegally, misses its
                     deadline or crashes forfeits that game and the tournament goes on.
  --games N          games in all (default 20); seats rotate so every bot plays every seat
  --seed S           first deal (random when absent); each cycle of line-ups shares one deal
  --players N        seats per game (default: the number of bots, within the game's range)
  --deadline MS      time per decision (default 1000)
  --threads N        worker threads (default: one per core)
  --out FILE         every game (JSON), rewritten after each game; --csv FILE: one row per game
  --resume           go on with the tournament in --out FILE: its games are kept, the rest of
                     the schedule is played (the same bots, players, seed, deadline and
                     variants; --games may grow). A long measurement can run in parts.
  --queue URL        play on the machines that serve this Redis (nautilab worker --queue URL)
                     instead of this one's threads: redis://[user:password@]HOST:PORT[/DB], or
                     rediss://… for TLS. The file is the one a local run writes; --resume goes
                     on from it and from the results the queue kept.
  --report           plays nothing: the standings of the games in --out FILE so far (the
                     tournament is read from the file)
  --sprt elo0=E0,elo1=E1[,alpha=A,beta=B]
                     --bots CANDIDATE,BASELINE: play cycles (one deal in every seat rotation)
                     until the sequential probability ratio test accepts H1 (the candidate is at
                     least E1 Elo better) or H0 (at most E0), or --games (default ${SPRT_GAMES}) runs
                     out; alpha and beta default to 0.05. A line on stderr after every cycle; with
                     --report, the test over the games in the file`,
  options: { game: { type: 'string' }, bots: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, players: { type: 'string' }, deadline: { type: 'string' }, threads: { type: 'string' }, out: { type: 'string' }, csv: { type: 'string' }, resume: { type: 'boolean' }, queue: { type: 'string' }, report: { type: 'boolean' }, sprt: { type: 'string' }, variant: { type: 'string', multiple: true } },
  run: runTournament,
};

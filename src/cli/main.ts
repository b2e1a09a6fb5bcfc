/**
 * The `nautilab` command (contract: docs/cli.md). Every subcommand prints a human summary, or
 * exactly one JSON document on stdout with `--json`, and answers `--help`. Exit 0 on success, 1 on
 * bad input (a JSON error document under `--json`), 2 on usage errors. Progress goes to stderr.
 */
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { arenaStats, resultsCsv } from '../arena/stats.js';
import type { TournamentEntry } from '../arena/run.js';
import { runBench, type BenchResult, type Spread } from '../bench/bench.js';
import { inProcessSeat, runGame, type GameResult, type SeatPlayer } from '../bots/match.js';
import { botNamesHelp } from '../bots/names.js';
import { builtinBot } from '../bots/registry.js';
import { randomGameSeed, randomSecret, secretFromSeed } from '../bots/seeds.js';
import type { AnyGame } from '../core/game.js';
import { squaresOf } from '../kernel/types.js';
import { TsKernel } from '../kernel/tsKernel.js';
import type { Kernel } from '../kernel/types.js';
import { GAME_IDS, GAMES, gameById, gamesWithKernel, SELFPLAY, type GameRegistry } from '../games.js';
import {
  Nautilus,
  enginePerft,
  findSub,
  kernelBoardOf,
  kernelPerft,
  mayUseTrench,
  parseSubRef,
  perftProblem,
  reachTargets,
  seaOf,
  sonarRadius,
  sonarSquares,
  subRange,
  createContext,
  type Position,
} from '../nautilus/index.js';
import { Exit, gameOption, inputError, intOption, options, usageError, variantHelp, variantOption, type Values } from './args.js';
import { sandboxSeat } from './botSandbox.js';
import { readPosition } from './input.js';
import { hostGames, loadWasmKernel } from './kernel.js';
import { readLineup } from './lineup.js';
import { runPool } from './pool.js';
import { arenaFilePlan, arenaFileSeed, readArenaFile, type ArenaPlan } from './arenaFile.js';
import { AnalysisWorkers, runAnalysis } from './analyzePool.js';
import { ANALYSIS_BENCH_SHARD_SIZE, benchAnalysis, type AnalysisBenchResult } from '../bench/analysisBench.js';
import type { Command, Output } from './command.js';
import { newCommand } from './commands/new.js';
import { FILE_HELP as FILE, GAME_HELP, variantsHelp as variantsOf } from './helpText.js';
import { kernelOption } from './kernel.js';
import { nautilusPosition, subOption } from './nautilusInput.js';
import { playCommand } from './commands/play.js';
import { arenaCommand } from './commands/arena.js';
import { validateCommand } from './commands/validate.js';
import { legalCommand } from './commands/legal.js';
import { applyCommand } from './commands/apply.js';
import { scoreCommand } from './commands/score.js';
import { showCommand } from './commands/show.js';
import { selfplayCommand } from './commands/selfplay.js';
import { reachCommand } from './commands/reach.js';
import { sonarCommand } from './commands/sonar.js';
import { perftCommand } from './commands/perft.js';
import { ANALYSIS_DEFAULTS, ANALYSIS_SEARCHES, finishAnalysis, planAnalysis, type AnalysisMode, type AnalysisResult, type AnalysisSearch } from '../analysis/analyze.js';


// ---------------------------------------------------------------------------------------------
// The Nautilus kernel: reach, sonar, perft, bench.

const fmt = (s: Spread, digits = 1): string => `${s.median.toFixed(digits)} [${s.min.toFixed(digits)} .. ${s.max.toFixed(digits)}]`;

/** The bench result as a table. */
export function benchTable(r: BenchResult): string {
  const clock = r.clock === 'cpu' ? 'CPU time' : 'wall-clock time';
  const row3 = (label: string, x: { nsPerQuery: { wasm: Spread; ts: Spread; naive: Spread }; ratio: { tsOverWasm: Spread; naiveOverWasm: Spread } }): string =>
    `${label.padEnd(10)} wasm ${fmt(x.nsPerQuery.wasm).padEnd(22)} ts ${fmt(x.nsPerQuery.ts).padEnd(22)} naive ${fmt(x.nsPerQuery.naive, 0).padEnd(22)} ts/wasm ${fmt(x.ratio.tsOverWasm, 2).padEnd(20)} naive/wasm ${fmt(x.ratio.naiveOverWasm, 1)}`;
  return [
    `machine: ${Object.entries(r.machine).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    ...(r.quick
      ? [
          `rough figures: a quick run, fixed small work (${r.work.warmupPasses} warm-up passes and ${r.work.passesPerRound} passes a round, ${r.work.passes} passes in all), no calibration, engines not at steady speed; \`nautilab bench\` gives figures to quote`,
          `${clock}; median [min .. max] over interleaved rounds (${r.rounds}, sweeps ${r.sweepRounds}, games ${r.gameRounds}), quick (rounds ${fmt(r.roundMs, 2)} ms)`,
        ]
      : [`${clock}; median [min .. max] over interleaved rounds (${r.rounds}, sweeps ${r.sweepRounds}, games ${r.gameRounds}); every round >= ${r.minRoundMs} ms (rounds ${fmt(r.roundMs)} ms)`]),
    '',
    `reach, ns/query (${r.reach.queries} queries from ${r.reach.positions} positions, ranges 4-6, one setPosition per position)`,
    row3('', r.reach),
    `engine path, ns/query (setPosition + reach + squares out, ${r.reach.enginePath.queries} queries)`,
    `${''.padEnd(10)} wasm ${fmt(r.reach.enginePath.nsPerQuery.wasm).padEnd(22)} ts ${fmt(r.reach.enginePath.nsPerQuery.ts).padEnd(22)} ts/wasm ${fmt(r.reach.enginePath.ratio.tsOverWasm, 2)}`,
    `board once wasm ${fmt(r.reach.enginePath.boardOncePerPosition.nsPerQuery.wasm).padEnd(22)} ts ${fmt(r.reach.enginePath.boardOncePerPosition.nsPerQuery.ts).padEnd(22)} ts/wasm ${fmt(r.reach.enginePath.boardOncePerPosition.ratio.tsOverWasm, 2)}`,
    `           (setPosition once per position, a proposal: time against per query, wasm ${fmt(r.reach.enginePath.boardOncePerPosition.ratio.wasmOnceOverPerQuery, 2)}, ts ${fmt(r.reach.enginePath.boardOncePerPosition.ratio.tsOnceOverPerQuery, 2)})`,
    'reach by range, ns/query',
    ...r.reach.byRange.map((x) => row3(`range ${x.range}`, x)),
    'reach by board size (ranges 4-6), ns/query',
    ...r.reach.byBoard.map((x) => row3(`${x.size}x${x.size}`, x)),
    `sonar, ns/query (${r.sonar.queries} queries, radii 4-6)`,
    `${''.padEnd(10)} wasm ${fmt(r.sonar.nsPerQuery.wasm).padEnd(22)} ts ${fmt(r.sonar.nsPerQuery.ts).padEnd(22)} ts/wasm ${fmt(r.sonar.ratio.tsOverWasm, 2)}`,
    `perft, ns/node (depth ${r.perft.depth}, ${r.perft.nodes} nodes)`,
    `${''.padEnd(10)} wasm ${fmt(r.perft.nsPerNode.wasm, 2).padEnd(22)} ts ${fmt(r.perft.nsPerNode.ts, 2).padEnd(22)} ts/wasm ${fmt(r.perft.ratio.tsOverWasm, 2)}`,
    `playouts, ${r.playouts.players} players (random and checked: ${r.playouts.games} games a pass, greedy: ${r.playouts.greedyGames})`,
    `random    games/s      wasm ${fmt(r.playouts.gamesPerSecond.wasm).padEnd(22)} ts ${fmt(r.playouts.gamesPerSecond.ts)}   (wall clock)`,
    `random    games/${r.clock === 'cpu' ? 'CPU s' : 's'}  wasm ${fmt(r.playouts.gamesPerCpuSecond.wasm).padEnd(22)} ts ${fmt(r.playouts.gamesPerCpuSecond.ts).padEnd(22)} wasm/ts speed ${fmt(r.playouts.ratio.wasmOverTs, 2)}`,
    `checked   games/${r.clock === 'cpu' ? 'CPU s' : 's'}  wasm ${fmt(r.playouts.checkedGamesPerCpuSecond.wasm).padEnd(22)} ts ${fmt(r.playouts.checkedGamesPerCpuSecond.ts).padEnd(22)} wasm/ts speed ${fmt(r.playouts.ratio.checkedWasmOverTs, 2)}   (random draws through the checked, copying play)`,
    `greedy    games/${r.clock === 'cpu' ? 'CPU s' : 's'}  wasm ${fmt(r.playouts.greedyGamesPerCpuSecond.wasm).padEnd(22)} ts ${fmt(r.playouts.greedyGamesPerCpuSecond.ts).padEnd(22)} wasm/ts speed ${fmt(r.playouts.ratio.greedyWasmOverTs, 2)}`,
  ].join('\n');
}

/** CPU time of this process in ms (user + system, all threads). */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The analysis throughput as a table. */
export function analysisBenchTable(r: AnalysisBenchResult, machine: Record<string, string | number>): string {
  const row = (label: string, x: { oneWorker: Spread; allWorkers: Spread }): string => `${label.padEnd(20)} 1 worker ${fmt(x.oneWorker, 0).padEnd(22)} ${r.workers} workers ${fmt(x.allWorkers, 0)}`;
  return [
    `machine: ${Object.entries(machine).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `analysis throughput, samples/s (wall clock; ${r.game}, ${r.mode} mode, samples to the game's end, ${r.iterations} samples an analysis in shards of ${ANALYSIS_BENCH_SHARD_SIZE}; median [min .. max] over ${r.rounds} interleaved round(s) after a warm-up)${r.rounds < 5 ? ', quick' : ''}`,
    row('all positions', r.samplesPerSecond),
    ...r.byCase.map((c) => row(c.label, c.samplesPerSecond)),
    `speed-up, ${r.workers} workers over 1: ${fmt(r.speedup, 2)}`,
  ].join('\n');
}

/** The machine a bench ran on, with the load average before it; `after()` adds the load after. */
function benchMachine(): { machine: Record<string, string | number>; after: () => void } {
  const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');
  const machine: Record<string, string | number> = { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version, loadBefore: load() };
  return { machine, after: () => void (machine.loadAfter = load()) };
}

/** `bench --analysis`: the analysis engine's samples per second on one worker thread and on `--workers` (default all cores). */
async function cmdBenchAnalysis(values: Values): Promise<Output> {
  const workers = intOption(values, 'workers', availableParallelism(), 1, 64);
  const samples = values.samples === undefined ? undefined : intOption(values, 'samples', 0, ANALYSIS_BENCH_SHARD_SIZE, 100_000);
  if (samples !== undefined && samples % ANALYSIS_BENCH_SHARD_SIZE !== 0) throw usageError(`--samples must be a multiple of ${ANALYSIS_BENCH_SHARD_SIZE} (whole shards), got '${samples}'`);
  // the threads run the games on the WASM kernel; measure nothing if it cannot load
  const game = gamesWithKernel((await kernelOption({ kernel: 'wasm' })).kernel!).nautilus!;
  const { machine, after } = benchMachine();
  machine.kernel = 'wasm';
  const pool = new AnalysisWorkers(workers);
  try {
    const result = await benchAnalysis(
      async (c, use, iterations) => {
        const start = performance.now();
        const read = game.fromJSON(c.position);
        if (!read.ok) throw new Error(`the bench position ${c.label} does not read: ${read.error[0]?.message}`);
        const plan = planAnalysis(game, read.value, { viewpoint: c.viewpoint, iterations, shardSize: ANALYSIS_BENCH_SHARD_SIZE });
        const doc = finishAnalysis(game, read.value, plan, await pool.run(game, read.value, plan, null, use), 0);
        return { samples: doc.samples, seconds: (performance.now() - start) / 1000 };
      },
      { workers, quick: values.quick === true, samples, onProgress: (done) => process.stderr.write(process.stderr.isTTY ? `\ranalysis ${Math.round(done * 100)}%` : '.') },
    );
    process.stderr.write('\n');
    after();
    return { json: { machine, analysis: result }, text: analysisBenchTable(result, machine) };
  } finally {
    await pool.close();
  }
}

async function cmdBench(values: Values): Promise<Output> {
  if (values.analysis === true) return cmdBenchAnalysis(values);
  if (values.workers !== undefined) throw usageError('--workers goes with --analysis');
  if (values.samples !== undefined) throw usageError('--samples goes with --analysis');
  const wasm = (await kernelOption({ kernel: 'wasm' })).kernel!;
  const { machine, after } = benchMachine();
  let last = '';
  const result = runBench(wasm, {
    quick: values.quick === true,
    machine,
    now: cpuMs,
    clock: 'cpu',
    wallNow: () => performance.now(),
    onProgress: (w, done) => {
      if (w !== last) process.stderr.write(`${last ? '\n' : ''}${w} `);
      last = w;
      process.stderr.write(process.stderr.isTTY ? `\r${w} ${Math.round(done * 100)}%` : '.');
    },
  });
  process.stderr.write('\n');
  after();
  return { json: result, text: benchTable(result) };
}


// ---------------------------------------------------------------------------------------------
// Analysis.

async function cmdAnalyze(values: Values, positionals: string[]): Promise<Output> {
  const loaded = readPosition(positionals[0]);
  const games = await hostGames();
  const game = games[loaded.game.id]!;
  const position = loaded.position;
  const seats = game.seats(position);
  const viewpoint = values.seat === undefined ? undefined : intOption(values, 'seat', 0, 0, seats - 1);
  const mode = (values.mode as string | undefined) ?? 'observation';
  if (mode !== 'observation' && mode !== 'omniscient') throw usageError(`--mode must be observation or omniscient; got '${mode}'`);
  if (values.iterations !== undefined && values.time !== undefined) throw usageError('give --iterations N or --time MS, not both');
  const timeMs = values.time === undefined ? undefined : intOption(values, 'time', 1000, 1, 3_600_000);
  const iterations = values.iterations === undefined ? undefined : intOption(values, 'iterations', ANALYSIS_DEFAULTS.iterations, 1, 10_000_000);
  const seed = intOption(values, 'seed', ANALYSIS_DEFAULTS.seed, 0, 2 ** 32 - 1);
  const workers = workerCount(intOption(values, 'workers', availableParallelism(), 1, 64));
  const search = (values.search as string | undefined) ?? ANALYSIS_DEFAULTS.search;
  if (!(ANALYSIS_SEARCHES as readonly string[]).includes(search)) throw usageError(`--search must be ${ANALYSIS_SEARCHES.join(' or ')}; got '${search}'`);
  const rawHorizon = values.horizon as string | undefined;
  if (rawHorizon !== undefined && rawHorizon !== 'end' && !/^[0-9]{1,3}$/.test(rawHorizon)) throw usageError(`--horizon must be end or a number of rounds; got '${rawHorizon}'`);
  const horizon = rawHorizon === undefined ? undefined : rawHorizon === 'end' ? 'end' : Number(rawHorizon);
  const plan = planAnalysis(game, position, { viewpoint, mode: mode as AnalysisMode, iterations, timeMs, seed, search: search as AnalysisSearch, horizon, timeShards: workers });
  const result = await runAnalysis(game, position, plan, workers);
  return { json: { ...result, workers }, text: analysisText(result, workers) };
}

/** Analysis threads past the machine's cores only share them (and each loads the engine): capped, with a note. */
function workerCount(requested: number): number {
  const cores = availableParallelism();
  if (requested <= cores) return requested;
  process.stderr.write(`nautilab: --workers ${requested} is more than the ${cores} core(s) of this machine; using ${cores}\n`);
  return cores;
}

/** The analysis for a terminal. */
export function analysisText(r: AnalysisResult, workers: number): string {
  const pct = (x: number | null): string => (x === null ? '   –  ' : `${(100 * x).toFixed(1).padStart(5)}%`);
  const iv = (i: [number, number]): string => `[${(100 * i[0]).toFixed(0)}–${(100 * i[1]).toFixed(0)}%]`;
  const p = r.position;
  const lines = [
    `${r.game} analysis for seat ${r.seat}${r.toAct !== null && r.toAct !== r.seat ? ` (seat ${r.toAct} to act)` : ''}, ${r.mode === 'omniscient' ? 'OMNISCIENT (every hidden thing visible)' : 'observation (what the seat knows)'}`,
    `${r.samples} samples in ${r.seconds.toFixed(2)} s on ${workers} worker(s), ${r.shards} shard(s); ${r.playout.search === 'analyst' ? "the analyst's search, " : ''}samples play ${r.playout.horizon === 'end' ? 'to the end (win probabilities are outcomes)' : `${r.playout.horizon} rounds on (win probabilities are a calibrated evaluation)`}, the tree climbs ${r.playout.select === 'win' ? 'win shares' : r.playout.select === 'evaluation' ? "the game's evaluation" : 'the final margin'}`,
    '',
    `position (${p.basis}, ${p.samples} samples):`,
    ...p.winProbability.map((w, s) => `  seat ${s}: win ${pct(w)} ${iv(p.winProbability95[s]!)}  score ${p.meanScore[s]!.toFixed(1)} [${p.meanScore95[s]![0].toFixed(1)}–${p.meanScore95[s]![1].toFixed(1)}]`),
  ];
  if (r.actions.length) {
    lines.push('', `candidates for seat ${r.toAct} (win probability of seat ${r.seat}, best first; ~ overlaps the best):`);
    for (const a of r.actions.slice(0, 15)) {
      const mark = a.best ? '*' : a.nearTie ? '~' : ' ';
      const score = a.meanScore === null ? '' : `score ${a.meanScore.toFixed(1).padStart(6)}  margin ${a.meanMargin!.toFixed(1).padStart(6)}`;
      lines.push(` ${mark} ${a.action.padEnd(22)} ${pct(a.winProbability)} ${iv(a.winProbability95).padEnd(10)} ${score}  n ${String(a.samples).padStart(5)}${a.line.length ? `  then ${a.line.join(', ')}` : ''}`);
    }
    if (r.actions.length > 15) lines.push(`   … and ${r.actions.length - 15} more (--json has every one)`);
  }
  if (r.pruned.length) lines.push(`pruned (not searched; the game's pruning never kept them): ${r.pruned.length}: ${r.pruned.slice(0, 8).join(', ')}${r.pruned.length > 8 ? ', …' : ''}`);
  if (r.beliefs.length) {
    const top = [...r.beliefs].sort((a, b) => b.net - a.net).slice(0, 5);
    lines.push('', `face-down tiles: ${r.beliefs.length}; most worth recovering for seat ${r.seat} (expected points - Nemo cost):`);
    for (const b of top) lines.push(`  ${b.at[0]},${b.at[1]} (${b.zone})  ${b.expectedPoints.toFixed(2)} - ${b.cost.toFixed(2)} = ${b.net.toFixed(2)}  ${Object.entries(b.p).map(([k, v]) => `${k} ${(100 * v).toFixed(0)}%`).join(' ')}`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// The commands.

const COMMANDS: Record<string, Command> = {
  new: newCommand,
  play: playCommand,
  arena: arenaCommand,
  analyze: {
    summary: 'what a position is worth and which action is best (win probabilities with intervals)',
    help: `nautilab analyze FILE [--seat N] [--mode observation|omniscient] [--iterations N | --time MS] [--seed S] [--workers N] [--search outcomes|analyst] [--horizon end|R] [--json]

${FILE}
  --seat N           the viewpoint seat (default: the seat to act)
  --mode M           observation (default): every sample is drawn from what the seat knows;
                     omniscient: the true position, every hidden thing visible (post-mortems)
  --iterations N     samples (default ${ANALYSIS_DEFAULTS.iterations}); the same seed and N give the same output
                     on any number of workers
  --time MS          a time budget instead (the result then depends on the machine)
  --seed S           the samples' seed (default ${ANALYSIS_DEFAULTS.seed})
  --workers N        worker threads (default: the cores; more than the cores are capped)
  --search S         outcomes (default): samples play to the game's end and the tree climbs win
                     shares, so win probabilities are outcomes; analyst: the analyst bot's search
                     of the game (Nautilus: samples stop one round on, the tree climbs the game's
                     evaluation), so actions are ranked as the analyst ranks them
  --horizon end|R    override where samples stop: the game's end, or R rounds on with the game's
                     evaluation calibrated to a win probability`,
    options: { seat: { type: 'string' }, mode: { type: 'string' }, iterations: { type: 'string' }, time: { type: 'string' }, seed: { type: 'string' }, workers: { type: 'string' }, search: { type: 'string' }, horizon: { type: 'string' } },
    run: cmdAnalyze,
  },
  validate: validateCommand,
  legal: legalCommand,
  apply: applyCommand,
  score: scoreCommand,
  show: showCommand,
  selfplay: selfplayCommand,
  reach: reachCommand,
  sonar: sonarCommand,
  perft: perftCommand,
  bench: {
    summary: 'Nautilus kernel and engine benchmarks, WASM against TypeScript; --analysis: the analysis engine\'s samples per second',
    help: `nautilab bench [--quick] [--json]
nautilab bench --analysis [--workers N] [--samples N] [--quick] [--json]

  --quick            a short run of fixed, small work (a few seconds); rough figures, labelled so
  --analysis         the analysis engine's throughput instead: samples per second on one worker
                     thread and on N, the positions and shards the browser's Bench view measures
  --workers N        worker threads for --analysis (default: the cores)
  --samples N        samples of each analysis for --analysis, whole shards of 100 (default: 6
                     shards or two per worker; with --quick 2 or one per worker)`,
    options: { quick: { type: 'boolean' }, analysis: { type: 'boolean' }, workers: { type: 'string' }, samples: { type: 'string' } },
    run: cmdBench,
  },
};

const USAGE = `nautilab — the Nautilab engines on the command line (${GAME_IDS.join(', ')})

usage: nautilab <command> [options]   (--json: one JSON document on stdout; <command> --help: its options)

${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`)
  .join('\n')}
`;

/** Runs the command line; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const json = args.includes('--json');
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return command ? 0 : 2;
  }
  const cmd = Object.hasOwn(COMMANDS, command) ? COMMANDS[command]! : null;
  try {
    if (!cmd) throw usageError(`unknown command '${command}'; see nautilab --help`);
    const { values, positionals } = options(args, cmd.options);
    if (values.help) {
      process.stdout.write(`${cmd.help}\n`);
      return 0;
    }
    const out = await cmd.run(values, positionals);
    process.stdout.write(json ? JSON.stringify(out.json) + '\n' : out.text + '\n');
    return 0;
  } catch (e) {
    if (!(e instanceof Exit)) {
      const message = (e as Error)?.stack ?? String(e);
      if (json) process.stdout.write(JSON.stringify({ ok: false, error: { code: 'internal', message: String((e as Error)?.message ?? e) } }) + '\n');
      process.stderr.write(`nautilab: internal error: ${message}\n`);
      return 1;
    }
    if (json) process.stdout.write(JSON.stringify(e.doc) + '\n');
    process.stderr.write(`nautilab: ${e.message}\n${e.code === 2 ? `see nautilab ${cmd ? `${command} ` : ''}--help\n` : ''}`);
    return e.code;
  }
}

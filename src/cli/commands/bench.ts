/**
 * `nautilab bench`: the Nautilus kernel and engine benchmark, WASM against TypeScript, as a table;
 * `--analysis`: the analysis engine's samples per second on one worker thread and on N.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { ANALYSIS_DEFAULTS, analysisSamples, analysisTree, finishAnalysis, planAnalysis } from '../../analysis/analyze.js';
import { REVIEW_DEFAULTS } from '../../analysis/review.js';
import type { SearchTree } from '../../analysis/search.js';
import type { AnyGame } from '../../core/game.js';
import { reviewAgainstExact } from '../../bench/reviewExact.js';
import { ANALYSIS_BENCH_SHARD_SIZE, benchAnalysis, type AnalysisBenchResult } from '../../bench/analysisBench.js';
import { EXACT_AGREEMENT_SAMPLES, corpusPositions, exactAgreement, exactBenchTable, samplingPick, type ExactBenchGame } from '../../bench/exactAgreement.js';
import { runBench, type BenchResult, type Spread } from '../../bench/bench.js';
import { CALIBRATION_DEFAULTS, CALIBRATION_PLAY_SAMPLES, consecutiveInGame, isUnfinished, newCalibrationDocument, planGameSamples, planSamples, planTrees, resumedPlan, scoredDecisions, type CalibrationDocument, type CalibrationPlan } from '../../bench/calibration.js';
import { parseCalibrationText } from '../../bench/calibrationFile.js';
import { calibrationFigures, figuresLines } from '../../bench/calibrationReport.js';
import { FIT_FORMS, fitOutcomes, fitTermsText, fitTermsValues, formName, leaveOneGameOut, logLoss } from '../../bench/calibrationFit.js';
import { FIT_TERMS, OUTCOME_FITS, type FitTerm } from '../../analysis/calibration.js';
import { round } from '../../analysis/stats.js';
import { runCalibrationPool } from '../calibrationPool.js';
import { readBounded } from '../input.js';
import { FORWARD_PATHS, FORWARD_PLAYERS, type ForwardPath } from '../../bench/forward.js';
import { runSandboxBench, type SandboxBenchResult } from '../../bench/sandboxBench.js';
import { benchPlayoutEngines } from '../../bench/playoutsBench.js';
import { sandboxSeat } from '../botSandbox.js';
import { measureStability, stabilityTable, STABILITY_DEFAULTS, STABILITY_SHARD_SIZE } from '../../bench/stability.js';
import { gamesWithKernel } from '../../games.js';
import { AnalysisWorkers } from '../analyzePool.js';
import { inputError, intOption, usageError, type Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { kernelOption } from '../kernelOption.js';
import { progressLine, type ProgressLine } from '../progress.js';
import { loadPackedEngine } from '../kernel.js';

/** A spread as median [min .. max]. */
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
    ...packedTable(r),
    ...forwardTable(r),
  ].join('\n');
}

/** The packed playout engine's rows: WASM, its TS twin and the object engine on the same positions and games. */
function packedTable(r: BenchResult): string[] {
  const p = r.packed;
  if (!p) return [];
  const unit = r.clock === 'cpu' ? 'CPU s' : 's';
  const row = (label: string, x: Record<'wasm' | 'twin' | 'object', Spread>, digits: number, tail: string): string =>
    `${label.padEnd(18)} packed wasm ${fmt(x.wasm, digits).padEnd(24)} packed ts ${fmt(x.twin, digits).padEnd(24)} object ${fmt(x.object, digits).padEnd(22)} ${tail}`;
  return [
    `packed playout engine, ${p.players} players (legal actions of ${p.positions} positions; ${p.games} games a pass, the same games on every side)`,
    row('legal ns/position', p.legalNsPerPosition, 0, `object/wasm ${fmt(p.ratio.legalWasmOverObject, 2)}   (packed from the position, then generated)`),
    row(`random games/${unit}`, p.randomGamesPerCpuSecond, 0, `wasm/object ${fmt(p.ratio.randomWasmOverObject, 2)}, ts/object ${fmt(p.ratio.randomTwinOverObject, 2)}`),
    row(`greedy games/${unit}`, p.greedyGamesPerCpuSecond, 0, `wasm/object ${fmt(p.ratio.greedyWasmOverObject, 2)}, ts/object ${fmt(p.ratio.greedyTwinOverObject, 2)}, wasm/ts ${fmt(p.ratio.greedyWasmOverTwin, 2)}   (Game.rollout, the search's policy)`),
  ];
}

/** What each forward-model path is, for the table. */
const FORWARD_LABELS: Record<ForwardPath, string> = {
  engine: "engine's own random playouts",
  gameInPlace: 'Game API: legalActions + applyInPlace',
  gamePlay: 'Game API: legalActions + play (checked, copying)',
  botInPlace: 'ctx.engine: legal + playInPlace',
  botPlay: 'ctx.engine: legal + play (copying)',
  botIndex: 'ctx.engine: legalCount + playIndex',
};

/** The forward-model rows: per game, games per second along each path and its speed over the engine's own playouts. */
function forwardTable(r: BenchResult): string[] {
  const unit = r.clock === 'cpu' ? 'CPU s' : 's';
  return r.forward.flatMap((row) => [
    `forward models, ${row.game}, ${row.players} players (random games, the same draws on every path, ${row.games} a pass), games/${unit} and speed over the engine's own`,
    ...FORWARD_PATHS.map((k) => `  ${FORWARD_LABELS[k].padEnd(50)} ${fmt(row.gamesPerCpuSecond[k], 0).padEnd(22)} x ${fmt(row.overEngine[k], 2)}`),
  ]);
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
async function runAnalysisBench(values: Values): Promise<Output> {
  const workers = intOption(values, 'workers', availableParallelism(), 1, 64);
  const samples = values.samples === undefined ? undefined : intOption(values, 'samples', 0, ANALYSIS_BENCH_SHARD_SIZE, 100_000);
  if (samples !== undefined && samples % ANALYSIS_BENCH_SHARD_SIZE !== 0) throw usageError(`--samples must be a multiple of ${ANALYSIS_BENCH_SHARD_SIZE} (whole shards), got '${samples}'`);
  // the threads run the games on the WASM kernel; measure nothing if it cannot load
  const game = gamesWithKernel((await kernelOption({ kernel: 'wasm' })).kernel!).nautilus!;
  const { machine, after } = benchMachine();
  machine.kernel = 'wasm';
  const pool = new AnalysisWorkers(workers);
  const percent = percentLine('bench --analysis');
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
      { workers, quick: values.quick === true, samples, onProgress: percent.update },
    );
    percent.stop();
    after();
    return { json: { machine, analysis: result }, text: analysisBenchTable(result, machine) };
  } finally {
    await pool.close();
  }
}

/** `bench --analysis --playouts`: one thread's Nautilus samples per CPU second at the stability positions, on the WASM playout engine and on the TS engine's. */
async function runPlayoutsBench(values: Values): Promise<Output> {
  const samples = values.samples === undefined ? 1000 : intOption(values, 'samples', 0, STABILITY_SHARD_SIZE, 100_000);
  if (samples % STABILITY_SHARD_SIZE !== 0) throw usageError(`--samples must be a multiple of ${STABILITY_SHARD_SIZE} (whole shards), got '${samples}'`);
  const packed = await loadPackedEngine();
  const game = gamesWithKernel((await kernelOption({ kernel: 'wasm' })).kernel!, packed).nautilus!;
  const { machine, after } = benchMachine();
  const line = progressLine('playouts', 100, '%', { rate: false });
  let r: ReturnType<typeof benchPlayoutEngines>;
  try {
    r = benchPlayoutEngines(game, game.playouts!, {
      samples,
      rounds: values.quick === true ? 1 : 3,
      now: cpuMs,
      onProgress: (done) => line.update(Math.round(done * 100)),
    });
  } finally {
    line.stop();
  }
  after();
  const text = [
    `machine: ${Object.entries(machine).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `analysis samples per CPU second, one thread, ${r.game}: every fifth stability position (${r.positions}), ${r.samples} samples each, ${r.rounds} interleaved round(s); median [min .. max] over positions`,
    `  WASM playout engine ${fmt(r.samplesPerCpuSecond.wasm, 0)}`,
    `  TS engine (object)  ${fmt(r.samplesPerCpuSecond.ts, 0)}`,
    `  wasm/ts             ${fmt(r.ratio, 2)}   (the same analyses on both sides)`,
  ].join('\n');
  return { json: { machine, playouts: r }, text };
}

/** `bench --stability`: how often the analysis's best after about 1 s of samples differs from its best after about 5 s, before and after the ranking rule and common random numbers. */
async function runStabilityBench(values: Values): Promise<Output> {
  const workers = intOption(values, 'workers', availableParallelism(), 1, 64);
  const positions = intOption(values, 'positions', STABILITY_DEFAULTS.positions, 1, 1000);
  const early = intOption(values, 'early', STABILITY_DEFAULTS.early, STABILITY_SHARD_SIZE, 1_000_000);
  const late = intOption(values, 'late', STABILITY_DEFAULTS.late, STABILITY_SHARD_SIZE, 1_000_000);
  if (early % STABILITY_SHARD_SIZE !== 0 || late % STABILITY_SHARD_SIZE !== 0 || late <= early) throw usageError(`--early and --late must be multiples of ${STABILITY_SHARD_SIZE} (whole shards), --late above --early; got ${early} and ${late}`);
  const tree = treeOption(values);
  const games = gamesWithKernel((await kernelOption({ kernel: 'wasm' })).kernel!);
  const ids = gameIdsOption(values, Object.keys(games));
  const { machine, after } = benchMachine();
  const pool = new AnalysisWorkers(workers);
  const percent = percentLine('bench --stability');
  try {
    const result = await measureStability(ids.map((id) => games[id]!), (game, position, plan) => pool.run(game, position, plan, null), {
      positions,
      early,
      late,
      ...(tree ? { tree } : {}),
      onProgress: percent.update,
    });
    percent.stop();
    after();
    return { json: { machine, stability: result }, text: stabilityTable(result) };
  } finally {
    await pool.close();
  }
}

/** The first `limit` positions of a kept corpus file (`tests/fixtures/exact/<name>.json`). */
function corpusFile(game: AnyGame, name: string, limit: number): unknown[] {
  const file = new URL(`../../../../tests/fixtures/exact/${name}.json`, import.meta.url);
  try {
    return corpusPositions(game, readFileSync(file, 'utf8'), limit);
  } catch (e) {
    throw new Error(`tests/fixtures/exact/${name}.json: ${(e as Error).message}`);
  }
}

/**
 * `bench --analysis --exact N|all`: the sampling analysis against the exact solver on the first N
 * positions of each game's exact corpus and of its at-stake corpus, and the review's verdicts
 * against exact values on the same positions (`--review S` samples, 0: no review).
 */
async function runExactBench(values: Values): Promise<Output> {
  const raw = String(values.exact);
  const limit = raw === 'all' ? Infinity : intOption(values, 'exact', 0, 1, 100_000);
  const review = intOption(values, 'review', REVIEW_DEFAULTS.iterations, 0, 1_000_000);
  const tree = treeOption(values);
  const shardSize = intOption(values, 'shard-size', ANALYSIS_DEFAULTS.shardSize, 1, 1_000_000);
  // Nautilus's samples on the WASM playout engine, as the analysis plays them in Node
  const games = gamesWithKernel((await kernelOption({ kernel: 'wasm' })).kernel!, await loadPackedEngine());
  const ids = gameIdsOption(values, Object.keys(games));
  const { machine, after } = benchMachine();
  const out: ExactBenchGame[] = [];
  // each pass over a corpus shows its own progress line on a terminal
  const withProgress = <T>(what: string, total: number, work: (step: (done: number) => void) => T): T => {
    const line = progressLine(what, total, 'positions');
    try {
      return work((done) => line.update(done));
    } finally {
      line.stop();
    }
  };
  for (const id of ids) {
    const game = games[id]!;
    const positions = corpusFile(game, id, limit);
    const atStake = corpusFile(game, `${id}.at-stake`, limit);
    const samples = EXACT_AGREEMENT_SAMPLES[id]!;
    const pick = samplingPick(samples, tree, shardSize);
    const r = withProgress(`exact ${id}`, positions.length, (step) => exactAgreement(game, positions, pick, step));
    const s = withProgress(`at stake ${id}`, atStake.length, (step) => exactAgreement(game, atStake, pick, step));
    const reviewed = review
      ? {
          corpus: withProgress(`review ${id}`, positions.length, (step) => reviewAgainstExact(game, positions, review, step)),
          atStake: withProgress(`review at stake ${id}`, atStake.length, (step) => reviewAgainstExact(game, atStake, review, step)),
        }
      : null;
    out.push({ ...r, samples, tree: tree ?? analysisTree(id), shardSize, atStakeCorpus: s, review: reviewed });
  }
  after();
  return { json: { machine, exact: out }, text: exactBenchTable(out) };
}

/** A progress line for work reported as a fraction done (0 to 1), shown in percent. */
function percentLine(label: string): { update: (done: number) => void; stop: () => void } {
  const line = progressLine(label, 100, '%');
  return { update: (done) => line.update(Math.round(done * 100)), stop: () => line.stop() };
}

/** The games named by `--games` (default all three), checked. */
function gameIdsOption(values: Values, known: readonly string[]): string[] {
  const ids = values.games === undefined ? ['nautilus', 'atlantis', 'duel'] : String(values.games).split(',');
  for (const id of ids) if (!known.includes(id)) throw usageError(`--games must name games of ${known.join(', ')}; got '${id}'`);
  return [...new Set(ids)];
}

/** A calibration document from a file, or an input error (exit 1) naming the file and the first problems. */
function readCalibrationFile(path: string): CalibrationDocument {
  let text: string;
  try {
    text = readBounded(path, 64_000_000);
  } catch (e) {
    throw inputError('calibration-file', `${path} cannot be read: ${(e as Error).message}`);
  }
  const doc = parseCalibrationText(text);
  if (Array.isArray(doc)) throw inputError('calibration-file', `${path} is not a calibration document of these games: ${doc.slice(0, 5).map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return doc;
}

/**
 * `bench --calibration`: seeded games of the analyst against itself, the analysis's win probability
 * at each judged decision against who won (src/bench/calibration.ts); `--out FILE` keeps the
 * games and predictions (`--resume` goes on with them), `--report` reads the figures of a file.
 */
async function runCalibrationBench(values: Values): Promise<Output> {
  const out = typeof values.out === 'string' ? values.out : null;
  if ((values.resume === true || values.report === true) && !out) throw usageError('--resume and --report read the measurement in --out FILE; name the file');
  // --report reads FILE as it is: an option that would play or judge does nothing there, and says so (on stderr: the report still comes)
  const idle = ['resume', 'from', 'samples', 'play-samples', 'players', 'seed', 'every', 'tree', 'decisions', 'workers'].filter((k) => values[k] !== undefined);
  if (values.report === true && idle.length) process.stderr.write(`nautilab: --report prints FILE's figures without playing: ${idle.map((k) => `--${k}`).join(', ')} does nothing there\n`);
  const games = gamesWithKernel((await kernelOption({ kernel: 'wasm' })).kernel!);
  const ids = gameIdsOption(values, Object.keys(games));
  const tree = treeOption(values);
  let doc: CalibrationDocument;
  if (values.report === true) {
    if (!existsSync(out!)) throw inputError('calibration-file', `${out} does not exist`);
    doc = readCalibrationFile(out!);
  } else {
    const play = values['play-samples'] === undefined ? null : intOption(values, 'play-samples', 0, 1, 1_000_000);
    let plan: CalibrationPlan = {
      players: intOption(values, 'players', CALIBRATION_DEFAULTS.players, 2, 4),
      play: { bot: 'analyst', samples: Object.fromEntries(ids.map((id) => [id, play ?? CALIBRATION_PLAY_SAMPLES[id]!])) },
      analysis: {
        mode: 'observation',
        samples: intOption(values, 'samples', CALIBRATION_DEFAULTS.samples, 1, 1_000_000),
        // without --samples each game at its analysis's default (the duel's 4,000)
        ...(values.samples === undefined ? planGameSamples(CALIBRATION_DEFAULTS.samples, Object.fromEntries(ids.map((id) => [id, analysisSamples(id)]))) : {}),
        seed: CALIBRATION_DEFAULTS.seed,
        shardSize: ANALYSIS_DEFAULTS.shardSize,
        playouts: 'wasm',
        ...planTrees(Object.fromEntries(ids.map((id) => [id, tree ?? analysisTree(id)]))),
      },
      firstGame: intOption(values, 'seed', CALIBRATION_DEFAULTS.firstGame, 0, 2 ** 31 - 1),
      every: intOption(values, 'every', CALIBRATION_DEFAULTS.every, 1, 1000),
    };
    for (const id of ids) if (plan.players > games[id]!.maxPlayers) throw usageError(`--players: ${id} takes at most ${games[id]!.maxPlayers} players`);
    doc = newCalibrationDocument(plan);
    if (typeof values.from === 'string') {
      // the games of another measurement judged again by this analysis: its plan but for the analysis and --every
      if (['play-samples', 'players', 'seed'].some((k) => values[k] !== undefined)) throw usageError('--from takes the games, players and play budget of its file: --play-samples, --players and --seed go without it');
      const from = readCalibrationFile(values.from);
      // its games are played at its budgets: a game it has none for cannot be added to it
      const unplanned = ids.filter((id) => from.plan.play.samples[id] === undefined);
      if (unplanned.length) throw inputError('calibration-file', `${values.from} has no play budget for ${unplanned.join(', ')} (it played ${Object.keys(from.plan.play.samples).join(', ') || 'no game'}): --from judges its own games again; name those with --games`);
      plan = { ...from.plan, analysis: plan.analysis, every: plan.every };
      doc = { format: from.format, plan, games: from.games.filter((g) => g.winShare !== null && ids.includes(g.game)).map((g) => ({ ...g, judged: [] })) };
    }
    if (values.resume === true && existsSync(out!)) {
      const kept = readCalibrationFile(out!);
      // the file's plan goes on (a game it has not played yet adds its play budget and tree): the rest must be the same
      const goesOn = resumedPlan(kept.plan, plan, ids);
      if (!goesOn) throw inputError('calibration-file', `${out} is another measurement: ${JSON.stringify(kept.plan)}`);
      doc = { ...kept, plan: goesOn };
    } else if (out && existsSync(out)) throw usageError(`${out} exists: --resume goes on with it, or name another file`);
    const decisions = intOption(values, 'decisions', CALIBRATION_DEFAULTS.decisions, 1, 1_000_000);
    const workers = intOption(values, 'workers', availableParallelism(), 1, 64);
    const save = (): void => {
      if (!out) return;
      writeFileSync(`${out}.part`, JSON.stringify(doc) + '\n');
      renameSync(`${out}.part`, out);
    };
    // a progress line per game on a terminal (nothing on a pipe): its judged decisions of --decisions
    const lines = new Map<string, ProgressLine>();
    try {
      await runCalibrationPool(doc, ids, decisions, workers, save, (id, judged) => {
        for (const [other, line] of lines) {
          if (other === id) continue;
          line.stop();
          lines.delete(other);
        }
        if (!lines.has(id)) lines.set(id, progressLine(`calibration ${id}`, decisions, 'decisions'));
        lines.get(id)!.update(judged);
      });
    } finally {
      for (const line of lines.values()) line.stop();
    }
    save();
  }
  const consecutive = consecutiveInGame(doc, games);
  const fitTermsOf = (id: string): FitTerm[] => FIT_TERMS.filter((t) => OUTCOME_FITS[id]?.terms?.[t] !== undefined);
  const sameTerms = (a: readonly FitTerm[], b: readonly FitTerm[]) => a.length === b.length && a.every((t) => b.includes(t));
  // --report: the games the file holds (a file of one game reports that one, not two empty ones), or those --games names of the games its plan plays
  const planned = (id: string): boolean => doc.plan.play.samples[id] !== undefined;
  if (values.report === true && values.games !== undefined && !ids.every(planned)) throw inputError('calibration-file', `${out} has no measurement of ${ids.filter((id) => !planned(id)).join(', ')} (it measured ${Object.keys(doc.plan.play.samples).join(', ')})`);
  const shown = values.report !== true ? ids : values.games !== undefined ? ids : ids.filter((id) => planned(id) && doc.games.some((g) => g.game === id));
  const results = shown.map((id) => {
    const finished = doc.games.filter((g) => g.game === id && !isUnfinished(g, doc.plan.every));
    const scored = scoredDecisions(doc, id, undefined, games[id]);
    // a fit to outcomes, each game judged by the fit of the others (two games or more)
    const keys = new Set(scored.map((d) => d.game));
    const terms = fitTermsOf(id);
    // each form of the fit judged game by game on the others (the game's own, the one of least log-loss, among them)
    const forms =
      keys.size >= 2
        ? FIT_FORMS.map((form) => {
            const judged = leaveOneGameOut(scored, form);
            return { terms: form, figures: calibrationFigures(judged, consecutive), logLoss: round(logLoss(judged), 4) };
          })
        : [];
    const fitted =
      keys.size >= 2
        ? {
            fit: fitOutcomes(scored, terms),
            figures: forms.find((f) => sameTerms(f.terms, terms))!.figures,
            forms: forms.map((f) => ({ terms: [...f.terms], logLoss: f.logLoss, goals: f.figures.goals })),
          }
        : null;
    return { game: id, games: finished.length, seeds: finished.map((g) => g.seed), decisions: scored.length, figures: calibrationFigures(scored, consecutive), fitted };
  });
  const p = doc.plan;
  const text = results.flatMap((r) => [
    `${r.game}: ${r.games} games (seeds ${r.seeds.length ? `${Math.min(...r.seeds)}-${Math.max(...r.seeds)}` : '-'}), ${r.decisions} decisions judged; analyst at ${p.play.samples[r.game]} samples a decision in every seat, ${p.players} players; the analysis of the seat to act at ${planSamples(p, r.game)} samples (observation mode, seed ${p.analysis.seed})`,
    ...figuresLines(r.figures),
    ...(r.fitted
      ? [
          `  fitted to outcomes, q = 1 / (1 + e^-(a·logit p + b${fitTermsText(r.fitted.fit)})) with a = ${r.fitted.fit.a.toFixed(3)}, b = ${r.fitted.fit.b.toFixed(3)}${fitTermsValues(r.fitted.fit)} on every game; each game judged by the fit of the other games:`,
          ...figuresLines(r.fitted.figures).map((l) => `  ${l}`),
          `  forms of the fit, each game judged by the fit of the other games (log-loss; goals: reliability, Brier, median change):`,
          ...r.fitted.forms.map((f) => `    ${formName(f.terms).padEnd(32)} ${f.logLoss.toFixed(4)}  ${[f.goals.reliability, f.goals.brier, f.goals.medianChange].map((g) => (g === null ? 'not judged' : g ? 'met' : 'not met')).join(', ')}${sameTerms(f.terms, fitTermsOf(r.game)) ? '  (this game’s form)' : ''}`),
        ]
      : []),
  ]);
  return { json: { calibration: { plan: p, ...(out ? { out } : {}), games: results } }, text: text.join('\n') };
}

async function run(values: Values): Promise<Output> {
  if (values.calibration === true) return runCalibrationBench(values);
  if (values.exact !== undefined && values.analysis !== true) throw usageError('--exact goes with --analysis');
  if (values.exact !== undefined) return runExactBench(values);
  if (values.stability === true) return runStabilityBench(values);
  if (values.playouts === true && values.analysis !== true) throw usageError('--playouts goes with --analysis');
  if (values.analysis === true && values.playouts === true) return runPlayoutsBench(values);
  if (values.analysis === true) return runAnalysisBench(values);
  if (values.workers !== undefined) throw usageError('--workers goes with --analysis');
  if (values.samples !== undefined) throw usageError('--samples goes with --analysis');
  const wasm = (await kernelOption({ kernel: 'wasm' })).kernel!;
  const { machine, after } = benchMachine();
  let last = '';
  let percent = percentLine('');
  // the packed playout engine beside the object engine (its rows need the WASM build)
  const packed = await loadPackedEngine();
  const result = runBench(wasm, {
    quick: values.quick === true,
    packed,
    machine,
    now: cpuMs,
    clock: 'cpu',
    wallNow: () => performance.now(),
    onProgress: (w, done) => {
      if (w !== last) {
        percent.stop();
        percent = percentLine(w);
        last = w;
      }
      percent.update(done);
    },
  });
  percent.stop();
  // the forward model of a bot in the command line's sandbox against the same code in plain Node, per game
  const games = gamesWithKernel(wasm);
  const sandboxes: SandboxBenchResult[] = [];
  for (const id of ['nautilus', 'atlantis', 'duel']) {
    // one step a game: the line says which game's sandbox is measured
    const step = progressLine(`sandbox ${id}`, 1, 'game');
    sandboxes.push(
      await runSandboxBench({
        game: games[id]!,
        players: FORWARD_PLAYERS[id]!,
        games: (values.quick === true ? 1 : 16) * SANDBOX_GAMES[id]!,
        rounds: values.quick === true ? 3 : 9,
        seat: (code, onLog) => sandboxSeat('forward bench', code, onLog),
        now: () => performance.now(),
        cpuNow: cpuMs,
      }),
    );
    step.stop();
  }
  after();
  return { json: { ...result, sandbox: sandboxes[0]!, sandboxes }, text: [benchTable(result), ...sandboxes.map(sandboxTable)].join('\n') };
}

/**
 * Determinizations a sandboxed decision plays to the end per game, a quick run's (a full run plays
 * sixteen times as many: with four, Nautilus's isolate had not reached its speed after the warm-up,
 * sandbox over plain 0.36-0.61 in CPU time, with sixteen 0.82-0.84): about the same time in each game.
 */
const SANDBOX_GAMES: Readonly<Record<string, number>> = { nautilus: 2, atlantis: 2, duel: 16 };

/** The sandboxed forward model's rows: CPU time where the sandbox measured it, wall-clock time beside. */
export function sandboxTable(r: SandboxBenchResult): string {
  const label = (path: string): string => `  ${(path === 'index' ? 'legalCount + playIndex' : 'legal + playInPlace').padEnd(24)}`;
  return [
    `sandboxed forward model, ${r.game}, ${r.players} players: a bot playing ${r.games} determinizations to the end a decision, actions/s (median [min .. max] over ${r.rounds} interleaved rounds; CPU time: the bot process's against this process's)`,
    ...r.rows.flatMap((row) => [
      ...(row.cpu ? [`${label(row.path)} CPU  sandbox ${fmt(row.cpu.actionsPerSecond.sandbox, 0).padEnd(28)} plain Node ${fmt(row.cpu.actionsPerSecond.plain, 0).padEnd(28)} sandbox/plain ${fmt(row.cpu.sandboxOverPlain, 2)}`] : []),
      `${label(row.path)} wall sandbox ${fmt(row.actionsPerSecond.sandbox, 0).padEnd(28)} plain Node ${fmt(row.actionsPerSecond.plain, 0).padEnd(28)} sandbox/plain ${fmt(row.sandboxOverPlain, 2)}`,
    ]),
  ].join('\n');
}

/** `--tree turn|game`, or undefined (each game's own tree); a usage error otherwise. */
function treeOption(values: Values): SearchTree | undefined {
  const tree = values.tree as string | undefined;
  if (tree !== undefined && tree !== 'turn' && tree !== 'game') throw usageError(`--tree must be turn or game; got '${tree}'`);
  return tree;
}

/** `nautilab bench [--analysis | --stability]`. */
export const benchCommand: Command = {
  summary: 'Nautilus kernel and engine benchmarks, WASM against TypeScript; --analysis: the analysis engine\'s samples per second',
  help: `nautilab bench [--quick] [--json]
nautilab bench --analysis [--workers N] [--samples N] [--quick] [--json]
nautilab bench --stability [--games G,G] [--positions N] [--early N] [--late N] [--tree turn|game] [--workers N] [--json]
nautilab bench --analysis --exact N|all [--games G,G] [--review S] [--tree turn|game] [--shard-size N] [--json]
nautilab bench --analysis --playouts [--samples N] [--quick] [--json]
nautilab bench --calibration [--games G,G] [--decisions N] [--samples N] [--play-samples N]
               [--players N] [--seed S | --from FILE2] [--every K] [--tree turn|game] [--workers N]
               [--out FILE [--resume | --report]] [--json]

  --quick            a short run of fixed, small work (a few seconds); rough figures, labelled so
  --analysis         the analysis engine's throughput instead: samples per second on one worker
                     thread and on N, the positions and shards the browser's Bench view measures
  --workers N        worker threads for --analysis, --stability and --calibration (default: the cores)
  --samples N        samples of each analysis for --analysis, whole shards of 100 (default: 6
                     shards or two per worker; with --quick 2 or one per worker)
  --stability        how often the analysis's best action after --early samples (default 800: a
                     second of two workers at a Nautilus opening) differs from its best after
                     --late (default 4000), on
                     --positions seeded positions a game (default 50), before and after the
                     ranking rule and common random numbers; --games: some of nautilus,atlantis,duel;
                     --tree: the analysis's tree (default each game's own: the duel's game, the
                     others' turn; the old engine's always the turn's)
  --exact N|all      with --analysis: how often the sampling analysis (omniscient, a fixed sample
                     budget: 1 s of one worker) picks an exactly optimal action, and its value
                     errors, on the first N positions of each game's exact corpus (all: 500),
                     apart where the mover's win share is at stake, and on the first N of its
                     at-stake corpus (all: 200); then the review (--review S samples, default
                     ${REVIEW_DEFAULTS.iterations}; 0: none) of every legal action of those positions by samples
                     alone, against the exact values; --tree: the analysis's tree (default the game's: the duel's game, the others' turn);
                     --shard-size: samples a shard asks for (default ${ANALYSIS_DEFAULTS.shardSize}; the browser's 100)
  --playouts         with --analysis: one thread's Nautilus samples per CPU second at every fifth
                     stability position (--samples each, default 1000), the samples played on the
                     WASM playout engine and on the TS engine, interleaved (the same analyses)
  --calibration      does the analysis's win probability mean what it says: seeded games of the
                     analyst against itself (--play-samples a decision; default about its 0.9 s),
                     and at each decision with a choice (--every K: blocks of two, every K-th) the
                     analysis's win probability for the seat to act (observation mode, --samples,
                     default 1000), against who won; per game (--games), games until --decisions
                     (default 2000) are judged: the reliability table by tenths, the Brier score
                     beside the base rate's, each for the opening, middle and last third, and the
                     median change of a seat's win probability between its consecutive decisions.
                     --out FILE keeps every game and prediction, written as they come (--resume
                     goes on with FILE, --report prints its figures); --seed S: the first game's seed;
                     --from FILE2: the games of FILE2 judged again (by --samples, --every), then new
                     games as needed, so two analyses are compared on the same decisions;
                     --tree: the analysis's tree for every game named (default each game's own:
                     the duel's game, the others' turn)`,
  options: { quick: { type: 'boolean' }, analysis: { type: 'boolean' }, workers: { type: 'string' }, samples: { type: 'string' }, exact: { type: 'string' }, review: { type: 'string' }, tree: { type: 'string' }, 'shard-size': { type: 'string' }, stability: { type: 'boolean' }, games: { type: 'string' }, positions: { type: 'string' }, early: { type: 'string' }, late: { type: 'string' }, playouts: { type: 'boolean' }, calibration: { type: 'boolean' }, decisions: { type: 'string' }, 'play-samples': { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' }, every: { type: 'string' }, out: { type: 'string' }, resume: { type: 'boolean' }, report: { type: 'boolean' }, from: { type: 'string' } },
  run,
};

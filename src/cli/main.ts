/**
 * The `nautilab` command (contract: docs/cli.md). Every subcommand prints a human summary, or
 * exactly one JSON document on stdout with `--json`. Exit 0 on success, 1 on bad input (a JSON
 * error document under `--json`), 2 on usage errors. Progress goes to stderr.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { arenaStats, resultsCsv } from '../arena/stats.js';
import { BUILTIN_BOTS, builtinBot } from '../bots/builtin.js';
import { runPool } from './pool.js';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { PathError } from '../core/result.js';
import { squaresOf } from '../kernel/types.js';
import {
  BOT_NAMES,
  findSub,
  kernelBoardOf,
  getBoard,
  legalActions,
  makeAction,
  makeBot,
  mayUseTrench,
  parseAction,
  parseSubRef,
  play,
  playGame,
  positionFromJSON,
  reachTargets,
  scoreBreakdown,
  seaOf,
  sonarRadius,
  sonarSquares,
  subRange,
  winners,
  type Chooser,
  type Position,
  type Variants,
} from '../nautilus/index.js';
import { runBench, type BenchResult, type Spread } from '../bench/bench.js';
import { TsKernel } from '../kernel/tsKernel.js';
import type { Kernel } from '../kernel/types.js';
import { instantiateWasmKernel } from '../kernel/wasm.js';
import { enginePerft, kernelPerft, perftProblem, renderBoard, useKernel } from '../nautilus/index.js';

/** A failure that ends the command with an exit code and a document. */
class Exit extends Error {
  constructor(
    readonly code: 1 | 2,
    readonly doc: Record<string, unknown>,
    message: string,
  ) {
    super(message);
  }
}

const usageError = (message: string): Exit => new Exit(2, { ok: false, error: { code: 'usage', message } }, message);
const inputError = (code: string, message: string): Exit => new Exit(1, { ok: false, error: { code, message } }, message);

const USAGE = `nautilab — the Nautilus engine on the command line

usage: nautilab <command> [options]   (add --json for one JSON document on stdout)

  play [--players N] [--seed S] [--bots random,…] [--out FILE] [--variant key=value …]
                                 play a whole game headless; --out writes the game record
  validate FILE                  check a position (FILE may be a game record, or - for stdin)
  legal FILE                     legal actions of the seat to act
  apply FILE ACTION… [--out F]   play actions in order; prints the resulting position
  reach FILE --sub S:I [--kernel wasm|ts]
                                 squares the submarine's normal move can reach now
  sonar FILE --sub S:I [--kernel wasm|ts]
                                 face-down tiles a ping from that submarine would show
  perft FILE --depth D [--kernel wasm|ts|engine]
                                 submarine-move perft of the seat to act (phase 3)
  bench [--quick]                kernel and engine benchmarks, WASM against TypeScript
  arena --bots b1,b2[,…] [--games N] [--seed S] [--players N] [--deadline MS] [--out F] [--csv F]
                                 a tournament on all cores: built-in bots (random, greedy, ismcts[:N])
                                 or .js files exporting act(ctx), each sandboxed in its own worker
  score FILE                     final scoring as if the game ended now
  show FILE [--seat N]           the board as text
  selfplay [--games N] [--seed S] [--players N]
                                 random games with every invariant checked after every action
`;

type Values = Record<string, string | boolean | string[] | undefined>;

function options(args: string[], spec: ParseArgsConfig['options']): { values: Values; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' }, ...spec }, allowPositionals: true, strict: true });
    return { values: values as Values, positionals };
  } catch (e) {
    throw usageError((e as Error).message);
  }
}

function intOption(values: Values, name: string, fallback: number, min: number, max: number): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (typeof raw !== 'string' || !/^-?[0-9]+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw usageError(`--${name} must be an integer in ${min}..${max}, got '${String(raw)}'`);
  }
  return n;
}

/** Reads a position or a game record (its final position) from a file or stdin. */
function readPosition(file: string | undefined): Position {
  if (!file) throw usageError('a position FILE (or - for stdin) is required');
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    throw inputError('unreadable', `cannot read ${file}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw positionErrors([{ path: '$', code: 'badJson', message: (e as Error).message }]);
  }
  if (json && typeof json === 'object' && (json as { format?: unknown }).format === 'nautilus-game/1') {
    json = (json as { final?: unknown }).final;
  }
  const r = positionFromJSON(json);
  if (!r.ok) throw positionErrors(r.error);
  return r.value;
}

function positionErrors(errors: PathError[]): Exit {
  const lines = errors.map((e) => `  ${e.path}: ${e.message} (${e.code})`).join('\n');
  return new Exit(1, { ok: false, errors }, `invalid position:\n${lines}`);
}

function subOption(values: Values, pos: Position): { sub: string; index: number } {
  const raw = values.sub;
  const ref = typeof raw === 'string' ? parseSubRef(raw) : null;
  if (!ref) throw usageError('--sub SEAT:INDEX is required (e.g. --sub 0:1)');
  const index = findSub(pos, ref);
  if (index < 0) throw inputError('noSubmarine', `submarine ${raw} is not on the board`);
  return { sub: raw as string, index };
}

/** What the host (bin/nautilab.js) provides: the compiled kernel's bytes. */
export interface CliHost {
  wasmBytes(): Promise<Uint8Array>;
}

let host: CliHost = { wasmBytes: () => Promise.reject(new Error('no WASM kernel was provided')) };

/** The release kernel, from the bytes the host read. */
async function loadWasm(): Promise<Kernel> {
  let bytes: Uint8Array;
  try {
    bytes = await host.wasmBytes();
  } catch (e) {
    throw inputError('noKernel', `the WASM kernel is not available (${(e as Error).message}); run \`npm run build\``);
  }
  return instantiateWasmKernel(bytes);
}

/** `--kernel wasm|ts` (default wasm): the kernel, handed to the engine too. */
async function kernelOption(values: Values, extra: string[] = []): Promise<{ id: string; kernel: Kernel | null }> {
  const id = (values.kernel as string | undefined) ?? 'wasm';
  if (!['wasm', 'ts', ...extra].includes(id)) throw usageError(`--kernel must be one of wasm, ts${extra.map((e) => `, ${e}`).join('')}; got '${id}'`);
  const kernel = id === 'wasm' ? await loadWasm() : id === 'ts' ? new TsKernel() : null;
  if (kernel) useKernel(kernel);
  return { id, kernel };
}

function parseVariants(list: string[] | undefined): Partial<Variants> {
  const out: Record<string, unknown> = {};
  for (const item of list ?? []) {
    const m = /^([A-Za-z]+)=(.+)$/.exec(item);
    if (!m) throw usageError(`--variant takes key=value, got '${item}'`);
    const [, key, value] = m;
    const known: Record<string, (v: string) => unknown> = {
      maxHeldModules: Number,
      maxRounds: Number,
      sonarPerSub: (v) => v === 'true',
      openStacks: (v) => v === 'true',
      atlantisTies: String,
      tieBreak: String,
    };
    if (!known[key!]) throw usageError(`unknown variant '${key}'; known: ${Object.keys(known).join(', ')}`);
    out[key!] = known[key!]!(value!);
  }
  return out as Partial<Variants>;
}

type Output = { json: unknown; text: string };

function cmdPlay(args: string[]): Output {
  const { values } = options(args, {
    players: { type: 'string' },
    seed: { type: 'string' },
    bots: { type: 'string' },
    out: { type: 'string' },
    variant: { type: 'string', multiple: true },
  });
  const players = intOption(values, 'players', 2, 2, 4);
  const seed = intOption(values, 'seed', 1, 0, 2 ** 32 - 1);
  const names = typeof values.bots === 'string' ? values.bots.split(',') : Array<string>(players).fill('random');
  if (names.length !== players) throw usageError(`--bots names ${names.length} bots for ${players} players`);
  const bots: Chooser[] = names.map((name, s) => {
    const bot = makeBot(name, seed * 16 + s + 1);
    if (!bot) throw usageError(`unknown bot '${name}'; built in: ${BOT_NAMES.join(', ')}`);
    return bot;
  });
  const variants = parseVariants(values.variant as string[] | undefined);
  const { summary, record } = playGame({ players, seed, bots, record: typeof values.out === 'string', variants });
  if (record && typeof values.out === 'string') writeFileSync(values.out, JSON.stringify(record) + '\n');
  const { actions: _actions, ...keys } = summary;
  const json = { ...keys, actions: summary.actions };
  const text = [
    `seed ${seed}, ${players} players, ${summary.rounds} rounds, ${summary.actions} actions, ended by ${summary.endReason}`,
    ...summary.scores.map(
      (s) => `  seat ${s.seat}: ${s.total} = (${s.sheetPoints} sheet + ${s.raises} raises + ${s.atlantisPoints} Atlantis) x R ${s.research} + ${s.nemo} Nemo${summary.winners.includes(s.seat) ? '  (winner)' : ''}`,
    ),
    ...(typeof values.out === 'string' ? [`game record written to ${values.out}`] : []),
  ].join('\n');
  return { json, text };
}

function cmdValidate(args: string[]): Output {
  const { positionals } = options(args, {});
  readPosition(positionals[0]);
  return { json: { ok: true }, text: 'valid position' };
}

function cmdLegal(args: string[]): Output {
  const { positionals } = options(args, {});
  const pos = readPosition(positionals[0]);
  const actions = legalActions(pos).map(makeAction);
  const seat = pos.endReason === null ? pos.toAct : null;
  return { json: { seat, actions }, text: seat === null ? `the game is over (${pos.endReason})` : `seat ${seat} to act, ${actions.length} legal actions:\n${actions.map((a) => `  ${a}`).join('\n')}` };
}

function cmdApply(args: string[]): Output {
  const { values, positionals } = options(args, { out: { type: 'string' } });
  let pos = readPosition(positionals[0]);
  const texts = positionals.slice(1);
  if (!texts.length) throw usageError('apply needs at least one ACTION');
  texts.forEach((text, index) => {
    const parsed = parseAction(text);
    if (!parsed.ok) throw new Exit(1, { ok: false, error: { index, ...parsed.error } }, `action ${index} '${text}': ${parsed.error.message}`);
    const r = play(pos, parsed.value);
    if (!r.ok) throw new Exit(1, { ok: false, error: { index, ...r.error } }, `action ${index} '${text}' is illegal: ${r.error.message} (${r.error.code})`);
    pos = r.value;
  });
  if (typeof values.out === 'string') writeFileSync(values.out, JSON.stringify(pos) + '\n');
  const state = pos.endReason ? `the game is over (${pos.endReason})` : `round ${pos.round}, phase ${pos.phase}, seat ${pos.toAct} to act`;
  return { json: pos, text: `${texts.length} action(s) applied; ${state}${typeof values.out === 'string' ? `; position written to ${values.out}` : ' (use --json or --out for the position)'}` };
}

async function cmdReach(args: string[]): Promise<Output> {
  const { values, positionals } = options(args, { sub: { type: 'string' }, kernel: { type: 'string' } });
  const pos = readPosition(positionals[0]);
  const { id, kernel } = await kernelOption(values);
  const { sub, index } = subOption(values, pos);
  const s = pos.submarines[index]!;
  const range = subRange(pos, s.seat);
  const moved = pos.turn.moved.includes(s.index) && pos.phase === 3 && pos.toAct === s.seat;
  const targets = moved ? [] : reachTargets(seaOf(pos), s.at, range, mayUseTrench(pos, s.seat)).map((t) => [t.x, t.y]);
  // distance rings: squares first reached at each distance (before the end-square filter)
  const rings: number[][][] = [];
  if (!moved && kernel) {
    kernel.setPosition(kernelBoardOf(seaOf(pos)));
    kernel.reach(s.at[0], s.at[1], range, mayUseTrench(pos, s.seat), true);
    for (let d = 1; d <= range; d++) rings.push(squaresOf(kernel.ring(d)));
  }
  return { json: { sub, range, targets, kernel: id, rings }, text: `${sub} (range ${range}, kernel ${id}) reaches ${targets.length} squares${moved ? ' (it has moved this turn)' : ''}:\n  ${targets.map((t) => `${t[0]},${t[1]}`).join(' ')}` };
}

async function cmdSonar(args: string[]): Promise<Output> {
  const { values, positionals } = options(args, { sub: { type: 'string' }, kernel: { type: 'string' } });
  const pos = readPosition(positionals[0]);
  const { id: kernel } = await kernelOption(values);
  const { sub, index } = subOption(values, pos);
  const s = pos.submarines[index]!;
  const radius = sonarRadius(pos, s.seat);
  const seen = sonarSquares(seaOf(pos), s.at, radius);
  return { json: { sub, radius, seen, kernel }, text: `${sub} (radius ${radius}) would see ${seen.length} face-down tiles:\n  ${seen.map((t) => `${t[0]},${t[1]}`).join(' ')}` };
}

async function cmdPerft(args: string[]): Promise<Output> {
  const { values, positionals } = options(args, { depth: { type: 'string' }, kernel: { type: 'string' } });
  const pos = readPosition(positionals[0]);
  const depth = intOption(values, 'depth', 1, 0, 3);
  const problem = perftProblem(pos);
  if (problem) throw inputError('notPerftPosition', problem);
  const { id, kernel } = await kernelOption(values, ['engine']);
  const start = Date.now();
  const nodes = kernel ? kernelPerft(kernel, pos, depth) : enginePerft(pos, depth);
  return { json: { depth, nodes, kernel: id }, text: `perft(${depth}) = ${nodes} (kernel ${id}, ${Date.now() - start} ms)` };
}

const fmt = (s: Spread, digits = 1): string => `${s.median.toFixed(digits)} [${s.min.toFixed(digits)} .. ${s.max.toFixed(digits)}]`;

/** The bench result as a table. */
export function benchTable(r: BenchResult): string {
  return [
    `machine: ${Object.entries(r.machine).map(([k, v]) => `${k} ${v}`).join(', ')}; ${r.rounds} interleaved rounds${r.quick ? ' (quick)' : ''}; median [min .. max]`,
    `reach   ns/query  wasm ${fmt(r.reach.nsPerQuery.wasm)}  ts ${fmt(r.reach.nsPerQuery.ts)}  naive ${fmt(r.reach.nsPerQuery.naive)}`,
    `        ratio     ts/wasm ${fmt(r.reach.ratio.tsOverWasm, 2)}  naive/wasm ${fmt(r.reach.ratio.naiveOverWasm, 2)}   (${r.reach.queries} queries a round)`,
    `sonar   ns/query  wasm ${fmt(r.sonar.nsPerQuery.wasm)}  ts ${fmt(r.sonar.nsPerQuery.ts)}   ratio ts/wasm ${fmt(r.sonar.ratio.tsOverWasm, 2)}`,
    `perft   ns/node   wasm ${fmt(r.perft.nsPerNode.wasm)}  ts ${fmt(r.perft.nsPerNode.ts)}   ratio ts/wasm ${fmt(r.perft.ratio.tsOverWasm, 2)}   (depth ${r.perft.depth}, ${r.perft.nodes} nodes)`,
    `playout games/s   wasm ${fmt(r.playouts.gamesPerSecond.wasm)}  ts ${fmt(r.playouts.gamesPerSecond.ts)}   (${r.playouts.players} players, ${r.playouts.games} games a round)`,
  ].join('\n');
}

async function cmdArena(args: string[]): Promise<Output> {
  const { values } = options(args, {
    bots: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    players: { type: 'string' },
    deadline: { type: 'string' },
    threads: { type: 'string' },
    out: { type: 'string' },
    csv: { type: 'string' },
  });
  if (typeof values.bots !== 'string') throw usageError(`--bots b1,b2[,…] is required; built in: ${BUILTIN_BOTS.join(', ')} (ismcts:N for N iterations)`);
  const bots = values.bots.split(',');
  const code: Record<string, string> = {};
  for (const b of bots) {
    if (/\.m?js$/.test(b)) {
      try {
        code[b] = readFileSync(b, 'utf8');
      } catch (e) {
        throw inputError('unreadable', `cannot read bot ${b}: ${(e as Error).message}`);
      }
    } else if (!builtinBot(b)) throw usageError(`unknown bot '${b}'; built in: ${BUILTIN_BOTS.join(', ')} (ismcts:N for N iterations), or a .js file exporting act(ctx)`);
  }
  if (new Set(bots).size !== bots.length) throw usageError('name each bot once');
  const players = intOption(values, 'players', Math.max(2, Math.min(4, bots.length)), 2, 4);
  if (bots.length > players) throw usageError(`${bots.length} bots do not fit ${players} seats`);
  const games = intOption(values, 'games', 20, 1, 1_000_000);
  const seed = intOption(values, 'seed', 1, 0, 2 ** 31);
  const deadlineMs = intOption(values, 'deadline', 1000, 1, 600_000);
  const threads = intOption(values, 'threads', availableParallelism(), 1, 64);
  const start = Date.now();
  const results = await runPool({ bots, code, players, games, seed, deadlineMs }, threads, (done) => {
    if (done % Math.max(1, Math.floor(games / 20)) === 0 || done === games) process.stderr.write(`${done}/${games} games\n`);
  });
  const stats = arenaStats(results, bots);
  if (typeof values.out === 'string') writeFileSync(values.out, JSON.stringify({ format: 'nautilab-arena/1', bots, players, seed, games: results }) + '\n');
  if (typeof values.csv === 'string') writeFileSync(values.csv, resultsCsv(results));
  const json = {
    games: results.length,
    players,
    seed,
    seconds: (Date.now() - start) / 1000,
    bots: stats.bots.map((b) => ({ ...b, elo: Math.round(b.elo), elo95: b.elo95.map(Math.round) })),
    matrix: stats.matrix,
    forfeits: results.filter((r) => r.forfeit).map((r) => r.forfeit),
  };
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const text = [
    `${results.length} games, ${players} players, seeds from ${seed}, ${json.seconds.toFixed(1)} s`,
    ...stats.bots.map((b) => `  ${b.name.padEnd(12)} wins ${b.wins.toFixed(1)}/${b.games} = ${pct(b.winRate)} [${pct(b.winRate95[0])} – ${pct(b.winRate95[1])}]  mean score ${b.score.toFixed(1)}  Elo ${Math.round(b.elo)} [${Math.round(b.elo95[0])} – ${Math.round(b.elo95[1])}]  forfeits ${b.forfeits}`),
  ].join('\n');
  return { json, text };
}

async function cmdBench(args: string[]): Promise<Output> {
  const { values } = options(args, { quick: { type: 'boolean' } });
  const wasm = await loadWasm();
  const machine = { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version };
  let last = '';
  const result = runBench(wasm, {
    quick: values.quick === true,
    machine,
    now: () => performance.now(),
    onProgress: (w, done) => {
      if (w !== last) process.stderr.write(`${last ? '\n' : ''}${w} `);
      last = w;
      process.stderr.write(process.stderr.isTTY ? `\r${w} ${Math.round(done * 100)}%` : '.');
    },
  });
  process.stderr.write('\n');
  return { json: result, text: benchTable(result) };
}

function cmdScore(args: string[]): Output {
  const { positionals } = options(args, {});
  const pos = readPosition(positionals[0]);
  const scores = scoreBreakdown(pos);
  const won = winners(pos, scores);
  return {
    json: { scores, winners: won },
    text: scores.map((s) => `seat ${s.seat}: ${s.total} (sheet ${s.sheetPoints}, raises ${s.raises}, Atlantis ${s.atlantisPoints}, R ${s.research}, Nemo ${s.nemo})${won.includes(s.seat) ? '  winner' : ''}`).join('\n'),
  };
}

function cmdShow(args: string[]): Output {
  const { values, positionals } = options(args, { seat: { type: 'string' } });
  const pos = readPosition(positionals[0]);
  const seat = values.seat === undefined ? null : intOption(values, 'seat', 0, 0, pos.players.length - 1);
  const text = renderBoard(pos, seat);
  return { json: { board: getBoard(pos.board).name, text }, text };
}

function cmdSelfplay(args: string[]): Output {
  const { values } = options(args, { games: { type: 'string' }, seed: { type: 'string' }, players: { type: 'string' } });
  const games = intOption(values, 'games', 1000, 1, 10_000_000);
  const first = intOption(values, 'seed', 0, 0, 2 ** 31);
  const fixed = values.players === undefined ? null : intOption(values, 'players', 2, 2, 4);
  const reasons: Record<string, number> = {};
  const failures: { seed: number; players: number; violations: string[] }[] = [];
  let actions = 0;
  let rounds = 0;
  const start = Date.now();
  for (let i = 0; i < games; i++) {
    const seed = first + i;
    const players = fixed ?? 2 + (seed % 3);
    const { summary, violations } = playGame({ players, seed, check: true });
    reasons[summary.endReason ?? 'none'] = (reasons[summary.endReason ?? 'none'] ?? 0) + 1;
    actions += summary.actions;
    rounds += summary.rounds;
    if (violations.length && failures.length < 20) failures.push({ seed, players, violations: violations.slice(0, 5) });
    if ((i + 1) % 1000 === 0) process.stderr.write(`${i + 1}/${games} games, ${failures.length} failing\n`);
  }
  const seconds = (Date.now() - start) / 1000;
  const json = { games, firstSeed: first, ok: failures.length === 0, failures, endReasons: reasons, actions, meanRounds: rounds / games, seconds };
  const text = `${games} games from seed ${first}: ${failures.length ? `${failures.length} FAILING (first: seed ${failures[0]!.seed}: ${failures[0]!.violations[0]})` : 'every invariant held'}; ${actions} actions, mean ${(rounds / games).toFixed(1)} rounds, end reasons ${JSON.stringify(reasons)}, ${seconds.toFixed(1)} s`;
  if (failures.length) throw new Exit(1, json, text);
  return { json, text };
}

const COMMANDS: Record<string, (args: string[]) => Output | Promise<Output>> = {
  play: cmdPlay,
  validate: cmdValidate,
  legal: cmdLegal,
  apply: cmdApply,
  reach: cmdReach,
  sonar: cmdSonar,
  perft: cmdPerft,
  bench: cmdBench,
  arena: cmdArena,
  score: cmdScore,
  show: cmdShow,
  selfplay: cmdSelfplay,
};

/** Runs the command line; returns the exit code. */
export async function main(argv: string[], cliHost?: CliHost): Promise<number> {
  if (cliHost) host = cliHost;
  const [command, ...args] = argv;
  const json = args.includes('--json');
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return command ? 0 : 2;
  }
  const run = COMMANDS[command];
  try {
    if (!run) throw usageError(`unknown command '${command}'; see nautilab --help`);
    const out = await run(args);
    process.stdout.write(json ? JSON.stringify(out.json) + '\n' : out.text + '\n');
    return 0;
  } catch (e) {
    if (!(e instanceof Exit)) {
      const message = (e as Error).stack ?? String(e);
      if (json) process.stdout.write(JSON.stringify({ ok: false, error: { code: 'internal', message: String((e as Error).message ?? e) } }) + '\n');
      process.stderr.write(`nautilab: internal error: ${message}\n`);
      return 1;
    }
    if (json) process.stdout.write(JSON.stringify(e.doc) + '\n');
    process.stderr.write(`nautilab: ${e.message}\n${e.code === 2 ? 'see nautilab --help\n' : ''}`);
    return e.code;
  }
}

/**
 * The kernel benchmark (docs/cli.md, "Benchmark" and "Bench, measured fairly"): reach, sonar,
 * perft, the engine's reach path and whole games, WASM against the TS twin (and the plain BFS
 * for reach), on positions from seeded games on the default board and on random boards of every
 * size. Runs in Node (CPU time) and in a browser worker (performance.now, wall-clock).
 *
 * How it measures. A workload is a pass over many distinct queries (hundreds of positions,
 * thousands of queries; no small set repeated). Each implementation is warmed up, then its
 * repetition count is calibrated so that one timed round (that many passes) lasts at least
 * `minRoundMs` (20 ms): rounds of the fast and the slow side are of similar length, so neither
 * absorbs more preemption or timer error. Rounds are interleaved in rotating order, timed with
 * the clock the host hands in (CPU time of the process in Node), and every pass's checksum must
 * equal the others', or the run fails. A ratio is taken per round (same round, both sides) and
 * reported as median, min and max over rounds.
 *
 * A quick run (`quick`) does a fixed, small amount of work instead: the same workloads on fewer
 * positions, a fixed number of warm-up passes and of passes a round, a few rounds, no calibration
 * and no floor. It takes a few seconds whatever the load, and its figures are rough.
 */
import { Rng, seedRng } from '../core/rng.js';
import { tsPlayouts } from '../core/playouts.js';
import { POLICY, packPosition, packedPlayouts, twinPackedEngine, type PackedEngine } from '../nautilus/packed.js';
import { BfsKernel } from '../kernel/bfs.js';
import { TsKernel } from '../kernel/tsKernel.js';
import { emptyKernelBoard, squaresOf, type Kernel, type KernelBoard, type ReachKernel } from '../kernel/types.js';
import {
  applyInPlace,
  clonePosition,
  countLegal,
  createNautilus,
  isEmpty,
  kernelView,
  legalActions,
  makeAction,
  observe,
  playGame,
  seaOf,
  setupGame,
  type Action,
  type KernelView,
  type Position,
} from '../nautilus/index.js';
import type { AnyGame } from '../core/game.js';
import { Atlantis } from '../atlantis/game.js';
import { Duel } from '../duel/game.js';
import { FORWARD_PATHS, FORWARD_PLAYERS, forwardGames, type ForwardPath } from './forward.js';

/** Median, min and max over rounds. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Reach timings of the three implementations on one query set, and their ratios. */
export interface ReachRow {
  nsPerQuery: { wasm: Spread; ts: Spread; naive: Spread };
  ratio: { tsOverWasm: Spread; naiveOverWasm: Spread };
  /** Distinct queries in one pass. */
  queries: number;
}

/** The benchmark's result (docs/cli.md). */
export interface BenchResult {
  machine: Record<string, string | number>;
  /** What the times are: CPU time of the process (Node) or wall-clock time (the browser). */
  clock: 'cpu' | 'wall';
  reach: ReachRow & {
    positions: number;
    /** setPosition + reach + the target squares read out, per query, as the engine's move generation calls it. */
    enginePath: {
      nsPerQuery: { wasm: Spread; ts: Spread };
      ratio: { tsOverWasm: Spread };
      queries: number;
      /** The same with the board handed over once per position, not per query (what the engine could do). */
      boardOncePerPosition: { nsPerQuery: { wasm: Spread; ts: Spread }; ratio: { tsOverWasm: Spread; wasmOnceOverPerQuery: Spread; tsOnceOverPerQuery: Spread } };
    };
    byRange: (ReachRow & { range: number })[];
    byBoard: (ReachRow & { size: number })[];
  };
  sonar: { nsPerQuery: { wasm: Spread; ts: Spread }; ratio: { tsOverWasm: Spread }; queries: number };
  perft: { nsPerNode: { wasm: Spread; ts: Spread }; ratio: { tsOverWasm: Spread }; nodes: number; depth: number };
  playouts: {
    /** Random games per wall-clock second. */
    gamesPerSecond: { wasm: Spread; ts: Spread };
    /** Random games per second of `clock` time. */
    gamesPerCpuSecond: { wasm: Spread; ts: Spread };
    /** Random games played through the checked, copying `play` (a bot's forward model), per second of `clock` time. */
    checkedGamesPerCpuSecond: { wasm: Spread; ts: Spread };
    /** Games where every seat plays the greedy policy, per second of `clock` time. */
    greedyGamesPerCpuSecond: { wasm: Spread; ts: Spread };
    ratio: { wasmOverTs: Spread; checkedWasmOverTs: Spread; greedyWasmOverTs: Spread };
    games: number;
    greedyGames: number;
    players: number;
  };
  /**
   * Forward models per game (`forward.ts`): random games per second of `clock` time along each path,
   * the engine's own playouts among them, and each path's speed over the engine's (per round).
   */
  forward: ForwardRow[];
  /** Timed rounds per workload (main workloads; by range and by board use `sweepRounds`, games `gameRounds`). */
  rounds: number;
  sweepRounds: number;
  gameRounds: number;
  quick: boolean;
  /** The floor every timed round is sized to (0 in a quick run: rounds are fixed work), and the length of the rounds actually timed (ms). */
  minRoundMs: number;
  roundMs: Spread;
  /**
   * The work done: passes in every warm-up and in every timed round (fixed in a quick run, null when
   * calibrated to time), and the passes run in all, warm-ups and timed rounds.
   */
  work: { warmupPasses: number | null; passesPerRound: number | null; passes: number; timedPasses: number };
  /**
   * The packed playout engine (`src/nautilus/packed.ts`), WASM and its TS twin, beside the object
   * engine of the rules (on the WASM kernel) on the same work: legal actions of the bench's
   * mid-game positions (packed from the position, then generated), random 4-player games (the
   * draws of `playGame`'s random seats) and greedy 4-player games (`Game.rollout`, the search's
   * playout policy) from the setup. Absent when no playout engine was given.
   */
  packed?: PackedBenchRow;
}

/** The packed engine's rows of the benchmark (see `BenchResult.packed`). */
export interface PackedBenchRow {
  positions: number;
  /** Games a pass (random and greedy). */
  games: number;
  players: number;
  legalNsPerPosition: Record<PackedImpl, Spread>;
  randomGamesPerCpuSecond: Record<PackedImpl, Spread>;
  greedyGamesPerCpuSecond: Record<PackedImpl, Spread>;
  /** Speed over the object engine (per round), and WASM over the twin. */
  ratio: { legalWasmOverObject: Spread; randomWasmOverObject: Spread; randomTwinOverObject: Spread; greedyWasmOverObject: Spread; greedyTwinOverObject: Spread; greedyWasmOverTwin: Spread };
}

/** The packed engine on WASM, its TS twin, and the object engine. */
export type PackedImpl = 'wasm' | 'twin' | 'object';
export const PACKED_IMPLS: readonly PackedImpl[] = ['wasm', 'twin', 'object'];

/** One game's forward-model paths: games per second of `clock` time, and speed over the engine's own playouts. */
export interface ForwardRow {
  game: string;
  players: number;
  /** Games a pass. */
  games: number;
  gamesPerCpuSecond: Record<ForwardPath, Spread>;
  overEngine: Record<ForwardPath, Spread>;
}

/** The fixed work of a quick run: positions, rounds per workload, passes per warm-up and per round, games a pass. */
export const QUICK_WORK = { positions: 120, rounds: 3, sweepRounds: 3, gameRounds: 3, warmupPasses: 2, passesPerRound: 2, games: 4, greedyGames: 1, forwardGames: { nautilus: 1, atlantis: 2, duel: 4 } } as const;
/** The work of a full run where it is fixed (round lengths are calibrated to time). */
export const FULL_WORK = { positions: 300, rounds: 21, sweepRounds: 11, gameRounds: 9, games: 12, greedyGames: 2, forwardGames: { nautilus: 6, atlantis: 12, duel: 24 } } as const;

/** How to run the benchmark. */
export interface BenchOptions {
  quick?: boolean;
  /** Facts about the machine (cpu, cores, node or user agent, load). */
  machine: Record<string, string | number>;
  /** The clock rounds are timed with, in ms: CPU time in Node (`process.cpuUsage`), `performance.now()` in a browser. */
  now: () => number;
  /** What `now` measures (default 'cpu'). */
  clock?: 'cpu' | 'wall';
  /** A wall clock in ms for `playouts.gamesPerSecond` (default `now`). */
  wallNow?: () => number;
  /** Progress: the workload, and how much of the whole benchmark is done (0..1). */
  onProgress?: (workload: string, done: number) => void;
  /** Stops the run between rounds when it returns true. */
  cancelled?: () => boolean;
  /** Other implementations in place of the TS twin and the plain BFS (to measure earlier versions the same way). */
  replace?: { ts?: Kernel; naive?: ReachKernel };
  /** The WASM playout engine: with it, the packed engine's rows (`packed`) beside its TS twin and the object engine. */
  packed?: PackedEngine;
}

/** The benchmark failed loudly: implementations disagreed. */
export class ChecksumMismatch extends Error {}

/** Stats over a list of per-round values. */
export function spread(values: number[]): Spread {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { median, min: s[0]!, max: s[s.length - 1]! };
}

/**
 * The smallest nonzero step of a clock in ms, over up to 10 ms of sampling: what the browser's
 * `performance.now()` resolves (5 µs cross-origin isolated in Chromium, 100 µs otherwise).
 */
export function timerResolutionMs(now: () => number): number {
  let best = Infinity;
  const t0 = now();
  let last = t0;
  for (let steps = 0; steps < 200 && last - t0 < 10; ) {
    const t = now();
    if (t !== last) {
      best = Math.min(best, t - last);
      last = t;
      steps++;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Positions and queries.

/**
 * Mid-game positions on the default board: seeded random games, snapshots at the start of
 * phase-3 turns (up to six a game, a few random actions apart), submarines topped up on empty
 * squares: the seat to act to 3, then random seats to 6..12.
 */
export function benchPositions(count: number, seed = 1): Position[] {
  const out: Position[] = [];
  for (let s = seed; out.length < count; s++) {
    const game = setupGame({ players: 4, seed: s });
    const rng = Rng.fromSeed(s * 7 + 3);
    const stop = 100 + rng.int(60);
    for (let i = 0; i < stop && game.endReason === null; i++) applyInPlace(game, rng.pick(legalActions(game)));
    for (let snap = 0; snap < 6 && out.length < count; snap++) {
      while (game.endReason === null && !(game.phase === 3 && game.turn.step === 'launch' && !game.turn.pending)) applyInPlace(game, rng.pick(legalActions(game)));
      if (game.endReason !== null) break;
      out.push(topUp(clonePosition(game), rng));
      for (let k = 3 + rng.int(12); k > 0 && game.endReason === null; k--) applyInPlace(game, rng.pick(legalActions(game)));
    }
  }
  return out;
}

/** Adds submarines on empty squares: the seat to act gets all 3 (so depth-3 perft has moves), then random seats up to 6..12. */
function topUp(pos: Position, rng: Rng): Position {
  const want = 6 + rng.int(7);
  const sea = seaOf(pos);
  const own = (): number => pos.submarines.filter((x) => x.seat === pos.toAct).length;
  for (let tries = 0; (pos.submarines.length < want || own() < 3) && tries < 5000; tries++) {
    const seat = own() < 3 ? pos.toAct : rng.int(pos.players.length);
    const index = [0, 1, 2].find((i) => !pos.submarines.some((x) => x.seat === seat && x.index === i));
    const x = rng.int(sea.width);
    const y = rng.int(sea.height);
    if (index === undefined || !isEmpty(sea, x, y) || pos.submarines.some((q) => q.at[0] === x && q.at[1] === y)) continue;
    pos.submarines.push({ seat, index, at: [x, y] });
  }
  return pos;
}

/** A position as the queries see it: its kernel board and its submarine squares. */
interface BenchBoard {
  board: KernelBoard;
  subs: [number, number][];
}

/**
 * Query origins on a board: every submarine's square and every square within two steps of one
 * that is open water with no tile and no submarine (where submarines are and will be).
 */
function origins(b: BenchBoard): [number, number][] {
  const { board } = b;
  const seen = new Set<number>();
  const out: [number, number][] = [];
  const open = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < board.width && y < board.height && !(((board.cover[y]! | board.tiles[y]! | board.subs[y]!) >>> x) & 1);
  for (const [sx, sy] of b.subs) {
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = Math.abs(dy) - 2; dx <= 2 - Math.abs(dy); dx++) {
        const x = sx + dx, y = sy + dy;
        if (seen.has(y * 64 + x) || !((dx === 0 && dy === 0) || open(x, y))) continue;
        seen.add(y * 64 + x);
        out.push([x, y]);
      }
    }
  }
  return out;
}

/** Per board, queries (x, y, range or radius, trench) from its origins; `param` picks range and trench. */
function queriesOf(boards: BenchBoard[], rng: Rng, param: (rng: Rng) => [number, number]): Int32Array[] {
  return boards.map((b) => {
    const o = origins(b);
    const q = new Int32Array(o.length * 4);
    o.forEach(([x, y], i) => q.set([x, y, ...param(rng)], i * 4));
    return q;
  });
}

/**
 * Random boards of one size with the default board's make-up in the middle game: trench corners
 * (about 12%), 3x3 modules (one per 40 squares), tiles on 10% of the open water, one submarine
 * per 40 squares (at least 6).
 */
export function benchBoards(size: number, count: number, seed: number): BenchBoard[] {
  const rng = Rng.fromSeed(seed);
  const set = (rows: Int32Array, x: number, y: number): void => void (rows[y]! |= 1 << x);
  const has = (rows: Int32Array, x: number, y: number): boolean => ((rows[y]! >>> x) & 1) === 1;
  return Array.from({ length: count }, () => {
    const b = emptyKernelBoard(size, size);
    const corner = Math.round(size * 0.35);
    for (let y = 0; y < corner; y++) {
      for (let x = 0; x < corner - y; x++) {
        set(b.trench, size - 1 - x, y);
        set(b.trench, x, size - 1 - y);
      }
    }
    for (let k = Math.floor((size * size) / 40); k > 0; k--) {
      const cx = 1 + rng.int(size - 2), cy = 1 + rng.int(size - 2);
      for (let y = cy - 1; y <= cy + 1; y++) for (let x = cx - 1; x <= cx + 1; x++) set(b.cover, x, y);
    }
    const subs: [number, number][] = [];
    const want = Math.max(6, Math.floor((size * size) / 40));
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (has(b.cover, x, y) || rng.next() >= 0.1) continue;
        set(b.tiles, x, y);
        if (rng.next() < 0.8) set(b.faceDown, x, y);
      }
    }
    for (let tries = 0; subs.length < want && tries < 10_000; tries++) {
      const x = rng.int(size), y = rng.int(size);
      if (has(b.cover, x, y) || has(b.tiles, x, y) || has(b.subs, x, y)) continue;
      set(b.subs, x, y);
      subs.push([x, y]);
    }
    return { board: b, subs };
  });
}

/** Query batches on boards: batch p (x, y, range or radius, trench; four i32 each) runs after setPosition(boards[p]). */
export interface QuerySet {
  name: string;
  boards: KernelBoard[];
  queries: Int32Array[];
}

/** The positions and query sets of a run (`nautilab bench` and the native reference use the same). */
export interface BenchData {
  positions: Position[];
  views: KernelView[];
  /** Ranges 4..6, trench allowed or not, from every origin of every position. */
  reach: QuerySet;
  /** Radii 4..6 from every origin of every position. */
  sonar: QuerySet;
  /** Each range 1..9 from every origin of a third of the positions. */
  byRange: (QuerySet & { range: number })[];
  /** Random square boards 8x8 .. 32x32, ranges 4..6. */
  byBoard: (QuerySet & { size: number })[];
}

/** Builds the positions and query sets of a quick or a full run (deterministic). */
export function benchData(quick: boolean): BenchData {
  const positions = benchPositions(quick ? QUICK_WORK.positions : FULL_WORK.positions);
  const views = positions.map((p) => kernelView(p));
  const boards: BenchBoard[] = positions.map((p, i) => ({ board: views[i]!.board, subs: p.submarines.map((s) => [s.at[0], s.at[1]] as [number, number]) }));
  const set = (name: string, on: BenchBoard[], seed: number, param: (rng: Rng) => [number, number]): QuerySet => ({ name, boards: on.map((b) => b.board), queries: queriesOf(on, Rng.fromSeed(seed), param) });
  const sweepBoards = boards.filter((_, i) => i % 3 === 0).slice(0, quick ? 30 : 80);
  return {
    positions,
    views,
    reach: set('reach', boards, 11, (rng) => [4 + rng.int(3), rng.int(2)]),
    sonar: set('sonar', boards, 12, (rng) => [4 + rng.int(3), 0]),
    byRange: RANGES.map((range) => ({ range, ...set(`reach, range ${range}`, sweepBoards, 100 + range, (rng) => [range, rng.int(2)]) })),
    byBoard: SIZES.map((size) => {
      // enough boards for as many queries as the other sweeps (small boards hold few submarines)
      const on = benchBoards(size, Math.ceil((quick ? 2400 : 6000) / (13 * Math.max(6, Math.floor((size * size) / 40)))), 200 + size);
      return { size, ...set(`reach, ${size}x${size}`, on, 300 + size, (rng) => [4 + rng.int(3), rng.int(2)]) };
    }),
  };
}

const RANGES = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const SIZES = [8, 12, 16, 20, 24, 28, 32];

// ---------------------------------------------------------------------------------------------
// Playouts: the one place the bench drives the engine (and chooses its kernel).

/**
 * Plays whole 4-player games (one per seed) with an engine instance on `kernel`; returns the number
 * of actions played (the checksum). `random`: every seat draws a uniformly random legal action
 * (`randomLegal`) and applies it in place (what rollouts do); `checked`: the same draws, each played
 * with the checked, copying `play` (a bot's forward model); `greedy`: every seat plays the greedy
 * policy on its observation, from the legal actions in notation.
 */
export function playouts(kernel: ReachKernel, seeds: number[], policy: 'random' | 'checked' | 'greedy'): number {
  const game = createNautilus(kernel);
  const greedy = (pos: Position, legal: Action[]): Action => {
    const names = legal.map(makeAction);
    const i = names.indexOf(game.greedy(game.observe(pos, pos.toAct), names));
    return legal[i < 0 ? 0 : i]!;
  };
  let actions = 0;
  for (const seed of seeds) {
    if (policy === 'checked') {
      actions += checkedGame(game, seed);
      continue;
    }
    const bots = policy === 'greedy' ? [greedy, greedy, greedy, greedy] : undefined;
    actions += playGame({ players: 4, seed, bots, ctx: game.context }).summary.actions;
  }
  return actions;
}

/** One random game through the checked, copying `play`: the draws of `playGame`'s random seats. */
function checkedGame(game: ReturnType<typeof createNautilus>, seed: number): number {
  let pos = game.setup({ players: 4, seed });
  const rngs = [1, 2, 3, 4].map((s) => Rng.fromSeed(seed * 16 + s));
  let n = 0;
  while (pos.endReason === null) {
    const action = game.randomLegal(pos, rngs[pos.toAct]!);
    const next = action && game.play(pos, action);
    if (!next || !next.ok) throw new Error(`bench: no legal action, or it was refused, in game ${seed}`);
    pos = next.value;
    n++;
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// Timing.

/** One workload: a pass over its queries on one implementation returns a checksum. */
interface Workload<K extends string> {
  label: string;
  impls: readonly K[];
  /** Warm-up per implementation in ms when longer than the timer's (whole games need long to reach steady speed). */
  warmMs?: number;
  /** One pass; `round` is -1 in the warm-up (the playouts play other games there). */
  pass: (impl: K, round: number) => number;
  rounds: number;
}

/** Per implementation, per round: milliseconds of one pass (the round's time over its passes), and wall ms likewise. */
interface Timings<K extends string> {
  msPerPass: Record<K, number[]>;
  wallMsPerPass: Record<K, number[]>;
}

/** How rounds are sized: calibrated to time (a full run), or a fixed number of passes (a quick run). */
type Sizing =
  | { kind: 'time'; minRoundMs: number; targetRoundMs: number; warmMs: number }
  | { kind: 'fixed'; warmupPasses: number; passesPerRound: number };

class Timer {
  readonly roundMs: number[] = [];
  /** Passes run in all, and in timed rounds. */
  passes = 0;
  timedPasses = 0;
  private done = 0;
  constructor(
    private readonly opts: BenchOptions,
    readonly sizing: Sizing,
    private readonly total: number,
  ) {}

  get minRoundMs(): number {
    return this.sizing.kind === 'time' ? this.sizing.minRoundMs : 0;
  }

  /** Warm-up, calibration, then interleaved timed rounds (see the file comment). */
  run<K extends string>(w: Workload<K>): Timings<K> {
    const { opts } = this;
    const now = opts.now;
    const wall = opts.wallNow ?? now;
    const check = (impl: K, round: number, got: number, want: number | undefined): number => {
      if (want !== undefined && got !== want) {
        throw new ChecksumMismatch(`${w.label}: ${impl} returned checksum ${got} in round ${round}, the others ${want}`);
      }
      this.passes++;
      return got;
    };
    const sizing = this.sizing;
    // warm-up: at least two passes and warmMs (or the workload's own) per implementation, the last
    // pass calibrating; a quick run's fixed passes
    const warmMs = sizing.kind === 'time' ? Math.max(sizing.warmMs, w.warmMs ?? 0) : 0;
    const warmPasses = sizing.kind === 'time' ? 2 : sizing.warmupPasses;
    const reps = {} as Record<K, number>;
    let warmSum: number | undefined;
    for (const impl of w.impls) {
      const t0 = now();
      let passes = 0;
      let last = 0;
      while (passes < warmPasses || now() - t0 < warmMs) {
        const t = now();
        warmSum = check(impl, -1, w.pass(impl, -1), warmSum);
        last = now() - t;
        passes++;
      }
      reps[impl] = sizing.kind === 'time' ? Math.max(1, Math.ceil(sizing.targetRoundMs / Math.max(last, 0.001))) : sizing.passesPerRound;
    }
    const msPerPass = Object.fromEntries(w.impls.map((k) => [k, [] as number[]])) as Record<K, number[]>;
    const wallMsPerPass = Object.fromEntries(w.impls.map((k) => [k, [] as number[]])) as Record<K, number[]>;
    for (let r = 0; r < w.rounds; r++) {
      if (opts.cancelled?.()) throw new Error('cancelled');
      let want: number | undefined;
      for (let j = 0; j < w.impls.length; j++) {
        const impl = w.impls[(j + r) % w.impls.length]!;
        for (;;) {
          const n = reps[impl];
          const w0 = wall();
          const t0 = now();
          for (let k = 0; k < n; k++) want = check(impl, r, w.pass(impl, r), want);
          const ms = now() - t0;
          const wallMs = wall() - w0;
          if (sizing.kind === 'fixed' || ms >= sizing.minRoundMs) {
            // a fixed round that the clock saw as 0 counts as its resolution, so rates stay finite
            msPerPass[impl].push(Math.max(ms, 0.001) / n);
            wallMsPerPass[impl].push(Math.max(wallMs, 0.001) / n);
            this.roundMs.push(ms);
            this.timedPasses += n;
            break;
          }
          // shorter than the floor (the code got faster since calibration): more passes, and again
          reps[impl] = Math.ceil((n * sizing.targetRoundMs) / Math.max(ms, 0.001));
        }
        this.done++;
        opts.onProgress?.(w.label, Math.min(1, this.done / this.total));
      }
    }
    return { msPerPass, wallMsPerPass };
  }
}

const ns = (msPerPass: number[], units: number): Spread => spread(msPerPass.map((m) => (m * 1e6) / units));
const ratioOf = (a: number[], b: number[]): Spread => spread(a.map((x, i) => x / b[i]!));
/** Queries in one pass over a set. */
const count = (set: QuerySet): number => set.queries.reduce((n, q) => n + (q.length >> 2), 0);

// ---------------------------------------------------------------------------------------------
// The benchmark.

/** Runs the whole benchmark with the given WASM kernel. */
export function runBench(wasm: Kernel, opts: BenchOptions): BenchResult {
  const quick = opts.quick ?? false;
  const work = quick ? QUICK_WORK : FULL_WORK;
  const { rounds, sweepRounds, gameRounds } = work;
  // every timed round is a slot: 3 reach + 4 engine path + 2 sonar + 2 perft, the sweeps, 2 + 2 + 2 games, the forward paths of three games
  const slots = rounds * 11 + sweepRounds * 3 * (RANGES.length + SIZES.length) + gameRounds * (6 + 3 * FORWARD_PATHS.length) + (opts.packed ? 3 * rounds + 6 * gameRounds : 0);
  // full: rounds of at least 20 ms, aimed at 50 ms, 60 ms of warm-up; quick: fixed passes
  const timer = new Timer(opts, quick ? { kind: 'fixed', warmupPasses: QUICK_WORK.warmupPasses, passesPerRound: QUICK_WORK.passesPerRound } : { kind: 'time', minRoundMs: 20, targetRoundMs: 50, warmMs: 60 }, slots);
  opts.onProgress?.('positions', 0);

  const ts = opts.replace?.ts ?? new TsKernel();
  const naive = opts.replace?.naive ?? new BfsKernel();
  const kernels = { wasm, ts, naive };
  const data = benchData(quick);
  const { positions, views } = data;

  /** A workload of query batches, one setPosition per board: reach or sonar on every implementation named. */
  const batches = <K extends 'wasm' | 'ts' | 'naive'>(set: QuerySet, impls: readonly K[], method: 'reachBatch' | 'sonarBatch', r: number): Workload<K> => ({
    label: set.name,
    impls,
    rounds: r,
    pass: (impl) => {
      const k = kernels[impl];
      let checksum = 0;
      for (let p = 0; p < set.boards.length; p++) {
        k.setPosition(set.boards[p]!);
        checksum = (checksum + k[method](set.queries[p]!, set.queries[p]!.length >> 2)) | 0;
      }
      return checksum;
    },
  });
  const reachRow = (set: QuerySet, r: number): ReachRow => {
    const t = timer.run(batches(set, all, 'reachBatch', r));
    const queries = count(set);
    return {
      nsPerQuery: { wasm: ns(t.msPerPass.wasm, queries), ts: ns(t.msPerPass.ts, queries), naive: ns(t.msPerPass.naive, queries) },
      ratio: { tsOverWasm: ratioOf(t.msPerPass.ts, t.msPerPass.wasm), naiveOverWasm: ratioOf(t.msPerPass.naive, t.msPerPass.wasm) },
      queries,
    };
  };
  const all = ['wasm', 'ts', 'naive'] as const;
  const two = ['wasm', 'ts'] as const;

  const reach = reachRow(data.reach, rounds);

  // the engine path: per submarine of the seat to act, setPosition + reach + the squares as objects
  const engineQueries = views.flatMap((v) => Array.from({ length: v.count }, (_, i) => ({ board: v.board, x: v.subs[i * 4]!, y: v.subs[i * 4 + 1]!, range: v.range, trench: v.trenchOpen || v.allKinds })));
  /**
   * The engine's reach path on a kernel; the `once` variants hand the board over once per position
   * instead of per query (a proposal for the engine), timed in the same interleaved rounds.
   */
  const enginePass = (impl: 'wasm' | 'ts' | 'wasmOnce' | 'tsOnce'): number => {
    const once = impl === 'wasmOnce' || impl === 'tsOnce';
    const k = kernels[impl === 'wasm' || impl === 'wasmOnce' ? 'wasm' : 'ts'];
    let checksum = 0;
    let last: KernelBoard | null = null;
    for (const q of engineQueries) {
      // as sea.ts reachTargets: the board handed over, the query, the targets read out
      if (!once || q.board !== last) k.setPosition(q.board);
      last = q.board;
      const n = k.reach(q.x, q.y, q.range, q.trench);
      const out: { x: number; y: number }[] = [];
      if (n) for (const [x, y] of squaresOf(k.targets(), q.board.height)) out.push({ x, y });
      for (const t of out) checksum = (checksum + t.x + 32 * t.y + 1) | 0;
    }
    return checksum;
  };
  const engine = timer.run({ label: 'engine path', impls: ['wasm', 'ts', 'wasmOnce', 'tsOnce'] as const, rounds, pass: enginePass });

  const sonar = timer.run(batches(data.sonar, two, 'sonarBatch', rounds));

  // perft: depth 3 over the seat to act's three submarines
  const perftViews = views.filter((_, i) => i % 20 === 0).slice(0, quick ? 6 : 15);
  const depth = 3;
  let nodes = 0;
  const perft = timer.run<'wasm' | 'ts'>({
    label: 'perft',
    impls: two,
    rounds,
    pass: (impl) => {
      const k = kernels[impl];
      let total = 0;
      for (const v of perftViews) {
        k.setPosition(v.board);
        total += k.perft(v.subs, v.count, v.range, v.trenchOpen, v.allKinds, depth);
      }
      nodes = total;
      return total;
    },
  });

  const byRange = data.byRange.map((set) => ({ range: set.range, ...reachRow(set, sweepRounds) }));
  const byBoard = data.byBoard.map((set) => ({ size: set.size, ...reachRow(set, sweepRounds) }));

  // playouts: whole games; the warm-up plays other seeds than the timed rounds, which all play the
  // same games (games differ in length by a factor of 3, and that would swamp the spread)
  const { games, greedyGames } = work;
  const seedsOf = (base: number, n: number, round: number): number[] => Array.from({ length: n }, (_, g) => base + (round < 0 ? 100 : 0) + g);
  // the engine's code takes some hundred games to reach steady speed (JIT tiers): a short warm-up
  // would time the first side's rounds colder than the second's (a quick run's figures are rough)
  const warmMs = 1000;
  const random = timer.run<'wasm' | 'ts'>({ label: 'playouts', impls: two, rounds: gameRounds, warmMs, pass: (impl, r) => playouts(kernels[impl], seedsOf(1000, games, r), 'random') });
  const checked = timer.run<'wasm' | 'ts'>({ label: 'checked playouts', impls: two, rounds: gameRounds, warmMs, pass: (impl, r) => playouts(kernels[impl], seedsOf(1000, games, r), 'checked') });
  const greedy = timer.run<'wasm' | 'ts'>({ label: 'greedy playouts', impls: two, rounds: gameRounds, warmMs, pass: (impl, r) => playouts(kernels[impl], seedsOf(5000, greedyGames, r), 'greedy') });
  const perSecond = (ms: number[], n: number): Spread => spread(ms.map((m) => (n * 1000) / m));

  const packed = opts.packed ? packedRows(timer, opts.packed, wasm, positions, games, gameRounds, rounds, warmMs, seedsOf) : undefined;

  // forward models: every path plays the same seeded random games; the engine's own playouts beside
  const forwardGames_ = quick ? QUICK_WORK.forwardGames : FULL_WORK.forwardGames;
  const forwardGamesOf: Record<string, AnyGame> = { nautilus: createNautilus(wasm), atlantis: Atlantis, duel: Duel };
  const forward: ForwardRow[] = Object.entries(forwardGamesOf).map(([id, game]) => {
    const n = forwardGames_[id as keyof typeof forwardGames_];
    const t = timer.run<ForwardPath>({ label: `forward ${id}`, impls: FORWARD_PATHS, rounds: gameRounds, warmMs, pass: (impl, r) => forwardGames(game, impl, seedsOf(7000, n, r)) });
    const rate = (k: ForwardPath): Spread => perSecond(t.msPerPass[k], n);
    const over = (k: ForwardPath): Spread => ratioOf(t.msPerPass.engine, t.msPerPass[k]);
    return {
      game: id,
      players: FORWARD_PLAYERS[id]!,
      games: n,
      gamesPerCpuSecond: Object.fromEntries(FORWARD_PATHS.map((k) => [k, rate(k)])) as Record<ForwardPath, Spread>,
      overEngine: Object.fromEntries(FORWARD_PATHS.map((k) => [k, over(k)])) as Record<ForwardPath, Spread>,
    };
  });

  return {
    machine: opts.machine,
    clock: opts.clock ?? 'cpu',
    reach: {
      ...reach,
      positions: positions.length,
      enginePath: {
        nsPerQuery: { wasm: ns(engine.msPerPass.wasm, engineQueries.length), ts: ns(engine.msPerPass.ts, engineQueries.length) },
        ratio: { tsOverWasm: ratioOf(engine.msPerPass.ts, engine.msPerPass.wasm) },
        queries: engineQueries.length,
        boardOncePerPosition: {
          nsPerQuery: { wasm: ns(engine.msPerPass.wasmOnce, engineQueries.length), ts: ns(engine.msPerPass.tsOnce, engineQueries.length) },
          ratio: {
            tsOverWasm: ratioOf(engine.msPerPass.tsOnce, engine.msPerPass.wasmOnce),
            wasmOnceOverPerQuery: ratioOf(engine.msPerPass.wasmOnce, engine.msPerPass.wasm),
            tsOnceOverPerQuery: ratioOf(engine.msPerPass.tsOnce, engine.msPerPass.ts),
          },
        },
      },
      byRange,
      byBoard,
    },
    sonar: {
      nsPerQuery: { wasm: ns(sonar.msPerPass.wasm, count(data.sonar)), ts: ns(sonar.msPerPass.ts, count(data.sonar)) },
      ratio: { tsOverWasm: ratioOf(sonar.msPerPass.ts, sonar.msPerPass.wasm) },
      queries: count(data.sonar),
    },
    perft: {
      nsPerNode: { wasm: ns(perft.msPerPass.wasm, nodes), ts: ns(perft.msPerPass.ts, nodes) },
      ratio: { tsOverWasm: ratioOf(perft.msPerPass.ts, perft.msPerPass.wasm) },
      nodes,
      depth,
    },
    playouts: {
      gamesPerSecond: { wasm: perSecond(random.wallMsPerPass.wasm, games), ts: perSecond(random.wallMsPerPass.ts, games) },
      gamesPerCpuSecond: { wasm: perSecond(random.msPerPass.wasm, games), ts: perSecond(random.msPerPass.ts, games) },
      checkedGamesPerCpuSecond: { wasm: perSecond(checked.msPerPass.wasm, games), ts: perSecond(checked.msPerPass.ts, games) },
      greedyGamesPerCpuSecond: { wasm: perSecond(greedy.msPerPass.wasm, greedyGames), ts: perSecond(greedy.msPerPass.ts, greedyGames) },
      ratio: {
        wasmOverTs: ratioOf(random.msPerPass.ts, random.msPerPass.wasm),
        checkedWasmOverTs: ratioOf(checked.msPerPass.ts, checked.msPerPass.wasm),
        greedyWasmOverTs: ratioOf(greedy.msPerPass.ts, greedy.msPerPass.wasm),
      },
      games,
      greedyGames,
      players: 4,
    },
    forward,
    rounds,
    sweepRounds,
    gameRounds,
    quick,
    minRoundMs: timer.minRoundMs,
    roundMs: spread(timer.roundMs),
    work: {
      warmupPasses: quick ? QUICK_WORK.warmupPasses : null,
      passesPerRound: quick ? QUICK_WORK.passesPerRound : null,
      passes: timer.passes,
      timedPasses: timer.timedPasses,
    },
    ...(packed ? { packed } : {}),
  };
}

/**
 * The packed engine's workloads (see `BenchResult.packed`): each pass plays the same positions or
 * games on every side, and the checksums (legal actions counted, actions played) must agree, so a
 * side that played other games than the object engine fails the run.
 */
function packedRows(
  timer: Timer,
  packed: PackedEngine,
  kernel: ReachKernel,
  positions: readonly Position[],
  games: number,
  gameRounds: number,
  rounds: number,
  warmMs: number,
  seedsOf: (base: number, n: number, round: number) => number[],
): PackedBenchRow {
  const engines: Record<'wasm' | 'twin', PackedEngine> = { wasm: packed, twin: twinPackedEngine() };
  const object = createNautilus(kernel);
  const objectPlayouts = tsPlayouts<Position>(object);
  const packedPlay = { wasm: packedPlayouts(engines.wasm), twin: packedPlayouts(engines.twin) };
  const legal = timer.run<PackedImpl>({
    label: 'packed legal actions',
    impls: PACKED_IMPLS,
    rounds,
    pass: (impl) => {
      let n = 0;
      if (impl === 'object') for (const p of positions) n += countLegal(p, object.context);
      else {
        const e = engines[impl];
        for (const p of positions) {
          packPosition(e, p);
          n += e.x.generate();
        }
      }
      return n;
    },
  });
  const random = timer.run<PackedImpl>({
    label: 'packed random playouts',
    impls: PACKED_IMPLS,
    rounds: gameRounds,
    warmMs,
    pass: (impl, r) => {
      let n = 0;
      for (const seed of seedsOf(9000, games, r)) {
        if (impl === 'object') n += playGame({ players: 4, seed, ctx: object.context }).summary.actions;
        else {
          const e = engines[impl];
          packPosition(e, setupGame({ players: 4, seed }), [1, 2, 3, 4].map((s) => seedRng(seed * 16 + s)));
          n += e.x.playout(1 << 30, 200_000, POLICY.random);
        }
      }
      return n;
    },
  });
  const greedy = timer.run<PackedImpl>({
    label: 'packed greedy playouts',
    impls: PACKED_IMPLS,
    rounds: gameRounds,
    warmMs,
    pass: (impl, r) => {
      let n = 0;
      const play = impl === 'object' ? objectPlayouts : packedPlay[impl];
      for (const seed of seedsOf(9500, games, r)) n += play.playout(setupGame({ players: 4, seed }), Infinity, seed, 200_000, false).actions;
      return n;
    },
  });
  const perSecond = (ms: number[], n: number): Spread => spread(ms.map((m) => (n * 1000) / m));
  const by = (t: Timings<PackedImpl>, f: (ms: number[]) => Spread): Record<PackedImpl, Spread> => ({ wasm: f(t.msPerPass.wasm), twin: f(t.msPerPass.twin), object: f(t.msPerPass.object) });
  return {
    positions: positions.length,
    games,
    players: 4,
    legalNsPerPosition: by(legal, (ms) => ns(ms, positions.length)),
    randomGamesPerCpuSecond: by(random, (ms) => perSecond(ms, games)),
    greedyGamesPerCpuSecond: by(greedy, (ms) => perSecond(ms, games)),
    ratio: {
      legalWasmOverObject: ratioOf(legal.msPerPass.object, legal.msPerPass.wasm),
      randomWasmOverObject: ratioOf(random.msPerPass.object, random.msPerPass.wasm),
      randomTwinOverObject: ratioOf(random.msPerPass.object, random.msPerPass.twin),
      greedyWasmOverObject: ratioOf(greedy.msPerPass.object, greedy.msPerPass.wasm),
      greedyTwinOverObject: ratioOf(greedy.msPerPass.object, greedy.msPerPass.twin),
      greedyWasmOverTwin: ratioOf(greedy.msPerPass.twin, greedy.msPerPass.wasm),
    },
  };
}

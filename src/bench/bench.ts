/**
 * The kernel benchmark (docs/cli.md): reach, sonar, perft and playouts, WASM against the TS twin
 * (and the naive BFS for reach), on positions from seeded games on the default board. Each
 * workload runs in interleaved rounds (the implementations take turns, in rotating order) after
 * a warm-up; ratios are per round, reported as median, min and max. Every implementation must
 * return the same checksum, or the benchmark fails. Runs in Node and in a browser worker.
 */
import { Rng } from '../core/rng.js';
import { NaiveKernel } from '../kernel/naive.js';
import { TsKernel } from '../kernel/tsKernel.js';
import type { Kernel, ReachKernel } from '../kernel/types.js';
import {
  applyInPlace,
  createContext,
  isEmpty,
  kernelView,
  legalActions,
  playGame,
  seaOf,
  setupGame,
  type Position,
} from '../nautilus/index.js';

/** Median, min and max over rounds. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface BenchResult {
  machine: Record<string, string | number>;
  reach: { nsPerQuery: { wasm: Spread; ts: Spread; naive: Spread }; ratio: { tsOverWasm: Spread; naiveOverWasm: Spread }; queries: number };
  sonar: { nsPerQuery: { wasm: Spread; ts: Spread }; ratio: { tsOverWasm: Spread }; queries: number };
  perft: { nsPerNode: { wasm: Spread; ts: Spread }; ratio: { tsOverWasm: Spread }; nodes: number; depth: number };
  playouts: { gamesPerSecond: { wasm: Spread; ts: Spread }; ratio: { wasmOverTs: Spread }; games: number; players: number };
  rounds: number;
  quick: boolean;
}

export interface BenchOptions {
  quick?: boolean;
  /** Facts about the machine (cpu, cores, node or user agent). */
  machine: Record<string, string | number>;
  /** A monotonic clock in milliseconds (performance.now). */
  now: () => number;
  /** Progress: the workload, and how much of the whole benchmark is done (0..1). */
  onProgress?: (workload: string, done: number) => void;
  /** Stops the run between rounds when it returns true. */
  cancelled?: () => boolean;
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
 * Mid-game positions on the default board: seeded random games stopped at the start of a phase-3
 * turn, submarines topped up on empty squares: the seat to act to 3, then random seats to 6..12.
 */
export function benchPositions(count: number, seed = 1): Position[] {
  const out: Position[] = [];
  for (let s = seed; out.length < count; s++) {
    const pos = setupGame({ players: 4, seed: s });
    const rng = Rng.fromSeed(s * 7 + 3);
    const stop = 120 + rng.int(120);
    for (let i = 0; i < stop && pos.endReason === null; i++) applyInPlace(pos, rng.pick(legalActions(pos)));
    while (pos.endReason === null && !(pos.phase === 3 && pos.turn.step === 'launch' && !pos.turn.pending)) applyInPlace(pos, rng.pick(legalActions(pos)));
    if (pos.endReason !== null) continue;
    const want = 6 + rng.int(7);
    const sea = seaOf(pos);
    const own = (): number => pos.submarines.filter((x) => x.seat === pos.toAct).length;
    for (let tries = 0; (pos.submarines.length < want || own() < 3) && tries < 5000; tries++) {
      // the seat to act first gets all 3 (so depth-3 perft has moves), then the seats in turn
      const seat = own() < 3 ? pos.toAct : rng.int(pos.players.length);
      const index = [0, 1, 2].find((i) => !pos.submarines.some((x) => x.seat === seat && x.index === i));
      const x = rng.int(sea.width);
      const y = rng.int(sea.height);
      if (index === undefined || !isEmpty(sea, x, y) || pos.submarines.some((q) => q.at[0] === x && q.at[1] === y)) continue;
      pos.submarines.push({ seat, index, at: [x, y] });
    }
    out.push(pos);
  }
  return out;
}

/** A batch of reach (or sonar) queries per position: from its submarines, ranges 4..6, both trench states. */
function queryBatches(positions: Position[], perPosition: number, seed: number): Int32Array[] {
  const rng = Rng.fromSeed(seed);
  return positions.map((pos) => {
    const q = new Int32Array(perPosition * 4);
    for (let i = 0; i < perPosition; i++) {
      const s = pos.submarines[i % pos.submarines.length]!;
      q.set([s.at[0], s.at[1], 4 + rng.int(3), rng.int(2)], i * 4);
    }
    return q;
  });
}

type Timed = { ms: number; checksum: number };

/** Runs `rounds` interleaved rounds of `run` over the implementations; per-round times. */
function interleave<K extends string>(names: K[], rounds: number, run: (name: K) => Timed, opts: BenchOptions, label: string, base: number, share: number): Record<K, number[]> {
  const times = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<K, number[]>;
  // warm-up: every implementation once, untimed; checksums must already agree
  const warm = names.map((n) => run(n).checksum);
  if (new Set(warm).size !== 1) throw new ChecksumMismatch(`${label}: checksums differ in warm-up: ${names.map((n, i) => `${n}=${warm[i]}`).join(', ')}`);
  for (let r = 0; r < rounds; r++) {
    if (opts.cancelled?.()) throw new Error('cancelled');
    const order = names.map((_, i) => names[(i + r) % names.length]!);
    for (const name of order) {
      const t = run(name);
      if (t.checksum !== warm[0]) throw new ChecksumMismatch(`${label}: ${name} returned checksum ${t.checksum}, expected ${warm[0]}`);
      times[name].push(t.ms);
    }
    opts.onProgress?.(label, base + (share * (r + 1)) / rounds);
  }
  return times;
}

const ratio = (a: number[], b: number[]): number[] => a.map((x, i) => x / b[i]!);
const per = (ms: number[], units: number): number[] => ms.map((m) => (m * 1e6) / units);

/** Runs the whole benchmark with the given WASM kernel. */
export function runBench(wasm: Kernel, opts: BenchOptions): BenchResult {
  const quick = opts.quick ?? false;
  const rounds = quick ? 7 : 21;
  const ts = new TsKernel();
  const naive = new NaiveKernel();
  const positions = benchPositions(quick ? 8 : 16);
  const views = positions.map((p) => kernelView(p));
  const perPosition = quick ? 1024 : 2048;
  const batches = queryBatches(positions, perPosition, 11);
  const queries = positions.length * perPosition;

  /** Times one batched query kind over every position on one kernel. */
  const batched = <N extends string>(kernels: Record<N, ReachKernel>, method: 'reachBatch' | 'sonarBatch') => (name: N): Timed => {
    const k = kernels[name];
    let checksum = 0;
    const t0 = opts.now();
    for (let p = 0; p < views.length; p++) {
      k.setPosition(views[p]!.board);
      checksum = (checksum + k[method](batches[p]!, perPosition)) | 0;
    }
    return { ms: opts.now() - t0, checksum };
  };

  // reach: wasm, ts and the naive BFS on the same batches
  opts.onProgress?.('reach', 0);
  const reach = interleave(['wasm', 'ts', 'naive'], rounds, batched({ wasm, ts, naive }, 'reachBatch'), opts, 'reach', 0, 0.35);
  const sonarKernels = { wasm, ts };
  const sonar = interleave(['wasm', 'ts'], rounds, batched(sonarKernels, 'sonarBatch'), opts, 'sonar', 0.35, 0.15);

  // perft: depth 3 over the seat to act's three submarines
  const perftPositions = positions.slice(0, quick ? 3 : 6);
  const perftViews = perftPositions.map((p) => kernelView(p));
  const depth = 3;
  let nodes = 0;
  const perftRun = (name: 'wasm' | 'ts'): Timed => {
    const k = sonarKernels[name];
    let total = 0;
    const t0 = opts.now();
    for (const v of perftViews) {
      k.setPosition(v.board);
      total += k.perft(v.subs, v.count, v.range, v.trenchOpen, v.allKinds, depth);
    }
    nodes = total;
    return { ms: opts.now() - t0, checksum: total };
  };
  const perft = interleave(['wasm', 'ts'], rounds, perftRun, opts, 'perft', 0.5, 0.2);

  // playouts: whole 4-player games with random bots, the engine on each kernel
  const games = quick ? 6 : 12;
  const contexts = { wasm: createContext(wasm), ts: createContext(ts) };
  const playRun = (name: 'wasm' | 'ts'): Timed => {
    let actions = 0;
    const t0 = opts.now();
    for (let g = 0; g < games; g++) actions += playGame({ players: 4, seed: 1000 + g, ctx: contexts[name] }).summary.actions;
    return { ms: opts.now() - t0, checksum: actions };
  };
  const playouts = interleave(['wasm', 'ts'], quick ? 3 : 7, playRun, opts, 'playouts', 0.7, 0.3);
  const gps = (ms: number[]): number[] => ms.map((m) => (games * 1000) / m);

  return {
    machine: opts.machine,
    reach: {
      nsPerQuery: { wasm: spread(per(reach.wasm, queries)), ts: spread(per(reach.ts, queries)), naive: spread(per(reach.naive, queries)) },
      ratio: { tsOverWasm: spread(ratio(reach.ts, reach.wasm)), naiveOverWasm: spread(ratio(reach.naive, reach.wasm)) },
      queries,
    },
    sonar: {
      nsPerQuery: { wasm: spread(per(sonar.wasm, queries)), ts: spread(per(sonar.ts, queries)) },
      ratio: { tsOverWasm: spread(ratio(sonar.ts, sonar.wasm)) },
      queries,
    },
    perft: {
      nsPerNode: { wasm: spread(per(perft.wasm, nodes)), ts: spread(per(perft.ts, nodes)) },
      ratio: { tsOverWasm: spread(ratio(perft.ts, perft.wasm)) },
      nodes,
      depth,
    },
    playouts: {
      gamesPerSecond: { wasm: spread(gps(playouts.wasm)), ts: spread(gps(playouts.ts)) },
      ratio: { wasmOverTs: spread(ratio(playouts.ts, playouts.wasm)) },
      games,
      players: 4,
    },
    rounds,
    quick,
  };
}

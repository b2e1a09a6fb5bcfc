/**
 * The analysis on each playout engine (`nautilab bench --analysis --playouts`): one thread's samples
 * per CPU second at the stability positions (every fifth of the 50 Nautilus positions of
 * `stability.ts`, 1,000 samples each: the figure of docs/analysis-spec.md, *Throughput*), the same
 * plans run in-process with their samples on the WASM playout engine and on the TS engine's object
 * playouts, in interleaved rounds. The two sides play the same games, so their analyses must come
 * out the same: the bench fails when they do not.
 */
import { finishAnalysis, planAnalysis, runPlannedShard } from '../analysis/analyze.js';
import type { AnyGame } from '../core/game.js';
import { tsPlayouts, type Playouts } from '../core/playouts.js';
import { spread, type Spread } from './bench.js';
import { stabilityPositions, STABILITY_DEFAULTS, STABILITY_SHARD_SIZE } from './stability.js';

export interface PlayoutsBenchOptions {
  /** Samples an analysis (whole shards of 100; default 1000). */
  samples?: number;
  /** Every `step`-th stability position (default 5: 10 of the 50). */
  step?: number;
  /** Rounds (each position once per engine, in alternating order; default 3). */
  rounds?: number;
  /** CPU time in ms. */
  now: () => number;
  onProgress?: (done: number) => void;
}

export interface PlayoutsBenchResult {
  game: string;
  clock: 'cpu';
  positions: number;
  samples: number;
  rounds: number;
  /** Samples per CPU second: per position the median of its rounds, then median [min .. max] over positions. */
  samplesPerCpuSecond: { wasm: Spread; ts: Spread };
  /** WASM over TS per position (median of rounds), median [min .. max] over positions. */
  ratio: Spread;
}

/** Measures `game`'s analysis with its own playouts (`wasm`, the packed engine) against the TS engine's. */
export function benchPlayoutEngines(game: AnyGame, wasm: Playouts, opts: PlayoutsBenchOptions): PlayoutsBenchResult {
  const samples = opts.samples ?? 1000;
  const step = opts.step ?? 5;
  const rounds = opts.rounds ?? 3;
  const positions = stabilityPositions(game, STABILITY_DEFAULTS.positions).filter((_, i) => i % step === 0);
  const sides = { wasm, ts: tsPlayouts(game) };
  const rates = positions.map(() => ({ wasm: [] as number[], ts: [] as number[] }));
  const total = positions.length * rounds * 2;
  let done = 0;
  for (let r = 0; r < rounds; r++) {
    for (const [i, pos] of positions.entries()) {
      const plan = planAnalysis(game, pos, { iterations: samples, shardSize: STABILITY_SHARD_SIZE, seed: 1 + i, exact: false });
      const answers: string[] = [];
      for (const side of (r + i) % 2 === 0 ? (['wasm', 'ts'] as const) : (['ts', 'wasm'] as const)) {
        const t0 = opts.now();
        const results = plan.shards.map((_, k) => runPlannedShard(game, pos, plan, k, undefined, sides[side]));
        const ms = opts.now() - t0;
        const doc = finishAnalysis(game, pos, plan, results, 0);
        answers.push(JSON.stringify(doc.actions));
        rates[i]![side].push((doc.samples * 1000) / Math.max(ms, 0.001));
        opts.onProgress?.(++done / total);
      }
      if (answers[0] !== answers[1]) throw new Error(`the analysis of stability position ${i * step} differs between the playout engines`);
    }
  }
  const med = (xs: number[]): number => spread(xs).median;
  return {
    game: game.id,
    clock: 'cpu',
    positions: positions.length,
    samples,
    rounds,
    samplesPerCpuSecond: { wasm: spread(rates.map((x) => med(x.wasm))), ts: spread(rates.map((x) => med(x.ts))) },
    ratio: spread(rates.map((x) => med(x.wasm.map((w, k) => w / x.ts[k]!)))),
  };
}

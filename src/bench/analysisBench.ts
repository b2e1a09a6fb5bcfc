/**
 * Analysis throughput (issue 13, docs/analysis-spec.md "Throughput"): samples (determinized
 * playouts through the search tree) per second of the analysis engine, on one worker and on all
 * workers, the same positions and budgets in Node (worker_threads, `nautilab bench --analysis`)
 * and in the browser (the page's analysis pool, the Bench view).
 *
 * How it measures. The host hands in `run`, which analyses one position with a sample budget on
 * a number of already-started workers and says how long it took (wall clock: a pool's throughput
 * is samples per second of waiting). A round analyses every position once with one worker and
 * once with all, in alternating order from round to round; the first round is a warm-up and is not
 * reported. Samples per second are taken per round (all positions' samples over their time) and
 * reported as median, min and max over rounds, with the speed-up (all over one) of each round.
 */
import { Rng } from '../core/rng.js';
import { Nautilus } from '../nautilus/game.js';
import type { Position } from '../nautilus/index.js';
import { spread, type Spread } from './bench.js';

/** Samples per shard: the page's live analysis shards (`SHARD_SIZE` in web/src/clients/analysis.ts), so Node runs what the browser runs. */
export const ANALYSIS_BENCH_SHARD_SIZE = 100;

/** A position the throughput is measured on. */
export interface AnalysisBenchCase {
  label: string;
  /** The position as JSON (`Nautilus.toJSON`), so it can travel to any worker. */
  position: unknown;
  /** The seat whose analysis it is: the seat to act. */
  viewpoint: number;
}

/** Analyses `c` with `iterations` samples on `workers` workers: the samples searched and the seconds they took. */
export type AnalysisBenchRun = (c: AnalysisBenchCase, workers: number, iterations: number) => Promise<{ samples: number; seconds: number }>;

export interface AnalysisBenchOptions {
  /** Workers for "all workers" (a host gives its cores). */
  workers: number;
  quick?: boolean;
  /** Sample budget of each analysis, in whole shards (default: 6 shards or two per worker; quick: 2 or one per worker). */
  samples?: number;
  onProgress?: (done: number) => void;
}

export interface AnalysisBenchResult {
  game: 'nautilus';
  mode: 'observation';
  horizon: 'end';
  clock: 'wall';
  workers: number;
  /** Sample budget of each analysis (shards of `ANALYSIS_BENCH_SHARD_SIZE`: at least two per worker, one per worker in a quick run). */
  iterations: number;
  /** Reported rounds (after one warm-up round). */
  rounds: number;
  cases: string[];
  samplesPerSecond: { oneWorker: Spread; allWorkers: Spread };
  /** All workers' samples per second over one worker's, per round. */
  speedup: Spread;
  byCase: { label: string; samplesPerSecond: { oneWorker: Spread; allWorkers: Spread } }[];
}

/**
 * The positions: the opening of a two-player and a four-player game (what the Explore view opens
 * with), and a two-player game in its middle rounds (seeded random actions up to a turn's start
 * where the seat has a choice).
 */
export function analysisBenchCases(): AnalysisBenchCase[] {
  const opening = (players: number): Position => Nautilus.setup({ players, seed: 1 });
  const middle = Nautilus.setup({ players: 2, seed: 3 });
  const rng = Rng.fromSeed(3);
  // a turn's start with a choice (a lone legal action is answered without search: "only move")
  const turnStart = (p: Position): boolean => p.round >= 4 && p.turn.step === 'launch' && !p.turn.pending && Nautilus.legalActions(p).length > 1;
  while (!Nautilus.isOver(middle) && !turnStart(middle)) {
    Nautilus.applyInPlace(middle, rng.pick(Nautilus.legalActions(middle)));
  }
  const of = (label: string, p: Position): AnalysisBenchCase => ({ label, position: Nautilus.toJSON(p), viewpoint: Nautilus.toAct(p)! });
  return [of('opening, 2 players', opening(2)), of('opening, 4 players', opening(4)), of('round 4, 2 players', middle)];
}

export async function benchAnalysis(run: AnalysisBenchRun, opts: AnalysisBenchOptions): Promise<AnalysisBenchResult> {
  const cases = analysisBenchCases();
  const workers = Math.max(1, Math.floor(opts.workers));
  // enough shards that every worker has at least one (quick) or two, and one worker several
  const shards = opts.samples !== undefined ? Math.max(1, Math.floor(opts.samples / ANALYSIS_BENCH_SHARD_SIZE)) : opts.quick ? Math.max(2, workers) : Math.max(6, 2 * workers);
  const iterations = ANALYSIS_BENCH_SHARD_SIZE * shards;
  const rounds = opts.quick ? 1 : 5;
  const one: number[] = [];
  const all: number[] = [];
  const speedup: number[] = [];
  const byCase = cases.map(() => ({ one: [] as number[], all: [] as number[] }));
  const steps = (rounds + 1) * cases.length * 2;
  let done = 0;
  for (let r = 0; r <= rounds; r++) {
    const rate = { one: 0, all: 0 };
    const order: ('one' | 'all')[] = r % 2 === 0 ? ['one', 'all'] : ['all', 'one'];
    for (const side of order) {
      let samples = 0;
      let seconds = 0;
      for (const [i, c] of cases.entries()) {
        const m = await run(c, side === 'one' ? 1 : workers, iterations);
        if (m.samples !== iterations) throw new Error(`the analysis of ${c.label} searched ${m.samples} samples, not the ${iterations} asked for`);
        samples += m.samples;
        seconds += m.seconds;
        if (r > 0) byCase[i]![side].push(m.samples / m.seconds);
        opts.onProgress?.(++done / steps);
      }
      rate[side] = samples / seconds;
    }
    if (r === 0) continue;
    one.push(rate.one);
    all.push(rate.all);
    speedup.push(rate.all / rate.one);
  }
  return {
    game: 'nautilus',
    mode: 'observation',
    horizon: 'end',
    clock: 'wall',
    workers,
    iterations,
    rounds,
    cases: cases.map((c) => c.label),
    samplesPerSecond: { oneWorker: spread(one), allWorkers: spread(all) },
    speedup: spread(speedup),
    byCase: cases.map((c, i) => ({ label: c.label, samplesPerSecond: { oneWorker: spread(byCase[i]!.one), allWorkers: spread(byCase[i]!.all) } })),
  };
}

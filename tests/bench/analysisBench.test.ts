// The analysis throughput bench's machinery (docs/analysis-spec.md "Throughput"). Its runs on real
// workers are tested through `nautilab bench --analysis` (tests/cli) and the Bench view (tests/e2e);
// here the host's runner is a clock that says how fast each side is, so the bookkeeping is exact.
import { describe, expect, test } from 'vitest';
import { ANALYSIS_BENCH_SHARD_SIZE, analysisBenchCases, benchAnalysis, type AnalysisBenchCase } from '../../src/bench/analysisBench.js';
import { Nautilus } from '../../src/nautilus/game.js';
import { SHARD_SIZE } from '../../web/src/clients/analysis.js';

describe('analysis throughput bench', () => {
  test('positions: the openings of a 2- and a 4-player game and a 2-player game at a turn of round 4, each with a choice, each read back, the seat to act as viewpoint', () => {
    const cases = analysisBenchCases();
    expect(cases.map((c) => c.label)).toEqual(['opening, 2 players', 'opening, 4 players', 'round 4, 2 players']);
    const read = cases.map((c) => {
      const r = Nautilus.fromJSON(c.position);
      if (!r.ok) throw new Error(r.error[0]!.message);
      expect(c.viewpoint).toBe(Nautilus.toAct(r.value));
      return r.value;
    });
    expect(read.map((p) => p.players.length)).toEqual([2, 4, 2]);
    expect(read.map((p) => p.round)).toEqual([1, 1, 4]);
    expect(read[2]!.turn.step).toBe('launch');
    // every position has a choice: a lone legal action is answered without search ("only move")
    for (const p of read) expect(Nautilus.legalActions(p).length).toBeGreaterThan(1);
    expect(Nautilus.isOver(read[2]!)).toBe(false);
    // the same positions every run (Node and the browser measure the same thing)
    expect(JSON.stringify(analysisBenchCases())).toBe(JSON.stringify(cases));
  });

  test("shards are the analysis panel's, so Node measures what the page runs", () => {
    expect(ANALYSIS_BENCH_SHARD_SIZE).toBe(SHARD_SIZE);
  });

  /** A runner whose workers each search `rate` samples a second, `slow` times slower for the round-4 position. */
  function runner(rate: number, calls: { label: string; workers: number; iterations: number }[]) {
    return async (c: AnalysisBenchCase, workers: number, iterations: number) => {
      calls.push({ label: c.label, workers, iterations });
      const slow = c.label.startsWith('round') ? 2 : 1;
      return { samples: iterations, seconds: (iterations * slow) / (rate * workers) };
    };
  }

  test('rounds: a warm-up, then each round every position on one worker and on all, in alternating order; rates per round and per position', async () => {
    const calls: { label: string; workers: number; iterations: number }[] = [];
    const progress: number[] = [];
    const r = await benchAnalysis(runner(100, calls), { workers: 4, onProgress: (d) => progress.push(d) });
    expect(r).toMatchObject({ workers: 4, rounds: 5, iterations: 8 * ANALYSIS_BENCH_SHARD_SIZE, cases: ['opening, 2 players', 'opening, 4 players', 'round 4, 2 players'] });
    // 6 rounds (one warm-up) x 2 sides x 3 positions
    expect(calls).toHaveLength(36);
    expect(calls.every((c) => c.iterations === 800)).toBe(true);
    const sides = calls.filter((_, i) => i % 3 === 0).map((c) => c.workers);
    expect(sides).toEqual([1, 4, 4, 1, 1, 4, 4, 1, 1, 4, 4, 1]);
    // three positions of 800 samples, one taking twice as long: 2400 samples in 32 s at 100/s a worker
    expect(r.samplesPerSecond.oneWorker).toEqual({ median: 75, min: 75, max: 75 });
    expect(r.samplesPerSecond.allWorkers).toEqual({ median: 300, min: 300, max: 300 });
    expect(r.speedup).toEqual({ median: 4, min: 4, max: 4 });
    expect(r.byCase.map((c) => [c.samplesPerSecond.oneWorker.median, c.samplesPerSecond.allWorkers.median])).toEqual([[100, 400], [100, 400], [50, 200]]);
    expect(progress).toHaveLength(36);
    expect(progress.at(-1)).toBe(1);
  });

  test('the warm-up is not reported; a quick run is one round of two shards per worker', async () => {
    let call = 0;
    // the warm-up round (the first 6 calls) is ten times slower
    const r = await benchAnalysis(async (_c, workers, iterations) => ({ samples: iterations, seconds: (iterations / (100 * workers)) * (call++ < 6 ? 10 : 1) }), { workers: 1, quick: true });
    expect(r).toMatchObject({ rounds: 1, iterations: 2 * ANALYSIS_BENCH_SHARD_SIZE, workers: 1 });
    expect(call).toBe(12);
    expect(r.samplesPerSecond.oneWorker.median).toBeCloseTo(100, 9);
    expect(r.samplesPerSecond.allWorkers.median).toBeCloseTo(100, 9);
  });

  test('--samples sets the budget of every analysis in whole shards, quick or not', async () => {
    const budgets = async (opts: { workers: number; quick?: boolean; samples?: number }): Promise<number[]> => {
      const seen: number[] = [];
      const r = await benchAnalysis(async (_c, workers, iterations) => (seen.push(iterations), { samples: iterations, seconds: iterations / (100 * workers) }), opts);
      expect(r.iterations).toBe(seen[0]);
      return [...new Set(seen)];
    };
    expect(await budgets({ workers: 4, quick: true, samples: 100 })).toEqual([100]);
    expect(await budgets({ workers: 2, samples: 300 })).toEqual([300]);
    // a budget under a shard is one shard; the defaults are two shards or one per worker (quick), 6 or two per worker
    expect(await budgets({ workers: 1, quick: true, samples: 1 })).toEqual([ANALYSIS_BENCH_SHARD_SIZE]);
    expect(await budgets({ workers: 3, quick: true })).toEqual([3 * ANALYSIS_BENCH_SHARD_SIZE]);
    expect(await budgets({ workers: 4 })).toEqual([8 * ANALYSIS_BENCH_SHARD_SIZE]);
  });

  test('a run that searched fewer samples than asked fails loudly', async () => {
    await expect(benchAnalysis(async (_c, _w, iterations) => ({ samples: iterations - 1, seconds: 1 }), { workers: 2, quick: true })).rejects.toThrow(/searched 199 samples, not the 200 asked for/);
  });
});

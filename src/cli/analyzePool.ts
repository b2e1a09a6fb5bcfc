/**
 * Running an analysis's shards: in-process on one worker, or on `workers` worker_threads. Shards are
 * handed out in order and merged in shard order, so an iteration-budgeted analysis gives the same
 * document on any number of workers. A timed analysis runs one shard per worker until the deadline.
 */
import { Worker } from 'node:worker_threads';
import type { AnyGame } from '../core/game.js';
import { finishAnalysis, runPlannedShard, type AnalysisPlan, type AnalysisResult } from '../analysis/analyze.js';
import type { ShardResult } from '../analysis/search.js';

export async function runAnalysis(game: AnyGame, position: unknown, plan: AnalysisPlan, workers: number): Promise<AnalysisResult> {
  const start = Date.now();
  const deadline = plan.timeMs !== null ? start + plan.timeMs : null;
  const results: ShardResult[] = new Array(plan.shards.length);
  const count = Math.min(workers, plan.shards.length);
  if (count <= 1) {
    const clock = deadline !== null ? { deadline, now: () => Date.now() } : undefined;
    plan.shards.forEach((_, i) => (results[i] = runPlannedShard(game, position, plan, i, clock)));
  } else {
    const queue = plan.shards.map((_, i) => i);
    const script = new URL('./analyzeWorker.js', import.meta.url);
    const job = { game: game.id, position: game.toJSON(position), plan, deadline };
    const one = (): Promise<void> =>
      new Promise<void>((resolve, reject) => {
        const w = new Worker(script, { workerData: job });
        let done = false;
        const next = (): void => {
          const i = queue.shift();
          if (i === undefined) {
            done = true;
            void w.terminate().then(() => resolve());
            return;
          }
          w.postMessage(i);
        };
        w.on('message', (m: { index: number; result: ShardResult }) => {
          results[m.index] = m.result;
          next();
        });
        w.on('error', (e) => reject(e));
        w.on('exit', (code) => {
          if (!done) reject(new Error(`an analysis worker stopped with code ${code}`));
        });
        next();
      });
    await Promise.all(Array.from({ length: count }, one));
  }
  return finishAnalysis(game, position, plan, results, (Date.now() - start) / 1000);
}

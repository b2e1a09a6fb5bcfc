/**
 * Running an analysis's shards: in-process on one worker, or on worker_threads. Shards are handed
 * out in order and merged in shard order, so an iteration-budgeted analysis gives the same document
 * on any number of workers. A timed analysis runs one shard per worker until the deadline.
 *
 * `AnalysisWorkers` keeps its threads (each with its kernel loaded) from one analysis to the next:
 * `nautilab analyze --workers N` starts one for its run, and the analysis throughput bench keeps one
 * warm across rounds so it measures searching, not starting threads.
 */
import { Worker } from 'node:worker_threads';
import type { AnyGame } from '../core/game.js';
import { finishAnalysis, runPlannedShard, type AnalysisPlan, type AnalysisResult } from '../analysis/analyze.js';
import type { ShardResult } from '../analysis/search.js';

/** What an analysis worker is sent: the analysis to load, then the shards to run by index. */
export type AnalysisWorkerMessage = { job: { game: string; position: unknown; plan: AnalysisPlan; deadline: number | null } } | { index: number };

/** A pool of analysis threads. A thread that fails or exits breaks the pool: its runs then reject at once. */
export class AnalysisWorkers {
  private readonly workers: Worker[];
  private closed = false;
  private busy = false;
  /** Why the pool cannot run any more (a thread failed or exited), once it happened. */
  private broken: Error | null = null;
  /** The run under way hears of a thread's failure here. */
  private fail: ((e: Error) => void) | null = null;

  constructor(readonly size: number) {
    const script = new URL('./analyzeWorker.js', import.meta.url);
    this.workers = Array.from({ length: size }, () => {
      const w = new Worker(script);
      // listeners for the pool's whole life, so an idle thread's failure is heard too
      w.on('error', (e) => this.breaks(e));
      w.on('exit', (code) => this.closed || this.breaks(new Error(`an analysis worker stopped with code ${code}`)));
      return w;
    });
  }

  private breaks(e: Error): void {
    this.broken ??= e;
    this.fail?.(this.broken);
  }

  /** Runs every shard of `plan` on `use` of the threads (default all); the results in shard order, `onShard` told of each one done. One run at a time. */
  async run(game: AnyGame, position: unknown, plan: AnalysisPlan, deadline: number | null, use = this.size, onShard?: (index: number) => void): Promise<ShardResult[]> {
    if (this.closed) throw new Error('the analysis workers are closed');
    if (this.broken) throw this.broken;
    if (this.busy) throw new Error('the analysis workers are running another analysis');
    this.busy = true;
    const results: ShardResult[] = new Array(plan.shards.length);
    const queue = plan.shards.map((_, i) => i);
    const job = { game: game.id, position: game.toJSON(position), plan, deadline };
    const drivers = this.workers.slice(0, Math.max(1, Math.min(use, plan.shards.length)));
    const failed = new Promise<never>((_, reject) => (this.fail = reject));
    const drive = (w: Worker): Promise<void> =>
      new Promise<void>((resolve) => {
        const next = (): void => {
          const index = queue.shift();
          if (index === undefined) {
            w.off('message', onMessage);
            resolve();
          } else w.postMessage({ index } satisfies AnalysisWorkerMessage);
        };
        const onMessage = (m: { index: number; result: ShardResult }): void => {
          results[m.index] = m.result;
          onShard?.(m.index);
          next();
        };
        w.on('message', onMessage);
        w.postMessage({ job } satisfies AnalysisWorkerMessage);
        next();
      });
    try {
      await Promise.race([Promise.all(drivers.map(drive)), failed]);
      return results;
    } finally {
      this.fail = null;
      this.busy = false;
      failed.catch(() => undefined);
    }
  }

  /** Ends every thread. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** The total and unit of an analysis's progress: its samples, or with a time budget its seconds. */
export function progressOf(plan: AnalysisPlan): { total: number; unit: string } {
  return plan.timeMs !== null ? { total: Math.ceil(plan.timeMs / 1000), unit: 's' } : { total: plan.shards.reduce((n, s) => n + s.iterations, 0), unit: 'samples' };
}

/** Why an analysis ended: every shard ran its samples, or the time budget ran out first. */
export type AnalysisStop = 'iterations' | 'time';

/**
 * Runs an analysis on `workers` threads (in-process on one); the document and why it stopped.
 * `progress` hears of the work done: the samples of the shards finished, or with a time budget the
 * seconds gone (`progressOf` gives the total and the unit).
 */
export async function runAnalysis(game: AnyGame, position: unknown, plan: AnalysisPlan, workers: number, progress?: { update(done: number): void }): Promise<AnalysisResult & { stopped: AnalysisStop }> {
  const start = Date.now();
  const deadline = plan.timeMs !== null ? start + plan.timeMs : null;
  let results: ShardResult[];
  const count = Math.min(workers, plan.shards.length);
  let samples = 0;
  const onShard = (i: number): void => {
    samples += plan.shards[i]!.iterations;
    if (deadline === null) progress?.update(samples);
  };
  const clockTicks = deadline !== null && progress ? setInterval(() => progress.update(Math.round((Date.now() - start) / 1000)), 250) : null;
  try {
    if (count <= 1) {
      const clock = deadline !== null ? { deadline, now: () => Date.now() } : undefined;
      results = plan.shards.map((_, i) => {
        const r = runPlannedShard(game, position, plan, i, clock);
        onShard(i);
        return r;
      });
    } else {
      const pool = new AnalysisWorkers(count);
      try {
        results = await pool.run(game, position, plan, deadline, count, onShard);
      } finally {
        await pool.close();
      }
    }
  } finally {
    if (clockTicks) clearInterval(clockTicks);
  }
  // a timed shard's budget is unreachable (1e9): one that ended short of it stopped for the time
  const stopped = plan.timeMs !== null && results.some((r, i) => r.tree.n < plan.shards[i]!.iterations) ? 'time' : 'iterations';
  return { ...finishAnalysis(game, position, plan, results, (Date.now() - start) / 1000), stopped };
}

/**
 * The page's handle on the review workers: a pool that reviews the decisions of a game, each on
 * whichever worker is free, and hands each result back as it comes. A decision's review depends only
 * on (game, position, action, ply, options), so the results are the same on any number of workers.
 * `cancel` terminates the workers at once.
 */
import * as Comlink from 'comlink';
import type { ReviewDecision, ReviewOptions } from '../../../src/analysis/review.js';
import type { ReviewWorkerApi } from '../worker/review.worker';
import { defaultWorkers } from './analysis';
import { markBusy } from './busy';

/** One decision to review: the true position before it, and the action played. */
export interface ReviewTask {
  ply: number;
  before: unknown;
  action: string;
}

/** A running review: `done` settles when every decision is reviewed or the review is cancelled. */
export interface ReviewRun {
  done: Promise<void>;
  cancel(): void;
}

/** Reviews `tasks` of game `gameId` on a pool of workers; `onDecision` hears of each decision as it is reviewed. */
export function startReview(gameId: string, tasks: readonly ReviewTask[], options: ReviewOptions, onDecision: (d: ReviewDecision) => void, workers = Math.min(defaultWorkers(), 4)): ReviewRun {
  const queue = [...tasks];
  const live: Worker[] = [];
  let cancelled = false;
  const lane = async (): Promise<void> => {
    const w = new Worker(new URL('../worker/review.worker.ts', import.meta.url), { type: 'module', name: 'review' });
    live.push(w);
    const remote = Comlink.wrap<ReviewWorkerApi>(w);
    const death = new Promise<never>((_, reject) => w.addEventListener('error', (e) => (e.preventDefault(), reject(new Error(e.message || 'the review worker failed')))));
    death.catch(() => undefined);
    try {
      for (let t = queue.shift(); t && !cancelled; t = queue.shift()) {
        const d = await Promise.race([remote.decision(gameId, t.before, t.action, t.ply, options), death]);
        if (!cancelled) onDecision(d);
      }
    } finally {
      w.terminate();
    }
  };
  markBusy('review', 1);
  const done = Promise.all(Array.from({ length: Math.max(1, Math.min(workers, tasks.length)) }, lane)).then(() => undefined);
  done.finally(() => markBusy('review', -1)).catch(() => undefined);
  return {
    done,
    cancel() {
      cancelled = true;
      queue.length = 0;
      for (const w of live) w.terminate();
    },
  };
}

/** A pool of worker_threads workers for `nautilab arena` (one per core). */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameResult } from '../bots/match.js';
import type { TournamentSpec } from '../arena/run.js';
import { schedule } from '../arena/schedule.js';

/** Plays a whole tournament on `threads` workers; results in schedule order. */
export async function runPool(t: TournamentSpec, threads = availableParallelism(), onGame?: (done: number) => void): Promise<GameResult[]> {
  const specs = schedule(t.bots.length, t.players, t.games, t.seed);
  const results: GameResult[] = new Array(specs.length);
  let next = 0;
  let done = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(threads, specs.length)) }, () => new Worker(new URL('./arenaWorker.js', import.meta.url)));
  try {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const feed = (): void => {
              if (next >= specs.length) return resolve();
              w.postMessage({ tournament: t, game: specs[next++] });
            };
            w.on('message', (m: { index: number; result?: GameResult; error?: string }) => {
              if (m.error !== undefined) return reject(new Error(`game ${m.index}: ${m.error}`));
              results[m.index] = m.result!;
              onGame?.(++done);
              feed();
            });
            w.on('error', reject);
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}

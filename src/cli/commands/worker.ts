/** `nautilab worker --queue URL`: plays the games of queued tournaments (`arena --queue`) on this machine's cores. */
import { availableParallelism } from 'node:os';
import { intOption, usageError, type Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { parseQueueUrl, serveQueue } from '../queue.js';

/** Serves the queue until SIGINT or SIGTERM; the summary counts the games played. */
async function runWorker(values: Values): Promise<Output> {
  if (typeof values.queue !== 'string') throw usageError('--queue redis://[user:password@]HOST:PORT is required');
  const queue = parseQueueUrl(values.queue);
  const threads = intOption(values, 'threads', availableParallelism(), 1, 64);
  const lockMs = intOption(values, 'lock', 30_000, 200, 3_600_000);
  const stalledMs = intOption(values, 'stalled', lockMs, 100, 3_600_000);
  const { games } = await serveQueue({ queue, threads, lockMs, stalledMs, log: (line) => process.stderr.write(`${line}\n`) });
  // a connection still retrying (Redis gone) keeps no stopped worker alive
  setTimeout(() => process.exit(), 2000).unref();
  return { json: { queue: queue.shown, threads, games }, text: `${games} games played for ${queue.shown}` };
}

/** `nautilab worker`: one machine's share of queued tournaments. */
export const workerCommand: Command = {
  summary: 'plays the games of queued tournaments (arena --queue) on this machine',
  help: `nautilab worker --queue URL [--threads N] [--lock MS] [--stalled MS] [--json]

  --queue URL      the tournaments' Redis: redis://[user:password@]HOST:PORT[/DB], or rediss://…
                   for TLS. Keep it private: Redis AUTH (the password in the URL) and TLS.
  --threads N      games at once, each on its own thread (default: one per core)
  --lock MS        how long a game's job stays locked without news from this worker (default
                   30000): a worker lost in the middle of a game gives its game back after this
  --stalled MS     how often this worker looks for games of lost workers (default: --lock)

Runs until SIGINT or SIGTERM, then lets the games in play end. Each game is played as the local
arena plays it (bot files sandboxed) and its record goes back to the coordinator.`,
  options: { queue: { type: 'string' }, threads: { type: 'string' }, lock: { type: 'string' }, stalled: { type: 'string' } },
  run: runWorker,
};

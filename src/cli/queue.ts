/**
 * The arena on many machines: BullMQ on Redis (`arena --queue URL` coordinates, `worker --queue
 * URL` plays). The coordinator stores the tournament under its content hash, adds one job per game
 * of the schedule and reads the results back from the tournament's list; a worker plays each job on
 * its local thread pool (`GamePool`, the local arena's worker script) and pushes the game record.
 * A worker lost in the middle of a game holds its job's lock no longer: BullMQ's stalled-job check
 * on the other workers puts the job back, and it is played again elsewhere. BullMQ and the Redis
 * client load only when a command names a queue.
 */
import { createHash } from 'node:crypto';
import type { Redis as RedisClient } from 'ioredis';
import { checkQueuedResult, jobId, QUEUE_NAME, queueKeys, tournamentText, type QueueJob, type QueuedTournament } from '../arena/queue.js';
import type { TournamentSpec } from '../arena/run.js';
import { lineups, schedule } from '../arena/schedule.js';
import type { GameResult } from '../bots/match.js';
import { inputError } from './args.js';
import { failedGame, GamePool } from './pool.js';

/** A queue's address: the URL as given (credentials and all) and as shown in messages (without them). */
export interface QueueUrl {
  url: string;
  shown: string;
}

/** How long a tournament's keys live after their last use (a coordinator may resume within it). */
const KEY_TTL_S = 7 * 24 * 3600;
/** How often the coordinator reads new results, and looks for games that failed. */
const POLL_MS = 100;
const FAILED_SCAN_MS = 1000;
/** Tries of one game before it is recorded as failed (a thread that died, as in the local pool). */
const ATTEMPTS = 2;
/** Jobs added in one call. */
const BULK = 500;
/** The largest result a coordinator reads (a game record is a few KB). */
const MAX_RESULT_CHARS = 4_000_000;

/** `--queue URL` read: redis:// or rediss:// (TLS), with optional user:password and a database number. */
export function parseQueueUrl(text: string): QueueUrl {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw inputError('queue', `--queue: '${text.replace(/\/\/[^@/]*@/, '//…@')}' is not a URL; give redis://[user:password@]HOST:PORT or rediss://… for TLS`);
  }
  const shown = `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname === '/' ? '' : u.pathname}`;
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw inputError('queue', `--queue: ${shown} is not a Redis URL; give redis://[user:password@]HOST:PORT or rediss://… for TLS`);
  if (!u.hostname) throw inputError('queue', `--queue: ${shown} names no host`);
  if (!/^(\/[0-9]{0,2})?$/.test(u.pathname)) throw inputError('queue', `--queue: ${shown}: the path may only name a database number (/0 to /99)`);
  return { url: text, shown };
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A Redis connection that retries when the server goes away, opened only once the server answered. */
async function connect(q: QueueUrl): Promise<RedisClient> {
  const { Redis } = await import('ioredis');
  const probe = new Redis(q.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 5000, enableOfflineQueue: false });
  // the socket's own error (ECONNREFUSED, a TLS failure) says more than "Connection is closed"
  let cause: Error | null = null;
  probe.on('error', (e: Error) => (cause ??= e));
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    probe.disconnect();
    throw inputError('queue', `cannot reach the queue at ${q.shown}: ${(cause ?? (e as Error)).message}`);
  }
  probe.disconnect();
  const redis = new Redis(q.url, { maxRetriesPerRequest: null });
  let warned = false;
  redis.on('error', (e: Error) => {
    if (!warned) process.stderr.write(`queue ${q.shown}: ${e.message} (retrying)\n`);
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  return redis;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** What the coordinator does with the games of a tournament on a queue. */
export interface QueueRun {
  queue: QueueUrl;
  tournament: TournamentSpec;
  /** Games already played (in the file). */
  skip: ReadonlySet<number>;
  /** Hears each game once, the first time its result comes back. */
  onGame: (index: number, result: GameResult) => void;
  /** Hears that the games of a batch have been handed over (the file is written then). */
  onBatch?: () => void;
  /** True once no more game is wanted (an SPRT that decided): the jobs not started are removed. */
  stop: () => boolean;
}

/**
 * Plays a tournament through the queue: its games but `skip` become jobs, and each result is
 * handed to `onGame` once. Results that came back while no coordinator listened (a coordinator
 * started again with `--resume`) are read first. Returns once every game is in or `stop` says so.
 */
export async function runQueued(run: QueueRun): Promise<{ duplicates: number; rejected: number }> {
  const { Queue } = await import('bullmq');
  const t = run.tournament;
  const text = tournamentText(t);
  const hash = sha256(text);
  const keys = queueKeys(hash);
  const specs = schedule(t.entries.length, t.players, t.games, t.seed);
  const redis = await connect(run.queue);
  const queue = new Queue(QUEUE_NAME, { connection: { url: run.queue.url } });
  queue.on('error', () => {});
  const pending = new Set(specs.map((g) => g.index).filter((i) => !run.skip.has(i)));
  const stats = { duplicates: 0, rejected: 0 };
  // results are read from the head of the list and trimmed once handed over (and so in the file):
  // Redis holds only the results not yet written, and a coordinator killed in between reads them again
  const collect = async (): Promise<void> => {
    const items = await redis.lrange(keys.results, 0, -1);
    const before = pending.size;
    for (const item of items) {
      let value: unknown;
      try {
        value = item.length > MAX_RESULT_CHARS ? null : JSON.parse(item);
      } catch {
        value = null;
      }
      // a game beyond this run's --games (an earlier run planned more) is not this run's
      const named = (value as { index?: unknown } | null)?.index;
      if (typeof named === 'number' && named >= specs.length) continue;
      const checked = checkQueuedResult(t, specs, value);
      if (!checked.ok) {
        stats.rejected++;
        process.stderr.write(`queue: a result was set aside: ${checked.error}\n`);
        continue;
      }
      const { index, result } = checked.value;
      if (!pending.has(index)) {
        if (!run.skip.has(index)) stats.duplicates++;
        continue;
      }
      pending.delete(index);
      run.onGame(index, result);
    }
    if (pending.size < before) run.onBatch?.();
    if (items.length) await redis.ltrim(keys.results, items.length, -1);
  };
  // games that failed on an earlier run are played again, as a resumed local run does
  const ours = (id: string | undefined): number | null => {
    const prefix = `${hash.slice(0, 32)}-`;
    return id?.startsWith(prefix) ? Number(id.slice(prefix.length)) : null;
  };
  const failedJobs = async (): Promise<{ index: number; reason: string; remove: () => Promise<void> }[]> =>
    (await queue.getJobs(['failed'])).flatMap((job) => {
      const index = ours(job.id);
      return index === null ? [] : [{ index, reason: job.failedReason ?? 'it failed', remove: () => job.remove() }];
    });
  try {
    await redis.set(keys.tournament, text, 'EX', KEY_TTL_S);
    await collect();
    for (const f of await failedJobs()) await f.remove();
    const wanted = [...pending];
    for (let k = 0; k < wanted.length && !run.stop(); k += BULK) {
      await queue.addBulk(
        wanted.slice(k, k + BULK).map((i) => ({
          name: 'game',
          data: { tournament: hash, game: specs[i]! } satisfies QueueJob,
          opts: { jobId: jobId(hash, i), attempts: ATTEMPTS, removeOnComplete: true, removeOnFail: false },
        })),
      );
    }
    let scanned = Date.now();
    while (pending.size && !run.stop()) {
      await sleep(POLL_MS);
      await collect();
      if (Date.now() - scanned >= FAILED_SCAN_MS) {
        scanned = Date.now();
        await redis.expire(keys.tournament, KEY_TTL_S);
        const failed = await failedJobs();
        for (const f of failed) {
          if (pending.delete(f.index)) run.onGame(f.index, failedGame(t, specs[f.index]!, f.reason));
          await f.remove();
        }
        if (failed.length) run.onBatch?.();
      }
    }
    // a decided test: the games not started are taken off the queue (those in play end unheard)
    // (many at once: workers go on taking them meanwhile)
    const left = [...pending];
    for (let k = 0; k < left.length; k += BULK) await Promise.all(left.slice(k, k + BULK).map((i) => queue.remove(jobId(hash, i))));
    await redis.del(keys.tournament, keys.results);
    return stats;
  } finally {
    await queue.close();
    redis.disconnect();
  }
}

/** A worker's settings: threads, and BullMQ's lock duration and stalled-job check interval. */
export interface WorkerOptions {
  queue: QueueUrl;
  threads: number;
  lockMs: number;
  stalledMs: number;
  log: (line: string) => void;
}

/** The schedule's game at an index of a stored tournament (a job must name one). */
function scheduled(t: QueuedTournament, index: number): { seed: number; seats: number[] } {
  const cycle = lineups(t.entries.length, t.players);
  return { seed: t.seed + Math.floor(index / cycle.length), seats: cycle[index % cycle.length]! };
}

/**
 * Serves a queue until SIGINT or SIGTERM: each job's game is played on a local pool of `threads`
 * threads for its tournament, and its record pushed to the tournament's results.
 */
export async function serveQueue(o: WorkerOptions): Promise<{ games: number }> {
  const { Worker, UnrecoverableError } = await import('bullmq');
  const redis = await connect(o.queue);
  const tournaments = new Map<string, Promise<{ t: TournamentSpec; pool: GamePool }>>();
  let games = 0;
  const load = (hash: string): Promise<{ t: TournamentSpec; pool: GamePool }> => {
    let entry = tournaments.get(hash);
    if (entry) return entry;
    entry = (async () => {
      const text = await redis.get(queueKeys(hash).tournament);
      if (text === null) throw new UnrecoverableError(`tournament ${hash.slice(0, 12)} is no longer on the queue`);
      if (sha256(text) !== hash) throw new UnrecoverableError(`tournament ${hash.slice(0, 12)} does not match its hash`);
      const t = { ...(JSON.parse(text) as QueuedTournament), games: 0 };
      // one tournament's threads at a time: the others' idle pools close
      for (const [other, p] of tournaments) {
        if (other === hash) continue;
        const { pool } = await p.catch(() => ({ pool: null }));
        if (!pool || pool.busy === 0) {
          tournaments.delete(other);
          void pool?.close();
        }
      }
      return { t, pool: new GamePool(t, o.threads) };
    })();
    tournaments.set(hash, entry);
    entry.catch(() => tournaments.delete(hash));
    return entry;
  };
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const data = job.data as QueueJob;
      if (typeof data?.tournament !== 'string' || !/^[0-9a-f]{64}$/.test(data.tournament) || !Number.isInteger(data.game?.index)) throw new UnrecoverableError('not a game of a tournament');
      const { t, pool } = await load(data.tournament);
      const g = data.game;
      const expected = scheduled(t, g.index);
      if (g.seed !== expected.seed || JSON.stringify(g.seats) !== JSON.stringify(expected.seats)) throw new UnrecoverableError(`game ${g.index} is not the game the schedule has there`);
      o.log(`playing game ${g.index} of ${data.tournament.slice(0, 12)}`);
      const result = await pool.play({ index: g.index, seed: expected.seed, seats: expected.seats });
      const key = queueKeys(data.tournament).results;
      await redis.multi().rpush(key, JSON.stringify({ index: g.index, result })).expire(key, KEY_TTL_S).exec();
      games++;
      o.log(`played game ${g.index} of ${data.tournament.slice(0, 12)}`);
    },
    { connection: { url: o.queue.url }, concurrency: o.threads, lockDuration: o.lockMs, stalledInterval: o.stalledMs, maxStalledCount: 2 },
  );
  // one line for a lost connection, not one a retry
  let lastError = '';
  worker.on('error', (e) => {
    if (e.message !== lastError) o.log(`queue ${o.queue.shown}: ${e.message} (retrying)`);
    lastError = e.message;
  });
  worker.on('ready', () => (lastError = ''));
  worker.on('failed', (job, e) => o.log(`game ${(job?.data as QueueJob | undefined)?.game?.index ?? '?'} failed: ${e.message}`));
  await worker.waitUntilReady();
  o.log(`serving ${o.queue.shown} with ${o.threads} thread${o.threads === 1 ? '' : 's'}`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  o.log('stopping: the games in play end first (a second signal stops at once)');
  const again = new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await Promise.race([worker.close(), again]);
  for (const p of tournaments.values()) await (await p.catch(() => null))?.pool.close();
  redis.disconnect();
  return { games };
}

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
import { hostname } from 'node:os';
import type { Redis as RedisClient } from 'ioredis';
import { failedGame } from '../arena/failed.js';
import { jobId, parseJob, parseStoredTournament, QUEUE_LIMITS, QUEUE_NAME, queueKeys, replayResult, tournamentText, workerShown, type QueueJob, type QueueResult } from '../arena/queue.js';
import type { TournamentSpec } from '../arena/run.js';
import { lineups, schedule } from '../arena/schedule.js';
import type { GameResult } from '../bots/match.js';
import { excerpt } from '../core/excerpt.js';
import { inputError } from './args.js';
import { GamePool } from './pool.js';

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
/** Jobs added in one call; failed jobs' ids read in one call, and pages of them in one scan. */
const BULK = 500;
const FAILED_PAGES = 4;
/** Results read in one batch: at most this many, and no more characters than `BATCH_CHARS` (one larger result alone). */
const BATCH_ITEMS = 200;
const BATCH_CHARS = 16_000_000;
/**
 * The head of a result list in one bounded batch, read inside Redis one item at a time: the
 * results in order while they fit the batch, each larger than the result bound sent as its length
 * alone (`#N`). Returns what the coordinator reads and trims; nothing larger than a batch crosses
 * the connection.
 */
const READ_BATCH = `local out, used = {}, 0
for i = 0, tonumber(ARGV[1]) - 1 do
  local item = redis.call('LINDEX', KEYS[1], i)
  if not item then break end
  local n = string.len(item)
  if n > tonumber(ARGV[2]) then
    out[#out + 1] = '#' .. n
  else
    if used + n > tonumber(ARGV[3]) and #out > 0 then break end
    used = used + n
    out[#out + 1] = item
  end
end
return out`;

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
    const before = pending.size;
    for (let full = true; full; ) {
      const items = (await redis.eval(READ_BATCH, 1, keys.results, BATCH_ITEMS, QUEUE_LIMITS.resultChars, BATCH_CHARS)) as string[];
      full = items.length === BATCH_ITEMS;
      for (const item of items) take(item);
      if (items.length) await redis.ltrim(keys.results, items.length, -1);
    }
    if (pending.size < before) run.onBatch?.();
  };
  const take = (item: string): void => {
    let value: unknown = null;
    if (item.startsWith('#')) {
      stats.rejected++;
      return void process.stderr.write(`queue: a result was set aside: it has ${item.slice(1)} characters, more than ${QUEUE_LIMITS.resultChars}\n`);
    }
    try {
      value = JSON.parse(item);
    } catch {
      value = null;
    }
    // a game beyond this run's --games (an earlier run planned more) is not this run's; a game
    // already in counts once, and is not replayed again (a flood of copies costs no replays)
    const named = (value as { index?: unknown } | null)?.index;
    if (typeof named === 'number' && named >= specs.length) return;
    if (Number.isInteger(named) && (named as number) >= 0 && !pending.has(named as number)) {
      if (!run.skip.has(named as number)) stats.duplicates++;
      return;
    }
    let replayed: ReturnType<typeof replayResult>;
    try {
      replayed = replayResult(t, specs, value);
    } catch (e) {
      // a record the engine itself cannot follow is set aside like any other
      replayed = { ok: false, error: `the replay stopped: ${excerpt(String((e as Error)?.message ?? e), 200)}` };
    }
    if (!replayed.ok) {
      stats.rejected++;
      return void process.stderr.write(`queue: a result from ${workerShown(value)} was set aside: ${replayed.error}\n`);
    }
    const { index, result } = replayed.value;
    if (!pending.has(index)) {
      if (!run.skip.has(index)) stats.duplicates++;
      return;
    }
    pending.delete(index);
    run.onGame(index, result);
  };
  // games that failed on an earlier run are played again, as a resumed local run does
  const ours = (id: string | undefined): number | null => {
    const prefix = `${hash.slice(0, 32)}-`;
    return id?.startsWith(prefix) ? Number(id.slice(prefix.length)) : null;
  };
  // only this tournament's failed jobs are loaded (their ids first, a page at a time); a reason is
  // cleaned and cut by failedGame. A scan reads at most FAILED_PAGES pages from where the last one
  // stopped (a queue full of others' failed jobs costs each scan no more); `all` reads them all.
  let cursor = 0;
  const failedJobs = async (all = false): Promise<{ index: number; reason: string; remove: () => Promise<void> }[]> => {
    const found: { index: number; reason: string; remove: () => Promise<void> }[] = [];
    for (let page = 0; all || page < FAILED_PAGES; page++) {
      const ids = await queue.getRanges(['failed'], cursor, cursor + BULK - 1, true);
      cursor = ids.length < BULK ? 0 : cursor + BULK;
      for (const id of ids) {
        const index = ours(id);
        if (index === null || !Number.isInteger(index)) continue;
        const job = await queue.getJob(id);
        if (job) found.push({ index, reason: typeof job.failedReason === 'string' ? job.failedReason : 'it failed', remove: () => job.remove() });
      }
      if (cursor === 0) break;
    }
    return found;
  };
  try {
    await redis.set(keys.tournament, text, 'EX', KEY_TTL_S);
    await collect();
    for (const f of await failedJobs(true)) await f.remove();
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

/** A tournament a worker has read and checked: its spec, its cycle of line-ups and its pool of threads. */
interface Loaded {
  t: TournamentSpec;
  cycle: number[][];
  pool: GamePool;
}

/**
 * Serves a queue until SIGINT or SIGTERM: each job's game is played on a local pool of `threads`
 * threads for its tournament, and its record pushed to the tournament's results. A job and its
 * stored tournament are read within the arena file's bounds before anything is built for them; a
 * bad one fails with the reason (BullMQ keeps it as failed) and the worker goes on.
 */
export async function serveQueue(o: WorkerOptions): Promise<{ games: number }> {
  const { Worker, UnrecoverableError } = await import('bullmq');
  const redis = await connect(o.queue);
  const tournaments = new Map<string, Promise<Loaded>>();
  const name = `${hostname()}:${process.pid}`;
  let games = 0;
  const refuse = (why: string): never => {
    throw new UnrecoverableError(why);
  };
  const load = (hash: string): Promise<Loaded> => {
    let entry = tournaments.get(hash);
    if (entry) return entry;
    entry = (async () => {
      const key = queueKeys(hash).tournament;
      // its length first: a stored text past the bound is never fetched
      const length = await redis.strlen(key);
      if (length === 0) refuse(`tournament ${hash.slice(0, 12)} is no longer on the queue`);
      if (length > QUEUE_LIMITS.tournamentChars) refuse(`tournament ${hash.slice(0, 12)} is ${length} characters, more than ${QUEUE_LIMITS.tournamentChars}`);
      const text = await redis.get(key);
      if (text === null) return refuse(`tournament ${hash.slice(0, 12)} is no longer on the queue`);
      if (sha256(text) !== hash) refuse(`tournament ${hash.slice(0, 12)} does not match its hash`);
      const stored = parseStoredTournament(text);
      if (!stored.ok) return refuse(`tournament ${hash.slice(0, 12)} cannot be played: ${stored.error}`);
      const t = { ...stored.value, games: 0 };
      // one tournament's threads at a time: the others' idle pools close
      for (const [other, p] of tournaments) {
        if (other === hash) continue;
        const { pool } = await p.catch(() => ({ pool: null }));
        if (!pool || pool.busy === 0) {
          tournaments.delete(other);
          void pool?.close();
        }
      }
      return { t, cycle: lineups(t.entries.length, t.players), pool: new GamePool(t, o.threads) };
    })();
    tournaments.set(hash, entry);
    entry.catch(() => tournaments.delete(hash));
    return entry;
  };
  // the checks' validators are compiled before the first job (a job's lock is renewed from this thread)
  parseJob(null);
  parseStoredTournament('{}');
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const read = parseJob(job.data);
      if (!read.ok) return refuse(read.error);
      const { tournament: hash, game: g } = read.value;
      const { t, cycle, pool } = await load(hash);
      const expected = { seed: t.seed + Math.floor(g.index / cycle.length), seats: cycle[g.index % cycle.length]! };
      if (g.seed !== expected.seed || JSON.stringify(g.seats) !== JSON.stringify(expected.seats)) refuse(`game ${g.index} is not the game the schedule has there`);
      o.log(`playing game ${g.index} of ${hash.slice(0, 12)}`);
      const result = await pool.play({ index: g.index, seed: expected.seed, seats: expected.seats });
      const key = queueKeys(hash).results;
      await redis.multi().rpush(key, JSON.stringify({ index: g.index, result, worker: name } satisfies QueueResult)).expire(key, KEY_TTL_S).exec();
      games++;
      o.log(`played game ${g.index} of ${hash.slice(0, 12)}`);
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
  worker.on('failed', (job, e) => o.log(`job ${excerpt(String(job?.id ?? '?'), 80)} failed: ${excerpt(e.message, 300)}`));
  await worker.waitUntilReady();
  o.log(`serving ${o.queue.shown} with ${o.threads} thread${o.threads === 1 ? '' : 's'} as ${name}`);
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

// The arena through a real work queue: a real redis-server on a free localhost port, a coordinator
// (`arena --queue`) and three workers (`worker --queue`), each a separate `node bin/nautilab.js`
// process. The queued file equals the local run's byte for byte; a worker SIGKILLed in the middle
// of a game has that game played again by another worker, and nothing is lost or counted twice; a
// coordinator killed and started again with --resume goes on from its file and the queue; a bad
// URL or a Redis that does not answer is a clear error with exit 1. Last, the queue attacked as
// issue 41 did (one shared Redis and the same workers): bad jobs and stored tournaments fail with
// their reason, forged results are set aside, a worker killed with SIGKILL leaves no bot behind.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUE_NAME, queueKeys, tournamentText } from '../../src/arena/queue.js';
import type { TournamentEntry, TournamentSpec } from '../../src/arena/run.js';
import { gameResult, type GameResult } from '../../src/bots/match.js';
import { gameById } from '../../src/games.js';
import { killHostOfLoopingBot } from '../processes.js';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const ARGS = ['arena', '--bots', 'greedy,random', '--games', '40', '--seed', '7'];
const dir = mkdtempSync(join(tmpdir(), 'nautilab-queue-'));

/** A port nothing listens on now (the OS's choice of a free one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A child process with its output gathered as it comes. */
interface Proc {
  child: ChildProcess;
  out: string;
  err: string;
  exited: Promise<number | null>;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Proc {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const p: Proc = { child, out: '', err: '', exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
  // a command that cannot start (redis-server not installed) ends its waits at once, with the reason
  child.once('error', (e) => {
    p.err += `${command}: ${e.message}`;
    child.emit('exit', null);
  });
  child.stdout!.on('data', (d: Buffer) => (p.out += d));
  child.stderr!.on('data', (d: Buffer) => (p.err += d));
  return p;
}

const nautilab = (...args: string[]): Proc => start(process.execPath, [BIN, ...args]);
const nautilabWith = (env: NodeJS.ProcessEnv, ...args: string[]): Proc => start(process.execPath, [BIN, ...args], { ...process.env, ...env });

/** Resolves once the process has written text matching `re` on stderr (or stdout); rejects if it exits first. */
function waitFor(p: Proc, re: RegExp, from = 0): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const look = (): boolean => {
      const m = re.exec(p.err.slice(from)) ?? re.exec(p.out);
      if (m) {
        p.child.stderr!.off('data', look);
        p.child.stdout!.off('data', look);
        resolve(m);
      }
      return m !== null;
    };
    if (look()) return;
    p.child.stderr!.on('data', look);
    p.child.stdout!.on('data', look);
    void p.exited.then((code) => (look() ? undefined : reject(new Error(`exited with ${code} before ${re}: ${p.err}`))));
  });
}

let redis: Proc;
let url: string;
let local: string;
const workers: Proc[] = [];
const startWorker = async (): Promise<Proc> => {
  const w = nautilab('worker', '--queue', url, '--threads', '1', '--lock', '2000', '--stalled', '1000');
  await waitFor(w, /^serving /m);
  workers.push(w);
  return w;
};

beforeAll(async () => {
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  redis = start('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await waitFor(redis, /Ready to accept connections/);
  const r = spawnSync(process.execPath, [BIN, ...ARGS, '--threads', '2', '--out', join(dir, 'local.json')], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  local = readFileSync(join(dir, 'local.json'), 'utf8');
  await Promise.all([startWorker(), startWorker(), startWorker()]);
});

afterAll(async () => {
  for (const w of workers) w.child.kill('SIGKILL');
  if (redis) {
    redis.child.kill('SIGTERM');
    await redis.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('arena --queue with three workers', () => {
  test('the 40-game file equals the local run, every game played once by some worker', async () => {
    const from = workers.map((w) => w.err.length);
    const c = nautilab(...ARGS, '--queue', url, '--out', join(dir, 'queued.json'), '--json');
    expect(await c.exited, c.err).toBe(0);
    expect(readFileSync(join(dir, 'queued.json'), 'utf8')).toBe(local);
    expect(JSON.parse(c.out).games).toBe(40);
    const played = workers.flatMap((w, k) => [...w.err.slice(from[k]).matchAll(/^played game (\d+) /gm)].map((m) => Number(m[1])));
    expect(played.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  test('a worker SIGKILLed in the middle of a game: the game is played again elsewhere, nothing lost or counted twice', async () => {
    // a fresh worker's first game starts its thread and kernel: it is killed while that game is in play
    const victim = await startWorker();
    const others = workers.filter((w) => w !== victim && w.child.exitCode === null);
    const from = others.map((w) => w.err.length);
    const c = nautilab(...ARGS, '--queue', url, '--out', join(dir, 'killed.json'));
    const [, game] = await waitFor(victim, /^playing game (\d+) /m);
    victim.child.kill('SIGKILL');
    await victim.exited;
    expect(victim.err, 'the victim finished its game before the kill').not.toMatch(new RegExp(`^played game ${game} `, 'm'));
    expect(await c.exited, c.err).toBe(0);
    expect(readFileSync(join(dir, 'killed.json'), 'utf8')).toBe(local);
    const replayed = others.some((w, k) => new RegExp(`^played game ${game} `, 'm').test(w.err.slice(from[k])));
    expect(replayed, `game ${game} was played again by another worker`).toBe(true);
  });

  test('a coordinator killed and started again with --resume goes on from its file and the queue', async () => {
    const out = join(dir, 'resumed.json');
    const from = workers.map((w) => w.err.length);
    const first = nautilab(...ARGS, '--queue', url, '--out', out);
    const inFile = (): number => (existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as { games: unknown[] }).games.length : 0);
    await expect.poll(inFile, { timeout: 120_000, interval: 20 }).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;
    const kept = (JSON.parse(readFileSync(out, 'utf8')) as { games: unknown[] }).games.length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(40);
    // the workers go on with the queued games meanwhile; a late duplicate of a result arrives too
    // (the coordinator trims the results it has written: wait for one it has not seen)
    const client = new Redis(url);
    const lists = (): Promise<string[]> => client.keys('nautilab:arena:*:results');
    await expect.poll(async () => (await lists()).length, { timeout: 120_000 }).toBe(1);
    const [list] = await lists();
    await client.rpush(list!, (await client.lindex(list!, -1))!);
    await client.quit();
    const again = nautilab(...ARGS, '--queue', url, '--out', out, '--resume', '--json');
    expect(await again.exited, again.err).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(local);
    expect(JSON.parse(again.out)).toMatchObject({ games: 40, resumed: kept });
    // each game counted once (the file is the local run's, byte for byte), and played once: the games
    // done while no coordinator listened are not played again
    expect(again.err).toMatch(/^queue: \d+ repeated results? counted once$/m);
    const played = workers.flatMap((w, k) => [...w.err.slice(from[k]).matchAll(/^played game (\d+) /gm)].map((m) => Number(m[1])));
    expect(played.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });
});

describe('arena --queue --sprt', () => {
  test('the test runs on the coordinator; once it decides, the games not started leave the queue and the workers go idle', async () => {
    const from = workers.map((w) => w.err.length);
    const c = nautilab('arena', '--bots', 'greedy,random', '--games', '400', '--seed', '1', '--sprt', 'elo0=0,elo1=200', '--queue', url, '--out', join(dir, 'sprt.json'), '--json');
    expect(await c.exited, c.err).toBe(0);
    const doc = JSON.parse(c.out) as { games: number; sprt: { verdict: string; cycles: number } };
    // the cycles follow from the games in schedule order: 8, as on local threads (docs/arena.md)
    expect(doc.sprt).toMatchObject({ verdict: 'H1', cycles: 8 });
    expect(doc.games).toBeLessThan(400);
    const queue = new Queue(QUEUE_NAME, { connection: { url } });
    try {
      await expect.poll(() => queue.getJobCounts('wait', 'active', 'delayed', 'prioritized'), { timeout: 60_000 }).toEqual({ wait: 0, active: 0, delayed: 0, prioritized: 0 });
    } finally {
      await queue.close();
    }
    // the workers played the games up to the decision and those in play then, not the 400
    const played = workers.reduce((sum, w, k) => sum + [...w.err.slice(from[k]).matchAll(/^played game /gm)].length, 0);
    expect(played).toBeGreaterThanOrEqual(16);
    expect(played).toBeLessThan(100);
  });
});

describe('arena --queue and worker --queue refuse what they cannot use', () => {
  test('a URL that is not Redis, or a Redis that does not answer: a clear error, exit 1, no hang', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const cases: [string[], RegExp][] = [
      [[...ARGS, '--queue', 'http://127.0.0.1:1'], /--queue: http:\/\/127\.0\.0\.1:1 is not a Redis URL/],
      [[...ARGS, '--queue', 'not a url'], /--queue: 'not a url' is not a URL/],
      [[...ARGS, '--queue', closed], new RegExp(`cannot reach the queue at ${closed}: .*ECONNREFUSED`)],
      [['worker', '--queue', closed], new RegExp(`cannot reach the queue at ${closed}: .*ECONNREFUSED`)],
      [['worker', '--queue', 'redis://user:hunter2@127.0.0.1:1/x'], /the path may only name a database number/],
    ];
    // all at once: each is a process of its own
    const runs = cases.map(([args]) => nautilab(...args));
    const help = nautilab('worker', '--help');
    const bare = nautilab('worker', '--threads', '2');
    for (const [k, [args, message]] of cases.entries()) {
      const p = runs[k]!;
      expect(await p.exited, args.join(' ')).toBe(1);
      expect(p.err).toMatch(message);
      expect(p.err).not.toMatch(/hunter2|internal error|\n\s+at /);
    }
    expect(await help.exited).toBe(0);
    expect(help.out).toMatch(/^nautilab worker --queue URL/);
    expect(await bare.exited).toBe(2);
    expect(bare.err).toContain('--queue redis://[user:password@]HOST:PORT is required');
  });
});

describe('a private queue', () => {
  test('rediss:// with a password and the authority deploy/tls.sh made: the games are played; a wrong password or an unknown authority is exit 1 with the reason', async () => {
    copyFileSync(new URL('../../deploy/tls.sh', import.meta.url).pathname, join(dir, 'tls.sh'));
    const made = spawnSync('sh', [join(dir, 'tls.sh')], { env: { ...process.env, REDIS_HOST: 'localhost' }, encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    const tls = (name: string): string => join(dir, 'tls', name);
    const port = await freePort();
    const server = start('redis-server', ['--port', '0', '--tls-port', String(port), '--bind', '127.0.0.1', '--tls-cert-file', tls('redis.crt'), '--tls-key-file', tls('redis.key'), '--tls-ca-cert-file', tls('ca.crt'), '--tls-auth-clients', 'no', '--requirepass', 's3cret-pw', '--save', '', '--appendonly', 'no']);
    const trust = { NODE_EXTRA_CA_CERTS: tls('ca.crt') };
    const secure = `rediss://:s3cret-pw@localhost:${port}`;
    let worker: Proc | null = null;
    try {
      await waitFor(server, /Ready to accept connections/);
      const refused = [nautilab(...ARGS, '--queue', secure), nautilabWith(trust, ...ARGS, '--queue', `rediss://:wrong@localhost:${port}`)];
      expect(await refused[0]!.exited).toBe(1);
      expect(refused[0]!.err).toMatch(new RegExp(`cannot reach the queue at rediss://localhost:${port}: self-signed certificate`));
      expect(await refused[1]!.exited).toBe(1);
      expect(refused[1]!.err).toMatch(/WRONGPASS/);
      worker = nautilabWith(trust, 'worker', '--queue', secure, '--threads', '1');
      await waitFor(worker, /^serving /m);
      const c = nautilabWith(trust, 'arena', '--bots', 'greedy,random', '--games', '4', '--seed', '7', '--queue', secure, '--json');
      expect(await c.exited, c.err).toBe(0);
      expect(JSON.parse(c.out).games).toBe(4);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.out).toContain(`4 games played for rediss://localhost:${port}`);
      for (const p of [...refused, worker, c]) expect(p.out + p.err).not.toContain('s3cret-pw');
    } finally {
      worker?.child.kill('SIGKILL');
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

// Issue 41: the queue attacked by someone who can write to its Redis. The workers read every job
// and stored tournament with the arena file's bounds before any work; the coordinator replays every
// result; what it writes it reads back. These run last: they stop the shared workers.
describe('a hostile queue', () => {
  const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
  const entries = (names: string[]): TournamentEntry[] => names.map((n) => ({ name: n, builtin: n }));

  test('jobs and stored tournaments out of bounds fail with their reason; the workers play on and stop on SIGTERM', async () => {
    const client = new Redis(url);
    const queue = new Queue(QUEUE_NAME, { connection: { url } });
    const store = async (t: object): Promise<string> => {
      const text = JSON.stringify(t);
      await client.set(queueKeys(sha(text)).tournament, text, 'EX', 600);
      return sha(text);
    };
    const base = { game: 'nautilus', entries: entries(['greedy', 'random']), players: 2, seed: 5, deadlineMs: 1000, variants: {} };
    // the line-up bomb of issue 41: 64 bots at 32 seats (~1.8e18 line-ups), and 64 at 4 (2.5 million)
    const bots64 = Array.from({ length: 64 }, (_, i) => ({ name: `b${i}`, builtin: 'random' }));
    const game0 = { index: 0, seed: 5, seats: [0, 1] };
    const cases: [string, object, RegExp][] = [
      ['bomb at 32 seats', { tournament: await store({ ...base, entries: bots64, players: 32 }), game: game0 }, /\$\.players: must be <= 8/],
      ['a job of 32 seats', { tournament: await store(base), game: { index: 0, seed: 5, seats: Array.from({ length: 32 }, (_, i) => i) } }, /\$\.game\.seats: must NOT have more than 8 items/],
      ['bomb at 4 seats', { tournament: await store({ ...base, entries: bots64, players: 4 }), game: { index: 0, seed: 5, seats: [0, 1, 2, 3] } }, /64 bots at 4 seats make more than 100000 line-ups a cycle/],
      ['deadline -1', { tournament: await store({ ...base, deadlineMs: -1 }), game: game0 }, /\$\.deadlineMs: must be >= 1/],
      ['deadline soon', { tournament: await store({ ...base, deadlineMs: 'soon' }), game: game0 }, /\$\.deadlineMs: must be integer/],
      ['deadline 1e12', { tournament: await store({ ...base, deadlineMs: 1e12 }), game: game0 }, /\$\.deadlineMs: must be <= 600000/],
      ['maxRounds 1e9', { tournament: await store({ ...base, variants: { maxRounds: 1e9 } }), game: game0 }, /maxRounds must be an integer in 1\.\.10000/],
      ['maxHeldModules -5', { tournament: await store({ ...base, variants: { maxHeldModules: -5 } }), game: game0 }, /maxHeldModules must be an integer in 1\.\.8/],
      ['an unknown bot', { tournament: await store({ ...base, entries: entries(['greedy', 'rm -rf']) }), game: game0 }, /entries\[1\]\.builtin: unknown bot/],
      ['a job index of 2^40', { tournament: await store(base), game: { index: 2 ** 40, seed: 5, seats: [0, 1] } }, /\$\.game\.index: must be <= 999999/],
      ['a game the schedule does not have', { tournament: await store(base), game: { index: 3, seed: 9, seats: [1, 0] } }, /game 3 is not the game the schedule has there/],
      ['no tournament', { tournament: 'x', game: game0 }, /not a game of a tournament/],
      ['a tournament never stored', { tournament: 'a'.repeat(64), game: game0 }, /is no longer on the queue/],
    ];
    const good = await store(base);
    try {
      const jobs = await Promise.all(cases.map(([name, data], k) => queue.add('game', data, { jobId: `hostile-${k}-${name.replace(/\W/g, '')}`, attempts: 1 })));
      const played = await queue.add('game', { tournament: good, game: game0 }, { jobId: 'hostile-good', attempts: 1 });
      for (const [k, [name, , reason]] of cases.entries()) {
        await expect.poll(async () => (await jobs[k]!.getState()) as string, { timeout: 60_000, message: name }).toBe('failed');
        expect((await queue.getJob(jobs[k]!.id!))!.failedReason, name).toMatch(reason);
      }
      // the workers play on: a good game after all of them is played and its result pushed
      await expect.poll(async () => (await played.getState()) as string, { timeout: 60_000 }).toBe('completed');
      const [pushed] = await client.lrange(queueKeys(good).results, 0, -1);
      expect(JSON.parse(pushed!)).toMatchObject({ index: 0, result: { seed: 5, bots: ['greedy', 'random'] }, worker: expect.stringMatching(/:\d+$/) });
    } finally {
      await queue.close();
      await client.quit();
    }
    // none of them hung or died, and each stops on SIGTERM
    const running = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
    expect(running.length).toBeGreaterThanOrEqual(3);
    for (const w of running) w.child.kill('SIGTERM');
    for (const w of running) expect(await w.exited).toBe(0);
  });
  test('forged results are set aside naming their worker; a forfeit and a failed job are kept cleaned; the file reads back and resumes', async () => {
    // no worker serves now: the results are written into the queue by hand, as an attacker would
    const t: TournamentSpec = { game: 'nautilus', entries: entries(['greedy', 'random']), players: 2, games: 5, seed: 7, deadlineMs: 1000, variants: {} };
    const hash = sha(tournamentText(t));
    const played = (JSON.parse(local) as { games: (GameResult & { index: number })[] }).games;
    const record = (i: number): GameResult => {
      const { index: _index, ...r } = played[i]!;
      return r;
    };
    // a real game cut after 10 actions, with a forfeit of the seat to act: its message holds a screen clear and 50,000 characters
    const nautilus = gameById('nautilus')!;
    let pos = nautilus.setup({ players: 2, seed: record(3).seed, variants: {} });
    for (const a of record(3).actions.slice(0, 10)) pos = (nautilus.play(pos, (nautilus.parseAction(a) as { value: unknown }).value) as { value: unknown }).value;
    const seat = nautilus.toAct(pos)!;
    const forfeit = { seat, bot: record(3).bots[seat]!, reason: 'crashed' as const, message: `\u001b[2J${'y'.repeat(50_000)}`, ply: 10 };
    const forfeited = gameResult(nautilus, pos, { seed: record(3).seed, bots: record(3).bots, actions: record(3).actions.slice(0, 10), forfeit, variants: {} });
    const evil = 'evil\u001b]0;pwned\u0007';
    const items = [
      // the one-action game of issue 41: random beats greedy 999 to 0
      { index: 0, result: { ...record(0), actions: record(0).actions.slice(0, 1), scores: [0, 999], winners: [1] }, worker: evil },
      { index: 0, result: { ...record(0), extra: 'kept nowhere' }, worker: 'honest', more: 1 },
      { index: 1, result: { ...record(1), scores: record(1).scores.map((x) => x + 1) } },
      { index: 1, result: { ...record(1), actions: [...record(1).actions.slice(0, 5), 'move 1:0 0 0', ...record(1).actions.slice(6)] } },
      { index: 1, result: record(1) },
      // game 2 is game 3's deal with the seats swapped: the same actions, a forfeit without a message
      { index: 2, result: { ...forfeited, seed: record(2).seed, bots: record(2).bots, forfeit: { seat, bot: record(2).bots[seat], reason: 'crashed', ply: 10 } } },
      { index: 2, result: record(2) },
      { index: 3, result: forfeited, worker: 'w' },
      ...Array.from({ length: 250 }, () => 'junk'),
    ].map((x) => (typeof x === 'string' ? x : JSON.stringify(x)));
    const client = new Redis(url);
    onTestFinished(() => void client.quit());
    await client.rpush(queueKeys(hash).results, ...items, 'x'.repeat(4_100_000), 'x'.repeat(4_100_000));
    // game 4 has no result: its job goes to a hostile worker that fails it with a 50,000-character reason
    const { Worker, UnrecoverableError } = await import('bullmq');
    const hostile = new Worker(QUEUE_NAME, async () => {
      throw new UnrecoverableError(`\u001b[2J\u001b[31m${'z'.repeat(50_000)}`);
    }, { connection: { url } });
    const out = join(dir, 'forged.json');
    const c = nautilab(...ARGS.slice(0, 4), '5', ...ARGS.slice(5), '--queue', url, '--out', out);
    try {
      expect(await c.exited, c.err).toBe(0);
    } finally {
      await hostile.close();
    }
    const lines = c.err.split('\n');
    expect(lines).toContain('queue: a result from worker "evil ]0;pwned " was set aside: game 0: is not over after its 1 actions, and no seat forfeited');
    expect(lines.some((l) => /^queue: a result from a worker that gave no name was set aside: game 1: its scores is \[\d+,\d+\], the replay's is/.test(l))).toBe(true);
    expect(lines.some((l) => /^queue: a result from a worker that gave no name was set aside: game 1: action 5 \("move 1:0 0 0"\) is not one of the \d+ legal actions there$/.test(l))).toBe(true);
    expect(lines).toContain('queue: a result from a worker that gave no name was set aside: game 2: names a forfeit without a known reason and a message');
    expect(lines.filter((l) => l === 'queue: a result from a worker that gave no name was set aside: is not an object')).toHaveLength(250);
    expect(lines.filter((l) => l === 'queue: a result was set aside: it has 4100000 characters, more than 4000000')).toHaveLength(2);
    expect(c.err).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    // the file: the replays of games 0 to 2 (the local run's), the forfeit and the failed game cleaned and cut
    const doc = JSON.parse(readFileSync(out, 'utf8')) as { games: (GameResult & { index: number })[] };
    expect(doc.games.slice(0, 3)).toEqual(played.slice(0, 3));
    expect(doc.games[3]).toMatchObject({ index: 3, endReason: 'forfeit:crashed', actions: record(3).actions.slice(0, 10), forfeit: { seat, ply: 10, reason: 'crashed' } });
    expect(doc.games[3]!.forfeit!.message).toMatch(/^ \[2Jy{996}… \(50004 characters\)$/);
    expect(doc.games[4]).toMatchObject({ index: 4, endReason: 'error', scores: [], winners: [] });
    expect(doc.games[4]!.endText).toMatch(/^the game could not be played:  \[2J \[31mz{991}… \(50009 characters\)$/);
    // what the coordinator wrote it reads back: --report, ratings, and --resume (a real worker plays the failed game again)
    const report = nautilab('arena', '--out', out, '--report');
    const ratings = nautilab('ratings', out);
    expect(await report.exited, report.err).toBe(0);
    expect(report.out).toContain('5 of 5 games played');
    expect(report.out).toContain('1 games failed');
    expect(await ratings.exited, ratings.err).toBe(0);
    expect(ratings.out).toContain('4 games from 1 file');
    const worker = await startWorker();
    const resumed = nautilab(...ARGS.slice(0, 4), '5', ...ARGS.slice(5), '--queue', url, '--out', out, '--resume');
    expect(await resumed.exited, resumed.err).toBe(0);
    const after = JSON.parse(readFileSync(out, 'utf8')) as { games: (GameResult & { index: number })[] };
    expect(after.games[4]).toEqual(played[4]);
    expect(after.games.slice(0, 4)).toEqual(doc.games.slice(0, 4));
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });

  test('a worker killed with SIGKILL while a bot file loops: the bot process stops too', async () => {
    const loop = join(dir, 'loop.js');
    writeFileSync(loop, 'export function act() { for (;;) {} }\n');
    // a lock of ten minutes: no other worker takes the game back while the test looks
    const victim = nautilab('worker', '--queue', url, '--threads', '1', '--lock', '600000');
    await waitFor(victim, /^serving /m);
    const c = nautilab('arena', '--bots', `${loop},random`, '--games', '1', '--deadline', '600000', '--queue', url);
    try {
      await killHostOfLoopingBot(victim.child.pid!);
    } finally {
      victim.child.kill('SIGKILL');
      c.child.kill('SIGKILL');
      const queue = new Queue(QUEUE_NAME, { connection: { url } });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});

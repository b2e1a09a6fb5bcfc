// The arena through a real work queue: a real redis-server on a free localhost port, a coordinator
// (`arena --queue`) and three workers (`worker --queue`), each a separate `node bin/nautilab.js`
// process. The queued file equals the local run's byte for byte; a worker SIGKILLed in the middle
// of a game has that game played again by another worker, and nothing is lost or counted twice; a
// coordinator killed and started again with --resume goes on from its file and the queue; a bad
// URL or a Redis that does not answer is a clear error with exit 1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUE_NAME } from '../../src/arena/queue.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

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
    // each game counted once, and played once: the games done while no coordinator listened are not played again
    expect([...again.err.matchAll(/^(\d+)\/40 games$/gm)].map((m) => Number(m[1])).at(-1)).toBe(40);
    expect(again.err).not.toMatch(/^(4[1-9]|[5-9]\d)\/40 games$/m);
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

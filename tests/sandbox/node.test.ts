// The Node bot sandbox (a child process under Node's permission model, the bot in a V8 isolate):
// every attack found against the old worker_threads "sandbox", and more. Each test runs a real
// hostile bot in a real sandbox and checks what the host saw.
import { createServer, type Server } from 'node:net';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BotFailure, inProcessSeat, runGame, type Decision } from '../../src/bots/match.js';
import { randomBot } from '../../src/bots/builtin.js';
import { BOT_MEMORY_MB, sandboxSeat, spawnBotProcess } from '../../src/cli/botSandbox.js';
import { LIMITS } from '../../src/sandbox/protocol.js';
import { SandboxSeat } from '../../src/sandbox/host.js';
import { Nautilus, legalActions, makeAction, observe, setupGame } from '../../src/nautilus/index.js';

const pos = setupGame({ players: 2, seed: 12, firstPlayer: 0 });
// a deadline no answer races: tests of timeouts name their own
const decision = (deadlineMs = 600_000, seed = 1): Decision => ({ game: 'nautilus', observation: observe(pos, 0), legal: legalActions(pos).map(makeAction), seed, ply: 0, deadlineMs });

const seats: SandboxSeat[] = [];
afterAll(() => seats.forEach((s) => s.kill()));

/** A sandboxed bot from source, with its log lines collected. */
function bot(code: string): { seat: SandboxSeat; logs: string[] } {
  const logs: string[] = [];
  const seat = sandboxSeat('hostile', code, (t) => logs.push(t));
  seats.push(seat);
  return { seat, logs };
}

/** One decision: the answer, or the failure's reason and message. */
async function decideOnce(code: string, deadlineMs = 600_000, made = bot(code)): Promise<{ answer?: string; reason?: string; message?: string; logs: string[]; ms: number }> {
  const { seat, logs } = made;
  const t0 = Date.now();
  try {
    const answer = await seat.decide(decision(deadlineMs));
    return { answer, logs, ms: Date.now() - t0 };
  } catch (e) {
    expect(e).toBeInstanceOf(BotFailure);
    return { reason: (e as BotFailure).reason, message: (e as Error).message, logs, ms: Date.now() - t0 };
  } finally {
    seat.kill();
  }
}

describe('a bot cannot reach the host', () => {
  test('no process, require, file system or environment: every route is absent', async () => {
    const r = await decideOnce(`export function act(ctx) {
      const g = ({}).constructor.constructor('return this')();
      ctx.log([typeof process, typeof require, typeof g.process, typeof g.require, typeof module, typeof Buffer, typeof fetch, typeof setTimeout, typeof XMLHttpRequest, typeof WebSocket].join(','));
      return 'end';
    }`);
    expect(r.answer).toBe('end');
    expect(r.logs).toEqual(['undefined,undefined,undefined,undefined,undefined,undefined,undefined,undefined,undefined,undefined']);
  });

  test('the system password file cannot be read (static import refused at load)', async () => {
    const r = await decideOnce(`import { readFileSync } from 'node:fs'; export function act() { return readFileSync('/etc/passwd', 'utf8'); }`);
    expect(r).toMatchObject({ reason: 'threw' });
    expect(r.message).toMatch(/cannot import anything \(it imports 'node:fs'\)/);
  });

  test.each([
    ['a dynamic import', `await import('node:child_process')`],
    ['an import inside eval', `await eval("import('node:fs')")`],
  ])('%s of Node modules fails: no processes, no files', async (_name, expr) => {
    const r = await decideOnce(`export async function act() { const m = ${expr}; m.execSync('id'); return 'end'; }`);
    expect(r.reason).toBe('threw');
    expect(r.message).toMatch(/Not supported/);
  });

  test('no file can be written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nautilab-sandbox-'));
    const target = join(dir, 'pwned.txt');
    const r = await decideOnce(`export function act() {
      try { (0, eval)('require')('fs').writeFileSync(${JSON.stringify(target)}, 'x'); } catch (e) {}
      try { process.binding('fs'); } catch (e) {}
      return 'end';
    }`);
    expect(r.answer).toBe('end');
    expect(existsSync(target)).toBe(false);
  });

  describe('no network', () => {
    let server: Server;
    let connections = 0;
    let port = 0;
    beforeAll(async () => {
      server = createServer(() => void connections++);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => void server.close());

    test('a bot that tries every way to open a socket reaches nothing', async () => {
      const r = await decideOnce(`export async function act(ctx) {
        const tries = [];
        for (const f of [() => fetch('http://127.0.0.1:${port}/'), () => new WebSocket('ws://127.0.0.1:${port}/'), () => import('node:net').then((n) => n.connect(${port}, '127.0.0.1'))]) {
          try { await f(); tries.push('opened'); } catch (e) { tries.push('refused'); }
        }
        ctx.log(tries.join(','));
        return 'end';
      }`);
      expect(r.answer).toBe('end');
      expect(r.logs).toEqual(['refused,refused,refused']);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(connections).toBe(0);
    });
  });
});

describe('a bot cannot block, kill or exhaust the host', () => {
  test('a busy loop (the old execSync("sleep 30")) is stopped at the deadline while the host stays responsive', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    // a loop that never ends: only the host's own timer, on its own event loop, can end this decision
    const r = await decideOnce(`export function act() { for (;;) {} }`, 500);
    clearInterval(timer);
    expect(r).toMatchObject({ reason: 'timeout', message: 'no answer within 500 ms: the bot was stopped' });
    // the shorter interval, due before the deadline's timer, ran on the same event loop
    expect(ticks).toBeGreaterThan(0);
  });

  test.each([
    ['a promise that never settles', `export function act() { return new Promise(() => {}); }`],
    ['Atomics.wait on shared memory', `export function act() { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); return 'end'; }`],
    ['an error whose message getter never returns', `export function act() { throw { get message() { for (;;) {} } }; }`],
  ])('%s: a timeout', async (_name, code) => {
    const r = await decideOnce(code, 400);
    expect(r.reason).toBe('timeout');
  });

  // Each memory test allocates past the limit within a fixed amount of work, and has no deadline
  // to race: what it asserts follows from the code, however busy the machine is.
  const NO_DEADLINE = 600_000;
  const OUT_OF_MEMORY = `the bot ran out of memory (its limit is ${BOT_MEMORY_MB} MB) and was stopped`;

  test(`an array of 30 million elements (240 MB in one allocation) exhausts only its own ${BOT_MEMORY_MB} MB: out of memory, the host unharmed`, async () => {
    const before = process.memoryUsage().rss;
    const r = await decideOnce(`export function act() { return String(new Array(3e7).fill(0).length); }`, NO_DEADLINE);
    expect(r).toMatchObject({ reason: 'crashed', message: OUT_OF_MEMORY });
    expect(process.memoryUsage().rss - before).toBeLessThan(100e6);
  });

  test('array buffers count: a bot that holds 8 MB more every step is out of memory', async () => {
    const r = await decideOnce(`const keep = []; export function act() { for (let i = 0; i < 64; i++) { const b = new ArrayBuffer(8 << 20); new Uint8Array(b).fill(1); keep.push(b); } return 'end'; }`, NO_DEADLINE);
    expect(r).toMatchObject({ reason: 'crashed', message: OUT_OF_MEMORY });
  });

  test('the WebAssembly bot of issue 27 (a memory grown by 32 MiB a decision) forfeits at once: a bot has no WebAssembly', async () => {
    const r = await decideOnce(`let memory = null; export function act(ctx) { memory ??= new WebAssembly.Memory({ initial: 1 }); memory.grow(512); new Uint8Array(memory.buffer).fill(1); return ctx.legal[0]; }`, NO_DEADLINE);
    expect(r).toMatchObject({ reason: 'threw', message: 'ReferenceError: WebAssembly is not defined' });
  });

  test("no WebAssembly object is reachable from the bot's globals or its context, while its reach and rollouts run on WASM", async () => {
    // everything reachable through properties, getters and prototypes, and the receivers of every
    // frame a stack trace shows while the engine calls back into the bot
    const r = await decideOnce(`
      const tag = (o) => { try { return Object.prototype.toString.call(o); } catch { return '?'; } };
      export function act(ctx) {
        const frames = [];
        Error.prepareStackTrace = (e, cs) => { for (const c of cs) { try { frames.push(c.getThis(), c.getFunction()); } catch {} } return ''; };
        const poison = { toString() { new Error().stack; return 'x'; }, [Symbol.toPrimitive]() { new Error().stack; return 'x'; } };
        const sub = ctx.observation.submarines[0];
        // a rollout on the WASM playout engine first (its instance must stay out of reach too)
        const played = ctx.engine.rollout(ctx.determinize(), 0, 1, 50);
        for (const f of [() => ctx.engine.play(ctx.determinize(), poison), () => ctx.engine.legal(poison), () => ctx.reach(poison), () => ctx.sonar(poison), () => ctx.engine.scores(poison), () => ctx.engine.rollout(poison, 0, 1, 5)]) { try { f(); } catch (e) { frames.push(e); } }
        const seen = new Set(), found = [], stack = [ctx, ctx.determinize(), globalThis, ...frames];
        while (stack.length && seen.size < 200000) {
          const o = stack.pop();
          if ((typeof o !== 'object' && typeof o !== 'function') || o === null || seen.has(o)) continue;
          seen.add(o);
          if (tag(o).includes('WebAssembly')) found.push(tag(o));
          for (const k of Reflect.ownKeys(o)) {
            let d; try { d = Object.getOwnPropertyDescriptor(o, k); } catch { continue; }
            if (d && 'value' in d) stack.push(d.value); else if (d && d.get) { try { stack.push(d.get.call(o)); } catch {} }
          }
          stack.push(Object.getPrototypeOf(o));
        }
        ctx.log(JSON.stringify({ kernel: ctx.kernel, playouts: ctx.playouts, played: played > 0, WebAssembly: typeof WebAssembly, found, objects: seen.size > 500 }));
        return ctx.legal[0];
      }`, NO_DEADLINE);
    expect(r.answer).toBeDefined();
    expect(JSON.parse(r.logs[0]!)).toEqual({ kernel: 'wasm', playouts: 'wasm', played: true, WebAssembly: 'undefined', found: [], objects: true });
  });

  test('the watchdog: a process whose resident memory passes its limit is stopped as out of memory', async () => {
    // 80 MB of array buffers stay within the isolate's 128 MB, so only the watchdog, set here at
    // 100 MB of resident memory (the process itself takes about 50), can stop this bot's loop
    const logs: string[] = [];
    const seat = new SandboxSeat('hostile', `export function act() { const keep = []; for (let i = 0; i < 8; i++) { const b = new ArrayBuffer(10 << 20); new Uint8Array(b).fill(1); keep.push(b); } for (;;) {} }`, () => spawnBotProcess(100), (t) => logs.push(t));
    seats.push(seat);
    const r = await decideOnce('', NO_DEADLINE, { seat, logs });
    expect(r).toMatchObject({ reason: 'crashed', message: OUT_OF_MEMORY });
  });

  test('a 200 MB answer is refused with its length, never copied whole', async () => {
    const before = process.memoryUsage().rss;
    const r = await decideOnce(`export function act() { return 'x'.repeat(2e8); }`);
    expect(r.reason).toBe('illegal');
    expect(r.message).toBe('answered a string of 200000000 characters');
    expect(process.memoryUsage().rss - before).toBeLessThan(100e6);
  });

  test('300,000 log lines reach the host as at most the per-decision cap, and a count of the rest', async () => {
    const r = await decideOnce(`export function act(ctx) { for (let i = 0; i < 300000; i++) ctx.log('line ' + i); console.log('and console'); return 'end'; }`);
    expect(r.answer).toBe('end');
    expect(r.logs.length).toBe(LIMITS.logLinesPerDecision + 1);
    expect(r.logs[0]).toBe('line 0');
    expect(r.logs.at(-1)).toBe(`… 299801 more log lines of this decision were dropped (at most ${LIMITS.logLinesPerDecision})`);
  });

  test('a 10 MB log line is cut to the line cap', async () => {
    const r = await decideOnce(`export function act(ctx) { ctx.log('y'.repeat(1e7)); return 'end'; }`);
    expect(r.answer).toBe('end');
    expect(r.logs).toHaveLength(1);
    expect(r.logs[0]!.length).toBeLessThan(LIMITS.logLineChars + 40);
    expect(r.logs[0]).toMatch(/… \(10000000 characters\)$/);
  });

  test('console.log goes to the bot console, never to the host stdout', async () => {
    const writes: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (writes.push(String(chunk)), true)) as typeof process.stdout.write;
    try {
      const r = await decideOnce(`export function act() { console.log('{"ok":false}'); console.error('oops'); return 'end'; }`);
      expect(r.logs).toEqual(['{"ok":false}', 'oops']);
    } finally {
      process.stdout.write = write;
    }
    expect(writes.join('')).not.toContain('"ok":false');
  });
});

describe('odd answers and odd throws are forfeits with a reason, never a host crash', () => {
  test.each([
    ['throw Object.create(null)', `export function act() { throw Object.create(null); }`, 'threw', 'an object that is not an Error'],
    ['a throw inside setTimeout', `export function act() { setTimeout(() => { throw new Error('later'); }, 0); return 'end'; }`, 'threw', 'ReferenceError: setTimeout is not defined'],
    ['String replaced, then 10n', `export function act() { globalThis.String = () => 10n; JSON.stringify = () => 10n; return 10n; }`, 'illegal', 'answered a bigint, not an action string'],
    ['a thenable resolving to 10n', `export function act() { return { then(r) { r(10n); } }; }`, 'illegal', 'answered a bigint, not an action string'],
    ['an object', `export function act() { return { action: 'end' }; }`, 'illegal', 'answered an object that is not an Error, not an action string'],
    ['runaway recursion', `export function act() { const f = () => f(); return f(); }`, 'threw', 'RangeError: Maximum call stack size exceeded'],
    ['a syntax error', `export function act() { return ;;; }}}`, 'threw', "could not load the bot: Unexpected token '}' [bot.js:1:37]"],
    ['no act export', `export const x = 1;`, 'threw', 'could not load the bot: the bot must export a function act(ctx); it exports x'],
  ])('%s', async (_name, code, reason, message) => {
    const r = await decideOnce(code);
    expect(r.reason).toBe(reason);
    expect(r.message).toBe(message);
  });

  test('a promise left rejected without a handler: the answer stands, the rejection goes to the log', async () => {
    const r = await decideOnce(`export function act(ctx) { Promise.reject(new Error('nobody catches me')); return 'end'; }`);
    expect(r.answer).toBe('end');
    expect(r.logs).toEqual(['an unhandled rejection, ignored (the answer stands): nobody catches me']);
  });

  test('a stray rejection next to a throw: the throw decides', async () => {
    const r = await decideOnce(`export async function act(ctx) { Promise.reject(new Error('stray')); throw new Error('mine'); }`);
    expect(r).toMatchObject({ reason: 'threw', message: 'Error: mine' });
  });

  test('a bot that poisons Object.prototype.toJSON still answers (the runtime writes its reply by hand)', async () => {
    const r = await decideOnce(`Object.prototype.toJSON = () => 10n; Array.prototype.join = () => { throw 1; }; export function act() { return 'end'; }`);
    expect(r.answer).toBe('end');
  });

  test('an endless loop at the top level fails the load, in bounded time', async () => {
    // the isolate's own 5 s limit on evaluating the module ends it (the host's load timer, not raced here, is a backstop)
    const code = `for (;;) {} export function act() { return 'end'; }`;
    const logs: string[] = [];
    const seat = new SandboxSeat('hostile', code, () => spawnBotProcess(), (t) => logs.push(t), 600_000);
    seats.push(seat);
    const r = await decideOnce(code, 1000, { seat, logs });
    expect(r.reason).toBe('threw');
    expect(r.message).toMatch(/could not load the bot: Script execution timed out/);
  });

  test('the load error quotes the problem, not the bot source', async () => {
    const source = `export function act() { return ;;; }}} // ${'SECRET'.repeat(50)}`;
    const r = await decideOnce(source);
    expect(r.message).not.toContain('SECRET');
    expect(r.message!.length).toBeLessThan(200);
  });
});

describe('a tournament survives its bots', () => {
  test('a looping bot forfeits its games by timeout; a fresh sandbox serves the next game', async () => {
    // it answers in phase 1 and loops from phase 2 on
    const looper = bot('export function act(ctx) { if (ctx.observation.phase === 2) for (;;) {} return "end"; }').seat;
    // a deadline its phase-1 answers meet on any machine; the loop meets none
    const a = await runGame({ game: Nautilus, seed: 5, players: [looper, inProcessSeat(randomBot)], deadlineMs: 5000 });
    expect(a.forfeit).toMatchObject({ seat: 0, bot: 'hostile', reason: 'timeout', message: 'no answer within 5000 ms: the bot was stopped' });
    expect(a.winners).toEqual([1]);
    const b = await runGame({ game: Nautilus, seed: 6, players: [inProcessSeat(randomBot), looper], deadlineMs: 5000 });
    expect(b.forfeit).toMatchObject({ seat: 1, reason: 'timeout' });
    // its phase-1 answer came from the fresh sandbox: the game reached phase 2
    expect(b.actions).toContain('end');
    expect(b.forfeit!.ply).toBeGreaterThan(0);
  });

  test('a bot starts every game in a fresh isolate: what it kept in one game is gone in the next', async () => {
    const { seat, logs } = bot('let decisions = 0; export function act(ctx) { ctx.log(String(decisions++)); globalThis.kept = (globalThis.kept ?? 0) + 1; return ctx.legal[0]; }');
    for (const seed of [1, 2, 3]) await runGame({ game: Nautilus, seed, players: [seat, inProcessSeat(randomBot)], deadlineMs: 600_000, maxActions: 6 });
    // each game counts from 0 again
    const starts = logs.flatMap((l, i) => (l === '0' ? [i] : []));
    expect(starts).toHaveLength(3);
    expect(logs.slice(0, starts[1])).toEqual(Array.from({ length: starts[1]! }, (_, i) => String(i)));
  });

  test('a sandboxed bot plays a whole game', async () => {
    const player = bot('export function act(ctx) { return ctx.legal[ctx.randomInt(ctx.legal.length)]; }').seat;
    const r = await runGame({ game: Nautilus, seed: 3, players: [player, inProcessSeat(randomBot)], deadlineMs: 600_000 });
    expect(r.forfeit).toBeNull();
    expect(r.endReason).not.toMatch(/^forfeit/);
  });
});

// The seed attack: the old decision seed was a linear function of (game seed, seat, ply), so a bot
// could find the game seed from its random numbers and replay the deal. This bot tries exactly that.
const SEED_ATTACK = `
function splitmix32(seed) { let s = seed >>> 0; return () => { s = (s + 0x9e3779b9) >>> 0; let z = s; z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0; z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0; return (z ^ (z >>> 16)) >>> 0; }; }
function firstRandom(seed) { const sm = splitmix32(seed); let a = sm(), b = sm(), c = sm(), d = sm();
  const next = () => { const t = (((a + b) >>> 0) + d) >>> 0; d = (d + 1) >>> 0; a = (b ^ (b >>> 9)) >>> 0; b = (c + (c << 3)) >>> 0; c = ((c << 21) | (c >>> 11)) >>> 0; c = (c + t) >>> 0; return t; };
  for (let i = 0; i < 12; i++) next(); return next() / 4294967296; }
const oldDecisionSeed = (g, seat, ply) => (Math.imul(g, 40503) + Math.imul(seat + 1, 9973) + Math.imul(ply, 7919)) | 0;
export function act(ctx) {
  const r = ctx.random();
  for (let g = 0; g < 3000; g++) for (let ply = 0; ply < 2; ply++) if (firstRandom(oldDecisionSeed(g, ctx.seat, ply)) === r) { ctx.log('found game seed ' + g); return ctx.legal[0]; }
  ctx.log('nothing found');
  return ctx.legal[0];
}`;

describe('hidden information never travels in a seed', () => {
  test('control: with the old linear decision seed, the attack finds the game seed', async () => {
    const { seat, logs } = bot(SEED_ATTACK);
    await seat.decide({ ...decision(), seed: (Math.imul(1234, 40503) + Math.imul(1, 9973)) | 0 });
    expect(logs).toEqual(['found game seed 1234']);
  });

  test('with the host-secret seeds of runGame, the same attack learns nothing', async () => {
    const { seat, logs } = bot(SEED_ATTACK);
    await runGame({ game: Nautilus, seed: 1234, players: [seat, inProcessSeat(randomBot)], deadlineMs: 5000, maxActions: 4 });
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => l === 'nothing found')).toBe(true);
  });

  test('a bot has no raw message to read: no port, no parentPort, no self', async () => {
    const r = await decideOnce(`export function act(ctx) { ctx.log([typeof self, typeof onmessage, typeof postMessage, typeof parentPort, typeof __nautilab, typeof __nautilabLog].join(',')); return 'end'; }`);
    expect(r.logs).toEqual(['undefined,undefined,undefined,undefined,undefined,undefined']);
  });
});

describe('the kernel in the sandbox', () => {
  test("a bot's reach and sonar run on the WASM kernel, with the engine's answers", async () => {
    // the bot reports its kernel and the reach of its first submarine that can move
    const { answer, logs } = await decideOnce(`export function act(ctx) {
      const sub = ctx.observation.submarines.find((s) => s.seat === ctx.seat);
      ctx.log(ctx.kernel + ' ' + (sub ? JSON.stringify(ctx.reach(sub.seat + ':' + sub.index)) : 'none'));
      return ctx.legal[0];
    }`);
    expect(answer).toBe(legalActions(pos).map(makeAction)[0]);
    expect(logs[0]!.split(' ')[0]).toBe('wasm');
    const { seat } = bot('export function act(ctx) { return ctx.legal[0]; }');
    await seat.decide(decision());
    expect(seat.kernel).toBe('wasm');
    seat.kill();
  });
});

describe('analysis in the sandbox', () => {
  test('a sandboxed bot asks ctx.analyze about its own observation and plays its best action', async () => {
    const { answer, logs } = await decideOnce(`export function act(ctx) {
      const r = ctx.analyze({ iterations: 24 });
      ctx.log(JSON.stringify({ samples: r.samples, n: r.candidates.reduce((n, c) => n + c.samples, 0), legal: r.candidates.every((c) => ctx.legal.includes(c.action)) }));
      return r.best;
    }`);
    expect(legalActions(pos).map(makeAction)).toContain(answer);
    expect(JSON.parse(logs[0]!.replace(/^[^{]*/, ''))).toEqual({ samples: 24, n: 24, legal: true });
  });
});

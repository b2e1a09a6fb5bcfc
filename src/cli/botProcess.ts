/**
 * The process that hosts one untrusted bot (spawned by `botSandbox.ts`), run under Node's
 * permission model: it may read the project's files and nothing else — no writes, no child
 * processes, no workers, an empty environment. Inside it, the bot runs in its own V8 isolate
 * (isolated-vm): no `process`, `require`, file system, network, timers or WebAssembly, a memory
 * limit, and the runtime of `src/sandbox/runtime.ts` between the bot and this process. Every
 * `load` (one per game) disposes of the previous isolate and starts a fresh one. A bot that
 * exhausts its isolate's memory can abort this process, and a watchdog stops the process when
 * its resident memory passes the limit plus a margin; the host sees the exit and records an
 * out-of-memory forfeit.
 *
 * Protocol (one JSON document per line): stdin carries `ToSandbox` messages, stdout `FromSandbox`.
 */
import ivm from 'isolated-vm';
import { readFileSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { LIMITS, type FromSandbox, type Reply, type ToSandbox } from '../sandbox/protocol.js';

/** isolated-vm's message when a call runs out of its time. */
const ISOLATE_TIMEOUT = 'Script execution timed out.';
/** How much later than the decision's deadline the isolate stops the call itself. */
const ISOLATE_GRACE_MS = 250;

const MEMORY_MB = Number(process.argv[2] ?? 128);
/**
 * Resident memory this process may reach, in MB: the isolate's limit plus the process's own share
 * (Node, isolated-vm, the runtime and the engine: about 50 MB) with room to spare. The isolate's
 * limit covers its heap and array buffers; the watchdog covers everything else it could allocate.
 */
const RSS_LIMIT_MB = Number(process.argv[3] ?? MEMORY_MB + 128);
/** How often the watchdog reads the resident memory (this thread is free while the isolate runs). */
const WATCHDOG_MS = 10;
/** What the host reads on stderr to tell an out-of-memory stop from a crash. */
const OUT_OF_MEMORY = 'nautilab: out of memory';
/** V8's and isolated-vm's words for an allocation over the isolate's limit. */
const OVER_LIMIT = /^(RangeError: )?Array buffer allocation failed$|Isolate was disposed during execution due to memory limit/;
const runtimeSource = readFileSync(new URL('../../sandbox/isolate.js', import.meta.url), 'utf8');
/** The release WASM kernel, handed to the isolate (Nautilus bots' reach and sonar run on it); null when missing. */
const kernelBytes: Uint8Array | null = (() => {
  try {
    return readFileSync(new URL('../../kernel/release.wasm', import.meta.url));
  } catch {
    return null;
  }
})();
/** The release WASM playout engine, handed to the isolate (Nautilus bots' `ctx.engine.rollout` runs on it); null when missing. */
const playoutBytes: Uint8Array | null = (() => {
  try {
    return readFileSync(new URL('../../playout/release.wasm', import.meta.url));
  } catch {
    return null;
  }
})();
let kernel: 'wasm' | 'ts' = 'ts';

const send = (m: FromSandbox): void => void process.stdout.write(`${JSON.stringify(m)}\n`);

/** Stops this process at once as out of memory (the host turns it into a forfeit). */
function outOfMemory(why: string): never {
  try {
    writeSync(2, `${OUT_OF_MEMORY}: ${why}\n`);
  } finally {
    process.kill(process.pid, 'SIGKILL');
  }
  throw new Error('unreachable');
}

/** The host that spawned this process: once it is gone (however it died, `kill -9` too), so is this process. */
const HOST_PID = process.ppid;
/** Stops this process at once, the isolate's thread and the bot's loop with it (no cleanup waits for the bot). */
const stopNow = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

// The watchdog: the isolate's heap statistics wait for its lock while bot code runs, the process's
// resident memory does not. Whatever a bot found to allocate outside the isolate's accounting, the
// process stops within a few milliseconds of passing the limit. It also stops the process once its
// host is gone (this process is handed to another parent), whatever the bot is doing.
setInterval(() => {
  if (process.ppid !== HOST_PID) stopNow();
  const rss = process.memoryUsage.rss();
  if (rss > RSS_LIMIT_MB * 2 ** 20) outOfMemory(`the process reached ${Math.round(rss / 2 ** 20)} MB (the watchdog's limit is ${RSS_LIMIT_MB} MB)`);
}, WATCHDOG_MS).unref();

let isolate: ivm.Isolate | null = null;
let decide: ivm.Reference<(text: string) => Promise<string>> | null = null;
/** The reply of the decision running now, as the runtime reported it (it survives a stray rejection). */
let reported: string | null = null;

async function load(code: string): Promise<void> {
  // a new game: nothing of the previous isolate survives
  decide = null;
  if (isolate && !isolate.isDisposed) isolate.dispose();
  isolate = null;
  if (code.length > LIMITS.codeBytes) throw new Error(`the bot is ${code.length} characters; at most ${LIMITS.codeBytes}`);
  isolate = new ivm.Isolate({ memoryLimit: MEMORY_MB });
  const context = await isolate.createContext();
  await context.global.set('__nautilabLog', new ivm.Callback((text: unknown) => send({ type: 'log', text: String(text).slice(0, LIMITS.logLineChars + 40) })));
  await context.global.set('__nautilabReply', new ivm.Callback((text: unknown) => void (reported = typeof text === 'string' ? text : null)));
  if (kernelBytes) await context.global.set('__nautilabKernel', new ivm.ExternalCopy(kernelBytes.buffer.slice(kernelBytes.byteOffset, kernelBytes.byteOffset + kernelBytes.byteLength)).copyInto({ release: true }));
  if (playoutBytes) await context.global.set('__nautilabPlayouts', new ivm.ExternalCopy(playoutBytes.buffer.slice(playoutBytes.byteOffset, playoutBytes.byteOffset + playoutBytes.byteLength)).copyInto({ release: true }));
  await context.eval(runtimeSource, { timeout: 5000 });
  const entry = (await context.global.get('__nautilab', { reference: true })) as ivm.Reference<Record<string, unknown>>;
  kernel = (await entry.get('kernel', { copy: true })) === 'wasm' ? 'wasm' : 'ts';
  const setBot = (await entry.get('setBot', { reference: true })) as ivm.Reference<(ns: unknown) => string>;
  decide = (await entry.get('decide', { reference: true })) as ivm.Reference<(text: string) => Promise<string>>;
  await context.global.delete('__nautilab');
  const module = await isolate.compileModule(code, { filename: 'bot.js' });
  await module.instantiate(context, (specifier) => {
    throw new Error(`a bot cannot import anything (it imports '${specifier.slice(0, 80)}'); put everything in one file`);
  });
  await module.evaluate({ timeout: 5000 });
  const problem = await setBot.apply(undefined, [module.namespace.derefInto()], { timeout: 1000, result: { copy: true } });
  if (problem) throw new Error(String(problem));
}

async function onMessage(m: ToSandbox): Promise<void> {
  if (m.type === 'load') {
    try {
      await load(m.code);
      send({ type: 'loaded', kernel });
    } catch (e) {
      const message = String((e as Error)?.message ?? e);
      if (OVER_LIMIT.test(message)) outOfMemory(message);
      send({ type: 'error', message: `could not load the bot: ${String((e as Error)?.message ?? e).slice(0, LIMITS.logLineChars)}` });
    }
    return;
  }
  let reply: Reply;
  reported = null;
  // the decision's CPU time: this process's, which does nothing else meanwhile (isolated-vm's
  // isolate.cpuTime counted wall-clock time when measured here: 3.7 s for 0.5 s of CPU on a loaded machine)
  const cpuStart = process.cpuUsage();
  try {
    if (!decide) throw new Error('no bot is loaded');
    // the host's timer decides a timeout (it kills this process at the deadline and reports it);
    // the isolate's own limit, a little later, is only a backstop
    const text = await decide.apply(undefined, [JSON.stringify(m.decision)], {
      timeout: Math.max(1, m.decision.deadlineMs) + ISOLATE_GRACE_MS,
      arguments: { copy: true },
      result: { promise: true, copy: true },
    });
    reply = readReply(text);
  } catch (e) {
    const message = String((e as Error)?.message ?? e);
    // out of time: no reply, the host's timer reports the timeout (on a loaded machine the isolate's
    // limit could otherwise answer first and turn a timeout into "threw")
    if (message === ISOLATE_TIMEOUT) return;
    if (OVER_LIMIT.test(message)) outOfMemory(message);
    if (reported !== null) {
      // a promise the bot left rejected without a handler: the answer stands, the rejection is logged
      reply = readReply(reported);
      send({ type: 'log', text: `an unhandled rejection, ignored (the answer stands): ${message.slice(0, LIMITS.logLineChars)}` });
    } else reply = { ok: false, kind: 'threw', message: message.slice(0, LIMITS.logLineChars) };
  }
  // a bot that asked for more array buffer memory than its limit (the runtime caught V8's RangeError)
  if (!reply.ok && reply.kind === 'threw' && OVER_LIMIT.test(reply.message)) outOfMemory(reply.message);
  const cpu = process.cpuUsage(cpuStart);
  send({ type: 'reply', id: m.id, reply, cpuMs: (cpu.user + cpu.system) / 1000 });
}

/** The runtime's reply, checked. */
function readReply(text: unknown): Reply {
  const parsed: unknown = typeof text === 'string' && text.length <= LIMITS.messageBytes ? JSON.parse(text) : null;
  return (parsed as Reply | null) ?? { ok: false, kind: 'badAnswer', message: 'the runtime returned no reply' };
}

// Messages are handled one at a time, in order.
let queue = Promise.resolve();
createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
  let m: ToSandbox;
  try {
    m = JSON.parse(line) as ToSandbox;
  } catch {
    return;
  }
  queue = queue.then(() => onMessage(m));
});
// the host closed the pipe (it ended, or died): the bot's loop does not keep this process alive
process.stdin.on('end', stopNow);

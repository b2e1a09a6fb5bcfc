/**
 * The process that hosts one untrusted bot (spawned by `botProcessHandle.ts`), run under Node's
 * permission model: it may read the project's files and nothing else — no writes, no child
 * processes, no workers, an empty environment. Inside it, the bot runs in its own V8 isolate
 * (isolated-vm): no `process`, `require`, file system, network or timers, a memory limit, and
 * the runtime of `src/sandbox/runtime.ts` between the bot and this process. A bot that exhausts
 * its isolate's memory can abort this process; the host sees the exit and records a forfeit.
 *
 * Protocol (one JSON document per line): stdin carries `ToSandbox` messages, stdout `FromSandbox`.
 */
import ivm from 'isolated-vm';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { LIMITS, type FromSandbox, type Reply, type ToSandbox } from '../sandbox/protocol.js';

/** isolated-vm's message when a call runs out of its time. */
const ISOLATE_TIMEOUT = 'Script execution timed out.';
/** How much later than the decision's deadline the isolate stops the call itself. */
const ISOLATE_GRACE_MS = 250;

const MEMORY_MB = Number(process.argv[2] ?? 128);
const runtimeSource = readFileSync(new URL('../../sandbox/isolate.js', import.meta.url), 'utf8');
/** The release WASM kernel, handed to the isolate (Nautilus bots' reach and sonar run on it); null when missing. */
const kernelBytes: Uint8Array | null = (() => {
  try {
    return readFileSync(new URL('../../kernel/release.wasm', import.meta.url));
  } catch {
    return null;
  }
})();
let kernel: 'wasm' | 'ts' = 'ts';

const send = (m: FromSandbox): void => void process.stdout.write(`${JSON.stringify(m)}\n`);

let isolate: ivm.Isolate | null = null;
let decide: ivm.Reference<(text: string) => Promise<string>> | null = null;

async function load(code: string): Promise<void> {
  if (code.length > LIMITS.codeBytes) throw new Error(`the bot is ${code.length} characters; at most ${LIMITS.codeBytes}`);
  isolate = new ivm.Isolate({ memoryLimit: MEMORY_MB });
  const context = await isolate.createContext();
  await context.global.set('__nautilabLog', new ivm.Callback((text: unknown) => send({ type: 'log', text: String(text).slice(0, LIMITS.logLineChars + 40) })));
  if (kernelBytes) await context.global.set('__nautilabKernel', new ivm.ExternalCopy(kernelBytes.buffer.slice(kernelBytes.byteOffset, kernelBytes.byteOffset + kernelBytes.byteLength)).copyInto({ release: true }));
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
      send({ type: 'error', message: `could not load the bot: ${String((e as Error)?.message ?? e).slice(0, LIMITS.logLineChars)}` });
    }
    return;
  }
  let reply: Reply;
  try {
    if (!decide) throw new Error('no bot is loaded');
    // the host's timer decides a timeout (it kills this process at the deadline and reports it);
    // the isolate's own limit, a little later, is only a backstop
    const text = await decide.apply(undefined, [JSON.stringify(m.decision)], {
      timeout: Math.max(1, m.decision.deadlineMs) + ISOLATE_GRACE_MS,
      arguments: { copy: true },
      result: { promise: true, copy: true },
    });
    const parsed: unknown = typeof text === 'string' && text.length <= LIMITS.messageBytes ? JSON.parse(text) : null;
    reply = (parsed as Reply | null) ?? { ok: false, kind: 'badAnswer', message: 'the runtime returned no reply' };
  } catch (e) {
    const message = String((e as Error)?.message ?? e);
    // out of time: no reply, the host's timer reports the timeout (on a loaded machine the isolate's
    // limit could otherwise answer first and turn a timeout into "threw")
    if (message === ISOLATE_TIMEOUT) return;
    reply = { ok: false, kind: 'threw', message: message.slice(0, LIMITS.logLineChars) };
  }
  send({ type: 'reply', id: m.id, reply });
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
process.stdin.on('end', () => process.exit(0));

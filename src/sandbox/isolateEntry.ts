/**
 * The bot runtime as it starts inside a fresh V8 isolate (bundled to `build/sandbox/isolate.js`
 * and evaluated before the bot's module). The host has set `__nautilabLog` and `__nautilabReply`
 * (copying callbacks); this script takes them, compiles the kernel, takes WebAssembly away,
 * installs `console`, and leaves the entry points in `__nautilab`, which the host reads and
 * deletes before any bot code runs.
 */
import { closeWebAssembly, createRuntime } from './runtime.js';
import type { Decision, Reply } from './protocol.js';

const g = globalThis as unknown as Record<string, unknown>;
const emit = g.__nautilabLog as (text: string) => void;
delete g.__nautilabLog;
// each decision's reply also goes here, so a stray rejection that fails the host's call loses no answer
const report = g.__nautilabReply as (text: string) => void;
delete g.__nautilabReply;
// the release WASM kernel's bytes, copied in by the host (absent when it could not read them)
const kernelBytes = g.__nautilabKernel as ArrayBuffer | undefined;
delete g.__nautilabKernel;
// the WASM playout engine's bytes, likewise (its memory is fixed: it cannot grow past 5 pages)
const playoutBytes = g.__nautilabPlayouts as ArrayBuffer | undefined;
delete g.__nautilabPlayouts;
const parse = JSON.parse;
const stringify = JSON.stringify;
const runtime = createRuntime({ log: (text) => void emit(text), now: () => Date.now() });
const kernel = kernelBytes instanceof ArrayBuffer ? runtime.setKernel(kernelBytes, playoutBytes instanceof ArrayBuffer ? playoutBytes : undefined) : 'ts';
// the kernel is compiled: WebAssembly memories escape the isolate's memory limit, so the bot gets none
closeWebAssembly(g);
const consoleObject = Object.freeze({ log: runtime.log, info: runtime.log, warn: runtime.log, error: runtime.log, debug: runtime.log });
Object.defineProperty(g, 'console', { value: consoleObject, writable: false, configurable: false, enumerable: false });
g.__nautilab = {
  kernel,
  setBot: (namespace: unknown): string => runtime.setBot(namespace) ?? '',
  decide: async (text: string): Promise<string> => {
    const reply = encodeReply(await runtime.decide(parse(text) as Decision));
    report(reply);
    return reply;
  },
};

/** The reply as JSON, written by hand: `JSON.stringify` of a string primitive consults no `toJSON` a bot may have planted. */
function encodeReply(r: Reply): string {
  if (r.ok) return `{"ok":true,"action":${stringify(r.action)}}`;
  return `{"ok":false,"kind":${stringify(r.kind)},"message":${stringify(r.message)}}`;
}

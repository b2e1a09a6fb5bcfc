/// <reference lib="webworker" />
// One user bot's worker. It runs inside a sandboxed, opaque-origin iframe (`sandbox.html`): no
// storage of the app, no cookies, a process of its own where the browser isolates sites, and a
// Content-Security-Policy that allows no script from any origin (only the frame's own, by its
// hash, and the bot's blob) and no connections. Before the bot's code is imported:
// - everything that is not JavaScript's own is taken out of this worker's global scope and its
//   prototypes, as in the command line's isolate: the network, storage, other contexts, timers,
//   the raw message port, `self`; WebAssembly goes once the runtime has compiled the kernel;
// - every buffer the worker makes is counted (`botMemory.ts`): over the limit, the bot is stopped
//   and forfeits, "out of memory";
// - the host's port is read and written only through built-ins captured here, and the prototypes
//   they come from are frozen, so a bot that redefines a getter or method never sees the port.
// The bot talks to the host only through the runtime, which caps what it sends. The host removes
// the whole frame at a missed deadline.
import { createRuntime } from '../../../src/sandbox/runtime.js';
import { LIMITS, type FromSandbox, type ToSandbox } from '../../../src/sandbox/protocol.js';
import { boundBuffers, BUFFER_LIMIT_BYTES } from './botMemory.js';

// Built-ins captured when this worker starts, before any bot code exists.
/** The global object (`self` is closed to the bot). */
const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
const uncurry = <A extends unknown[], R>(f: (...a: A) => R): ((self: unknown, ...a: A) => R) => Function.prototype.call.bind(f) as (self: unknown, ...a: A) => R;
const getter = (proto: object, name: string): ((self: unknown) => unknown) => uncurry(Object.getOwnPropertyDescriptor(proto, name)!.get! as () => unknown);
const eventData = getter(MessageEvent.prototype, 'data');
const portPost = uncurry(MessagePort.prototype.postMessage as (m: unknown) => void);
const portStart = uncurry(MessagePort.prototype.start);
const listen = uncurry(EventTarget.prototype.addEventListener as (type: string, f: (e: Event) => void, o?: AddEventListenerOptions) => void);
const performanceNow = uncurry(Performance.prototype.now);
const performanceObject = performance;
const createObjectURL = URL.createObjectURL.bind(URL);
const revokeObjectURL = URL.revokeObjectURL.bind(URL);
const BlobClass = Blob;
const ArrayBufferClass = ArrayBuffer;
const freeze = Object.freeze;
const hasOwn = uncurry(Object.prototype.hasOwnProperty) as (o: object, k: PropertyKey) => boolean;
const defineProperty = Object.defineProperty;
const getPrototypeOf = Object.getPrototypeOf;
const ownKeys = Reflect.ownKeys;
const closeWorker = uncurry(DedicatedWorkerGlobalScope.prototype.close);
/** The prototypes of every object the worker's plumbing touches: frozen before the bot loads. */
const PLUMBING = [MessageEvent.prototype, MessagePort.prototype, Event.prototype, EventTarget.prototype];

let port: MessagePort | null = null;
/** Set once the bot has asked for more memory than it may have: nothing more is sent but that. */
let outOfMemory = false;
const send = (m: FromSandbox): void => {
  if (port && !outOfMemory) portPost(port, m);
};

/** The globals a bot keeps: JavaScript's own (the command line's isolate has no others), and `console`. */
const LANGUAGE_GLOBALS: ReadonlySet<string> = new Set([
  'globalThis', 'Infinity', 'NaN', 'undefined', 'eval', 'isFinite', 'isNaN', 'parseFloat', 'parseInt', 'decodeURI', 'decodeURIComponent',
  'encodeURI', 'encodeURIComponent', 'escape', 'unescape', 'Object', 'Function', 'Boolean', 'Symbol', 'Error', 'AggregateError', 'EvalError',
  'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError', 'SuppressedError', 'Number', 'BigInt', 'Math', 'Date', 'String',
  'RegExp', 'Array', 'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float16Array',
  'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array', 'Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef', 'FinalizationRegistry',
  'ArrayBuffer', 'DataView', 'Atomics', 'JSON', 'Promise', 'Reflect', 'Proxy', 'Intl', 'Iterator', 'DisposableStack', 'AsyncDisposableStack',
  'console',
]);

/** Deletes `name` from the global object and its prototypes (or shadows it with `undefined`). */
function closeGlobal(name: string): void {
  for (let o: object | null = scope; o; o = getPrototypeOf(o) as object | null) {
    if (hasOwn(o, name)) {
      try {
        delete (o as Record<string, unknown>)[name];
      } catch {
        /* a non-configurable property: shadowed below */
      }
    }
  }
  if (name in scope) {
    try {
      defineProperty(scope, name, { value: undefined, writable: false, configurable: false });
    } catch {
      /* nothing more can be done from script; the CSP still applies */
    }
  }
}

function closeGlobals(): void {
  const names: string[] = [];
  for (let o: object | null = scope; o && o !== Object.prototype; o = getPrototypeOf(o) as object | null) {
    // WebAssembly stays until the runtime has compiled the kernel (see `load` below)
    for (const key of ownKeys(o)) if (typeof key === 'string' && !LANGUAGE_GLOBALS.has(key) && key !== 'WebAssembly') names.push(key);
  }
  for (const name of names) closeGlobal(name);
  for (const proto of PLUMBING) freeze(proto);
}

/** Stops the bot at its first request over the memory limit: the host hears of it before anything else. */
function onOutOfMemory(): void {
  if (outOfMemory) return;
  if (port) portPost(port, { type: 'out-of-memory', limitBytes: BUFFER_LIMIT_BYTES });
  outOfMemory = true;
  closeWorker(scope);
}

const runtime = createRuntime({ log: (text) => send({ type: 'log', text }), now: () => performanceNow(performanceObject) });

async function load(code: string): Promise<void> {
  if (code.length > LIMITS.codeBytes) throw new Error(`the bot is ${code.length} characters; at most ${LIMITS.codeBytes}`);
  const url = createObjectURL(new BlobClass([code], { type: 'text/javascript' }));
  try {
    const namespace = (await import(/* @vite-ignore */ url)) as unknown;
    const problem = runtime.setBot(namespace);
    if (problem) throw new Error(problem);
  } finally {
    revokeObjectURL(url);
  }
}

let queue = Promise.resolve();
function onHostMessage(e: Event): void {
  const m = eventData(e) as ToSandbox;
  queue = queue.then(async () => {
    if (m?.type === 'load') {
      try {
        // the release WASM kernel's bytes, from the host (this frame may not fetch)
        const kernel = m.kernel instanceof ArrayBufferClass ? runtime.setKernel(m.kernel, m.playouts instanceof ArrayBufferClass ? m.playouts : undefined) : 'ts';
        // the kernel is compiled: the bot gets no WebAssembly of its own (its memories are not bounded)
        closeGlobal('WebAssembly');
        await load(String(m.code));
        send({ type: 'loaded', kernel });
      } catch (err) {
        send({ type: 'error', message: `could not load the bot: ${String((err as Error)?.message ?? err).slice(0, LIMITS.logLineChars)}` });
      }
    } else if (m?.type === 'decide') {
      send({ type: 'reply', id: m.id, reply: await runtime.decide(m.decision) });
    }
  });
}

// The first message carries the port to the host; everything after arrives on it.
listen(
  scope,
  'message',
  (e: Event) => {
    const data = eventData(e) as { type?: string; port?: MessagePort } | null;
    if (data?.type !== 'nautilab-host-port' || !data.port) return;
    port = data.port;
    listen(port, 'message', onHostMessage);
    portStart(port);
  },
  { once: true },
);

const consoleObject = freeze({ log: runtime.log, info: runtime.log, warn: runtime.log, error: runtime.log, debug: runtime.log });
defineProperty(scope, 'console', { value: consoleObject, writable: false, configurable: false });
boundBuffers(BUFFER_LIMIT_BYTES, onOutOfMemory);
closeGlobals();

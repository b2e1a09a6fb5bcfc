/// <reference lib="webworker" />
// One user bot's worker. It runs inside a sandboxed, opaque-origin iframe (`sandbox.html`): no
// storage of the app, no cookies, a process of its own where the browser isolates sites, and a
// Content-Security-Policy without connections. Before the bot's code is imported, everything a
// bot has no need for is also taken out of this worker's global scope: the network (fetch,
// XMLHttpRequest, WebSocket, EventSource, WebTransport), storage (IndexedDB, the Cache API,
// navigator.storage), other contexts (BroadcastChannel, Worker, SharedWorker, MessageChannel,
// importScripts) and the raw message port (postMessage). The host's messages arrive on a port
// the frame hands over first; the bot talks to the host only through the runtime, which caps
// what it sends. The host removes the whole frame at a missed deadline.
import { createRuntime } from '../../../src/sandbox/runtime.js';
import { LIMITS, type FromSandbox, type ToSandbox } from '../../../src/sandbox/protocol.js';

let port: MessagePort | null = null;
const send = (m: FromSandbox): void => port?.postMessage(m);
const createObjectURL = URL.createObjectURL.bind(URL);
const revokeObjectURL = URL.revokeObjectURL.bind(URL);
const BlobClass = Blob;

/** Global names a bot never needs; removed from the global object and its prototypes. */
const CLOSED_GLOBALS = [
  'fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'WebTransport', 'Request', 'Response', 'Headers',
  'indexedDB', 'IDBFactory', 'caches', 'CacheStorage', 'navigator', 'StorageManager',
  'BroadcastChannel', 'Worker', 'SharedWorker', 'MessageChannel', 'MessagePort', 'importScripts',
  'postMessage', 'close', 'FileSystemHandle', 'FileSystemDirectoryHandle', 'Notification', 'WebSocketStream',
] as const;

function closeGlobals(): void {
  for (const name of CLOSED_GLOBALS) {
    for (let o: object | null = self; o; o = Object.getPrototypeOf(o)) {
      if (Object.prototype.hasOwnProperty.call(o, name)) {
        try {
          delete (o as Record<string, unknown>)[name];
        } catch {
          /* a non-configurable property: shadowed below */
        }
      }
    }
    if (name in self) {
      try {
        Object.defineProperty(self, name, { value: undefined, writable: false, configurable: false });
      } catch {
        /* nothing more can be done from script; the CSP still applies */
      }
    }
  }
}

const runtime = createRuntime({ log: (text) => send({ type: 'log', text }), now: () => performance.now() });

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
function onHostMessage(e: MessageEvent<ToSandbox>): void {
  const m = e.data;
  queue = queue.then(async () => {
    if (m?.type === 'load') {
      try {
        // the release WASM kernel's bytes, from the host (this frame may not fetch)
        const kernel = m.kernel instanceof ArrayBuffer ? runtime.setKernel(m.kernel) : 'ts';
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
self.addEventListener(
  'message',
  (e: MessageEvent<{ type?: string; port?: MessagePort }>) => {
    if (e.data?.type !== 'nautilab-host-port' || !e.data.port) return;
    port = e.data.port;
    port.addEventListener('message', onHostMessage);
    port.start();
  },
  { once: true },
);

const consoleObject = Object.freeze({ log: runtime.log, info: runtime.log, warn: runtime.log, error: runtime.log, debug: runtime.log });
Object.defineProperty(self, 'console', { value: consoleObject, writable: false, configurable: false });
closeGlobals();

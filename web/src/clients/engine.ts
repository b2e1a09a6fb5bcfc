/**
 * The main thread's handle on the engine worker (comlink). Every engine and kernel call goes
 * through it; the main thread never runs rules or kernels. The worker is watched: if it dies (an
 * error it did not catch, running out of memory, closing itself: a Web Lock it holds is released),
 * every pending call is rejected
 * with a clear error, the header says so, and a fresh worker starts; the views keep their own
 * positions, so the next click works again.
 */
import * as Comlink from 'comlink';
import { shallowRef } from 'vue';
import { debugHandles } from './debug';
import type { EngineApi, EngineStatus } from '../worker/engineApi';

/** The worker's status, for the header badge. */
export const engineStatus = shallowRef<EngineStatus & { restarts?: number }>({ state: 'initial', kernel: null, error: null });

interface Running {
  worker: Worker;
  remote: Comlink.Remote<EngineApi>;
  /** Rejects when this worker dies. */
  death: Promise<never>;
  ready: Promise<unknown>;
}

let running: Running | null = null;
let restarts = 0;

function start(): Running {
  const worker = new Worker(new URL('../worker/engine.worker.ts', import.meta.url), { type: 'module', name: 'engine' });
  const remote = Comlink.wrap<EngineApi>(worker);
  let markDead: (why: string) => void = () => undefined;
  const death = new Promise<never>((_, reject) => {
    markDead = (why) => reject(new Error(why));
  });
  death.catch(() => undefined);
  const self: Running = { worker, remote, death, ready: Promise.resolve() };
  const died = (why: string): void => {
    if (running !== self) return;
    running = null;
    markDead(`the engine stopped (${why}); it is restarting — try again`);
    worker.terminate();
    restarts++;
    engineStatus.value = { state: 'failed', kernel: null, error: `the engine stopped (${why}); restarting`, restarts };
    // a fresh worker, unless it keeps dying
    if (restarts <= 5) setTimeout(() => void engineReady().catch(() => undefined), 300);
  };
  worker.addEventListener('error', (e) => {
    e.preventDefault();
    died(e.message || 'an error in the engine worker');
  });
  // A lifeline: the worker holds a Web Lock for as long as it lives; the lock is granted to this
  // side only when the worker is gone, however it died (closed, crashed, out of memory).
  if (navigator.locks) {
    const lock = `nautilab-engine-${crypto.randomUUID()}`;
    worker.addEventListener('message', (e: MessageEvent<{ type?: string }>) => {
      if (e.data?.type === 'nautilab-lifeline-held') void navigator.locks.request(lock, () => died('the engine worker went away'));
    });
    worker.postMessage({ type: 'nautilab-lifeline', lock });
  }
  engineStatus.value = { state: 'loading', kernel: null, error: null, restarts };
  self.ready = Promise.race([remote.init(), death]).then((s) => {
    if (running === self) engineStatus.value = { ...s, restarts };
  });
  self.ready.catch(() => undefined);
  return self;
}

function current(): Running {
  running ??= start();
  return running;
}

/**
 * The engine API: each call goes to the live worker (starting one if needed) and rejects, instead
 * of hanging, if that worker dies before answering.
 */
const api = new Proxy({} as Comlink.Remote<EngineApi>, {
  get(_target, name: string | symbol) {
    if (typeof name !== 'string' || name === 'then') return undefined; // not a thenable: it is awaited as a value
    return (...args: unknown[]) => {
      const r = current();
      const call = (r.remote as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args);
      return Promise.race([call, r.death]);
    };
  },
});

/** The engine API (the worker starts on first use; calls wait for the kernel). */
export function engine(): Comlink.Remote<EngineApi> {
  current();
  return api;
}

/** Resolves when the kernel is loaded. */
export async function engineReady(): Promise<Comlink.Remote<EngineApi>> {
  await current().ready;
  return api;
}

/** Wraps a callback so the worker can call it (progress reports). */
export const callback = <T extends (...args: never[]) => unknown>(fn: T): T => Comlink.proxy(fn) as unknown as T;

/** For tests and debugging: asks the worker to close itself, as a crash would end it. */
export function debugCloseEngine(): void {
  running?.worker.postMessage({ type: 'nautilab-debug-close' });
}
debugHandles.debugCloseEngine = debugCloseEngine;
debugHandles.engine = engine;

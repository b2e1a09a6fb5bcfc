/**
 * The main thread's handle on the engine worker (comlink). Every engine and kernel call goes
 * through it; the main thread never runs rules or kernels.
 */
import * as Comlink from 'comlink';
import { shallowRef } from 'vue';
import type { EngineApi, EngineStatus } from './worker/engineApi';

let remote: Comlink.Remote<EngineApi> | null = null;
let ready: Promise<EngineStatus> | null = null;

/** The worker's status, for the header badge. */
export const engineStatus = shallowRef<EngineStatus>({ state: 'initial', kernel: null, error: null });

/** The engine API (the worker starts on first use; calls wait for the kernel). */
export function engine(): Comlink.Remote<EngineApi> {
  if (!remote) {
    const worker = new Worker(new URL('./worker/engine.worker.ts', import.meta.url), { type: 'module', name: 'engine' });
    remote = Comlink.wrap<EngineApi>(worker);
    engineStatus.value = { state: 'loading', kernel: null, error: null };
    ready = remote.init().then((s) => (engineStatus.value = s));
  }
  return remote;
}

/** Resolves when the kernel is loaded. */
export async function engineReady(): Promise<Comlink.Remote<EngineApi>> {
  const api = engine();
  await ready;
  return api;
}

/** Wraps a callback so the worker can call it (progress reports). */
export const callback = <T extends (...args: never[]) => unknown>(fn: T): T => Comlink.proxy(fn) as unknown as T;

/// <reference lib="webworker" />
// The engine worker: the engine and the kernel off the main thread, exposed with comlink.
// `Comlink.expose` runs synchronously at the top level (a top-level await before it loses the
// first message); the kernel loads when the UI calls `init`. The worker holds a Web Lock for its
// whole life; the page waits for that lock and so learns when this worker has gone away.
import * as Comlink from 'comlink';
import { createEngineApi } from './engineApi.js';
import { loadPlayouts, loadWasm } from './kernel.js';

self.addEventListener('message', (e: MessageEvent<{ type?: string; lock?: string }>) => {
  if (e.data?.type === 'nautilab-lifeline' && typeof e.data.lock === 'string') {
    void navigator.locks.request(e.data.lock, () => {
      postMessage({ type: 'nautilab-lifeline-held' });
      return new Promise<never>(() => undefined);
    });
  }
  if (e.data?.type === 'nautilab-debug-close') self.close();
});
Comlink.expose(createEngineApi(loadWasm, undefined, loadPlayouts));

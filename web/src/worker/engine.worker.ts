/// <reference lib="webworker" />
// The engine worker: the engine and the kernel off the main thread, exposed with comlink.
// `Comlink.expose` runs synchronously at the top level (a top-level await before it loses the
// first message); the kernel loads when the UI calls `init`. The page keeps a lifeline port whose
// `close` event tells it when this worker has gone away.
import * as Comlink from 'comlink';
import { createEngineApi } from './engineApi.js';
import { loadWasm } from './kernel.js';

const lifelines: MessagePort[] = [];
self.addEventListener('message', (e: MessageEvent<{ type?: string; port?: MessagePort }>) => {
  if (e.data?.type === 'nautilab-lifeline' && e.data.port) lifelines.push(e.data.port);
  if (e.data?.type === 'nautilab-debug-close') self.close();
});
Comlink.expose(createEngineApi(loadWasm));

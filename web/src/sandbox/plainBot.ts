/**
 * The page's handle on the Bench view's plain bot worker (`plainBot.worker.ts`): the bench's bot
 * loaded with the release WASM kernel, as the sandboxed side gets it, answering one decision at a
 * time with the actions it played.
 */
import type { PlainBot } from '../../../src/bench/sandboxBench.js';
import type { Decision } from '../../../src/sandbox/protocol.js';
import { kernelBytes, playoutBytes } from './kernelBytes.js';
import type { FromPlainBot, ToPlainBot } from './plainBot.worker.js';

/** Starts a plain worker running `code`; rejects when it does not load. */
export async function plainBot(code: string): Promise<PlainBot> {
  const worker = new Worker(new URL('./plainBot.worker.ts', import.meta.url), { type: 'module', name: 'bench-plain' });
  let waiting: { resolve: (m: FromPlainBot) => void; reject: (e: Error) => void } | null = null;
  worker.addEventListener('message', (e: MessageEvent<FromPlainBot>) => waiting?.resolve(e.data));
  worker.addEventListener('error', (e) => waiting?.reject(new Error(`the plain bot worker failed: ${e.message}`)));
  const ask = (m: ToPlainBot): Promise<FromPlainBot> =>
    new Promise((resolve, reject) => {
      waiting = { resolve, reject };
      worker.postMessage(m);
    });
  const kernel = await kernelBytes();
  const playouts = await playoutBytes();
  const loaded = await ask({ type: 'load', code, ...(kernel ? { kernel: kernel.slice(0) } : {}), ...(playouts ? { playouts: playouts.slice(0) } : {}) }).catch((e: Error) => ({ type: 'error', message: e.message }) as const);
  if (loaded.type === 'error') {
    worker.terminate();
    throw new Error(`the plain bot did not load: ${loaded.message}`);
  }
  return {
    decide: async (d: Decision) => {
      const r = await ask({ type: 'decide', decision: d });
      if (r.type === 'error') throw new Error(`the plain bot failed: ${r.message}`);
      return r.type === 'done' ? r.actions : -1;
    },
    kill: () => worker.terminate(),
  };
}

/**
 * The Bench view's plain side of the sandboxed forward model: a worker that runs the bench's own
 * bot (`forwardBotCode`, never a user's) with the sandbox's runtime but none of its walls (no
 * opaque-origin frame, nothing taken out of the scope, no buffer counting), so the page can set a
 * bot in its sandbox against the same code in a plain worker.
 *
 *   page → worker: { type: 'load', code, kernel? }   worker → page: { type: 'loaded' } | { type: 'error', message }
 *   page → worker: { type: 'decide', decision }      worker → page: { type: 'done', actions } | { type: 'error', message }
 */
import { loggedActions } from '../../../src/bench/sandboxBench.js';
import type { Decision } from '../../../src/sandbox/protocol.js';
import { createRuntime } from '../../../src/sandbox/runtime.js';

/** What the page sends. */
export type ToPlainBot = { type: 'load'; code: string; kernel?: ArrayBuffer } | { type: 'decide'; decision: Decision };
/** What the worker answers. */
export type FromPlainBot = { type: 'loaded' } | { type: 'done'; actions: number } | { type: 'error'; message: string };

const post = (m: FromPlainBot): void => (globalThis as unknown as { postMessage(m: unknown): void }).postMessage(m);
let actions = -1;
const runtime = createRuntime({
  log: (text) => {
    const n = loggedActions(text);
    if (n >= 0) actions = n;
  },
  now: () => Date.now(),
});

async function handle(m: ToPlainBot): Promise<void> {
  if (m.type === 'load') {
    if (m.kernel) runtime.setKernel(m.kernel);
    const url = URL.createObjectURL(new Blob([m.code], { type: 'text/javascript' }));
    try {
      const problem = runtime.setBot(await import(/* @vite-ignore */ url));
      post(problem ? { type: 'error', message: problem } : { type: 'loaded' });
    } catch (e) {
      post({ type: 'error', message: String((e as Error)?.message ?? e) });
    } finally {
      URL.revokeObjectURL(url);
    }
    return;
  }
  actions = -1;
  const reply = await runtime.decide(m.decision);
  post(reply.ok ? { type: 'done', actions } : { type: 'error', message: reply.message });
}

// one message at a time, in order
let queue = Promise.resolve();
addEventListener('message', (e: MessageEvent<ToPlainBot>) => void (queue = queue.then(() => handle(e.data))));

/// <reference lib="webworker" />
// One user bot's worker: its code is imported from a Blob URL and sees only the decisions it is
// sent. The host terminates this worker when a decision misses its deadline.
import { botWorker, type ToWorker } from '../../../src/bots/sandbox.js';

const handle = botWorker({
  post: (m) => postMessage(m),
  async importModule(code) {
    const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    try {
      return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
    } finally {
      URL.revokeObjectURL(url);
    }
  },
  now: () => performance.now(),
});

onmessage = (e: MessageEvent<ToWorker>) => void handle(e.data);

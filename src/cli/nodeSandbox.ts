/** Spawning sandboxed bots in Node: one worker_threads worker per bot. */
import { Worker } from 'node:worker_threads';
import { SandboxSeat, type FromWorker, type WorkerHandle } from '../bots/sandbox.js';

/** A handle on a fresh Node bot worker. */
export function spawnNodeBotWorker(): WorkerHandle {
  const w = new Worker(new URL('./botWorker.js', import.meta.url));
  w.unref();
  return {
    post: (m) => w.postMessage(m),
    onMessage: (h) => w.on('message', (m: FromWorker) => h(m)),
    terminate: () => void w.terminate(),
  };
}

/** A seat running bot source code (an ES module exporting `act`) in a Node worker. */
export function nodeSandboxSeat(name: string, code: string, onLog?: (text: string) => void): SandboxSeat {
  return new SandboxSeat(name, code, spawnNodeBotWorker, onLog);
}

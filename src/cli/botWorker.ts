// A user bot's worker in Node (worker_threads): the sandbox protocol over parentPort.
import { parentPort } from 'node:worker_threads';
import { botWorker, type ToWorker } from '../bots/sandbox.js';

const handle = botWorker({
  post: (m) => parentPort!.postMessage(m),
  importModule: (code) => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`) as Promise<Record<string, unknown>>,
  now: () => performance.now(),
});
parentPort!.on('message', (m: ToWorker) => void handle(m));

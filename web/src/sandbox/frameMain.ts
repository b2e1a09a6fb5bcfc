/**
 * The bot sandbox frame (`sandbox.html`), loaded in an iframe with `sandbox="allow-scripts"`: an
 * opaque origin (no access to the app's storage or cookies), a process of its own where the
 * browser isolates sites (a bot that exhausts memory takes down only this frame), and a CSP
 * without connections. It starts the bot's worker (its bundle is inlined here, so no cross-origin
 * script is fetched) and hands it the port to the host that the page posts in.
 */
import botWorkerSource from '../../../build/sandbox/bot-worker.js?raw';

/** A classic worker from the bundled source (a module worker cannot start from a blob in an opaque origin). */
const BotWorker = function (): Worker {
  return new Worker(URL.createObjectURL(new Blob([botWorkerSource], { type: 'text/javascript' })));
} as unknown as new () => Worker;

/** The bot's worker, held for the frame's life (an unreferenced worker may be collected). */
let worker: Worker | null = null;

addEventListener('message', (e: MessageEvent<{ type?: string; port?: MessagePort }>) => {
  if (e.source !== parent || e.data?.type !== 'nautilab-host-port' || !e.data.port || worker) return;
  worker = new BotWorker();
  worker.addEventListener('error', (err) => parent.postMessage({ type: 'nautilab-frame-error', message: err.message || 'the bot worker failed' }, '*'));
  worker.postMessage({ type: 'nautilab-host-port', port: e.data.port }, [e.data.port]);
});
parent.postMessage({ type: 'nautilab-frame-ready' }, '*');

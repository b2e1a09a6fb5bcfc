/**
 * A sandbox handle on a bot frame (an opaque-origin iframe whose worker runs one user bot, made
 * by the page: `botFrames.ts`). Used by the arena workers, and by the page itself for the Play
 * view's bot seats.
 */
import { proxy, type Remote } from 'comlink';
import type { SandboxHandle } from '../../../src/sandbox/host.js';
import { readFromSandbox, type FromSandbox, type ToSandbox } from '../../../src/sandbox/protocol.js';
import { kernelBytes, playoutBytes } from './kernelBytes.js';
import type { BotFrames } from '../worker/botFramesApi.js';

/** Makes bot frames: the page's own factory, or a worker's comlink handle on it. */
export type FrameFactory = Remote<BotFrames> | BotFrames;

/**
 * A sandbox handle on a bot frame that the page makes (its worker runs the bot): messages queue
 * until the frame's port arrives, are checked on the way back, and a frame that cannot start or
 * breaks the protocol is reported as dead.
 */
export function frameHandle(frames: FrameFactory): SandboxHandle {
  const exits: ((why: string) => void)[] = [];
  const handlers: ((m: FromSandbox) => void)[] = [];
  const queued: ToSandbox[] = [];
  let port: MessagePort | null = null;
  let id: number | null = null;
  let done = false;
  let order: Promise<void> = Promise.resolve();
  const stop = (): void => {
    done = true;
    port?.close();
    if (id !== null) void frames.remove(id);
  };
  const die = (why: string): void => {
    if (done) return;
    stop();
    for (const h of exits) h(why);
  };
  Promise.resolve(frames.spawn(proxy((why: string) => die(why)))).then(
    (f) => {
      id = f.id;
      if (done) return stop();
      port = f.port;
      port.addEventListener('message', (e: MessageEvent<unknown>) => {
        // the bot worker's own word (never the bot's: it cannot reach the port) that the bot asked for more than its memory
        const o = e.data as { type?: unknown; limitBytes?: unknown } | null;
        if (o?.type === 'out-of-memory' && typeof o.limitBytes === 'number') return die(`the bot ran out of memory (its buffers may hold at most ${Math.round(o.limitBytes / 2 ** 20)} MiB) and was stopped`);
        const m = readFromSandbox(e.data);
        if (!m) return die('the bot broke the protocol');
        for (const h of handlers) h(m);
      });
      port.addEventListener('messageerror', () => die('the bot sent a message that could not be read'));
      port.start();
      for (const m of queued.splice(0)) port.postMessage(m);
    },
    (e: Error) => die(e.message),
  );
  return {
    post: (m) => {
      if (done) return;
      const send = (msg: ToSandbox): void => {
        if (done) return;
        if (port) port.postMessage(msg);
        else queued.push(msg);
      };
      // the bot goes with the WASM kernel's bytes; messages after it wait their turn
      if (m.type === 'load') {
        order = order.then(() => Promise.all([kernelBytes(), playoutBytes()])).then(([k, p]) => send({ ...m, ...(k ? { kernel: k } : {}), ...(p ? { playouts: p } : {}) }));
      } else order = order.then(() => send(m));
    },
    onMessage: (h) => void handlers.push(h),
    onExit: (h) => void exits.push(h),
    terminate: stop,
  };
}


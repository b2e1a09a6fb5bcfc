/**
 * Sandboxed bot frames, made by the page for the arena workers (only a document can make an
 * iframe): each user bot gets a hidden `<iframe sandbox="allow-scripts">` with sandbox.html's document, whose
 * worker runs the bot, and a MessagePort to it. The arena worker that asked holds the port and
 * asks for the frame's removal when the bot misses a deadline or dies.
 */
import * as Comlink from 'comlink';
import { frameDocument } from './frameDocument';
import type { BotFrames } from '../worker/botFramesApi';

const frames = new Map<number, HTMLIFrameElement>();
let nextId = 1;

/** Makes a bot frame; resolves with its id and the port to its bot worker. `onExit` hears of a worker that fails. */
export async function spawnBotFrame(onExit?: (why: string) => void): Promise<{ id: number; port: MessagePort }> {
  const id = nextId++;
  const frame = document.createElement('iframe');
  frame.sandbox.add('allow-scripts');
  frame.hidden = true;
  frame.title = 'bot sandbox';
  // built: the page hands the frame its document, so that it starts offline too (frameDocument.ts)
  if (import.meta.env.DEV) frame.src = new URL('./sandbox.html', document.baseURI).href;
  else frame.srcdoc = await frameDocument();
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bot sandbox did not start within 10 s')), 10_000);
    const onMessage = (e: MessageEvent<{ type?: string }>): void => {
      if (e.source !== frame.contentWindow || e.data?.type !== 'nautilab-frame-ready') return;
      clearTimeout(timer);
      removeEventListener('message', onMessage);
      resolve();
    };
    addEventListener('message', onMessage);
  });
  const onError = (e: MessageEvent<{ type?: string; message?: unknown }>): void => {
    if (e.source !== frame.contentWindow || e.data?.type !== 'nautilab-frame-error') return;
    removeEventListener('message', onError);
    removeBotFrame(id);
    onExit?.(`the bot's worker failed: ${String(e.data.message).slice(0, 200)}`);
  };
  addEventListener('message', onError);
  frames.set(id, frame);
  document.body.append(frame);
  try {
    await ready;
  } catch (e) {
    removeBotFrame(id);
    throw e;
  }
  const channel = new MessageChannel();
  frame.contentWindow!.postMessage({ type: 'nautilab-host-port', port: channel.port2 }, '*', [channel.port2]);
  return Comlink.transfer({ id, port: channel.port1 }, [channel.port1]);
}

/** Removes a bot frame (its process and worker go with it). */
export function removeBotFrame(id: number): void {
  frames.get(id)?.remove();
  frames.delete(id);
}

/** The frame factory handed to arena workers (a comlink proxy). */
export const botFrames: BotFrames = Comlink.proxy({ spawn: spawnBotFrame, remove: removeBotFrame });

/// <reference lib="webworker" />
// An arena worker: plays the games it is given. Built-in bots run here; each user bot runs in a
// sandboxed frame the page makes for it (`botFrames.ts`), stopped at its deadline. Logs reach the
// page in batches, capped, so a bot that logs without end cannot flood it.
import * as Comlink from 'comlink';
import { playSpec, SeatCache, type TournamentSpec } from '../../../src/arena/run.js';
import type { GameSpec } from '../../../src/arena/schedule.js';
import type { GameResult } from '../../../src/bots/match.js';
import { SandboxSeat, type SandboxHandle } from '../../../src/sandbox/host.js';
import { readFromSandbox, type FromSandbox, type ToSandbox } from '../../../src/sandbox/protocol.js';
import type { BotFrames } from './botFramesApi.js';
import { workerGames } from './kernel.js';

/**
 * A sandbox handle on a bot frame that the page makes (its worker runs the bot): messages queue
 * until the frame's port arrives, are checked on the way back, and a frame that cannot start or
 * breaks the protocol is reported as dead.
 */
export function frameSandbox(frames: Comlink.Remote<BotFrames>): SandboxHandle {
  const exits: ((why: string) => void)[] = [];
  const handlers: ((m: FromSandbox) => void)[] = [];
  const queued: ToSandbox[] = [];
  let port: MessagePort | null = null;
  let id: number | null = null;
  let done = false;
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
  frames.spawn(Comlink.proxy((why: string) => die(why))).then(
    (f) => {
      id = f.id;
      if (done) return stop();
      port = f.port;
      port.addEventListener('message', (e: MessageEvent<unknown>) => {
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
      if (port) port.postMessage(m);
      else queued.push(m);
    },
    onMessage: (h) => void handlers.push(h),
    onExit: (h) => void exits.push(h),
    terminate: stop,
  };
}

const LOG_FLUSH_MS = 200;
const LOG_LINES_PER_FLUSH = 300;

const api = {
  /** Plays the games one after another; reports each result as it ends. */
  async play(
    tournament: TournamentSpec,
    games: GameSpec[],
    onResult: (index: number, result: GameResult) => void,
    onLogs: (lines: { bot: string; text: string }[], dropped: number) => void,
    frames: Comlink.Remote<BotFrames>,
  ): Promise<void> {
    const registry = await workerGames();
    let buffer: { bot: string; text: string }[] = [];
    let dropped = 0;
    const flush = (): void => {
      if (buffer.length || dropped) onLogs(buffer, dropped);
      buffer = [];
      dropped = 0;
    };
    const timer = setInterval(flush, LOG_FLUSH_MS);
    const seats = new SeatCache((name, code) =>
      new SandboxSeat(name, code, () => frameSandbox(frames), (text) => {
        if (buffer.length < LOG_LINES_PER_FLUSH) buffer.push({ bot: name, text });
        else dropped++;
      }),
      registry,
    );
    try {
      for (const g of games) onResult(g.index, await playSpec(tournament, g, seats));
    } finally {
      clearInterval(timer);
      flush();
      for (const s of seats.all()) (s as { kill?: () => void }).kill?.();
    }
  },
};

export type ArenaWorkerApi = typeof api;
Comlink.expose(api);

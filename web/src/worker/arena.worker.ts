/// <reference lib="webworker" />
// An arena worker: plays the games it is given. Built-in bots run here; each user bot runs in
// its own nested worker (the safe runner), stopped at its deadline. Logs reach the page in
// batches, capped, so a bot that logs without end cannot flood it.
import * as Comlink from 'comlink';
import { playSpec, SeatCache, type TournamentSpec } from '../../../src/arena/run.js';
import type { GameSpec } from '../../../src/arena/schedule.js';
import type { GameResult } from '../../../src/bots/match.js';
import { SandboxSeat, type SandboxHandle } from '../../../src/sandbox/host.js';
import { readFromSandbox, type FromSandbox } from '../../../src/sandbox/protocol.js';
import { installWasmKernel } from './kernel.js';

/** Spawns a bot worker as a sandbox handle: messages checked, errors and dead workers reported. */
export function spawnBotWorker(): SandboxHandle {
  const w = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bot' });
  const exits: ((why: string) => void)[] = [];
  let done = false;
  const die = (why: string): void => {
    if (done) return;
    done = true;
    w.terminate();
    for (const h of exits) h(why);
  };
  w.addEventListener('error', (e) => {
    e.preventDefault();
    die(`the bot's worker failed: ${e.message || 'an error it did not catch (or it ran out of memory)'}`);
  });
  w.addEventListener('messageerror', () => die('the bot sent a message that could not be read'));
  return {
    post: (m) => {
      if (!done) w.postMessage(m);
    },
    onMessage: (h) =>
      w.addEventListener('message', (e: MessageEvent<unknown>) => {
        const m: FromSandbox | null = readFromSandbox(e.data);
        if (m) h(m);
        else die('the bot broke the protocol');
      }),
    onExit: (h) => void exits.push(h),
    terminate: () => {
      done = true;
      w.terminate();
    },
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
  ): Promise<void> {
    await installWasmKernel();
    let buffer: { bot: string; text: string }[] = [];
    let dropped = 0;
    const flush = (): void => {
      if (buffer.length || dropped) onLogs(buffer, dropped);
      buffer = [];
      dropped = 0;
    };
    const timer = setInterval(flush, LOG_FLUSH_MS);
    const seats = new SeatCache((name, code) =>
      new SandboxSeat(name, code, spawnBotWorker, (text) => {
        if (buffer.length < LOG_LINES_PER_FLUSH) buffer.push({ bot: name, text });
        else dropped++;
      }),
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

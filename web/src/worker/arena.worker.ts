/// <reference lib="webworker" />
// An arena worker: plays the games it is given. Built-in bots run here; each user bot runs in a
// sandboxed frame the page makes for it (`botFrames.ts`), stopped at its deadline. Logs reach the
// page in batches, capped, so a bot that logs without end cannot flood it.
import * as Comlink from 'comlink';
import { playSpec, SeatCache, type TournamentSpec } from '../../../src/arena/run.js';
import type { GameSpec } from '../../../src/arena/schedule.js';
import type { GameResult } from '../../../src/bots/match.js';
import { SandboxSeat } from '../../../src/sandbox/host.js';
import { frameSandbox } from '../frameSandbox.js';
import type { BotFrames } from './botFramesApi.js';
import { workerGames } from './kernel.js';

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

/// <reference lib="webworker" />
// An arena worker: plays the games it is given. Built-in bots run here; each user bot runs in
// its own nested worker (the safe runner), stopped at its deadline.
import * as Comlink from 'comlink';
import { builtinBot } from '../../../src/bots/builtin.js';
import { inProcessSeat, runGame, type GameResult, type SeatPlayer } from '../../../src/bots/match.js';
import { SandboxSeat, type FromWorker, type WorkerHandle } from '../../../src/bots/sandbox.js';
import type { GameSpec } from '../../../src/arena/schedule.js';
import type { Variants } from '../../../src/nautilus/types.js';

/** A bot of a tournament: a built-in by name, or user code (compiled JavaScript). */
export interface BotEntry {
  name: string;
  builtin?: string;
  code?: string;
}

export interface ArenaJob {
  bots: BotEntry[];
  deadlineMs: number;
  variants?: Partial<Variants>;
}

function spawnBotWorker(): WorkerHandle {
  const w = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bot' });
  return {
    post: (m) => w.postMessage(m),
    onMessage: (h) => w.addEventListener('message', (e: MessageEvent<FromWorker>) => h(e.data)),
    terminate: () => w.terminate(),
  };
}

const sandboxes = new Map<string, SandboxSeat>();

function seatFor(bot: BotEntry, onLog: (bot: string, text: string) => void): SeatPlayer {
  if (bot.builtin) {
    const b = builtinBot(bot.builtin);
    if (!b) throw new Error(`unknown built-in bot '${bot.builtin}'`);
    return { ...inProcessSeat(b, () => performance.now()), name: bot.name };
  }
  let s = sandboxes.get(bot.name);
  if (!s) {
    s = new SandboxSeat(bot.name, bot.code ?? '', spawnBotWorker, (text) => onLog(bot.name, text));
    sandboxes.set(bot.name, s);
  }
  return s;
}

const api = {
  /** Plays the games one after another; reports each result as it ends. */
  async play(job: ArenaJob, games: GameSpec[], onResult: (index: number, result: GameResult) => void, onLog: (bot: string, text: string) => void): Promise<void> {
    for (const g of games) {
      const players = g.seats.map((i) => seatFor(job.bots[i]!, onLog));
      const result = await runGame({ seed: g.seed, players, deadlineMs: job.deadlineMs, variants: job.variants });
      onResult(g.index, result);
    }
  },
};

export type ArenaWorkerApi = typeof api;
Comlink.expose(api);

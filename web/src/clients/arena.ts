/**
 * Tournaments in the browser: games handed one at a time to a pool of arena workers (one per
 * core), progress as games end, cancel by terminating the pool. A worker that dies is replaced;
 * its game is played again once and recorded as failed if it fails twice, and the other games
 * go on. Also the quick match of the bot editor.
 */
import * as Comlink from 'comlink';
import { failedGame } from '../../../src/arena/failed.js';
import type { TournamentSpec } from '../../../src/arena/run.js';
import { schedule, type GameSpec } from '../../../src/arena/schedule.js';
import type { GameResult } from '../../../src/bots/match.js';
import { botFrames } from '../sandbox/botFrames';
import type { BotFrames } from '../worker/botFramesApi';
import { debugHandles } from './debug';
import type { ArenaWorkerApi } from '../worker/arena.worker';

export interface RunningTournament {
  done: Promise<GameResult[]>;
  cancel(): void;
}

/**
 * Runs a tournament on `threads` workers; `onResult` sees every finished game (with its schedule
 * index). Once `stop` answers true no new game starts (an SPRT that decided): the games in play end
 * and `done` holds the games played, at their indices.
 */
export function runTournament(
  t: TournamentSpec,
  onResult: (result: GameResult, finished: number, index: number) => void,
  onLog: (bot: string, text: string) => void = () => undefined,
  threads = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, t.games)),
  stop: () => boolean = () => false,
): RunningTournament {
  const specs = schedule(t.entries.length, t.players, t.games, t.seed);
  const results: GameResult[] = new Array(specs.length);
  const queue = specs.map((_, i) => i);
  const attempts = new Array<number>(specs.length).fill(0);
  const live = new Set<Worker>();
  let finished = 0;
  let cancelled = false;
  let cancel: () => void = () => undefined;
  const onLogs = Comlink.proxy((lines: { bot: string; text: string }[], dropped: number) => {
    for (const l of lines) onLog(l.bot, l.text);
    if (dropped) onLog('arena', `… ${dropped} log lines dropped`);
  });

  /** An arena worker, with a promise that rejects when it dies. */
  const spawn = (): { remote: Comlink.Remote<ArenaWorkerApi>; death: Promise<never>; dispose: () => void } => {
    const w = new Worker(new URL('../worker/arena.worker.ts', import.meta.url), { type: 'module', name: 'arena' });
    live.add(w);
    const death = new Promise<never>((_, reject) => {
      w.addEventListener('error', (e) => (e.preventDefault(), reject(new Error(e.message || 'the arena worker failed'))));
    });
    death.catch(() => undefined);
    return { remote: Comlink.wrap<ArenaWorkerApi>(w), death, dispose: () => (w.terminate(), live.delete(w)) };
  };

  /** One lane of the pool: takes games from the queue until it is empty; replaces its worker when it dies. */
  const lane = async (): Promise<void> => {
    let worker = spawn();
    try {
      for (let i = stop() ? undefined : queue.shift(); i !== undefined && !cancelled; i = stop() ? undefined : queue.shift()) {
        attempts[i]!++;
        const record = Comlink.proxy((index: number, result: GameResult) => {
          results[index] = result;
          onResult(result, ++finished, index);
        });
        try {
          await Promise.race([worker.remote.play(t, [specs[i]!], record, onLogs, botFrames as unknown as Comlink.Remote<BotFrames>), worker.death]);
        } catch (e) {
          if (cancelled) return;
          worker.dispose();
          worker = spawn();
          if (attempts[i]! < 2) queue.unshift(i);
          else {
            results[i] = failedGame(t, specs[i]!, (e as Error).message);
            onResult(results[i]!, ++finished, i);
          }
        }
      }
    } finally {
      worker.dispose();
    }
  };

  const done = new Promise<GameResult[]>((resolve, reject) => {
    cancel = () => {
      cancelled = true;
      live.forEach((w) => w.terminate());
      reject(new Error('cancelled'));
    };
    Promise.all(Array.from({ length: threads }, lane)).then(() => {
      if (!cancelled) resolve(results);
    }, reject);
  });
  return { done, cancel: () => cancel() };
}

debugHandles.runTournament = runTournament;

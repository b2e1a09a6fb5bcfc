/**
 * Tournaments in the browser: games spread over a pool of arena workers (one per core), progress
 * as games end, cancel by terminating the pool. Also the quick match of the bot editor.
 */
import * as Comlink from 'comlink';
import { shallowRef } from 'vue';
import { schedule } from '../../src/arena/schedule.js';
import type { GameResult } from '../../src/bots/match.js';
import type { ArenaJob, ArenaWorkerApi, BotEntry } from './worker/arena.worker';

export interface Tournament {
  bots: BotEntry[];
  players: number;
  games: number;
  seed: number;
  deadlineMs: number;
}

export interface RunningTournament {
  done: Promise<GameResult[]>;
  cancel(): void;
}

/** Runs a tournament on `threads` workers; `onResult` sees every finished game. */
export function runTournament(
  t: Tournament,
  onResult: (result: GameResult, finished: number) => void,
  onLog: (bot: string, text: string) => void = () => undefined,
  threads = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, t.games)),
): RunningTournament {
  const specs = schedule(t.bots.length, t.players, t.games, t.seed);
  const workers = Array.from({ length: threads }, () => new Worker(new URL('./worker/arena.worker.ts', import.meta.url), { type: 'module', name: 'arena' }));
  const results: GameResult[] = new Array(specs.length);
  let finished = 0;
  let cancel: () => void = () => undefined;
  const job: ArenaJob = { bots: t.bots.map((b) => ({ ...b })), deadlineMs: t.deadlineMs };
  const done = new Promise<GameResult[]>((resolve, reject) => {
    cancel = () => {
      workers.forEach((w) => w.terminate());
      reject(new Error('cancelled'));
    };
    const shares = workers.map((_, i) => specs.filter((_, k) => k % threads === i));
    Promise.all(
      workers.map((w, i) =>
        Comlink.wrap<ArenaWorkerApi>(w).play(
          job,
          shares[i]!,
          Comlink.proxy((index: number, result: GameResult) => {
            results[index] = result;
            onResult(result, ++finished);
          }),
          Comlink.proxy(onLog),
        ),
      ),
    ).then(
      () => {
        workers.forEach((w) => w.terminate());
        resolve(results);
      },
      (e) => {
        workers.forEach((w) => w.terminate());
        reject(e);
      },
    );
  });
  return { done, cancel: () => cancel() };
}

/** A finished game waiting to open in the Play view as a replay. */
export const pendingReplay = shallowRef<GameResult | null>(null);

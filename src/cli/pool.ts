/**
 * The arena's pool of worker_threads workers (one per core by default). A worker that dies takes
 * no tournament with it: it is replaced, its game is played again once, and a game that fails
 * twice is recorded as failed (with the reason) while the other games go on.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameResult } from '../bots/match.js';
import { failedGame } from '../arena/failed.js';
import type { TournamentSpec } from '../arena/run.js';
import { schedule, type GameSpec } from '../arena/schedule.js';

/**
 * Plays a tournament on `threads` workers: every scheduled game but those in `skip` (games already
 * played, when a tournament goes on). Results in schedule order, with holes where games were skipped;
 * `onGame` hears of each game as it ends, with its schedule index. Once `stop` answers true no
 * new game starts (an SPRT that decided): the games in play end and are reported.
 */
export async function runPool(
  t: TournamentSpec,
  threads = availableParallelism(),
  onGame?: (done: number, result: GameResult, index: number) => void,
  skip: ReadonlySet<number> = new Set(),
  stop: () => boolean = () => false,
): Promise<(GameResult | undefined)[]> {
  const specs = schedule(t.entries.length, t.players, t.games, t.seed);
  const results: (GameResult | undefined)[] = new Array(specs.length);
  const queue = specs.map((_, i) => i).filter((i) => !skip.has(i));
  const attempts = new Array<number>(specs.length).fill(0);
  let done = 0;
  const script = new URL('./arenaWorker.js', import.meta.url);

  const runWorker = (): Promise<void> =>
    new Promise<void>((resolve) => {
      const w = new Worker(script, { workerData: t, stdout: true, stderr: true });
      let current = -1;
      let finished = false;
      const next = (): void => {
        if (stop()) queue.length = 0;
        const i = queue.shift();
        if (i === undefined) {
          finished = true;
          void w.terminate().then(() => resolve());
          return;
        }
        current = i;
        attempts[i]!++;
        w.postMessage(specs[i]);
      };
      const record = (i: number, r: GameResult): void => {
        results[i] = r;
        onGame?.(++done, r, i);
      };
      w.on('message', (m: { index: number; result: GameResult }) => {
        record(m.index, m.result);
        current = -1;
        next();
      });
      const died = (why: string): void => {
        if (finished) return;
        finished = true;
        if (current >= 0) {
          if (attempts[current]! < 2) queue.unshift(current);
          else record(current, failedGame(t, specs[current]!, why));
        }
        void w.terminate();
        resolve(queue.length ? runWorker() : undefined);
      };
      w.on('error', (e) => died(e.message));
      w.on('exit', (code) => died(`its worker stopped with code ${code}`));
      next();
    });

  const count = Math.max(0, Math.min(threads, queue.length));
  await Promise.all(Array.from({ length: count }, runWorker));
  return results;
}

/**
 * Threads that play single games of one tournament on demand (a queue worker's pool): the same
 * worker script as `runPool`. A thread that dies fails its game (the caller decides whether to play
 * it again) and is replaced on the next game.
 */
export class GamePool {
  private readonly idle: Worker[] = [];
  private readonly waiting: { g: GameSpec; resolve: (r: GameResult) => void; reject: (e: Error) => void }[] = [];
  private started = 0;
  private closed = false;
  private readonly script = new URL('./arenaWorker.js', import.meta.url);

  constructor(
    private readonly t: TournamentSpec,
    private readonly threads: number,
  ) {}

  /** Games in play or waiting for a thread. */
  get busy(): number {
    return this.started - this.idle.length + this.waiting.length;
  }

  /** Plays one scheduled game on a thread of the pool. */
  play(g: GameSpec): Promise<GameResult> {
    if (this.closed) return Promise.reject(new Error('the pool is closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ g, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread (games in play fail). */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.reject(new Error('the pool is closed'));
    await Promise.all(this.idle.splice(0).map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length && (this.idle.length || this.started < this.threads)) {
      const job = this.waiting.shift()!;
      const w = this.idle.pop() ?? this.spawn();
      this.run(w, job);
    }
  }

  private spawn(): Worker {
    this.started++;
    return new Worker(this.script, { workerData: this.t, stdout: true, stderr: true });
  }

  private run(w: Worker, job: { g: GameSpec; resolve: (r: GameResult) => void; reject: (e: Error) => void }): void {
    const settle = (): void => {
      w.off('message', onMessage);
      w.off('error', onError);
      w.off('exit', onExit);
    };
    const onMessage = (m: { index: number; result: GameResult }): void => {
      settle();
      if (this.closed) void w.terminate();
      else this.idle.push(w);
      job.resolve(m.result);
      this.dispatch();
    };
    const died = (why: string): void => {
      settle();
      this.started--;
      void w.terminate();
      job.reject(new Error(why));
      this.dispatch();
    };
    const onError = (e: Error): void => died(e.message);
    const onExit = (code: number): void => died(`its worker stopped with code ${code}`);
    w.on('message', onMessage);
    w.on('error', onError);
    w.on('exit', onExit);
    w.postMessage(job.g);
  }
}

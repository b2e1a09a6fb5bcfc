/**
 * The safe runner: a user bot's code runs in its own worker (a browser Worker, or worker_threads
 * in Node), sees only the decision it is sent, and is terminated when it misses a deadline. The
 * protocol and both ends are host-agnostic; hosts supply how to spawn a worker and how the
 * worker imports code.
 *
 *   host → worker: { type: 'load', code }            worker → host: { type: 'loaded' } | { type: 'error', message }
 *   host → worker: { type: 'decide', id, decision }  worker → host: { type: 'action', id, action } | { type: 'error', id, message }
 *                                                    worker → host: { type: 'log', text } (any time)
 */
import type { Bot } from './api.js';
import { makeContext } from './context.js';
import { DeadlineExceeded, type Decision, type SeatPlayer } from './match.js';

export type ToWorker = { type: 'load'; code: string } | { type: 'decide'; id: number; decision: Decision };
export type FromWorker =
  | { type: 'loaded' }
  | { type: 'action'; id: number; action: string }
  | { type: 'error'; id?: number; message: string }
  | { type: 'log'; text: string };

/** What a host gives the worker side. */
export interface WorkerSide {
  post(message: FromWorker): void;
  /** Imports an ES module from source text (Blob URL in browsers, data: URL in Node). */
  importModule(code: string): Promise<Record<string, unknown>>;
  now(): number;
}

/** The worker's message handler: loads the bot, answers decisions. */
export function botWorker(side: WorkerSide): (m: ToWorker) => Promise<void> {
  let bot: Bot | null = null;
  const log = (...values: unknown[]): void =>
    side.post({ type: 'log', text: values.map((v) => (typeof v === 'string' ? v : safeJson(v))).join(' ') });
  return async (m) => {
    if (m.type === 'load') {
      try {
        const mod = await side.importModule(m.code);
        const act = (mod.act ?? (mod.default as { act?: unknown } | undefined)?.act ?? mod.default) as Bot['act'] | undefined;
        if (typeof act !== 'function') throw new Error('the bot must export a function `act(ctx)`');
        bot = { name: 'user', act };
        side.post({ type: 'loaded' });
      } catch (e) {
        side.post({ type: 'error', message: `could not load the bot: ${(e as Error).message ?? e}` });
      }
      return;
    }
    try {
      if (!bot) throw new Error('no bot loaded');
      const d = m.decision;
      const ctx = makeContext(d.observation, d.legal, { seed: d.seed, deadline: side.now() + d.deadlineMs, now: side.now, log });
      const action = await bot.act(ctx);
      side.post({ type: 'action', id: m.id, action: String(action) });
    } catch (e) {
      side.post({ type: 'error', id: m.id, message: String((e as Error)?.message ?? e) });
    }
  };
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v);
  } catch {
    return String(v);
  }
}

/** The host's timers (every host has them; the engine's ES2022 lib does not declare them). */
const timers = globalThis as unknown as { setTimeout(f: () => void, ms: number): unknown; clearTimeout(id: unknown): void };
const setTimeout = (f: () => void, ms: number): unknown => timers.setTimeout(f, ms);
const clearTimeout = (id: unknown): void => timers.clearTimeout(id);

/** A spawned worker as the host sees it. */
export interface WorkerHandle {
  post(message: ToWorker): void;
  onMessage(handler: (m: FromWorker) => void): void;
  terminate(): void;
}

/** The host side of one bot: a seat whose decisions run in a worker, killed at the deadline. */
export class SandboxSeat implements SeatPlayer {
  private worker: WorkerHandle | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 1;
  private waiting = new Map<number, { resolve: (a: string) => void; reject: (e: Error) => void }>();
  private loadWaiter: { resolve: () => void; reject: (e: Error) => void } | null = null;

  constructor(
    readonly name: string,
    private readonly code: string,
    private readonly spawn: () => WorkerHandle,
    private readonly onLog: (text: string) => void = () => undefined,
    private readonly loadTimeoutMs = 5000,
  ) {}

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const w = this.spawn();
    this.worker = w;
    w.onMessage((m) => {
      if (m.type === 'log') this.onLog(m.text);
      else if (m.type === 'loaded') this.loadWaiter?.resolve();
      else if (m.type === 'action') this.settle(m.id, (p) => p.resolve(m.action));
      else if (m.type === 'error') {
        if (m.id === undefined) this.loadWaiter?.reject(new Error(m.message));
        else this.settle(m.id, (p) => p.reject(new Error(m.message)));
      }
    });
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill();
        reject(new DeadlineExceeded(`the bot did not load within ${this.loadTimeoutMs} ms`));
      }, this.loadTimeoutMs);
      this.loadWaiter = {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (e) => (clearTimeout(timer), reject(e)),
      };
    });
    w.post({ type: 'load', code: this.code });
    return this.ready;
  }

  private settle(id: number, f: (p: { resolve: (a: string) => void; reject: (e: Error) => void }) => void): void {
    const p = this.waiting.get(id);
    if (!p) return;
    this.waiting.delete(id);
    f(p);
  }

  async decide(decision: Decision): Promise<string> {
    await this.start();
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        this.kill(); // the only way to stop code that loops
        reject(new DeadlineExceeded(`no answer within ${decision.deadlineMs} ms: the bot was stopped`));
      }, decision.deadlineMs);
      this.waiting.set(id, {
        resolve: (a) => (clearTimeout(timer), resolve(a)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      this.worker!.post({ type: 'decide', id, decision });
    });
  }

  /** Stops the worker; the next decision starts a fresh one. */
  kill(): void {
    this.worker?.terminate();
    this.worker = null;
    this.ready = null;
    for (const p of this.waiting.values()) p.reject(new Error('the bot was stopped'));
    this.waiting.clear();
  }
}

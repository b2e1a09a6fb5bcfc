/**
 * The host side of the safe runner: a seat whose decisions run in a sandbox (a child process with
 * an isolate in Node, a locked-down Web Worker in the browser). The host sends decisions, waits
 * at most the deadline, and stops the sandbox when it misses it, dies, or breaks the protocol.
 * Every failure becomes a `BotFailure` with a forfeit reason; the caller records a forfeit and
 * the next decision starts a fresh sandbox. At the end of every game the bot's sandbox is
 * replaced too (`endGame`): nothing a bot learns in one game reaches the next. Hosts supply only
 * how to spawn one.
 */
import { BotFailure, type Decision as MatchDecision, type SeatPlayer } from '../bots/match.js';
import { excerpt, LIMITS, type Decision, type FromSandbox, type ToSandbox } from './protocol.js';

/** A spawned sandbox as the host sees it. */
export interface SandboxHandle {
  post(message: ToSandbox): void;
  /** Protocol messages, already checked with `readFromSandbox`. */
  onMessage(handler: (m: FromSandbox) => void): void;
  /** The sandbox stopped by itself (crash, out of memory, protocol breach): a sentence why. */
  onExit(handler: (why: string) => void): void;
  terminate(): void;
  /**
   * Every `load` disposes of the bot's isolate and evaluates the bot in a fresh one (the CLI's bot
   * process), so the handle can serve the next game. Without it, a new game spawns a new sandbox.
   */
  freshLoads?: boolean;
}

/** The host's timers (every host has them; the engine's ES2022 lib does not declare them). */
const timers = globalThis as unknown as { setTimeout(f: () => void, ms: number): unknown; clearTimeout(id: unknown): void };

interface Waiter {
  resolve: (a: string) => void;
  reject: (e: Error) => void;
}

/** A seat played by untrusted code in a sandbox. */
export class SandboxSeat implements SeatPlayer {
  private sandbox: SandboxHandle | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 1;
  private waiting = new Map<number, Waiter>();
  private loadWaiter: { resolve: () => void; reject: (e: Error) => void } | null = null;
  private logsThisDecision = 0;
  /** Which kernel answers the bot's Nautilus queries (known once the bot has loaded). */
  kernel: 'wasm' | 'ts' | null = null;
  /** The CPU time of the last decision answered, as the sandbox measured it (null: it has no CPU clock). */
  lastCpuMs: number | null = null;

  constructor(
    readonly name: string,
    private readonly code: string,
    private readonly spawn: () => SandboxHandle,
    private readonly onLog: (text: string) => void = () => undefined,
    private readonly loadTimeoutMs = 10_000,
  ) {}

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    if (this.code.length > LIMITS.codeBytes) return Promise.reject(new BotFailure('threw', `the bot is ${this.code.length} characters long; at most ${LIMITS.codeBytes}`));
    const sandbox = this.sandbox ?? this.spawnSandbox();
    this.kernel = null;
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = timers.setTimeout(() => this.fail(new BotFailure('timeout', `the bot did not load within ${this.loadTimeoutMs} ms`)), this.loadTimeoutMs);
      this.loadWaiter = {
        resolve: () => (timers.clearTimeout(timer), (this.loadWaiter = null), resolve()),
        reject: (e) => (timers.clearTimeout(timer), (this.loadWaiter = null), this.kill(), reject(e)),
      };
    });
    sandbox.post({ type: 'load', code: this.code });
    return this.ready;
  }

  private spawnSandbox(): SandboxHandle {
    const sandbox = this.spawn();
    this.sandbox = sandbox;
    sandbox.onMessage((m) => {
      if (this.sandbox !== sandbox) return;
      if (m.type === 'log') {
        if (this.logsThisDecision++ <= LIMITS.logLinesPerDecision + 1) this.onLog(m.text);
      } else if (m.type === 'loaded') {
        this.kernel = m.kernel;
        this.loadWaiter?.resolve();
      }
      else if (m.type === 'error') this.loadWaiter?.reject(new BotFailure('threw', m.message));
      else if (m.type === 'reply') {
        const w = this.waiting.get(m.id);
        if (!w) return;
        this.waiting.delete(m.id);
        this.lastCpuMs = m.cpuMs ?? null;
        if (m.reply.ok) w.resolve(m.reply.action);
        else w.reject(new BotFailure(m.reply.kind === 'threw' ? 'threw' : 'illegal', m.reply.message));
      }
    });
    sandbox.onExit((why) => {
      if (this.sandbox !== sandbox) return;
      this.fail(new BotFailure('crashed', why));
    });
    return sandbox;
  }

  /**
   * The game is over: the bot's sandbox goes, and with it everything the bot kept. A sandbox that
   * loads fresh (`freshLoads`) evaluates the bot again in a new isolate right away; any other is
   * stopped, and the next decision spawns a new one.
   */
  endGame(): void {
    if (!this.sandbox?.freshLoads || this.loadWaiter || this.waiting.size) return this.kill();
    this.ready = null;
    // a load that fails stops the sandbox; the next game's first decision tries again and forfeits
    void this.start().catch(() => undefined);
  }

  /** Rejects everything pending with `e` and stops the sandbox. */
  private fail(e: Error): void {
    const load = this.loadWaiter;
    this.loadWaiter = null;
    load?.reject(e);
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
    this.kill();
  }

  async decide(d: MatchDecision): Promise<string> {
    await this.start();
    const id = this.nextId++;
    this.logsThisDecision = 0;
    const decision: Decision = { game: d.game, observation: d.observation, legal: d.legal, seed: d.seed, ply: d.ply, deadlineMs: d.deadlineMs };
    return new Promise<string>((resolve, reject) => {
      const timer = timers.setTimeout(() => {
        this.waiting.delete(id);
        this.kill(); // the only way to stop code that loops
        reject(new BotFailure('timeout', `no answer within ${d.deadlineMs} ms: the bot was stopped`));
      }, d.deadlineMs);
      this.waiting.set(id, {
        resolve: (a) => (timers.clearTimeout(timer), resolve(a)),
        reject: (e) => (timers.clearTimeout(timer), reject(e)),
      });
      try {
        this.sandbox!.post({ type: 'decide', id, decision });
      } catch (e) {
        this.fail(new BotFailure('crashed', `the sandbox could not be reached: ${excerpt(String((e as Error)?.message ?? e))}`));
      }
    });
  }

  /** Stops the sandbox; the next decision starts a fresh one. */
  kill(): void {
    const s = this.sandbox;
    const load = this.loadWaiter;
    this.sandbox = null;
    this.ready = null;
    this.loadWaiter = null;
    s?.terminate();
    load?.reject(new BotFailure('crashed', 'the bot was stopped'));
    for (const w of this.waiting.values()) w.reject(new BotFailure('crashed', 'the bot was stopped'));
    this.waiting.clear();
  }
}

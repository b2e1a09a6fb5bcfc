/**
 * A sandboxed bot's forward model against the same code in plain JavaScript: one bot module that
 * samples `ctx.determinize()` and plays each sample to the end with `ctx.engine.legal` +
 * `playInPlace` (or `legalCount` + `playIndex`), run as a sandboxed seat (the host's) and as a
 * plain function on a context made here, in interleaved rounds of the same decisions, on the wall
 * clock and, where the sandbox measures it (the CLI's bot process), CPU time. Each decision logs how
 * many actions it played (the checksum both sides must agree on).
 */
import { makeContext } from '../bots/context.js';
import type { Decision, SeatPlayer } from '../bots/match.js';
import type { AnyGame } from '../core/game.js';
import { spread, type Spread } from './bench.js';

/** The bot: `games` samples played to the end along `path`; logs `actions <n>`, answers the first legal action. */
export function forwardBotCode(games: number, path: 'notation' | 'index'): string {
  const step =
    path === 'index'
      ? 'e.playIndex(p, ctx.randomInt(e.legalCount(p)));'
      : 'const l = e.legal(p); e.playInPlace(p, l[ctx.randomInt(l.length)]);';
  return `export function act(ctx) {
  const e = ctx.engine;
  let n = 0;
  for (let g = 0; g < ${games}; g++) {
    const p = ctx.determinize();
    while (e.toAct(p) !== null) { ${step} n++; }
  }
  ctx.log('actions ' + n);
  return ctx.legal[0];
}
`;
}

/** One path's figures: actions per wall-clock second, sandboxed and plain, and their ratio per round. */
export interface SandboxRow {
  path: 'notation' | 'index';
  actionsPerSecond: { sandbox: Spread; plain: Spread };
  sandboxOverPlain: Spread;
  /**
   * The same per CPU second: the sandbox's as its bot process measured it, the plain side's as this
   * process's; null where the sandbox has no CPU clock.
   */
  cpu: { actionsPerSecond: { sandbox: Spread; plain: Spread }; sandboxOverPlain: Spread } | null;
  /** Actions a decision plays (the same on both sides). */
  actions: number;
}

/** The sandboxed forward-model bench's result. */
export interface SandboxBenchResult {
  game: string;
  players: number;
  games: number;
  rounds: number;
  rows: SandboxRow[];
}

/** How to run it: the host's sandboxed seat, its clock, and the work. */
export interface SandboxBenchOptions {
  game: AnyGame;
  players: number;
  /** Samples a decision plays to the end. */
  games: number;
  rounds: number;
  /** A sandboxed seat running `code`, logging through `onLog`; `kill` stops its sandbox for good; `lastCpuMs` the CPU time of its last decision, where it has a CPU clock. */
  seat: (code: string, onLog: (text: string) => void) => SeatPlayer & { kill(): void; lastCpuMs?: number | null };
  /** A wall clock in ms. */
  now: () => number;
  /** This process's CPU clock in ms, for the plain side's CPU time (absent: wall time only). */
  cpuNow?: () => number;
  /** The plain side running `code` (the browser's: a worker); absent, this thread runs it. */
  plain?: (code: string) => Promise<PlainBot>;
  /** Warm-up decisions of each side before the timed rounds (default `WARM_UP`). */
  warmUp?: number;
  /** Called after each timed decision with the share of the work done (0..1). */
  onProgress?: (done: number) => void;
}

/** A bot run without a sandbox: `decide` answers the actions the decision played (-1: none logged). */
export interface PlainBot {
  decide(d: Decision): Promise<number>;
  kill(): void;
}

/** The decision's action count from a log line of `forwardBotCode`'s bot, or -1. */
export const loggedActions = (text: unknown): number => Number(/^actions (\d+)$/.exec(String(text))?.[1] ?? -1);

/** The plain side in this thread: the module imported from a data URL, run on a context made here. */
async function plainHere(o: SandboxBenchOptions, code: string): Promise<PlainBot> {
  const mod = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as { act(ctx: unknown): string };
  return {
    decide: (d) => {
      let n = -1;
      const ctx = makeContext(o.game, d.observation, d.legal, { seed: d.seed, deadline: o.now() + d.deadlineMs, now: o.now, log: (text: unknown) => void (n = loggedActions(text)) });
      mod.act(ctx);
      return Promise.resolve(n);
    },
    kill: () => undefined,
  };
}

/**
 * Warm-up decisions of each side before the timed rounds: a fresh sandbox's engine keeps getting
 * faster over its first decisions, while the plain side in the bench's process is warm from its
 * earlier work (with 3, Atlantis and the duel measured sandbox over plain 0.45-0.68, with 12 0.78-1.16).
 */
export const WARM_UP = 12;

/** Runs the sandboxed and plain bots in interleaved rounds (warm-up decisions each first, on other seeds). */
export async function runSandboxBench(o: SandboxBenchOptions): Promise<SandboxBenchResult> {
  const pos = o.game.setup({ players: o.players, seed: 11 });
  const seat = o.game.toAct(pos)!;
  const decision = (seed: number): Decision => ({
    game: o.game.id,
    observation: o.game.observe(pos, seat),
    legal: o.game.legalActions(pos).map((a: unknown) => o.game.makeAction(a)),
    seed,
    ply: 0,
    deadlineMs: 600_000,
  });
  const rows: SandboxRow[] = [];
  for (const path of ['notation', 'index'] as const) {
    const code = forwardBotCode(o.games, path);
    let logged = -1;
    const sandboxed = o.seat(code, (text) => {
      const n = loggedActions(text);
      if (n >= 0) logged = n;
    });
    const plainBot = await (o.plain ?? ((c: string) => plainHere(o, c)))(code);
    const plain = (d: Decision): Promise<number> => plainBot.decide(d);
    const inSandbox = async (d: Decision): Promise<number> => {
      logged = -1;
      await sandboxed.decide(d);
      return logged;
    };
    const sandboxMs: number[] = [];
    const plainMs: number[] = [];
    const sandboxCpuMs: number[] = [];
    const plainCpuMs: number[] = [];
    let actions = -1;
    const counts: number[] = [];
    try {
      // warm-up on other seeds
      for (let w = 1; w <= (o.warmUp ?? WARM_UP); w++) {
        await inSandbox(decision(w));
        await plain(decision(w));
      }
      for (let r = 0; r < o.rounds; r++) {
        const d = decision(100 + r);
        for (const side of r % 2 ? (['plain', 'sandbox'] as const) : (['sandbox', 'plain'] as const)) {
          const c0 = o.cpuNow?.() ?? 0;
          const t0 = o.now();
          const n = side === 'sandbox' ? await inSandbox(d) : await plain(d);
          const ms = o.now() - t0;
          const cpuMs = side === 'sandbox' ? sandboxed.lastCpuMs : o.cpuNow ? o.cpuNow() - c0 : null;
          if (n < 0) throw new Error(`sandbox bench: the ${side} bot reported no actions in round ${r}`);
          (side === 'sandbox' ? sandboxMs : plainMs).push(ms);
          if (typeof cpuMs === 'number') (side === 'sandbox' ? sandboxCpuMs : plainCpuMs).push(cpuMs);
          counts[r] ??= n;
          if (counts[r] !== n) throw new Error(`sandbox bench: the sandboxed and plain bots played different games (${counts[r]} and ${n} actions) in round ${r}`);
          actions = n;
        }
        o.onProgress?.((path === 'index' ? 0.5 : 0) + (r + 1) / (2 * o.rounds));
      }
    } finally {
      sandboxed.kill();
      plainBot.kill();
    }
    const rates = (ms: number[]): Spread => spread(ms.map((x, i) => (counts[i]! * 1000) / x));
    const cpu = sandboxCpuMs.length === o.rounds && plainCpuMs.length === o.rounds;
    rows.push({
      path,
      actionsPerSecond: { sandbox: rates(sandboxMs), plain: rates(plainMs) },
      sandboxOverPlain: spread(sandboxMs.map((ms, i) => plainMs[i]! / ms)),
      cpu: cpu ? { actionsPerSecond: { sandbox: rates(sandboxCpuMs), plain: rates(plainCpuMs) }, sandboxOverPlain: spread(sandboxCpuMs.map((ms, i) => plainCpuMs[i]! / ms)) } : null,
      actions,
    });
  }
  return { game: o.game.id, players: o.players, games: o.games, rounds: o.rounds, rows };
}

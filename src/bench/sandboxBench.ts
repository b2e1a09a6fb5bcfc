/**
 * A sandboxed bot's forward model against the same code in plain JavaScript: one bot module that
 * samples `ctx.determinize()` and plays each sample to the end with `ctx.engine.legal` +
 * `playInPlace` (or `legalCount` + `playIndex`), run as a sandboxed seat (the host's) and as a
 * plain function on a context made here, in interleaved rounds of the same decisions. Each
 * decision logs how many actions it played (the checksum both sides must agree on).
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
  /** A sandboxed seat running `code`, logging through `onLog`; `kill` stops its sandbox for good. */
  seat: (code: string, onLog: (text: string) => void) => SeatPlayer & { kill(): void };
  /** A wall clock in ms. */
  now: () => number;
}

/** Runs the sandboxed and plain bots in interleaved rounds (a warm-up decision each first). */
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
      const m = /^actions (\d+)$/.exec(text);
      if (m) logged = Number(m[1]);
    });
    const mod = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { act(ctx: unknown): string };
    const plain = (d: Decision): number => {
      let n = -1;
      const ctx = makeContext(o.game, d.observation, d.legal, {
        seed: d.seed,
        deadline: o.now() + d.deadlineMs,
        now: o.now,
        log: (text: unknown) => void (n = Number(/^actions (\d+)$/.exec(String(text))?.[1] ?? -1)),
      });
      mod.act(ctx);
      return n;
    };
    const inSandbox = async (d: Decision): Promise<number> => {
      logged = -1;
      await sandboxed.decide(d);
      return logged;
    };
    const sandboxMs: number[] = [];
    const plainMs: number[] = [];
    let actions = -1;
    const counts: number[] = [];
    try {
      // warm-up on other seeds
      await inSandbox(decision(1));
      plain(decision(1));
      for (let r = 0; r < o.rounds; r++) {
        const d = decision(100 + r);
        for (const side of r % 2 ? (['plain', 'sandbox'] as const) : (['sandbox', 'plain'] as const)) {
          const t0 = o.now();
          const n = side === 'sandbox' ? await inSandbox(d) : plain(d);
          const ms = o.now() - t0;
          if (n < 0) throw new Error(`sandbox bench: the ${side} bot reported no actions in round ${r}`);
          (side === 'sandbox' ? sandboxMs : plainMs).push(ms);
          counts[r] ??= n;
          if (counts[r] !== n) throw new Error(`sandbox bench: the sandboxed and plain bots played different games (${counts[r]} and ${n} actions) in round ${r}`);
          actions = n;
        }
      }
    } finally {
      sandboxed.kill();
    }
    rows.push({
      path,
      actionsPerSecond: { sandbox: spread(sandboxMs.map((ms, i) => (counts[i]! * 1000) / ms)), plain: spread(plainMs.map((ms, i) => (counts[i]! * 1000) / ms)) },
      sandboxOverPlain: spread(sandboxMs.map((ms, i) => plainMs[i]! / ms)),
      actions,
    });
  }
  return { game: o.game.id, players: o.players, games: o.games, rounds: o.rounds, rows };
}

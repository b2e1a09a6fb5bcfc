/**
 * The `analyst` bot (any game): plays the analysis engine's best action (src/analysis) within its
 * time per decision. It searches its own observation only: every sample is `ctx.determinize()`, the
 * forward model is `ctx.engine` (the host's kernel), and the best action is the most sampled of the
 * root's candidates (the higher win probability breaking ties). `analyst:MS` sets the time per
 * decision (default 900 ms), always capped by the decision's deadline less a safety margin (a quarter
 * of the time left, at least 150 ms).
 */
import { gameById } from '../games.js';
import { searchTree, type Horizon, type Node } from '../analysis/search.js';
import { ANALYSIS_DEFAULTS } from '../analysis/analyze.js';
import type { Bot, GameBotContext } from './api.js';

export interface AnalystOptions {
  /** Milliseconds per decision (capped by the deadline). */
  ms: number;
  /** How samples end (see the analysis engine). */
  horizon: Horizon;
  /** Safety margin before the deadline (ms). */
  margin: number;
}

export const ANALYST_DEFAULTS: AnalystOptions = { ms: 900, horizon: 'end', margin: 150 };

/** The analyst's search for a decision: its choice and the root's statistics. */
export function analystSearch(ctx: GameBotContext, options: Partial<AnalystOptions> = {}, now: () => number = () => Date.now()): { action: string; samples: number; root: Node | null } {
  const opt = { ...ANALYST_DEFAULTS, ...options };
  if (ctx.legal.length === 1) return { action: ctx.legal[0]!, samples: 0, root: null };
  const game = gameById(ctx.game);
  if (!game) throw new Error(`unknown game '${ctx.game}'`);
  const start = now();
  // a quarter of the time left (at least the margin) stays unused: one playout to the game's end can
  // take far longer than the slowest so far when the machine is busy (10 of 20 arena games were lost
  // on time with a fixed 150 ms margin at a 1000 ms deadline)
  const left = ctx.timeLeft();
  const budget = Math.max(1, Math.min(opt.ms, left - Math.max(opt.margin, left / 4)));
  const first = ctx.determinize();
  let pending: unknown = first;
  const root = searchTree({
    model: { engine: ctx.engine, winners: (p) => game.winners(p), seats: game.seats(first), gameId: ctx.game },
    sample: () => {
      const p = pending ?? ctx.determinize();
      pending = null;
      return p;
    },
    viewpoint: ctx.seat,
    actor: ctx.seat,
    iterations: 1e9,
    seed: ctx.randomInt(2 ** 31),
    horizon: opt.horizon,
    exploration: ANALYSIS_DEFAULTS.exploration,
    deadline: start + budget,
    now,
  });
  let action = ctx.legal[0]!;
  let best: Node | null = null;
  for (const [a, c] of root.children) {
    if (!ctx.legal.includes(a)) continue;
    if (!best || c.n > best.n || (c.n === best.n && c.value / c.n > best.value / best.n)) {
      best = c;
      action = a;
    }
  }
  return { action, samples: root.n, root };
}

/** The analyst bot with these options. */
export function analystBot(options: Partial<AnalystOptions> = {}): Bot<GameBotContext> {
  return {
    name: 'analyst',
    act(ctx) {
      const start = Date.now();
      const r = analystSearch(ctx, options);
      if (r.samples) ctx.log(`analyst: ${r.samples} samples in ${Date.now() - start} ms, chose ${r.action}`);
      return r.action;
    },
  };
}

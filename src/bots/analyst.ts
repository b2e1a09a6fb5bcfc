/**
 * The `analyst` bot (any game): plays the analysis engine's best action (src/analysis) within its
 * time per decision. It searches its own observation only: every sample is `ctx.determinize()`, the
 * forward model is `ctx.engine` (the host's kernel), and the best action is the most sampled of the
 * root's candidates (the higher win probability breaking ties). `analyst:MS` sets the time per
 * decision (default 900 ms), always capped by the decision's deadline less a safety margin (a quarter
 * of the time left, at least 150 ms: `searchBudget` in src/analysis/forBot.ts).
 */
import { gameById } from '../games.js';
import type { Horizon, Node } from '../analysis/search.js';
import { analyzeForBot } from '../analysis/forBot.js';
import type { Bot, GameBotContext } from './api.js';

export interface AnalystOptions {
  /** Milliseconds per decision (capped by the deadline). */
  ms: number;
  /** How samples end (see the analysis engine); 'game': the game's own rollout horizon. */
  horizon: Horizon | 'game';
  /** What the search climbs (see the analysis engine's `select`). */
  select: 'win' | 'evaluation';
}

export const ANALYST_DEFAULTS: AnalystOptions = { ms: 900, horizon: 'end', select: 'win' };

/** The analyst's search for a decision: its choice and the root's statistics. */
export function analystSearch(ctx: GameBotContext, options: Partial<AnalystOptions> = {}, now: () => number = () => Date.now()): { action: string; samples: number; root: Node | null } {
  const opt = { ...ANALYST_DEFAULTS, ...options };
  if (ctx.legal.length === 1) return { action: ctx.legal[0]!, samples: 0, root: null };
  const game = gameById(ctx.game);
  if (!game) throw new Error(`unknown game '${ctx.game}'`);
  const parts = { seat: ctx.seat, legal: ctx.legal, determinize: () => ctx.determinize(), engine: ctx.engine, seed: ctx.randomInt(2 ** 31), timeLeft: () => ctx.timeLeft() };
  const horizon = opt.horizon === 'game' ? ctx.engine.rolloutRounds : opt.horizon;
  const r = analyzeForBot(game, parts, { ms: opt.ms, horizon, select: opt.select }, now);
  return { action: r.best, samples: r.samples, root: r.root };
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

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
import { analystSetting, analyzeForBot } from '../analysis/forBot.js';
import { contextClock, type Bot, type GameBotContext } from './api.js';

export interface AnalystOptions {
  /** Milliseconds per decision (capped by the deadline). */
  ms: number;
  /** Samples per decision (null: as many as `ms` allows); with a far deadline and `ms` Infinity the search is a fixed sample budget, the same on any machine. */
  iterations: number | null;
  /** How samples end (see the analysis engine); 'game': the game's own rollout horizon; null: the game's analyst setting. */
  horizon: Horizon | 'game' | null;
  /** What the search climbs (see the analysis engine's `select`); null: the game's analyst setting. */
  select: 'win' | 'evaluation' | 'margin' | null;
  /** UCB exploration constant (see the analysis engine); null: the default for `select`. */
  exploration: number | null;
  /** Go on growing the chosen action's subtree at the next decision when it follows from this one (the seat's turn goes on as expected). */
  reuse: boolean;
  /** Who plays the samples: the engine's own (the WASM playout engine where the host has it), or 'ts' (the TS engine). */
  playouts: 'engine' | 'ts';
}

export const ANALYST_DEFAULTS: AnalystOptions = { ms: 900, iterations: null, horizon: null, select: null, exploration: null, reuse: true, playouts: 'engine' };

/**
 * What the analyst keeps between decisions: the subtree of the action it chose, and the observation
 * it expects next if its turn goes on with nothing new learnt (the subtree is grown only then).
 */
export interface AnalystMemory {
  game: string;
  seat: number;
  expected: string;
  tree: Node;
}

/** The analyst's search for a decision: its choice, the root's statistics and what to keep for the next decision. */
export function analystSearch(
  ctx: GameBotContext,
  options: Partial<AnalystOptions> = {},
  now: () => number = () => Date.now(),
  memory: AnalystMemory | null = null,
): { action: string; samples: number; reused: number; root: Node | null; memory: AnalystMemory | null } {
  const opt = { ...ANALYST_DEFAULTS, ...options };
  if (ctx.legal.length === 1) return { action: ctx.legal[0]!, samples: 0, reused: 0, root: null, memory: null };
  const game = gameById(ctx.game);
  if (!game) throw new Error(`unknown game '${ctx.game}'`);
  const parts = { seat: ctx.seat, legal: ctx.legal, determinize: () => ctx.determinize(), engine: ctx.engine, seed: ctx.randomInt(2 ** 31), timeLeft: () => ctx.timeLeft() };
  const own = analystSetting(game);
  const horizon = opt.horizon === 'game' ? ctx.engine.rolloutRounds : (opt.horizon ?? own.horizon);
  const select = opt.select ?? own.select;
  const grow = opt.reuse && memory && memory.game === ctx.game && memory.seat === ctx.seat && memory.expected === JSON.stringify(ctx.observation) ? memory.tree : undefined;
  const reused = grow?.n ?? 0;
  const r = analyzeForBot(game, parts, { ms: opt.ms, ...(opt.iterations === null ? {} : { iterations: opt.iterations }), horizon, select, ...(opt.exploration === null ? {} : { exploration: opt.exploration }), ...(opt.playouts === 'ts' ? { playouts: 'ts' as const } : {}) }, now, grow);
  let next: AnalystMemory | null = null;
  const tree = r.root?.children.get(r.best);
  if (opt.reuse && tree) {
    // the observation that follows the choice when the turn goes on and nothing hidden comes to light
    const after = ctx.determinize();
    ctx.engine.playInPlace(after, r.best);
    if (ctx.engine.toAct(after) === ctx.seat) next = { game: ctx.game, seat: ctx.seat, expected: JSON.stringify(game.observe(after, ctx.seat)), tree };
  }
  return { action: r.best, samples: r.samples, reused, root: r.root, memory: next };
}

/** The analyst bot with these options. */
export function analystBot(options: Partial<AnalystOptions> = {}): Bot<GameBotContext> {
  let memory: AnalystMemory | null = null;
  return {
    name: 'analyst',
    act(ctx) {
      // timed on the context's clock: charged as the host charges the bot
      const now = contextClock(ctx);
      const start = now();
      const r = analystSearch(ctx, options, now, memory);
      memory = r.memory;
      if (r.samples) ctx.log(`analyst: ${r.samples} samples (${r.reused} kept from the last decision) in ${Math.round(now() - start)} ms, chose ${r.action}`);
      return r.action;
    },
  };
}

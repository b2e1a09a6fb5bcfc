/**
 * The `ismcts` bot, for any game: single-observer information-set Monte Carlo tree search over the
 * seat's own consecutive actions (its turn, or its phase turn). Each iteration samples a
 * determinization from what the seat knows (`ctx.determinize()`), descends the tree by UCB among
 * the actions that are candidates in that sample (availability counts, so actions legal in only
 * some samples are judged fairly), expands one action (the game's playout policy's favourite
 * first), lets every seat follow the game's playout policy for the game's rollout horizon, and backs
 * up the game's evaluation of the result (the searching seat's expected score margin). It plays
 * the most visited action. It sees only what the bot context gives: the observation, never the state.
 */
import { Rng } from '../core/rng.js';
import { OutOfTime, clockedEngine, dropUnvisited, searchBudget } from '../analysis/forBot.js';
import { contextClock, type Bot, type GameBotContext } from './api.js';

interface Node {
  visits: number;
  total: number;
  /** How often this node was available when its parent was visited. */
  avail: number;
  children: Map<string, Node>;
}

export interface IsmctsOptions {
  /** Iterations per decision (the budget when time allows). */
  iterations: number;
  /** Milliseconds per decision at most (also capped by the decision's deadline less a margin: `searchBudget`). */
  maxMs: number;
  /** Rounds the rollouts play past the current one; null: the game's own horizon. */
  rolloutRounds: number | null;
  /** The UCB exploration constant, in units of the evaluation; null: the game's own. */
  exploration: number | null;
}

export const ISMCTS_DEFAULTS: IsmctsOptions = { iterations: 64, maxMs: 900, rolloutRounds: null, exploration: null };

/** Searches for the seat to act of `ctx` and returns its choice with the root's statistics. */
export function ismctsSearch(ctx: GameBotContext, options: Partial<IsmctsOptions> = {}, now: () => number = () => Date.now()): { action: string; iterations: number; children: { action: string; visits: number; mean: number }[] } {
  const opt: IsmctsOptions = { ...ISMCTS_DEFAULTS, ...options };
  const me = ctx.seat;
  const root: Node = { visits: 0, total: 0, avail: 0, children: new Map() };
  if (ctx.legal.length === 1) return { action: ctx.legal[0]!, iterations: 0, children: [] };
  const start = now();
  // stop before an iteration would overrun: the budget (the analyst's margin to the deadline, so that
  // `ismcts:Nms` and `analyst:N` search equally long) minus twice the slowest iteration so far; a
  // rollout still under way when the budget is spent is cut there (the clocked engine) and dropped
  const budget = searchBudget(ctx.timeLeft(), opt.maxMs);
  const engine = clockedEngine(ctx.engine, now, start + budget);
  let slowest = 0;
  const exploration = opt.exploration ?? engine.exploration;
  const rng = Rng.fromSeed(ctx.randomInt(2 ** 31));
  try {
    for (let it = 0; it < opt.iterations && now() - start + 2 * slowest < budget; it++) {
      const iterationStart = now();
      const det = ctx.determinize();
      const round = engine.round(det);
      const horizon = opt.rolloutRounds ?? engine.rolloutRounds;
      const path: Node[] = [root];
      let node = root;
      // selection and expansion over this seat's consecutive actions in this round
      while (engine.toAct(det) === me && engine.round(det) === round) {
        const candidates = engine.candidates(det);
        if (!candidates.length) break;
        for (const a of candidates) {
          const c = node.children.get(a);
          if (c) c.avail++;
        }
        const fresh = candidates.filter((a) => !node.children.has(a));
        let action: string;
        if (fresh.length) {
          const preferred = engine.policy(det, rng.int(2 ** 31));
          action = fresh.includes(preferred) ? preferred : fresh[rng.int(fresh.length)]!;
          node.children.set(action, { visits: 0, total: 0, avail: 1, children: new Map() });
        } else {
          let best = -Infinity;
          action = candidates[0]!;
          for (const a of candidates) {
            const c = node.children.get(a)!;
            const ucb = c.total / c.visits + exploration * Math.sqrt(Math.log(c.avail) / c.visits);
            if (ucb > best) {
              best = ucb;
              action = a;
            }
          }
        }
        engine.playInPlace(det, action);
        node = node.children.get(action)!;
        path.push(node);
        if (fresh.length) break;
      }
      engine.rollout(det, horizon, rng.int(2 ** 31), 2000);
      const value = engine.evaluate(det, me);
      for (const n of path) {
        n.visits++;
        n.total += value;
      }
      slowest = Math.max(slowest, now() - iterationStart);
    }
  } catch (e) {
    if (!(e instanceof OutOfTime)) throw e;
    dropUnvisited(root, (c) => c.visits);
  }
  let action = ctx.legal[0]!;
  let most = -1;
  for (const [a, c] of root.children) {
    if (c.visits > most && ctx.legal.includes(a)) {
      most = c.visits;
      action = a;
    }
  }
  const children = [...root.children].map(([a, c]) => ({ action: a, visits: c.visits, mean: c.total / c.visits })).sort((x, y) => y.visits - x.visits);
  return { action, iterations: root.visits, children };
}

/** The ismcts bot with these options. */
export function ismctsBot(options: Partial<IsmctsOptions> = {}): Bot<GameBotContext> {
  return {
    name: 'ismcts',
    act(ctx) {
      // timed on the context's clock: charged as the host charges the bot
      const now = contextClock(ctx);
      const start = now();
      const r = ismctsSearch(ctx, options, now);
      if (r.iterations) ctx.log(`ismcts: ${r.iterations} iterations in ${Math.round(now() - start)} ms, chose ${r.action} (${r.children[0]?.visits ?? 0} visits)`);
      return r.action;
    },
  };
}

/**
 * Built-in bots. `random` picks uniformly; `greedy` is a one-turn heuristic over buying,
 * building, research and the expected value recovered per Nemo; `ismcts` searches its own turn
 * over determinizations sampled from the belief (information-set MCTS) with greedy rollouts.
 * All of them see only what `BotContext` gives (the observation, never the true state).
 */
import { Rng } from '../core/rng.js';
import { candidateActions, evaluate, greedyChoice, type View } from '../nautilus/index.js';
import { gameById } from '../games.js';
import type { Bot, BotContext } from './api.js';

/** The random bot (any game): a legal action chosen with the seeded random. */
export const randomBot: Bot = {
  name: 'random',
  act: (ctx) => ctx.legal[ctx.randomInt(ctx.legal.length)]!,
};

/** The greedy bot (any game): the game's own one-turn heuristic, on the observation. */
export const greedyBot: Bot = {
  name: 'greedy',
  act: (ctx) => {
    const game = gameById(ctx.game);
    if (!game) throw new Error(`unknown game '${ctx.game}'`);
    return game.greedy(ctx.observation, ctx.legal);
  },
};

interface Node {
  visits: number;
  total: number;
  /** How often this node was available when its parent was visited (ISMCTS). */
  avail: number;
  children: Map<string, Node>;
}

export interface IsmctsOptions {
  /** Iterations per decision (the budget when time allows). */
  iterations: number;
  /** Milliseconds per decision at most (also capped by the decision's deadline). */
  maxMs: number;
  /** Rollout horizon: rounds played by the greedy policy after the tree. */
  rolloutRounds: number;
  exploration: number;
}

/**
 * Single-observer ISMCTS over the seat's own phase turn: each iteration samples a determinization,
 * descends the tree by UCB among the actions legal in that sample (availability counts; submarine
 * moves pruned to the heuristic's six best), expands one action, lets every seat follow the greedy
 * policy to the end of the round (plus `rolloutRounds`), and backs up the estimated score margin.
 */
export function ismctsBot(options: Partial<IsmctsOptions> = {}): Bot<BotContext> {
  const opt: IsmctsOptions = { iterations: 64, maxMs: 900, rolloutRounds: 0, exploration: 6, ...options };
  return {
    name: 'ismcts',
    act(ctx: BotContext): string {
      if (ctx.legal.length === 1) return ctx.legal[0]!;
      const me = ctx.seat;
      const obs = ctx.observation;
      const start = Date.now();
      // stop before an iteration would overrun: budget minus twice the slowest iteration so far
      const budget = Math.min(opt.maxMs, Math.max(1, ctx.timeLeft() - 150));
      let slowest = 0;
      const root: Node = { visits: 0, total: 0, avail: 0, children: new Map() };
      const rng = Rng.fromSeed(ctx.randomInt(2 ** 31));
      for (let it = 0; it < opt.iterations && Date.now() - start + 2 * slowest < budget; it++) {
        const iterationStart = Date.now();
        const det = ctx.determinize();
        const path: Node[] = [root];
        let node = root;
        // selection and expansion within this seat's phase turn
        while (det.endReason === null && det.toAct === me && det.phase === obs.phase && det.round === obs.round) {
          const legal = candidateActions(det as unknown as View, me, ctx.engine.legal(det));
          for (const a of legal) {
            const c = node.children.get(a);
            if (c) c.avail++;
          }
          const fresh = legal.filter((a) => !node.children.has(a));
          let action: string;
          if (fresh.length) {
            // expand in greedy order first: the heuristic's favourite gets tried early
            const g = greedyChoice(det as unknown as View, me, legal);
            action = fresh.includes(g) ? g : fresh[rng.int(fresh.length)]!;
            node.children.set(action, { visits: 0, total: 0, avail: 1, children: new Map() });
          } else {
            let bestScore = -Infinity;
            action = legal[0]!;
            for (const a of legal) {
              const c = node.children.get(a)!;
              const ucb = c.total / c.visits + opt.exploration * Math.sqrt(Math.log(c.avail) / c.visits);
              if (ucb > bestScore) {
                bestScore = ucb;
                action = a;
              }
            }
          }
          ctx.engine.playInPlace(det, action);
          node = node.children.get(action)!;
          path.push(node);
          if (fresh.length) break;
        }
        // rollout: every seat plays greedily to the end of the next round(s)
        const stopRound = obs.round + opt.rolloutRounds;
        for (let steps = 0; det.endReason === null && det.round <= stopRound && steps < 2000; steps++) {
          ctx.engine.playInPlace(det, greedyChoice(det as unknown as View, det.toAct, ctx.engine.legal(det)));
        }
        const value = evaluate(det, me);
        for (const n of path) {
          n.visits++;
          n.total += value;
        }
        slowest = Math.max(slowest, Date.now() - iterationStart);
      }
      let choice = ctx.legal[0]!;
      let most = -1;
      for (const [a, c] of root.children) {
        if (c.visits > most && ctx.legal.includes(a)) {
          most = c.visits;
          choice = a;
        }
      }
      ctx.log(`ismcts: ${root.visits} iterations in ${Date.now() - start} ms, chose ${choice} (${most} visits)`);
      return choice;
    },
  };
}

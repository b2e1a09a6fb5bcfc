/**
 * Built-in bots. `random` picks uniformly; `greedy` is a one-turn heuristic over buying,
 * building, research and the expected value recovered per Nemo; `ismcts` searches its own turn
 * over determinizations sampled from the belief (information-set MCTS) with greedy rollouts.
 * All of them see only what `BotContext` gives (the observation, never the true state).
 */
import { Rng } from '../core/rng.js';
import {
  RESEARCH_KINDS,
  atlantisPoints,
  corridorsOf,
  footprintCost,
  getBoard,
  isResearchKind,
  researchValue,
  scoreBreakdown,
  type Position,
  type ResearchKind,
} from '../nautilus/index.js';
import type { Bot, BotContext } from './api.js';
import { BOT_ENGINE } from './context.js';

/** A position or an observation: the greedy policy reads only what both share (tiles may be unknown). */
type View = Pick<Position, 'board' | 'players' | 'modules' | 'submarines' | 'phase' | 'turn' | 'tokens' | 'ruins'> & {
  tiles: { at: [number, number]; tile: string | null; faceUp: boolean }[];
};

/** Average value of an unknown tile per zone for a research multiplier `r` (gold 2, crab and urchin 1, Atlantis ~3). */
function unknownTileValue(zone: number, r: number): number {
  // S: 3 crab 3 urchin 4 mussel 4 snail 6 atlantis 4 chest 2 speed of 26; D and T similar with gold
  if (zone === 1) return (6 * r + 6 * 3 * r + 4 * 2.5 + 2) / 26 - 0.6;
  if (zone === 2) return (2 * r + 4 * r + 5 * 3 * r + 3 * 2.5 + 1) / 20 - 0.7;
  return (6 * r + 2 * r + 4 * 3 * r + 2 * 2.5 + 1) / 14 - 1.5;
}

/** The value to `seat` of recovering the tile identity `tile` on a square of `zone`. */
function tileValue(view: View, seat: number, tile: string | null, zone: number, faceUp: boolean): number {
  const p = view.players[seat]!;
  const r = Math.max(1, researchMultiplier(view as Position, seat));
  if (tile === null) return faceUp ? 0 : unknownTileValue(zone, r);
  const cost = zone === 3 ? 2 : 1;
  const goal = p.goal?.includes(tile as never) ? Math.max(0, r - 1) : 0;
  switch (tile) {
    case 'chest':
      return 2 + Math.min(p.research.analysis, 2);
    case 'speed':
      return 1;
    case 'gold':
      return p.nemo >= cost ? 2 * r + goal - cost : 0;
    case 'crab':
    case 'urchin':
      return p.nemo >= cost ? r + goal - cost : 0;
    case 'mussel':
    case 'snail':
      return p.nemo >= cost ? goal + (p.research.lab ? 0.5 : 0) - cost : 0;
    default:
      return p.nemo >= cost ? 3 * r - cost : 0; // Atlantis: rank points and a researcher move
  }
}

/** R with half credit for kinds at count 1 (the multiplier a seat can expect). */
function researchMultiplier(view: Position, seat: number): number {
  let r = 0;
  for (const k of RESEARCH_KINDS) {
    const v = researchValue(view, seat, k);
    r += v || (view.players[seat]!.research[k] === 1 ? 0.5 : 0);
  }
  return r;
}

const RESERVE = 6;

/** How good ending a move on (x, y) is for `seat`: the tile there, or closeness to worthwhile tiles. */
export function moveScore(view: View, seat: number, x: number, y: number): number {
  const board = getBoard(view.board);
  const zoneAt = (qx: number, qy: number): number => board.zones[qy * board.width + qx]!;
  let bestScore = 0;
  for (const t of view.tiles) {
    const v = tileValue(view, seat, t.tile, zoneAt(t.at[0], t.at[1]), t.faceUp);
    if (v <= 0) continue;
    const d = Math.abs(t.at[0] - x) + Math.abs(t.at[1] - y);
    bestScore = Math.max(bestScore, d === 0 ? 10 + v : v / (1 + d));
  }
  return bestScore;
}

/** The actions a search should consider: every non-move action and the `k` best moves by `moveScore`. */
export function candidateActions(view: View, seat: number, legal: readonly string[], k = 6): string[] {
  const moves = legal.filter((a) => a.startsWith('move '));
  if (moves.length <= k) return [...legal];
  const scored = moves.map((a) => {
    const [, , x, y] = a.split(' ');
    return { a, s: moveScore(view, seat, Number(x), Number(y)) };
  });
  scored.sort((p, q) => q.s - p.s);
  const keep = new Set(scored.slice(0, k).map((m) => m.a));
  return legal.filter((a) => !a.startsWith('move ') || keep.has(a));
}

/** The greedy policy for the seat to act of a view, from the legal actions in notation. */
export function greedyChoice(view: View, seat: number, legal: readonly string[]): string {
  if (legal.length === 1) return legal[0]!;
  const p = view.players[seat]!;
  const board = getBoard(view.board);
  const zoneAt = (x: number, y: number): number => board.zones[y * board.width + x]!;
  const tileAt = new Map(view.tiles.map((t) => [t.at[1] * 64 + t.at[0], t]));
  const moveValue = (x: number, y: number): number => {
    const t = tileAt.get(y * 64 + x);
    return t ? tileValue(view, seat, t.tile, zoneAt(x, y), t.faceUp) : 0;
  };
  const of = (verb: string): string[] => legal.filter((a) => a.startsWith(verb));
  const pending = view.turn.pending;

  if (pending?.type === 'speed' || pending?.type === 'atlantis' || pending?.type === 'examine') {
    if (pending.type === 'examine') return of('examine')[0] ?? 'skip';
    if (pending.type === 'speed') return best(of('move'), (a) => moveTargetValue(a), 0.01) ?? 'skip';
    return best(of('research'), (a) => researchValueOf(a), 0.01) ?? 'skip';
  }

  function moveTargetValue(a: string): number {
    const [, , x, y] = a.split(' ');
    return moveValue(Number(x), Number(y));
  }

  function researchValueOf(a: string): number {
    const [, fx, fy, tx, ty] = a.split(' ').map(Number);
    const to = view.modules.find((m) => m.at[0] === tx && m.at[1] === ty);
    const from = view.modules.find((m) => m.at[0] === fx && m.at[1] === fy);
    if (!to || !from) return 0;
    let v = 0;
    if (isResearchKind(to.kind) && to.researchers[seat] === 0) {
      const count = p.research[to.kind as ResearchKind];
      v = count === 1 ? 1 : count === 0 ? 0.7 : count < 4 ? 0.15 : 0.05;
      if (to.owner !== null && to.owner !== seat) v -= 0.15;
    } else if (isResearchKind(to.kind) && to.researchers[seat] === 1 && !view.modules.some((m) => isResearchKind(m.kind) && m.researchers[seat]! >= 2)) {
      v = 0.4; // a second researcher makes launches possible
    }
    if (isResearchKind(from.kind) && from.researchers[seat] === 2) v -= 0.3; // keep a launch pad
    return v;
  }

  if (view.phase === 1) {
    const places = of('place');
    if (places.length) {
      const held = p.held;
      const scored = best(places, (a) => {
        const [, i, cx, cy] = a.split(' ').map(Number);
        const h = held[i!]!;
        const cost = Math.max(view.turn.buildCost, footprintCost(board, cx!, cy!));
        if (p.nemo - cost < 1) return -1;
        const kindValue = isResearchKind(h.kind) ? (p.research[h.kind as ResearchKind] === 0 ? 3 : 2) : 2.5;
        return kindValue - cost * 0.8 + researchNeighbours(cx!, cy!) * 0.2;
      }, 0);
      if (scored) return scored;
    }
    if (!view.turn.bought && !view.turn.placed.length && p.held.length < 2) {
      const onModules = view.modules.reduce((a, m) => a + m.researchers[seat]!, 0);
      const ownResearch = view.modules.filter((m) => m.owner === seat).length;
      if (onModules < 3 + ownResearch && p.nemo >= RESERVE + 6) {
        const k = Math.min(3, p.researchers);
        const buy = legal.find((a) => a === `buy green ${k}`) ?? legal.find((a) => a === `buy blue ${k}`);
        if (buy) return buy;
      }
      if (p.nemo >= RESERVE + 4) {
        const kinds = RESEARCH_KINDS.filter((kind) => legal.includes(`buy ${kind}`)).sort((a, b) => p.research[a] - p.research[b]);
        const kind = kinds.find((kk) => p.research[kk] < 2);
        if (kind) return `buy ${kind}`;
      }
    }
    return 'end';
  }

  if (view.phase === 2) return best(of('research'), researchValueOf, 0.1) ?? 'end';

  // phase 3: launch, then move towards value, retire when stranded
  const mine = view.submarines.filter((s) => s.seat === seat);
  if (mine.length < 2 && p.researchers < 14) {
    const launch = of('launch')[0];
    if (launch) return launch;
  }
  const moves = of('move');
  if (moves.length) {
    const direct = best(moves, moveTargetValue, 0.2);
    if (direct) return direct;
    // no tile worth taking now: approach the best tile within reach of a later move
    const targets = view.tiles.filter((t) => tileValue(view, seat, t.tile, zoneAt(t.at[0], t.at[1]), t.faceUp) > 0.3);
    if (targets.length) {
      const approach = best(moves, (a) => {
        const [, , xs, ys] = a.split(' ');
        const x = Number(xs);
        const y = Number(ys);
        let bestScore = 0;
        for (const t of targets) {
          const d = Math.abs(t.at[0] - x) + Math.abs(t.at[1] - y);
          bestScore = Math.max(bestScore, tileValue(view, seat, t.tile, zoneAt(t.at[0], t.at[1]), t.faceUp) / (1 + d));
        }
        return bestScore;
      }, 0);
      if (approach) return approach;
    }
  }
  return 'end';

  function researchNeighbours(cx: number, cy: number): number {
    return view.modules.filter((m) => isResearchKind(m.kind) && Math.abs(m.at[0] - cx) <= 3 && Math.abs(m.at[1] - cy) <= 3 && corridorsOf(m) !== 0).length;
  }
}

/** The highest-scoring action above `threshold`, or null. */
function best(actions: readonly string[], score: (a: string) => number, threshold: number): string | null {
  let top: string | null = null;
  let topScore = threshold;
  for (const a of actions) {
    const s = score(a);
    if (s > topScore) {
      topScore = s;
      top = a;
    }
  }
  return top;
}

/** The random bot. */
export const randomBot: Bot = {
  name: 'random',
  act: (ctx) => ctx.legal[ctx.randomInt(ctx.legal.length)]!,
};

/** The greedy bot. */
export const greedyBot: Bot = {
  name: 'greedy',
  act: (ctx) => greedyChoice(ctx.observation as unknown as View, ctx.seat, ctx.legal),
};

/** An estimate of a seat's final score: points times an expected multiplier, plus Nemo and assets. */
export function estimate(pos: Position, seat: number): number {
  const s = scoreBreakdown(pos)[seat]!;
  const p = pos.players[seat]!;
  const r = researchMultiplier(pos, seat);
  const atl = atlantisPoints(pos)[seat]!;
  const points = s.sheetPoints + atl + s.raises + 3;
  const nemo = p.nemo - (pos.phase === 1 && pos.toAct === seat ? pos.turn.buildCost : 0);
  const subs = pos.submarines.filter((q) => q.seat === seat).length;
  const onModules = pos.modules.reduce((a, m) => a + m.researchers[seat]!, 0);
  const held = p.held.reduce((a, h) => a + (isResearchKind(h.kind) ? 1.2 : 0.6 + 0.6 * h.researchers), 0);
  return points * r + nemo + subs * 1.2 + onModules * 0.5 + held;
}

/** My estimate minus the best other seat's. */
export function evaluate(pos: Position, seat: number): number {
  let other = -Infinity;
  for (let s = 0; s < pos.players.length; s++) if (s !== seat) other = Math.max(other, estimate(pos, s));
  return estimate(pos, seat) - other;
}

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
export function ismctsBot(options: Partial<IsmctsOptions> = {}): Bot {
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
          const legal = candidateActions(det as unknown as View, me, BOT_ENGINE.legal(det));
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
          BOT_ENGINE.playInPlace(det, action);
          node = node.children.get(action)!;
          path.push(node);
          if (fresh.length) break;
        }
        // rollout: every seat plays greedily to the end of the next round(s)
        const stopRound = obs.round + opt.rolloutRounds;
        for (let steps = 0; det.endReason === null && det.round <= stopRound && steps < 2000; steps++) {
          BOT_ENGINE.playInPlace(det, greedyChoice(det as unknown as View, det.toAct, BOT_ENGINE.legal(det)));
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

/** Built-in bots by name: `random`, `greedy`, `ismcts` (64 iterations, 0.9 s at most; `ismcts:N` for N). */
export function builtinBot(name: string): Bot | null {
  if (name === 'random') return randomBot;
  if (name === 'greedy') return greedyBot;
  const m = /^ismcts(?::(\d+))?$/.exec(name);
  if (m) return ismctsBot(m[1] ? { iterations: Number(m[1]) } : {});
  return null;
}

export const BUILTIN_BOTS = ['random', 'greedy', 'ismcts'] as const;

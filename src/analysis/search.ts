/**
 * The analysis search: information-set MCTS (the shape of `src/bots/ismcts.ts`) over the consecutive
 * actions of the seat to act (the rest of its turn), with outcome statistics kept per seat on every
 * node so the root's children answer "what is each action worth" with intervals.
 *
 * One iteration: draw a sample (a determinization from the viewpoint's observation, or the true
 * position), descend the tree by UCB on the actor's win share among the actions that are
 * candidates in that sample (availability counts, as in ismcts), expand one action (the playout
 * policy's favourite first), play the game's playout policy for every seat to the end of the game
 * (`horizon: 'end'`: the win shares are real outcomes) or for a number of rounds (then the win
 * shares are the calibrated evaluation of `calibration.ts`), and back up every seat's win share
 * (ties split), final score and the viewpoint's margin over the best other seat.
 *
 * A search is split in shards: independent trees with seeds derived from (seed, shard index) and a
 * fixed share of the iteration budget. Shards may run anywhere (worker threads); merged in shard
 * order, the result is the same whatever ran them. All randomness comes from the shard's seed: no
 * clock is read on the iteration path when there is no time limit.
 */
import { Rng } from '../core/rng.js';
import type { BotEngine } from '../core/botEngine.js';
import { winShareOfMargins } from './calibration.js';

/** What the search needs of a game: the forward model (notation) and who won. */
export interface SearchModel<P = unknown> {
  engine: BotEngine<P>;
  /** The winning seats of a position (ties share), as the game's rules decide. */
  winners(position: P): number[];
  /** Seats of the game. */
  seats: number;
  /** Game id (for the calibration of horizon evaluations). */
  gameId: string;
}

/** How samples end: the game's end (real outcomes), or after this many rounds past the current one (calibrated evaluation). */
export type Horizon = 'end' | number;

export interface ShardSpec<P = unknown> {
  model: SearchModel<P>;
  /** A fresh full position for one iteration (a determinization, or a copy of the truth). */
  sample(rng: Rng): P;
  /** The seat whose outcome the statistics report (win probability, margin). */
  viewpoint: number;
  /** The seat to act at the root (its actions are the candidates). */
  actor: number;
  iterations: number;
  seed: number;
  horizon: Horizon;
  /** UCB exploration constant, in the units of `select`'s value (win shares: 0..1). */
  exploration: number;
  /**
   * What the tree's UCB climbs: the actor's win share (default), or the game's evaluation of the
   * sample's end for the actor (its expected margin, as the ismcts bot; win shares saturate when a
   * game is far from even, and then stop telling actions apart). The statistics reported are the same.
   */
  select?: 'win' | 'evaluation' | 'margin';
  /** Stop before this clock time (ms) when given; `now` reads the clock. */
  deadline?: number;
  now?: () => number;
  /** Go on growing this tree (a subtree kept from the actor's previous decision) instead of a new one. */
  root?: Node;
}

/** Statistics of one tree node: how often it was sampled and what came of it. */
export interface NodeStats {
  /** Samples through this node. */
  n: number;
  /** How often it was a candidate when its parent was visited. */
  avail: number;
  /** Sum of the UCB values (the actor's win shares, or its evaluations: `ShardSpec.select`). */
  value: number;
  /** Per seat: sums of win shares, final scores and squared scores. */
  win: number[];
  score: number[];
  score2: number[];
  /** Sums of the viewpoint's margin over the best other seat, and its square. */
  margin: number;
  margin2: number;
}

export interface Node extends NodeStats {
  children: Map<string, Node>;
}

/** A tree as plain data (crosses worker boundaries): children as [action, node] pairs in insertion order. */
export interface PlainNode extends NodeStats {
  children: [string, PlainNode][];
}

export const newNode = (seats: number): Node => ({
  n: 0,
  avail: 0,
  value: 0,
  win: new Array<number>(seats).fill(0),
  score: new Array<number>(seats).fill(0),
  score2: new Array<number>(seats).fill(0),
  margin: 0,
  margin2: 0,
  children: new Map(),
});

/** One sample's outcome. */
interface Outcome {
  win: number[];
  score: number[];
  margin: number;
}

/** Every seat's win share (ties split) and score at the end of a sample. */
export function outcomeOf<P>(model: SearchModel<P>, p: P, viewpoint: number, finished: boolean): Outcome {
  const score = model.engine.scores(p);
  let win: number[];
  if (finished) {
    const top = model.winners(p);
    win = score.map((_, s) => (top.includes(s) ? 1 / top.length : 0));
  } else {
    win = winShareOfMargins(
      model.gameId,
      score.map((_, s) => model.engine.evaluate(p, s)),
    );
  }
  return { win, score, margin: marginOf(score, viewpoint) };
}

/** A seat's score less the best other seat's. */
function marginOf(score: readonly number[], seat: number): number {
  let other = -Infinity;
  for (let s = 0; s < score.length; s++) if (s !== seat) other = Math.max(other, score[s]!);
  return score[seat]! - (other === -Infinity ? 0 : other);
}

function record(node: Node, o: Outcome, value: number): void {
  node.n++;
  node.value += value;
  for (let s = 0; s < o.win.length; s++) {
    node.win[s]! += o.win[s]!;
    node.score[s]! += o.score[s]!;
    node.score2[s]! += o.score[s]! * o.score[s]!;
  }
  node.margin += o.margin;
  node.margin2 += o.margin * o.margin;
}

/** What a shard gives back: its tree, and every action that was a root candidate in some sample. */
export interface ShardResult {
  tree: PlainNode;
  candidates: string[];
}

/** Runs one shard: a tree of `iterations` samples (fewer when the deadline comes first). */
export function runShard<P>(spec: ShardSpec<P>): ShardResult {
  const seen = new Set<string>();
  const root = searchTree(spec, seen);
  return { tree: toPlain(root), candidates: [...seen] };
}

/** The search itself; `rootCandidates` collects the candidates met at the root. */
export function searchTree<P>(spec: ShardSpec<P>, rootCandidates?: Set<string>): Node {
  const { model, viewpoint, actor } = spec;
  const engine = model.engine;
  const root = spec.root ?? newNode(model.seats);
  const rng = Rng.fromSeed(spec.seed);
  const timed = spec.deadline !== undefined && spec.now !== undefined;
  let slowest = 0;
  for (let it = 0; it < spec.iterations; it++) {
    let started = 0;
    if (timed) {
      started = spec.now!();
      if (started + 2 * slowest >= spec.deadline! && it > 0) break;
    }
    const det = spec.sample(rng);
    const round = engine.round(det);
    const path: Node[] = [root];
    let node = root;
    while (engine.toAct(det) === actor && engine.round(det) === round) {
      const candidates = engine.candidates(det);
      if (!candidates.length) break;
      if (node === root && rootCandidates) for (const a of candidates) rootCandidates.add(a);
      for (const a of candidates) {
        const c = node.children.get(a);
        if (c) c.avail++;
      }
      const fresh = candidates.filter((a) => !node.children.has(a));
      let action: string;
      if (fresh.length) {
        const preferred = engine.policy(det, rng.int(2 ** 31));
        action = fresh.includes(preferred) ? preferred : fresh[rng.int(fresh.length)]!;
        const child = newNode(model.seats);
        child.avail = 1;
        node.children.set(action, child);
      } else {
        let best = -Infinity;
        action = candidates[0]!;
        for (const a of candidates) {
          const c = node.children.get(a)!;
          const ucb = c.value / c.n + spec.exploration * Math.sqrt(Math.log(c.avail) / c.n);
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
    const rolloutSeed = rng.int(2 ** 31);
    if (spec.horizon === 'end') engine.rollout(det, Infinity, rolloutSeed, 20_000);
    else engine.rollout(det, spec.horizon, rolloutSeed, 2000);
    const finished = engine.toAct(det) === null;
    const o = outcomeOf(model, det, viewpoint, finished || spec.horizon === 'end');
    const value = spec.select === 'evaluation' ? engine.evaluate(det, actor) : spec.select === 'margin' ? marginOf(o.score, actor) : o.win[actor]!;
    for (const n of path) record(n, o, value);
    if (timed) slowest = Math.max(slowest, spec.now!() - started);
  }
  return root;
}

/** A tree as plain data. */
export function toPlain(node: Node): PlainNode {
  const { children, ...stats } = node;
  return { ...stats, win: [...stats.win], score: [...stats.score], score2: [...stats.score2], children: [...children].map(([a, c]) => [a, toPlain(c)]) };
}

/** Adds a plain tree into a node (sums every statistic along the same action paths). */
export function mergeInto(into: Node, from: PlainNode): void {
  into.n += from.n;
  into.avail += from.avail;
  into.value += from.value;
  for (let s = 0; s < into.win.length; s++) {
    into.win[s]! += from.win[s]!;
    into.score[s]! += from.score[s]!;
    into.score2[s]! += from.score2[s]!;
  }
  into.margin += from.margin;
  into.margin2 += from.margin2;
  for (const [a, c] of from.children) {
    let child = into.children.get(a);
    if (!child) {
      child = newNode(into.win.length);
      into.children.set(a, child);
    }
    mergeInto(child, c);
  }
}

/** Merges shard trees in the order given (their order decides the floating-point sums, so keep it fixed). */
export function mergeTrees(seats: number, trees: readonly PlainNode[]): Node {
  const root = newNode(seats);
  for (const t of trees) mergeInto(root, t);
  return root;
}

/** The best continuation below a node: the most sampled child, again and again (first inserted wins ties). */
export function lineOf(node: Node): string[] {
  const line: string[] = [];
  let at = node;
  for (;;) {
    let best: [string, Node] | null = null;
    for (const [a, c] of at.children) if (!best || c.n > best[1].n) best = [a, c];
    if (!best || best[1].n === 0) return line;
    line.push(best[0]);
    at = best[1];
  }
}

/** The iteration budget of each shard: `iterations` split over shards of at most `shardSize` (a fixed function of the budget). */
export function shardBudgets(iterations: number, shardSize: number): number[] {
  const shards = Math.max(1, Math.ceil(iterations / shardSize));
  const base = Math.floor(iterations / shards);
  return Array.from({ length: shards }, (_, i) => base + (i < iterations % shards ? 1 : 0));
}

/** The seed of shard `index` of an analysis seeded `seed` (splitmix-style mixing, 31 bits). */
export function shardSeed(seed: number, index: number): number {
  let z = (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 1;
}

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
import type { PlayoutEnd, Playouts } from '../core/playouts.js';
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
  /** Who plays the samples to their end (the TS engine, or the WASM playout engine): the caller's choice. */
  playouts: Playouts<P>;
  /** What a seat knows of a position (its observation), as a key: `ShardSpec.views`. */
  view?(position: P, seat: number): string;
}

/** How samples end: the game's end (real outcomes), or after this many rounds past the current one (calibrated evaluation). */
export type Horizon = 'end' | number;

export interface ShardSpec<P = unknown> {
  model: SearchModel<P>;
  /** A fresh full position for one iteration (a determinization, or a copy of the truth). */
  sample(rng: Rng): P;
  /** The seat whose knowledge the samples come from (the statistics keep every seat's outcome). */
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
  /**
   * How far the tree goes: over the actor's consecutive actions this round (`turn`, the default),
   * or on through every seat's actions to the game's end (`game`: multi-player ISMCTS, each seat
   * choosing by UCB on its own win share, so with more samples every seat's choices converge to
   * the game's values; with `select: 'win'` only). The playout policy plays from the tree's leaf.
   */
  tree?: SearchTree;
  /**
   * Common random numbers: the root action is chosen first, and its k-th sample is sample k of the
   * shard (the determinization and the playout seed drawn from `sampleSeed(seed, k)`), so every
   * candidate's k-th sample sees the same deal and the same dice; each root child records its
   * samples' indices and outcomes (`CrnSamples`) for paired comparisons. Needs a `sample` that draws
   * only from the generator it is given. Off: one generator for everything (the bot's own search).
   */
  crn?: boolean;
  /**
   * Paired samples of a whole search (no `crn`): iteration k's sample and playout seed come from
   * `sampleSeed(seed, k)` alone, and `paired` hears every seat's win share of it, so two searches of
   * one seed (after two different actions, say) see the same deals and dice at the same k.
   */
  paired?: (k: number, win: readonly number[]) => void;
  /**
   * Which of a position's actions the tree tries: the game's candidates (its `prune`: Nautilus
   * keeps the heuristic's six best submarine moves of a step), the bots' search (default, `true`);
   * or every legal action (`false`), the analysis a player reads: a winning move the heuristic
   * ranks low is then searched, not left out (docs/analysis-spec.md, *Agreement*).
   */
  prune?: boolean;
  /**
   * A tree to the game's end only: a seat other than the viewpoint chooses on statistics kept per
   * view of its own (`SearchModel.view`: its hand, what it has seen) as well as on the node's, so its
   * choice can depend on what it holds. The samples come from the viewpoint's observation, and a
   * node keyed by actions alone makes the other seats choose one action for every hand the
   * viewpoint's samples give them (strategy fusion). The node's statistics stand in for a view's
   * as `VIEW_PRIOR` samples at their mean, so where views are many and each is seen a few times,
   * the choice is the node's as before; where they are few, each view's own.
   */
  views?: boolean;
}

/**
 * The samples at its node's mean a view's statistics start from (`ShardSpec.views`): a view seen
 * less often chooses mostly by the node's statistics, one seen far more often by its own.
 */
export const VIEW_PRIOR = 8;

/** One action's statistics within a view of the seat to act (`ShardSpec.views`): samples and the seat's summed win share. */
interface ViewStats {
  n: number;
  win: number;
}

/** The actions a search tries at a position (`ShardSpec.prune`). */
function candidatesOf<P>(spec: ShardSpec<P>): (p: P) => string[] {
  const engine = spec.model.engine;
  return spec.prune === false ? (p) => engine.legal(p) : (p) => engine.candidates(p);
}

/** How far a search's tree goes (`ShardSpec.tree`). */
export type SearchTree = 'turn' | 'game';

/** One shard's samples through a root child, in order: the sample indices and the actor's win share and margin of each (what the actor's choice is ranked by). */
export interface CrnSamples {
  /** The shard's seed (pairs are taken within a shard). */
  seed: number;
  at: number[];
  win: number[];
  margin: number[];
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
  /** Per seat: sums of its margin over the best other seat, and of its square. */
  margin: number[];
  margin2: number[];
}

export interface Node extends NodeStats {
  children: Map<string, Node>;
  /** Root children of a common-random-numbers shard while it runs: its samples (one entry). A merged tree drops them for `pairs`. */
  crn?: CrnSamples[];
  /** A merged root: running sums of its children's paired differences (`pairKey`), added shard by shard. */
  pairs?: Map<string, PairSums>;
  /** A merged root: the best as the kept-leader rule left it after the last shard merged (`addShard` in analyze.ts). */
  leader?: string | null;
  /** Per view of the seat to act here, its actions' statistics (`ShardSpec.views`; a shard's own, never merged). */
  views?: Map<string, Map<string, ViewStats>>;
}

/** Running sums of two root children's paired differences (the first in `pairKey` order less the second) over the samples both went through. */
export interface PairSums {
  n: number;
  win: number;
  win2: number;
  margin: number;
  margin2: number;
}

/** The key of a pair of root actions in `Node.pairs`, and whether `a` is its first (differences are first less second). */
export function pairKey(a: string, b: string): { key: string; first: boolean } {
  return a < b ? { key: `${a}\n${b}`, first: true } : { key: `${b}\n${a}`, first: false };
}

/**
 * Root children a shard pairs at most: the most sampled (then by name). The pairs are what the
 * ranking compares the best with; with every two of a root's children paired, a root of thousands
 * of actions made millions of pairs (past a Map's size in one shard of 8,000 samples).
 */
export const PAIRED_CHILDREN = 64;

/**
 * Adds the paired differences of a shard's root children (their `crn` samples) to running sums:
 * within each shard (seed), every two children that went through the same sample index give one
 * pair. The sums are taken in a fixed order (seed, index, actions sorted), so they are the same
 * wherever the shards ran; the per-sample arrays are then no longer needed.
 */
export function addPairs(pairs: Map<string, PairSums>, children: Iterable<readonly [string, { crn?: readonly CrnSamples[] }]>): void {
  const bySeed = new Map<number, Map<number, [string, number, number][]>>();
  const byName = ([a]: readonly [string, unknown], [b]: readonly [string, unknown]): number => (a < b ? -1 : a > b ? 1 : 0);
  let sorted = [...children].filter(([, c]) => c.crn);
  // a root of thousands of actions (Atlantis's widest) would pair every two of them: only the most sampled are paired
  if (sorted.length > PAIRED_CHILDREN) {
    // each child's samples counted once, not at every comparison of the sort
    const samples = new Map(sorted.map(([a, c]) => [a, c.crn!.reduce((n, seg) => n + seg.at.length, 0)]));
    sorted = sorted.sort((x, y) => samples.get(y[0])! - samples.get(x[0])! || byName(x, y)).slice(0, PAIRED_CHILDREN);
  }
  sorted.sort(byName);
  for (const [action, c] of sorted) {
    for (const seg of c.crn!) {
      let at = bySeed.get(seg.seed);
      if (!at) bySeed.set(seg.seed, (at = new Map()));
      for (let i = 0; i < seg.at.length; i++) {
        const k = seg.at[i]!;
        let list = at.get(k);
        if (!list) at.set(k, (list = []));
        list.push([action, seg.win[i]!, seg.margin[i]!]);
      }
    }
  }
  for (const seed of [...bySeed.keys()].sort((x, y) => x - y)) {
    const at = bySeed.get(seed)!;
    for (const k of [...at.keys()].sort((x, y) => x - y)) {
      const list = at.get(k)!;
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const [a, wa, ma] = list[i]!;
          const [b, wb, mb] = list[j]!;
          const key = `${a}\n${b}`;
          let s = pairs.get(key);
          if (!s) pairs.set(key, (s = { n: 0, win: 0, win2: 0, margin: 0, margin2: 0 }));
          const dw = wa - wb;
          const dm = ma - mb;
          s.n++;
          s.win += dw;
          s.win2 += dw * dw;
          s.margin += dm;
          s.margin2 += dm * dm;
        }
      }
    }
  }
}

/** A tree as plain data (crosses worker boundaries): children as [action, node] pairs in insertion order. */
export interface PlainNode extends NodeStats {
  children: [string, PlainNode][];
  crn?: CrnSamples[];
}

export const newNode = (seats: number): Node => ({
  n: 0,
  avail: 0,
  value: 0,
  win: new Array<number>(seats).fill(0),
  score: new Array<number>(seats).fill(0),
  score2: new Array<number>(seats).fill(0),
  margin: new Array<number>(seats).fill(0),
  margin2: new Array<number>(seats).fill(0),
  children: new Map(),
});

/** One sample's outcome: every seat's win share, score and margin over the best other seat. */
interface Outcome {
  win: number[];
  score: number[];
  margin: number[];
}

/** Every seat's win share (ties split), score and margin at the end of a sample. */
export function outcomeOf<P>(model: SearchModel<P>, p: P, finished: boolean): Outcome {
  const scores = model.engine.scores(p);
  const end: PlayoutEnd = { actions: 0, finished, scores, winners: finished ? model.winners(p) : [], evaluations: finished ? null : scores.map((_, s) => model.engine.evaluate(p, s)) };
  return outcomeOfEnd(model, end, finished);
}

/** Every seat's win share, score and margin from how a playout ended: real outcomes when `finished`, else the calibrated evaluations. */
function outcomeOfEnd(model: SearchModel<unknown>, end: PlayoutEnd, finished: boolean): Outcome {
  const score = end.scores;
  let win: number[];
  if (finished) {
    const top = end.winners;
    win = score.map((_, s) => (top.includes(s) ? 1 / top.length : 0));
  } else win = winShareOfMargins(model.gameId, end.evaluations!);
  return { win, score, margin: score.map((_, s) => marginOf(score, s)) };
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
    node.margin[s]! += o.margin[s]!;
    node.margin2[s]! += o.margin[s]! * o.margin[s]!;
  }
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

/** Samples a common-random-numbers shard skips looking for one where the chosen root action is a candidate before it gives the action up. */
export const CRN_SCAN = 64;

/** The seed of sample `k` of a shard seeded `seed` (common random numbers). */
export const sampleSeed = (seed: number, k: number): number => shardSeed(seed ^ 0x5bd1e995, k);

/** The search itself; `rootCandidates` collects the candidates met at the root. */
export function searchTree<P>(spec: ShardSpec<P>, rootCandidates?: Set<string>): Node {
  const { model, actor } = spec;
  const deep = spec.tree === 'game';
  if (deep && (spec.select ?? 'win') !== 'win') throw new RangeError("a tree to the game's end climbs win shares (select: 'win')");
  const engine = model.engine;
  const root = spec.root ?? newNode(model.seats);
  const rng = Rng.fromSeed(spec.seed);
  const timed = spec.deadline !== undefined && spec.now !== undefined;
  const crn = spec.crn === true ? new CrnRoot(spec, root, rootCandidates) : null;
  const candidatesAt = candidatesOf(spec);
  const viewOf = deep && spec.views && model.view ? model.view.bind(model) : null;
  let slowest = 0;
  for (let it = 0; it < spec.iterations; it++) {
    let started = 0;
    if (timed) {
      started = spec.now!();
      if (started + 2 * slowest >= spec.deadline! && it > 0) break;
    }
    let det: P;
    let rolloutSeed = -1;
    const path: Node[] = [root];
    const viewed: [number, ViewStats][] = [];
    let node = root;
    let round: number;
    let expanded = false;
    let drawn: { k: number; child: Node } | null = null;
    if (crn) {
      const got = crn.draw(rng);
      if (!got) {
        if (crn.exhausted) break;
        continue;
      }
      ({ det, rolloutSeed } = got);
      round = engine.round(det);
      drawn = { k: got.k, child: got.child };
      engine.playInPlace(det, got.action);
      node = got.child;
      path.push(node);
      expanded = got.fresh;
    } else if (spec.paired) {
      const r = Rng.fromSeed(sampleSeed(spec.seed, it));
      det = spec.sample(r);
      rolloutSeed = r.int(2 ** 31);
      round = engine.round(det);
    } else {
      det = spec.sample(rng);
      round = engine.round(det);
    }
    while (!expanded) {
      const seat = engine.toAct(det);
      if (seat === null || (!deep && (seat !== actor || engine.round(det) !== round))) break;
      const candidates = candidatesAt(det);
      if (!candidates.length) break;
      if (node === root && rootCandidates) for (const a of candidates) rootCandidates.add(a);
      for (const a of candidates) {
        const c = node.children.get(a);
        if (c) c.avail++;
      }
      const fresh = candidates.filter((a) => !node.children.has(a));
      // another seat's own statistics at this node, for what it knows here (`ShardSpec.views`)
      let view: Map<string, ViewStats> | null = null;
      if (viewOf && seat !== spec.viewpoint) {
        const key = viewOf(det, seat);
        view = node.views?.get(key) ?? null;
        if (!view) (node.views ??= new Map()).set(key, (view = new Map()));
      }
      let action: string;
      if (fresh.length) {
        const preferred = engine.policy(det, rng.int(2 ** 31));
        action = fresh.includes(preferred) ? preferred : fresh[rng.int(fresh.length)]!;
        const child = newNode(model.seats);
        child.avail = 1;
        node.children.set(action, child);
      } else if (view) action = viewChoice(node, view, candidates, spec.exploration, seat);
      else action = ucbChoice(node, candidates, spec.exploration, deep ? seat : -1);
      if (view) {
        let stats = view.get(action);
        if (!stats) view.set(action, (stats = { n: 0, win: 0 }));
        viewed.push([seat, stats]);
      }
      engine.playInPlace(det, action);
      node = node.children.get(action)!;
      path.push(node);
      if (fresh.length) break;
    }
    if (rolloutSeed < 0) rolloutSeed = rng.int(2 ** 31);
    const toEnd = spec.horizon === 'end';
    const end = model.playouts.playout(det, toEnd ? Infinity : (spec.horizon as number), rolloutSeed, toEnd ? 20_000 : 2000, !toEnd || spec.select === 'evaluation');
    const o = outcomeOfEnd(model, end, end.finished || toEnd);
    const value = spec.select === 'evaluation' ? end.evaluations![actor]! : spec.select === 'margin' ? o.margin[actor]! : o.win[actor]!;
    for (const n of path) record(n, o, value);
    for (const [seat, stats] of viewed) {
      stats.n++;
      stats.win += o.win[seat]!;
    }
    spec.paired?.(it, o.win);
    if (drawn) {
      const seg = drawn.child.crn![0]!;
      seg.at.push(drawn.k);
      seg.win.push(o.win[actor]!);
      seg.margin.push(o.margin[actor]!);
    }
    if (timed) slowest = Math.max(slowest, spec.now!() - started);
  }
  return root;
}

/** The UCB choice among a node's children that are candidates (first listed wins ties), on their `value`, or on `seat`'s win share (a tree to the game's end). */
function ucbChoice(node: Node, candidates: readonly string[], exploration: number, seat = -1): string {
  let best = -Infinity;
  let action = candidates[0]!;
  for (const a of candidates) {
    const c = node.children.get(a)!;
    const ucb = (seat < 0 ? c.value : c.win[seat]!) / c.n + exploration * Math.sqrt(Math.log(c.avail) / c.n);
    if (ucb > best) {
      best = ucb;
      action = a;
    }
  }
  return action;
}

/**
 * The choice of a seat other than the viewpoint in a view of its own (`ShardSpec.views`): UCB on
 * its win share, each action's view statistics joined by `VIEW_PRIOR` samples (at most the node's
 * own count) at the node's mean for it, and the view's samples (with those) as the log term.
 */
function viewChoice(node: Node, view: ReadonlyMap<string, ViewStats>, candidates: readonly string[], exploration: number, seat: number): string {
  let total = 0;
  for (const a of candidates) total += (view.get(a)?.n ?? 0) + Math.min(VIEW_PRIOR, node.children.get(a)!.n);
  const log = Math.log(Math.max(2, total));
  let best = -Infinity;
  let action = candidates[0]!;
  for (const a of candidates) {
    const c = node.children.get(a)!;
    const own = view.get(a);
    const prior = Math.min(VIEW_PRIOR, c.n);
    const n = (own?.n ?? 0) + prior;
    if (n === 0) return a;
    const mean = ((own?.win ?? 0) + (prior * c.win[seat]!) / c.n) / n;
    const ucb = mean + exploration * Math.sqrt(log / n);
    if (ucb > best) {
      best = ucb;
      action = a;
    }
  }
  return action;
}

/**
 * The root of a common-random-numbers shard: picks the root action first (an unvisited child in
 * the order met, the playout policy's favourite of the first sample first; then UCB), then draws
 * that child's next sample index where the action is a candidate (in observation mode of a seat
 * that is not the actor the actor's hand differs between samples, so an action may be missing from
 * some). Every sample drawn counts towards the availability of the root children it offers.
 */
class CrnRoot<P> {
  /** Root actions given up: no sample within `CRN_SCAN` offered them. */
  private readonly gone = new Set<string>();

  constructor(
    private readonly spec: ShardSpec<P>,
    private readonly root: Node,
    private readonly seen: Set<string> | undefined,
  ) {
    this.candidatesAt = candidatesOf(spec);
  }

  private readonly candidatesAt: (p: P) => string[];

  /** Every root action met was given up (or no sample offers any): nothing left to search. */
  exhausted = false;

  /** Sample `k`: its determinization, its playout seed, and the root candidates it offers. */
  private sample(k: number): { det: P; rolloutSeed: number; candidates: string[] } {
    const r = Rng.fromSeed(sampleSeed(this.spec.seed, k));
    const det = this.spec.sample(r);
    const rolloutSeed = r.int(2 ** 31);
    const engine = this.spec.model.engine;
    const candidates = engine.toAct(det) === this.spec.actor ? this.candidatesAt(det) : [];
    if (this.seen) for (const a of candidates) this.seen.add(a);
    for (const a of candidates) {
      const c = this.root.children.get(a);
      if (c) c.avail++;
    }
    return { det, rolloutSeed, candidates };
  }

  /** Adds the candidates of a sample the root has not met as children (none visited yet). */
  private meet(candidates: readonly string[], first?: string): void {
    const order = first !== undefined && candidates.includes(first) ? [first, ...candidates.filter((a) => a !== first)] : candidates;
    for (const a of order) {
      if (this.root.children.has(a)) continue;
      const child = newNode(this.spec.model.seats);
      child.avail = 1;
      child.crn = [{ seed: this.spec.seed, at: [], win: [], margin: [] }];
      this.root.children.set(a, child);
    }
  }

  /** The next sample of the root action to visit, or null when none could be found this iteration. */
  draw(rng: Rng): { det: P; rolloutSeed: number; k: number; action: string; child: Node; fresh: boolean } | null {
    const root = this.root;
    if (root.children.size === 0) {
      const s = this.sample(0);
      if (!s.candidates.length) {
        this.exhausted = true;
        return null;
      }
      this.meet(s.candidates, this.spec.model.engine.policy(s.det, rng.int(2 ** 31)));
      const [action, child] = root.children.entries().next().value as [string, Node];
      return { det: s.det, rolloutSeed: s.rolloutSeed, k: 0, action, child, fresh: true };
    }
    let action: string | null = null;
    for (const [a, c] of root.children) {
      if (c.n === 0 && !this.gone.has(a)) {
        action = a;
        break;
      }
    }
    if (action === null) {
      const open = [...root.children.keys()].filter((a) => !this.gone.has(a));
      if (!open.length) {
        this.exhausted = true;
        return null;
      }
      action = ucbChoice(root, open, this.spec.exploration);
    }
    const child = root.children.get(action)!;
    const seg = child.crn![0]!;
    const from = seg.at.length ? seg.at[seg.at.length - 1]! + 1 : 0;
    for (let k = from; k < from + CRN_SCAN; k++) {
      const s = this.sample(k);
      this.meet(s.candidates);
      if (s.candidates.includes(action)) return { det: s.det, rolloutSeed: s.rolloutSeed, k, action, child, fresh: child.n === 0 };
    }
    this.gone.add(action);
    return null;
  }
}

/** A tree as plain data. */
export function toPlain(node: Node): PlainNode {
  const { children, crn, ...stats } = node;
  const plain: PlainNode = { ...stats, win: [...stats.win], score: [...stats.score], score2: [...stats.score2], margin: [...stats.margin], margin2: [...stats.margin2], children: [...children].map(([a, c]) => [a, toPlain(c)]) };
  if (crn) plain.crn = crn.map((seg) => ({ seed: seg.seed, at: [...seg.at], win: [...seg.win], margin: [...seg.margin] }));
  return plain;
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
    into.margin[s]! += from.margin[s]!;
    into.margin2[s]! += from.margin2[s]!;
  }
  // a shard's root: its children's paired samples become running sums on the merged root
  if (from.children.some(([, c]) => c.crn)) addPairs((into.pairs ??= new Map()), from.children);
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

/**
 * The iteration budget of each shard: `iterations` split evenly over shards of at most `shardSize`,
 * or fewer, larger shards where that would leave one under `floor` samples (a fixed function of
 * the three).
 */
export function shardBudgets(iterations: number, shardSize: number, floor = 1): number[] {
  const shards = Math.max(1, Math.min(Math.ceil(iterations / shardSize), Math.floor(iterations / Math.max(1, floor))));
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

/**
 * The analysis engine (contract: docs/analysis-spec.md): what a position of any `Game` is worth to
 * a viewpoint seat and which action of the seat to act is best, with intervals.
 *
 * `planAnalysis` fixes everything a run depends on (viewpoint, mode, the root's legal actions, the
 * shards with their budgets and seeds); `runPlannedShard` runs one shard (anywhere: in-process or
 * on a worker thread); `finishAnalysis` merges the shards in shard order and writes the document.
 * `analyze` does all three in-process. The same plan gives the same document whoever ran the shards.
 *
 * In `observation` mode the true position is read once, to take the viewpoint's observation
 * (`game.observe`); every sample, the root's legal actions and the beliefs come from that
 * observation (`game.determinize`). In `omniscient` mode every sample is a copy of the true position.
 */
import type { AnyGame } from '../core/game.js';
import { Rng } from '../core/rng.js';
import { botEngine } from '../core/botEngine.js';
import { gamePlayouts, type Playouts } from '../core/playouts.js';
import type { Observation, Position } from '../nautilus/index.js';
import { applyFit, fitInputsOf, OUTCOME_FITS, type OutcomeFit } from './calibration.js';
import { nautilusBeliefs, type TileBeliefOut } from './beliefs.js';
import { exactAnalysis, type ExactOut } from './exact/exact.js';
import { addPairs, lineOf, mergeInto, newNode, runShard, shardBudgets, shardSeed, type Horizon, type Node, type PairSums, type PlainNode, type SearchModel, type SearchTree, type ShardResult } from './search.js';
import { challengeOf, nextLeader, rankCandidates, RANKING, settledOf, type RankKey, type Settled } from './ranking.js';
import { meanInterval, round, wilson } from './stats.js';

export type AnalysisMode = 'observation' | 'omniscient';

/**
 * How a run searches: `outcomes` (samples play to the game's end and the tree climbs the actor's
 * win share: win probabilities are outcomes, the contract's reading), or `analyst` (the `analyst`
 * bot's search of the game, `Game.analyst`: for Nautilus samples stop one round on and the tree
 * climbs the game's evaluation), so actions are ranked as the analyst bot ranks them.
 */
export type AnalysisSearch = 'outcomes' | 'analyst';
export const ANALYSIS_SEARCHES: readonly AnalysisSearch[] = ['outcomes', 'analyst'];

/** What the tree climbs (see `ShardSpec.select`). */
export type SearchSelect = 'win' | 'evaluation' | 'margin';

/** How the analyst searches a game: the game's own setting (`Game.analyst`), else samples to the end climbing win shares. */
export function analystSetting(game: AnyGame): { horizon: Horizon; select: SearchSelect } {
  return game.analyst ?? { horizon: 'end', select: 'win' };
}

export interface AnalysisOptions {
  /** The seat whose knowledge and outcome the analysis takes; default the seat to act. */
  viewpoint?: number;
  mode?: AnalysisMode;
  /** Iteration (sample) budget; default 1000, or unlimited with `timeMs`. */
  iterations?: number;
  /** Time budget in ms (then the result depends on the machine's speed). */
  timeMs?: number;
  seed?: number;
  /** How to search (default `outcomes`); `horizon` and `exploration` override its settings. */
  search?: AnalysisSearch;
  /** Samples play to the game's end (the default of `outcomes`), or this many rounds past the current one. */
  horizon?: Horizon;
  /** UCB exploration constant (default 0.5 on win shares; the game's constant when the tree climbs its evaluation). */
  exploration?: number;
  /** Samples per shard (default 250): the budget is cut in shards of at most this size. */
  shardSize?: number;
  /** Shards of a time-budgeted run (one per worker; default 1). */
  timeShards?: number;
  /** Internal, for the stability measurement only: the old engine (no common random numbers, most sampled first). */
  legacy?: boolean;
  /** Solve the position exactly where it is small enough (default true; docs/analysis-spec.md, "Exact"). */
  exact?: boolean;
  /** How far the tree goes (`ShardSpec.tree`): the seat to act's turn, or every seat's actions to the game's end (win shares only). */
  tree?: SearchTree;
  /** Internal, for the review's analysis (a tree to the game's end): the other seats choose per view of their own as well (`ShardSpec.views`). */
  views?: boolean;
  /**
   * Search only the game's candidates (its pruning, as the bots search) instead of every legal
   * action (default false: every legal action is searched; `legacy` prunes, as the old engine did).
   */
  prune?: boolean;
}

/**
 * The tree of the analysis a player reads (search 'outcomes'), where a game's differs from
 * `ANALYSIS_DEFAULTS.tree`: the duel's goes on to the game's end. With the tree over the mover's turn
 * the duel's analysis agreed with the exact solver on 93.5% of its at-stake positions and 89.5% of its
 * ordinary ones; to the game's end on 100% and 99.8%, and its answer after a second changed as often
 * (12 of 50 positions either way; analysis-spec, *Agreement* and *Stability, measured*).
 */
export const ANALYSIS_TREES: Readonly<Record<string, SearchTree>> = { duel: 'game' };

/** The analysis's tree for a game (search 'outcomes'). */
export function analysisTree(gameId: string): SearchTree {
  return ANALYSIS_TREES[gameId] ?? ANALYSIS_DEFAULTS.tree;
}

export const ANALYSIS_DEFAULTS = { mode: 'observation' as AnalysisMode, search: 'outcomes' as AnalysisSearch, iterations: 1000, seed: 1, horizon: 'end' as Horizon, exploration: 0.5, shardSize: 250, tree: 'turn' as SearchTree };

/**
 * A game's default samples where they are not `ANALYSIS_DEFAULTS.iterations`: the duel's 4,000. At
 * 1,000 its win probability for a seat moved a median 6.8 points between the seat's consecutive
 * decisions, sampling noise a good part of it; at 4,000, 5.3 (4.0 fitted to outcomes), for a few
 * CPU seconds (analysis-spec, *Calibration*).
 */
export const ANALYSIS_GAME_SAMPLES: Readonly<Record<string, number>> = { duel: 4000 };

/** The default samples of a game's analysis. */
export const analysisSamples = (gameId: string): number => ANALYSIS_GAME_SAMPLES[gameId] ?? ANALYSIS_DEFAULTS.iterations;

/** Everything a run depends on, as plain data. */
export interface AnalysisPlan {
  game: string;
  viewpoint: number;
  actor: number;
  mode: AnalysisMode;
  seed: number;
  search: AnalysisSearch;
  horizon: Horizon;
  select: SearchSelect;
  exploration: number;
  /** How far the tree goes. */
  tree: SearchTree;
  /** The other seats choose per view of their own too (the review's analysis; `AnalysisOptions.views`). */
  views?: true;
  /** The tree tries the game's candidates only (its pruning) instead of every legal action (`ShardSpec.prune`). */
  prune: boolean;
  /** Root legal actions of the actor, in the engine's order. */
  legal: string[];
  /** The actor has exactly one legal action: it is the answer, and the plan has no shards to search. */
  onlyMove: boolean;
  /** The fewest samples a shard of a counted budget has: `SHARD_SAMPLES_PER_ACTION` a root action searched (fewer only when the whole budget is); from another seat's view, the actions the actor has in the determinization with the most of `FLOOR_DEALS` */
  shardFloor: number;
  /** Per shard: its sample budget and seed. */
  shards: { iterations: number; seed: number }[];
  /** A time budget (ms), when the run is timed. */
  timeMs: number | null;
  /** Internal: the old engine (see `AnalysisOptions.legacy`); absent otherwise. */
  legacy?: true;
  /**
   * The exact answer, or null where it does not apply (or `exact: false`). Absent until a document
   * first asks for it (`planExact`: solved once, on the thread that writes the documents), so
   * planning and the searchers never pay for it.
   */
  exact?: ExactOut | null;
}

/** A candidate's numbers for one seat (null where it has no samples). */
export interface SeatFigures {
  winProbability: number | null;
  winProbability95: [number, number];
  meanScore: number | null;
  meanMargin: number | null;
}

const unmeasured = (): SeatFigures => ({ winProbability: null, winProbability95: [0, 1], meanScore: null, meanMargin: null });

/** One candidate action in the document: the viewpoint's numbers, and the seat to act's (`actor`), which rank it. */
export interface CandidateOut {
  action: string;
  best: boolean;
  /** Its 95% interval on the ranked measure of the seat to act overlaps the best's. */
  nearTie: boolean;
  /** The viewpoint seat's figures (`seat`). */
  winProbability: number | null;
  winProbability95: [number, number];
  meanScore: number | null;
  meanMargin: number | null;
  samples: number;
  line: string[];
  /** Present (true) when it has too few samples to be judged: ranked after every judged candidate, never best. */
  lowSamples?: true;
  /** The seat to act's figures (`toAct`), by which the candidates are ranked; the viewpoint's own when the viewpoint acts. */
  actor: SeatFigures;
}

export interface AnalysisResult {
  game: string;
  seat: number;
  toAct: number | null;
  mode: AnalysisMode;
  /** How it searched: samples' end, what the tree climbed, and what the win probabilities are made of. */
  playout: { search: AnalysisSearch; horizon: Horizon; select: SearchSelect; winProbability: 'outcomes' | 'calibrated evaluation'; tree: SearchTree };
  iterations: number;
  samples: number;
  seconds: number;
  shards: number;
  position: {
    /** What the numbers are of: samples through the best action (or the final result of a game that is over). */
    basis: 'best action' | 'game over';
    samples: number;
    winProbability: number[];
    winProbability95: [number, number][];
    meanScore: number[];
    meanScore95: [number, number][];
  };
  actions: CandidateOut[];
  /** What the candidates are ranked by (docs/analysis-spec.md, *Ranking*): win probability, or mean margin when win probabilities saturate. */
  rankedBy: RankKey;
  /** The rule's constants and the samples a candidate needs to be judged in this document. */
  ranking: { saturation: number; winStep: number; marginStep: number; judgedSamples: number; switchProbability: number; switchPairs: number };
  /**
   * The best is the kept leader, not the rule's first: the candidate the rule ranks first (second
   * row) is not ahead of it with `switchProbability` yet. Null when the best is the rule's first.
   */
  kept: { ruleFirst: string; probabilityAhead: number | null; pairs: number } | null;
  /** How settled the best is: the probability it is truly better than the runner-up, from their paired samples. */
  settled: Settled;
  /** The seat to act has exactly one legal action: it is the best, unsearched (no samples; the position's numbers are the standing now, not an estimate). */
  onlyMove: boolean;
  /** Legal actions the game's pruning never kept in any sample (not searched). */
  pruned: string[];
  beliefs: TileBeliefOut[];
  /** Exact values and the exactly optimal actions where the rest of the game is small enough to enumerate, else null (docs/analysis-spec.md, "Exact"). */
  exact: ExactOut | null;
  /**
   * The position's win probability fitted to outcomes (docs/analysis-spec.md, *Calibration*): where
   * it was measured — two players, search 'outcomes' to the game's end with the game's own tree, the
   * seat to act's own view — each seat's chance from the seat to act's raw `position.winProbability` by the game's
   * `OUTCOME_FITS`; null elsewhere (and for an only move or a game that is over).
   */
  fitted: { winProbability: number[]; a: number; b: number; terms?: OutcomeFit['terms']; rounds?: OutcomeFit['rounds']; measurement: string } | null;
}

/**
 * Samples a shard gives each action searched at the root, at least. Each shard grows its own tree;
 * with 50 root actions, shards of 100 gave each 2 samples, too few for the tree to find the rest
 * of a turn (a move then `retire`), and a winning move read as lost (analysis-spec, *Shards over many actions*).
 */
export const SHARD_SAMPLES_PER_ACTION = 5;

/** Determinizations, beside the plan's root, whose actor's action counts the floor takes the most of when the viewpoint is not the seat to act. */
export const FLOOR_DEALS = 16;

/** Reads the options against the position: the plan of the run. Throws a RangeError on a bad seat. */
export function planAnalysis(game: AnyGame, position: unknown, options: AnalysisOptions = {}): AnalysisPlan {
  const seats = game.seats(position);
  const actor = game.toAct(position);
  const viewpoint = options.viewpoint ?? actor ?? 0;
  if (!Number.isInteger(viewpoint) || viewpoint < 0 || viewpoint >= seats) throw new RangeError(`seat ${viewpoint} is not a seat of this ${seats}-player game (0..${seats - 1})`);
  const mode = options.mode ?? ANALYSIS_DEFAULTS.mode;
  const search = options.search ?? ANALYSIS_DEFAULTS.search;
  if (!ANALYSIS_SEARCHES.includes(search)) throw new RangeError(`search must be ${ANALYSIS_SEARCHES.join(' or ')}; got '${String(search)}'`);
  const setting = search === 'analyst' ? analystSetting(game) : { horizon: ANALYSIS_DEFAULTS.horizon, select: 'win' as SearchSelect };
  // the analyst's search and the old engine keep the tree over the mover's turn, as the bot does
  const tree = options.tree ?? (search === 'outcomes' && !options.legacy ? analysisTree(game.id) : 'turn');
  if (tree !== 'turn' && tree !== 'game') throw new RangeError(`tree must be turn or game; got '${String(tree)}'`);
  if (tree === 'game' && setting.select !== 'win') throw new RangeError("a tree to the game's end needs a search that climbs win shares (search 'outcomes')");
  const seed = (options.seed ?? ANALYSIS_DEFAULTS.seed) >>> 0;
  const timeMs = options.timeMs ?? null;
  const iterations = options.iterations ?? (timeMs !== null ? 1e9 : analysisSamples(game.id));
  // the analyst's search prunes as the bot does; the old engine pruned
  const prune = options.prune ?? (search === 'analyst' || options.legacy === true);
  let legal: string[] = [];
  let searched = 0;
  let root: unknown = position;
  if (actor !== null) {
    // observation mode: the legal actions as the viewpoint sees them (a determinization of its observation)
    const obs = mode === 'omniscient' ? null : game.observe(position, viewpoint);
    root = obs === null ? position : game.determinize(obs, Rng.fromSeed(seed));
    legal = game.legalActions(root).map((a: unknown) => game.makeAction(a));
    const count = (p: unknown): number => (prune ? botEngine(game).candidates(p).length : game.legalActions(p).length);
    searched = prune ? count(root) : legal.length;
    // from another seat's view the actor's actions differ between determinizations (its hidden hand):
    // the floor counts the most it has in any of a few, so an action it has in every one gets the floor
    if (obs !== null && viewpoint !== actor) {
      const rng = Rng.fromSeed((seed ^ 0x0f100d5) >>> 0);
      for (let i = 0; i < FLOOR_DEALS; i++) searched = Math.max(searched, count(game.determinize(obs, rng)));
    }
  }
  const shardFloor = SHARD_SAMPLES_PER_ACTION * searched;
  const budgets = timeMs !== null ? new Array<number>(Math.max(1, options.timeShards ?? 1)).fill(iterations) : shardBudgets(iterations, options.shardSize ?? ANALYSIS_DEFAULTS.shardSize, shardFloor);
  // a lone legal action is the answer: nothing to search
  const onlyMove = legal.length === 1;
  return {
    game: game.id,
    viewpoint,
    actor: actor ?? -1,
    mode,
    seed,
    search,
    horizon: options.horizon ?? setting.horizon,
    select: setting.select,
    exploration: options.exploration ?? (setting.select === 'win' ? ANALYSIS_DEFAULTS.exploration : botEngine(game).exploration),
    tree,
    prune,
    legal,
    onlyMove,
    shardFloor,
    shards: onlyMove ? [] : budgets.map((n, i) => ({ iterations: n, seed: shardSeed(seed, i) })),
    timeMs,
    ...(options.legacy ? { legacy: true as const } : {}),
    ...(options.views && tree === 'game' ? { views: true as const } : {}),
    ...(actor !== null && !onlyMove && options.exact !== false ? {} : { exact: null }),
  };
}

/**
 * The plan's exact answer, solved the first time it is asked for and kept on the plan. The size
 * estimate probes the determinization the plan drew for the root's legal actions (the same seed),
 * so the answer is the one an eager solve gave.
 */
export function planExact(game: AnyGame, position: unknown, plan: AnalysisPlan): ExactOut | null {
  if (plan.exact !== undefined) return plan.exact;
  const { mode, viewpoint, seed } = plan;
  const probe = mode === 'omniscient' ? position : game.determinize(game.observe(position, viewpoint), Rng.fromSeed(seed));
  plan.exact = exactAnalysis(game, position, { mode, viewpoint, seed, probe });
  return plan.exact;
}

/** The search model of a game; its samples played by `playouts` (default: the game's own, `gamePlayouts`). */
export function searchModel(game: AnyGame, seats: number, playouts: Playouts = gamePlayouts(game)): SearchModel {
  return { engine: botEngine(game), winners: (p) => game.winners(p), seats, gameId: game.id, playouts, view: (p, seat) => game.secret(p, seat) };
}

/** The sampler of a plan: determinizations of the viewpoint's observation, or copies of the truth. */
export function samplerOf(game: AnyGame, position: unknown, plan: AnalysisPlan): (rng: Rng) => unknown {
  if (plan.mode === 'omniscient') return () => game.clone(position);
  const obs = game.observe(position, plan.viewpoint);
  return (rng) => game.determinize(obs, rng);
}

/** Runs shard `index` of a plan (`deadline` and `now` for a timed plan), its samples played by `playouts` (default: the game's own). */
export function runPlannedShard(game: AnyGame, position: unknown, plan: AnalysisPlan, index: number, clock?: { deadline: number; now: () => number }, playouts?: Playouts): ShardResult {
  const shard = plan.shards[index]!;
  if (plan.actor < 0 || plan.onlyMove) return { tree: { n: 0, avail: 0, value: 0, win: [], score: [], score2: [], margin: [], margin2: [], children: [] }, candidates: [] };
  return runShard({
    model: searchModel(game, game.seats(position), playouts),
    sample: samplerOf(game, position, plan),
    viewpoint: plan.viewpoint,
    actor: plan.actor,
    iterations: shard.iterations,
    seed: shard.seed,
    horizon: plan.horizon,
    select: plan.select,
    exploration: plan.exploration,
    tree: plan.tree,
    views: plan.views === true,
    prune: plan.prune,
    crn: !plan.legacy,
    ...(clock ?? {}),
  });
}

/** Merges the shards' results (in shard order) into the analysis document. */
export function finishAnalysis(game: AnyGame, position: unknown, plan: AnalysisPlan, results: readonly ShardResult[], seconds: number): AnalysisResult {
  const root = newNode(game.seats(position));
  for (const r of results) addShard(root, r.tree, plan);
  return analysisDocument(game, position, plan, root, new Set(results.flatMap((r) => r.candidates)), seconds);
}

/** The root's sampled candidates ranked by the plan's rule (docs/analysis-spec.md, *Ranking*): on the numbers of the seat to act, whatever the viewpoint. */
function rankRoot(root: Node, plan: AnalysisPlan) {
  const order = new Map(plan.legal.map((a, i) => [a, i]));
  const a = plan.actor;
  const sampled = [...root.children].filter(([action, c]) => order.has(action) && c.n > 0);
  const rows = sampled.map(([action, c]) => ({ action, node: c, samples: c.n, winProbability: round(c.win[a]! / c.n), meanMargin: round(c.margin[a]! / c.n), meanScore: round(c.score[a]! / c.n), order: order.get(action)! }));
  const r = rankCandidates(rows, plan.legacy ? 'visits' : 'rule');
  return { ...r, good: r.ranked.length - r.low.size };
}

/**
 * Merges one more shard's tree (the next in shard order) into a merged root and moves the kept
 * leader on (`nextLeader`): the same whether the shards are merged at the end (`finishAnalysis`) or
 * as they come (the browser's live merge), so the document after k shards is the same.
 */
export function addShard(root: Node, tree: PlainNode, plan: AnalysisPlan): void {
  mergeInto(root, tree);
  if (plan.legacy) return;
  const { ranked, rankedBy, good } = rankRoot(root, plan);
  const measure = rankedBy === 'margin' ? 'margin' : 'win';
  root.leader = nextLeader(root.leader, ranked, good, (c, l) => challengeOf(root.pairs, c, l, measure));
}

/**
 * The analysis document of a merged tree (`addShard` of shards in shard order) and the root
 * candidates the shards met: what `finishAnalysis` writes, for a caller that merges shards as
 * they come (the browser's live analysis keeps one merged tree instead of re-merging every shard).
 */
export function analysisDocument(game: AnyGame, position: unknown, plan: AnalysisPlan, root: Node, available: ReadonlySet<string>, seconds: number): AnalysisResult {
  const v = plan.viewpoint;
  const actor = plan.actor;
  const mean = (c: Node, seat = v): number => c.win[seat]! / c.n;
  const { ranked: byRule, rankedBy, judged, low, good } = rankRoot(root, plan);
  const byMargin = rankedBy === 'margin';
  const measure = byMargin ? 'margin' : 'win';
  // a tree merged alone (one shard's, or built) has the pairs of its children's samples
  const pairs = root.pairs ?? (plan.legacy ? undefined : pairsOfChildren(root));
  // the kept leader first, then the rule's order
  const at = root.leader == null || plan.legacy ? -1 : byRule.findIndex((r) => r.action === root.leader);
  const ranked = at > 0 && at < good ? [byRule[at]!, ...byRule.filter((_, i) => i !== at)] : byRule;
  const kept = at > 0 && at < good ? challengeOf(pairs, byRule[0]!.action, byRule[at]!.action, measure) : null;
  const children = ranked.map((r) => [r.action, r.node] as [string, Node]);
  const best = children[0];
  // near-ties on the ranked measure of the seat to act: win probability (Wilson), or mean margin (normal)
  const intervalOf = (c: Node): [number, number] => (byMargin ? meanInterval(c.margin[actor]!, c.margin2[actor]!, c.n) : wilson(mean(c, actor), c.n));
  const bestInterval = best ? intervalOf(best[1]) : null;
  const actions: CandidateOut[] = children.map(([action, c], i) => {
    const p = mean(c);
    const interval = wilson(p, c.n);
    const pa = mean(c, actor);
    const actorInterval = wilson(pa, c.n);
    const out: CandidateOut = {
      action,
      best: i === 0,
      nearTie: i > 0 && bestInterval !== null && intervalOf(c)[1] >= bestInterval[0],
      winProbability: round(p),
      winProbability95: [round(interval[0]), round(interval[1])],
      meanScore: round(c.score[v]! / c.n),
      meanMargin: round(c.margin[v]! / c.n),
      samples: c.n,
      line: lineOf(c),
      actor: { winProbability: round(pa), winProbability95: [round(actorInterval[0]), round(actorInterval[1])], meanScore: round(c.score[actor]! / c.n), meanMargin: round(c.margin[actor]! / c.n) },
    };
    if (low.has(ranked[i]!)) out.lowSamples = true;
    return out;
  });
  const runner = ranked[1] ?? null;
  const settled = settledOf(pairs, best?.[0], runner?.action ?? null, measure);
  // candidates some sample kept that no iteration reached (a budget smaller than the candidates)
  for (const a of plan.legal) {
    if (plan.onlyMove || (root.children.get(a)?.n ?? 0) > 0 || !available.has(a)) continue;
    actions.push({ action: a, best: false, nearTie: true, winProbability: null, winProbability95: [0, 1], meanScore: null, meanMargin: null, samples: 0, line: [], actor: unmeasured() });
  }
  // the only move: the best, with nothing measured
  if (plan.onlyMove) actions.push({ action: plan.legal[0]!, best: true, nearTie: false, winProbability: null, winProbability95: [0, 1], meanScore: null, meanMargin: null, samples: 0, line: [], actor: unmeasured() });
  const pruned = plan.actor >= 0 && !plan.onlyMove ? plan.legal.filter((a) => !available.has(a)) : [];
  let positionOut: AnalysisResult['position'];
  if (best) {
    const c = best[1];
    positionOut = {
      basis: 'best action',
      samples: c.n,
      winProbability: c.win.map((w) => round(w / c.n)),
      winProbability95: c.win.map((w) => wilson(w / c.n, c.n).map((x) => round(x)) as [number, number]),
      meanScore: c.score.map((s) => round(s / c.n)),
      meanScore95: c.score.map((s, seat) => meanInterval(s, c.score2[seat]!, c.n).map((x) => round(x)) as [number, number]),
    };
  } else {
    const scores = game.scores(position).map((s) => s.total);
    const top = game.winners(position);
    const win = scores.map((_, s) => (top.includes(s) ? 1 / top.length : 0));
    positionOut = {
      basis: 'game over',
      samples: 0,
      winProbability: win.map((w) => round(w)),
      winProbability95: win.map((w) => [round(w), round(w)] as [number, number]),
      meanScore: scores,
      meanScore95: scores.map((s) => [s, s] as [number, number]),
    };
    if (!game.isOver(position)) positionOut.basis = 'best action';
  }
  let beliefs: TileBeliefOut[] = [];
  if (game.id === 'nautilus') {
    const obs = game.observe(position, v) as Observation;
    beliefs = nautilusBeliefs(obs, plan.mode === 'omniscient' ? (position as Position) : null);
  }
  return {
    game: game.id,
    seat: v,
    toAct: plan.actor >= 0 ? plan.actor : null,
    mode: plan.mode,
    playout: { search: plan.search, horizon: plan.horizon, select: plan.select, winProbability: plan.horizon === 'end' ? 'outcomes' : 'calibrated evaluation', tree: plan.tree },
    iterations: root.n,
    samples: root.n,
    seconds: round(seconds, 3),
    shards: plan.shards.length,
    position: positionOut,
    actions,
    rankedBy,
    ranking: { saturation: RANKING.saturation, winStep: RANKING.winStep, marginStep: RANKING.marginStep, judgedSamples: plan.onlyMove ? 0 : judged, switchProbability: RANKING.switchProbability, switchPairs: RANKING.switchPairs },
    kept: kept ? { ruleFirst: kept.action, probabilityAhead: kept.probabilityAhead, pairs: kept.pairs } : null,
    settled,
    onlyMove: plan.onlyMove,
    pruned,
    beliefs,
    exact: planExact(game, position, plan),
    fitted: best ? fittedOf(game, position, plan, v, positionOut.winProbability, actions) : null,
  };
}

/** `AnalysisResult.fitted`: the seat to act's raw win probability by the game's fit, where the fit was measured. */
function fittedOf(game: AnyGame, position: unknown, plan: AnalysisPlan, viewpoint: number, raw: readonly number[], actions: readonly CandidateOut[]): AnalysisResult['fitted'] {
  const fit = OUTCOME_FITS[game.id];
  const actor = plan.actor;
  if (!fit || raw.length !== 2 || actor < 0 || viewpoint !== actor || plan.mode !== 'observation' || plan.search !== 'outcomes' || plan.horizon !== 'end' || plan.tree !== analysisTree(game.id) || plan.legacy) return null;
  // the viewpoint is the seat to act: the actions' numbers are its own, as the measurement read them
  const q = round(applyFit(fit, fitInputsOf(raw[actor]!, actions, game.round(position))));
  const winProbability = [0, 0];
  winProbability[actor] = q;
  winProbability[1 - actor] = round(1 - q);
  return { winProbability, a: fit.a, b: fit.b, ...(fit.terms ? { terms: fit.terms } : {}), ...(fit.rounds ? { rounds: fit.rounds } : {}), measurement: fit.measurement };
}

/** The pair sums of a root whose children still hold their samples (one shard's tree, or a built one). */
function pairsOfChildren(root: Node): Map<string, PairSums> {
  const pairs = new Map<string, PairSums>();
  addPairs(pairs, root.children);
  return pairs;
}

/** The whole analysis in-process (`now` reads the clock for `seconds` and time budgets). */
export function analyze(game: AnyGame, position: unknown, options: AnalysisOptions = {}, now: () => number = () => Date.now()): AnalysisResult {
  const plan = planAnalysis(game, position, options);
  const start = now();
  const clock = plan.timeMs !== null ? { deadline: start + plan.timeMs, now } : undefined;
  const results = plan.shards.map((_, i) => runPlannedShard(game, position, plan, i, clock));
  return finishAnalysis(game, position, plan, results, (now() - start) / 1000);
}

/**
 * The stability of the analysis's answer (`nautilab bench --stability`, docs/analysis-spec.md,
 * *Ranking*): on a fixed set of positions per game (seeded games played by the playout policy,
 * stopped at a seed-chosen ply where the seat to act has a choice), how often the best action
 * after an early budget of samples (standing for the first second) differs from the best after a
 * late one (standing for five seconds). The late run's first shards are the early run (documents
 * after k shards are the documents of the plan's first k shards), so one run per position gives
 * both. Measured for the engine as it is (the ranking rule with the kept leader, common random numbers) and as it was
 * (most sampled first, no common random numbers: the plan's internal `legacy`).
 */
import { SHARD_SAMPLES_PER_ACTION, finishAnalysis, planAnalysis } from '../analysis/analyze.js';
import type { SearchTree, ShardResult } from '../analysis/search.js';
import type { AnyGame } from '../core/game.js';
import { Rng } from '../core/rng.js';

/** Shard size the measurement asks for (the browser's; a plan's shards grow where the root has many actions to search, `shardBudgets`). */
export const STABILITY_SHARD_SIZE = 100;

/**
 * The defaults: 50 positions a game; 800 samples stand for one second and 4000 for five (two Node
 * workers on the project's 2-core machine run about 800 samples a second at Nautilus's openings,
 * `bench --analysis`). A game's own second differs: `--early` and `--late` set it.
 */
export const STABILITY_DEFAULTS = { positions: 50, early: 800, late: 4000 };

/** Position `i` of a game's fixed set: seeded game `i + 1`, two players, the playout policy for a seed-chosen number of plies, then on to the first decision with a choice. Null when the game ends first. */
export function stabilityPosition(game: AnyGame, i: number): unknown | null {
  const seed = i + 1;
  const rng = Rng.fromSeed(1000 + seed);
  const pos = game.setup({ players: 2, seed });
  const plies = 4 + rng.int(60);
  for (let n = 0; !game.isOver(pos); n++) {
    const legal = game.legalActions(pos);
    if (n >= plies && legal.length > 1) return pos;
    game.applyInPlace(pos, game.rollout(pos, legal, rng));
  }
  return null;
}

/** A game's fixed set of positions (`count` of them; seeds go on past games that end early). */
export function stabilityPositions(game: AnyGame, count: number): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const p = stabilityPosition(game, i);
    if (p !== null) out.push(p);
  }
  return out;
}

/** One game's figures for one engine. */
export interface StabilityFigures {
  positions: number;
  /** Positions whose best after the early budget differs from the best after the late one. */
  changed: number;
  share: number;
  /** Mean settledness of the late answer (probability the best beats the runner-up; the new engine only). */
  meanProbabilityBest: number | null;
  /** The analysis's tree these figures were measured with (the old engine's is the turn's unless `--tree` says). */
  tree: SearchTree;
  /** Positions left out: the late budget is one shard there (the root's shard floor is above it), so there is no earlier answer to compare. */
  oneShard: number;
}

export interface StabilityResult {
  early: number;
  late: number;
  shardSize: number;
  /** The analysis's tree asked for (`--tree`); null: each game's own (`analysisTree`), the old engine's the turn's. */
  tree: SearchTree | null;
  games: { game: string; before: StabilityFigures; after: StabilityFigures }[];
}

/** Runs the shards of a plan (anywhere) and gives their results in shard order. */
export type ShardRunner = (game: AnyGame, position: unknown, plan: ReturnType<typeof planAnalysis>) => Promise<ShardResult[]>;

/** Measures the games (see the module comment). */
export async function measureStability(games: AnyGame[], run: ShardRunner, opts: { positions?: number; early?: number; late?: number; tree?: SearchTree; onProgress?: (done: number) => void } = {}): Promise<StabilityResult> {
  const count = opts.positions ?? STABILITY_DEFAULTS.positions;
  const early = opts.early ?? STABILITY_DEFAULTS.early;
  const late = opts.late ?? STABILITY_DEFAULTS.late;
  const out: StabilityResult['games'] = [];
  const sets = games.map((g) => stabilityPositions(g, count));
  const total = sets.reduce((n, s) => n + s.length, 0) * 2;
  let done = 0;
  for (const [gi, game] of games.entries()) {
    const figures = {} as Record<'before' | 'after', StabilityFigures>;
    for (const variant of ['before', 'after'] as const) {
      let changed = 0;
      let pSum = 0;
      let pCount = 0;
      let oneShard = 0;
      let tree: SearchTree = opts.tree ?? 'turn';
      for (const [i, pos] of sets[gi]!.entries()) {
        const plan = planAnalysis(game, pos, { iterations: late, shardSize: STABILITY_SHARD_SIZE, seed: 1 + i, exact: false, ...(opts.tree ? { tree: opts.tree } : {}), ...(variant === 'before' ? { legacy: true } : {}) });
        tree = plan.tree;
        if (plan.shards.length < 2) {
          oneShard++;
          opts.onProgress?.(++done / total);
          continue;
        }
        const results = await run(game, pos, plan);
        const first = finishAnalysis(game, pos, plan, results.slice(0, shardsNear(plan.shards, early)), 0);
        const last = finishAnalysis(game, pos, plan, results, 0);
        if (first.actions[0]?.action !== last.actions[0]?.action) changed++;
        if (variant === 'after' && last.settled.probabilityBest !== null) {
          pSum += last.settled.probabilityBest;
          pCount++;
        }
        opts.onProgress?.(++done / total);
      }
      const n = sets[gi]!.length - oneShard;
      figures[variant] = { positions: n, changed, share: n ? Math.round((changed / n) * 1000) / 1000 : 0, meanProbabilityBest: pCount ? Math.round((pSum / pCount) * 1000) / 1000 : null, tree, oneShard };
    }
    out.push({ game: game.id, ...figures });
  }
  return { early, late, shardSize: STABILITY_SHARD_SIZE, tree: opts.tree ?? null, games: out };
}

/** How many of a plan's first shards come nearest `samples` in all (at least one, and short of all of them where there are two or more): the early answer where shards are larger than asked. */
export function shardsNear(shards: readonly { iterations: number }[], samples: number): number {
  let best = 1;
  let bestSum = shards[0]?.iterations ?? 0;
  let sum = 0;
  for (const [i, s] of shards.slice(0, Math.max(1, shards.length - 1)).entries()) {
    sum += s.iterations;
    if (Math.abs(sum - samples) < Math.abs(bestSum - samples)) [best, bestSum] = [i + 1, sum];
  }
  return best;
}

/** The figures as a table. */
export function stabilityTable(r: StabilityResult): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  return [
    `stability of the best action: positions where the best after ${r.early} samples differs from the best after ${r.late} (the whole shards nearest); shards of ${r.shardSize}, larger where that is under ${SHARD_SAMPLES_PER_ACTION} samples a root action; tree ${r.tree ?? "each game's own"}`,
    `${'game'.padEnd(10)}${'before (most sampled, no CRN)'.padEnd(42)}after (ranking rule, kept leader, CRN)`,
    ...r.games.map((g) => {
      const side = (f: StabilityFigures): string => `${f.changed} of ${f.positions} (${pct(f.share)}), tree ${f.tree}${f.oneShard ? `, ${f.oneShard} one-shard left out` : ''}`;
      return `${g.game.padEnd(10)}${side(g.before).padEnd(42)}${side(g.after)}${g.after.meanProbabilityBest !== null ? `, mean settledness ${pct(g.after.meanProbabilityBest)}` : ''}`;
    }),
  ].join('\n');
}

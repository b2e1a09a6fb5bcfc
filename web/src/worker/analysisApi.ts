/**
 * An analysis worker's API (the browser's twin of the CLI's `analyzeWorker.ts`): it loads the games
 * on the WASM kernel (the TS twin when WASM cannot load, and says so), Nautilus's samples on the
 * playout engine `loadPlayouts` gives (the WASM one, or its TS twin), then either runs shards of a
 * plan it is given (a searcher) or merges the shards' results in shard order and writes the
 * document (the merger). The page holds a pool of searchers and one merger (`web/src/clients/analysis.ts`)
 * and stops a run by terminating the searchers. Plain structured-clone data in and out.
 */
import { planAnalysis, runPlannedShard, type AnalysisOptions, type AnalysisPlan, type AnalysisResult } from '../../../src/analysis/analyze.js';
import type { ShardResult } from '../../../src/analysis/search.js';
import type { AnyGame } from '../../../src/core/game.js';
import { GAMES, gamesWithKernel, type GameRegistry } from '../../../src/games.js';
import type { Kernel, KernelId } from '../../../src/kernel/types.js';
import { createNautilus } from '../../../src/nautilus/game.js';
import type { PackedEngine } from '../../../src/nautilus/packed.js';
import { LiveMerge } from './liveMerge.js';

/** Which kernel a worker runs on, and why not WASM when it does not. */
export interface AnalysisWorkerStatus {
  kernel: KernelId;
  error: string | null;
  /** Who plays Nautilus's search samples: the WASM playout engine, or the TS engine (its twin, or the object engine without one). */
  playouts: 'wasm' | 'ts';
}

/** What one run needs: the game, the (true) position and the plan. */
export interface AnalysisJob {
  game: string;
  position: unknown;
  plan: AnalysisPlan;
}

/** Creates the API; `loadWasm` compiles and instantiates the WASM kernel (host specific). */
export function createAnalysisApi(loadWasm: () => Promise<Kernel>, loadPlayouts?: () => Promise<PackedEngine>) {
  let ready: Promise<{ games: GameRegistry; status: AnalysisWorkerStatus }> | null = null;
  let job: { game: AnyGame; position: unknown; plan: AnalysisPlan } | null = null;
  let merge: LiveMerge | null = null;

  const init = (): Promise<{ games: GameRegistry; status: AnalysisWorkerStatus }> =>
    (ready ??= (loadPlayouts?.() ?? Promise.resolve(undefined)).then((packed) =>
      loadWasm().then(
        (k) => ({ games: gamesWithKernel(k, packed), status: { kernel: k.id, error: null, playouts: packed?.id ?? 'ts' } }),
        (e: unknown) => ({
          games: packed ? { ...GAMES, nautilus: createNautilus(undefined, packed) } : GAMES,
          status: { kernel: 'ts' as KernelId, error: `WASM unavailable, using the TypeScript kernel: ${(e as Error).message}`, playouts: packed?.id ?? 'ts' },
        }),
      ),
    ));
  const gameOf = (games: GameRegistry, id: string): AnyGame => {
    const g = Object.hasOwn(games, id) ? games[id] : undefined;
    if (!g) throw new Error(`unknown game '${id}'`);
    return g;
  };

  return {
    /** Loads the kernel and the games (once); which kernel is in use. */
    async init(): Promise<AnalysisWorkerStatus> {
      return (await init()).status;
    },

    /** The plan of a run (`planAnalysis`: viewpoint, mode, root legal actions, shards and seeds). */
    async plan(gameId: string, position: unknown, options: AnalysisOptions): Promise<AnalysisPlan> {
      return planAnalysis(gameOf((await init()).games, gameId), position, options);
    },

    /** Takes a run's job: later `run` calls run its shards; the merger starts an empty merge of it. */
    async load(j: AnalysisJob): Promise<void> {
      const game = gameOf((await init()).games, j.game);
      job = { game, position: j.position, plan: j.plan };
      merge = new LiveMerge(game, j.position, j.plan);
    },

    /** Runs shard `index` of the loaded job (a searcher). */
    run(index: number): ShardResult {
      if (!job) throw new Error('no analysis loaded');
      return runPlannedShard(job.game, job.position, job.plan, index);
    },

    /** Adds a shard's result to the merge (the merger); the count of shards merged in order so far. */
    add(index: number, result: ShardResult): number {
      if (!merge) throw new Error('no analysis loaded');
      return merge.add(index, result);
    },

    /**
     * The document of the first `samples` samples of shard 0 (the merger, before any shard is in):
     * shard 0 cut short is the start of shard 0, so the panel shows figures after a small first
     * batch, the same for the same plan and batch on any machine. Nothing is merged.
     */
    preview(samples: number, seconds: number): AnalysisResult {
      if (!job || !merge) throw new Error('no analysis loaded');
      const first = job.plan.shards[0];
      if (!first) return merge.document(seconds);
      // the exact answer is not waited for here: the first whole shard's document brings it
      const plan = { ...job.plan, exact: job.plan.exact ?? null, shards: [{ iterations: Math.max(1, Math.min(first.iterations, Math.floor(samples))), seed: first.seed }] };
      const batch = new LiveMerge(job.game, job.position, plan);
      batch.add(0, runPlannedShard(job.game, job.position, plan, 0));
      return { ...batch.document(seconds), shards: job.plan.shards.length };
    },

    /** The document of the shards merged so far (the merger). */
    document(seconds: number): AnalysisResult {
      if (!merge) throw new Error('no analysis loaded');
      return merge.document(seconds);
    },
  };
}

/** The API type, for `Comlink.wrap<AnalysisWorkerApi>()`. */
export type AnalysisWorkerApi = ReturnType<typeof createAnalysisApi>;

// The browser's analysis on its worker path, called directly (the browser test drives it through
// real workers): the live merge gives, after k shards, exactly the document of the first k shards;
// the worker API on the WASM kernel (Nautilus's samples on the WASM playout engine) gives the CLI's
// document; observation mode does not leak.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analyze, finishAnalysis, planAnalysis, runPlannedShard, type AnalysisOptions, type AnalysisResult } from '../../src/analysis/index.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES, GAME_IDS } from '../../src/games.js';
import { createAnalysisApi } from '../../web/src/worker/analysisApi.js';
import { LiveMerge } from '../../web/src/worker/liveMerge.js';
import { twinPackedEngine } from '../../src/nautilus/packed.js';
import { instantiatePackedEngine } from '../../src/nautilus/playoutWasm.js';
import { playedPosition, untimed } from '../analysis/playedPosition.js';
import { loadWasmKernel } from '../kernel/wasmKernel.js';
import { midGame, permuteHidden } from '../nautilus/midgame.js';

const early = playedPosition;

describe.each(GAME_IDS)('live merge (%s)', (id) => {
  const game = GAMES[id]!;
  const pos = early(id, 3, 6);
  // four shards: a shard is at least 5 samples a root action (the plan's floor)
  const iterations = 4 * planAnalysis(game, pos, { iterations: 1, seed: 5 }).shardFloor;
  const plan = planAnalysis(game, pos, { iterations, shardSize: 10, seed: 5 });
  const results = plan.shards.map((_, i) => runPlannedShard(game, pos, plan, i));

  test('shards arriving out of order merge in shard order: after each, the document of the contiguous prefix', () => {
    const merge = new LiveMerge(game, pos, plan);
    expect(merge.add(2, results[2]!)).toBe(0);
    expect(merge.document(0).samples).toBe(0);
    expect(merge.add(0, results[0]!)).toBe(1);
    expect(untimed(merge.document(0))).toEqual(untimed(finishAnalysis(game, pos, plan, results.slice(0, 1), 0)));
    expect(merge.add(1, results[1]!)).toBe(3);
    expect(untimed(merge.document(0))).toEqual(untimed(finishAnalysis(game, pos, plan, results.slice(0, 3), 0)));
    expect(merge.complete).toBe(false);
    // a shard given twice, or one outside the plan, changes nothing
    expect(merge.add(1, results[1]!)).toBe(3);
    expect(merge.add(9, results[0]!)).toBe(3);
    expect(merge.add(3, results[3]!)).toBe(4);
    expect(merge.complete).toBe(true);
    expect(untimed(merge.document(1))).toEqual(untimed(analyze(game, pos, { iterations, shardSize: 10, seed: 5 })));
  });
});

/** Runs a whole analysis through the worker API: one merger and one searcher, shards in reverse. */
async function viaWorkerApi(api: ReturnType<typeof createAnalysisApi>, game: string, position: unknown, options: AnalysisOptions): Promise<AnalysisResult> {
  const plan = await api.plan(game, position, options);
  await api.load({ game, position: structuredClone(position), plan });
  const results = plan.shards.map((_, i) => structuredClone(api.run(i)));
  for (let i = results.length - 1; i >= 0; i--) api.add(i, results[i]!);
  return api.document(0);
}

const playoutWasm = readFileSync(new URL('../../build/playout/release.wasm', import.meta.url));

describe('the analysis worker API on the WASM kernel', async () => {
  // Nautilus's samples on the WASM playout engine, as in the browser: the documents below must still be the object engine's
  const api = createAnalysisApi(() => loadWasmKernel(), () => instantiatePackedEngine(playoutWasm));
  const status = await api.init();

  test('it runs on WASM; without WASM it falls back to the TS twin and says why', async () => {
    expect(status).toEqual({ kernel: 'wasm', error: null, playouts: 'wasm' });
    const fallback = createAnalysisApi(() => Promise.reject(new Error('no WebAssembly here')), () => Promise.resolve(twinPackedEngine()));
    expect(await fallback.init()).toEqual({ kernel: 'ts', error: expect.stringContaining('no WebAssembly here'), playouts: 'ts' });
  });

  test.each(GAME_IDS)('%s: the same document as the in-process analysis (TS twin)', async (id) => {
    const pos = early(id, 7, 10);
    // a position with a choice (one legal action is answered without a search)
    expect(GAMES[id]!.legalActions(pos).length).toBeGreaterThan(1);
    const options = { iterations: 60, shardSize: 20, seed: 3 };
    expect(untimed(await viaWorkerApi(api, id, pos, options))).toEqual(untimed(analyze(GAMES[id]!, pos, options)));
  });

  test('no leak: hidden identities permuted consistently with the observation give the same observation-mode document', async () => {
    const pos = midGame(4)!;
    expect(GAMES.nautilus!.legalActions(pos).length).toBeGreaterThan(1);
    const seat = pos.toAct;
    const rng = Rng.fromSeed(11);
    const options = { iterations: 40, shardSize: 10, seed: 2, viewpoint: seat };
    const base = untimed(await viaWorkerApi(api, 'nautilus', pos, options));
    let compared = 0;
    for (let k = 0; k < 3; k++) {
      const other = permuteHidden(pos, seat, rng);
      if (!other) continue;
      expect(GAMES.nautilus!.observe(other, seat)).toEqual(GAMES.nautilus!.observe(pos, seat));
      expect(untimed(await viaWorkerApi(api, 'nautilus', other, options))).toEqual(base);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
    // omniscient mode sees what was permuted: its beliefs follow the true tiles
    const other = permuteHidden(pos, seat, Rng.fromSeed(12))!;
    const omni = { ...options, mode: 'omniscient' as const };
    expect((await viaWorkerApi(api, 'nautilus', other, omni)).beliefs).not.toEqual((await viaWorkerApi(api, 'nautilus', pos, omni)).beliefs);
  });
});

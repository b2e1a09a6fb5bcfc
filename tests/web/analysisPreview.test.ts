// The panel's first figures (issue 30): before any whole shard is in, the merger shows the start of
// shard 0 (a small first batch), deterministic for its sample count and a true prefix of the run.
import { describe, expect, test } from 'vitest';
import { planAnalysis, runPlannedShard, type AnalysisResult } from '../../src/analysis/index.js';
import { GAMES, GAME_IDS } from '../../src/games.js';
import { FIRST_BATCH, SHARD_SIZE } from '../../web/src/clients/analysis.js';
import { createAnalysisApi } from '../../web/src/worker/analysisApi.js';
import { LiveMerge } from '../../web/src/worker/liveMerge.js';
import { playedPosition, untimed } from '../analysis/playedPosition.js';
import { loadWasmKernel } from '../kernel/wasmKernel.js';

const early = playedPosition;

describe('the first figures: the start of shard 0', async () => {
  const api = createAnalysisApi(() => loadWasmKernel());
  await api.init();

  test('the first batch is smaller than a shard', () => {
    expect(FIRST_BATCH).toBeGreaterThan(0);
    expect(FIRST_BATCH).toBeLessThan(SHARD_SIZE);
  });

  test.each(GAME_IDS)('%s: the preview of k samples is shard 0 cut to k samples, the same every time; at a whole shard it is the document of shard 0', async (id) => {
    const game = GAMES[id]!;
    let plies = 6;
    while (game.legalActions(early(id, 3, plies)).length < 2) plies++;
    const pos = early(id, 3, plies);
    const plan = await api.plan(id, pos, { iterations: 300, shardSize: 60, seed: 4 });
    await api.load({ game: id, position: pos, plan });
    const first = api.preview(FIRST_BATCH, 0);
    expect(first.samples).toBe(FIRST_BATCH);
    expect(first.shards).toBe(plan.shards.length);
    expect(untimed(api.preview(FIRST_BATCH, 0))).toEqual(untimed(first));
    // what it is: shard 0 run for FIRST_BATCH samples, merged alone
    const cut = { ...plan, shards: [{ iterations: FIRST_BATCH, seed: plan.shards[0]!.seed }] };
    const alone = new LiveMerge(game, pos, cut);
    alone.add(0, runPlannedShard(game, pos, cut, 0));
    expect(untimed({ ...alone.document(0), shards: plan.shards.length })).toEqual(untimed(first));
    // a prefix of the run: the preview of a whole shard is the live document after shard 0
    const live = new LiveMerge(game, pos, plan);
    live.add(0, runPlannedShard(game, pos, plan, 0));
    expect(untimed(api.preview(plan.shards[0]!.iterations, 0))).toEqual(untimed(live.document(0)));
    // nothing was merged by a preview
    expect(api.document(0).samples).toBe(0);
  });
});

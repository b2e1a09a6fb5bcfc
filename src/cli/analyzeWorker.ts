// A worker_threads worker of the analysis pool (`analyzePool.ts`): loads the analysis it is sent,
// then runs its shards (by index) on the host's games (the WASM kernel) and posts each shard's tree
// back. It stays up for the next analysis until the pool ends it.
import { parentPort } from 'node:worker_threads';
import { runPlannedShard } from '../analysis/analyze.js';
import type { AnyGame } from '../core/game.js';
import type { AnalysisWorkerMessage } from './analyzePool.js';
import { hostGames } from './kernel.js';

const games = hostGames();
let loaded: Promise<{ game: AnyGame; position: unknown; job: Extract<AnalysisWorkerMessage, { job: unknown }>['job'] }> | null = null;

parentPort!.on('message', async (m: AnalysisWorkerMessage) => {
  if ('job' in m) {
    const job = m.job;
    loaded = games.then((all) => {
      const game = all[job.game]!;
      const r = game.fromJSON(job.position);
      if (!r.ok) throw new Error(`the position does not read back: ${r.error[0]?.message}`);
      return { game, position: r.value, job };
    });
    return;
  }
  const { game, position, job } = await loaded!;
  const clock = job.deadline !== null ? { deadline: job.deadline, now: () => Date.now() } : undefined;
  parentPort!.postMessage({ index: m.index, result: runPlannedShard(game, position, job.plan, m.index, clock) });
});

// A worker_threads worker of `nautilab analyze`: runs the shards of one analysis it is sent (by
// index) on the host's games (the WASM kernel) and posts each shard's tree back.
import { parentPort, workerData } from 'node:worker_threads';
import { runPlannedShard, type AnalysisPlan } from '../analysis/analyze.js';
import { hostGames } from './kernel.js';

const job = workerData as { game: string; position: unknown; plan: AnalysisPlan; deadline: number | null };
const ready = hostGames().then((games) => {
  const game = games[job.game]!;
  const r = game.fromJSON(job.position);
  if (!r.ok) throw new Error(`the position does not read back: ${r.error[0]?.message}`);
  return { game, position: r.value };
});

parentPort!.on('message', async (index: number) => {
  const { game, position } = await ready;
  const clock = job.deadline !== null ? { deadline: job.deadline, now: () => Date.now() } : undefined;
  parentPort!.postMessage({ index, result: runPlannedShard(game, position, job.plan, index, clock) });
});

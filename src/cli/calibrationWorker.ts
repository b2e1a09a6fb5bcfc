// A worker_threads worker of `bench --calibration` (`calibrationPool.ts`): plays and judges the
// games it is sent, one at a time, on the host's games (Nautilus on the WASM kernel), and posts each
// finished turn and each judged decision back as it happens.
import { parentPort, workerData } from 'node:worker_threads';
import { advanceGame, inProcessRunner, type CalibrationGame, type CalibrationPlan } from '../bench/calibration.js';
import { tsPlayouts } from '../core/playouts.js';
import { hostGames } from './kernel.js';

const plan = (workerData as { plan: CalibrationPlan }).plan;
const games = hostGames();

parentPort!.on('message', async (m: { job: CalibrationGame }) => {
  const game = (await games)[m.job.game]!;
  try {
    advanceGame(game, m.job, plan, {
      played: (g) => parentPort!.postMessage({ kind: 'played', game: g }),
      judged: (g, d) => parentPort!.postMessage({ kind: 'judged', key: `${g.game}:${g.seed}`, decision: d }),
    }, inProcessRunner(plan.analysis.playouts === 'ts' ? tsPlayouts(game) : undefined));
    parentPort!.postMessage({ kind: 'done', key: `${m.job.game}:${m.job.seed}` });
  } catch (e) {
    parentPort!.postMessage({ kind: 'failed', key: `${m.job.game}:${m.job.seed}`, message: (e as Error).message });
  }
});

// A worker_threads worker of `nautilab review`: replays the record it is sent on the host's games (the WASM kernel), then reviews the decisions it is given (by ply) and posts each back.
import { parentPort, workerData } from 'node:worker_threads';
import { replayRecord, reviewDecision, type ReviewOptions } from '../analysis/review.js';
import { hostGames } from './kernel.js';

/** What the worker is started with: the game, its initial position (JSON), the actions and the review's options. */
export interface ReviewWorkerData {
  game: string;
  initial: unknown;
  actions: string[];
  options: ReviewOptions;
}

const data = workerData as ReviewWorkerData;
const ready = hostGames().then((games) => {
  const game = games[data.game]!;
  const initial = game.fromJSON(data.initial);
  if (!initial.ok) throw new Error(`the initial position does not read back: ${initial.error[0]?.message}`);
  const positions = replayRecord({ game, initial: initial.value, actions: data.actions });
  if (!positions.ok) throw new Error(positions.error.message);
  return { game, positions: positions.value };
});

parentPort!.on('message', async (ply: number) => {
  const { game, positions } = await ready;
  parentPort!.postMessage(reviewDecision(game, positions[ply], data.actions[ply]!, ply, data.options));
});

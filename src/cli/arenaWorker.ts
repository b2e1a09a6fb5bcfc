// A worker_threads worker of `nautilab arena`: plays the games it is sent, one at a time.
import { parentPort } from 'node:worker_threads';
import { playSpec, type TournamentSpec } from '../arena/run.js';
import type { GameSpec } from '../arena/schedule.js';
import { nodeSandboxSeat } from './nodeSandbox.js';

parentPort!.on('message', async (m: { tournament: TournamentSpec; game: GameSpec }) => {
  try {
    parentPort!.postMessage({ index: m.game.index, result: await playSpec(m.tournament, m.game, (name, code) => nodeSandboxSeat(name, code)) });
  } catch (e) {
    parentPort!.postMessage({ index: m.game.index, error: String((e as Error).message ?? e) });
  }
});

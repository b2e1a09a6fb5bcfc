// A worker_threads worker of `nautilab arena`: plays the games it is sent, one at a time. Built-in
// bots run here, their deadlines charged on this thread's CPU time (cpuClock.ts); each user bot runs sandboxed in its own child process, reused across games.
import { parentPort, workerData } from 'node:worker_threads';
import { playSpec, SeatCache, type TournamentSpec } from '../arena/run.js';
import type { GameSpec } from '../arena/schedule.js';
import { hostGames } from './kernel.js';
import { sandboxSeat } from './botSandbox.js';
import { cpuClock } from './cpuClock.js';

const tournament = workerData as TournamentSpec;
const seats = hostGames().then((games) => new SeatCache((name, code) => sandboxSeat(name, code), games, cpuClock()));

parentPort!.on('message', async (g: GameSpec) => {
  parentPort!.postMessage({ index: g.index, result: await playSpec(tournament, g, await seats) });
});

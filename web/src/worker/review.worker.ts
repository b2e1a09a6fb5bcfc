/// <reference lib="webworker" />
// A review worker: reviews one decision of a game at a time (`src/analysis/review.ts`) on the WASM kernel, exposed with comlink.
import * as Comlink from 'comlink';
import { reviewDecision, type ReviewDecision, type ReviewOptions } from '../../../src/analysis/review.js';
import { workerGames } from './kernel.js';

const api = {
  /** Reviews the decision `action` of the seat to act at `before` (the true position; the review reads only the mover's observation of it). */
  async decision(gameId: string, before: unknown, action: string, ply: number, options: ReviewOptions): Promise<ReviewDecision> {
    const games = await workerGames();
    const game = Object.hasOwn(games, gameId) ? games[gameId] : undefined;
    if (!game) throw new Error(`unknown game '${gameId}'`);
    return reviewDecision(game, before, action, ply, options);
  },
};

/** The API type, for `Comlink.wrap<ReviewWorkerApi>()`. */
export type ReviewWorkerApi = typeof api;

Comlink.expose(api);

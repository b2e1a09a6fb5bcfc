// Test helpers shared by the analysis tests: a seeded position some plies into a game, and a document without its timing.
import type { AnalysisResult } from '../../src/analysis/analyze.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';

/** A position `plies` actions of the game's playout policy from a seeded start. */
export function playedPosition(id: string, seed: number, plies: number, players = 2): unknown {
  const game = GAMES[id]!;
  const rng = Rng.fromSeed(seed);
  const pos = game.setup({ players, seed });
  for (let i = 0; i < plies && !game.isOver(pos); i++) game.applyInPlace(pos, game.rollout(pos, game.legalActions(pos), rng));
  return pos;
}

/** The document without its timing (the only part that may differ between identical runs). */
export function untimed(r: AnalysisResult): Omit<AnalysisResult, 'seconds'> {
  const { seconds: _s, ...rest } = r;
  return rest;
}

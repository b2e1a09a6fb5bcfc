// A lone legal action is answered at once, "only move" (docs/analysis-spec.md, section 3): no search, no sample.
import { describe, expect, test } from 'vitest';
import { analyze, planAnalysis, type AnalysisMode } from '../../src/analysis/index.js';
import type { AnyGame } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES, GAME_IDS } from '../../src/games.js';

/** The first position of a seeded two-player game (the playout policy's actions) where the seat to act has one legal action. */
function onlyMovePosition(id: string): { position: unknown; action: string } {
  const game = GAMES[id]!;
  for (let seed = 1; seed < 40; seed++) {
    const rng = Rng.fromSeed(seed);
    const pos = game.setup({ players: 2, seed });
    while (!game.isOver(pos)) {
      const legal = game.legalActions(pos);
      if (legal.length === 1) return { position: pos, action: game.makeAction(legal[0]) };
      game.applyInPlace(pos, game.rollout(pos, legal, rng));
    }
  }
  throw new Error(`no position with one legal action in ${id}'s seeded games`);
}

/** The game with its samplers counted: every sample of the analysis is a `determinize` (observation) or a `clone` (omniscient). */
function counted(game: AnyGame): { game: AnyGame; draws: () => number } {
  let draws = 0;
  const g = Object.create(game) as AnyGame;
  g.determinize = (obs: unknown, rng: Rng) => (draws++, game.determinize(obs as never, rng));
  g.clone = (p: unknown) => (draws++, game.clone(p as never));
  return { game: g, draws: () => draws };
}

describe('only move', () => {
  for (const id of GAME_IDS) {
    for (const mode of ['observation', 'omniscient'] as AnalysisMode[]) {
      test(`${id}, ${mode}: the lone legal action is the best, with no sample taken`, () => {
        const { position, action } = onlyMovePosition(id);
        const { game, draws } = counted(GAMES[id]!);
        const plan = planAnalysis(game, position, { mode, iterations: 500 });
        expect(plan.onlyMove).toBe(true);
        expect(plan.shards).toEqual([]);
        const before = draws();
        const doc = analyze(game, position, { mode, iterations: 500 });
        // planning reads the legal actions from one determinization in observation mode; the analysis draws nothing more
        expect(draws() - before).toBe(mode === 'observation' ? 1 : 0);
        expect(doc.onlyMove).toBe(true);
        expect(doc.samples).toBe(0);
        expect(doc.iterations).toBe(0);
        expect(doc.position.samples).toBe(0);
        expect(doc.actions).toEqual([{ action, best: true, nearTie: false, winProbability: null, winProbability95: [0, 1], meanScore: null, meanMargin: null, samples: 0, line: [], actor: { winProbability: null, winProbability95: [0, 1], meanScore: null, meanMargin: null } }]);
        expect(doc.pruned).toEqual([]);
        expect(doc.toAct).toBe(game.toAct(position));
      });
    }

    test(`${id}: a position with more than one legal action is searched as before`, () => {
      const { game, draws } = counted(GAMES[id]!);
      const pos = game.setup({ players: 2, seed: 1 });
      expect(game.legalActions(pos).length).toBeGreaterThan(1);
      const doc = analyze(game, pos, { iterations: 40 });
      expect(doc.onlyMove).toBe(false);
      expect(doc.samples).toBe(40);
      // the count sees the samples: one draw each, the plan's, and the exact solver's probe (the plan's
      // determinization drawn again when the document first asks for the exact answer)
      expect(draws()).toBe(42);
    });
  }
});

// needsHiddenInformation (src/analysis/exact/hidden.ts) where the mover's next decision is forced:
// a lone legal action is that decision (the exact solver answers only real choices). Before, such a
// decision made the whole check answer null ("not known"): false where every line is forced, and
// true hidden where only some determinizations force it (Nautilus's at-stake corpus, where a move is
// often followed by a forced `end`). Found by an attack on the check, 2026-12-07.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { REVIEW_DEFAULTS } from '../../src/analysis/review.js';
import { exactAnalysis, exactDeterminizations, needsHiddenInformation, solveExact } from '../../src/analysis/exact/index.js';
import { shardSeed } from '../../src/analysis/search.js';
import { corpusPositions } from '../../src/bench/exactAgreement.js';
import { GAMES } from '../../src/games.js';

const seedOf = (index: number): number => shardSeed(REVIEW_DEFAULTS.seed, index);
const corpus = (id: string) => corpusPositions(GAMES[id]!, readFileSync(new URL(`../fixtures/exact/${id}.at-stake.json`, import.meta.url), 'utf8'));

describe('a forced next decision', () => {
  test("duel at-stake 11, 'place 6 0 4' (exactly optimal): the mover's next decision is forced in every determinization, so its value needs no hidden card", () => {
    const game = GAMES.duel!;
    const position = corpus('duel')[11]!;
    const mover = game.toAct(position)!;
    const exact = exactAnalysis(game, position, { mode: 'observation', viewpoint: mover, seed: seedOf(11) })!;
    expect(exact.optimal).toContain('place 6 0 4');
    for (const det of exactDeterminizations(game, position, mover, seedOf(11), 16)) {
      const p = game.clone(det);
      game.applyInPlace(p, game.legalActions(p).find((a: unknown) => game.makeAction(a) === 'place 6 0 4')!);
      // the mover acts next, with one legal action
      expect(game.toAct(p)).toBe(mover);
      expect(game.legalActions(p)).toHaveLength(1);
    }
    expect(needsHiddenInformation(game, position, 'place 6 0 4', seedOf(11))).toBe(false);
  });

  test("nautilus at-stake 10, 'move 1:1 1 21' (exactly optimal): in some deals the turn is over ('end' forced), in the others one observation has three different winning moves, so its value needs hidden tiles", () => {
    const game = GAMES.nautilus!;
    const position = corpus('nautilus')[10]!;
    const mover = game.toAct(position)!;
    const action = 'move 1:1 1 21';
    const exact = exactAnalysis(game, position, { mode: 'observation', viewpoint: mover, seed: seedOf(10) })!;
    expect(exact.optimal).toContain(action);
    const forced: unknown[] = [];
    const groups = new Map<string, Set<string>[]>();
    for (const det of exactDeterminizations(game, position, mover, seedOf(10), 16)) {
      const p = game.clone(det);
      game.applyInPlace(p, game.legalActions(p).find((a: unknown) => game.makeAction(a) === action)!);
      expect(game.toAct(p)).toBe(mover);
      if (game.legalActions(p).length === 1) {
        forced.push(p);
        continue;
      }
      const solved = solveExact(game, p)!;
      // optimal by win share, as hidden.ts reads it
      const best = Math.max(...solved.actions.map((x) => x.outcome.win[mover]!));
      const optimal = solved.actions.filter((x) => x.outcome.win[mover]! >= best - 1e-9).map((x) => x.action);
      const key = JSON.stringify(game.observe(p, mover));
      groups.set(key, [...(groups.get(key) ?? []), new Set(optimal)]);
    }
    expect(forced.length).toBeGreaterThan(0);
    // one observation, optimal sets with nothing in common: the exact win needs hidden tiles
    expect([...groups.values()].some((sets) => ![...sets[0]!].some((a) => sets.every((s) => s.has(a))))).toBe(true);
    expect(needsHiddenInformation(game, position, action, seedOf(10))).toBe(true);
  });
});

// The observation-mode exact value solves each determinization seeing everything; where the mover's
// next decision would need it to tell apart determinizations it cannot, the exact value is out of its
// reach (src/analysis/exact/hidden.ts; docs/analysis-spec.md, *Review*). Issue 42: the review's
// "false marks" in the duel were such actions.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { REVIEW_DEFAULTS, reviewActions } from '../../src/analysis/review.js';
import { exactAnalysis, needsHiddenInformation } from '../../src/analysis/exact/index.js';
import { shardSeed } from '../../src/analysis/search.js';
import { corpusPositions } from '../../src/bench/exactAgreement.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';

const game = GAMES.duel!;
const positions = corpusPositions(game, readFileSync(new URL('../fixtures/exact/duel.at-stake.json', import.meta.url), 'utf8'));
const seedOf = (index: number): number => shardSeed(REVIEW_DEFAULTS.seed, index);

describe('exact values that need hidden cards (duel at-stake corpus, entry 32: the mover places its second-to-last diver)', () => {
  const index = 32;
  const position = positions[index]!;
  const exact = exactAnalysis(game, position, { mode: 'observation', viewpoint: game.toAct(position)!, seed: seedOf(index) })!;
  const win = (a: string): number => exact.actions.find((x) => x.action === a)!.winShare;

  test('the exact answer rates four moves winning in every determinization', () => {
    for (const a of ['move 0 1 0 2', 'move 0 4 0 2', 'move 1 4 1 1']) expect(win(a)).toBe(1);
    expect(exact.optimal).toEqual(expect.arrayContaining(['move 0 1 0 2', 'move 0 4 0 2', 'move 1 4 1 1']));
  });

  test("after 'move 0 1 0 2' the win needs the mover to see the other seat's last diver; after 'move 0 4 0 2' or 'move 1 4 1 1' it does not", () => {
    expect(needsHiddenInformation(game, position, 'move 0 1 0 2', seedOf(index))).toBe(true);
    expect(needsHiddenInformation(game, position, 'move 0 4 0 2', seedOf(index))).toBe(false);
    expect(needsHiddenInformation(game, position, 'move 1 4 1 1', seedOf(index))).toBe(false);
  });

  test("the reason, checked move by move: after 'place 3 0 1' the mover's winning reply differs with the diver it cannot see", () => {
    const mover = game.toAct(position)!;
    const replies = new Map<string, Set<string>>();
    const obs = game.observe(position, mover);
    const rng = Rng.fromSeed(5);
    for (let i = 0; i < 120; i++) {
      const det = game.determinize(obs, rng);
      game.applyInPlace(det, game.legalActions(det).find((a) => game.makeAction(a) === 'move 0 1 0 2')!);
      // the other seat places diver 3 where it holds it (its hand is hidden from the mover)
      const place = game.legalActions(det).find((a) => game.makeAction(a) === 'place 3 0 1');
      if (!place) continue;
      game.applyInPlace(det, place);
      // the other seat's last diver: the one left in its hand
      const hidden = JSON.stringify((game.toJSON(det) as { hands: number[][] }).hands[1 - mover]);
      const winning = game
        .legalActions(det)
        .filter((r) => {
          const q = game.clone(det);
          game.applyInPlace(q, r);
          // the rest is forced: the other seat's last diver has one place left
          while (!game.isOver(q)) {
            expect(game.legalActions(q)).toHaveLength(1);
            game.applyInPlace(q, game.legalActions(q)[0]!);
          }
          return game.winners(q).length === 1 && game.winners(q)[0] === mover;
        })
        .map((r) => game.makeAction(r));
      replies.set(hidden, new Set(winning));
    }
    expect(replies.size).toBeGreaterThan(1);
    // each hidden diver has a winning reply, and no reply wins against all of them
    for (const w of replies.values()) expect(w.size).toBeGreaterThan(0);
    const all = [...replies.values()];
    expect([...all[0]!].filter((r) => all.every((w) => w.has(r)))).toEqual([]);
  });

  test('the review by samples marks the move that needs hidden cards and not the two that do not', () => {
    const reviewed = reviewActions(game, position, ['move 0 1 0 2', 'move 0 4 0 2', 'move 1 4 1 1'], index, { iterations: 300, exact: false });
    expect(reviewed[0]!.mark).not.toBeNull();
    expect(reviewed[1]!.mark).toBeNull();
    expect(reviewed[2]!.mark).toBeNull();
  });
});

// The Game interface of Nautilus (the bots', arena's, CLI's and views' entry to the rules): each
// method answers as the rules' own function does, on an engine instance of its own.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import {
  DEFAULT_CONTEXT,
  Nautilus,
  applyInPlace,
  checkAction,
  countLegal,
  createNautilus,
  describeEnd,
  legalActions,
  makeAction,
  play,
  randomLegal,
  scoreBreakdown,
  setupGame,
  winners,
  type Position,
} from '../../src/nautilus/index.js';

/** Positions of a seeded game: every 25th, and the last (a finished game). */
function positions(): Position[] {
  const pos = setupGame({ players: 3, seed: 11 });
  const rng = Rng.fromSeed(11);
  const out: Position[] = [];
  for (let i = 0; pos.endReason === null; i++) {
    if (i % 25 === 0) out.push(structuredClone(pos));
    applyInPlace(pos, rng.pick(legalActions(pos)));
  }
  out.push(pos);
  return out;
}

describe('the Game interface (Nautilus)', () => {
  const list = positions();
  const engine = createNautilus();

  test('the samples reach every phase and the end of the game (the precondition)', () => {
    expect(new Set(list.map((p) => (p.endReason ? 'over' : p.phase)))).toEqual(new Set([1, 2, 3, 'over']));
  });

  test.each([Nautilus, engine].map((g, i) => [i ? 'an instance of its own' : 'the default', g] as const))('%s: every method answers as the rules do', (_name, game) => {
    for (const pos of list) {
      const over = pos.endReason !== null;
      expect([game.isOver(pos), game.toAct(pos), game.round(pos), game.seats(pos), game.endReason(pos)]).toEqual([over, over ? null : pos.toAct, pos.round, 3, pos.endReason]);
      expect(game.describeEnd(pos)).toBe(over ? describeEnd(pos.endReason!, pos.round) : null);
      const legal = legalActions(pos);
      expect(game.legalActions(pos).map(makeAction)).toEqual(legal.map(makeAction));
      expect(game.countLegal(pos)).toBe(countLegal(pos, DEFAULT_CONTEXT));
      expect(game.scores(pos)).toEqual(scoreBreakdown(pos));
      expect(game.winners(pos)).toEqual(winners(pos));
      if (over) continue;
      expect(makeAction(game.randomLegal(pos, Rng.fromSeed(3))!)).toBe(makeAction(randomLegal(pos, Rng.fromSeed(3), DEFAULT_CONTEXT)!));
      const a = legal[0]!; // the list ends with 'end': take its first action
      expect(game.checkAction(pos, a)).toBeNull();
      expect(game.checkAction(pos, { type: 'skip' })).toEqual(checkAction(pos, { type: 'skip' }));
      const r = game.play(pos, a);
      expect(r).toEqual(play(pos, a));
      const copy = game.clone(pos);
      game.applyInPlace(copy, a);
      expect(r.ok && game.toJSON(copy)).toEqual(r.ok && game.toJSON(r.value));
      const greedy = game.greedy(game.observe(pos, pos.toAct), legal.map(makeAction));
      expect(legal.map(makeAction)).toContain(greedy);
      expect(legal.map(makeAction)).toContain(makeAction(game.rollout(pos, legal, Rng.fromSeed(1))));
      const pruned = game.prune!(pos, legal.map(makeAction));
      expect(pruned.length).toBeGreaterThan(0);
      for (const p of pruned) expect(legal.map(makeAction)).toContain(p);
    }
  });
});

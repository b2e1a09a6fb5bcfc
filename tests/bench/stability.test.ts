// bench --stability's fixed positions and its measurement (src/bench/stability.ts).
import { expect, test } from 'vitest';
import { runPlannedShard } from '../../src/analysis/analyze.js';
import { measureStability, shardsNear, stabilityPositions } from '../../src/bench/stability.js';
import { GAMES, GAME_IDS } from '../../src/games.js';

test.each(GAME_IDS)('%s: 50 fixed positions, each a decision with a choice, the same every time', (id) => {
  const game = GAMES[id]!;
  const set = stabilityPositions(game, 50);
  expect(set).toHaveLength(50);
  for (const p of set) expect(game.legalActions(p).length).toBeGreaterThan(1);
  expect(stabilityPositions(game, 50).map((p) => JSON.stringify(game.toJSON(p as never)))).toEqual(set.map((p) => JSON.stringify(game.toJSON(p as never))));
});

test('the measurement compares the early prefix of shards with the whole run, for the old engine and the new', async () => {
  const game = GAMES.duel!;
  const plans: { legacy: boolean; shards: number }[] = [];
  const r = await measureStability(
    [game],
    async (g, pos, plan) => {
      plans.push({ legacy: plan.legacy === true, shards: plan.shards.length });
      return plan.shards.map((_, i) => runPlannedShard(g, pos, plan, i));
    },
    { positions: 2, early: 100, late: 200 },
  );
  expect(plans).toEqual([
    { legacy: true, shards: 2 },
    { legacy: true, shards: 2 },
    { legacy: false, shards: 2 },
    { legacy: false, shards: 2 },
  ]);
  expect(r.games[0]!.game).toBe('duel');
  expect(r.games[0]!.before.positions).toBe(2);
  expect(r.games[0]!.before.meanProbabilityBest).toBeNull();
  expect(r.games[0]!.after.changed).toBeLessThanOrEqual(2);
});

test('--tree reaches the plans, and the early answer is the whole shards nearest the early budget', async () => {
  const game = GAMES.duel!;
  const trees: string[] = [];
  const r = await measureStability(
    [game],
    async (g, pos, plan) => {
      trees.push(plan.tree);
      return plan.shards.map((_, i) => runPlannedShard(g, pos, plan, i));
    },
    { positions: 1, early: 100, late: 200, tree: 'game' },
  );
  expect(trees).toEqual(['game', 'game']);
  expect(r.tree).toBe('game');
  expect([r.games[0]!.before.tree, r.games[0]!.after.tree]).toEqual(['game', 'game']);
  // shards larger than asked (a root with many actions): the prefix nearest the early budget, at least one shard
  // never every shard of a run of two or more: the early answer is an earlier one
  expect(shardsNear([{ iterations: 250 }, { iterations: 250 }, { iterations: 250 }], 800)).toBe(2);
  expect(shardsNear([{ iterations: 250 }, { iterations: 250 }, { iterations: 250 }], 500)).toBe(2);
  expect(shardsNear([{ iterations: 250 }], 100)).toBe(1);
  expect(shardsNear([{ iterations: 250 }, { iterations: 250 }, { iterations: 250 }], 600)).toBe(2);
  expect(shardsNear([{ iterations: 250 }, { iterations: 250 }], 100)).toBe(1);
  expect(shardsNear(new Array(40).fill({ iterations: 100 }), 800)).toBe(8);
});

test("without --tree each column names the tree it was measured with (the duel's: the old engine the turn's, the new the game's end); a one-shard run is left out, not counted as unchanged", async () => {
  const game = GAMES.duel!;
  const used: Record<string, string> = {};
  const r = await measureStability(
    [game],
    async (g, pos, plan) => {
      used[plan.legacy ? 'before' : 'after'] = plan.tree;
      return plan.shards.map((_, i) => runPlannedShard(g, pos, plan, i));
    },
    { positions: 2, early: 100, late: 200 },
  );
  expect(used).toEqual({ before: 'turn', after: 'game' });
  expect(r.tree).toBeNull();
  expect(r.games[0]!.before.tree).toBe('turn');
  expect(r.games[0]!.after.tree).toBe('game');
  // a late budget under the shard floor is one shard: no earlier answer, so the position is left out
  const wide = await measureStability([GAMES.nautilus!], async (g, pos, plan) => plan.shards.map((_, i) => runPlannedShard(g, pos, plan, i)), { positions: 3, early: 20, late: 40 });
  const side = wide.games[0]!.after;
  expect(side.oneShard + side.positions).toBe(3);
  expect(side.oneShard).toBeGreaterThan(0);
});

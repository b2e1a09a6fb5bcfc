// A plan's shards: each grows its own tree, so a shard gives every root action it searches at least
// SHARD_SAMPLES_PER_ACTION samples (docs/analysis-spec.md, *Shards*). Issue 42: with every legal
// action searched, shards of 100 (the browser's) over 50 root actions gave each 2 samples, too few for
// the tree to find the rest of a turn, and a 98% win read as 0%.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PAIRED_CHILDREN, SHARD_SAMPLES_PER_ACTION, addPairs, analyze, planAnalysis, runPlannedShard, shardBudgets } from '../../src/analysis/index.js';
import { corpusPositions } from '../../src/bench/exactAgreement.js';
import { botEngine } from '../../src/core/botEngine.js';
import { Rng } from '../../src/core/rng.js';
import { stabilityPositions } from '../../src/bench/stability.js';
import { GAMES, GAME_IDS } from '../../src/games.js';

const untimed = <T extends { seconds: number }>(r: T): Omit<T, 'seconds'> => {
  const { seconds: _s, ...rest } = r;
  return rest;
};

describe('the size of a shard', () => {
  test('shards of at most the size asked for, or fewer and larger where one would fall under the floor', () => {
    expect(SHARD_SAMPLES_PER_ACTION).toBe(5);
    expect(shardBudgets(1000, 100)).toEqual(new Array(10).fill(100));
    expect(shardBudgets(1000, 100, 250)).toEqual([250, 250, 250, 250]);
    expect(shardBudgets(1000, 250, 255)).toEqual([334, 333, 333]);
    expect(shardBudgets(1000, 300, 10)).toEqual([250, 250, 250, 250]);
    // a budget under the floor is one shard
    expect(shardBudgets(100, 100, 250)).toEqual([100]);
  });

  test.each(GAME_IDS)("%s: the floor counts every legal action when all are searched, the game's candidates when the search prunes", (id) => {
    const game = GAMES[id]!;
    const rng = Rng.fromSeed(11);
    const pos = game.setup({ players: 2, seed: 11 });
    let checked = 0;
    for (let ply = 0; ply < 80 && !game.isOver(pos); ply++) {
      const legal = game.legalActions(pos);
      if (legal.length > 1 && ply % 4 === 0) {
        const all = planAnalysis(game, pos, { mode: 'omniscient', iterations: 2000, shardSize: 10 });
        expect(all.shardFloor).toBe(5 * legal.length);
        expect(all.shards.every((s) => s.iterations >= all.shardFloor)).toBe(true);
        expect(all.shards.reduce((n, s) => n + s.iterations, 0)).toBe(2000);
        const pruned = planAnalysis(game, pos, { mode: 'omniscient', iterations: 2000, shardSize: 10, search: 'analyst' });
        expect(pruned.shardFloor).toBe(5 * botEngine(game).candidates(pos).length);
        checked++;
      }
      game.applyInPlace(pos, game.rollout(pos, legal, rng));
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe("the floor from another seat's view", () => {
  test.each(['atlantis', 'duel'])("%s: the actor's actions differ between determinizations; the floor counts the most it has in any of them", (id) => {
    const game = GAMES[id]!;
    let above = 0;
    for (const pos of stabilityPositions(game, 20)) {
      const actor = game.toAct(pos)!;
      const other = planAnalysis(game, pos, { viewpoint: 1 - actor, iterations: 1000, exact: false });
      // at least the plan's own determinization's count; more where another determinization has more
      expect(other.shardFloor).toBeGreaterThanOrEqual(5 * other.legal.length);
      if (other.shardFloor > 5 * other.legal.length) above++;
      // the seat to act's own view: its own actions, the same in every determinization
      const own = planAnalysis(game, pos, { viewpoint: actor, iterations: 1000, exact: false });
      expect(own.shardFloor).toBe(5 * game.legalActions(pos).length);
    }
    expect(above).toBeGreaterThan(0);
  });
});

describe('a move whose worth is in the rest of its turn', () => {
  // calibration game 1 (docs/measurements/calibration-nautilus.json, seed 1) after 281 actions:
  // orange moves a submarine home and retires it in the same turn, and wins 98% of the samples
  const game = GAMES.nautilus!;
  const read = game.fromJSON(JSON.parse(readFileSync(new URL('./fixtures/nautilus-move-then-retire.json', import.meta.url), 'utf8')));
  if (!read.ok) throw new Error(read.error[0]!.message);
  const pos = read.value;

  test('the browser\'s shards (100) and the command line\'s (250) give the same document, and it finds the win', () => {
    expect(game.legalActions(pos).length).toBe(50);
    const browser = analyze(game, pos, { iterations: 1000, shardSize: 100, seed: 1, exact: false });
    const cli = analyze(game, pos, { iterations: 1000, shardSize: 250, seed: 1, exact: false });
    expect(untimed(browser)).toEqual(untimed(cli));
    expect(browser.shards).toBe(4);
    const best = browser.actions[0]!;
    expect(best.action).toBe('move 1:1 11 19');
    expect(best.line[0]).toMatch(/^retire 1:1/);
    expect(best.winProbability).toBeGreaterThan(0.9);
  });
});

describe('pairs on a root of thousands of actions', () => {
  test("Atlantis at-stake entry 44 (2,889 legal actions): a shard pairs only its 64 most sampled children; a small root pairs every two", () => {
    const game = GAMES.atlantis!;
    const pos = corpusPositions(game, readFileSync(new URL('../fixtures/exact/atlantis.at-stake.json', import.meta.url), 'utf8'), 45)[44]!;
    expect(game.legalActions(pos).length).toBe(2889);
    const plan = planAnalysis(game, pos, { mode: 'omniscient', iterations: 600, seed: 1, exact: false });
    const shard = runPlannedShard(game, pos, plan, 0);
    const sampled = shard.tree.children.filter(([, c]) => c.crn).length;
    expect(sampled).toBeGreaterThan(PAIRED_CHILDREN);
    const pairs = new Map();
    addPairs(pairs, shard.tree.children);
    // with every two paired this shard alone would make about sampled² / 2 pairs (over 100,000 here)
    expect(pairs.size).toBeLessThanOrEqual((PAIRED_CHILDREN * (PAIRED_CHILDREN - 1)) / 2);
    expect(pairs.size).toBeGreaterThan(0);
    // the move-then-retire root (50 actions): every two children sampled at one index are paired, as before
    const nautilus = GAMES.nautilus!;
    const read = nautilus.fromJSON(JSON.parse(readFileSync(new URL('./fixtures/nautilus-move-then-retire.json', import.meta.url), 'utf8')));
    if (!read.ok) throw new Error(read.error[0]!.message);
    const small = planAnalysis(nautilus, read.value, { iterations: 250, seed: 1, exact: false });
    const children = runPlannedShard(nautilus, read.value, small, 0).tree.children.filter(([, c]) => c.crn);
    expect(children.length).toBeLessThanOrEqual(PAIRED_CHILDREN);
    const all = new Map();
    addPairs(all, children);
    const atZero = children.filter(([, c]) => c.crn!.some((seg) => seg.at.includes(0))).length;
    expect(all.size).toBeGreaterThanOrEqual((atZero * (atZero - 1)) / 2);
  });
});

// The analysis engine (docs/analysis-spec.md section 2): deterministic, no leak, consistent; the analyst bot.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ANALYSIS_DEFAULTS, ANALYSIS_SEARCHES, analysisTree, analystSetting, analyze, planAnalysis, runPlannedShard, finishAnalysis, runShard, samplerOf, searchModel, type AnalysisResult } from '../../src/analysis/index.js';
import { botEngine } from '../../src/core/botEngine.js';
import { analystBot, analystSearch } from '../../src/bots/analyst.js';
import { inProcessSeat } from '../../src/bots/match.js';
import { builtinBot } from '../../src/bots/registry.js';
import { parseBotRef } from '../../src/bots/names.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES, GAME_IDS } from '../../src/games.js';

/** A mid-game position: `plies` actions of the game's playout policy from a seeded start. */
function midGame(id: string, seed: number, plies: number, players = 2): unknown {
  const game = GAMES[id]!;
  const rng = Rng.fromSeed(seed);
  const pos = game.setup({ players, seed });
  for (let i = 0; i < plies && !game.isOver(pos); i++) game.applyInPlace(pos, game.rollout(pos, game.legalActions(pos), rng));
  return pos;
}

/** The document without its timing (the only part that may differ between identical runs). */
const untimed = (r: AnalysisResult): Omit<AnalysisResult, 'seconds'> => {
  const { seconds: _s, ...rest } = r;
  return rest;
};

const fixture = (id: string): unknown => {
  const r = GAMES[id]!.fromJSON(JSON.parse(readFileSync(new URL(`./fixtures/${id}-endgame.json`, import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(`fixture ${id}: ${r.error[0]!.message}`);
  return r.value;
};

// positions with real choices (several legal actions, hidden information on the board)
const MID: Record<string, [number, number]> = { nautilus: [3, 55], atlantis: [4, 20], duel: [5, 21] };

describe.each(GAME_IDS)('%s', (id) => {
  const game = GAMES[id]!;
  const pos = midGame(id, ...MID[id]!);

  test('the position has a choice (one legal action is answered without a search)', () => {
    expect(game.legalActions(pos).length).toBeGreaterThan(1);
  });

  test.each(ANALYSIS_SEARCHES)('deterministic (search %s): the same seed and iterations give the same document; shards run in any order merge to it', (search) => {
    // three shards: a shard has at least 5 samples a root action searched
    const asked = { seed: 7, shardSize: 10, search };
    const floor = planAnalysis(game, pos, { ...asked, iterations: 1 }).shardFloor;
    const opts = { ...asked, iterations: 3 * floor };
    const a = analyze(game, pos, opts);
    expect(untimed(analyze(game, pos, opts))).toEqual(untimed(a));
    expect(a.samples).toBe(3 * floor);
    expect(a.shards).toBe(3);
    // shards run backwards (as workers may finish them), merged in shard order: the same document
    const plan = planAnalysis(game, pos, opts);
    const results = [2, 1, 0].map((i) => ({ i, r: runPlannedShard(game, pos, plan, i) })).sort((x, y) => x.i - y.i).map((x) => x.r);
    expect(untimed(finishAnalysis(game, pos, plan, results, 0))).toEqual(untimed(a));
    // another seed samples differently
    expect(untimed(analyze(game, pos, { ...opts, seed: 8 }))).not.toEqual(untimed(a));
  });

  test('the document: every legal action is a candidate or pruned, best first, intervals hold the estimates', () => {
    const r = analyze(game, pos, { iterations: 40, seed: 2 });
    const legal = game.legalActions(pos).map((a: unknown) => game.makeAction(a));
    expect([...r.actions.map((a) => a.action), ...r.pruned].sort()).toEqual([...legal].sort());
    expect(r.actions[0]!.best).toBe(true);
    expect(r.seat).toBe(game.toAct(pos));
    for (const a of r.actions) {
      if (a.winProbability === null) continue;
      expect(a.winProbability95[0]).toBeLessThanOrEqual(a.winProbability);
      expect(a.winProbability95[1]).toBeGreaterThanOrEqual(a.winProbability);
      for (const step of a.line) expect(typeof step).toBe('string');
    }
    // the ranking rule (docs/analysis-spec.md, Ranking): judged rows by the shown measure, then low-sample rows, then unsampled ones
    const key = (a: (typeof r.actions)[number]): number => (r.rankedBy === 'margin' ? Math.round(a.meanMargin! * 10) : Math.round(a.winProbability! * 100));
    const tier = (a: (typeof r.actions)[number]): number => (a.samples === 0 ? 2 : a.lowSamples ? 1 : 0);
    for (let i = 1; i < r.actions.length; i++) {
      const [x, y] = [r.actions[i - 1]!, r.actions[i]!];
      expect(tier(y)).toBeGreaterThanOrEqual(tier(x));
      if (tier(x) === tier(y) && tier(y) < 2) expect(key(y)).toBeLessThanOrEqual(key(x));
    }
    const total = r.position.winProbability.reduce((x, y) => x + y, 0);
    expect(total).toBeCloseTo(1, 3);
    expect(r.actions.reduce((n, a) => n + a.samples, 0)).toBe(r.samples);
  });

  test.each(ANALYSIS_SEARCHES)('no leak (search %s): two true positions with the same observation give the same observation-mode analysis', (search) => {
    const seat = game.toAct(pos)!;
    const obs = game.observe(pos, seat);
    const p1 = game.determinize(obs, Rng.fromSeed(101));
    const p2 = game.determinize(obs, Rng.fromSeed(202));
    // the two positions differ in what the seat cannot see, and agree on all it can
    expect(game.toJSON(p1)).not.toEqual(game.toJSON(p2));
    expect(game.observe(p1, seat)).toEqual(obs);
    expect(game.observe(p2, seat)).toEqual(obs);
    const opts = { iterations: 20, seed: 3, search };
    expect(untimed(analyze(game, p1, opts))).toEqual(untimed(analyze(game, p2, opts)));
    // omniscient mode does read the hidden identities: there the two analyses differ
    expect(untimed(analyze(game, p1, { ...opts, mode: 'omniscient' }))).not.toEqual(untimed(analyze(game, p2, { ...opts, mode: 'omniscient' })));
  });

  test("search 'analyst': the analyst bot's setting for the game (its horizon, what its tree climbs, the game's exploration constant), as the document says", () => {
    const own = analystSetting(game);
    const plan = planAnalysis(game, pos, { iterations: 20, seed: 5, search: 'analyst' });
    const exploration = own.select === 'win' ? 0.5 : botEngine(game).exploration;
    expect(plan).toMatchObject({ search: 'analyst', horizon: own.horizon, select: own.select, exploration });
    // the shard is exactly the search with that setting
    const shard = runPlannedShard(game, pos, plan, 0);
    const direct = runShard({ model: searchModel(game, game.seats(pos)), sample: samplerOf(game, pos, plan), viewpoint: plan.viewpoint, actor: plan.actor, iterations: 20, seed: plan.shards[0]!.seed, ...own, exploration, crn: true });
    expect(shard).toEqual(direct);
    const doc = analyze(game, pos, { iterations: 20, seed: 5, search: 'analyst' });
    expect(doc.playout).toEqual({ search: 'analyst', horizon: own.horizon, select: own.select, winProbability: own.horizon === 'end' ? 'outcomes' : 'calibrated evaluation', tree: 'turn' });
    // the default is outcomes: samples to the end, climbing win shares
    expect(planAnalysis(game, pos, {})).toMatchObject({ search: 'outcomes', horizon: 'end', select: 'win', exploration: 0.5 });
    // the default budget: 1,000 samples, the duel's 4,000 (analysis-spec, Calibration)
    expect(planAnalysis(game, pos, {}).shards.reduce((n, sh) => n + sh.iterations, 0)).toBe(id === 'duel' ? 4000 : 1000);
    expect(analyze(game, pos, { iterations: 4 }).playout).toEqual({ search: 'outcomes', horizon: 'end', select: 'win', winProbability: 'outcomes', tree: analysisTree(id) });
    // a horizon given overrides the search's; an unknown search is refused
    expect(planAnalysis(game, pos, { search: 'analyst', horizon: 2 })).toMatchObject({ horizon: 2, select: own.select });
    expect(() => planAnalysis(game, pos, { search: 'oracle' as never })).toThrow(/search must be outcomes or analyst; got 'oracle'/);
  });

  // the outcomes search (the contract's); the analyst search does not solve the Nautilus endgame,
  // see docs/analysis-spec.md, "Two searches"
  test('consistent: the one winning action of a constructed endgame is found', () => {
    const end = fixture(id);
    const seat = game.toAct(end)!;
    const legal = game.legalActions(end);
    // the fixture's premise: one action wins whatever the playouts do afterwards, every other loses
    const wins = legal.map((a: unknown) =>
      [1, 2, 3].every((s) => {
        const p = game.clone(end);
        game.applyInPlace(p, a);
        const rng = Rng.fromSeed(s);
        while (!game.isOver(p)) game.applyInPlace(p, game.rollout(p, game.legalActions(p), rng));
        const w = game.winners(p);
        return w.length === 1 && w[0] === seat;
      }),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
    const winning = game.makeAction(legal[wins.indexOf(true)]);
    const r = analyze(game, end, { mode: 'omniscient', iterations: id === 'nautilus' ? 200 : 150, seed: 1 });
    expect(r.actions[0]!.action).toBe(winning);
    expect(r.actions[0]!.winProbability).toBeGreaterThan(0.9);
    expect(r.position.winProbability[seat]).toBeGreaterThan(0.9);
    for (const a of r.actions.slice(1)) if (a.winProbability !== null) expect(a.winProbability).toBeLessThan(0.5);
  });

  // The seat, the bot's context and its search share a clock that moves 1 ms a reading: the time
  // used is counted in readings, so what is asserted follows from the budgets (the analyst's 200 ms
  // within the time left less the safety margin), not from how busy the machine is. The budgets are
  // small (a reading is about a sample) so that the test's work is small too.
  test('the analyst bot answers a legal action within its deadline', async () => {
    const bot = builtinBot('analyst:200', id);
    expect(bot).not.toBeNull();
    for (const s of [1, 2]) {
      // the first position from ply 15 on with a real choice (a single legal action is answered at once)
      let plies = 15;
      while (game.legalActions(midGame(id, s, plies)).length < 2) plies++;
      const p = midGame(id, s, plies);
      const who = game.toAct(p)!;
      const legal = game.legalActions(p).map((a: unknown) => game.makeAction(a));
      const decision = { game: id, observation: game.observe(p, who), legal, seed: s, ply: 15 };
      // 40 ms asked for: all of them with 400 ms left; 20 with 170 left (150 stay unused)
      for (const [deadlineMs, budget] of [[400, 40], [170, 20]] as const) {
        let t = 0;
        const now = (): number => ++t;
        const stepped = inProcessSeat({ name: 'analyst', act: (ctx) => analystSearch(ctx, { ms: 40 }, now).action }, 'analyst:40', GAMES, now);
        // inProcessSeat throws a timeout failure when the deadline is missed
        const answer = await stepped.decide({ ...decision, deadlineMs });
        expect(legal).toContain(answer);
        // (it stops before the budget by its slowest samples and the longest pause between readings; the clock is read through each sample)
        expect(t).toBeGreaterThan(budget / 2);
        expect(t).toBeLessThan(budget + 10);
      }
      // the bot itself, on the real clock, with a deadline no busy machine misses
      expect(legal).toContain(await inProcessSeat(analystBot({ ms: 200 }), 'analyst:200', GAMES).decide({ ...decision, deadlineMs: 60_000 }));
    }
  });
});

test("Nautilus: the analyst search differs from the outcomes search (one round on, climbing the evaluation)", () => {
  const game = GAMES.nautilus!;
  const pos = midGame('nautilus', 3, 55);
  expect(planAnalysis(game, pos, { search: 'analyst' })).toMatchObject({ horizon: 1, select: 'evaluation', exploration: botEngine(game).exploration });
  expect(botEngine(game).exploration).not.toBe(0.5);
  const a = analyze(game, pos, { iterations: 30, seed: 2, search: 'analyst' });
  const o = analyze(game, pos, { iterations: 30, seed: 2 });
  expect(a.actions.map((c) => [c.action, c.samples])).not.toEqual(o.actions.map((c) => [c.action, c.samples]));
});

test('intervals shrink with more iterations', () => {
  const game = GAMES.atlantis!;
  const pos = midGame('atlantis', 4, 20);
  const width = (r: AnalysisResult): number => r.position.winProbability95[r.seat]![1] - r.position.winProbability95[r.seat]![0];
  const small = analyze(game, pos, { iterations: 40, seed: 5 });
  const large = analyze(game, pos, { iterations: 400, seed: 5 });
  expect(width(large)).toBeLessThan(width(small));
  expect(large.actions[0]!.winProbability95[1] - large.actions[0]!.winProbability95[0]).toBeLessThan(small.actions[0]!.winProbability95[1] - small.actions[0]!.winProbability95[0]);
});

test('Nautilus beliefs: every face-down tile, probabilities summing to 1, expected points net of cost', () => {
  const game = GAMES.nautilus!;
  const pos = midGame('nautilus', 3, 55) as { tiles: { faceUp: boolean }[] };
  const r = analyze(game, pos, { iterations: 4, seed: 1 });
  expect(r.beliefs).toHaveLength(pos.tiles.filter((t) => !t.faceUp).length);
  for (const b of r.beliefs) {
    expect(Object.values(b.p).reduce((x, y) => x + y, 0)).toBeCloseTo(1, 3);
    expect(b.net).toBeCloseTo(b.expectedPoints - b.cost, 3);
  }
  // omniscient: each tile is what it is
  for (const b of analyze(game, pos, { iterations: 4, seed: 1, mode: 'omniscient' }).beliefs) expect(Object.values(b.p)).toEqual([1]);
});

test('analyst names: analyst and analyst:MS are built-in bots; the argument is checked', () => {
  expect(parseBotRef('analyst', 'duel').ok).toBe(true);
  expect(parseBotRef('analyst:1000', 'nautilus').ok).toBe(true);
  expect(parseBotRef('analyst:5', 'nautilus').ok).toBe(false);
  expect(builtinBot('analyst:1000', 'atlantis')?.name).toBe('analyst');
});

test("the analysis's tree: the duel's goes on to the game's end, the others' over the mover's turn; the analyst's search and an explicit tree as asked", () => {
  for (const id of GAME_IDS) {
    const game = GAMES[id]!;
    const pos = midGame(id, ...MID[id]!);
    const own = planAnalysis(game, pos, { iterations: 10 }).tree;
    expect(own, id).toBe(id === 'duel' ? 'game' : 'turn');
    expect(planAnalysis(game, pos, { iterations: 10, search: 'analyst' }).tree, id).toBe('turn');
    expect(planAnalysis(game, pos, { iterations: 10, tree: 'turn' }).tree, id).toBe('turn');
    expect(planAnalysis(game, pos, { iterations: 10, tree: 'game' }).tree, id).toBe('game');
  }
});

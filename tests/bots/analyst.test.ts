// The analyst bot's search options: what the tree climbs (win shares, the evaluation, the final
// margin), its exploration constant, and the subtree kept from one decision to the next of a turn.
import { describe, expect, test } from 'vitest';
import { makeContext } from '../../src/bots/context.js';
import { analystBot, analystSearch, type AnalystMemory } from '../../src/bots/analyst.js';
import { analyzeForBot } from '../../src/analysis/forBot.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES, GAME_IDS } from '../../src/games.js';
import type { GameBotContext } from '../../src/bots/api.js';

/** A position `plies` playout-policy actions from a seeded start. */
function midGame(id: string, seed: number, plies: number): unknown {
  const game = GAMES[id]!;
  const rng = Rng.fromSeed(seed);
  const pos = game.setup({ players: 2, seed });
  for (let i = 0; i < plies && !game.isOver(pos); i++) game.applyInPlace(pos, game.rollout(pos, game.legalActions(pos), rng));
  return pos;
}

/** The first position from `plies` playout-policy actions on with at least `choices` legal actions. */
function withChoice(id: string, seed: number, plies: number, choices = 2): unknown {
  while (GAMES[id]!.legalActions(midGame(id, seed, plies)).length < choices) plies++;
  return midGame(id, seed, plies);
}

/** The position after an action in notation. */
function after(id: string, pos: unknown, action: string): unknown {
  const game = GAMES[id]!;
  const parsed = game.parseAction(action);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const next = game.play(pos, parsed.value);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

/** A clock that moves 1 ms a reading: searches stop after a fixed number of readings, so runs repeat. */
const stepping = (): (() => number) => {
  let t = 0;
  return () => t++;
};

const ctxOf = (id: string, pos: unknown, seed: number, now = stepping()): GameBotContext => {
  const game = GAMES[id]!;
  const seat = game.toAct(pos)!;
  const legal = game.legalActions(pos).map((a: unknown) => game.makeAction(a));
  return makeContext(game, game.observe(pos, seat), legal, { seed, deadline: 100_000, now });
};

describe("what the analyst's tree climbs", () => {
  test.each(GAME_IDS)("%s: select 'margin' climbs the actor's final margin over the best other seat", (id) => {
    const game = GAMES[id]!;
    const pos = withChoice(id, 4, 10);
    const ctx = ctxOf(id, pos, 2);
    const parts = { seat: ctx.seat, legal: ctx.legal, determinize: () => ctx.determinize(), engine: ctx.engine, seed: 11, timeLeft: () => 60_000 };
    const r = analyzeForBot(game, parts, { iterations: 40, horizon: 'end', select: 'margin' });
    expect(r.samples).toBe(40);
    const root = r.root!;
    // viewpoint = actor: the climbed value is the margin statistic itself
    for (const c of root.children.values()) expect(c.value).toBeCloseTo(c.margin[ctx.seat]!, 9);
    expect(root.value).toBeCloseTo(root.margin[ctx.seat]!, 9);
    expect([...root.children.values()].some((c) => Math.abs(c.value / c.n) > 1), 'margins, not shares').toBe(true);
  });

  test('the exploration constant is the one given: a huge one spreads the samples, none concentrates them', () => {
    const game = GAMES.nautilus!;
    const pos = withChoice('nautilus', 6, 20, 4);
    const visits = (exploration: number): number[] => {
      const ctx = ctxOf('nautilus', pos, 3);
      const parts = { seat: ctx.seat, legal: ctx.legal, determinize: () => ctx.determinize(), engine: ctx.engine, seed: 5, timeLeft: () => 60_000 };
      const r = analyzeForBot(game, parts, { iterations: 200, horizon: 0, select: 'evaluation', exploration });
      return [...r.root!.children.values()].map((c) => c.n).sort((a, b) => b - a);
    };
    const spread = visits(1e9);
    const greedy = visits(0);
    // with a huge constant UCB picks the least visited child (ties: the first): counts differ by at most the availability gaps
    expect(spread[0]! - spread.at(-1)!).toBeLessThanOrEqual(Math.ceil(200 / spread.length));
    expect(greedy[0]!).toBeGreaterThan(spread[0]! * 2);
  });
});

describe("the game's own analyst setting", () => {
  test.each(GAME_IDS)('%s: the default search is the one the game names (Nautilus: one round past the current, climbing the evaluation)', (id) => {
    const game = GAMES[id]!;
    const pos = withChoice(id, 5, 12);
    const setting = game.analyst ?? { horizon: 'end', select: 'win' };
    if (id === 'nautilus') expect(setting).toEqual({ horizon: 1, select: 'evaluation' });
    else expect(game.analyst).toBeUndefined();
    const stats = (options: Parameters<typeof analystSearch>[1]) => {
      const r = analystSearch(ctxOf(id, pos, 7), { ms: 150, reuse: false, ...options }, stepping());
      return [...r.root!.children].map(([a, c]) => [a, c.n, c.value]);
    };
    const byDefault = stats({});
    expect(byDefault).toEqual(stats({ horizon: setting.horizon, select: setting.select }));
    const other = setting.select === 'win' ? { horizon: 0, select: 'evaluation' as const } : { horizon: 'end' as const, select: 'win' as const };
    expect(byDefault).not.toEqual(stats(other));
  });
});

test.each(GAME_IDS)("%s: a bot's ctx.analyze searches as the analyst does unless it names a horizon", (id) => {
  const game = GAMES[id]!;
  const pos = withChoice(id, 5, 12);
  const setting = game.analyst ?? { horizon: 'end' as const, select: 'win' as const };
  const direct = (options: Parameters<typeof analyzeForBot>[2]) => {
    const c = ctxOf(id, pos, 7);
    const parts = { seat: c.seat, legal: c.legal, determinize: () => c.determinize(), engine: c.engine, seed: c.randomInt(2 ** 31), timeLeft: () => 60_000 };
    const { root: _root, ...rest } = analyzeForBot(game, parts, options);
    return rest;
  };
  expect(ctxOf(id, pos, 7).analyze({ iterations: 30 })).toEqual(direct({ iterations: 30, ...setting }));
  expect(ctxOf(id, pos, 7).analyze({ iterations: 30, horizon: 0 })).toEqual(direct({ iterations: 30, horizon: 0, select: setting.select }));
  expect(ctxOf(id, pos, 7).analyze({ iterations: 30, horizon: 0 })).not.toEqual(direct({ iterations: 30, horizon: 'end', select: setting.select === 'win' ? 'evaluation' : 'win' }));
});

describe('the subtree kept from one decision to the next of a turn', () => {
  /**
   * Plays a Nautilus game with the analyst's search at both seats (each keeping its own memory),
   * and calls `check` on every decision with what the search was given and what it answered.
   */
  function play(seed: number, decisions: number, check: (memory: AnalystMemory | null, r: ReturnType<typeof analystSearch>, ctx: GameBotContext) => void, reuse = true): void {
    const game = GAMES.nautilus!;
    let pos = game.setup({ players: 2, seed });
    const memory: (AnalystMemory | null)[] = [null, null];
    for (let n = 0; n < decisions && !game.isOver(pos); ) {
      const seat = game.toAct(pos)!;
      const ctx = ctxOf('nautilus', pos, seed * 1000 + n);
      const r = analystSearch(ctx, { ms: 120, select: 'evaluation', horizon: 1, reuse }, stepping(), memory[seat]!);
      if (ctx.legal.length > 1) {
        check(memory[seat]!, r, ctx);
        memory[seat] = r.memory;
        n++;
      }
      pos = after('nautilus', pos, r.action);
    }
  }

  test('when the turn goes on as expected, the search grows the chosen subtree; otherwise it starts afresh', () => {
    let kept = 0;
    let fresh = 0;
    play(3, 40, (memory, r, ctx) => {
      if (memory && memory.seat === ctx.seat && memory.expected === JSON.stringify(ctx.observation)) {
        kept++;
        // the very tree kept is the root now, with its samples and this decision's on top
        expect(r.root).toBe(memory.tree);
        expect(r.reused).toBeGreaterThan(0);
        expect(r.root!.n).toBe(r.samples);
        expect(r.samples).toBeGreaterThan(r.reused);
        // asked not to reuse, the same search starts afresh and leaves the kept tree alone
        const n = memory.tree.n;
        const off = analystSearch(ctx, { ms: 60, select: 'evaluation', horizon: 1, reuse: false }, stepping(), memory);
        expect(off.reused).toBe(0);
        expect(off.root).not.toBe(memory.tree);
        expect(memory.tree.n).toBe(n);
      } else {
        fresh++;
        expect(r.reused).toBe(0);
        if (memory) expect(r.root).not.toBe(memory.tree);
      }
      // what is kept: the chosen action's subtree, only while the same seat acts on
      if (r.memory) {
        expect(r.memory.tree).toBe(r.root!.children.get(r.action));
        expect(r.memory.seat).toBe(ctx.seat);
      }
    });
    expect(kept).toBeGreaterThan(5);
    expect(fresh).toBeGreaterThan(5);
  });

  test('reuse: false keeps nothing', () => {
    play(3, 12, (_memory, r) => {
      expect(r.memory).toBeNull();
      expect(r.reused).toBe(0);
    }, false);
  });

  test('a kept tree is not grown for another seat or another position', () => {
    const game = GAMES.nautilus!;
    let memory: AnalystMemory | null = null;
    play(4, 30, (_m, r) => {
      memory ??= r.memory;
    });
    expect(memory).not.toBeNull();
    const m = memory!;
    const pos = midGame('nautilus', 9, 40);
    const ctx = ctxOf('nautilus', pos, 1);
    if (ctx.legal.length > 1) expect(analystSearch(ctx, { ms: 60, select: 'evaluation', horizon: 0 }, stepping(), m).reused).toBe(0);
    // the same observation text for the other seat
    const other = { ...m, seat: 1 - m.seat };
    const start = game.setup({ players: 2, seed: 4 });
    const c0 = ctxOf('nautilus', start, 1);
    const r = analystSearch(c0, { ms: 60, select: 'evaluation', horizon: 0 }, stepping(), { ...other, expected: JSON.stringify(c0.observation), seat: 1 - c0.seat });
    expect(r.reused).toBe(0);
  });

  test('the analyst bot keeps its tree between its calls (its log says how many samples it kept)', () => {
    const game = GAMES.nautilus!;
    const bot = analystBot({ ms: 80, select: 'evaluation', horizon: 1 });
    let pos = game.setup({ players: 2, seed: 3 });
    const logs: string[] = [];
    for (let ply = 0; ply < 80 && !game.isOver(pos); ply++) {
      const ctx = ctxOf('nautilus', pos, ply);
      const withLog = Object.assign(Object.create(Object.getPrototypeOf(ctx)), ctx, { log: (...v: unknown[]) => logs.push(v.join(' ')) }) as GameBotContext;
      const a = bot.act(withLog) as string;
      pos = after('nautilus', pos, a);
    }
    const kept = logs.map((l) => Number(/\((\d+) kept/.exec(l)?.[1] ?? NaN));
    expect(kept.every((k) => Number.isInteger(k))).toBe(true);
    expect(kept.filter((k) => k > 0).length).toBeGreaterThan(3);
  });
});

// The generic ISMCTS bot and the forward-model queries it needs, on every game.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { makeContext } from '../../src/bots/context.js';
import { ismctsSearch } from '../../src/bots/ismcts.js';
import { analyzeForBot } from '../../src/analysis/forBot.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES, GAME_IDS } from '../../src/games.js';

/** A mid-game position of a game: `plies` random actions from a seeded start. */
function midGame(id: string, seed: number, plies: number): unknown {
  const game = GAMES[id]!;
  const rng = Rng.fromSeed(seed);
  const pos = game.setup({ players: 2, seed });
  for (let i = 0; i < plies && !game.isOver(pos); i++) {
    const legal = game.legalActions(pos);
    game.applyInPlace(pos, legal[rng.int(legal.length)]);
  }
  return pos;
}

const ctxOf = (id: string, pos: unknown, seed: number) => {
  const game = GAMES[id]!;
  const seat = game.toAct(pos)!;
  const legal = game.legalActions(pos).map((a: unknown) => game.makeAction(a));
  return makeContext(game, game.observe(pos, seat), legal, { seed, deadline: Date.now() + 60_000, now: () => Date.now() });
};

describe.each(GAME_IDS)('%s', (id) => {
  const game = GAMES[id]!;

  test('the engine queries: candidates are legal, the policy picks a legal action, a rollout moves the game on, evaluate is a number', () => {
    for (const seed of [1, 2, 3]) {
      const pos = midGame(id, seed, 30);
      if (game.isOver(pos)) continue;
      const ctx = ctxOf(id, pos, seed);
      const det = ctx.determinize();
      const legal = ctx.engine.legal(det);
      const candidates = ctx.engine.candidates(det);
      expect(candidates.length).toBeGreaterThan(0);
      for (const a of candidates) expect(legal).toContain(a);
      expect(legal).toContain(ctx.engine.policy(det, 5));
      const round = ctx.engine.round(det);
      const played = ctx.engine.rollout(det, 0, 9);
      expect(played).toBeGreaterThan(0);
      expect(game.isOver(det) || ctx.engine.round(det) > round).toBe(true);
      expect(Number.isFinite(ctx.engine.evaluate(det, ctx.seat))).toBe(true);
    }
  });

  test('ismcts with a time per decision (ismcts:Nms) searches until its time is used, within the deadline less the margin', () => {
    const pos = midGame(id, 2, 6);
    // a clock that moves 1 ms per reading: the search's own timing, and the context's time left
    let t = 0;
    const now = () => t++;
    const ctx = makeContext(game, game.observe(pos, game.toAct(pos)!), game.legalActions(pos).map((a: unknown) => game.makeAction(a)), { seed: 3, deadline: 10_000, now });
    if (ctx.legal.length < 2) return;
    // the clock is read three times an iteration and after every rollout action: the search stops
    // when two of its slowest iterations would pass the budget, so it uses most of it, never more
    const used = (maxMs: number): { iterations: number; ms: number } => {
      const t0 = t;
      const r = ismctsSearch(ctx, { iterations: Number.MAX_SAFE_INTEGER, maxMs }, now);
      return { iterations: r.iterations, ms: t - t0 };
    };
    const timed = used(400);
    expect(timed.iterations).toBeGreaterThan(0);
    expect(timed.ms).toBeGreaterThan(400 / 2);
    expect(timed.ms).toBeLessThanOrEqual(400 + 2);
    // with 1000 ms left the margin (a quarter of the time left, at least 150 ms) is what binds: 750 ms
    t = 9_000;
    const late = used(60_000);
    expect(late.ms).toBeGreaterThan(750 / 2);
    expect(late.ms).toBeLessThanOrEqual(750 + 2);
    expect(late.iterations).toBeGreaterThan(timed.iterations);
    // and at 300 ms left, the 150 ms floor
    t = 9_700;
    const last = used(60_000);
    expect(last.ms).toBeGreaterThan(150 / 2);
    expect(last.ms).toBeLessThanOrEqual(150 + 2);
  });

  test('ismcts answers one of the legal actions, the same again for the same seed, with its root statistics', () => {
    const pos = midGame(id, 11, 20);
    const a = ismctsSearch(ctxOf(id, pos, 4), { iterations: 24, maxMs: 60_000 });
    const b = ismctsSearch(ctxOf(id, pos, 4), { iterations: 24, maxMs: 60_000 });
    expect(ctxOf(id, pos, 4).legal).toContain(a.action);
    expect(b.action).toBe(a.action);
    expect(a.iterations).toBe(24);
    expect(a.children.reduce((n, c) => n + c.visits, 0)).toBe(24);
    expect(a.children[0]!.action).toBe(a.action);
  });
});

describe('the bot API declarations', () => {
  // what Monaco shows a bot author must be what the context really has
  const read = (file: string): string => readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8');
  test('engine-api.d.ts declares exactly the engine every context has, and no game redeclares it', () => {
    const body = /interface BotEngine \{([\s\S]*?)\n\}/.exec(read('bots/engine-api.d.ts'))![1]!;
    const declared = [...body.matchAll(/^\s+(?:readonly )?(\w+)[(:]/gm)].map((m) => m[1]!).sort();
    for (const id of GAME_IDS) {
      const ctx = ctxOf(id, GAMES[id]!.setup({ players: 2, seed: 3 }), 1);
      expect(declared).toEqual(Object.keys(ctx.engine).sort());
    }
    for (const file of ['bots/bot-api.d.ts', 'bots/generic-api.d.ts', 'atlantis/bot-api.d.ts', 'duel/bot-api.d.ts']) expect(read(file)).not.toMatch(/interface BotEngine/);
  });

  test('each game declares only what its context has, and what every context has once (BotContextBase)', () => {
    const members = (body: string): string[] => [...body.matchAll(/^\s+(?:readonly )?(\w+)[(:?]/gm)].map((m) => m[1]!);
    const base = members(/interface BotContextBase \{([\s\S]*?)\n\}/.exec(read('bots/engine-api.d.ts'))![1]!);
    expect(base).toContain('analyze');
    const files: Record<string, string> = { nautilus: 'bots/bot-api.d.ts', atlantis: 'atlantis/bot-api.d.ts', duel: 'duel/bot-api.d.ts' };
    for (const id of [...GAME_IDS, 'generic']) {
      const body = /interface BotContext extends BotContextBase \{([\s\S]*?)\n\}/.exec(read(files[id] ?? 'bots/generic-api.d.ts'))![1]!;
      const own = members(body);
      for (const k of own) expect(base, `${id} redeclares ${k}`).not.toContain(k);
      const ctx = ctxOf(id === 'generic' ? 'atlantis' : id, GAMES[id === 'generic' ? 'atlantis' : id]!.setup({ players: 2, seed: 3 }), 1) as unknown as Record<string, unknown>;
      for (const k of [...base, ...own]) expect(ctx[k], `${id}: ${k}`).toBeDefined();
    }
  });
});

describe('ctx.analyze', () => {
  test('a bot analyses its own observation: sampled legal actions with intervals, the same for the same seed', () => {
    for (const id of GAME_IDS) {
      const game = GAMES[id]!;
      const pos = game.setup({ players: 2, seed: 5 });
      const a = ctxOf(id, pos, 9).analyze({ iterations: 40 });
      const b = ctxOf(id, pos, 9).analyze({ iterations: 40 });
      expect(b).toEqual(a);
      const legal = game.legalActions(pos).map((x: unknown) => game.makeAction(x));
      expect(a.samples).toBe(40);
      expect(a.candidates.reduce((n, c) => n + c.samples, 0)).toBe(40);
      expect(a.best).toBe(a.candidates[0]!.action);
      for (const c of a.candidates) {
        expect(legal).toContain(c.action);
        expect(c.winProbability95[0]).toBeLessThanOrEqual(c.winProbability);
        expect(c.winProbability95[1]).toBeGreaterThanOrEqual(c.winProbability);
      }
      for (let i = 1; i < a.candidates.length; i++) expect(a.candidates[i]!.samples).toBeLessThanOrEqual(a.candidates[i - 1]!.samples);
    }
  });

  test("the analyst's search can climb the game's evaluation instead of win shares (select: 'evaluation'), reporting the same statistics", () => {
    for (const id of GAME_IDS) {
      const game = GAMES[id]!;
      const pos = midGame(id, 4, 20);
      if (game.isOver(pos)) continue;
      const ctx = ctxOf(id, pos, 2);
      if (ctx.legal.length < 2) continue;
      const parts = (c: typeof ctx) => ({ seat: c.seat, legal: c.legal, determinize: () => c.determinize(), engine: c.engine, seed: 11, timeLeft: () => 60_000 });
      const byEval = analyzeForBot(game, parts(ctxOf(id, pos, 2)), { iterations: 60, horizon: ctx.engine.rolloutRounds, select: 'evaluation' });
      const again = analyzeForBot(game, parts(ctxOf(id, pos, 2)), { iterations: 60, horizon: ctx.engine.rolloutRounds, select: 'evaluation' });
      const byWin = analyzeForBot(game, parts(ctxOf(id, pos, 2)), { iterations: 60, horizon: ctx.engine.rolloutRounds });
      expect(again.candidates).toEqual(byEval.candidates);
      expect(byEval.samples).toBe(60);
      const root = byEval.root!;
      // the climbed value is the evaluation (margin units), the win statistics stay win shares
      const values = [...root.children.values()].map((c) => c.value / c.n);
      expect(values.some((v) => v < 0 || v > 1), `${id}: evaluations, not shares`).toBe(true);
      for (const c of root.children.values()) expect(c.win[ctx.seat]! / c.n).toBeGreaterThanOrEqual(0);
      const winRoot = byWin.root!;
      for (const c of winRoot.children.values()) expect(c.value).toBeCloseTo(c.win[ctx.seat]!, 9);
    }
  });

  // the clock moves 1 ms a reading: the budget is counted in readings, so what is asserted follows
  // from the code and not from how busy the machine is
  test('odd requests from bot code are ignored, and a short time budget is kept', () => {
    const game = GAMES.nautilus!;
    const pos = game.setup({ players: 2, seed: 5 });
    const legal = game.legalActions(pos).map((a: unknown) => game.makeAction(a));
    let t = 0;
    const now = (): number => ++t;
    const ctx = makeContext(game, game.observe(pos, game.toAct(pos)!), legal, { seed: 9, deadline: 60_000, now });
    const t0 = t;
    const r = ctx.analyze({ ms: 300, iterations: 'many' as unknown as number, horizon: -1 });
    // 300 ms asked for: the search stops by them (the clock is read through each sample's steps and rollout)
    expect(t - t0).toBeGreaterThanOrEqual(150);
    expect(t - t0).toBeLessThanOrEqual(302);
    expect(r.samples).toBeGreaterThan(0);
    expect(r.samples).toBeLessThanOrEqual(300);
    // no time asked for: the decision's time left less the safety margin (400 ms left: 250 ms)
    const short = makeContext(game, game.observe(pos, game.toAct(pos)!), legal, { seed: 1, deadline: t + 400, now });
    const t1 = t;
    expect(short.analyze(null as unknown as undefined).best).toBeTypeOf('string');
    // (a sample reads the clock several times, its rollout's actions included; the search stops two of its slowest samples before the end)
    expect(t - t1).toBeGreaterThanOrEqual(125);
    expect(t - t1).toBeLessThan(260);
  });
});

// A bot's own search stays inside its deadline however slow each iteration is (issue 30): the
// clock here moves with the work (every rollout action costs clock time, every reading a little),
// so one rollout can outlast the whole budget, as on a busy machine. Nothing reads the wall clock.
import { describe, expect, test } from 'vitest';
import { makeContext } from '../../src/bots/context.js';
import { analystSearch } from '../../src/bots/analyst.js';
import { ismctsSearch } from '../../src/bots/ismcts.js';
import { CLOCK_EVERY, clockedEngine, OutOfTime, searchBudget } from '../../src/analysis/forBot.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES, GAME_IDS } from '../../src/games.js';
import type { GameBotContext } from '../../src/bots/api.js';

/** The first position from `plies` playout-policy actions on with at least two legal actions. */
function withChoice(id: string, seed: number, plies: number): unknown {
  const game = GAMES[id]!;
  for (;; plies++) {
    const rng = Rng.fromSeed(seed);
    const pos = game.setup({ players: 3 <= game.maxPlayers ? 3 : 2, seed });
    for (let i = 0; i < plies && !game.isOver(pos); i++) game.applyInPlace(pos, game.rollout(pos, game.legalActions(pos), rng));
    if (game.legalActions(pos).length >= 2) return pos;
  }
}

/** A clock that moves 1 ms a reading and `cost` ms for every action a rollout plays (`spike` from `spikeAt` ms on: the machine gets busy). */
class WorkClock {
  t = 0;
  constructor(
    readonly cost: number,
    readonly spike = cost,
    readonly spikeAt = Infinity,
  ) {}
  now = (): number => this.t++;
  /** The cost of an action now. */
  get perAction(): number {
    return this.t >= this.spikeAt ? this.spike : this.cost;
  }
}

/** A decision's context whose rollouts cost clock time; `deadlineMs` from now. */
function slowContext(id: string, pos: unknown, clock: WorkClock, deadlineMs: number): GameBotContext {
  const game = GAMES[id]!;
  const seat = game.toAct(pos)!;
  const legal = game.legalActions(pos).map((a: unknown) => game.makeAction(a));
  const ctx = makeContext(game, game.observe(pos, seat), legal, { seed: 5, deadline: clock.t + deadlineMs, now: clock.now });
  const real = ctx.engine;
  const engine = {
    ...real,
    rollout(p: unknown, rounds: number, seed: number, maxActions?: number): number {
      const played = real.rollout(p, rounds, seed, maxActions);
      clock.t += played * clock.perAction;
      return played;
    },
  };
  return { ...ctx, engine };
}

const DEADLINE = 1000;

describe('a search stops at its budget even when one rollout outlasts it', () => {
  test.each(GAME_IDS)('%s: the analyst answers inside the deadline with rollouts that cost 40 ms an action', (id) => {
    const pos = withChoice(id, 3, 4);
    const clock = new WorkClock(40);
    const ctx = slowContext(id, pos, clock, DEADLINE);
    const budget = searchBudget(DEADLINE, 900);
    const r = analystSearch(ctx, { ms: 900, reuse: false }, clock.now);
    expect(ctx.legal).toContain(r.action);
    // stopped within one clock check (CLOCK_EVERY actions) of the budget, well inside the deadline
    expect(clock.t).toBeLessThanOrEqual(budget + CLOCK_EVERY * clock.cost + 20);
    expect(clock.t).toBeLessThan(DEADLINE);
  });

  test.each(GAME_IDS)('%s: the analyst keeps the samples it finished when the machine gets busy and the budget cuts a rollout', (id) => {
    const pos = withChoice(id, 3, 4);
    // 1 ms an action for the first 300 ms, then 60 ms
    const clock = new WorkClock(1, 60, 300);
    const ctx = slowContext(id, pos, clock, DEADLINE);
    const r = analystSearch(ctx, { ms: 900, reuse: false }, clock.now);
    expect(r.samples).toBeGreaterThan(0);
    expect(clock.t).toBeLessThanOrEqual(searchBudget(DEADLINE, 900) + CLOCK_EVERY * clock.spike + 20);
    expect(clock.t).toBeLessThan(DEADLINE);
    // every node left in the tree was visited: the cut iteration left nothing behind
    const visit = (n: { n: number; children: Map<string, unknown> }): void => {
      for (const c of n.children.values() as Iterable<{ n: number; children: Map<string, unknown> }>) {
        expect(c.n).toBeGreaterThan(0);
        visit(c);
      }
    };
    visit(r.root!);
  });

  test.each(GAME_IDS)('%s: ismcts answers inside the deadline with rollouts that cost 150 ms an action', (id) => {
    const pos = withChoice(id, 3, 4);
    const clock = new WorkClock(150);
    const ctx = slowContext(id, pos, clock, DEADLINE);
    const r = ismctsSearch(ctx, { iterations: Number.MAX_SAFE_INTEGER, maxMs: 900 }, clock.now);
    expect(ctx.legal).toContain(r.action);
    expect(clock.t).toBeLessThanOrEqual(searchBudget(DEADLINE, 900) + CLOCK_EVERY * clock.cost + 20);
    expect(clock.t).toBeLessThan(DEADLINE);
    for (const c of r.children) expect(c.visits).toBeGreaterThan(0);
  });
});

test('a stall seen during the search is kept in reserve: the rollout under way is cut that much earlier', () => {
  const pos = withChoice('atlantis', 3, 4);
  // 5 ms an action (one rollout to the game's end outlasts the budget), and the 5th reading finds the clock 200 ms on (a stall)
  const clock = new WorkClock(5);
  let reads = 0;
  const stalling = (): number => (++reads === 5 ? (clock.t += 200) : clock.now());
  const ctx = slowContext('atlantis', pos, clock, DEADLINE);
  analystSearch({ ...ctx, timeLeft: () => Math.max(0, DEADLINE - clock.t) }, { ms: 900, reuse: false }, stalling);
  expect(reads).toBeGreaterThan(5);
  expect(clock.t).toBeLessThanOrEqual(searchBudget(DEADLINE, 900) - 200 + CLOCK_EVERY * clock.cost + 20);
});

describe('the clocked engine', () => {
  test('plays the same rollout as its engine would to the same end, and stops past its stop', () => {
    const game = GAMES.atlantis!;
    const pos = withChoice('atlantis', 7, 2);
    const ctx = makeContext(game, game.observe(pos, game.toAct(pos)!), game.legalActions(pos).map((a: unknown) => game.makeAction(a)), { seed: 1, deadline: 1e9, now: () => 0 });
    let t = 0;
    const clocked = clockedEngine(ctx.engine, () => t, 1e9);
    for (const rounds of [0, 1, Infinity]) {
      const det = ctx.determinize();
      const round = ctx.engine.round(det);
      const played = clocked.rollout(det, rounds, 9, 20_000);
      expect(played).toBeGreaterThan(0);
      // the same end as the engine's rollout: past the horizon's round, or the game's end
      expect(game.isOver(det) || ctx.engine.round(det) > round + rounds).toBe(true);
      expect(game.isOver(det) || ctx.engine.round(det) === round + rounds + 1).toBe(true);
    }
    // at most maxActions actions
    expect(clocked.rollout(ctx.determinize(), Infinity, 3, 5)).toBe(5);
    // the clock is read after every CLOCK_EVERY actions: past the stop, the rollout throws
    let reads = 0;
    const late = clockedEngine(ctx.engine, () => (reads++ === 0 ? 0 : 100), 50);
    const det = ctx.determinize();
    expect(() => late.rollout(det, Infinity, 3, 20_000)).toThrow(OutOfTime);
    expect(reads).toBe(2);
    expect(() => clockedEngine(ctx.engine, () => 50, 50).rollout(ctx.determinize(), Infinity, 3)).toThrow(OutOfTime);
  });
});

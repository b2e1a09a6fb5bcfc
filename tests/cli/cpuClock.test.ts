// A built-in bot's deadline on the command line is charged on its thread's CPU time (issue 30:
// `analyst` forfeited under load, and so did `greedy`, whose work is trivial: the thread was off
// the CPU, not the search too long). `Atomics.wait` stands for the time the system gives to other
// work: the thread sleeps, the wall clock runs, the thread's CPU time does not.
import { describe, expect, test } from 'vitest';
import { cpuClock, READ_EVERY_MS, threadCpuMs } from '../../src/cli/cpuClock.js';
import { inProcessSeat, runGame } from '../../src/bots/match.js';
import { builtinBot } from '../../src/bots/registry.js';
import { analystBot } from '../../src/bots/analyst.js';
import { ismctsBot } from '../../src/bots/ismcts.js';
import { makeContext } from '../../src/bots/context.js';
import { GAMES } from '../../src/games.js';
import { secretFromSeed } from '../../src/bots/seeds.js';
import type { Bot, GameBotContext } from '../../src/bots/api.js';

const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe('the thread CPU clock', () => {
  test('this system tells a thread its CPU time (Linux)', () => {
    expect(threadCpuMs()).not.toBeNull();
  });

  test('a sleeping thread is not charged; a working one is', () => {
    const now = cpuClock();
    const a = now();
    sleep(300);
    const b = now();
    expect(b - a).toBeLessThan(100);
    let x = 0;
    const t0 = now();
    while (now() - t0 < 30) x += Math.sqrt(x + 1);
    expect(now() - t0).toBeGreaterThanOrEqual(30);
    expect(x).toBeGreaterThan(0);
  });

  test('between readings it moves with the wall clock (never slower than the CPU), reads the CPU at most every READ_EVERY_MS, and never goes back', () => {
    let wall = 1000;
    let cpu = 50;
    let reads = 0;
    const now = cpuClock(() => (reads++, cpu), () => wall);
    expect(reads).toBe(1);
    expect(now()).toBe(50);
    wall += 2;
    cpu += 1;
    expect(now()).toBe(52); // wall-paced between readings: an upper bound of the CPU
    expect(reads).toBe(1);
    wall += READ_EVERY_MS;
    cpu += 1;
    expect(now()).toBe(52); // read: 52 by the CPU, and the clock never goes back
    expect(reads).toBe(2);
    wall += READ_EVERY_MS;
    cpu += 100;
    expect(now()).toBe(152);
  });

  test('where the system does not tell, it is the wall clock', () => {
    let wall = 7;
    const now = cpuClock(() => null, () => wall);
    wall = 500;
    expect(now()).toBe(500);
  });
});

describe('a built-in seat on the CPU clock', () => {
  const game = GAMES.duel!;
  /** A bot that is descheduled for `ms` (as on a busy machine) and then answers its first legal action. */
  const starved = (ms: number): Bot<GameBotContext> => ({ name: 'starved', act: (ctx) => (sleep(ms), ctx.legal[0]!) });

  test('is not charged for the time the thread was off the CPU; on the wall clock the same seat forfeits', async () => {
    const players = (now?: () => number) => [inProcessSeat(starved(150) as never, 'starved', GAMES, now), inProcessSeat(builtinBot('greedy', 'duel')!, 'greedy', GAMES, now)];
    const onCpu = await runGame({ game, seed: 3, players: players(cpuClock()), deadlineMs: 100, maxActions: 4, secret: secretFromSeed(3) });
    expect(onCpu.forfeit).toBeNull();
    const onWall = await runGame({ game, seed: 3, players: players(), deadlineMs: 100, maxActions: 4, secret: secretFromSeed(3) });
    expect(onWall.forfeit).toMatchObject({ seat: 0, reason: 'timeout' });
  });

  test.each([
    ['analyst', analystBot({ ms: 200 })],
    ['ismcts', ismctsBot({ maxMs: 200, iterations: 1_000_000 })],
  ] as const)("%s's own search is timed on the context's clock (the host's), not the wall clock", (_name, bot) => {
    // a context clock that moves 1 ms a reading: only a search timed on it uses its 200 ms, however long that takes on the wall
    let t = 0;
    const pos = game.setup({ players: 2, seed: 5 });
    const legal = game.legalActions(pos).map((a: unknown) => game.makeAction(a));
    const ctx = makeContext(game, game.observe(pos, game.toAct(pos)!), legal, { seed: 1, deadline: 1000, now: () => t++ });
    const answer = bot.act(ctx as never);
    expect(legal).toContain(answer);
    expect(t).toBeGreaterThanOrEqual(50);
    expect(t).toBeLessThanOrEqual(1000);
  }, 120_000);
});

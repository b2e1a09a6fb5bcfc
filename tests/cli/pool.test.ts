// The arena pool (worker_threads) goes on when a worker dies: its game is played again once, then
// recorded as failed with the reason; every other game completes. Runs the compiled pool (the
// worker threads load compiled code; the test setup builds it first).
import { describe, expect, test } from 'vitest';
import type { GameResult } from '../../src/bots/match.js';

const { runPool } = (await import(new URL('../../build/lib/cli/pool.js', import.meta.url).href)) as typeof import('../../src/cli/pool.js');

describe('the arena pool', () => {
  test('a game whose worker dies twice is recorded as failed; the other games are played', async () => {
    // 'broken' is not a bot: the game that seats it throws inside its worker thread
    const entries = [{ name: 'random', builtin: 'random' }, { name: 'greedy', builtin: 'greedy' }, { name: 'broken', builtin: 'no-such-bot' }];
    const done: GameResult[] = [];
    const results = (await runPool({ game: 'nautilus', entries, players: 2, games: 6, seed: 1, deadlineMs: 1000 }, 2, (_n, r) => done.push(r))) as GameResult[];
    expect(results).toHaveLength(6);
    expect(done).toHaveLength(6);
    const failed = results.filter((r) => r.endReason === 'error');
    expect(failed.map((r) => r.bots.join(' v '))).toEqual(['random v broken', 'broken v random', 'greedy v broken', 'broken v greedy']);
    for (const f of failed) expect(f.endText).toMatch(/^the game could not be played: unknown bot 'no-such-bot'/);
    const played = results.filter((r) => r.endReason !== 'error');
    expect(played.map((r) => r.bots.join(' v '))).toEqual(['random v greedy', 'greedy v random']);
    expect(played.every((r) => r.actions.length > 0 && r.winners.length > 0)).toBe(true);
  });

  test('games in skip are not played; the others come back at their schedule index', async () => {
    const entries = [{ name: 'random', builtin: 'random' }, { name: 'greedy', builtin: 'greedy' }];
    const heard: number[] = [];
    const results = await runPool({ game: 'nautilus', entries, players: 2, games: 6, seed: 1, deadlineMs: 1000 }, 2, (_n, _r, index) => heard.push(index), new Set([0, 3, 4]));
    expect(heard.sort()).toEqual([1, 2, 5]);
    expect(Array.from(results, (r) => r !== undefined)).toEqual([false, true, true, false, false, true]);
    expect(results[5]!.bots).toEqual(['greedy', 'random']);
    expect(await runPool({ game: 'nautilus', entries, players: 2, games: 2, seed: 1, deadlineMs: 1000 }, 2, undefined, new Set([0, 1]))).toEqual([undefined, undefined]);
  });
});

// Running one scheduled tournament game (src/arena/run.ts): seats made once per entry and reused,
// built-ins by name, user code only through the host's sandbox factory, clear errors, and the
// bots' secret derived from the seed only when every bot is a trusted built-in.
import { describe, expect, test } from 'vitest';
import { SeatCache, playSpec, type TournamentSpec } from '../../src/arena/run.js';
import { randomBot } from '../../src/bots/builtin.js';
import { inProcessSeat, type SeatPlayer } from '../../src/bots/match.js';

const spec = (entries: TournamentSpec['entries'], game = 'duel'): TournamentSpec => ({ game, entries, players: 2, games: 2, seed: 3, deadlineMs: 5000 });

describe('SeatCache', () => {
  test('one seat per entry name, made once and reused; every seat listed', () => {
    const made: string[] = [];
    const cache = new SeatCache((name) => (made.push(name), inProcessSeat(randomBot, name)));
    const t = spec([{ name: 'mine', code: 'x' }, { name: 'greedy' }, { name: 'r#2', builtin: 'random' }]);
    const a = cache.seat(t, t.entries[0]!);
    expect(cache.seat(t, t.entries[0]!)).toBe(a);
    const g = cache.seat(t, t.entries[1]!);
    expect(g.name).toBe('greedy');
    expect(cache.seat(t, t.entries[2]!).name).toBe('r#2');
    expect(made).toEqual(['mine']);
    expect(cache.all()).toHaveLength(3);
  });

  test('user code without a sandbox factory, and an unknown built-in, are refused by name', () => {
    const cache = new SeatCache();
    const t = spec([{ name: 'mine', code: 'x' }, { name: 'nobody' }, { name: 'alias', builtin: 'nobody2' }]);
    expect(() => cache.seat(t, t.entries[0]!)).toThrow("no sandbox for the user bot 'mine'");
    expect(() => cache.seat(t, t.entries[1]!)).toThrow("unknown bot 'nobody'");
    expect(() => cache.seat(t, t.entries[2]!)).toThrow("unknown bot 'nobody2'");
    expect(cache.all()).toEqual([]);
  });
});

describe('playSpec', () => {
  test('an unknown game is refused', async () => {
    await expect(playSpec(spec([{ name: 'random' }, { name: 'greedy' }], 'chess'), { index: 0, seed: 1, seats: [0, 1] }, new SeatCache())).rejects.toThrow("unknown game 'chess'");
  });

  test('seats follow the line-up; the result has no final position; built-ins only: the same seed replays the same game', async () => {
    const t = spec([{ name: 'random' }, { name: 'greedy' }]);
    const a = await playSpec(t, { index: 0, seed: 11, seats: [1, 0] }, new SeatCache());
    const b = await playSpec(t, { index: 0, seed: 11, seats: [1, 0] }, new SeatCache());
    expect(a.bots).toEqual(['greedy', 'random']);
    expect(a.seed).toBe(11);
    expect('final' in a).toBe(false);
    expect(b.actions).toEqual(a.actions);
  });

  test('with user code at the table the bots get a fresh random secret: the same seed plays differently', async () => {
    // the "user" bot is the random bot behind the factory: its choices follow its secret-derived seeds
    const factory = (name: string): SeatPlayer => inProcessSeat(randomBot, name);
    const t = spec([{ name: 'u1', code: 'x' }, { name: 'u2', code: 'y' }]);
    const runs = await Promise.all([0, 1, 2].map(() => playSpec(t, { index: 0, seed: 11, seats: [0, 1] }, new SeatCache(factory))));
    const distinct = new Set(runs.map((r) => r.actions.join(' ')));
    expect(distinct.size).toBeGreaterThan(1);
    // one user bot at the table is enough to make every bot's secret random
    const mixed = spec([{ name: 'u1', code: 'x' }, { name: 'random' }]);
    const mixedRuns = await Promise.all([0, 1, 2].map(() => playSpec(mixed, { index: 0, seed: 11, seats: [0, 1] }, new SeatCache(factory))));
    expect(new Set(mixedRuns.map((r) => r.actions.join(' '))).size).toBeGreaterThan(1);
    // and trusted built-ins with the same seed do not
    const trusted = spec([{ name: 'random' }, { name: 'random#2', builtin: 'random' }]);
    const same = await Promise.all([0, 1, 2].map(() => playSpec(trusted, { index: 0, seed: 11, seats: [0, 1] }, new SeatCache())));
    expect(new Set(same.map((r) => r.actions.join(' '))).size).toBe(1);
  });
});

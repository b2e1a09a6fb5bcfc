// Issue 27, item 1: a bot file carries nothing from one arena game to the next. Games of one cycle
// share a deal with the seats rotated, so a bot that kept what it was dealt could name the other
// seat's hidden cards when the deal comes back. Each game's attack bot (tests/fixtures/attacks)
// forfeits at its first decision with a report of what its module remembers; through the real
// `nautilab arena` on 2 threads, every report must come from a fresh module that knows nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/games.js';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-carry-'));
const GAMES_PLAYED = 8;

/** What each attack remembers: the seat's hidden part of its observation. */
const hiddenOf: Record<string, (o: any) => unknown> = {
  duel: (o) => o.hand,
  atlantis: (o) => o.hands[o.seat],
  nautilus: (o) => o.players[o.seat].goal,
};

interface Report {
  before: number;
  seat: number;
  guess: unknown;
}

describe.each(['duel', 'atlantis', 'nautilus'])('%s: the attack bot learns nothing across games', (id) => {
  test(`${GAMES_PLAYED} games on rotated deals, 2 threads: a fresh module at every game start, no guess`, () => {
    const attack = new URL(`../fixtures/attacks/${id}.js`, import.meta.url).pathname;
    const out = join(dir, `${id}.json`);
    // no deadline to race: the attack answers (with its report) at once
    const args = ['arena', '--game', id, '--bots', `${attack},greedy`, '--players', '2', '--games', String(GAMES_PLAYED), '--threads', '2', '--deadline', '600000', '--out', out, '--json'];
    const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as { games: { index: number; seed: number; bots: string[]; variants: Record<string, unknown>; forfeit: { seat: number; bot: string; message: string } | null }[] };
    expect(doc.games).toHaveLength(GAMES_PLAYED);
    const game = GAMES[id]!;
    const reports: (Report & { hit: boolean })[] = [];
    for (const g of doc.games) {
      // the attack forfeits at its first decision, with its report
      expect(g.forfeit?.bot).toBe(attack);
      const report = JSON.parse(g.forfeit!.message.replace(/^Error: REPORT /, '')) as Report;
      expect(report.seat).toBe(g.forfeit!.seat);
      // what the other seat was dealt
      const deal = game.setup({ players: 2, seed: g.seed, variants: g.variants });
      const theirs = hiddenOf[id]!(game.observe(deal, 1 - report.seat));
      reports.push({ ...report, hit: JSON.stringify(report.guess) === JSON.stringify(theirs) });
    }
    // the premise: each deal is played twice, the attack in both seats
    const seatsBySeed = new Map<number, number[]>();
    for (const [i, g] of doc.games.entries()) seatsBySeed.set(g.seed, [...(seatsBySeed.get(g.seed) ?? []), reports[i]!.seat]);
    expect([...seatsBySeed.values()].map((s) => s.sort())).toEqual(Array(GAMES_PLAYED / 2).fill([0, 1]));
    // some worker played several of the games: with anything carried over, some report would say so
    expect({ remembered: reports.filter((x) => x.before > 0).length, guesses: reports.filter((x) => x.guess !== null).length, hits: reports.filter((x) => x.hit).length }).toEqual({ remembered: 0, guesses: 0, hits: 0 });
  });
});

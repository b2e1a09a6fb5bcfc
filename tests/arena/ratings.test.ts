// Issue 31, part 3: `nautilab ratings`, one Bradley–Terry ladder over many arena files. The fit
// recovers known strengths from seeded synthetic games; the command reads real files written by
// `arena --out` (through the built CLI), combines them, tells bot file versions apart by content
// hash, and refuses a bad file with its path and reason.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ladderName, ratingList, type LadderGame } from '../../src/arena/ratings.js';
import { eloToScore } from '../../src/arena/sprt.js';
import type { GameResult } from '../../src/bots/match.js';
import { Rng } from '../../src/core/rng.js';
import { ladderOf, ladderOfFiles, type LadderFile } from '../../web/src/views/arena/ladder.js';

/** A finished game with these seats and scores (the best score wins). */
function result(bots: string[], scores: number[]): GameResult {
  const best = Math.max(...scores);
  return { game: 'duel', seed: 1, bots, actions: [], scores, winners: scores.flatMap((s, i) => (s === best ? [i] : [])), endReason: 'end', endText: '', rounds: 1, forfeit: null, variants: {} };
}

describe('the Bradley–Terry ladder', () => {
  test('recovers known strengths from synthetic games (seeded)', () => {
    const truth: Record<string, number> = { a: -150, b: 0, c: 100, d: 250 };
    const mean = 50;
    const names = Object.keys(truth);
    const rng = Rng.fromSeed(7);
    const games: LadderGame[] = [];
    for (let round = 0; round < 300; round++) {
      for (const x of names) {
        for (const y of names) {
          if (x === y) continue;
          const win = rng.next() < eloToScore(truth[x]! - truth[y]!);
          games.push({ bots: [x, y], result: result([x, y], win ? [1, 0] : [0, 1]) });
        }
      }
    }
    const list = ratingList(games);
    expect(list.map((r) => r.name)).toEqual(['d', 'c', 'b', 'a']);
    for (const r of list) {
      const want = truth[r.name]! - mean;
      expect(r.games).toBe(1800);
      expect(Math.abs(r.elo - want)).toBeLessThan(30);
      expect(r.elo95[0]).toBeLessThan(want);
      expect(r.elo95[1]).toBeGreaterThan(want);
      // about 1.96 * 400 / ln 10 / sqrt(n p (1 - p)) wide on each side with 1800 games
      expect(r.elo95[1] - r.elo95[0]).toBeGreaterThan(20);
      expect(r.elo95[1] - r.elo95[0]).toBeLessThan(60);
    }
  });

  test("two bots: the interval is the binomial's, half the Elo difference's either side", () => {
    const games: LadderGame[] = Array.from({ length: 2000 }, (_, k) => ({ bots: ['a', 'b'], result: result(['a', 'b'], k < 1200 ? [1, 0] : [0, 1]) }));
    const [a, b] = ratingList(games);
    // the difference: 400 log10(1200 / 800); its standard error sqrt(1 / (n p (1 - p))) in natural units
    const elo = 400 / Math.LN10;
    expect(a!.elo - b!.elo).toBeCloseTo(400 * Math.log10(1.5), 0);
    const half = (1.959964 * elo * Math.sqrt(1 / (2000 * 0.6 * 0.4))) / 2;
    expect((a!.elo95[1] - a!.elo95[0]) / 2 / half).toBeCloseTo(1, 2);
    expect(a!.elo + b!.elo).toBeCloseTo(0, 9);
  });

  test('a game of more seats counts every pair of seats of different bots', () => {
    const list = ratingList([{ bots: ['x', 'y', 'x', 'z'], result: result(['x', 'y', 'x', 'z'], [9, 5, 1, 3]) }]);
    const by = Object.fromEntries(list.map((r) => [r.name, r]));
    // x: seat 0 beats y and z, seat 2 loses to both: 2 of 4; y beats x(2) and z: 2 of 3; z beats x(2): 1 of 3
    expect(by.x!.score).toBeCloseTo(2 / 4, 12);
    expect(by.y!.score).toBeCloseTo(2 / 3, 12);
    expect(by.z!.score).toBeCloseTo(1 / 3, 12);
    expect(by.x!.games).toBe(1);
  });

  test('ladder names: a repeated entry is its bot, a bot file is its name and hash', () => {
    expect(ladderName('greedy#2', null)).toBe('greedy');
    expect(ladderName('ismcts:300ms', undefined)).toBe('ismcts:300ms');
    expect(ladderName('./bot.js#1', `sha256:${'ab12cd34'.repeat(8)}`)).toBe('./bot.js@ab12cd34');
  });
});

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-ratings-'));

function cli(args: string[]): { code: number; json: any; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args, '--json'], { encoding: 'utf8', timeout: 300_000 });
  return { code: r.status ?? -1, json: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe("the Arena page's ladder reads chosen files", () => {
  test('one file at a time; a file too large is named with its size and not read; a binary file or one of another kind is named with its reason', async () => {
    let open = 0;
    let most = 0;
    const reads: string[] = [];
    /** A browser File's shape (`name`, `size`, `text()`) around real bytes, counting reads in flight. */
    const file = (name: string, bytes: Uint8Array<ArrayBuffer> | string): LadderFile => {
      const blob = new Blob([bytes]);
      return {
        name,
        size: blob.size,
        async text() {
          reads.push(name);
          most = Math.max(most, ++open);
          await new Promise((r) => setTimeout(r, 1));
          open--;
          return blob.text();
        },
      };
    };
    const binary = Uint8Array.from({ length: 600 }, (_, i) => (i * 37) % 256);
    const files = [
      file('big.json', `{"format":"nautilab-arena/1","pad":"${'x'.repeat(2_000)}"}`),
      file('binary.bin', binary),
      file('position.json', '{"format":"nautilus/1"}'),
      ...Array.from({ length: 200 }, (_, i) => file(`empty${i}.json`, '')),
    ];
    const ladder = await ladderOfFiles(files, 'duel', 1_000);
    expect(most).toBe(1);
    expect(reads).not.toContain('big.json');
    expect(reads).toHaveLength(files.length - 1);
    expect(ladder.files).toBe(0);
    expect(ladder.problems).toHaveLength(files.length);
    expect(ladder.problems.slice(0, 3)).toEqual([
      { file: 'big.json', reason: `it is ${files[0]!.size} bytes; an arena file is at most 1000` },
      { file: 'binary.bin', reason: expect.stringMatching(/^it is not an arena file: \$: /) },
      { file: 'position.json', reason: expect.stringMatching(/^it is not an arena file: \$\.game: is required/) },
    ]);
  });
});

describe('nautilab ratings', () => {
  test('two arena files combine into one ladder; two versions of a bot file are two bots', () => {
    const bot = join(dir, 'mine.js');
    const arena = (bots: string, out: string): void => {
      expect(cli(['arena', '--game', 'duel', '--bots', bots, '--games', '4', '--seed', '11', '--threads', '2', '--deadline', '60000', '--out', out]).code).toBe(0);
    };
    writeFileSync(bot, 'export function act(ctx) { return ctx.legal[0]; }');
    const one = join(dir, 'one.json');
    arena(`greedy,${bot}`, one);
    writeFileSync(bot, 'export function act(ctx) { return ctx.legal[ctx.legal.length - 1]; }');
    const two = join(dir, 'two.json');
    arena(`${bot},random,random`, two);
    // the first file's bot file has changed: going on with it would mix two bots under one name
    const resumed = cli(['arena', '--game', 'duel', '--bots', `greedy,${bot}`, '--games', '6', '--seed', '11', '--threads', '1', '--deadline', '60000', '--out', one, '--resume']);
    expect(resumed.code).toBe(1);
    expect(resumed.json.error.message).toMatch(/its bot .*mine\.js is sha256:[0-9a-f]{64}, this tournament's is sha256:/);
    const r = cli(['ratings', one, two]);
    expect(r.code).toBe(0);
    expect(r.json.game).toBe('duel');
    expect(r.json.files).toBe(2);
    expect(r.json.games).toBe(8);
    const names: string[] = r.json.bots.map((b: { name: string }) => b.name).sort();
    expect(names).toHaveLength(4);
    expect(names.filter((n) => n.startsWith(`${bot}@`))).toHaveLength(2);
    expect(names).toContain('greedy');
    expect(names).toContain('random');
    const games = Object.fromEntries(r.json.bots.map((b: { name: string; games: number }) => [b.name, b.games]));
    expect(games.greedy).toBe(4);
    // random#1 and random#2 are one bot: every game of the second file but none of the first
    expect(games.random).toBe(4);
    // one file alone gives its own ladder
    expect(cli(['ratings', one]).json.games).toBe(4);
    // the Arena page's ladder reads the same files to the same list, and names what it cannot read
    const page = ladderOf(
      [
        { name: 'one.json', text: readFileSync(one, 'utf8') },
        { name: 'two.json', text: readFileSync(two, 'utf8') },
        { name: 'broken.json', text: readFileSync(two, 'utf8').replace('"players":2', '"players":9') },
      ],
      'duel',
    );
    expect(page.games).toBe(8);
    expect(page.files).toBe(2);
    expect(page.ratings.map((x) => ({ ...x, elo: Math.round(x.elo), elo95: x.elo95.map(Math.round) }))).toEqual(r.json.bots);
    expect(page.problems).toEqual([{ file: 'broken.json', reason: expect.stringContaining('$.players') }]);
    expect(ladderOf([{ name: 'one.json', text: readFileSync(one, 'utf8') }], 'nautilus').problems[0]!.reason).toContain('tournament of duel');
  }, 300_000);

  test('a bad file is exit 1 with its path and the reason; a ladder is of one game', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format":"nautilab-arena/1"}');
    const r = cli(['ratings', bad, join(dir, 'missing.json')]);
    expect(r.code).toBe(1);
    expect(r.json.error.code).toBe('arena-file');
    expect(r.json.error.message).toContain(`${bad} cannot be read: $.game`);
    expect(r.json.error.message).toContain(`${join(dir, 'missing.json')} does not exist`);
    const duel = join(dir, 'duel.json');
    const nautilus = join(dir, 'nautilus.json');
    expect(cli(['arena', '--game', 'duel', '--bots', 'greedy,random', '--games', '2', '--seed', '1', '--threads', '1', '--out', duel]).code).toBe(0);
    expect(cli(['arena', '--game', 'nautilus', '--bots', 'greedy,random', '--games', '2', '--seed', '1', '--threads', '1', '--out', nautilus]).code).toBe(0);
    const mixed = cli(['ratings', duel, nautilus]);
    expect(mixed.code).toBe(1);
    expect(mixed.json.error.message).toContain(`${nautilus} is a tournament of nautilus`);
    expect(cli(['ratings']).code).toBe(2);
  }, 300_000);
});

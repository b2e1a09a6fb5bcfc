// Issue 27: an arena file is untrusted input. `arena --report` and `--resume` read it as a position
// is read (bounds, a schema, own-property lookups); a tampered file is refused with a path and a
// reason, exit 1, no stack trace, and the file is left as it was. Run through the built CLI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { failedGame } from '../../src/arena/failed.js';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-arena-file-'));

function cli(args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Text of an object nested `depth` deep (built as text: JSON.stringify itself would overflow the stack). */
const nested = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

type Doc = Record<string, any>;

describe('a tampered arena file', () => {
  const run = ['arena', '--game', 'duel', '--bots', 'random,greedy', '--games', '2', '--seed', '3', '--threads', '1'];
  let doc: Doc;
  beforeAll(() => {
    const out = join(dir, 'real.json');
    expect(cli([...run, '--out', out]).code).toBe(0);
    doc = JSON.parse(readFileSync(out, 'utf8'));
  }, 120_000);

  test('the real file reads back', () => {
    const out = join(dir, 'ok.json');
    writeFileSync(out, JSON.stringify(doc));
    const r = cli(['arena', '--out', out, '--report']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('2 of 2 games played');
  });

  const bots40 = Array.from({ length: 40 }, (_, i) => `random#${i + 1}`);
  const bots64 = Array.from({ length: 64 }, (_, i) => `random#${i + 1}`);
  test.each<[string, (d: Doc) => Doc | string, string]>([
    ['planned 1e9', (d) => ({ ...d, planned: 1e9 }), '$.planned: must be <= 1000000'],
    ['planned 2**53', (d) => ({ ...d, planned: 2 ** 53 }), '$.planned: must be <= 1000000'],
    ['40 bots by 20 players', (d) => ({ ...d, bots: bots40, players: 20 }), '$.players: must be <= 8'],
    ['3 players in a 2-player game', (d) => ({ ...d, players: 3 }), '$.players: duel takes 2 players, not 3'],
    ['64 bots by 4 players', (d) => ({ ...d, game: 'atlantis', bots: bots64, players: 4 }), '$.bots: 64 bots at 4 seats make more than 100000 line-ups a cycle'],
    ['players 100000', (d) => ({ ...d, players: 100000 }), '$.players: must be <= 8'],
    ['variants nested 20,000 deep', (d) => JSON.stringify({ ...d, variants: 0 }).replace('"variants":0', `"variants":${nested(20_000)}`), '$: the document nests deeper than 16 levels'],
    ['game "constructor"', (d) => ({ ...d, game: 'constructor' }), '$.game: must be one of ["nautilus","atlantis","duel"]'],
    ['game "__proto__"', (d) => ({ ...d, game: '__proto__' }), '$.game: must be one of ["nautilus","atlantis","duel"]'],
    ['an unknown variant', (d) => ({ ...d, variants: { toString: 1 } }), "$.variants.toString: unknown variant 'toString'"],
    ['winners [99, -1, "a"]', (d) => ({ ...d, games: [{ ...d.games[0], winners: [99, -1, 'a'] }] }), '$.games[0].winners[0]: must be <= 7'],
    ['a winner that is no seat', (d) => ({ ...d, games: [{ ...d.games[0], winners: [5] }] }), '$.games[0].winners[0]: seat 5 does not exist with 2 players'],
    ['a missing score', (d) => ({ ...d, games: [{ ...d.games[0], scores: [1] }] }), '$.games[0].scores: has 1 scores, not one per seat (2)'],
    ['a game index 2**53', (d) => ({ ...d, games: [{ ...d.games[0], index: 2 ** 53 }] }), '$.games[0].index: must be <= 999999'],
    ['an extra key', (d) => ({ ...d, extra: 1 }), '$.extra: is not a known property'],
  ])('%s: exit 1 with the path and the reason, the file unchanged', (_what, tamper, message) => {
    const out = join(dir, 'tampered.json');
    const tampered = tamper(doc);
    const text = typeof tampered === 'string' ? tampered : JSON.stringify(tampered);
    writeFileSync(out, text);
    // --resume first compares the file's tournament with its own: a file of another game is another tournament
    const resume = typeof tampered === 'string' || tampered.game === doc.game;
    for (const args of [['arena', '--out', out, '--report'], ...(resume ? [[...run, '--out', out, '--resume']] : [])]) {
      const r = cli(args);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(readFileSync(out, 'utf8')).toBe(text);
      expect(existsSync(`${out}.part`)).toBe(false);
    }
  }, 120_000);
  // Issue 41: what the arena writes it reads back, and what came from outside reaches no terminal raw
  test('a failed game (no scores, its reason cleaned and cut) is kept as failed: --report, ratings and --resume read it', () => {
    const out = join(dir, 'failed.json');
    const reason = `\u001b[2J${'z'.repeat(50_000)}`;
    const seats = doc.games[1].bots.map((b: string) => doc.bots.indexOf(b));
    const failed = { index: 1, ...failedGame({ game: 'duel', entries: doc.bots.map((name: string) => ({ name })), variants: {} }, { seed: doc.games[1].seed, seats }, reason) };
    expect(failed.endText.length).toBeLessThan(1100);
    expect(failed.endText).not.toMatch(/[\u0000-\u001f]/);
    writeFileSync(out, JSON.stringify({ ...doc, games: [doc.games[0], failed] }));
    const report = cli(['arena', '--out', out, '--report', '--json']);
    expect(report.code, report.stderr).toBe(0);
    expect(JSON.parse(report.stdout)).toMatchObject({ games: 2, failedGames: [{ seed: doc.games[1].seed }] });
    const ratings = cli(['ratings', out]);
    expect(ratings.code, ratings.stderr).toBe(0);
    expect(ratings.stdout).toContain('1 games from 1 file');
    // --resume plays the failed game again: the file is the run's own
    const resumed = cli([...run, '--out', out, '--resume']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(doc);
  }, 120_000);

  test('names and messages from a file reach --report and ratings with their control characters written out', () => {
    const evil = ['a\u001b[2Jb', 'c\u001b]0;title\u0007\u202e\u009b2J'];
    const rename = (b: string): string => evil[doc.bots.indexOf(b)]!;
    const games = doc.games.map((g: Doc, k: number) => ({
      ...g,
      bots: g.bots.map(rename),
      ...(k === 0 ? { scores: [0, 0], winners: [1], endReason: 'forfeit:threw', endText: 'x', forfeit: { seat: 0, bot: rename(g.bots[0]), reason: 'threw\u001b[1A', message: 'm\u001b[2K\rgreedy wins everything\n  fake line', ply: 0 } } : {}),
    }));
    const out = join(dir, 'evil.json');
    writeFileSync(out, JSON.stringify({ ...doc, bots: evil, games }));
    const outputs = [cli(['arena', '--out', out, '--report']), cli(['ratings', out])];
    for (const r of outputs) {
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout + r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
      expect(r.stdout).toContain('a\\x1b[2Jb');
    }
    expect(outputs[0]!.stdout).toContain('m\\x1b[2K\\x0dgreedy wins everything\\x0a  fake line');
    // --json: the same document, with what JSON leaves raw (C1, bidi overrides) escaped
    const json = cli(['arena', '--out', out, '--report', '--json']);
    expect(json.code, json.stderr).toBe(0);
    expect(json.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect((JSON.parse(json.stdout) as { bots: { name: string }[] }).bots.map((b) => b.name).sort()).toEqual([...evil].sort());
    expect(outputs[0]!.stdout.split('\n').filter((l) => l.includes('fake line'))).toHaveLength(1);
  }, 120_000);

  test('ratings counts a file named twice (or a copy of it) once', () => {
    const out = join(dir, 'twice.json');
    const copy = join(dir, 'copy.json');
    writeFileSync(out, JSON.stringify(doc));
    writeFileSync(copy, JSON.stringify(doc));
    const once = cli(['ratings', out, '--json']);
    const twice = cli(['ratings', out, out, copy, '--json']);
    expect(twice.code, twice.stderr).toBe(0);
    const [a, b] = [JSON.parse(once.stdout), JSON.parse(twice.stdout)];
    expect(b.bots).toEqual(a.bots);
    expect(b).toMatchObject({ files: 1, games: 2, repeated: [{ file: out, sameAs: out }, { file: copy, sameAs: out }] });
    expect(cli(['ratings', out, copy]).stdout).toContain(`(${copy} holds the same games as ${out}: counted once)`);
  }, 120_000);

  test('a tournament its file could not hold is refused before a game is played; a file that cannot be written is a clear error', () => {
    // a bot file whose path (its name in the file) is longer than a name may be
    const deep = join(dir, 'd'.repeat(200), 'e'.repeat(200));
    mkdirSync(deep, { recursive: true });
    const long = join(deep, 'bot.js');
    writeFileSync(long, 'export function act(ctx) { return ctx.legal[0]; }\n');
    const tooLong = cli([...run.slice(0, 4), `${long},random`, ...run.slice(5), '--out', join(dir, 'never.json')]);
    expect(tooLong.code).toBe(2);
    expect(tooLong.stderr).toContain('this tournament cannot be kept in an arena file: $.bots[0]: must NOT have more than 400 characters');
    expect(existsSync(join(dir, 'never.json'))).toBe(false);
    const many = cli(['arena', '--game', 'atlantis', '--bots', Array.from({ length: 64 }, () => 'random').join(','), '--players', '4', '--games', '1']);
    expect(many.code).toBe(2);
    expect(many.stderr).toContain('64 bots at 4 seats make more than 100000 line-ups a cycle');
    for (const args of [['new', '--out', '/proc/self/mem'], [...run, '--out', '/proc/self/mem'], ['new', '--out', join(dir, 'no', 'such', 'dir.json')]]) {
      const r = cli(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toMatch(/^nautilab: cannot write \S+: /);
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    }
  }, 120_000);
});

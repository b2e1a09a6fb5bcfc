// Issue 27: an arena file is untrusted input. `arena --report` and `--resume` read it as a position
// is read (bounds, a schema, own-property lookups); a tampered file is refused with a path and a
// reason, exit 1, no stack trace, and the file is left as it was. Run through the built CLI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

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
});

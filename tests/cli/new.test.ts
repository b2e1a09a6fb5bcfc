// `nautilab new` (docs/cli.md, "Making positions"), run as a real process against the built engine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-new-'));

function cli(args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** `play`'s game record for these options (its bots in every seat). */
function record(name: string, args: string[]): { format: string; initial: unknown; actions: string[]; final: unknown } {
  const out = join(dir, name);
  const r = cli(['play', ...args, '--out', out]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(readFileSync(out, 'utf8'));
}

/** The position after the first `n` actions of a record, by `apply`. */
function after(name: string, rec: { initial: unknown; actions: string[] }, n: number): unknown {
  const initial = join(dir, name);
  writeFileSync(initial, JSON.stringify(rec.initial));
  const r = cli(['apply', initial, ...rec.actions.slice(0, n), '--json']);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

describe('nautilab new', () => {
  test.each([
    ['nautilus', 'nautilus/1', 4],
    ['atlantis', 'atlantis/1', 3],
    ['duel', 'nautilus-duel/1', 2],
  ])('%s: a fresh setup, on stdout, is the position play starts from with the same options', (game, format, players) => {
    const r = cli(['new', '--game', game, '--players', String(players), '--seed', '12']);
    expect(r.code).toBe(0);
    // stdout is the position, one line; the summary, naming the seed, goes to stderr
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const pos = JSON.parse(r.stdout);
    expect(pos.format).toBe(format);
    expect(r.stderr).toContain(`seed 12, ${players} players, a fresh setup`);
    expect(pos).toEqual(record(`${game}-12.json`, ['--game', game, '--players', String(players), '--seed', '12']).initial);
  });

  test('--moves N: the position N actions into the game random bots play from that seed, the same every time', () => {
    const out = join(dir, 'mid.json');
    const r = cli(['new', '--seed', '3', '--moves', '40', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Nautilus.*: seed 3, 2 players, 40 actions by random; round \d+, seat \d to act; position written to /);
    const pos = JSON.parse(readFileSync(out, 'utf8'));
    expect(pos).toEqual(after('initial-3.json', record('random-3.json', ['--seed', '3']), 40));
    // the same options give the same position (default bot or named), another seed another one
    expect(JSON.parse(cli(['new', '--seed', '3', '--moves', '40', '--bot', 'random', '--json']).stdout)).toEqual(pos);
    expect(JSON.parse(cli(['new', '--seed', '4', '--moves', '40', '--json']).stdout)).not.toEqual(pos);
    expect(cli(['validate', out, '--json']).stdout.trim()).toBe('{"ok":true,"game":"nautilus","document":"position"}');
  });

  test('--bot NAME with variants: the game those bots play, N actions in', () => {
    const args = ['--game', 'duel', '--seed', '5', '--variant', 'earlyEnd=false'];
    const r = cli(['new', ...args, '--moves', '30', '--bot', 'greedy', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const pos = JSON.parse(r.stdout);
    expect(pos.variant).toMatchObject({ earlyEnd: false });
    expect(pos).toEqual(after('duel-initial.json', record('duel-greedy.json', [...args, '--bots', 'greedy,greedy']), 30));
  });

  test('more moves than the game has: its final position, and the summary says when it ended', () => {
    const r = cli(['new', '--game', 'duel', '--seed', '2', '--moves', '100000', '--out', join(dir, 'over.json')]);
    expect(r.code).toBe(0);
    const rec = record('duel-2.json', ['--game', 'duel', '--seed', '2']);
    expect(r.stdout).toContain(`the game is over after ${rec.actions.length} actions`);
    expect(JSON.parse(readFileSync(join(dir, 'over.json'), 'utf8'))).toEqual(rec.final);
  });

  test.each([
    [['--bot', 'greedy'], '--bot plays the --moves N actions'],
    [['--moves', '3', '--bot', 'oracle'], "unknown bot 'oracle'"],
    [['--moves', '3', '--bot', './mine.js'], '--bot takes a built-in bot'],
    [['--moves=-1'], '--moves must be an integer in 0..100000'],
    [['--players', '5'], '--players must be an integer in 2..4'],
    [['--game', 'chess'], '--game must be one of'],
    [['--variant', 'maxRounds=x'], 'maxRounds must be an integer'],
    [['--depth', '2'], "Unknown option '--depth'"],
  ])('usage errors exit 2 with a reason: %j', (args, message) => {
    const r = cli(['new', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    const j = cli(['new', ...args, '--json']);
    expect(JSON.parse(j.stdout).error.code).toBe('usage');
  });

  test('--help, and the overview lists it', () => {
    const r = cli(['new', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^nautilab new \[--game ID\]/);
    expect(cli(['--help']).stdout).toMatch(/^ {2}new {8}a position to start from/m);
  });
});

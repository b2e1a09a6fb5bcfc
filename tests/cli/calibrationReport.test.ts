// `bench --calibration --out FILE --report` (docs/cli.md): the figures of a committed measurement,
// for the games the file measured only, and a clear error for a game it did not measure, an option
// that would do nothing, or a `--from` file without a budget for the games asked.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const DUEL = new URL('../../docs/measurements/calibration-duel-4000.json', import.meta.url).pathname;
const NAUTILUS = new URL('../../docs/measurements/calibration-nautilus.json', import.meta.url).pathname;

function cli(args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe('bench --calibration --report', () => {
  test('a file of the duel reports the duel alone, its fit with the rounds it was fitted on', () => {
    const text = cli(['bench', '--calibration', '--report', '--out', DUEL]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^duel: 56 games \(seeds 1-56\), 4153 decisions judged/m);
    expect(text.stdout).not.toMatch(/^(nautilus|atlantis):/m);
    expect(text.stdout).not.toContain('undefined');
    expect(text.stdout).toContain('e = -0.057 (rounds 1–6)');
    const json = cli(['bench', '--calibration', '--report', '--json', '--out', DUEL]);
    expect(json.code).toBe(0);
    const games = JSON.parse(json.stdout).calibration.games as { game: string; fitted: { fit: { rounds?: number[] } } }[];
    expect(games.map((g) => g.game)).toEqual(['duel']);
    expect(games[0]!.fitted.fit.rounds).toEqual([1, 6]);
  });

  test('--games naming a game the file did not measure is an error that says which, not an empty report', () => {
    const r = cli(['bench', '--calibration', '--report', '--games', 'nautilus,duel', '--out', DUEL]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('has no measurement of nautilus (it measured duel)');
    // a game named twice is reported once
    const twice = cli(['bench', '--calibration', '--report', '--games', 'duel,duel', '--out', DUEL]);
    expect(twice.code).toBe(0);
    expect(twice.stdout.match(/^duel:/gm)).toHaveLength(1);
  });

  test('--report with an option that would play or judge says on stderr that it does nothing there, and reports as without it', () => {
    const plain = cli(['bench', '--calibration', '--report', '--out', DUEL]);
    for (const extra of [['--resume'], ['--samples', '100'], ['--from', NAUTILUS]]) {
      const r = cli(['bench', '--calibration', '--report', ...extra, '--out', DUEL]);
      expect(r.code, extra.join(' ')).toBe(0);
      expect(r.stderr).toContain(`${extra[0]} does nothing there`);
      expect(r.stdout).toBe(plain.stdout);
    }
  });

  test('--from a file without a play budget for a game asked is an error naming the file, and writes nothing', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'nautilab-calibration-')), 'x.json');
    const r = cli(['bench', '--calibration', '--from', NAUTILUS, '--games', 'duel', '--decisions', '5', '--samples', '20', '--workers', '1', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${NAUTILUS} has no play budget for duel (it played nautilus)`);
    expect(r.stderr).not.toMatch(/internal error|\bat /);
    expect(existsSync(out)).toBe(false);
  });
});

// `nautilab analyze` on a position with one legal action (Nautilus's `end`): the only move, at once, unsearched.
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
/** Seat 1 to act in a seeded two-player game, with `end` its one legal action. */
const FIXTURE = new URL('../fixtures/analysis/nautilus-only-move.json', import.meta.url).pathname;

function cli(args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe('nautilab analyze: only move', () => {
  test('--json answers the lone legal action as the best, with no samples and onlyMove', () => {
    for (const mode of ['observation', 'omniscient']) {
      const r = cli(['analyze', FIXTURE, '--mode', mode, '--iterations', '5000', '--workers', '2', '--json']);
      expect(r.code, r.stderr).toBe(0);
      const d = JSON.parse(r.stdout);
      expect(d).toMatchObject({ game: 'nautilus', seat: 1, toAct: 1, mode, onlyMove: true, iterations: 0, samples: 0, shards: 0, stopped: 'iterations', pruned: [] });
      expect(d.actions).toEqual([{ action: 'end', best: true, nearTie: false, winProbability: null, winProbability95: [0, 1], meanScore: null, meanMargin: null, samples: 0, line: [], actor: { winProbability: null, winProbability95: [0, 1], meanScore: null, meanMargin: null } }]);
      // every field of the contract is still there, typed as before
      expect(d.position.samples).toBe(0);
      for (const k of ['winProbability', 'winProbability95', 'meanScore', 'meanScore95'] as const) expect(d.position[k]).toHaveLength(2);
      expect(Array.isArray(d.beliefs) && d.beliefs.length > 0).toBe(true);
      expect(d.playout).toMatchObject({ search: 'outcomes', horizon: 'end' });
    }
  });

  test('the text says "only move" and shows no numbers never measured', () => {
    const r = cli(['analyze', FIXTURE, '--iterations', '5000']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('only move for seat 1: end');
    expect(r.stdout).not.toMatch(/win +[0-9.]+%|samples in/);
  });
});

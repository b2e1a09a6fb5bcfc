// `nautilab analyze` (docs/analysis-spec.md section 3), run as a real process against the built CLI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-analyze-'));

function cli(args: string[]): { code: number; stdout: string; stderr: string; json: any } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, json: args.includes('--json') ? JSON.parse(r.stdout) : undefined };
}

function positionFile(id: string, seed: number, plies: number): string {
  const game = GAMES[id]!;
  const rng = Rng.fromSeed(seed);
  const pos = game.setup({ players: 2, seed });
  for (let i = 0; i < plies && !game.isOver(pos); i++) game.applyInPlace(pos, game.rollout(pos, game.legalActions(pos), rng));
  const path = join(dir, `${id}-${seed}-${plies}.json`);
  writeFileSync(path, JSON.stringify(game.toJSON(pos)));
  return path;
}

const untimed = (doc: Record<string, unknown>): Record<string, unknown> => {
  const { seconds: _s, workers: _w, ...rest } = doc;
  return rest;
};

describe('nautilab analyze', () => {
  const nautilus = positionFile('nautilus', 3, 55);

  test('--json prints the contract document', () => {
    const r = cli(['analyze', nautilus, '--iterations', '24', '--seed', '4', '--json']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const d = r.json;
    expect(Object.keys(d)).toEqual(expect.arrayContaining(['seat', 'mode', 'iterations', 'samples', 'seconds', 'position', 'actions', 'beliefs', 'pruned']));
    expect(d.mode).toBe('observation');
    expect(d.iterations).toBe(24);
    expect(Object.keys(d.position)).toEqual(expect.arrayContaining(['winProbability', 'winProbability95', 'meanScore']));
    expect(d.position.winProbability).toHaveLength(2);
    expect(Object.keys(d.actions[0])).toEqual(expect.arrayContaining(['action', 'winProbability', 'winProbability95', 'meanScore', 'meanMargin', 'samples', 'line']));
    expect(Object.keys(d.beliefs[0])).toEqual(expect.arrayContaining(['at', 'p', 'expectedPoints']));
    // the same seed and iterations: the same document
    expect(untimed(cli(['analyze', nautilus, '--iterations', '24', '--seed', '4', '--json']).json)).toEqual(untimed(d));
  });

  test('--workers 1 and --workers 2 give the same document', () => {
    const file = positionFile('atlantis', 4, 20);
    const one = cli(['analyze', file, '--iterations', '520', '--seed', '9', '--workers', '1', '--json']);
    const two = cli(['analyze', file, '--iterations', '520', '--seed', '9', '--workers', '2', '--json']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(one.json.shards).toBeGreaterThan(1);
    expect(two.json.workers).toBe(2);
    expect(untimed(two.json)).toEqual(untimed(one.json));
  });

  test('the default is every core, with the document of one worker; more workers than cores are capped with a note', () => {
    const file = positionFile('atlantis', 4, 20);
    const cores = availableParallelism();
    const one = cli(['analyze', file, '--iterations', '300', '--seed', '2', '--workers', '1', '--json']);
    const all = cli(['analyze', file, '--iterations', '300', '--seed', '2', '--json']);
    expect(all.code).toBe(0);
    expect(all.json.workers).toBe(Math.min(cores, 64));
    expect(all.json.stopped).toBe('iterations');
    expect(untimed(all.json)).toEqual(untimed(one.json));
    const many = cli(['analyze', file, '--iterations', '300', '--seed', '2', '--workers', '64', '--json']);
    expect(many.code).toBe(0);
    expect(many.json.workers).toBe(Math.min(cores, 64));
    if (cores < 64) expect(many.stderr).toContain(`nautilab: --workers 64 is more than the ${cores} core(s) of this machine; using ${cores}`);
    expect(untimed(many.json)).toEqual(untimed(one.json));
  });

  test('--time: the analysis stops for the time, with the samples it took, on any number of workers', () => {
    const file = positionFile('duel', 5, 6);
    for (const workers of ['1', '64']) {
      const r = cli(['analyze', file, '--time', '300', '--workers', workers, '--json']);
      expect(r.code).toBe(0);
      expect(r.json.stopped).toBe('time');
      expect(r.json.samples).toBeGreaterThan(0);
      // a timed shard's budget is 1e9 samples: a run that ended short of it stopped at the deadline
      expect(r.json.samples).toBeLessThan(1e9);
      expect(r.json.shards).toBe(r.json.workers);
    }
  });

  test('--mode omniscient, --seat and the human-readable table', () => {
    const r = cli(['analyze', nautilus, '--iterations', '12', '--mode', 'omniscient', '--seat', '1', '--json']);
    expect(r.code).toBe(0);
    expect(r.json.mode).toBe('omniscient');
    expect(r.json.seat).toBe(1);
    // the seat to act's own figures beside the viewpoint's (docs/cli.md); another seat's viewpoint says whose numbers rank
    expect(Object.keys(r.json.actions[0].actor)).toEqual(['winProbability', 'winProbability95', 'meanScore', 'meanMargin']);
    const other = 1 - r.json.toAct;
    const o = cli(['analyze', nautilus, '--iterations', '12', '--seat', String(other)]);
    expect(o.stdout).toContain(`ranked for seat ${r.json.toAct} by its own numbers, shown first; then seat ${other}'s`);
    const t = cli(['analyze', nautilus, '--iterations', '12']);
    expect(t.code).toBe(0);
    expect(t.stdout).toMatch(/observation/);
    expect(t.stdout).toMatch(/candidates for seat/);
    expect(cli(['analyze', '--help']).stdout).toMatch(/--workers N/);
  });

  test("--search analyst: the analyst bot's search, the same document on any number of workers; --horizon overrides it", () => {
    const one = cli(['analyze', nautilus, '--iterations', '300', '--seed', '3', '--search', 'analyst', '--json']);
    const two = cli(['analyze', nautilus, '--iterations', '300', '--seed', '3', '--search', 'analyst', '--workers', '2', '--json']);
    expect(one.code).toBe(0);
    expect(one.json.playout).toEqual({ search: 'analyst', horizon: 1, select: 'evaluation', winProbability: 'calibrated evaluation', tree: 'turn' });
    expect(one.json.shards).toBe(2);
    expect(untimed(two.json)).toEqual(untimed(one.json));
    expect(cli(['analyze', nautilus, '--iterations', '10', '--json']).json.playout).toEqual({ search: 'outcomes', horizon: 'end', select: 'win', winProbability: 'outcomes', tree: 'turn' });
    expect(cli(['analyze', nautilus, '--iterations', '10', '--search', 'analyst', '--horizon', 'end', '--json']).json.playout).toEqual({ search: 'analyst', horizon: 'end', select: 'evaluation', winProbability: 'outcomes', tree: 'turn' });
    const text = cli(['analyze', nautilus, '--iterations', '10', '--search', 'analyst']);
    expect(text.stdout).toContain("the analyst's search, samples play 1 rounds on (win probabilities are a calibrated evaluation), the tree climbs the game's evaluation");
    expect(cli(['analyze', '--help']).stdout).toMatch(/--search S/);
  });

  test.each([
    [['analyze', '/nonexistent/position.json', '--json'], 1, 'unreadable'],
    [['analyze', 'NAUTILUS', '--search', 'deep', '--json'], 2, 'usage'],
    [['analyze', 'BAD', '--json'], 1, 'unknownFormat'],
    [['analyze', 'NAUTILUS', '--seat', '7', '--json'], 2, 'usage'],
    [['analyze', 'NAUTILUS', '--mode', 'psychic', '--json'], 2, 'usage'],
    [['analyze', 'NAUTILUS', '--iterations', '5', '--time', '100', '--json'], 2, 'usage'],
    [['analyze', '--json'], 2, 'usage'],
  ])('errors: %j exits %i with code %s', (args, exit, code) => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'chess/1' }));
    const r = cli((args as string[]).map((a) => (a === 'BAD' ? bad : a === 'NAUTILUS' ? nautilus : a)));
    expect(r.code).toBe(exit);
    expect(r.json.ok).toBe(false);
    expect(r.json.error?.code ?? r.json.errors?.[0]?.code).toBe(code);
    expect(r.stderr).toMatch(/nautilab: /);
  });
});

// `nautilab review` (docs/cli.md, "Reviewing a game"): the JSON contract, --seat, arena files, and bad files (path and reason, exit 1).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
let dir = '';
let record = '';

function cli(args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nautilab-review-'));
  record = join(dir, 'duel.json');
  const r = cli(['play', '--game', 'duel', '--seed', '2', '--bots', 'greedy,random', '--out', record]);
  expect(r.code, r.stderr).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('nautilab review', () => {
  test('--json: one decision per action with the contract fields, and a summary per seat', () => {
    const actions = JSON.parse(readFileSync(record, 'utf8')).actions as string[];
    const r = cli(['review', record, '--iterations', '20', '--workers', '2', '--json']);
    expect(r.code, r.stderr).toBe(0);
    // progress is for a terminal: through a pipe stderr holds none (tests/cli/progress.test.ts shows the terminal's)
    expect(r.stderr).not.toMatch(/review/);
    const d = JSON.parse(r.stdout);
    expect(d).toMatchObject({ game: 'duel', seats: 2, seat: null, mode: 'observation', iterations: 20, confirm: 67, seed: 1, thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 } });
    expect(d.decisions.map((x: { ply: number }) => x.ply)).toEqual(actions.map((_, i) => i));
    // each decision's number as the text and the browser say it: from 1
    expect(d.decisions.map((x: { move: number }) => x.move)).toEqual(actions.map((_, i) => i + 1));
    expect(d.decisions.map((x: { action: string }) => x.action)).toEqual(actions);
    for (const x of d.decisions) {
      expect(Object.keys(x)).toEqual(expect.arrayContaining(['ply', 'seat', 'action', 'best', 'winBefore', 'winAfter', 'bestWin', 'mark', 'loss', 'onlyMove', 'legal', 'verdict', 'basis', 'lossBounds']));
      if (x.onlyMove) {
        expect(x).toMatchObject({ best: null, winBefore: null, winAfter: null, bestWin: null, mark: null, verdict: null, basis: null });
      } else {
        for (const k of ['winBefore', 'winAfter', 'bestWin']) expect(x[k]).toBeGreaterThanOrEqual(0), expect(x[k]).toBeLessThanOrEqual(1);
        expect(x.loss).toBeCloseTo(Math.max(0, x.bestWin - x.winAfter), 3);
        expect([null, 'inaccuracy', 'mistake', 'blunder']).toContain(x.mark);
        if (x.action === x.best) expect(x.mark).toBeNull();
        // a mark is a verdict shown at 95%; exact where the solver reaches, by samples elsewhere
        expect(x.verdict).toBe(x.mark ? 'marked' : x.verdict === 'unclear' ? 'unclear' : 'sound');
        expect(['exact', 'samples']).toContain(x.basis);
        // a mark by samples held at the longer look (20 × 10/3 ≈ 67 samples), whose numbers it carries; only a first look's mark is looked at again
        if (x.basis === 'samples') expect(x.samples).toBe(x.rechecked ? 67 : 20);
        if (x.basis === 'samples' && x.mark) expect(x.rechecked).toBe(true);
        if (x.basis === 'exact') expect(x.rechecked).toBeNull();
      }
    }
    expect(d.summary.map((s: { seat: number }) => s.seat)).toEqual([0, 1]);
    for (const s of d.summary) {
      const mine = d.decisions.filter((x: { seat: number; onlyMove: boolean }) => x.seat === s.seat && !x.onlyMove);
      expect(s.decisions).toBe(mine.length);
      expect(s.marks.blunder).toBe(mine.filter((x: { mark: string }) => x.mark === 'blunder').length);
      expect(Object.keys(s)).toEqual(expect.arrayContaining(['seat', 'decisions', 'marks', 'unclear', 'meanLoss']));
    }
    // reproducible: the same record, seed and budget give the same review, on any number of worker threads
    expect(cli(['review', record, '--iterations', '20', '--workers', '1', '--json']).stdout).toBe(r.stdout);
    // two random seats (seed 1) make decisions the review marks by samples: each mark held at the longer look (50 × 10/3 ≈ 167 samples)
    const randomGame = join(dir, 'random.json');
    expect(cli(['play', '--game', 'duel', '--seed', '1', '--bots', 'random,random', '--out', randomGame]).code).toBe(0);
    const looked = JSON.parse(cli(['review', randomGame, '--iterations', '50', '--json']).stdout);
    const sampledMarks = looked.decisions.filter((x: { mark: string | null; basis: string }) => x.mark && x.basis === 'samples');
    expect(sampledMarks.length).toBeGreaterThan(0);
    for (const x of sampledMarks) expect(x).toMatchObject({ rechecked: true, samples: 167, verdict: 'marked' });
    // --confirm 0: no longer look, every number the first look's; a bad value is exit 2
    const first = JSON.parse(cli(['review', record, '--iterations', '20', '--confirm', '0', '--json']).stdout);
    expect(first.confirm).toBe(0);
    expect(first.decisions.filter((x: { rechecked: boolean | null }) => x.rechecked).length).toBe(0);
    const negative = cli(['review', record, '--confirm=-1']);
    expect(negative.code).toBe(2);
    expect(negative.stderr).toMatch(/--confirm must be an integer in 0\.\.10000000/);
    // checked before the file is read
    expect(cli(['review', join(dir, 'absent.json'), '--confirm', 'abc']).code).toBe(2);
    // a look no longer than the first is none, and the document says so
    const short = JSON.parse(cli(['review', record, '--iterations', '20', '--confirm', '20', '--json']).stdout);
    expect(short.confirm).toBe(0);
    expect(short.decisions.filter((x: { rechecked: boolean | null }) => x.rechecked).length).toBe(0);
  });

  test('--seat N reviews only that seat', () => {
    const r = cli(['review', record, '--seat', '1', '--iterations', '10', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const d = JSON.parse(r.stdout);
    expect(d.seat).toBe(1);
    expect(d.decisions.length).toBeGreaterThan(0);
    expect(new Set(d.decisions.map((x: { seat: number }) => x.seat))).toEqual(new Set([1]));
    expect(d.summary.map((s: { seat: number }) => s.seat)).toEqual([1]);
    expect(cli(['review', record, '--seat', '2', '--json']).code).toBe(2);
  });

  test('an arena file: --index picks a game', () => {
    const arena = join(dir, 'arena.json');
    expect(cli(['arena', '--game', 'duel', '--bots', 'greedy,random', '--games', '2', '--threads', '1', '--out', arena]).code).toBe(0);
    const games = JSON.parse(readFileSync(arena, 'utf8')).games as { index: number; actions: string[] }[];
    const g = games.find((x) => x.index === 1)!;
    const r = cli(['review', arena, '--index', '1', '--iterations', '5', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).decisions.map((x: { action: string }) => x.action)).toEqual(g.actions);
    const missing = cli(['review', arena, '--index', '7', '--json']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no game has schedule index 7');
  });

  test('--help and the overview name it', () => {
    const r = cli(['review', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^nautilab review FILE/);
    expect(cli(['--help']).stdout).toMatch(/^  review +review a recorded game/m);
  });

  test('bad files: exit 1 with the file, the path and the reason, before any search', () => {
    const doc = JSON.parse(readFileSync(record, 'utf8'));
    const cases: [string, unknown, RegExp][] = [
      ['illegal.json', { ...doc, actions: doc.actions.map((a: string, i: number) => (i === 5 ? 'place 99 9 9' : a)) }, /\$\.actions\[5\]/],
      ['final.json', { ...doc, actions: doc.actions.slice(0, -1) }, /\$\.final/],
      ['position.json', doc.initial, /\$\.format.*a position, not a game record/],
      ['noactions.json', { ...doc, actions: 'none' }, /\$\.actions/],
      ['initial.json', { ...doc, initial: { format: 'nautilus-duel/1' } }, /\$\.initial/],
    ];
    for (const [name, body, where] of cases) {
      const file = join(dir, name);
      writeFileSync(file, JSON.stringify(body));
      const r = cli(['review', file, '--json']);
      expect(r.code, `${name}: ${r.stderr}`).toBe(1);
      expect(r.stderr).toContain(file);
      expect(r.stderr).toMatch(where);
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
      const out = JSON.parse(r.stdout);
      expect(out.ok).toBe(false);
      expect(out.errors[0].path).toMatch(/^\$/);
      expect(r.stderr).not.toMatch(/review: \d+\//);
    }
    writeFileSync(join(dir, 'broken.json'), '{"format": ');
    const broken = cli(['review', join(dir, 'broken.json')]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('broken.json');
    expect(cli(['review', join(dir, 'absent.json')]).code).toBe(1);
  });
});

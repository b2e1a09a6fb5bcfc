// The command line's words for people: `show` says who acts and the phase, `legal` each action in
// words beside its notation; the JSON documents stay as they were.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { MARK_THRESHOLDS, type ReviewDecision, type ReviewDocument } from '../../src/analysis/review.js';
import { reviewText } from '../../src/cli/commands/review.js';
import { actionInWords } from '../../src/cli/words.js';
import { GAMES } from '../../src/games.js';
import { setupGame } from '../../src/nautilus/index.js';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-words-'));
const run = (args: string[]): string => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
};

test('show gives the phase in words; legal gives each action in words; the JSON is unchanged', () => {
  const pos = setupGame({ players: 2, seed: 4, firstPlayer: 1 });
  const f = join(dir, 'start.json');
  writeFileSync(f, JSON.stringify(pos));
  expect(run(['show', f]).trimEnd().split('\n').at(-1)).toBe('seat 1 to act · phase 1 · build: buy a module, place modules');
  const shown = JSON.parse(run(['show', f, '--json']));
  expect(Object.keys(shown)).toEqual(['game', 'seat', 'text']);
  expect(shown.text).toBe(GAMES.nautilus!.render(pos, null));
  const legal = run(['legal', f]);
  expect(legal).toMatch(/^ {2}buy green 2 +Buy a green module for 2 Nemo, with 2 researchers on it$/m);
  expect(legal).toMatch(/^ {2}buy lab +Buy the top Lab module for 1 Nemo$/m);
  expect(JSON.parse(run(['legal', f, '--json'])).actions).toContain('buy green 2');
});

test("review's marked decisions give the action and the best one in words, read from the position before", () => {
  const pos = setupGame({ players: 2, seed: 4, firstPlayer: 0 });
  const decision: ReviewDecision = { ply: 0, seat: 0, action: 'buy green 2', legal: 12, onlyMove: false, best: 'buy lab', winBefore: 0.6, analysisWin: 0.6, winAfter: 0.4, bestWin: 0.6, loss: 0.2, mark: 'mistake', samples: 100, verdict: 'marked', basis: 'samples', lossBounds: [0.15, 0.25] };
  const doc: ReviewDocument = { game: 'nautilus', seats: 2, seat: null, mode: 'observation', iterations: 100, seed: 1, thresholds: { ...MARK_THRESHOLDS }, decisions: [decision], summary: [] };
  const text = reviewText(doc, (ply, action) => actionInWords('nautilus', [pos][ply], action));
  expect(text).toContain('ply   0 seat 0: buy green 2 (Buy a green module for 2 Nemo, with 2 researchers on it) — mistake (win 60% → 40%; best buy lab (Buy the top Lab module for 1 Nemo) 60%)');
  expect(reviewText(doc)).toContain('seat 0: buy green 2 — mistake');
});

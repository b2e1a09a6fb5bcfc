// The command line's words for people: `show` says who acts and the phase, `legal` each action in
// words beside its notation; the JSON documents stay as they were.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { MARK_THRESHOLDS, markOf, verdictOf, type ReviewDecision, type ReviewDocument } from '../../src/analysis/review.js';
import { Rng } from '../../src/core/rng.js';
import { lossPoints } from '../../src/analysis/reviewNumbers.js';
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

test("review's marked decisions give the move number (from 1, as the browser), the loss beside the mark, and the actions in words", () => {
  const pos = setupGame({ players: 2, seed: 4, firstPlayer: 0 });
  const decision: ReviewDecision = { ply: 0, seat: 0, action: 'buy green 2', legal: 12, onlyMove: false, best: 'buy lab', winBefore: 0.6, analysisWin: 0.6, winAfter: 0.4, bestWin: 0.6, loss: 0.2, mark: 'mistake', samples: 0, deals: 64, verdict: 'marked', basis: 'exact', reveals: null, bestReveals: null, continuation: null, rechecked: null, lossBounds: [0.2, 0.25] };
  // 0.197 is an inaccuracy: its loss never prints as 20, where a mistake starts; on samples the lower bound is printed beside it
  const near: ReviewDecision = { ...decision, ply: 1, seat: 1, winBefore: 0.447, bestWin: 0.447, winAfter: 0.25, loss: 0.197, mark: markOf(0.197), samples: 100, deals: null, basis: 'samples', reveals: null, bestReveals: null, continuation: null, rechecked: true, lossBounds: [0.1234, 0.27] };
  const open: ReviewDecision = { ...decision, ply: 2, seat: 1, loss: 0.12, mark: null, verdict: 'unclear', samples: 100, deals: null, basis: 'samples', reveals: null, bestReveals: null, continuation: null, rechecked: false, lossBounds: [0.02, 0.22] };
  const summary = [{ seat: 0, decisions: 1, marks: { inaccuracy: 0, mistake: 1, blunder: 0 }, unclear: 0, meanLoss: 0.2 }, { seat: 1, decisions: 2, marks: { inaccuracy: 1, mistake: 0, blunder: 0 }, unclear: 1, meanLoss: 0.1 }];
  // an exact decision the deals could not judge: its bounds over the deals solved
  const openExact: ReviewDecision = { ...decision, ply: 3, seat: 1, loss: 0.05, mark: null, verdict: 'unclear', deals: 128, lossBounds: [0, 0.13] };
  const doc: ReviewDocument = { game: 'nautilus', seats: 2, seat: null, mode: 'observation', iterations: 100, confirm: 333, seed: 1, thresholds: { ...MARK_THRESHOLDS }, decisions: [decision, near, open, openExact], summary };
  const text = reviewText(doc, (ply, action) => (ply === 0 ? actionInWords('nautilus', pos, action) : null));
  expect(text).toContain('move   1 seat 0: buy green 2 (Buy a green module for 2 Nemo, with 2 researchers on it) — mistake −20 (exact over 64 deals, at least −20) (win 60% → 40%; best buy lab (Buy the top Lab module for 1 Nemo) 60%)');
  expect(text).toContain('move   2 seat 1: buy green 2 — inaccuracy −19 (at least −12, confirmed on 100 samples) (');
  expect(text).toContain('move   3 seat 1: buy green 2 — unclear (loss 12%, between 2% and 22%;');
  expect(text).toContain('move   4 seat 1: buy green 2 — unclear (loss 5%, between 0% and 13% over 128 deals solved exactly;');
  expect(reviewText(doc)).toContain('seat 0: buy green 2 — mistake');
  // the header says a mark by samples held at a longer look, and how long; without one it does not
  expect(text).toContain("with 95% confidence on paired samples (the loss's lower bound past the threshold; the bound covers the samples' noise, not the search's bias); each mark is then measured again on a longer look of 333 samples, which sets its level or drops it, and its numbers are that look's (exact where");
  expect(reviewText({ ...doc, confirm: 0 })).toContain("not the search's bias) (exact where");
  // an unclear decision the longer look took a mark from says so
  expect(reviewText({ ...doc, decisions: [{ ...open, rechecked: true, samples: 333 }] })).toContain('the first look marked it and a longer look of 333 samples did not confirm it');
  expect(text).not.toContain('did not confirm');
  // one of a kind is said in the singular
  expect(text).toContain('seat 0: 1 decision with a choice, 0 inaccuracies, 1 mistake, 0 blunders, 0 unclear, mean loss 20.0 points');
  expect(text).toContain('seat 1: 2 decisions with a choice, 1 inaccuracy, 0 mistakes, 0 blunders, 1 unclear');
});

test('a printed loss never reaches a threshold its mark did not', () => {
  const threshold = (points: number): string | null => (points >= 30 ? 'blunder' : points >= 20 ? 'mistake' : points >= 10 ? 'inaccuracy' : null);
  const losses = [...Array.from({ length: 10_001 }, (_, i) => i / 10_000), 0.0995, 0.1995, 0.1999999, 0.2 - 1e-10, 0.2995, 0.3 - 1e-12];
  for (const loss of losses) expect([loss, threshold(lossPoints(loss))]).toEqual([loss, markOf(loss)]);
});

test("a mark judged on samples: its printed lower bound never falls below its mark's threshold", () => {
  const rng = Rng.fromSeed(7);
  let marked = 0;
  for (let k = 0; k < 2000; k++) {
    // paired losses around a mean near the thresholds, with the spread of win shares
    const mean = rng.next() * 0.5;
    const losses = Array.from({ length: 20 + rng.int(200) }, () => Math.max(-1, Math.min(1, mean + (rng.next() - 0.5) * 2 * rng.next())));
    const v = verdictOf(losses);
    if (!v.mark) continue;
    marked++;
    expect([losses.length, lossPoints(v.bounds[0]) >= 100 * MARK_THRESHOLDS[v.mark]]).toEqual([losses.length, true]);
  }
  expect(marked).toBeGreaterThan(200);
});

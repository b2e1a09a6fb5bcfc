// The analysis document says "exact" where the exact solver applies and not elsewhere (docs/analysis-spec.md, "Exact").
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analyze, finishAnalysis, planAnalysis, planExact, runPlannedShard } from '../../src/analysis/index.js';
import { exactAnalysis } from '../../src/analysis/exact/exact.js';
import { Rng } from '../../src/core/rng.js';
import { wilson } from '../../src/analysis/stats.js';
import { solveExact } from '../../src/analysis/exact/index.js';
import { analysisText } from '../../src/cli/commands/analyze.js';
import { GAMES } from '../../src/games.js';

/** The `index`th position of a game's exact corpus. */
function corpusPosition(id: string, index: number): unknown {
  const file = JSON.parse(readFileSync(new URL(`../fixtures/exact/${id}.json`, import.meta.url), 'utf8')) as { entries: { position: unknown }[] };
  const r = GAMES[id]!.fromJSON(file.entries[index]!.position);
  if (!r.ok) throw new Error(r.error[0]!.message);
  return r.value;
}

describe('the exact field of the analysis document', () => {
  for (const id of ['duel', 'atlantis', 'nautilus']) {
    test(`${id}: a solvable position is answered exactly, with the solver's optimal set, on every path to the document`, () => {
      const game = GAMES[id]!;
      const p = corpusPosition(id, 1);
      const doc = analyze(game, p, { mode: 'omniscient', iterations: 60, seed: 3 });
      const solved = solveExact(game, p)!;
      expect(doc.exact).not.toBeNull();
      expect(doc.exact!.mode).toBe('omniscient');
      expect(doc.exact!.optimal).toEqual(solved.optimal);
      expect(doc.exact!.actions.map((a) => a.action)).toEqual(solved.actions.map((a) => a.action));
      expect(doc.exact!.actions.filter((a) => a.optimal).map((a) => a.action)).toEqual(solved.optimal);
      // planning does not solve it: the first document does, once, and the plan keeps it
      const plan = planAnalysis(game, p, { mode: 'omniscient', iterations: 60, seed: 3 });
      expect('exact' in plan).toBe(false);
      const sent = JSON.parse(JSON.stringify(plan)) as typeof plan; // plain data, for workers: sent unsolved
      const merged = finishAnalysis(game, p, plan, plan.shards.map((_, i) => runPlannedShard(game, p, plan, i)), 0);
      expect(merged.exact).toEqual(doc.exact);
      expect(plan.exact).toEqual(doc.exact);
      expect(planExact(game, p, plan)).toBe(plan.exact);
      expect(finishAnalysis(game, p, sent, sent.shards.map((_, i) => runPlannedShard(game, p, sent, i)), 0).exact).toEqual(doc.exact);
      expect(analysisText(doc, 1)).toMatch(/\nexact \(the true position; \d+ positions;/);
      // the true position solved: nothing sampled, the interval is the value
      expect(doc.exact!.value.winInterval).toEqual([doc.exact!.value.winShare, doc.exact!.value.winShare]);
      expect(analysisText(doc, 1)).toContain(`optimal: ${solved.optimal.join(', ')}`);
    });
  }

  test('observation mode averages over determinizations; the sampling part is the same with or without it', () => {
    const game = GAMES.nautilus!;
    const p = corpusPosition('nautilus', 1);
    const doc = analyze(game, p, { iterations: 60, seed: 3 });
    expect(doc.exact?.mode).toBe('observation');
    expect(doc.exact!.determinizations).toBe(16);
    // a mean over 16 deals is a sample: its 95% Wilson interval, in the document and the text
    const [lo, hi] = doc.exact!.value.winInterval;
    expect([lo, hi]).toEqual(wilson(doc.exact!.value.winShare, 16).map((x) => Math.round(x * 1e4) / 1e4));
    expect(lo).toBeLessThan(doc.exact!.value.winShare === 0 ? 1e-9 : doc.exact!.value.winShare);
    expect(hi).toBeGreaterThan(doc.exact!.value.winShare === 1 ? 1 - 1e-9 : doc.exact!.value.winShare);
    expect(analysisText(doc, 1)).toContain(`(95%: ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}% over the deals)`);
    // solved when asked for, it is what the plan's eager solve gave: the probe is the determinization the plan drew
    const plan = planAnalysis(game, p, { iterations: 60, seed: 3 });
    expect(plan.exact).toBeUndefined();
    const viewpoint = plan.viewpoint;
    expect(planExact(game, p, plan)).toEqual(exactAnalysis(game, p, { mode: 'observation', viewpoint, seed: 3, probe: game.determinize(game.observe(p, viewpoint), Rng.fromSeed(3)) }));
    expect(planAnalysis(game, p, { iterations: 60, seed: 3, exact: false }).exact).toBeNull();
    const { exact: _e, seconds: _s, ...rest } = doc;
    const { exact: none, seconds: _t, ...restWithout } = analyze(game, p, { iterations: 60, seed: 3, exact: false });
    expect(none).toBeNull();
    expect(restWithout).toEqual(rest);
  });

  test('not where the rest of the game is too large, nor in a game that is over', () => {
    for (const id of ['duel', 'atlantis', 'nautilus']) {
      const game = GAMES[id]!;
      const opening = game.setup({ players: 2, seed: 4 });
      const doc = analyze(game, opening, { mode: 'omniscient', iterations: 20, seed: 1 });
      expect(doc.exact).toBeNull();
      expect(analysisText(doc, 1)).not.toMatch(/\nexact /);
    }
    const game = GAMES.duel!;
    const p = game.clone(corpusPosition('duel', 1));
    while (!game.isOver(p)) game.applyInPlace(p, game.legalActions(p)[0]);
    expect(analyze(game, p, { mode: 'omniscient', iterations: 20 }).exact).toBeNull();
  });
});

// Any viewpoint (docs/analysis-spec.md, *Ranking*): the seat to act's candidates are ranked by its own win share whatever the viewpoint; the viewpoint's numbers are shown beside (`actor` per candidate).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analyze, exactAnalysis, type AnalysisResult } from '../../src/analysis/index.js';
import { GAMES } from '../../src/games.js';

const duel = GAMES.duel!;
const corpus = JSON.parse(readFileSync(new URL('../fixtures/exact/duel.at-stake.json', import.meta.url), 'utf8')) as { entries: { position: unknown }[] };
const at = (i: number): unknown => {
  const r = duel.fromJSON(corpus.entries[i]!.position);
  if (!r.ok) throw new Error(`at-stake entry ${i}`);
  return r.value;
};
// one shard (250 samples): the best is the rule's first, no kept leader
const ITERATIONS = 250;

/** The judged candidates' values on the ranked measure, for a seat's figures. */
const ranked = (d: AnalysisResult, of: 'viewpoint' | 'actor'): number[] =>
  d.actions.filter((a) => a.samples > 0 && !a.lowSamples).map((a) => {
    const f = of === 'actor' ? a.actor : a;
    return d.rankedBy === 'margin' ? f.meanMargin! : f.winProbability!;
  });

describe('any viewpoint', () => {
  // duel at-stake positions with one or a few exactly winning actions among many
  const omniscient = [6, 13, 18, 29];

  test('omniscient, the viewpoint is the seat to act: the best is exactly optimal, and its figures are the actor figures', () => {
    for (const i of omniscient) {
      const p = at(i);
      const actor = duel.toAct(p)!;
      const exact = exactAnalysis(duel, p, { mode: 'omniscient', viewpoint: actor, seed: 1 })!;
      const d = analyze(duel, p, { mode: 'omniscient', viewpoint: actor, iterations: ITERATIONS, exact: false });
      expect(exact.optimal, `entry ${i}`).toContain(d.actions[0]!.action);
      for (const a of d.actions) expect(a.actor).toEqual({ winProbability: a.winProbability, winProbability95: a.winProbability95, meanScore: a.meanScore, meanMargin: a.meanMargin });
    }
  });

  test("omniscient, the viewpoint is the other seat: the best is still the actor's exactly optimal action, and the viewpoint's figures are the other seat's", () => {
    for (const i of omniscient) {
      const p = at(i);
      const actor = duel.toAct(p)!;
      const exact = exactAnalysis(duel, p, { mode: 'omniscient', viewpoint: actor, seed: 1 })!;
      const d = analyze(duel, p, { mode: 'omniscient', viewpoint: 1 - actor, iterations: ITERATIONS, exact: false });
      expect(d).toMatchObject({ seat: 1 - actor, toAct: actor });
      expect(exact.optimal, `entry ${i}`).toContain(d.actions[0]!.action);
      // two players: each sample's win shares add up to one
      for (const a of d.actions.filter((x) => x.samples > 0)) expect(a.winProbability! + a.actor.winProbability!).toBeCloseTo(1, 3);
    }
  });

  test("observation mode of the seat not to act: the actor's best first, which is the viewpoint's worst on the ranked measure", () => {
    let spread = 0;
    for (const i of [19, 26, 52]) {
      const p = at(i);
      const actor = duel.toAct(p)!;
      const d = analyze(duel, p, { viewpoint: 1 - actor, iterations: ITERATIONS, exact: false });
      const step = d.rankedBy === 'margin' ? d.ranking.marginStep : d.ranking.winStep;
      const mine = ranked(d, 'viewpoint');
      const theirs = ranked(d, 'actor');
      // the best is the actor's highest (the rule), and so the viewpoint's lowest: ranking by the viewpoint's numbers picks another
      expect(theirs[0]! + step / 2, `entry ${i}`).toBeGreaterThanOrEqual(Math.max(...theirs));
      expect(mine[0]! - step / 2, `entry ${i}`).toBeLessThanOrEqual(Math.min(...mine));
      spread = Math.max(spread, Math.max(...mine) - mine[0]!);
      // the position's numbers are through the actor's best
      expect(d.position.winProbability[1 - actor]).toBe(d.actions[0]!.winProbability);
    }
    // in at least one position the viewpoint's own best is a different action
    expect(spread).toBeGreaterThan(0.02);
  });
});

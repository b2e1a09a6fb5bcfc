// The exact agreement runner (src/bench/exactAgreement.ts) on planted analyses whose figure is known.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analyze } from '../../src/analysis/index.js';
import { corpusPositions, exactAgreement, exactAtStake, exactOfEntry, samplingPick, type AgreementAnalysis } from '../../src/bench/exactAgreement.js';
import { reviewAgainstExact } from '../../src/bench/reviewExact.js';
import { GAMES } from '../../src/games.js';

const game = GAMES.duel!;
const text = readFileSync(new URL('../fixtures/exact/duel.json', import.meta.url), 'utf8');
// corpus positions where some action is not optimal (a wrong pick exists)
const positions = corpusPositions(game, text, 60).filter((p) => {
  const e = exactOfEntry(game, p);
  return e.optimal.length < e.actions.length;
}).slice(0, 6);

/** Picks the first action that `choose` accepts, with its exact values as the estimates (plus `skew`). */
const planted = (choose: (optimal: boolean) => boolean, skew = 0): AgreementAnalysis => (g, p) => {
  const a = exactOfEntry(g, p).actions.find((x) => choose(x.optimal))!;
  return { best: a.action, winProbability: a.winShare + skew, meanMargin: a.margin };
};

describe('exact agreement', () => {
  test('an analysis that always picks a suboptimal action agrees 0%, with the exact regret', () => {
    expect(positions.length).toBe(6);
    const r = exactAgreement(game, positions, planted((optimal) => !optimal));
    expect(r.agree).toBe(0);
    expect(r.agreement).toBe(0);
    expect(r.misses.length).toBe(6);
    expect(r.meanWinError).toBe(0);
    const want = positions.map((p) => {
      const e = exactOfEntry(game, p);
      const a = e.actions.find((x) => !x.optimal)!;
      return { win: e.value.winShare - a.winShare, margin: e.value.margin - a.margin };
    });
    expect(r.meanRegret.winShare).toBeCloseTo(want.reduce((s, x) => s + x.win, 0) / 6, 4);
    expect(r.meanRegret.margin).toBeCloseTo(want.reduce((s, x) => s + x.margin, 0) / 6, 3);
    expect(r.meanRegret.winShare + r.meanRegret.margin).toBeGreaterThan(0);
  });

  test('an analysis that picks an optimal action agrees 100%; its value errors are measured', () => {
    const r = exactAgreement(game, positions, planted((optimal) => optimal, 0.25));
    expect(r.agreement).toBe(1);
    expect(r.misses).toEqual([]);
    expect(r.meanWinError).toBeCloseTo(0.25, 6);
    expect(r.meanMarginError).toBe(0);
    expect(r.meanRegret).toEqual({ winShare: 0, margin: 0 });
  });

  test('half right, half wrong: 50%', () => {
    let i = 0;
    const r = exactAgreement(game, positions, (g, p) => {
      const even = i++ % 2 === 0;
      return planted((optimal) => optimal === even)(g, p);
    });
    expect(r.agreement).toBe(0.5);
    expect(r.misses.map((m) => m.index)).toEqual([1, 3, 5]);
  });

  test("the sampling pick is the analysis document's best", () => {
    const p = positions[0]!;
    const doc = analyze(game, p, { mode: 'omniscient', iterations: 300, seed: 1 });
    const best = doc.actions.find((a) => a.best)!;
    expect(samplingPick(300)(game, p)).toEqual({ best: best.action, winProbability: best.winProbability, meanMargin: best.meanMargin });
  });

  test('a corpus of another game or a broken entry is refused with its path', () => {
    expect(() => corpusPositions(GAMES.atlantis!, text)).toThrow(/not a atlantis exact corpus/);
    const broken = JSON.parse(text) as { entries: { position: { format: string } }[] };
    broken.entries[2]!.position.format = 'nope';
    expect(() => corpusPositions(game, JSON.stringify(broken))).toThrow(/^\$\.entries\[2\]\.position/);
  });

  test('positions where the win is at stake are counted apart from the rest', () => {
    const stake = positions.filter((p) => exactAtStake(exactOfEntry(game, p)));
    expect(stake.length).toBeGreaterThan(0);
    expect(stake.length).toBeLessThan(positions.length);
    const wrong = exactAgreement(game, positions, planted((optimal) => !optimal));
    expect(wrong.atStake).toEqual({ positions: stake.length, agree: 0, agreement: 0 });
    expect(wrong.rest).toEqual({ positions: positions.length - stake.length, agree: 0, agreement: 0 });
    const right = exactAgreement(game, positions, planted((optimal) => optimal));
    expect(right.atStake).toEqual({ positions: stake.length, agree: stake.length, agreement: 1 });
    expect(right.rest.agree).toBe(positions.length - stake.length);
  });

  test('the review against exact values: on duel corpus position 74 every action is reviewed, no exactly winning one marked, every losing one marked', () => {
    const p = corpusPositions(game, text, 75)[74]!;
    const r = reviewAgainstExact(game, [p], 300);
    expect(r).toMatchObject({ positions: 1, unsolvable: 0, actions: 15, optimal: 9, optimalMarked: 0, falseMarks: 0, losing: 6, losingUnmarked: 0, losingUnmarkedShare: 0 });
    expect(r.judged + r.unclear).toBe(15);
    expect(r.marked).toBe(6);
  });

  test('the review against exact values says which marked optimal actions win exactly only by seeing hidden cards (duel at-stake entry 32)', () => {
    const p = corpusPositions(game, readFileSync(new URL('../fixtures/exact/duel.at-stake.json', import.meta.url), 'utf8'), 33)[32]!;
    const r = reviewAgainstExact(game, [p], 300);
    expect(r.optimalMarked).toBeGreaterThanOrEqual(2);
    expect(r.optimalMarkedHidden).toBe(r.optimalMarked);
    const marked = r.cases.filter((c) => c.exactLoss === 0);
    expect(marked.map((c) => c.action).sort()).toEqual(['move 0 1 0 2', 'move 0 1 0 3']);
    expect(marked.every((c) => c.needsHidden === true)).toBe(true);
  });
  test('a marked action optimal over the exact answer\'s 16 deals is solved again over 256: at duel at-stake entry 77 \'place 10 0 0\' wins in all 16 and loses about 0.3 over 256, so its mark is borne out and counted apart', () => {
    const all = corpusPositions(game, readFileSync(new URL('../fixtures/exact/duel.at-stake.json', import.meta.url), 'utf8'), 78);
    // only entry 77, with the seeds a whole run gives it (they derive from the index)
    const r = reviewAgainstExact(game, all, 300, undefined, (i) => i === 77);
    expect(r).toMatchObject({ actions: 6, optimal: 2, optimalMarked: 1, optimalMarkedHidden: 0, optimalMarkedDeals: 1, falseMarksHidden: 0, falseMarksDeals: 1 });
    const c = r.cases.find((x) => x.action === 'place 10 0 0')!;
    expect(c).toMatchObject({ exactLoss: 0, needsHidden: false });
    expect(c.mark).not.toBeNull();
    expect(c.dealsLoss).toBeGreaterThanOrEqual(0.2);
    expect(c.dealsLoss).toBeLessThanOrEqual(0.45);
  });
});


// The analysis panel's pure pieces: candidate rows and near-ties, number formats, the heat map's scale.
import { describe, expect, test } from 'vitest';
import type { CandidateOut } from '../../src/analysis/analyze.js';
import { candidateRows, decimal, heatColor, heatMax, nextStability, percent, percentRange, rankedByText, settledText } from '../../web/src/components/analysisView.js';
import { i18n } from '../../web/src/i18n/index.js';

// the UI's own translator and number formats, in a given language
const t = (key: string, named: Record<string, unknown>): string => i18n.global.t(key, named);
const n = (value: number, format: string): string => i18n.global.n(value, format);
function inLocale<T>(locale: 'en' | 'it' | 'nl', f: () => T): T {
  const was = i18n.global.locale.value;
  i18n.global.locale.value = locale;
  try {
    return f();
  } finally {
    i18n.global.locale.value = was;
  }
}

const cand = (action: string, p: number | null, lo: number, hi: number, samples: number, best = false, nearTie = false): CandidateOut => ({
  action,
  best,
  nearTie,
  winProbability: p,
  winProbability95: [lo, hi],
  meanScore: p === null ? null : 10,
  meanMargin: p === null ? null : 1,
  samples,
  line: [],
  actor: { winProbability: p, winProbability95: [lo, hi], meanScore: p === null ? null : 10, meanMargin: p === null ? null : 1 },
});

describe('candidate rows', () => {
  test("the rows keep the document's order and marks: the best is the document's (the ranking rule's), not the first row by win probability", () => {
    const rows = candidateRows([cand('a', 0.5, 0.4, 0.6, 100, true), cand('b', 0.55, 0.45, 0.65, 90, false, true), cand('c', 0.3, 0.2, 0.49, 80)]);
    expect(rows.map((r) => [r.action, r.best, r.nearTie])).toEqual([
      ['a', true, false],
      ['b', false, true],
      ['c', false, false],
    ]);
  });

  test('a candidate without samples is unsampled, never best nor a tie; rows keep the document order', () => {
    const rows = candidateRows([cand('x', null, 0, 1, 0, true, true), cand('a', 0.5, 0.4, 0.6, 10, true), cand('b', null, 0, 1, 0, false, true)]);
    expect(rows.map((r) => [r.action, r.best, r.nearTie, r.unsampled])).toEqual([
      ['x', false, false, true],
      ['a', true, false, false],
      ['b', false, false, true],
    ]);
    expect(candidateRows([])).toEqual([]);
  });

  test('the rule label, the settledness and the stability of the best', () => {
    expect(rankedByText({ rankedBy: 'win' }, t)).toBe('ranked by win %');
    expect(rankedByText({ rankedBy: 'margin' }, t)).toBe('win % saturated: ranked by margin');
    expect(rankedByText({ rankedBy: 'visits' }, t)).toBe('ranked by samples');
    const settled = { settled: { measure: 'win' as const, runnerUp: 'b', pairs: 1200, meanDifference: 0.1, probabilityBest: 0.934 } };
    expect(settledText(settled, t, n)).toBe('93% sure the best beats b (1,200 paired samples)');
    expect(settledText({ settled: { measure: 'win', runnerUp: null, pairs: 0, meanDifference: null, probabilityBest: null } }, t, n)).toBe('');
    // in Italian and Dutch the words and the thousands separator follow the language
    expect(inLocale('it', () => rankedByText({ rankedBy: 'margin' }, t))).toBe('% di vittoria satura: ordinate per scarto');
    expect(inLocale('it', () => settledText(settled, t, n))).toBe('certezza 93% che la migliore batta b (1200 campioni appaiati)');
    expect(inLocale('nl', () => settledText(settled, t, n))).toBe('93% zeker dat de beste b verslaat (1.200 gepaarde steekproeven)');
    const doc = (best: string, samples: number, seconds: number) => ({ actions: [cand(best, 0.5, 0.4, 0.6, 10, true)], samples, seconds });
    const s1 = nextStability(null, doc('a', 100, 0.5));
    expect(s1).toEqual({ best: 'a', samples: 100, seconds: 0.5 });
    expect(nextStability(s1, doc('a', 900, 2))).toEqual(s1);
    expect(nextStability(s1, doc('b', 1000, 2.5))).toEqual({ best: 'b', samples: 1000, seconds: 2.5 });
    // a new run (fewer samples) starts again
    expect(nextStability(s1, doc('a', 50, 0.1))).toEqual({ best: 'a', samples: 50, seconds: 0.1 });
  });

  test('it agrees with the near-ties the analysis document marks', async () => {
    const { analyze } = await import('../../src/analysis/index.js');
    const { GAMES } = await import('../../src/games.js');
    const game = GAMES.duel!;
    const pos = game.setup({ players: 2, seed: 3 });
    const doc = analyze(game, pos, { iterations: 60, seed: 4, shardSize: 20 });
    const rows = candidateRows(doc.actions);
    expect(rows.map((r) => [r.best, r.nearTie])).toEqual(doc.actions.map((a) => [a.best, a.samples > 0 && a.nearTie]));
  });
});

describe('formats', () => {
  test('percentages, ranges and decimals; unknowns are a dash', () => {
    expect(percent(0.456)).toBe('46%');
    expect(percent(null)).toBe('–');
    expect(percent(Number.NaN)).toBe('–');
    expect(percentRange([0.1234, 0.9])).toBe('12–90%');
    expect(decimal(3.14159)).toBe('3.1');
    expect(decimal(-0.04)).toBe('0.0');
    expect(decimal(null)).toBe('–');
  });
});

describe('heat map scale', () => {
  test('the scale is the largest worth shown, at least 1 point; non-numbers are ignored', () => {
    expect(heatMax([])).toBe(1);
    expect(heatMax([0.2, 0.5])).toBe(1);
    expect(heatMax([2, 7.5, -3, Number.NaN])).toBe(7.5);
  });

  test('worthless or worse is cold; worth grows hotter (hue falls) and more opaque, clamped at the scale', () => {
    const cold = heatColor(-2, 5);
    expect(cold).toEqual(heatColor(0, 5));
    expect(cold.hue).toBe(210);
    expect(heatColor(Number.NaN, 5).hue).toBe(210);
    const steps = [0.5, 1, 2, 3, 4, 5].map((v) => heatColor(v, 5));
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i]!.hue).toBeLessThan(steps[i - 1]!.hue);
      expect(steps[i]!.alpha).toBeGreaterThan(steps[i - 1]!.alpha);
    }
    expect(heatColor(5, 5).hue).toBe(0);
    expect(heatColor(50, 5)).toEqual(heatColor(5, 5));
    expect(heatColor(2.5, 5).css).toMatch(/^hsla\(\d+, 90%, 55%, 0\.\d+\)$/);
  });
});

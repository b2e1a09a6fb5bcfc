// The review's bookkeeping (src/analysis/review.ts, docs/cli.md "Reviewing a game"): a record replayed
// with an error per bad action, the decisions of a seat, the summary's counts and mean loss, the
// document's settings, the bounds of a verdict, and the exact branch's document. What the values
// themselves are worth is tests/analysis/review.test.ts.
import { describe, expect, test } from 'vitest';
import { actionValue, decisionsOf, markOf, replayRecord, reviewActions, reviewAnalysisOptions, reviewGame, reviewSummary, verdictOf, MARK_THRESHOLDS, REVIEW_DEFAULTS, type ReviewDecision } from '../../src/analysis/review.js';
import { Z95_ONE_SIDED } from '../../src/analysis/stats.js';
import { GAMES } from '../../src/games.js';

const duel = GAMES.duel!;
const initial = (): unknown => duel.setup({ players: 2, seed: 1 });

/** The first `n` actions of a game in which each seat plays its first legal action. */
function firstActions(n: number): string[] {
  let p = initial();
  const out: string[] = [];
  while (out.length < n && !duel.isOver(p)) {
    const a = duel.legalActions(p)[0];
    out.push(duel.makeAction(a));
    const next = duel.play(p, a);
    if (!next.ok) throw new Error(next.error.message);
    p = next.value;
  }
  return out;
}

/** A reviewed decision with the given fields (the rest as a decision with a choice judged by samples). */
const decision = (d: Partial<ReviewDecision>): ReviewDecision => ({ ply: 0, seat: 0, action: 'skip', legal: 2, onlyMove: false, best: 'skip', winBefore: 0.5, analysisWin: 0.5, winAfter: 0.5, bestWin: 0.5, loss: 0, mark: null, samples: 10, deals: null, verdict: 'sound', basis: 'samples', lossBounds: [0, 0], reveals: false, bestReveals: false, continuation: [], rechecked: false, ...d });

describe('a record replayed', () => {
  const actions = firstActions(4);

  test('every position before each action and the last one', () => {
    const r = replayRecord({ game: duel, initial: initial(), actions });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value).toHaveLength(actions.length + 1);
      expect(r.value[0]).toEqual(initial());
    }
  });

  test('an action that is not a string: badAction at its index', () => {
    const r = replayRecord({ game: duel, initial: initial(), actions: [actions[0]!, 7 as unknown as string] });
    expect(r).toEqual({ ok: false, error: { path: '$.actions[1]', code: 'badAction', message: 'an action is a string of notation' } });
  });

  test('notation that does not parse: the parser code, and the text (cut at 80 characters) in the message', () => {
    const long = 'x'.repeat(100);
    const r = replayRecord({ game: duel, initial: initial(), actions: [long] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.path).toBe('$.actions[0]');
      expect(r.error.code).toBe((duel.parseAction(long) as { ok: false; error: { code: string } }).error.code);
      expect(r.error.message).toBe(`'${'x'.repeat(80)}': ${(duel.parseAction(long) as { ok: false; error: { message: string } }).error.message}`);
    }
  });

  test('a well-formed action that is not legal there: the rules code, "is not legal here"', () => {
    // the second action again where the first was expected: it parses, but the first seat's choice comes first
    const legal = new Set(duel.legalActions(initial()).map((a) => duel.makeAction(a)));
    const other = firstActions(8).find((a) => !legal.has(a) && duel.parseAction(a).ok)!;
    const r = replayRecord({ game: duel, initial: initial(), actions: [other] }, '$.moves');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.path).toBe('$.moves[0]');
      expect(r.error.message).toMatch(new RegExp(`^'${other}' is not legal here: .+`));
    }
  });

  test('an action after the game ended: afterEnd', () => {
    let p = initial();
    const played: string[] = [];
    while (!duel.isOver(p)) {
      const a = duel.legalActions(p)[0];
      played.push(duel.makeAction(a));
      p = (duel.play(p, a) as { ok: true; value: unknown }).value;
    }
    const r = replayRecord({ game: duel, initial: initial(), actions: [...played, 'skip'] });
    expect(r).toEqual({ ok: false, error: { path: `$.actions[${played.length}]`, code: 'afterEnd', message: "'skip' comes after the game ended" } });
  });
});

describe('decisions and the summary', () => {
  test("decisionsOf lists every action with its mover, or one seat's only", () => {
    const actions = firstActions(6);
    const r = replayRecord({ game: duel, initial: initial(), actions });
    if (!r.ok) throw new Error(r.error.message);
    const all = decisionsOf(duel, r.value, actions);
    expect(all.map((d) => d.ply)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(all.map((d) => d.action)).toEqual(actions);
    for (const d of all) expect(d.seat).toBe(duel.toAct(r.value[d.ply]));
    const seat1 = decisionsOf(duel, r.value, actions, 1);
    expect(seat1.length).toBeGreaterThan(0);
    expect(seat1.length).toBeLessThan(all.length);
    expect(seat1).toEqual(all.filter((d) => d.seat === 1));
  });

  test('the summary counts each mark, the unclear, and the mean loss of the decisions with a choice (a null loss counts 0)', () => {
    const ds = [
      decision({ seat: 0, loss: 0.4, mark: 'blunder', verdict: 'marked' }),
      decision({ seat: 0, loss: 0.12, mark: 'inaccuracy', verdict: 'marked' }),
      decision({ seat: 0, loss: 0.05, verdict: 'unclear' }),
      decision({ seat: 0, loss: null, verdict: 'unclear' }),
      decision({ seat: 0, onlyMove: true, loss: null, mark: null, verdict: null }),
      decision({ seat: 1, loss: 0.25, mark: 'mistake', verdict: 'marked' }),
    ];
    expect(reviewSummary(2, ds)).toEqual([
      // (0.4 + 0.12 + 0.05 + 0) / 4 = 0.1425
      { seat: 0, decisions: 4, marks: { inaccuracy: 1, mistake: 0, blunder: 1 }, unclear: 2, meanLoss: 0.1425 },
      { seat: 1, decisions: 1, marks: { inaccuracy: 0, mistake: 1, blunder: 0 }, unclear: 0, meanLoss: 0.25 },
    ]);
    expect(reviewSummary(3, ds, 1)).toEqual([{ seat: 1, decisions: 1, marks: { inaccuracy: 0, mistake: 1, blunder: 0 }, unclear: 0, meanLoss: 0.25 }]);
    expect(reviewSummary(3, ds)[2]).toEqual({ seat: 2, decisions: 0, marks: { inaccuracy: 0, mistake: 0, blunder: 0 }, unclear: 0, meanLoss: null });
  });

  test('a loss a hair under a threshold (within 1e-9, rounding) has its mark', () => {
    expect(markOf(MARK_THRESHOLDS.inaccuracy - 1e-10)).toBe('inaccuracy');
    expect(markOf(MARK_THRESHOLDS.blunder - 1e-10)).toBe('blunder');
    expect(markOf(MARK_THRESHOLDS.inaccuracy - 1e-6)).toBeNull();
  });

  test("the loss's one-sided 95% bounds: mean ± z·s/√n, s the sample standard deviation", () => {
    // 50 losses of 0.1 and 50 of 0.3: mean 0.2, sample variance 100·0.01/99, so s/√n = √(0.01/99) = 0.0100504
    const losses = Array.from({ length: 100 }, (_, i) => (i % 2 ? 0.3 : 0.1));
    const half = Z95_ONE_SIDED * Math.sqrt(0.01 / 99);
    const v = verdictOf(losses);
    expect(v.bounds[0]).toBeCloseTo(0.2 - half, 4);
    expect(v.bounds[1]).toBeCloseTo(0.2 + half, 4);
    // 0.2 − 0.0165 > 0.1 surely, 0.2 not surely: an inaccuracy shown, a mistake not
    expect(v.mark).toBe('inaccuracy');
  });
});

describe('the document and its settings', () => {
  test("the review's analysis of a position: the mover's observation, a tree to the game's end where the other seats choose by what they hold, no exact part", () => {
    expect(reviewAnalysisOptions(1, 40, 9)).toEqual({ viewpoint: 1, mode: 'observation', iterations: 40, seed: 9, exact: false, tree: 'game', views: true });
  });

  test("reviewGame: one seat's decisions, progress per decision, the settings in the document", () => {
    const actions = firstActions(5);
    const heard: [number, number][] = [];
    const r = reviewGame({ game: duel, initial: initial(), actions }, { seat: 1, iterations: 12, seed: 4, progress: (done, total) => heard.push([done, total]) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const doc = r.value;
    const seat1 = actions.map((_, ply) => ply).filter((ply) => duel.toAct((replayRecord({ game: duel, initial: initial(), actions }) as { ok: true; value: unknown[] }).value[ply]) === 1);
    expect(doc.decisions.map((d) => d.ply)).toEqual(seat1);
    expect(heard).toEqual(seat1.map((_, i) => [i + 1, seat1.length]));
    expect(doc).toMatchObject({ game: 'duel', seats: 2, seat: 1, mode: 'observation', iterations: 12, seed: 4, thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 } });
    expect(doc.summary.map((s) => s.seat)).toEqual([1]);
    // the document's thresholds are a copy: changing them changes nothing else
    doc.thresholds.blunder = 0.9;
    expect(MARK_THRESHOLDS.blunder).toBe(0.3);
  });

  test('reviewGame without settings says the defaults it used; a bad record is its error', () => {
    const r = reviewGame({ game: duel, initial: initial(), actions: firstActions(1) });
    expect(r.ok && [r.value.seat, r.value.iterations, r.value.seed]).toEqual([null, REVIEW_DEFAULTS.iterations, REVIEW_DEFAULTS.seed]);
    const bad = reviewGame({ game: duel, initial: initial(), actions: ['fly to the moon'] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.path).toBe('$.actions[0]');
  });

  test('an action that is not legal or does not parse is refused by name, in the exact branch and by samples', () => {
    const p = initial();
    expect(() => reviewActions(duel, p, ['fly to the moon'], 0, { iterations: 4 })).toThrow(/fly to the moon/);
    expect(() => actionValue(duel, p, duel.toAct(p)!, 'fly to the moon', 4, 1)).toThrow(/^cannot value 'fly to the moon': ./);
  });
});

// The exact solver and the exact answer at their edges (docs/analysis-spec.md, "Exact"): how two
// values compare, the size estimate and the limits at their boundaries, the positions it does not
// solve (over, an only move), and the exact answer's options (limits, the probe, the determinizations
// that must offer the same actions). Expected values come from the spec and from walking the trees
// here over the Game API, not from the solver.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { EXACT_EPSILON, PROBE_REFUSAL, compareValue, estimateTreeSize, exactAnalysis, exactDeterminizations, marginOf, mayBeSolvable, solveExact } from '../../src/analysis/exact/index.js';
import { exactDeals } from '../../src/analysis/exact/exact.js';
import type { AnyGame } from '../../src/core/game.js';
import { GAMES } from '../../src/games.js';

/** The `index`th position of a game's exact corpus (`kind` '.at-stake' for the at-stake corpus). */
function corpusEntry(id: string, index: number, kind = ''): unknown {
  const file = JSON.parse(readFileSync(new URL(`../fixtures/exact/${id}${kind}.json`, import.meta.url), 'utf8')) as { entries: { position: unknown }[] };
  const r = GAMES[id]!.fromJSON(file.entries[index]!.position);
  if (!r.ok) throw new Error(`corpus ${id}${kind} entry ${index}: ${r.error[0]!.message}`);
  return r.value;
}

/** The position after an action (by its place in the engine's order), a copy. */
function afterAction(game: AnyGame, p: unknown, index: number): unknown {
  const q = game.clone(p);
  game.applyInPlace(q, game.legalActions(q)[index]);
  return q;
}

/** A whole tree walked over the Game API: its size, the length of every line, and the legal-action counts met at each depth. */
function walkTree(game: AnyGame, p: unknown): { size: number; lineLengths: Set<number>; widths: Set<number>[] } {
  const lineLengths = new Set<number>();
  const widths: Set<number>[] = [];
  let size = 0;
  const walk = (q: unknown, depth: number): void => {
    size++;
    if (game.isOver(q)) {
      lineLengths.add(depth);
      return;
    }
    const legal = game.legalActions(q);
    (widths[depth] ??= new Set()).add(legal.length);
    for (const a of legal) {
      const r = game.clone(q);
      game.applyInPlace(r, a);
      walk(r, depth + 1);
    }
  };
  walk(p, 0);
  return { size, lineLengths, widths };
}

describe('how two outcomes compare (docs/analysis-spec.md, "Exact", value convention)', () => {
  test("a seat's margin is its score less the best other seat's; alone at the table, its own score", () => {
    expect(marginOf([3, 9, 5], 0)).toBe(-6);
    expect(marginOf([3, 9, 5], 1)).toBe(4);
    expect(marginOf([7], 0)).toBe(7);
  });

  test('the win share decides first, the margin only between equal win shares', () => {
    expect(compareValue({ win: 1, margin: -5 }, { win: 0, margin: 5 })).toBeGreaterThan(0);
    expect(compareValue({ win: 0, margin: 5 }, { win: 1, margin: -5 })).toBeLessThan(0);
    expect(compareValue({ win: 0.5, margin: 1 }, { win: 0.5, margin: 3 })).toBeLessThan(0);
    expect(compareValue({ win: 0.5, margin: 3 }, { win: 0.5, margin: 1 })).toBeGreaterThan(0);
  });

  test('values within EXACT_EPSILON are equal, a difference of exactly EXACT_EPSILON included', () => {
    // means over determinizations carry rounding: 0.1 + 0.2 is not 0.3 in floating point
    expect(compareValue({ win: 1 / 3, margin: 0.1 + 0.2 }, { win: 1 / 3, margin: 0.3 })).toBe(0);
    expect(compareValue({ win: 0.5, margin: EXACT_EPSILON }, { win: 0.5, margin: 0 })).toBe(0);
    // a win share EXACT_EPSILON higher is the same win share: the margin decides
    expect(compareValue({ win: EXACT_EPSILON, margin: 0 }, { win: 0, margin: 1 })).toBeLessThan(0);
  });
});

describe("the size estimate (Knuth's estimator) and the refusal at once", () => {
  // duel corpus entries (the last placements) and at-stake entry 83 (7 × 4 × 1: 64 positions), whose
  // number of legal actions depends only on the depth and whose lines are all equally long
  const uniform: [number, string][] = [
    [2, ''],
    [3, ''],
    [5, ''],
    [6, ''],
    [83, '.at-stake'],
  ];
  const game = GAMES.duel!;

  test('on a tree whose branching depends only on the depth every line gives its exact size, so the estimate is the size', () => {
    for (const [index, kind] of uniform) {
      const p = corpusEntry('duel', index, kind);
      const { size, lineLengths, widths } = walkTree(game, p);
      expect(lineLengths.size, `duel${kind} ${index}: every line equally long`).toBe(1);
      for (const w of widths) expect(w.size, `duel${kind} ${index}: one branching factor a depth`).toBe(1);
      // the product of the branching factors along any line, summed over depths: 1 + b0 + b0·b1 + …
      let width = 1;
      let knuth = 1;
      for (const w of widths) knuth += width *= [...w][0]!;
      expect(knuth).toBe(size);
      expect(estimateTreeSize(game, p, 40)).toBe(size);
    }
  });

  test('a line longer than maxDepth makes the estimate infinite, and the position refused at once; a line of exactly maxDepth does not', () => {
    for (const [index, kind] of uniform) {
      const p = corpusEntry('duel', index, kind);
      const { size, lineLengths } = walkTree(game, p);
      const depth = [...lineLengths][0]!;
      expect(estimateTreeSize(game, p, depth)).toBe(size);
      expect(estimateTreeSize(game, p, depth - 1)).toBe(Infinity);
      expect(mayBeSolvable(game, p, { maxDepth: depth })).toBe(true);
      expect(mayBeSolvable(game, p, { maxDepth: depth - 1 })).toBe(false);
    }
  });

  test('a tree estimated at exactly PROBE_REFUSAL times the budget may be solvable; one position more than that is refused at once', () => {
    // duel at-stake entry 83: 64 positions (estimated exactly, above), i.e. 4 × 16
    const p = corpusEntry('duel', 83, '.at-stake');
    const { size } = walkTree(game, p);
    expect(size).toBe(64);
    expect(PROBE_REFUSAL).toBe(4);
    expect(mayBeSolvable(game, p, { budget: size / PROBE_REFUSAL })).toBe(true);
    expect(mayBeSolvable(game, p, { budget: size / PROBE_REFUSAL - 1 })).toBe(false);
    // an opening is far over the default budget
    expect(mayBeSolvable(game, game.setup({ players: 2, seed: 1 }))).toBe(false);
  });
});

describe('positions the solver does not solve', () => {
  const game = GAMES.duel!;

  test('an only move is not solved (spec: "An only move is not solved")', () => {
    // duel corpus entry 3 (4 × 1): after any first placement the other seat has one placement left
    const p = afterAction(game, corpusEntry('duel', 3), 0);
    expect(game.isOver(p)).toBe(false);
    expect(game.legalActions(p)).toHaveLength(1);
    expect(mayBeSolvable(game, p)).toBe(false);
    expect(solveExact(game, p)).toBeNull();
    expect(exactAnalysis(game, p, { mode: 'omniscient', viewpoint: game.toAct(p)!, seed: 1 })).toBeNull();
  });

  test('a game that is over may not be solved', () => {
    const p = afterAction(game, afterAction(game, corpusEntry('duel', 3), 0), 0);
    expect(game.isOver(p)).toBe(true);
    expect(mayBeSolvable(game, p)).toBe(false);
    expect(solveExact(game, p)).toBeNull();
  });
});

describe('a game that breaks the Game contract (the real engines cannot be made to): refused or an error, never a wrong answer', () => {
  // the duel's engine with one method changed; duel corpus entry 2 (6 × 4 × 1) is small
  const duel = GAMES.duel!;
  const root = corpusEntry('duel', 2);

  test('a running position with no legal action is not a game tree: refused, at the root or below it', () => {
    const none: AnyGame = { ...duel, legalActions: () => [] };
    expect(none.isOver(root)).toBe(false);
    expect(solveExact(none, root)).toBeNull();
    const noneBelow: AnyGame = { ...duel, legalActions: (p: unknown) => (p === root ? duel.legalActions(p) : []) };
    expect(solveExact(noneBelow, root)).toBeNull();
  });

  test('an action the game lists as legal but refuses to play is an error naming the action, not a refusal', () => {
    // play accepts the root's actions and refuses every later one
    const refusing: AnyGame = { ...duel, play: (p: unknown, a: unknown) => (p === root ? duel.play(p, a) : { ok: false, error: { code: 'refused', message: 'refused by the test' } }) };
    const next = afterAction(duel, root, 0);
    const first = duel.makeAction(duel.legalActions(next)[0]);
    expect(() => solveExact(refusing, root)).toThrow(`the exact solver played an illegal action '${first}': refused by the test`);
  });
});

describe('the exact answer (exactAnalysis)', () => {
  test("omniscient: the limits are the solver's, the convention is max-own, one position solved", () => {
    // duel corpus entry 2: 55 positions, every line 3 actions long
    const game = GAMES.duel!;
    const p = corpusEntry('duel', 2);
    const { size, lineLengths } = walkTree(game, p);
    const depth = [...lineLengths][0]!;
    const options = { mode: 'omniscient' as const, viewpoint: game.toAct(p)!, seed: 1 };
    const out = exactAnalysis(game, p, { ...options, budget: size, maxDepth: depth });
    expect(out).not.toBeNull();
    expect(out!.convention).toBe('max-own');
    expect(out!.mode).toBe('omniscient');
    expect(out!.determinizations).toBe(1);
    expect(out!.nodes).toBe(size);
    expect(exactAnalysis(game, p, { ...options, budget: size - 1 })).toBeNull();
    expect(exactAnalysis(game, p, { ...options, maxDepth: depth - 1 })).toBeNull();
  });

  test('observation: the size estimate runs on the probe (a determinization already drawn), so a probe far from the end refuses at once', () => {
    // duel corpus entry 21 is solvable from its actor's view; the probe stands for the plan's determinization
    const game = GAMES.duel!;
    const p = corpusEntry('duel', 21);
    const viewpoint = game.toAct(p)!;
    const options = { mode: 'observation' as const, viewpoint, seed: 1 };
    const plain = exactAnalysis(game, p, options);
    expect(plain).not.toBeNull();
    const own = exactDeterminizations(game, p, viewpoint, 7, 1)[0];
    expect(exactAnalysis(game, p, { ...options, probe: own })).toEqual(plain);
    const opening = game.setup({ players: 2, seed: 1 });
    expect(mayBeSolvable(game, opening)).toBe(false);
    expect(exactAnalysis(game, p, { ...options, probe: opening })).toBeNull();
  });

  test("observation: the solver's limits hold for every deal (exactDeals), from the first solved to those added later", () => {
    const game = GAMES.duel!;
    const p = corpusEntry('duel', 21);
    const viewpoint = game.toAct(p)!;
    const options = { viewpoint, seed: 1 };
    const sixteen = exactDeals(game, p, { ...options, deals: 16 })!;
    expect(sixteen.deals.length).toBe(16);
    expect(exactDeals(game, p, { ...options, deals: 16, budget: 1 })).toBeNull();
    expect(exactDeals(game, p, { ...options, deals: 16, maxDepth: 0 })).toBeNull();
    expect(exactAnalysis(game, p, { ...options, mode: 'observation', budget: 1 })).toBeNull();
    // more deals on top of those solved: the same limits refuse them, and the record given is not changed
    expect(exactDeals(game, p, { ...options, deals: 32, from: sixteen, maxDepth: 0 })).toBeNull();
    expect(sixteen.deals.length).toBe(16);
    expect(exactDeals(game, p, { ...options, deals: 32, from: sixteen })!.deals).toEqual(exactDeals(game, p, { ...options, deals: 32 })!.deals);
  });

  test('omniscient mode solves the true position whatever probe it is given (the probe is an observation-mode option)', () => {
    const game = GAMES.duel!;
    const p = corpusEntry('duel', 21);
    const options = { mode: 'omniscient' as const, viewpoint: game.toAct(p)!, seed: 1 };
    const plain = exactAnalysis(game, p, options);
    expect(plain).not.toBeNull();
    expect(exactAnalysis(game, p, { ...options, probe: game.setup({ players: 2, seed: 1 }) })).toEqual(plain);
  });

  describe('observation: not where the determinizations offer the seat to act different actions, even when each one is solvable', () => {
    /** Each determinization's legal actions (notation), in the engine's order. */
    const offered = (game: AnyGame, dets: unknown[]): string[][] => dets.map((d) => game.legalActions(d).map((a: unknown) => game.makeAction(a)));

    test('as many actions in every determinization, but not the same ones (duel corpus entry 21, seen by the seat not acting)', () => {
      const game = GAMES.duel!;
      const p = corpusEntry('duel', 21);
      const viewpoint = 1 - game.toAct(p)!;
      const dets = exactDeterminizations(game, p, viewpoint, 1, 16);
      const lists = offered(game, dets);
      const [first, ...rest] = lists;
      for (const l of rest) expect(l.length).toBe(first!.length);
      // some determinization differs from the first, and none in every place
      expect(rest.some((l) => l.some((a, i) => a !== first![i]))).toBe(true);
      for (const l of rest) expect(l.some((a, i) => a === first![i])).toBe(true);
      for (const d of dets) expect(solveExact(game, d)).not.toBeNull();
      expect(exactAnalysis(game, p, { mode: 'observation', viewpoint, seed: 1 })).toBeNull();
    });

    test("the first determinization's actions and one more in a later one (Atlantis corpus entry 141, seen by seat 0)", () => {
      const game = GAMES.atlantis!;
      const p = corpusEntry('atlantis', 141);
      expect(game.toAct(p)).not.toBe(0);
      const dets = exactDeterminizations(game, p, 0, 4, 16);
      const lists = offered(game, dets);
      const first = lists[0]!;
      // the first determinization that differs from the first one offers all its actions, in order, and more
      const other = lists.find((l) => l.join() !== first.join())!;
      expect(other.length).toBeGreaterThan(first.length);
      expect(other.slice(0, first.length)).toEqual(first);
      for (const d of dets) expect(solveExact(game, d)).not.toBeNull();
      expect(exactAnalysis(game, p, { mode: 'observation', viewpoint: 0, seed: 4 })).toBeNull();
    });
  });
});

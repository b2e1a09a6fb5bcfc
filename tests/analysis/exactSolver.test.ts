// The exact solver (docs/analysis-spec.md, "Exact") against a plain brute force written here over
// the Game API (legalActions / clone / applyInPlace), on small positions of every game.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { EXACT_DETERMINIZATIONS, exactAnalysis, exactDeterminizations, marginOf, mayBeSolvable, solveExact } from '../../src/analysis/exact/index.js';
import type { AnyGame } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES, GAME_IDS } from '../../src/games.js';

interface Leaf {
  win: number[];
  score: number[];
}

/**
 * Brute force: the leaf reached when every seat to act takes the first action with the highest own
 * win share, then own margin (`last`: the last such action instead, to show where the choice matters).
 */
function brute(game: AnyGame, p: unknown, count: { n: number }, last = false): Leaf {
  count.n++;
  if (game.isOver(p)) {
    const score = game.scores(p).map((s) => s.total);
    const top = game.winners(p);
    return { win: score.map((_, s) => (top.includes(s) ? 1 / top.length : 0)), score };
  }
  const seat = game.toAct(p)!;
  const key = (l: Leaf): [number, number] => [l.win[seat]!, l.score[seat]! - Math.max(...l.score.filter((_, s) => s !== seat))];
  let best: Leaf | null = null;
  for (const a of game.legalActions(p)) {
    const q = game.clone(p);
    game.applyInPlace(q, a);
    const leaf = brute(game, q, count, last);
    if (best === null) best = leaf;
    else {
      const [w, m] = key(leaf);
      const [bw, bm] = key(best);
      if (w > bw + 1e-9 || (Math.abs(w - bw) <= 1e-9 && (m > bm + 1e-9 || (last && Math.abs(m - bm) <= 1e-9)))) best = leaf;
    }
  }
  return best!;
}

/** Per root action (notation), the brute-force leaf; the optimal actions for the seat to act. */
function bruteRoot(game: AnyGame, p: unknown): { actions: { action: string; leaf: Leaf }[]; optimal: string[]; seatsActing: Set<number> } {
  const seat = game.toAct(p)!;
  const seatsActing = new Set<number>();
  const walk = (q: unknown): void => {
    if (game.isOver(q)) return;
    seatsActing.add(game.toAct(q)!);
    for (const a of game.legalActions(q)) {
      const r = game.clone(q);
      game.applyInPlace(r, a);
      walk(r);
    }
  };
  walk(p);
  const actions = game.legalActions(p).map((a) => {
    const q = game.clone(p);
    game.applyInPlace(q, a);
    return { action: game.makeAction(a), leaf: brute(game, q, { n: 0 }) };
  });
  const margin = (l: Leaf): number => l.score[seat]! - Math.max(...l.score.filter((_, s) => s !== seat));
  const topWin = Math.max(...actions.map((x) => x.leaf.win[seat]!));
  const atTop = actions.filter((x) => Math.abs(x.leaf.win[seat]! - topWin) <= 1e-9);
  const topMargin = Math.max(...atTop.map((x) => margin(x.leaf)));
  return { actions, optimal: atTop.filter((x) => Math.abs(margin(x.leaf) - topMargin) <= 1e-9).map((x) => x.action), seatsActing };
}

/** The size of a position's whole tree (capped). */
function treeSize(game: AnyGame, p: unknown, cap: number): number {
  let n = 0;
  const walk = (q: unknown): void => {
    if (++n > cap || game.isOver(q)) return;
    for (const a of game.legalActions(q)) {
      if (n > cap) return;
      const r = game.clone(q);
      game.applyInPlace(r, a);
      walk(r);
    }
  };
  walk(p);
  return n;
}

/** Corpus positions (tests/fixtures/exact) of a player count whose tree has at most `cap` positions. */
function corpusPositions(id: string, players: number, count: number, cap = 1500): unknown[] {
  const game = GAMES[id]!;
  const file = JSON.parse(readFileSync(new URL(`../fixtures/exact/${id}.json`, import.meta.url), 'utf8')) as { entries: { players: number; position: unknown }[] };
  const out: unknown[] = [];
  for (const e of file.entries) {
    if (out.length >= count) break;
    if (e.players !== players) continue;
    const r = game.fromJSON(e.position);
    if (!r.ok) throw new Error(`corpus ${id}: ${r.error[0]!.message}`);
    if (treeSize(game, r.value, cap) <= cap) out.push(r.value);
  }
  return out;
}

/** The `index`th position of a game's exact corpus (tests/fixtures/exact). */
function corpusEntry(id: string, index: number): unknown {
  const file = JSON.parse(readFileSync(new URL(`../fixtures/exact/${id}.json`, import.meta.url), 'utf8')) as { entries: { position: unknown }[] };
  const r = GAMES[id]!.fromJSON(file.entries[index]!.position);
  if (!r.ok) throw new Error(`corpus ${id} entry ${index}: ${r.error[0]!.message}`);
  return r.value;
}

/** Expects the solver's answer at `p` to be the brute force's: every action's outcome, and the optimal set. */
function expectBruteForce(game: AnyGame, p: unknown): void {
  const solved = solveExact(game, p);
  expect(solved).not.toBeNull();
  const want = bruteRoot(game, p);
  expect(solved!.actions.map((x) => x.action)).toEqual(want.actions.map((x) => x.action));
  for (const [i, x] of solved!.actions.entries()) {
    expect(x.outcome.score).toEqual(want.actions[i]!.leaf.score);
    expect(x.outcome.win.map((w) => +w.toFixed(9))).toEqual(want.actions[i]!.leaf.win.map((w) => +w.toFixed(9)));
  }
  expect(solved!.optimal).toEqual(want.optimal);
}

const CASES: { id: string; players: number }[] = [
  { id: 'duel', players: 2 },
  { id: 'atlantis', players: 2 },
  { id: 'atlantis', players: 3 },
  { id: 'nautilus', players: 2 },
  { id: 'nautilus', players: 3 },
];

describe('the exact solver equals a brute force over the Game API', () => {
  for (const { id, players } of CASES) {
    test(`${id}, ${players} players: every action's outcome and the optimal set`, () => {
      const game = GAMES[id]!;
      const positions = corpusPositions(id, players, 8, id === 'duel' ? 3000 : 1500);
      expect(positions.length).toBe(8);
      let others = 0;
      let nonOptimal = 0;
      for (const p of positions) {
        const before = JSON.stringify(game.toJSON(p));
        const solved = solveExact(game, p);
        expect(solved).not.toBeNull();
        expect(JSON.stringify(game.toJSON(p))).toBe(before); // the input is unchanged
        const want = bruteRoot(game, p);
        expect(solved!.actor).toBe(game.toAct(p));
        expect(solved!.actions.map((x) => x.action)).toEqual(want.actions.map((x) => x.action));
        for (const [i, x] of solved!.actions.entries()) {
          expect(x.outcome.score).toEqual(want.actions[i]!.leaf.score);
          expect(x.outcome.win.map((w) => +w.toFixed(9))).toEqual(want.actions[i]!.leaf.win.map((w) => +w.toFixed(9)));
        }
        expect(solved!.optimal).toEqual(want.optimal);
        if (want.seatsActing.size > 1) others++;
        if (want.optimal.length < want.actions.length) nonOptimal++;
      }
      // the positions are not all trivial: some have a wrong action to avoid
      expect(nonOptimal).toBeGreaterThan(0);
      // the duel's last round alternates seats (Nautilus's and Atlantis's last turns are one seat's)
      if (id === 'duel') expect(others, 'some lines let another seat act').toBeGreaterThan(0);
    });
  }
});

describe('the value convention where the corpus cases above do not reach it (docs/analysis-spec.md, "Exact", value convention)', () => {
  test('a tie splits the win: in Atlantis corpus entry 34 (two players) most actions end level, each seat winning half', () => {
    const game = GAMES.atlantis!;
    const p = corpusEntry('atlantis', 34);
    const want = bruteRoot(game, p);
    // the position has tied ends (the test can tell a split win from a whole one) and some that are not
    expect(want.actions.some((x) => x.leaf.win.every((w) => w === 0.5))).toBe(true);
    expect(want.optimal.length).toBeLessThan(want.actions.length);
    expectBruteForce(game, p);
  });

  test('among equal actions a seat plays the first in the engine order, below the root too (Nautilus corpus entry 111)', () => {
    // after 'move 0:0 8 3' the mover acts again and two of its ways on are equal for it (win share and
    // margin) but end with different scores: which one it plays shows in the outcome's scores
    const game = GAMES.nautilus!;
    const p = corpusEntry('nautilus', 111);
    const differs = game.legalActions(p).some((a: unknown) => {
      const q = game.clone(p);
      game.applyInPlace(q, a);
      return JSON.stringify(brute(game, q, { n: 0 })) !== JSON.stringify(brute(game, q, { n: 0 }, true));
    });
    expect(differs, 'the first and the last of equal actions end differently here').toBe(true);
    expectBruteForce(game, p);
  });
});

describe('the exact solver refuses what is too large', () => {
  test("the budget counts the root's children too: a tree of the root and its finished children is solved with a budget of its size, refused one short", () => {
    // Atlantis corpus entry 34: every one of its 17 actions ends the game, so its last position visited is a child of the root
    const game = GAMES.atlantis!;
    const p = corpusEntry('atlantis', 34);
    const size = treeSize(game, p, 1e6);
    expect(size).toBe(1 + game.legalActions(p).length);
    expect(solveExact(game, p, { budget: size })?.nodes).toBe(size);
    expect(solveExact(game, p, { budget: size - 1 })).toBeNull();
  });

  test('an opening is refused at once; a budget one short of the tree is refused, the tree itself solved', () => {
    for (const id of GAME_IDS) {
      const game = GAMES[id]!;
      expect(solveExact(game, game.setup({ players: 2, seed: 1 }))).toBeNull();
    }
    const game = GAMES.duel!;
    const p = corpusPositions('duel', 2, 40).find((q) => treeSize(game, q, 1e6) > 20)!;
    const size = treeSize(game, p, 1e6);
    expect(solveExact(game, p, { budget: size })?.nodes).toBe(size);
    expect(solveExact(game, p, { budget: size - 1 })).toBeNull();
    expect(solveExact(game, p, { maxDepth: 1 })).toBeNull();
  });

  test('the depth limit: a tree whose longest line has D actions is solved with maxDepth D and refused with D - 1, also where the size estimate lets it through', () => {
    // Nautilus corpus entry 4: its longest line has 11 actions, which the estimate's random lines do not meet
    const game = GAMES.nautilus!;
    const file = JSON.parse(readFileSync(new URL('../fixtures/exact/nautilus.json', import.meta.url), 'utf8')) as { entries: { position: unknown }[] };
    const r = game.fromJSON(file.entries[4]!.position);
    if (!r.ok) throw new Error('nautilus corpus entry 4');
    const p = r.value;
    const longest = (q: unknown): number =>
      game.isOver(q)
        ? 0
        : 1 +
          Math.max(
            ...game.legalActions(q).map((a) => {
              const next = game.clone(q);
              game.applyInPlace(next, a);
              return longest(next);
            }),
          );
    const depth = longest(p);
    expect(depth).toBe(11);
    expect(mayBeSolvable(game, p, { maxDepth: depth - 1 })).toBe(true);
    expect(solveExact(game, p, { maxDepth: depth })).not.toBeNull();
    expect(solveExact(game, p, { maxDepth: depth - 1 })).toBeNull();
  });

  test('a game that is over has nothing to solve', () => {
    const game = GAMES.duel!;
    const p = game.setup({ players: 2, seed: 3 });
    const rng = Rng.fromSeed(3);
    while (!game.isOver(p)) game.applyInPlace(p, game.rollout(p, game.legalActions(p), rng));
    expect(solveExact(game, p)).toBeNull();
    expect(exactAnalysis(game, p, { mode: 'omniscient', viewpoint: 0, seed: 1 })).toBeNull();
  });
});

describe('exact values in both modes', () => {
  test('omniscient: the viewpoint values and the optimal set are the brute force of the true position', () => {
    const game = GAMES.atlantis!;
    for (const p of corpusPositions('atlantis', 3, 4)) {
      const actor = game.toAct(p)!;
      const viewpoint = (actor + 1) % game.seats(p);
      const out = exactAnalysis(game, p, { mode: 'omniscient', viewpoint, seed: 1 })!;
      const want = bruteRoot(game, p);
      expect(out.optimal).toEqual(want.optimal);
      for (const [i, a] of out.actions.entries()) {
        const leaf = want.actions[i]!.leaf;
        expect(a.winShare).toBeCloseTo(leaf.win[viewpoint]!, 4);
        expect(a.margin).toBeCloseTo(leaf.score[viewpoint]! - Math.max(...leaf.score.filter((_, s) => s !== viewpoint)), 4);
        expect(a.optimal).toBe(want.optimal.includes(a.action));
      }
    }
  });

  test('observation: the mean over the determinizations of each one solved by brute force', () => {
    for (const id of ['duel', 'nautilus']) {
      const game = GAMES[id]!;
      // a position every determinization of which ends within the limits (some duel positions end this round only in some)
      const p = corpusPositions(id, 2, 6, 800).find((q) => exactAnalysis(game, q, { mode: 'observation', viewpoint: game.toAct(q)!, seed: 9 }) !== null)!;
      expect(p).toBeDefined();
      const actor = game.toAct(p)!;
      const out = exactAnalysis(game, p, { mode: 'observation', viewpoint: actor, seed: 9 });
      expect(out!.determinizations).toBe(EXACT_DETERMINIZATIONS);
      const dets = exactDeterminizations(game, p, actor, 9, EXACT_DETERMINIZATIONS);
      const solved = dets.map((d) => bruteRoot(game, d));
      const margin = (l: Leaf): number => l.score[actor]! - Math.max(...l.score.filter((_, s) => s !== actor));
      for (const [i, a] of out!.actions.entries()) {
        const win = solved.reduce((s, x) => s + x.actions[i]!.leaf.win[actor]!, 0) / dets.length;
        const m = solved.reduce((s, x) => s + margin(x.actions[i]!.leaf), 0) / dets.length;
        expect(a.winShare).toBeCloseTo(win, 4);
        expect(a.margin).toBeCloseTo(m, 4);
      }
    }
  });

  test('observation with four players: each margin is the mean of the margins of the determinizations, not the margin of the mean scores', () => {
    // Atlantis corpus entry 150 (four players): the best other seat differs between determinizations, so the two means differ by 0.31
    const game = GAMES.atlantis!;
    const file = JSON.parse(readFileSync(new URL('../fixtures/exact/atlantis.json', import.meta.url), 'utf8')) as { entries: { players: number; position: unknown }[] };
    const r = game.fromJSON(file.entries[150]!.position);
    if (!r.ok) throw new Error('atlantis corpus entry 150');
    const p = r.value;
    expect(game.seats(p)).toBe(4);
    const viewpoint = game.toAct(p)!;
    const out = exactAnalysis(game, p, { mode: 'observation', viewpoint, seed: 5 })!;
    const solved = exactDeterminizations(game, p, viewpoint, 5, EXACT_DETERMINIZATIONS).map((d) => solveExact(game, d)!);
    let differs = 0;
    for (const [i, a] of out.actions.entries()) {
      const scores = solved.map((x) => x.actions[i]!.outcome.score);
      const meanOfMargins = scores.reduce((t, sc) => t + marginOf(sc, viewpoint), 0) / scores.length;
      const meanScores = scores[0]!.map((_, s) => scores.reduce((t, sc) => t + sc[s]!, 0) / scores.length);
      expect(a.margin).toBeCloseTo(meanOfMargins, 4);
      differs = Math.max(differs, Math.abs(marginOf(meanScores, viewpoint) - meanOfMargins));
    }
    // the two ways of averaging differ here, so the test tells them apart
    expect(differs).toBeGreaterThan(0.1);
  });
});

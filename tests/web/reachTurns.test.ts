// Reach in turns (docs/analysis-spec.md section 1): the pure search over whole moves, and the engine
// API's answer on the WASM kernel against the rules engine's own move generation, turn by turn.
import { describe, expect, test } from 'vitest';
import { legalActions, type Position, type Square } from '../../src/nautilus/index.js';
import { createEngineApi } from '../../web/src/worker/engineApi.js';
import { reachInTurns } from '../../web/src/worker/reachTurns.js';
import { loadWasmKernel } from '../kernel/wasmKernel.js';
import { subPosition } from '../nautilus/midgame.js';

/** A corridor 0..n-1 where one move goes at most `range` squares either way, never onto `blocked`. */
const corridor = (n: number, range: number, blocked: number[] = []) => (from: Square): Square[] => {
  const out: Square[] = [];
  for (let x = Math.max(0, from[0] - range); x <= Math.min(n - 1, from[0] + range); x++) if (x !== from[0] && !blocked.includes(x)) out.push([x, 0]);
  return out;
};

describe('reach in turns (pure)', () => {
  test('turn t is the fewest whole moves to end on a square; the start is never listed', () => {
    const r = reachInTurns([0, 0], 3, corridor(12, 4));
    const turns = new Map(r.map((q) => [q.at[0], q.turns]));
    expect([...turns.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect([1, 2, 3, 4].map((x) => turns.get(x))).toEqual([1, 1, 1, 1]);
    expect([5, 8, 9, 11].map((x) => turns.get(x))).toEqual([2, 2, 3, 3]);
    expect(turns.has(0)).toBe(false);
    expect(r.map((q) => q.turns)).toEqual([...r.map((q) => q.turns)].sort((a, b) => a - b));
  });

  test('squares a move cannot end on are not stepping stones; the turn limit holds; no move, no squares', () => {
    const r = reachInTurns([0, 0], 2, corridor(12, 2, [2]));
    expect(r.map((q) => [q.at[0], q.turns])).toEqual([[1, 1], [3, 2]]);
    expect(reachInTurns([0, 0], 0, corridor(5, 2))).toEqual([]);
    expect(reachInTurns([0, 0], 3, () => [])).toEqual([]);
  });
});


/** Where the rules let submarine `sub` end its move if it stood on `from` (the board otherwise as it is). */
function rulesTargets(pos: Position, sub: { seat: number; index: number }, from: Square): Square[] {
  const copy = structuredClone(pos);
  copy.submarines.find((s) => s.seat === sub.seat && s.index === sub.index)!.at = [from[0], from[1]];
  // the tile it would have recovered stays: the board "as it is"; every other submarine stays too
  return legalActions(copy)
    .filter((a) => a.type === 'move' && a.sub.seat === sub.seat && a.sub.index === sub.index)
    .map((a) => (a as { to: Square }).to);
}

describe('reach in turns (engine API, WASM kernel)', async () => {
  const api = createEngineApi(() => loadWasmKernel());
  await api.init();

  test.each([1, 2, 3, 5])('seed %i: the kernel answer equals repeated move generation of the rules engine', (seed) => {
    const pos = subPosition(seed);
    const sub = pos.submarines.find((s) => s.seat === pos.toAct)!;
    const got = api.reachInTurns(pos, `${sub.seat}:${sub.index}`, 3);
    const want = reachInTurns(sub.at, 3, (from) => rulesTargets(pos, sub, from));
    const norm = (r: { at: Square; turns: number }[]): string[] => r.map((q) => `${q.at[0]},${q.at[1]}:${q.turns}`).sort();
    expect(norm(got)).toEqual(norm(want));
    // turn 1 is exactly where the submarine may move now
    const now = legalActions(pos).filter((a) => a.type === 'move' && a.sub.index === sub.index).map((a) => `${(a as { to: Square }).to}`);
    expect(got.filter((q) => q.turns === 1).map((q) => `${q.at}`).sort()).toEqual(now.sort());
    expect(got.some((q) => q.turns === 2)).toBe(true);
  });

  test('an unknown submarine reaches nothing', () => {
    expect(api.reachInTurns(subPosition(1), '3:9', 3)).toEqual([]);
  });
});

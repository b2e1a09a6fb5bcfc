// Submarine-move perft (cli.md) on small positions counted by hand (tests/fixtures/hand/h*.json):
// the hand counts against the reference oracle, the engine's move generation over the naive
// kernel and over the TS twin, and the kernels' own perft (TS twin, WASM release).
import { beforeAll, describe, expect, test } from 'vitest';
import { NaiveKernel } from '../../src/kernel/naive.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import type { Kernel } from '../../src/kernel/types.js';
import { corridorsOf, enginePerft, kernelPerft, kernelView, createContext, perftProblem, validatePosition, type Position } from '../../src/nautilus/index.js';
import { addModules, atPhase, game } from '../helpers.js';
import { loadWasmKernel } from '../kernel/wasmKernel.js';
import { buildHand, loadHand, type HandFixture } from './hand.js';
import { refPerft } from './reference.js';

const fixtures = loadHand('h');

let wasm: Kernel;
beforeAll(async () => {
  wasm = await loadWasmKernel('release');
});

describe('hand-counted perft fixtures', () => {
  test('there are 9 fixtures, each with its reasoning, on boards of 8 to 12 squares a side', () => {
    expect(fixtures.map((f) => f.name)).toEqual([
      'h1-corridor-one-sub',
      'h2-corridor-two-own-one-foreign',
      'h3-face-down-tile-in-corridor',
      'h4-face-up-tiles',
      'h5-all-five-kinds-in-the-trench',
      'h6-three-subs-two-corridors',
      'h7-module-cover-range6-moved',
      'h8-room-with-tile-10x10',
      'h9-ring-12x12-three-subs',
    ]);
    for (const f of fixtures) {
      expect(f.reasoning.length, f.name).toBeGreaterThan(200);
      expect(Object.keys(f.perft!).sort(), f.name).toEqual(['1', '2', '3']);
      const h = f.board.rows.length;
      const w = f.board.rows[0]!.length;
      expect(Math.min(w, h) >= 8 && Math.max(w, h) <= 12, f.name).toBe(true);
    }
    // the set covers: a perft(3) > 0, a non-square board, face-up and face-down tiles, a module, a moved submarine
    expect(fixtures.filter((f) => f.perft!['3']! > 0).map((f) => f.name)).toEqual(['h6-three-subs-two-corridors', 'h9-ring-12x12-three-subs']);
    expect(fixtures.some((f) => f.board.rows.length !== f.board.rows[0]!.length)).toBe(true);
    expect(fixtures.some((f) => f.faceUp?.length)).toBe(true);
    expect(fixtures.some((f) => f.modules?.length)).toBe(true);
    expect(fixtures.some((f) => f.moved?.length)).toBe(true);
  });

  test.each(fixtures.map((f) => [f.name, f] as const))('%s: the reference oracle agrees with the hand counts', (_n, f) => {
    const pos = buildHand(f);
    expect(validatePosition(pos)).toEqual([]);
    expect(refPerft(pos, 0)).toBe(1);
    for (const d of ['1', '2', '3']) expect(refPerft(pos, Number(d)), `perft(${d})`).toBe(f.perft![d]);
  });

  test.each(fixtures.map((f) => [f.name, f] as const))('%s: engine (naive and TS kernel) and kernels (TS twin, WASM) agree with the hand counts', (_n, f) => {
    const pos = buildHand(f);
    for (const d of ['1', '2', '3']) {
      const want = f.perft![d];
      expect(enginePerft(pos, Number(d), createContext(new NaiveKernel())), `engine over the naive kernel, perft(${d})`).toBe(want);
      expect(enginePerft(pos, Number(d), createContext(new TsKernel())), `engine over the TS twin, perft(${d})`).toBe(want);
      expect(kernelPerft(new TsKernel(), pos, Number(d)), `TS twin kernel, perft(${d})`).toBe(want);
      expect(kernelPerft(wasm, pos, Number(d)), `WASM kernel, perft(${d})`).toBe(want);
    }
  });
});

/** The fixture with seats 0 and 1 swapped: the other seat to act, its research, its submarines listed after the other seat's. */
function swapSeats(f: HandFixture): HandFixture {
  const other = (s: number): number => (s < 2 ? 1 - s : s);
  const submarines = f.submarines.map((s) => ({ ...s, seat: other(s.seat) })).sort((a, b) => a.seat - b.seat || a.index - b.index);
  const research = Object.fromEntries(Object.entries(f.research ?? {}).map(([s, r]) => [String(other(Number(s))), r]));
  const modules = f.modules?.map((m) => ({ ...m, researchers: m.researchers && [m.researchers[1] ?? 0, m.researchers[0] ?? 0, ...m.researchers.slice(2)] }));
  return { ...f, toAct: other(f.toAct), submarines, research, modules };
}

describe('perft does not depend on seat numbers', () => {
  // h2 holds a submarine of the other seat with the same index as one of the moving seat's: with
  // the seats swapped it comes first in the list, so a move must find its submarine by seat and index
  test.each(fixtures.map((f) => [f.name, f] as const))('%s with seats 0 and 1 swapped: the same counts', (_n, f) => {
    const pos = buildHand(swapSeats(f));
    expect(validatePosition(pos)).toEqual([]);
    expect(pos.toAct).toBe(1 - f.toAct);
    for (const d of ['1', '2', '3']) expect(enginePerft(pos, Number(d), createContext(new NaiveKernel())), `perft(${d})`).toBe(f.perft![d]);
  });

  test('the precondition: a fixture has a submarine of the seat not to act with an index the seat to act also has', () => {
    expect(fixtures.some((f) => f.submarines.some((s) => s.seat !== f.toAct && f.submarines.some((o) => o.seat === f.toAct && o.index === s.index)))).toBe(true);
  });
});

describe('cli.md perft: the positions it refuses', () => {
  const base = (): Position => buildHand(fixtures[0]!);
  test.each([
    ['the game is over', (p: Position): void => void (p.endReason = 'stalemate')],
    ['perft counts submarine moves: the position must be in phase 3', (p: Position): void => void (p.phase = 2)],
    ['a pending choice is open', (p: Position): void => void (p.turn.pending = { type: 'speed' } as Position['turn']['pending'])],
  ] as const)('%s', (message, change) => {
    const pos = base();
    expect(perftProblem(pos)).toBeNull();
    change(pos);
    expect(perftProblem(pos)).toBe(message);
    expect(() => enginePerft(pos, 1)).toThrow(message);
    expect(() => kernelPerft(new TsKernel(), pos, 1)).toThrow(message);
  });
});

describe("the kernel's view of a position (spec 7: who may launch and retire where)", () => {
  test('submarines of the seat by index, moved ones flagged in its phase 3; module flags 1 launch (2+ own researchers on a research module), 2 retire (any researcher on one)', () => {
    const pos = game(2, { clearTiles: true });
    addModules(
      pos,
      { kind: 'training', layout: 'B', at: [11, 14], researchers: [2, 0] },
      { kind: 'lab', layout: 'A', at: [14, 11], researchers: [1, 0] },
      { kind: 'sonar', layout: 'A', at: [8, 11], researchers: [0, 3] },
      { kind: 'green', at: [11, 8], researchers: [2, 1] },
    );
    // stored out of index order, with another seat's submarine between
    pos.submarines = [
      { seat: 0, index: 2, at: [5, 5] },
      { seat: 1, index: 2, at: [6, 5] },
      { seat: 0, index: 0, at: [7, 5] },
    ];
    atPhase(pos, 3, 0);
    pos.turn.moved = [2];
    pos.turn.step = 'move';
    const v = kernelView(pos);
    expect([...v.subs]).toEqual([7, 5, 0, 0, 5, 5, 1, 2]);
    expect(v.count).toBe(2);
    const flags = pos.modules.map((m, i) => [m.kind, v.modules[i * 4 + 3]]);
    expect(flags).toEqual([['base', 0], ['training', 3], ['lab', 2], ['sonar', 2], ['green', 0]]);
    pos.modules.forEach((m, i) => expect([...v.modules.slice(i * 4, i * 4 + 3)]).toEqual([m.at[0], m.at[1], corridorsOf(m)]));
    // the other seat: its own submarine (index 2 as well), not flagged as moved (not its turn); its launch pad is the sonar module
    const w = kernelView(pos, 1);
    expect([...w.subs]).toEqual([6, 5, 0, 2]);
    expect(pos.modules.map((_m, i) => w.modules[i * 4 + 3])).toEqual([0, 2, 2, 3, 0]);
    // outside phase 3 nothing is flagged as moved
    pos.phase = 2;
    expect([...kernelView(pos).subs]).toEqual([7, 5, 0, 0, 5, 5, 0, 2]);
  });
});

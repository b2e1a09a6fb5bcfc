// The rules the WASM kernel carries, on boards small enough to count by hand (docs/rules-spec.md
// section 7; the perft of docs/cli.md): what the kernel's mutation testing (scripts/mutate-kernel.js)
// found the random differential tests could miss. Every count here is worked out in the comments,
// not taken from a kernel; the TS twin and the naive oracle must give the same.
import { describe, expect, test } from 'vitest';
import { NaiveKernel } from '../../src/kernel/naive.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import { emptyKernelBoard, squaresOf, type Kernel, type KernelBoard, type ReachKernel } from '../../src/kernel/types.js';
import { instantiateWasmKernelSync } from '../../src/kernel/wasm.js';
import { set } from './randomBoards.js';
import { kernelBytes, loadWasmKernel } from './wasmKernel.js';

/** The full kernels: WASM (both ways of instantiating it) and the TS twin, made inside each test. */
async function fullKernels(): Promise<{ name: string; k: Kernel }[]> {
  return [
    { name: 'wasm', k: await loadWasmKernel() },
    { name: 'wasm (sync)', k: instantiateWasmKernelSync(kernelBytes()) },
    { name: 'ts', k: new TsKernel() },
  ];
}

async function reachKernels(): Promise<{ name: string; k: ReachKernel }[]> {
  return [...(await fullKernels()), { name: 'naive', k: new NaiveKernel() }];
}

/** A one-row strip of `w` squares (the kernel's smallest shape: one board row). */
function strip(w: number): KernelBoard {
  return emptyKernelBoard(w, 1);
}

describe('reach (spec 7, Move)', () => {
  test('modules and submarines are passed over but not ended on, the trench only when allowed, a tile ends the move', async () => {
    // x:    0    1       2     3       4   5     6   7
    //       sub  module  sub   trench  .   tile  .   .
    const b = strip(8);
    set(b.cover, 1, 0);
    set(b.subs, 0, 0);
    set(b.subs, 2, 0);
    set(b.trench, 3, 0);
    set(b.tiles, 5, 0);
    for (const { name, k } of await reachKernels()) {
      k.setPosition(b);
      const at = (range: number, trench: boolean): [number, number][] => (k.reach(0, 0, range, trench), squaresOf(k.targets()));
      // trench shut: 1 (module) and 2 (submarine) cannot be ended on, 3 cannot be entered
      expect({ name, shut: at(9, false) }).toEqual({ name, shut: [] });
      // trench allowed: 3 and 4 within 4 steps; the tile on 5 at 5 steps, and nothing past it
      expect({ name, r3: at(3, true), r4: at(4, true), r5: at(5, true), r9: at(9, true) }).toEqual({
        name,
        r3: [[3, 0]],
        r4: [[3, 0], [4, 0]],
        r5: [[3, 0], [4, 0], [5, 0]],
        r9: [[3, 0], [4, 0], [5, 0]],
      });
      expect({ name, count: k.reach(0, 0, 9, true) }).toEqual({ name, count: 3 });
    }
  });

  test('a move turns corners: behind a wall of two tiles, only the square 4 steps round it is reached', async () => {
    // an 8x8 board, tiles on (1,0) and (1,1); from (0,0) with range 4 both tiles are ends, and east of
    // the wall only (2,2) is reached, through (0,1), (0,2), (1,2); (2,1) and (2,3) would be 5 steps
    const b = emptyKernelBoard(8, 8);
    set(b.tiles, 1, 0);
    set(b.tiles, 1, 1);
    for (const { name, k } of await reachKernels()) {
      k.setPosition(b);
      k.reach(0, 0, 4, false);
      const got = squaresOf(k.targets());
      expect({ name, wall: got.filter(([x, y]) => x === 1 && y < 2), behind: got.filter(([x]) => x >= 2) }).toEqual({
        name,
        wall: [[1, 0], [1, 1]],
        behind: [[2, 2]],
      });
    }
  });
});

describe('batches', () => {
  test('the checksum of a batch is each count plus every target row times its row number + 1', async () => {
    // an 8x2 board, a submarine on (0,0), range 1: targets (1,0) and (0,1), rows 0b10 and 0b01:
    // 2 + 2 * 1 + 1 * 2 = 6. A ping of radius 1 from (0,0) over face-down tiles on (1,0), (0,1)
    // and (2,1): the first two, the same rows: 6 again; two queries of each: 12
    const b = emptyKernelBoard(8, 2);
    set(b.subs, 0, 0);
    for (const [x, y] of [[1, 0], [0, 1], [2, 1]] as const) {
      set(b.tiles, x, y);
      set(b.faceDown, x, y);
    }
    const one = Int32Array.from([0, 0, 1, 0]);
    const two = Int32Array.from([0, 0, 1, 0, 0, 0, 1, 0]);
    for (const { name, k } of await reachKernels()) {
      k.setPosition(b);
      expect({ name, reach: [k.reachBatch(one, 1), k.reachBatch(two, 2)], sonar: [k.sonarBatch(one, 1), k.sonarBatch(two, 2)] }).toEqual({ name, reach: [6, 12], sonar: [6, 12] });
    }
  });
});

describe('sonar (spec 7, Sonar)', () => {
  test('face-down tiles within the radius; trench tiles only from a trench square; face-up tiles never; nothing blocks it', async () => {
    // 8x8, the trench is columns 4..7. Face down: A (3,0), B (5,0) in the trench, C (1,4).
    // Face up: (2,0). Between the pinging squares and A lie a submarine (2,1) and a module square (3,1).
    const b = emptyKernelBoard(8, 8);
    for (let y = 0; y < 8; y++) for (let x = 4; x < 8; x++) set(b.trench, x, y);
    for (const [x, y] of [[3, 0], [5, 0], [1, 4], [2, 0]] as const) set(b.tiles, x, y);
    for (const [x, y] of [[3, 0], [5, 0], [1, 4]] as const) set(b.faceDown, x, y);
    set(b.subs, 2, 1);
    set(b.cover, 3, 1);
    for (const { name, k } of await reachKernels()) {
      k.setPosition(b);
      const ping = (x: number, y: number, r: number): [number, number][] => (k.sonar(x, y, r), squaresOf(k.seen()));
      expect({
        name,
        // from (1,1), off the trench: A at 3 steps, C at 3; B (5 steps) is in the trench
        open5: ping(1, 1, 5),
        open3: ping(1, 1, 3),
        open2: ping(1, 1, 2),
        // from (4,1), a trench square: A and B, both 2 steps away; C is 6 away
        trench2: ping(4, 1, 2),
        trench1: ping(4, 1, 1),
        // radius 0 sees the square itself: a face-down tile there is seen, a face-up one is not
        self: ping(3, 0, 0),
        faceUp: ping(2, 0, 0),
      }).toEqual({
        name,
        open5: [[3, 0], [1, 4]],
        open3: [[3, 0], [1, 4]],
        open2: [],
        trench2: [[3, 0], [5, 0]],
        trench1: [],
        self: [[3, 0]],
        faceUp: [],
      });
      expect({ name, counts: [k.sonar(1, 1, 5), k.sonar(4, 1, 2), k.sonar(5, 0, 0)] }).toEqual({ name, counts: [2, 2, 1] });
    }
  });
});

describe('perft (docs/cli.md, spec 7)', () => {
  test('worked example: a tile taken by the first move lets the second pass; a square left is free to end on', async () => {
    // an 8x1 strip, range 2: A on 0, a face-down tile on 1, B on 2.
    // depth 1: A can only enter the tile (1); B reaches the tile (1) and 3, 4: 1 + 3 = 4.
    // depth 2, A first (A takes the tile on 1): B passes over A to 0 (now empty), or 3, 4: 3.
    //          B to 1 (takes the tile): A passes over B to 2 (now empty): 1.
    //          B to 3 or 4: A can only enter the tile: 1 + 1.      total 3 + 1 + 1 + 1 = 6.
    // depth 3 with two submarines: 0 (each moves at most once).
    const b = strip(8);
    set(b.subs, 0, 0);
    set(b.subs, 2, 0);
    set(b.tiles, 1, 0);
    set(b.faceDown, 1, 0);
    const subs = Int32Array.from([0, 0, 0, 0, 2, 0, 0, 0]);
    for (const { name, k } of await fullKernels()) {
      k.setPosition(b);
      expect({ name, perft: [1, 2, 3].map((d) => k.perft(subs, 2, 2, false, false, d)) }).toEqual({ name, perft: [4, 6, 0] });
      // the same again: the board and the submarines were put back after each sequence
      expect({ name, again: k.perft(subs, 2, 2, false, false, 2) }).toEqual({ name, again: 6 });
      expect({ name, subs: Array.from(subs) }).toEqual({ name, subs: [0, 0, 0, 0, 2, 0, 0, 0] });
    }
  });

  test('worked example: the trench is used only when open or with all five kinds', async () => {
    // an 8x1 strip, range 3, trench on 1 and 2: A on 0, B on 5.
    // shut: A has no move; B reaches 3, 4 (west, the trench stops it) and 6, 7 (east): 4 moves.
    //       depth 2: each of B's 4 moves, then A still has none: 0.
    // open (or all kinds): A reaches 1, 2, 3; B reaches 2, 3, 4, 6, 7: 8 moves.
    //       depth 2, A first: A to 1, 2 or 3, then B's west squares are 4, 3, 2 less the one A took
    //       (B to 2 passes 4, 3): A to 1: B 2, 3, 4, 6, 7 (5); A to 2: B 3, 4, 6, 7 (4); A to 3: B passes
    //       over A to 2: 2, 4, 6, 7 (4). B first: to 2: A 1, and 3 over B (2); to 3: A 1, 2 (2);
    //       to 4, 6 or 7: A 1, 2, 3 (3 each).
    //       total 5 + 4 + 4 + 2 + 2 + 3 + 3 + 3 = 26.
    const b = strip(8);
    set(b.trench, 1, 0);
    set(b.trench, 2, 0);
    set(b.subs, 0, 0);
    set(b.subs, 5, 0);
    const subs = Int32Array.from([0, 0, 0, 0, 5, 0, 0, 0]);
    for (const { name, k } of await fullKernels()) {
      k.setPosition(b);
      const p = (open: boolean, all: boolean): number[] => [1, 2].map((d) => k.perft(subs, 2, 3, open, all, d));
      expect({ name, shut: p(false, false), open: p(true, false), allKinds: p(false, true) }).toEqual({ name, shut: [4, 0], open: [8, 26], allKinds: [8, 26] });
    }
  });

  test('submarines of other seats and module squares block ends but not paths, during the whole sequence', async () => {
    // an 8x1 strip, range 3: A (own) on 0, a foreign submarine on 1, a module square on 2, B (own) on 6.
    // A reaches 3 (over 1 and 2); B reaches 3, 4, 5, 7. depth 1: 1 + 4 = 5.
    // depth 2: A to 3, then B: 4, 5, 7 (3 taken) = 3; B to 3: A none (1, 2 blocked, 3 taken) = 0;
    //          B to 4, 5 or 7: A to 3 = 1 each: 3.   total 3 + 0 + 3 = 6.
    const b = strip(8);
    set(b.subs, 0, 0);
    set(b.subs, 1, 0);
    set(b.cover, 2, 0);
    set(b.subs, 6, 0);
    const subs = Int32Array.from([0, 0, 0, 0, 6, 0, 0, 0]);
    for (const { name, k } of await fullKernels()) {
      k.setPosition(b);
      expect({ name, perft: [1, 2].map((d) => k.perft(subs, 2, 3, false, false, d)) }).toEqual({ name, perft: [5, 6] });
    }
  });
});

// The kernel at its edges (spec 7; docs/cli.md for perft): out-of-range arguments, the full
// 32-column width, distance rings, batches longer than the WASM kernel's buffer, perft leaving
// every answer of the kernel as it was, and the synchronous WASM instantiation of bot sandboxes.
// Every test builds its kernels itself: a kernel made in a hook or at import would run its
// set-up outside any test, where mutation testing cannot see what breaks it.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { BfsKernel } from '../../src/kernel/bfs.js';
import { NaiveKernel } from '../../src/kernel/naive.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import { MAX_RANGE, MAX_ROWS, emptyKernelBoard, packedRows, squaresOf, type Kernel, type KernelBoard, type ReachKernel } from '../../src/kernel/types.js';
import { instantiateWasmKernel, instantiateWasmKernelSync } from '../../src/kernel/wasm.js';
import { randomCase, set } from './randomBoards.js';
import { kernelBytes } from './wasmKernel.js';

const bytes = kernelBytes('release');

/** The full kernels: the TS twin and the WASM kernel, instantiated both ways. */
async function fullKernels(): Promise<{ name: string; k: Kernel }[]> {
  return [
    { name: 'ts', k: new TsKernel() },
    { name: 'wasm', k: await instantiateWasmKernel(bytes) },
    { name: 'wasm (sync)', k: instantiateWasmKernelSync(bytes) },
  ];
}

/** Every reach kernel, the naive oracle and the benchmark's BFS included. */
async function reachKernels(): Promise<{ name: string; k: ReachKernel }[]> {
  return [{ name: 'naive', k: new NaiveKernel() }, { name: 'bfs', k: new BfsKernel() }, ...(await fullKernels())];
}

const rows = (r: Int32Array): number[] => Array.from(r);

describe('the compiled kernel', () => {
  test('imports nothing (the adapter instantiates it with an empty import object), in both builds', () => {
    for (const target of ['release', 'debug'] as const) {
      const module = new WebAssembly.Module(kernelBytes(target));
      expect(WebAssembly.Module.imports(module), target).toEqual([]);
    }
  });
});

describe('board helpers', () => {
  test('emptyKernelBoard: all 32 columns of a 32-wide board are on it (the sign bit included), rows from the height on are empty', () => {
    const b = emptyKernelBoard(32, 20);
    expect(rows(b.onBoard)).toEqual([...Array(20).fill(-1), ...Array(12).fill(0)]);
    expect(rows(emptyKernelBoard(31, 1).onBoard)).toEqual([0x7fffffff, ...Array(31).fill(0)]);
    expect(rows(emptyKernelBoard(8, 2).onBoard)).toEqual([255, 255, ...Array(30).fill(0)]);
    for (const key of ['trench', 'tiles', 'faceDown', 'cover', 'subs'] as const) expect(rows(b[key])).toEqual(Array(MAX_ROWS).fill(0));
  });

  test('squaresOf: every set bit as (x, y) in (y, x) order, column 31 included, nothing from the height on', () => {
    const r = new Int32Array(MAX_ROWS);
    set(r, 31, 0);
    set(r, 0, 0);
    set(r, 5, 2);
    set(r, 7, 3);
    expect(squaresOf(r)).toEqual([[0, 0], [31, 0], [5, 2], [7, 3]]);
    expect(squaresOf(r, 3)).toEqual([[0, 0], [31, 0], [5, 2]]);
  });

  test('a submarine in column 31 of a 32x32 board moves along the edge and down (every kernel)', async () => {
    const b = emptyKernelBoard(32, 32);
    for (const { name, k } of await reachKernels()) {
      k.setPosition(b);
      expect({ name, n: k.reach(31, 0, 1, false), targets: squaresOf(k.targets()) }).toEqual({ name, n: 2, targets: [[30, 0], [31, 1]] });
    }
  });
});

describe('reach and sonar arguments out of range', () => {
  test('a range of 0 or less reaches nothing; a range over 9 is 9 (every kernel, single and batched queries)', async () => {
    const b = emptyKernelBoard(32, 32);
    const q = Int32Array.from([16, 16, 0, 0, 16, 16, -3, 1, 16, 16, 12, 0, 16, 16, 9, 0]);
    for (const { name, k } of await reachKernels()) {
      k.setPosition(b);
      expect({ name, n: k.reach(16, 16, 0, false), targets: squaresOf(k.targets()) }).toEqual({ name, n: 0, targets: [] });
      // a diamond of radius 9 on an empty board: 2 * 9 * 10 squares besides the start
      expect({ name, n: k.reach(16, 16, 12, false) }).toEqual({ name, n: 180 });
      const far = rows(k.targets());
      k.reach(16, 16, 9, false);
      expect(far).toEqual(rows(k.targets()));
      expect({ name, sum: k.reachBatch(q, 4), results: rows(k.results().subarray(0, 4)) }).toMatchObject({ name, results: [0, 0, 180, 180] });
    }
  });

  test('a ping of negative radius shows nothing; a radius over 9 is 9 (every kernel, single and batched)', async () => {
    // face-down tiles on every square of a 32x32 board: the ping shows its whole diamond
    const b = emptyKernelBoard(32, 32);
    b.tiles.fill(-1);
    b.faceDown.fill(-1);
    const q = Int32Array.from([16, 16, -1, 0, 16, 16, 12, 0, 16, 16, 9, 0, 16, 16, 0, 0]);
    const sums: number[] = [];
    for (const { name, k } of await reachKernels()) {
      k.setPosition(b);
      expect({ name, n: k.sonar(16, 16, -1), seen: squaresOf(k.seen()) }).toEqual({ name, n: 0, seen: [] });
      expect({ name, n: k.sonar(16, 16, 12) }).toEqual({ name, n: 181 });
      const far = rows(k.seen());
      k.sonar(16, 16, 9);
      expect(far).toEqual(rows(k.seen()));
      sums.push(k.sonarBatch(q, 4));
      expect({ name, results: rows(k.results().subarray(0, 4)) }).toEqual({ name, results: [0, 181, 181, 1] });
    }
    // the checksum adds each query's rows: a negative radius adds nothing, so all kernels agree
    expect(new Set(sums).size).toBe(1);
  });
});

describe('distance rings', () => {
  test('worked example: from the middle of an open 5x5 board, ring d holds the squares d steps away', async () => {
    const b = emptyKernelBoard(5, 5);
    const around = (d: number): [number, number][] => {
      const out: [number, number][] = [];
      for (let y = 0; y < 5; y++) for (let x = 0; x < 5; x++) if (Math.abs(x - 2) + Math.abs(y - 2) === d) out.push([x, y]);
      return out;
    };
    for (const { name, k } of await reachKernels()) {
      k.setPosition(b);
      expect({ name, n: k.reach(2, 2, 3, false, true) }).toEqual({ name, n: 20 });
      for (const d of [1, 2, 3, 4]) expect({ name, d, ring: squaresOf(k.ring(d)) }).toEqual({ name, d, ring: d <= 3 ? around(d) : [] });
    }
  });

  test('fresh kernels agree ring by ring on 300 random boards (rings after rings: no stale squares)', async () => {
    const kernels = await reachKernels();
    const rng = Rng.fromSeed(515);
    for (let i = 0; i < 300; i++) {
      const c = randomCase(rng);
      const got = kernels.map(({ k }) => {
        k.setPosition(c.board);
        const n = k.reach(c.x, c.y, 1 + (i % MAX_RANGE), c.trench, true);
        return { n, rings: Array.from({ length: MAX_RANGE }, (_, d) => rows(k.ring(d + 1))) };
      });
      for (let j = 1; j < kernels.length; j++) expect({ i, kernel: kernels[j]!.name, ...got[j] }).toEqual({ i, kernel: kernels[j]!.name, ...got[0] });
    }
  });
});

describe('WASM batches', () => {
  test('9,000 reach and sonar queries (over the 4,096 of one WASM batch) = the TS twin, count by count', async () => {
    const rng = Rng.fromSeed(90);
    const c = randomCase(rng);
    const n = 9000;
    const q = new Int32Array(n * 4);
    for (let i = 0; i < n; i++) q.set([rng.int(c.board.width), rng.int(c.board.height), rng.int(11), rng.int(2)], i * 4);
    const [ts, wasm, wasmSync] = (await fullKernels()).map(({ k }) => k) as [Kernel, Kernel, Kernel];
    for (const k of [ts, wasm, wasmSync]) k.setPosition(c.board);
    const want = [ts.reachBatch(q, n), ...ts.results().subarray(0, n)];
    expect(want.slice(1).some((r) => r > 0)).toBe(true);
    for (const k of [wasm, wasmSync]) expect([k.reachBatch(q, n), ...k.results().subarray(0, n)]).toEqual(want);
    const wantSonar = [ts.sonarBatch(q, n), ...ts.results().subarray(0, n)];
    for (const k of [wasm, wasmSync]) expect([k.sonarBatch(q, n), ...k.results().subarray(0, n)]).toEqual(wantSonar);
    // a shorter batch after a longer one
    expect([wasm.reachBatch(q, 3), ...wasm.results().subarray(0, 3)]).toEqual([ts.reachBatch(q, 3), ...ts.results().subarray(0, 3)]);
  });
});

describe('taking a position in one copy', () => {
  test('a board of emptyKernelBoard is one array; a copy with any of its six arrays replaced is taken array by array', async () => {
    const c = randomCase(Rng.fromSeed(91));
    const b = emptyKernelBoard(c.board.width, c.board.height);
    for (const key of ['onBoard', 'trench', 'tiles', 'faceDown', 'cover', 'subs'] as const) b[key].set(c.board[key]);
    expect(packedRows(b)).toBe(b.rows);
    expect(rows(b.rows!.subarray(5 * MAX_ROWS))).toEqual(rows(c.board.subs));
    const [ts, wasm] = (await fullKernels()).map(({ k }) => k) as [Kernel, Kernel];
    const from: [number, number][] = [[c.x, c.y], ...squaresOf(c.board.subs, c.board.height)];
    const answers = (k: Kernel, board: KernelBoard): number[] => {
      k.setPosition(board);
      return from.flatMap(([x, y]) => [k.reach(x, y, 4, true), ...k.targets(), k.sonar(x, y, 3), ...k.seen()]);
    };
    expect(from.length).toBeGreaterThan(3);
    for (const key of ['onBoard', 'trench', 'tiles', 'faceDown', 'cover', 'subs'] as const) {
      // the copy keeps `rows` (the spread copies it) but one array is no longer its view: the
      // packed copy would give the kernel the old rows
      const replaced = b[key].slice();
      for (let y = 0; y < MAX_ROWS; y++) replaced[y] = key === 'onBoard' ? replaced[y]! & ~1 : key === 'subs' ? 0 : replaced[y]! ^ 0x55;
      const copy: KernelBoard = { ...b, [key]: replaced };
      expect({ key, packed: packedRows(copy) }).toEqual({ key, packed: null });
      answers(wasm, b); // the packed board first, so a stale copy would show
      expect({ key, got: answers(wasm, copy) }).toEqual({ key, got: answers(ts, copy) });
    }
    expect(packedRows({ ...b, rows: undefined })).toBeNull();
    expect(answers(wasm, b)).toEqual(answers(ts, b));
  });
});

describe('launch and retire squares', () => {
  test('a corridor pointing off the board gives no square (a module in the corner of an 8x8 board)', async () => {
    const b = emptyKernelBoard(8, 8);
    // module centre (0, 0): corridors N (slot 0), E (2), S (4), W (6); only E and S land on the board
    const modules = Int32Array.from([0, 0, 0b01010101, 3]);
    for (const { name, k } of await fullKernels()) {
      k.setPosition(b);
      expect({ name, counts: k.mouths(modules, 1), launch: squaresOf(k.launchRows()), retire: squaresOf(k.retireRows()) }).toEqual({
        name,
        counts: { launch: 2, retire: 2 },
        launch: [[2, 0], [0, 2]],
        retire: [[2, 0], [0, 2]],
      });
    }
  });

  test('fewer modules after more: only the first n count', async () => {
    const b = emptyKernelBoard(12, 12);
    const many = Int32Array.from([5, 5, 0b01010101, 3, 9, 9, 0b00000001, 1]);
    for (const { name, k } of await fullKernels()) {
      k.setPosition(b);
      expect({ name, counts: k.mouths(many, 2) }).toEqual({ name, counts: { launch: 5, retire: 4 } });
      expect({ name, counts: k.mouths(many, 1), launch: squaresOf(k.launchRows()) }).toEqual({ name, counts: { launch: 4, retire: 4 }, launch: [[5, 3], [3, 5], [7, 5], [5, 7]] });
    }
  });
});

/** A board with face-up and face-down tiles, some in the trench, and three submarines. */
function tiledBoard(): { b: KernelBoard; subs: Int32Array } {
  const b = emptyKernelBoard(10, 8);
  for (let y = 0; y < 8; y++) for (let x = 6; x < 10; x++) set(b.trench, x, y);
  const tiles: [number, number, boolean][] = [[2, 1, true], [3, 3, false], [5, 2, true], [7, 2, true], [8, 5, true], [6, 6, false], [1, 6, true], [4, 5, true]];
  for (const [x, y, down] of tiles) {
    set(b.tiles, x, y);
    if (down) set(b.faceDown, x, y);
  }
  const subs = Int32Array.from([2, 2, 0, 0, 6, 3, 0, 1, 4, 6, 0, 2]);
  for (let i = 0; i < 3; i++) set(b.subs, subs[i * 4]!, subs[i * 4 + 1]!);
  return { b, subs };
}

/** Everything a kernel answers about a position: reach from every square, sonar from every square, mouths. */
function answers(k: Kernel, b: KernelBoard): unknown[] {
  const out: unknown[] = [];
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      out.push(k.reach(x, y, 3, (x + y) % 2 === 0), rows(k.targets()));
      out.push(k.sonar(x, y, 2), rows(k.seen()));
    }
  }
  out.push(k.mouths(Int32Array.from([4, 4, 0b01010101, 3]), 1), rows(k.launchRows()));
  return out;
}

describe('submarine moves', () => {
  test('fewer submarines after more: only the first n move (TS twin = WASM)', async () => {
    const { b, subs } = tiledBoard();
    const got = (await fullKernels()).map(({ k }) => {
      k.setPosition(b);
      return [3, 1, 2].map((n) => ({ moves: Array.from(k.subMoves(subs, n, 2, false)), perft: k.perft(subs, n, 2, false, false, 2) }));
    });
    const single = got[0]![1]!.moves;
    expect(single.length).toBeGreaterThan(0);
    expect(single.every((v, i) => i % 3 !== 0 || v === 0)).toBe(true); // one submarine: every move is sub 0's
    expect(got[1]).toEqual(got[0]);
    expect(got[2]).toEqual(got[0]);
  });
});

describe('perft', () => {
  test('depth 0 counts the one empty sequence, a depth over 15 is refused (-1), a range of 0 moves nothing, a range over 9 is 9', async () => {
    const { b, subs } = tiledBoard();
    const open = emptyKernelBoard(32, 32);
    set(open.subs, 16, 16);
    const one = Int32Array.from([16, 16, 0, 0]);
    for (const { name, k } of await fullKernels()) {
      k.setPosition(b);
      expect({ name, d0: k.perft(subs, 3, 4, false, false, 0), d16: k.perft(subs, 3, 4, false, false, 16), r0: k.perft(subs, 3, 0, false, false, 2) }).toEqual({ name, d0: 1, d16: -1, r0: 0 });
      k.setPosition(open);
      expect({ name, r12: k.perft(one, 1, 12, false, false, 1), r9: k.perft(one, 1, 9, false, false, 1) }).toEqual({ name, r12: 180, r9: 180 });
    }
  });

  test('worked example: two submarines on an open 3x1 strip, range 1', async () => {
    // subs on x=0 and x=2 of a 3x1 strip: each can step onto x=1 (one move each at depth 1);
    // after either has moved, the other's only square is taken: no sequence of two moves
    const b = emptyKernelBoard(3, 1);
    set(b.subs, 0, 0);
    set(b.subs, 2, 0);
    const subs = Int32Array.from([0, 0, 0, 0, 2, 0, 0, 1]);
    for (const { name, k } of await fullKernels()) {
      k.setPosition(b);
      expect({ name, perft: [1, 2].map((d) => k.perft(subs, 2, 1, false, false, d)) }).toEqual({ name, perft: [2, 0] });
      // a submarine marked as moved is left out
      expect({ name, moved: k.perft(Int32Array.from([0, 0, 1, 0, 2, 0, 0, 1]), 2, 1, false, false, 1) }).toEqual({ name, moved: 1 });
    }
  });

  test('after perft every answer of the kernel is as before: reach, sonar (face-down tiles, the trench) and mouths', async () => {
    const { b, subs } = tiledBoard();
    const fresh = new TsKernel();
    fresh.setPosition(b);
    const want = answers(fresh, b);
    for (const { name, k } of await fullKernels()) {
      for (const [trenchOpen, allKinds] of [[false, false], [true, false], [false, true]] as const) {
        k.setPosition(b);
        const nodes = k.perft(subs, 3, 3, trenchOpen, allKinds, 3);
        expect(nodes).toBeGreaterThan(0);
        expect({ name, trenchOpen, allKinds, answers: answers(k, b) }).toEqual({ name, trenchOpen, allKinds, answers: want });
      }
    }
  });
});

// Differential tests: the WASM kernel (release and debug builds) = the TS twin = the naive BFS
// oracle = the benchmark's BFS baseline, on 100,000 random boards of every size from 8x8 to 32x32
// and on every square size explicitly (spec 7 movement rules); move lists, launch/retire squares
// and perft: WASM = TS twin = a from-scratch perft over the oracle.
import { beforeAll, describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { BfsKernel } from '../../src/kernel/bfs.js';
import { NaiveKernel } from '../../src/kernel/naive.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import { MAX_RANGE, type Kernel, type KernelBoard, type ReachKernel } from '../../src/kernel/types.js';
import { randomCase, randomCaseOfSize, type RandomCase } from './randomBoards.js';
import { loadWasmKernel } from './wasmKernel.js';
import { scaled } from '../scale.js';

let wasm: Kernel;
let debug: Kernel;
const ts = new TsKernel();
const naive = new NaiveKernel();
const bfs = new BfsKernel();

beforeAll(async () => {
  wasm = await loadWasmKernel('release');
  debug = await loadWasmKernel('debug');
});

const rows = (r: Int32Array): number[] => Array.from(r);
const name = (k: ReachKernel): string => (k === bfs ? 'bfs' : k === debug ? 'debug' : k.id);

/** One reach query on every kernel: count, all 32 target rows, and all nine rings when asked. */
function compareOne(c: RandomCase, kernels: ReachKernel[], rings: boolean, label: string): void {
  const got = kernels.map((k) => {
    k.setPosition(c.board);
    const n = k.reach(c.x, c.y, c.range, c.trench, rings);
    return { n, targets: rows(k.targets()), rings: rings ? Array.from({ length: MAX_RANGE }, (_, d) => rows(k.ring(d + 1))) : null };
  });
  for (let k = 1; k < kernels.length; k++) {
    if (JSON.stringify(got[k]) !== JSON.stringify(got[0])) {
      expect({ label, kernel: name(kernels[k]!), ...got[k] }).toEqual({ label, kernel: name(kernels[k]!), ...got[0] });
    }
  }
}

function compareReach(seed: number, count: number): { sizes: Set<string>; ranges: Set<number> } {
  const rng = Rng.fromSeed(seed);
  const sizes = new Set<string>();
  const ranges = new Set<number>();
  for (let i = 0; i < count; i++) {
    const c = randomCase(rng);
    sizes.add(`${c.board.width}x${c.board.height}`);
    ranges.add(c.range);
    const kernels = i % 50 === 0 ? [naive, ts, wasm, bfs, debug] : [naive, ts, wasm, bfs];
    compareOne(c, kernels, i % 8 === 0, `seed ${seed} case ${i}`);
  }
  return { sizes, ranges };
}

describe('reach: wasm = ts = naive = bfs', () => {
  test.each([1, 2, 3, 4])('25,000 random boards, part %i', (part) => {
    const { sizes, ranges } = compareReach(part * 7919, scaled(25_000));
    expect(sizes.size).toBeGreaterThan(600); // of the 625 sizes 8..32 x 8..32
    expect([...ranges].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test.each(Array.from({ length: 25 }, (_, i) => i + 8))('square boards of side %i, 400 boards each, ranges 0..11, with and without rings', (size) => {
    const rng = Rng.fromSeed(1000 + size);
    for (let i = 0; i < 400; i++) {
      const c = randomCaseOfSize(rng, size, size);
      c.range = i % 12; // 0 and 10..11 included: no move, and ranges clamped to 9
      // corners and edges too: the window padding must hold
      if (i % 5 === 0) [c.x, c.y] = [[0, 0], [size - 1, 0], [0, size - 1], [size - 1, size - 1], [size >> 1, size - 1]][(i / 5) % 5]! as [number, number];
      compareOne(c, [naive, ts, wasm, bfs], i % 3 === 0, `${size}x${size} case ${i}`);
    }
  });

  test('one kernel, many queries in a row: no state leaks between queries, positions and board sizes', () => {
    const rng = Rng.fromSeed(77);
    const kernels: ReachKernel[] = [naive, ts, wasm, bfs];
    let c = randomCase(rng);
    for (const k of kernels) k.setPosition(c.board);
    for (let i = 0; i < 20_000; i++) {
      if (i % 7 === 0) {
        c = randomCase(rng);
        for (const k of kernels) k.setPosition(c.board);
      }
      const x = rng.int(c.board.width), y = rng.int(c.board.height), range = rng.int(11), trench = rng.next() < 0.5;
      const op = rng.int(3);
      const got = kernels.map((k) => {
        if (op === 2) return [k.sonar(x, y, range - 1), ...rows(k.seen())];
        const n = k.reach(x, y, range, trench, op === 1);
        return [n, ...rows(k.targets()), ...(op === 1 ? Array.from({ length: MAX_RANGE }, (_, d) => rows(k.ring(d + 1))).flat() : [])];
      });
      for (let k = 1; k < kernels.length; k++) if (JSON.stringify(got[k]) !== JSON.stringify(got[0])) expect({ i, op, k: name(kernels[k]!), got: got[k] }).toEqual({ i, op, k: name(kernels[k]!), got: got[0] });
    }
  });

  test('every square size 8x8 .. 32x32 appears', () => {
    const rng = Rng.fromSeed(5);
    const seen = new Set<number>();
    for (let i = 0; i < 40_000 && seen.size < 25; i++) {
      const c = randomCase(rng);
      if (c.board.width === c.board.height) seen.add(c.board.width);
    }
    expect(seen.size).toBe(25);
  });
});

describe('sonar and batches: wasm = ts = naive = bfs', () => {
  test('sonar on 20,000 random boards and radii 0..9', () => {
    const rng = Rng.fromSeed(99);
    for (let i = 0; i < scaled(20_000); i++) {
      const c = randomCase(rng);
      const radius = rng.int(10);
      const got = [naive, ts, wasm, bfs].map((k) => {
        k.setPosition(c.board);
        return [k.sonar(c.x, c.y, radius), ...rows(k.seen())];
      });
      expect(got[1]).toEqual(got[0]);
      expect(got[2]).toEqual(got[0]);
      expect(got[3]).toEqual(got[0]);
    }
  });

  test('batched reach and sonar: equal checksums and per-query counts (batches over 4096 included)', () => {
    const rng = Rng.fromSeed(3);
    for (let round = 0; round < 20; round++) {
      const c = randomCase(rng);
      const n = round === 0 ? 9000 : 1 + rng.int(600);
      const q = new Int32Array(n * 4);
      for (let i = 0; i < n; i++) q.set([rng.int(c.board.width), rng.int(c.board.height), rng.int(11), rng.int(2)], i * 4);
      const kernels = [wasm, naive, bfs, ts];
      const sums = kernels.map((k) => {
        k.setPosition(c.board);
        return [k.reachBatch(q, n), ...k.results().subarray(0, n)];
      });
      for (let k = 1; k < kernels.length; k++) expect([name(kernels[k]!), ...sums[k]!]).toEqual([name(kernels[k]!), ...sums[0]!]);
      const sonar = kernels.map((k) => {
        k.setPosition(c.board);
        return [k.sonarBatch(q, n), ...k.results().subarray(0, n)];
      });
      for (let k = 1; k < kernels.length; k++) expect([name(kernels[k]!), ...sonar[k]!]).toEqual([name(kernels[k]!), ...sonar[0]!]);
    }
  });
});

/** Up to `max` submarines of the board (x, y, moved, index), some marked as moved. */
function boardSubs(rng: Rng, b: KernelBoard, max: number): { subs: Int32Array; n: number } {
  const all: [number, number][] = [];
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) if ((b.subs[y]! >>> x) & 1) all.push([x, y]);
  const n = Math.min(max, all.length);
  const subs = new Int32Array(n * 4);
  for (let i = 0; i < n; i++) {
    const [x, y] = all.splice(rng.int(all.length), 1)[0]!;
    subs.set([x, y, rng.next() < 0.15 ? 1 : 0, i], i * 4);
  }
  return { subs, n };
}

/** Submarine-move perft (docs/cli.md) from scratch: the oracle's reach on copied boards. */
function oraclePerft(b: KernelBoard, subs: Int32Array, n: number, range: number, trenchOpen: boolean, allKinds: boolean, depth: number, moved: number): number {
  if (depth === 0) return 1;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    if ((moved >>> i) & 1 || subs[i * 4 + 2]) continue;
    const sx = subs[i * 4]!, sy = subs[i * 4 + 1]!;
    naive.setPosition(b);
    naive.reach(sx, sy, range, trenchOpen || allKinds);
    const targets = naive.targets().slice(); // the recursion reuses the oracle
    for (let y = 0; y < b.height; y++) {
      for (let row = targets[y]!; row; row &= row - 1) {
        const bit = row & -row;
        const next: KernelBoard = { ...b, subs: b.subs.slice(), tiles: b.tiles.slice(), faceDown: b.faceDown.slice() };
        next.subs[sy]! &= ~(1 << sx);
        next.subs[y]! |= bit;
        next.tiles[y]! &= ~bit;
        next.faceDown[y]! &= ~bit;
        const movedSubs = subs.slice();
        movedSubs[i * 4] = 31 - Math.clz32(bit);
        movedSubs[i * 4 + 1] = y;
        nodes += oraclePerft(next, movedSubs, n, range, trenchOpen || (b.trench[y]! & bit) !== 0, allKinds, depth - 1, moved | (1 << i));
      }
    }
  }
  return nodes;
}

describe('move generation, launch/retire squares and perft on random boards: wasm = ts (= oracle)', () => {
  test('subMoves on 3,000 random boards equals the oracle reach per submarine', () => {
    const rng = Rng.fromSeed(2024);
    for (let i = 0; i < 3000; i++) {
      const c = randomCase(rng);
      const { subs, n } = boardSubs(rng, c.board, 1 + rng.int(6));
      const range = rng.int(11);
      const want: number[] = [];
      naive.setPosition(c.board);
      for (let s = 0; s < n; s++) {
        if (subs[s * 4 + 2] || range < 1) continue;
        naive.reach(subs[s * 4]!, subs[s * 4 + 1]!, range, c.trench);
        for (let y = 0; y < c.board.height; y++) for (let row = naive.targets()[y]!; row; row &= row - 1) want.push(s, 31 - Math.clz32(row & -row), y);
      }
      want.length = Math.min(want.length, 682 * 3); // the list holds at most 682 moves (2048 words)
      for (const k of [ts, wasm]) {
        k.setPosition(c.board);
        expect({ i, k: k.id, moves: Array.from(k.subMoves(subs, n, range, c.trench)) }).toEqual({ i, k: k.id, moves: want });
      }
    }
  });

  test('mouths on 3,000 random boards', () => {
    const rng = Rng.fromSeed(4048);
    for (let i = 0; i < 3000; i++) {
      const c = randomCase(rng);
      const n = rng.int(12);
      const modules = new Int32Array(n * 4);
      for (let m = 0; m < n; m++) modules.set([rng.int(c.board.width), rng.int(c.board.height), rng.int(256), rng.int(4)], m * 4);
      const got = [ts, wasm].map((k) => {
        k.setPosition(c.board);
        const counts = k.mouths(modules, n);
        return { counts, launch: rows(k.launchRows()), retire: rows(k.retireRows()) };
      });
      expect(got[0]).toEqual(got[1]);
    }
  });

  test('perft depth 1..3 on 150 random boards (a tenth in mutation runs): ts = wasm = the oracle perft, board restored after', () => {
    const rng = Rng.fromSeed(8086);
    for (let i = 0, boards = scaled(150); i < boards; i++) {
      const c = randomCase(rng);
      const { subs, n } = boardSubs(rng, c.board, 1 + rng.int(3));
      const range = 1 + rng.int(i % 3 === 0 ? 9 : 4);
      const trenchOpen = rng.next() < 0.3, allKinds = rng.next() < 0.2;
      for (const depth of [1, 2, 3]) {
        if (depth === 3 && range > 4) continue;
        const want = oraclePerft(c.board, subs, n, range, trenchOpen, allKinds, depth, 0);
        for (const k of [wasm, ts]) {
          k.setPosition(c.board);
          expect({ i, depth, k: k.id, nodes: k.perft(subs, n, range, trenchOpen, allKinds, depth) }).toEqual({ i, depth, k: k.id, nodes: want });
          // the kernel's board is as it was: the same reach answers as a fresh kernel
          k.reach(c.x, c.y, 5, c.trench);
          const after = rows(k.targets());
          naive.setPosition(c.board);
          naive.reach(c.x, c.y, 5, c.trench);
          expect(after).toEqual(rows(naive.targets()));
        }
      }
    }
  });
});

// The benchmark's machinery (not its timings: those are measured by `npm run bench`).
import { beforeAll, describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { ChecksumMismatch, QUICK_WORK, benchBoards, benchPositions, playouts, runBench, spread, timerResolutionMs, type BenchResult } from '../../src/bench/bench.js';
import { FORWARD_PATHS } from '../../src/bench/forward.js';
import type { SandboxBenchResult } from '../../src/bench/sandboxBench.js';
import { benchTable, sandboxTable } from '../../src/cli/commands/bench.js';
import { readFromSandbox } from '../../src/sandbox/protocol.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import type { Kernel } from '../../src/kernel/types.js';
import { Nautilus, validatePosition } from '../../src/nautilus/index.js';
import { loadWasmKernel } from '../kernel/wasmKernel.js';

let wasm: Kernel;
/**
 * The timed passes of a quick run: per round, 3 reach + 4 engine path + 2 sonar + 2 perft
 * implementations, 3 for each of the 16 sweep sets, 2 for each of the 3 game workloads, and the
 * forward paths of each of the three games.
 */
const quickTimedPasses = QUICK_WORK.passesPerRound * (QUICK_WORK.rounds * 11 + QUICK_WORK.sweepRounds * 3 * 16 + QUICK_WORK.gameRounds * (6 + 3 * FORWARD_PATHS.length));
beforeAll(async () => {
  wasm = await loadWasmKernel();
});

describe('bench', () => {
  test('spread: median, min, max', () => {
    expect(spread([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3 });
    expect(spread([4, 1, 2, 3])).toEqual({ median: 2.5, min: 1, max: 4 });
  });

  test('positions: valid, mid-game on the default board, 6..12 submarines, the seat to act has 3', () => {
    for (const pos of benchPositions(8)) {
      expect(validatePosition(pos)).toEqual([]);
      expect(pos.board).toBe('default');
      expect([pos.phase, pos.turn.step]).toEqual([3, 'launch']);
      expect(pos.submarines.length).toBeGreaterThanOrEqual(6);
      expect(pos.submarines.length).toBeLessThanOrEqual(12);
      expect(pos.submarines.filter((s) => s.seat === pos.toAct)).toHaveLength(3);
    }
  });

  test('a quick run reports every workload of the contract (and the additions), with equal checksums', () => {
    let calls = 0;
    const now = (): number => (calls++, performance.now());
    const r = runBench(wasm, { quick: true, machine: { cpu: 'test', cores: 1, node: process.version }, now, clock: 'wall' });
    const spreads = [r.reach.nsPerQuery.wasm, r.reach.nsPerQuery.ts, r.reach.nsPerQuery.naive, r.reach.ratio.tsOverWasm, r.reach.ratio.naiveOverWasm,
      r.reach.enginePath.nsPerQuery.wasm, r.reach.enginePath.nsPerQuery.ts, r.reach.enginePath.ratio.tsOverWasm,
      ...r.reach.byRange.flatMap((x) => [x.nsPerQuery.wasm, x.nsPerQuery.ts, x.nsPerQuery.naive, x.ratio.tsOverWasm]),
      ...r.reach.byBoard.flatMap((x) => [x.nsPerQuery.wasm, x.nsPerQuery.ts, x.nsPerQuery.naive, x.ratio.naiveOverWasm]),
      r.sonar.nsPerQuery.wasm, r.sonar.nsPerQuery.ts, r.sonar.ratio.tsOverWasm, r.perft.nsPerNode.wasm, r.perft.nsPerNode.ts, r.perft.ratio.tsOverWasm,
      r.playouts.gamesPerSecond.wasm, r.playouts.gamesPerSecond.ts, r.playouts.gamesPerCpuSecond.wasm, r.playouts.gamesPerCpuSecond.ts,
      r.playouts.checkedGamesPerCpuSecond.wasm, r.playouts.checkedGamesPerCpuSecond.ts, r.playouts.ratio.checkedWasmOverTs,
      r.playouts.greedyGamesPerCpuSecond.wasm, r.playouts.greedyGamesPerCpuSecond.ts, r.playouts.ratio.wasmOverTs, r.playouts.ratio.greedyWasmOverTs,
      ...r.forward.flatMap((row) => FORWARD_PATHS.flatMap((k) => [row.gamesPerCpuSecond[k], row.overEngine[k]]))];
    // every game's forward paths, each path the same games (the timer compares their checksums)
    expect(r.forward.map((row) => [row.game, row.players, row.games])).toEqual(Object.entries(QUICK_WORK.forwardGames).map(([id, n]) => [id, id === 'duel' ? 2 : 4, n]));
    for (const row of r.forward) expect(row.overEngine.engine).toEqual({ median: 1, min: 1, max: 1 });
    for (const s of spreads) {
      expect(s.min).toBeGreaterThan(0);
      expect(s.min).toBeLessThanOrEqual(s.median);
      expect(s.median).toBeLessThanOrEqual(s.max);
      expect(Number.isFinite(s.max)).toBe(true);
    }
    expect(r.reach.byRange.map((x) => x.range)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(r.reach.byBoard.map((x) => x.size)).toEqual([8, 12, 16, 20, 24, 28, 32]);
    // many positions and thousands of distinct queries, not a small set repeated
    expect(r.reach.positions).toBeGreaterThanOrEqual(100);
    expect(r.reach.queries).toBeGreaterThanOrEqual(5000);
    expect(r.sonar.queries).toBeGreaterThanOrEqual(5000);
    for (const x of [...r.reach.byRange, ...r.reach.byBoard]) expect(x.queries).toBeGreaterThanOrEqual(1000);
    // a quick run is fixed work: no floor, the same passes every time, whatever the clock says
    expect(r.quick).toBe(true);
    expect(r.minRoundMs).toBe(0);
    expect(r.work).toMatchObject({ warmupPasses: QUICK_WORK.warmupPasses, passesPerRound: QUICK_WORK.passesPerRound });
    expect(r.work.timedPasses).toBe(quickTimedPasses);
    expect(r.perft.nodes).toBeGreaterThan(0);
    expect(r.clock).toBe('wall');
    expect(r.machine).toMatchObject({ cpu: 'test', cores: 1 });
    expect(calls).toBeGreaterThan(0);
  });

  test('positions are distinct (snapshots a few actions apart, several per game)', () => {
    const positions = benchPositions(40);
    expect(new Set(positions.map((p) => JSON.stringify([p.round, p.toAct, p.submarines, p.tiles]))).size).toBe(40);
  });

  test('random boards of every size: the sizes asked for, submarines on open water', () => {
    for (const size of [8, 20, 32]) {
      for (const b of benchBoards(size, 5, size)) {
        expect([b.board.width, b.board.height]).toEqual([size, size]);
        expect(b.subs.length).toBeGreaterThanOrEqual(6);
        for (const [x, y] of b.subs) expect(((b.board.cover[y]! | b.board.tiles[y]!) >>> x) & 1).toBe(0);
      }
    }
  });

  test('timer resolution: the smallest nonzero step of a clock', () => {
    let t = 0;
    expect(timerResolutionMs(() => (t += 0.005))).toBeCloseTo(0.005, 9);
    let u = 0;
    let k = 0;
    expect(timerResolutionMs(() => (k++ % 3 === 0 ? (u += 0.1) : u))).toBeCloseTo(0.1, 9);
  });

  test('playouts: the same games on both kernels, and the default engine keeps its own kernel', () => {
    const before = Nautilus.context.kernel;
    const ts = new TsKernel();
    expect(playouts(wasm, [7], 'random')).toBe(playouts(ts, [7], 'random'));
    expect(playouts(wasm, [8], 'greedy')).toBe(playouts(ts, [8], 'greedy'));
    // the checked row plays the random row's games (same draws) through the checked, copying play
    for (const seeds of [[7], [11, 12]]) expect(playouts(ts, seeds, 'checked')).toBe(playouts(wasm, seeds, 'random'));
    expect(Nautilus.context.kernel).toBe(before);
  });

  test('a kernel that answers differently fails the run loudly', () => {
    class Lying extends TsKernel {
      override reachBatch(q: Int32Array, n: number): number {
        return super.reachBatch(q, n) + 1;
      }
    }
    expect(() => runBench(new Lying() as unknown as Kernel, { quick: true, machine: {}, now: () => performance.now() })).toThrow(ChecksumMismatch);
  });

  test("a sandbox's reply carries its CPU time when it is a time, and nothing else passes as one", () => {
    const reply = { type: 'reply', id: 1, reply: { ok: true, action: 'skip' } };
    expect(readFromSandbox({ ...reply, cpuMs: 12.5 })).toEqual({ ...reply, cpuMs: 12.5 });
    expect(readFromSandbox({ ...reply, cpuMs: 0 })).toEqual({ ...reply, cpuMs: 0 });
    for (const bad of [-1, Number.NaN, Infinity, '12', null, { valueOf: () => 3 }]) expect(readFromSandbox({ ...reply, cpuMs: bad })).toEqual(reply);
    expect(readFromSandbox({ type: 'reply', id: 2, reply: { ok: false, kind: 'threw', message: 'x' }, cpuMs: 3 })).toEqual({ type: 'reply', id: 2, reply: { ok: false, kind: 'threw', message: 'x' }, cpuMs: 3 });
  });

  test('nautilab bench --quick --json: fixed, small work, labelled rough (its time is not asserted)', () => {
    const bin = new URL('../../bin/nautilab.js', import.meta.url).pathname;
    const run = spawnSync(process.execPath, [bin, 'bench', '--quick', '--json'], { encoding: 'utf8', timeout: 600_000 });
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    const r = JSON.parse(run.stdout) as BenchResult;
    expect(r.quick).toBe(true);
    expect([r.rounds, r.sweepRounds, r.gameRounds]).toEqual([QUICK_WORK.rounds, QUICK_WORK.sweepRounds, QUICK_WORK.gameRounds]);
    expect([r.reach.positions, r.playouts.games, r.playouts.greedyGames]).toEqual([QUICK_WORK.positions, QUICK_WORK.games, QUICK_WORK.greedyGames]);
    // the command adds the packed playout engine's rows: three workloads on three sides
    const packedPasses = QUICK_WORK.passesPerRound * 3 * (QUICK_WORK.rounds + 2 * QUICK_WORK.gameRounds);
    expect(r.work).toMatchObject({ warmupPasses: QUICK_WORK.warmupPasses, passesPerRound: QUICK_WORK.passesPerRound, timedPasses: quickTimedPasses + packedPasses });
    // warm-ups are fixed too: two passes per implementation of every workload
    expect(r.work.passes).toBe(quickTimedPasses + packedPasses + QUICK_WORK.warmupPasses * (11 + 3 * 16 + 6 + 3 * FORWARD_PATHS.length + 9));
    // the packed rows played the object engine's games (the run checks the checksums) and are in the table
    expect(r.packed).toMatchObject({ players: 4, games: QUICK_WORK.games, positions: QUICK_WORK.positions });
    expect(benchTable(r)).toMatch(/^greedy games\/CPU s packed wasm +\d/m);
    expect(r.clock).toBe('cpu');
    expect(benchTable(r)).toMatch(/^rough figures: a quick run, fixed small work/m);
    expect(benchTable(r)).toMatch(/^ {2}ctx\.engine: legalCount \+ playIndex +\d/m);
    // the sandboxed bot and the same code in plain Node played the same games (the run checks it)
    const { sandbox, sandboxes } = r as BenchResult & { sandbox: SandboxBenchResult; sandboxes: SandboxBenchResult[] };
    expect(sandboxes.map((x) => x.game)).toEqual(['nautilus', 'atlantis', 'duel']);
    expect(sandbox).toEqual(sandboxes[0]);
    for (const x of sandboxes) {
      expect(x.rows.map((row) => row.path)).toEqual(['notation', 'index']);
      for (const row of x.rows) {
        expect(row.actions).toBeGreaterThan(0);
        // CPU time on both sides: the bot process measures its own
        expect(row.cpu?.sandboxOverPlain.median).toBeGreaterThan(0);
      }
      expect(sandboxTable(x)).toMatch(/^ {2}legalCount \+ playIndex +CPU +sandbox \d/m);
    }
    expect(benchTable({ ...r, quick: false })).not.toMatch(/rough figures/);
  }, 600_000);
});

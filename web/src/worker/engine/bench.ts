/**
 * The engine API's measurements of the Nautilus kernels: the WASM-vs-TS benchmark and whole random
 * games on the kernel in use, both reporting progress.
 */
import { runBench, timerResolutionMs, type BenchResult } from '../../../../src/bench/bench.js';
import { playGame, type GameSummary } from '../../../../src/nautilus/index.js';
import type { EngineCore } from './core.js';
import type { PlayoutsResult, Progress } from './types.js';

/** The measuring calls, on the engine `core`. */
export function benchCalls(core: EngineCore) {
  const { computing, nautilus, now } = core;
  return {
    /**
     * The WASM-vs-TS benchmark (needs WASM), with progress. Timed with `now` (wall clock: there is
     * no CPU clock in a browser); the result's machine facts say whether this worker is
     * cross-origin isolated and what its timer resolves.
     */
    bench(options: { quick: boolean; machine: Record<string, string | number> }, onProgress?: Progress): BenchResult {
      return computing(() => {
        const wasm = core.wasm;
        if (!wasm) throw new Error('the benchmark compares WASM with TypeScript: the WASM kernel is not available');
        const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;
        const machine = { ...options.machine, workerCrossOriginIsolated: String(isolated), workerTimerResolutionUs: Math.round(timerResolutionMs(now) * 1e4) / 10 };
        const packed = core.packed;
        return runBench(wasm, { quick: options.quick, machine, now, clock: 'wall', onProgress, ...(packed?.id === 'wasm' ? { packed } : {}) });
      });
    },

    /** Whole random games on the current kernel. */
    playouts(options: { games: number; players: number; seed: number }, onProgress?: Progress): PlayoutsResult {
      return computing(() => {
        const summaries: GameSummary[] = [];
        const t0 = now();
        for (let g = 0; g < options.games; g++) {
          summaries.push(playGame({ players: options.players, seed: options.seed + g, ctx: nautilus().context }).summary);
          onProgress?.('playouts', (g + 1) / options.games);
        }
        const ms = now() - t0;
        return { games: options.games, gamesPerSecond: (options.games * 1000) / ms, summaries, kernel: core.kernel.id };
      });
    },
  };
}

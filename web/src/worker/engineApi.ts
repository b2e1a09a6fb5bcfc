/**
 * The engine worker's API: everything the UI asks of the engines and the kernel, for any game of
 * the playground, one message per user action or solve request, plain structured-clone data in
 * and out, positions always passed explicitly (the worker keeps no game of its own). `engine.worker.ts`
 * exposes it with comlink; tests call it directly. Lifecycle: initial → loading → idle ⇄ computing,
 * or failed. Nautilus runs on the WASM kernel when it loads, else on the TS twin.
 *
 * This file assembles the calls of `engine/`: the shared state (`core.ts`), the calls for any game
 * (`games.ts`), document and link reading (`documents.ts`), the Nautilus overlays and perft
 * (`nautilus.ts`), the kernel measurements (`bench.ts`) and the data they exchange (`types.ts`).
 */
import type { Kernel } from '../../../src/kernel/types.js';
import { benchCalls } from './engine/bench.js';
import { createEngineCore } from './engine/core.js';
import { documentCalls } from './engine/documents.js';
import { gameCalls } from './engine/games.js';
import { nautilusCalls } from './engine/nautilus.js';
import type { PackedEngine } from '../../../src/nautilus/packed.js';

export { ENGINE_STATES } from './engine/types.js';
export type {
  EngineState,
  EngineStatus,
  GameInfo,
  GameView,
  NewGameOptions,
  Overlays,
  PlacementOptions,
  PlayoutsResult,
  RecordInfo,
  SavedGameSummary,
  ResearchTarget,
  SeatViewInfo,
  ExploreTree,
  SubmarineOverlay,
} from './engine/types.js';

/** Creates the API; `loadWasm` compiles and instantiates the WASM kernel (host specific). */
export function createEngineApi(loadWasm: () => Promise<Kernel>, now: () => number = () => performance.now(), loadPlayouts?: () => Promise<PackedEngine>) {
  const core = createEngineCore(loadWasm, now, loadPlayouts);
  return {
    init: core.init,
    status: core.status,
    setKernel: core.setKernel,
    ...gameCalls(core),
    ...documentCalls(core),
    ...nautilusCalls(core),
    ...benchCalls(core),
  };
}

/** The API type, for `Comlink.wrap<EngineApi>()`. */
export type EngineApi = ReturnType<typeof createEngineApi>;

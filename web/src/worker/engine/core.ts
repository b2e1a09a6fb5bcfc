/**
 * The engine's state shared by every call: the lifecycle (initial → loading → idle ⇄ computing,
 * or failed), the kernel in use (WASM when it loads, else the TS twin) with the engine instances
 * built on it, and the view of a position every call gives back.
 */
import type { AnyGame } from '../../../../src/core/game.js';
import { GAMES, type GameRegistry } from '../../../../src/games.js';
import { TsKernel } from '../../../../src/kernel/tsKernel.js';
import type { Kernel } from '../../../../src/kernel/types.js';
import { createNautilus, playGame, type NautilusGame } from '../../../../src/nautilus/index.js';
import type { EngineState, EngineStatus, GameView } from './types.js';
import type { PackedEngine } from '../../../../src/nautilus/packed.js';

/** The engine's state and helpers, as the call modules see it. */
export interface EngineCore {
  /** The clock every timing uses. */
  readonly now: () => number;
  /** The engine instances every call uses: Nautilus on the WASM kernel when it loaded, else the TS twin. */
  readonly games: GameRegistry;
  /** The kernel behind Nautilus calls now. */
  readonly kernel: Kernel;
  /** The WASM kernel, once loaded. */
  readonly wasm: Kernel | null;
  /** The playout engine, once loaded (the WASM one, or its TS twin), for the benchmark's packed rows. */
  readonly packed: PackedEngine | null;
  /** Loads the kernel (WASM, else the TS twin) and warms the engine up. Idempotent. */
  init(): Promise<EngineStatus>;
  /** The lifecycle state, the kernel in use and why WASM is not. */
  status(): EngineStatus;
  /** Chooses the kernel behind every later Nautilus call. */
  setKernel(id: 'wasm' | 'ts'): EngineStatus;
  /** The game with this id; throws for an unknown one. */
  gameOf(id: string): AnyGame;
  /** Nautilus on the kernel in use. */
  nautilus(): NautilusGame;
  /** Runs work in the computing state. */
  computing<T>(work: () => T): T;
}

/** The view of a position of `game`: its legal actions in notation, seat to act, scores and end. */
export function gameView(game: AnyGame, pos: unknown): GameView {
  return {
    game: game.id,
    position: pos,
    legal: game.legalActions(pos).map((a: unknown) => game.makeAction(a)),
    toAct: game.toAct(pos),
    seats: game.seats(pos),
    round: game.round(pos),
    scores: game.scores(pos),
    winners: game.winners(pos),
    endReason: game.endReason(pos),
    endText: game.describeEnd(pos),
  };
}

/** Creates the engine's state; `loadWasm` compiles and instantiates the WASM kernel (host specific). */
export function createEngineCore(loadWasm: () => Promise<Kernel>, now: () => number, loadPlayouts?: () => Promise<PackedEngine>): EngineCore {
  let state: EngineState = 'initial';
  let error: string | null = null;
  let wasm: Kernel | null = null;
  let packed: PackedEngine | null = null;
  const ts = new TsKernel();
  let kernel: Kernel = ts;
  const tsGames: GameRegistry = { ...GAMES, nautilus: createNautilus(ts) };
  let wasmGames: GameRegistry | null = null;
  let games: GameRegistry = tsGames;
  let ready: Promise<void> | null = null;

  const status = (): EngineStatus => ({ state, kernel: state === 'initial' || state === 'loading' ? null : kernel.id, error });
  const nautilus = (): NautilusGame => games.nautilus as NautilusGame;

  return {
    now,
    get games() {
      return games;
    },
    get kernel() {
      return kernel;
    },
    get wasm() {
      return wasm;
    },
    get packed() {
      return packed;
    },

    async init(): Promise<EngineStatus> {
      ready ??= (async () => {
        state = 'loading';
        packed = (await loadPlayouts?.()) ?? null;
        try {
          wasm = await loadWasm();
          kernel = wasm;
          wasmGames = { ...GAMES, nautilus: createNautilus(wasm) };
          games = wasmGames;
        } catch (e) {
          error = `WASM unavailable, using the TypeScript kernel: ${(e as Error).message}`;
          kernel = ts;
          games = tsGames;
        }
        try {
          // warm-up: a few hundred engine steps through the chosen kernel
          playGame({ players: 4, seed: 1, maxActions: 400, ctx: nautilus().context });
          state = 'idle';
        } catch (e) {
          state = 'failed';
          error = (e as Error).message;
        }
      })();
      await ready;
      return status();
    },

    status,

    setKernel(id: 'wasm' | 'ts'): EngineStatus {
      if (id === 'wasm' && !wasmGames) throw new Error('the WASM kernel is not available');
      kernel = id === 'wasm' ? wasm! : ts;
      games = id === 'wasm' ? wasmGames! : tsGames;
      return status();
    },

    gameOf(id: string): AnyGame {
      const g = Object.hasOwn(games, id) ? games[id] : undefined;
      if (!g) throw new Error(`unknown game '${id}'`);
      return g;
    },

    nautilus,

    computing<T>(work: () => T): T {
      if (state === 'failed') throw new Error(`the engine failed: ${error}`);
      const before = state;
      state = 'computing';
      try {
        return work();
      } finally {
        state = before === 'computing' ? 'idle' : before;
      }
    },
  };
}

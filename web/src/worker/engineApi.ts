/**
 * The engine worker's API: everything the UI asks of the engine and the kernel, one message per
 * user action or solve request, plain structured-clone data in and out. `engine.worker.ts`
 * exposes it with comlink; tests call it directly. Lifecycle: initial → loading → idle ⇄
 * computing, or failed. The kernel is WASM when it loads, else the TS twin.
 */
import { runBench, timerResolutionMs, type BenchResult } from '../../../src/bench/bench.js';
import { makeContext } from '../../../src/bots/context.js';
import { builtinBot } from '../../../src/bots/registry.js';
import { decisionSeed, secretFromSeed } from '../../../src/bots/seeds.js';
import { capErrors, parseDocument } from '../../../src/core/json.js';
import { decompressFromEncodedURIComponent } from 'lz-string';
import type { CodedError, PathError, Result } from '../../../src/core/result.js';
import { TsKernel } from '../../../src/kernel/tsKernel.js';
import { squaresOf, type Kernel, type KernelId } from '../../../src/kernel/types.js';
import {
  Nautilus,
  beliefs,
  kernelPerft,
  kernelView,
  legalActions,
  makeAction,
  mayUseTrench,
  observe,
  parseAction,
  perftProblem,
  play,
  playGame,
  positionFromJSON,
  scoreBreakdown,
  setupGame,
  sonarRadius,
  subRange,
  useKernel,
  winners,
  type GameEvent,
  type GameSummary,
  type Observation,
  type Position,
  type ScoreBreakdown,
  type Square,
  type TileBelief,
  type Variants,
} from '../../../src/nautilus/index.js';

export const ENGINE_STATES = ['initial', 'loading', 'idle', 'computing', 'failed'] as const;
export type EngineState = (typeof ENGINE_STATES)[number];

export interface EngineStatus {
  state: EngineState;
  kernel: KernelId | null;
  /** Why WASM is not in use, or why the engine failed. */
  error: string | null;
}

/** A position with what the UI shows beside it. */
export interface PositionView {
  position: Position;
  /** Legal actions of the seat to act, in notation. */
  legal: string[];
  toAct: number | null;
  scores: ScoreBreakdown[];
  winners: number[];
}

/** One submarine's overlays. */
export interface SubmarineOverlay {
  sub: string;
  seat: number;
  at: Square;
  range: number;
  /** It made its normal move this turn (its targets are then empty). */
  moved: boolean;
  targets: Square[];
  /** rings[d - 1]: squares first reached at distance d (targets and squares passed over). */
  rings: Square[][];
  sonar: { radius: number; seen: Square[] };
}

export interface Overlays {
  subs: SubmarineOverlay[];
  /** Mouth squares the seat to act may launch onto now, and where submarines may retire. */
  launch: Square[];
  retire: Square[];
  kernel: KernelId;
  /** Kernel time for the whole call, in milliseconds. */
  ms: number;
}

/** One step of Explore's history: the position before an action, and the action. */
export interface SessionStep {
  position: Position;
  action: string;
}

export interface NewGameOptions {
  players: number;
  seed: number;
  firstPlayer?: number;
  variants?: Partial<Variants>;
}

export interface PlayoutsResult {
  games: number;
  gamesPerSecond: number;
  summaries: GameSummary[];
  kernel: KernelId;
}

type Progress = (workload: string, done: number) => void;

/** Creates the API; `loadWasm` compiles and instantiates the WASM kernel (host specific). */
export function createEngineApi(loadWasm: () => Promise<Kernel>, now: () => number = () => performance.now()) {
  let state: EngineState = 'initial';
  let error: string | null = null;
  let wasm: Kernel | null = null;
  const ts = new TsKernel();
  let kernel: Kernel = ts;
  let current: Position | null = null;
  let ready: Promise<void> | null = null;

  const status = (): EngineStatus => ({ state, kernel: state === 'initial' || state === 'loading' ? null : kernel.id, error });

  const view = (pos: Position): PositionView => {
    const scores = scoreBreakdown(pos);
    return { position: pos, legal: legalActions(pos).map(makeAction), toAct: Nautilus.toAct(pos), scores, winners: winners(pos, scores) };
  };

  const need = (): Position => {
    if (!current) throw new Error('no position loaded: call load or newGame first');
    return current;
  };

  /** Runs work in the computing state. */
  function computing<T>(work: () => T): T {
    if (state === 'failed') throw new Error(`the engine failed: ${error}`);
    const before = state;
    state = 'computing';
    try {
      return work();
    } finally {
      state = before === 'computing' ? 'idle' : before;
    }
  }

  const api = {
    /** Loads the kernel (WASM, else the TS twin) and warms the engine up. Idempotent. */
    async init(): Promise<EngineStatus> {
      ready ??= (async () => {
        state = 'loading';
        try {
          wasm = await loadWasm();
          kernel = wasm;
        } catch (e) {
          error = `WASM unavailable, using the TypeScript kernel: ${(e as Error).message}`;
          kernel = ts;
        }
        try {
          useKernel(kernel);
          // warm-up: a few hundred engine steps through the chosen kernel
          playGame({ players: 4, seed: 1, maxActions: 400 });
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

    /** Chooses the kernel behind every later call. */
    setKernel(id: 'wasm' | 'ts'): EngineStatus {
      if (id === 'wasm' && !wasm) throw new Error('the WASM kernel is not available');
      kernel = id === 'wasm' ? wasm! : ts;
      useKernel(kernel);
      return status();
    },

    /** Validates and loads a position document (or a game record's final position). */
    load(json: unknown): Result<PositionView, PathError[]> {
      return computing(() => {
        const doc = json && typeof json === 'object' && (json as { format?: string }).format === 'nautilus-game/1' ? (json as { final: unknown }).final : json;
        const r = positionFromJSON(doc);
        if (!r.ok) return r;
        current = r.value;
        return { ok: true, value: view(current) };
      });
    },

    /** Starts a seeded game and loads it. */
    newGame(options: NewGameOptions): PositionView {
      return computing(() => {
        current = setupGame(options);
        return view(current);
      });
    },

    /** Every position of a recorded game: the setup, then one view per action (stops at an illegal one). */
    replay(options: NewGameOptions, actions: string[]): { views: PositionView[]; error: string | null } {
      return computing(() => {
        let pos = setupGame(options);
        const views = [view(pos)];
        for (const a of actions) {
          const parsed = parseAction(a);
          const r = parsed.ok ? play(pos, parsed.value) : null;
          if (!r || !r.ok) return { views, error: `'${a}' is not legal here` };
          pos = r.value;
          views.push(view(pos));
        }
        return { views, error: null };
      });
    },

    /** The loaded position with its legal actions and scores. */
    current(): PositionView {
      return view(need());
    },

    /**
     * Reads document text (a pasted or imported file, or a share link's parameter) here, off the
     * main thread: bounded size and depth, a byte-order mark accepted; a game record gives its final
     * position. At most 50 errors come back, with the count of the rest.
     */
    readDocument(input: { text: string } | { link: string }): Result<PositionView, PathError[]> & { more?: number } {
      return computing(() => {
        let text: string | null;
        if ('link' in input) {
          if (input.link.length > 2_000_000) return { ok: false as const, error: [{ path: '$', code: 'tooLarge', message: 'the link is too long to hold a position' }] };
          text = decompressFromEncodedURIComponent(input.link);
          if (!text) return { ok: false as const, error: [{ path: '$', code: 'badLink', message: 'the link does not hold a compressed position (it may be cut short)' }] };
        } else text = input.text;
        const parsed = parseDocument(text);
        if (!parsed.ok) return parsed;
        let doc = parsed.value;
        if (doc && typeof doc === 'object' && (doc as { format?: unknown }).format === 'nautilus-game/1') {
          if (!Object.hasOwn(doc, 'final')) return { ok: false as const, error: [{ path: '$.final', code: 'missing', message: 'a game record holds its final position' }] };
          doc = (doc as { final: unknown }).final;
        }
        const r = positionFromJSON(doc);
        if (!r.ok) {
          const { errors, more } = capErrors(r.error);
          return { ok: false as const, error: errors, more };
        }
        return { ok: true as const, value: view(r.value) };
      });
    },

    /**
     * Reads an autosaved Explore session (text from storage): the position and its history, every
     * position checked. Anything unreadable comes back as an error, so the caller can set it aside.
     */
    readSession(text: string): Result<{ view: PositionView; past: SessionStep[]; future: SessionStep[] }, string> {
      return computing(() => {
        const parsed = parseDocument(text);
        if (!parsed.ok) return { ok: false as const, error: parsed.error[0]!.message };
        const doc = parsed.value as { position?: unknown; past?: unknown; future?: unknown } | null;
        if (!doc || typeof doc !== 'object') return { ok: false as const, error: 'not a saved session' };
        const here = positionFromJSON(doc.position);
        if (!here.ok) return { ok: false as const, error: `its position is invalid: ${here.error[0]!.path} ${here.error[0]!.message}` };
        const steps = (list: unknown, name: string): SessionStep[] | string => {
          if (list === undefined) return [];
          if (!Array.isArray(list)) return `its ${name} is not a list`;
          const out: SessionStep[] = [];
          for (const [i, step] of list.entries()) {
            const st = step as { position?: unknown; action?: unknown } | null;
            if (!st || typeof st.action !== 'string' || st.action.length > 200) return `its ${name}[${i}] is not a step`;
            const p = positionFromJSON(st.position);
            if (!p.ok) return `its ${name}[${i}] holds an invalid position`;
            out.push({ position: p.value, action: st.action });
          }
          return out;
        };
        const past = steps(doc.past, 'past');
        const future = steps(doc.future, 'future');
        if (typeof past === 'string') return { ok: false as const, error: past };
        if (typeof future === 'string') return { ok: false as const, error: future };
        return { ok: true as const, value: { view: view(here.value), past, future } };
      });
    },

    /** Validates a position document without loading it (the editor's check). */
    validate(json: unknown): Result<PositionView, PathError[]> {
      const r = positionFromJSON(json);
      return r.ok ? { ok: true, value: view(r.value) } : r;
    },

    /** The view of a position the UI holds (one it got from this API). */
    view(position: Position): PositionView {
      return view(position);
    },

    /**
     * Plays one action on `position` (default: the loaded one, which then changes); only a legal
     * action changes anything.
     */
    play(action: string, position?: Position): Result<{ view: PositionView; events: GameEvent[] }, CodedError> {
      return computing(() => {
        const parsed = parseAction(action);
        if (!parsed.ok) return parsed;
        const events: GameEvent[] = [];
        const r = play(position ?? need(), parsed.value, events);
        if (!r.ok) return r;
        if (!position) current = r.value;
        return { ok: true, value: { view: view(r.value), events } };
      });
    },

    /** A built-in bot's choice for the seat to act (seeded from game seed, seat and ply: replays repeat). */
    async botAction(position: Position, bot: string, seed: number, ply: number, deadlineMs = 5000): Promise<string> {
      const b = builtinBot(bot, 'nautilus');
      if (!b) throw new Error(`unknown bot '${bot}'`);
      const legal = legalActions(position).map(makeAction);
      if (!legal.length) throw new Error('no legal action: the game is over');
      const seat = position.toAct;
      const start = now();
      const ctx = makeContext('nautilus', observe(position, seat), legal, { seed: decisionSeed(secretFromSeed(seed), seed, seat, ply), deadline: start + deadlineMs, now });
      return computing(() => b.act(ctx as never));
    },

    /** Every overlay of a position (default: the loaded one) in one call: reach, rings and sonar per submarine, launch and retire squares. */
    overlays(position?: Position): Overlays {
      return computing(() => {
        const pos = position ?? need();
        const t0 = now();
        const subs: SubmarineOverlay[] = [];
        for (const s of [...pos.submarines].sort((a, b) => a.seat - b.seat || a.index - b.index)) {
          const v = kernelView(pos, s.seat);
          kernel.setPosition(v.board);
          const range = subRange(pos, s.seat);
          const moved = pos.phase === 3 && pos.toAct === s.seat && pos.turn.moved.includes(s.index);
          const rings: Square[][] = [];
          let targets: Square[] = [];
          if (!moved) {
            kernel.reach(s.at[0], s.at[1], range, mayUseTrench(pos, s.seat), true);
            targets = squaresOf(kernel.targets(), v.board.height);
            for (let d = 1; d <= range; d++) rings.push(squaresOf(kernel.ring(d), v.board.height));
          }
          const radius = sonarRadius(pos, s.seat);
          kernel.sonar(s.at[0], s.at[1], radius);
          subs.push({ sub: `${s.seat}:${s.index}`, seat: s.seat, at: s.at, range, moved, targets, rings, sonar: { radius, seen: squaresOf(kernel.seen(), v.board.height) } });
        }
        const v = kernelView(pos);
        kernel.setPosition(v.board);
        kernel.mouths(v.modules, pos.modules.length);
        return { subs, launch: squaresOf(kernel.launchRows(), v.board.height), retire: squaresOf(kernel.retireRows(), v.board.height), kernel: kernel.id, ms: now() - t0 };
      });
    },

    /** What one seat may know, and its beliefs about unseen tiles. */
    observe(seat: number, position?: Position): { observation: Observation; beliefs: TileBelief[] } {
      const obs = observe(position ?? need(), seat);
      return { observation: obs, beliefs: beliefs(obs) };
    },

    /** Submarine-move perft of the loaded position. */
    perft(depth: number, position?: Position): Result<{ depth: number; nodes: number; kernel: KernelId; ms: number }, CodedError> {
      return computing(() => {
        const pos = position ?? need();
        const problem = perftProblem(pos);
        if (problem) return { ok: false, error: { code: 'notPerftPosition', message: problem } };
        if (!Number.isInteger(depth) || depth < 0 || depth > 3) return { ok: false, error: { code: 'badDepth', message: 'depth must be 0..3' } };
        const t0 = now();
        const nodes = kernelPerft(kernel, pos, depth);
        return { ok: true, value: { depth, nodes, kernel: kernel.id, ms: now() - t0 } };
      });
    },

    /**
     * The WASM-vs-TS benchmark (needs WASM), with progress. Timed with `now` (wall clock: there is
     * no CPU clock in a browser); the result's machine facts say whether this worker is
     * cross-origin isolated and what its timer resolves.
     */
    bench(options: { quick: boolean; machine: Record<string, string | number> }, onProgress?: Progress): BenchResult {
      return computing(() => {
        if (!wasm) throw new Error('the benchmark compares WASM with TypeScript: the WASM kernel is not available');
        const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;
        const machine = { ...options.machine, workerCrossOriginIsolated: String(isolated), workerTimerResolutionUs: Math.round(timerResolutionMs(now) * 1e4) / 10 };
        try {
          return runBench(wasm, { quick: options.quick, machine, now, clock: 'wall', onProgress });
        } finally {
          useKernel(kernel);
        }
      });
    },

    /** Whole random games on the current kernel. */
    playouts(options: { games: number; players: number; seed: number }, onProgress?: Progress): PlayoutsResult {
      return computing(() => {
        const summaries: GameSummary[] = [];
        const t0 = now();
        for (let g = 0; g < options.games; g++) {
          summaries.push(playGame({ players: options.players, seed: options.seed + g }).summary);
          onProgress?.('playouts', (g + 1) / options.games);
        }
        const ms = now() - t0;
        return { games: options.games, gamesPerSecond: (options.games * 1000) / ms, summaries, kernel: kernel.id };
      });
    },
  };
  return api;
}

/** The API type, for `Comlink.wrap<EngineApi>()`. */
export type EngineApi = ReturnType<typeof createEngineApi>;

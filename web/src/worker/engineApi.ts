/**
 * The engine worker's API: everything the UI asks of the engines and the kernel, for any game of
 * the playground, one message per user action or solve request, plain structured-clone data in
 * and out, positions always passed explicitly (the worker keeps no game of its own). `engine.worker.ts`
 * exposes it with comlink; tests call it directly. Lifecycle: initial → loading → idle ⇄ computing,
 * or failed. Nautilus runs on the WASM kernel when it loads, else on the TS twin.
 */
import { runBench, timerResolutionMs, type BenchResult } from '../../../src/bench/bench.js';
import { makeContext } from '../../../src/bots/context.js';
import { builtinBot } from '../../../src/bots/registry.js';
import { decisionSeed, secretFromSeed } from '../../../src/bots/seeds.js';
import type { AnyGame, ScoreLine } from '../../../src/core/game.js';
import { capErrors, parseDocument } from '../../../src/core/json.js';
import { decodeLink } from '../../../src/core/link.js';
import type { CodedError, PathError, Result } from '../../../src/core/result.js';
import { readSeatView, redeal, seatViewDoc, type SeatView, type SeatViewDoc } from '../../../src/core/seatView.js';
import type { VariantSpec } from '../../../src/core/variants.js';
import { GAMES, gameOfFormat, type GameRegistry } from '../../../src/games.js';
import { TsKernel } from '../../../src/kernel/tsKernel.js';
import { squaresOf, type Kernel, type KernelId } from '../../../src/kernel/types.js';
import {
  beliefs,
  createNautilus,
  kernelPerft,
  kernelView,
  mayUseTrench,
  moduleGraph,
  passageDistances,
  perftProblem,
  playGame,
  researchMoves,
  rotateMask,
  sonarRadius,
  subRange,
  type GameSummary,
  type NautilusGame,
  type Position,
  type Square,
  type TileBelief,
} from '../../../src/nautilus/index.js';
import { reachInTurns, type TurnSquare } from './reachTurns.js';

export const ENGINE_STATES = ['initial', 'loading', 'idle', 'computing', 'failed'] as const;
export type EngineState = (typeof ENGINE_STATES)[number];

export interface EngineStatus {
  state: EngineState;
  kernel: KernelId | null;
  /** Why WASM is not in use, or why the engine failed. */
  error: string | null;
}

/** What a game is, for menus and forms. */
export interface GameInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  positionFormat: string;
  recordFormat: string;
  variantSpecs: readonly VariantSpec[];
  defaultVariants: Record<string, unknown>;
}

/** A position with what the UI shows beside it. */
export interface GameView {
  game: string;
  position: unknown;
  /** Legal actions of the seat to act, in notation (empty when over). */
  legal: string[];
  toAct: number | null;
  seats: number;
  round: number;
  scores: ScoreLine[];
  winners: number[];
  endReason: string | null;
  /** Why the game ended, in words, with the round; null while it runs. */
  endText: string | null;
}

/** One submarine's overlays (Nautilus). */
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

/** Every kernel overlay of a Nautilus position (or observation). */
export interface Overlays {
  subs: SubmarineOverlay[];
  /** Mouth squares the seat to act may launch onto now, and where submarines may retire. */
  launch: Square[];
  retire: Square[];
  kernel: KernelId;
  /** Kernel time for the whole call, in milliseconds. */
  ms: number;
}

/** Where a held module may go (Nautilus): every legal centre with the rotations placed there. */
export interface PlacementOptions {
  index: number;
  centres: { at: Square; rotations: { rotation: number; corridors: number; action: string }[] }[];
}

/** Where a researcher may walk from a module (Nautilus), with the distance in connections. */
export interface ResearchTarget {
  to: Square;
  distance: number;
  action: string;
}

/** One step of a session's history: the position before an action, and the action. */
export interface SessionStep {
  position: unknown;
  action: string;
}

/** A seat's view as read from a link: the game's id instead of the game. */
export type SeatViewInfo = Omit<SeatView, 'game'> & { game: string };

/** A game record as read from a document or link. */
export interface RecordInfo {
  seed: number | null;
  bots: string[] | null;
  initial: unknown;
  actions: string[];
  /** The sharer revealed every secret of this game on purpose (a game shared before its end). */
  revealed: boolean;
  /** The seat the sharer viewed from, when given. */
  seat: number | null;
}

export interface NewGameOptions {
  players: number;
  seed: number;
  firstPlayer?: number;
  variants?: Record<string, unknown>;
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
  const tsGames: GameRegistry = { ...GAMES, nautilus: createNautilus(ts) };
  let wasmGames: GameRegistry | null = null;
  /** The engine instances every call uses: Nautilus on the WASM kernel when it loaded, else the TS twin. */
  let games: GameRegistry = tsGames;
  let ready: Promise<void> | null = null;

  const status = (): EngineStatus => ({ state, kernel: state === 'initial' || state === 'loading' ? null : kernel.id, error });
  const gameOf = (id: string): AnyGame => {
    const g = Object.hasOwn(games, id) ? games[id] : undefined;
    if (!g) throw new Error(`unknown game '${id}'`);
    return g;
  };
  const nautilus = (): NautilusGame => games.nautilus as NautilusGame;

  const view = (game: AnyGame, pos: unknown): GameView => ({
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
  });

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

  /** A document (a position or a game record of any game), read within bounds. */
  function readDoc(text: string): Result<{ game: AnyGame; position: unknown; record: RecordInfo | null }, PathError[]> & { more?: number } {
    const parsed = parseDocument(text);
    if (!parsed.ok) return parsed;
    const doc = parsed.value as Record<string, unknown> | null;
    const found = gameOfFormat(doc && typeof doc === 'object' && !Array.isArray(doc) ? doc.format : undefined);
    if (!found) return { ok: false, error: [{ path: '$.format', code: 'unknownFormat', message: 'not a position or game record of a game of the playground' }] };
    const game = gameOf(found.game.id);
    const fail = (errors: PathError[], prefix: string): { ok: false; error: PathError[]; more?: number } => {
      const { errors: first, more } = capErrors(errors.map((e) => ({ ...e, path: e.path.replace(/^\$/, prefix) })));
      return more ? { ok: false, error: first, more } : { ok: false, error: first };
    };
    if (!found.record) {
      const r = game.fromJSON(doc);
      return r.ok ? { ok: true, value: { game, position: r.value, record: null } } : fail(r.error, '$');
    }
    if (!Object.hasOwn(doc!, 'final')) return { ok: false, error: [{ path: '$.final', code: 'missing', message: 'a game record holds its final position' }] };
    const final = game.fromJSON(doc!.final);
    if (!final.ok) return fail(final.error, '$.final');
    const initial = Object.hasOwn(doc!, 'initial') ? game.fromJSON(doc!.initial) : null;
    const actions = Array.isArray(doc!.actions) && doc!.actions.every((a) => typeof a === 'string' && a.length <= 200) ? (doc!.actions as string[]) : null;
    const record: RecordInfo | null =
      initial?.ok && actions
        ? {
            seed: typeof doc!.seed === 'number' ? doc!.seed : null,
            bots: Array.isArray(doc!.bots) && doc!.bots.every((b) => typeof b === 'string') ? (doc!.bots as string[]) : null,
            initial: initial.value,
            actions,
            revealed: doc!.revealed === true,
            seat: Number.isInteger(doc!.seat) && (doc!.seat as number) >= 0 && (doc!.seat as number) < game.seats(initial.value) ? (doc!.seat as number) : null,
          }
        : null;
    return { ok: true, value: { game, position: final.value, record } };
  }

  const api = {
    /** Loads the kernel (WASM, else the TS twin) and warms the engine up. Idempotent. */
    async init(): Promise<EngineStatus> {
      ready ??= (async () => {
        state = 'loading';
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

    /** Chooses the kernel behind every later Nautilus call. */
    setKernel(id: 'wasm' | 'ts'): EngineStatus {
      if (id === 'wasm' && !wasmGames) throw new Error('the WASM kernel is not available');
      kernel = id === 'wasm' ? wasm! : ts;
      games = id === 'wasm' ? wasmGames! : tsGames;
      return status();
    },

    /** The games of the playground, for menus and forms. */
    games(): GameInfo[] {
      return Object.values(games).map((g) => ({
        id: g.id,
        name: g.name,
        minPlayers: g.minPlayers,
        maxPlayers: g.maxPlayers,
        positionFormat: g.positionFormat,
        recordFormat: g.recordFormat,
        variantSpecs: g.variantSpecs,
        defaultVariants: { ...g.defaultVariants } as Record<string, unknown>,
      }));
    },

    /** Starts a seeded game. */
    newGame(gameId: string, options: NewGameOptions): Result<GameView, PathError[]> {
      return computing(() => {
        const game = gameOf(gameId);
        const variants = game.parseVariants(options.variants ?? {});
        if (!variants.ok) return variants;
        return { ok: true, value: view(game, game.setup({ ...options, variants: variants.value })) };
      });
    },

    /** The view of a position (one this API gave out, or one the caller checked). */
    view(gameId: string, position: unknown): GameView {
      return computing(() => view(gameOf(gameId), position));
    },

    /** Checks a position or setup document: its view, or every problem with its path. */
    validate(gameId: string, json: unknown): Result<GameView, PathError[]> {
      return computing(() => {
        const game = gameOf(gameId);
        const r = game.fromJSON(json);
        if (!r.ok) return { ok: false, error: capErrors(r.error).errors };
        return { ok: true, value: view(game, r.value) };
      });
    },

    /** Plays one action on a position (which does not change); only a legal action is played. */
    play(gameId: string, action: string, position: unknown): Result<GameView, CodedError> {
      return computing(() => {
        const game = gameOf(gameId);
        const parsed = game.parseAction(action);
        if (!parsed.ok) return parsed;
        const r = game.play(position, parsed.value);
        return r.ok ? { ok: true, value: view(game, r.value) } : r;
      });
    },

    /** Why an action is illegal (a code and a sentence), or null when it is legal. */
    check(gameId: string, action: string, position: unknown): CodedError | null {
      return computing(() => {
        const game = gameOf(gameId);
        const parsed = game.parseAction(action);
        return parsed.ok ? game.checkAction(position, parsed.value) : parsed.error;
      });
    },

    /** What one seat may know (and, for Nautilus, its beliefs about unseen tiles). */
    observe(gameId: string, seat: number, position: unknown): { observation: unknown; beliefs: TileBelief[] | null } {
      return computing(() => {
        const game = gameOf(gameId);
        const observation = game.observe(position, seat);
        return { observation, beliefs: game.id === 'nautilus' ? beliefs(observation as never) : null };
      });
    },

    /**
     * Reads document text (a pasted or imported file, or a share link's parameter) here, off the
     * main thread: bounded size and depth, a byte-order mark accepted, any game (its format decides);
     * a game record gives its final position and, when complete, its history. At most 50 errors
     * come back, with the count of the rest.
     */
    readDocument(input: { text: string } | { link: string }): Result<{ view: GameView; record: RecordInfo | null }, PathError[]> & { more?: number } {
      return computing(() => {
        let text: string | null;
        if ('link' in input) {
          const decoded = decodeLink(input.link, 'a compressed position');
          if (!decoded.ok) return decoded;
          text = decoded.value;
        } else text = input.text;
        const r = readDoc(text);
        if (!r.ok) return r;
        return { ok: true as const, value: { view: view(r.value.game, r.value.position), record: r.value.record } };
      });
    },

    /** The view of `seat` through a game's positions (a link to an unfinished game); `actions` as that seat may see them. */
    seatView(gameId: string, seat: number, positions: unknown[], actions: string[], players: string[] | null): SeatViewDoc {
      return computing(() => seatViewDoc(gameOf(gameId), seat, positions, actions, players));
    },

    /** Reads a link holding a seat's view; `unknownFormat` when the link holds something else (a position or a record). */
    readSeatView(link: string): Result<SeatViewInfo, PathError[]> {
      return computing(() => {
        const text = decodeLink(link, 'a compressed game');
        if (!text.ok) return text;
        const parsed = parseDocument(text.value);
        if (!parsed.ok) return parsed;
        const r = readSeatView(parsed.value, games);
        return r.ok ? { ok: true as const, value: { ...r.value, game: r.value.game.id } } : r;
      });
    },

    /** A position to play on from a seat's observation: what it knows kept, the rest drawn anew with `seed`. */
    redeal(gameId: string, observation: unknown, seed: number): Result<unknown, string> {
      return computing(() => redeal(gameOf(gameId), observation, seed));
    },

    /**
     * Reads an autosaved session (text from storage): its game, position and history, every
     * position checked. Anything unreadable comes back as an error, so the caller can set it aside.
     */
    readSession(text: string): Result<{ view: GameView; past: SessionStep[]; future: SessionStep[] }, string> {
      return computing(() => {
        const parsed = parseDocument(text);
        if (!parsed.ok) return { ok: false as const, error: parsed.error[0]!.message };
        const doc = parsed.value as { game?: unknown; position?: unknown; past?: unknown; future?: unknown } | null;
        if (!doc || typeof doc !== 'object') return { ok: false as const, error: 'not a saved session' };
        const game = typeof doc.game === 'string' ? (Object.hasOwn(games, doc.game) ? games[doc.game]! : null) : games.nautilus!;
        if (!game) return { ok: false as const, error: `unknown game ${JSON.stringify(doc.game).slice(0, 40)}` };
        const here = game.fromJSON(doc.position);
        if (!here.ok) return { ok: false as const, error: `its position is invalid: ${here.error[0]!.path} ${here.error[0]!.message}` };
        const steps = (list: unknown, name: string): SessionStep[] | string => {
          if (list === undefined) return [];
          if (!Array.isArray(list)) return `its ${name} is not a list`;
          const out: SessionStep[] = [];
          for (const [i, step] of list.entries()) {
            const st = step as { position?: unknown; action?: unknown } | null;
            if (!st || typeof st.action !== 'string' || st.action.length > 200) return `its ${name}[${i}] is not a step`;
            const p = game.fromJSON(st.position);
            if (!p.ok) return `its ${name}[${i}] holds an invalid position`;
            out.push({ position: p.value, action: st.action });
          }
          return out;
        };
        const past = steps(doc.past, 'past');
        const future = steps(doc.future, 'future');
        if (typeof past === 'string') return { ok: false as const, error: past };
        if (typeof future === 'string') return { ok: false as const, error: future };
        return { ok: true as const, value: { view: view(game, here.value), past, future } };
      });
    },

    /** Every position of a game from `initial` (a position, or a new seeded game) through its actions; stops at an illegal one. */
    replay(gameId: string, start: { initial: unknown } | NewGameOptions, actions: string[]): { views: GameView[]; error: string | null } {
      return computing(() => {
        const game = gameOf(gameId);
        let pos = 'initial' in start ? start.initial : game.setup(start);
        const views = [view(game, pos)];
        for (const a of actions) {
          const parsed = game.parseAction(a);
          const r = parsed.ok ? game.play(pos, parsed.value) : null;
          if (!r || !r.ok) return { views, error: `'${a}' is not legal here` };
          pos = r.value;
          views.push(view(game, pos));
        }
        return { views, error: null };
      });
    },

    /** A built-in bot's choice for the seat to act (seeded from game seed, seat and ply: replays repeat). */
    async botAction(gameId: string, position: unknown, bot: string, seed: number, ply: number, deadlineMs = 5000): Promise<string> {
      const game = gameOf(gameId);
      const b = builtinBot(bot, game.id);
      if (!b) throw new Error(`unknown bot '${bot}' for ${game.id}`);
      const legal = game.legalActions(position).map((a: unknown) => game.makeAction(a));
      const seat = game.toAct(position);
      if (seat === null || !legal.length) throw new Error('no legal action: the game is over');
      const start = now();
      const ctx = makeContext(game, game.observe(position, seat), legal, { seed: decisionSeed(secretFromSeed(seed), seed, seat, ply), deadline: start + deadlineMs, now });
      return computing(() => b.act(ctx as never));
    },

    // ------------------------------------------------------------------------------------------
    // Nautilus: the kernel's overlays, placement and research targets, perft, the bench.

    /** Every overlay of a position or observation in one call: reach, rings and sonar per submarine, launch and retire squares. */
    overlays(position: Position): Overlays {
      return computing(() => {
        const pos = position;
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

    /**
     * Reach in turns of submarine `sub` (`seat:index`): every square it can end a move on within
     * `maxTurns` turns (at most 5), with the fewest turns, by repeated kernel reach on the board as it is.
     */
    reachInTurns(position: Position, sub: string, maxTurns: number): TurnSquare[] {
      return computing(() => {
        const s = position.submarines.find((q) => `${q.seat}:${q.index}` === sub);
        if (!s) return [];
        const v = kernelView(position, s.seat);
        kernel.setPosition(v.board);
        const range = subRange(position, s.seat);
        const trench = mayUseTrench(position, s.seat);
        return reachInTurns(s.at, Math.max(0, Math.min(5, Math.floor(maxTurns))), (from) => {
          kernel.reach(from[0], from[1], range, trench);
          return squaresOf(kernel.targets(), v.board.height);
        });
      });
    },

    /** Where held module `index` may be placed now: legal centres, each with its distinct rotations (from the legal list). */
    placement(position: Position, index: number): PlacementOptions {
      return computing(() => {
        const game = nautilus();
        const held = position.players[position.toAct]?.held[index];
        const byCentre = new Map<string, PlacementOptions['centres'][number]>();
        if (held) {
          for (const a of game.legalActions(position)) {
            if (a.type !== 'place' || a.index !== index) continue;
            const key = `${a.at[0]},${a.at[1]}`;
            let c = byCentre.get(key);
            if (!c) byCentre.set(key, (c = { at: [a.at[0], a.at[1]], rotations: [] }));
            c.rotations.push({ rotation: a.rotation, corridors: rotateMask(held.corridors, a.rotation), action: game.makeAction(a) });
          }
        }
        return { index, centres: [...byCentre.values()] };
      });
    },

    /** The modules a researcher of the seat to act may walk to from module `from`, with their passage distances. */
    researchTargets(position: Position, from: Square): ResearchTarget[] {
      return computing(() => {
        const game = nautilus();
        const atlantis = position.turn.pending?.type === 'atlantis';
        const moves = researchMoves(position, position.toAct, atlantis, game.context).filter((a) => a.type === 'research' && a.from[0] === from[0] && a.from[1] === from[1]);
        const fi = position.modules.findIndex((m) => m.at[0] === from[0] && m.at[1] === from[1]);
        if (fi < 0 || !moves.length) return [];
        const { adj } = moduleGraph(position.modules, game.context);
        const dist = passageDistances(adj, fi, 9, game.context);
        return moves.map((a) => {
          const to = (a as { to: Square }).to;
          const ti = position.modules.findIndex((m) => m.at[0] === to[0] && m.at[1] === to[1]);
          return { to: [to[0], to[1]], distance: dist[ti]!, action: game.makeAction(a) };
        });
      });
    },

    /** Submarine-move perft of a position. */
    perft(depth: number, position: Position): Result<{ depth: number; nodes: number; kernel: KernelId; ms: number }, CodedError> {
      return computing(() => {
        const problem = perftProblem(position);
        if (problem) return { ok: false, error: { code: 'notPerftPosition', message: problem } };
        if (!Number.isInteger(depth) || depth < 0 || depth > 3) return { ok: false, error: { code: 'badDepth', message: 'depth must be 0..3' } };
        const t0 = now();
        const nodes = kernelPerft(kernel, position, depth);
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
        return runBench(wasm, { quick: options.quick, machine, now, clock: 'wall', onProgress });
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
        return { games: options.games, gamesPerSecond: (options.games * 1000) / ms, summaries, kernel: kernel.id };
      });
    },
  };
  return api;
}

/** The API type, for `Comlink.wrap<EngineApi>()`. */
export type EngineApi = ReturnType<typeof createEngineApi>;

/**
 * The analysis engine as a bot's own query (`ctx.analyze`): a search of the bot's observation (every
 * sample is a determinization of it, the forward model is the bot's engine) within the decision's
 * time, with each candidate's win probability, interval, expected score and best line. The `analyst`
 * bot plays the best of it.
 */
import type { AnyGame } from '../core/game.js';
import { objectEngine, type BotEngine } from '../core/botEngine.js';
import { playoutsOf, type PlayoutSteps, type Playouts } from '../core/playouts.js';
import { ANALYSIS_DEFAULTS, type SearchSelect } from './analyze.js';
import { Rng } from '../core/rng.js';
import { lineOf, newNode, searchTree, type Horizon, type Node } from './search.js';
import { round, wilson } from './stats.js';

export interface BotAnalysisOptions {
  /** Milliseconds to search (capped by the decision's time left less a safety margin). */
  ms?: number;
  /** Most samples to run. */
  iterations?: number;
  /** How samples end: at the game's end (default) or this many rounds on. */
  horizon?: Horizon;
  /** What the search climbs (see `ShardSpec.select`); 'evaluation' uses the game's exploration constant. */
  select?: SearchSelect;
  /** The UCB exploration constant in the units of `select` (default: the analysis default for win shares, the game's constant otherwise). */
  exploration?: number;
  /** 'ts': samples on the TS engine even where the game has a faster one (the engine's own `playouts`, default). */
  playouts?: 'ts';
}

export interface BotCandidate {
  action: string;
  samples: number;
  /** The bot's win probability after this action (ties split), with a Wilson 95% interval. */
  winProbability: number;
  winProbability95: [number, number];
  /** The bot's expected final score and margin over the best other seat. */
  meanScore: number;
  meanMargin: number;
  /** The most sampled continuation of the bot's turn. */
  line: string[];
}

export interface BotAnalysis {
  /** The most sampled legal action (the first legal action when nothing was sampled). */
  best: string;
  samples: number;
  /** Sampled legal actions, most sampled first. */
  candidates: BotCandidate[];
}

/** What the search needs of a decision's context. */
export interface BotSearchParts<P> {
  seat: number;
  legal: readonly string[];
  determinize(): P;
  engine: BotEngine<P>;
  /** A seed for the search (drawn from the context's seeded generator). */
  seed: number;
  timeLeft(): number;
  /**
   * Who plays the search's samples to their end, made for a search that must stop by `stopAt`
   * (clock ms): the caller's choice of engine. Default: the engine's own (`BotEngine.playouts`,
   * the WASM playout engine where the host has it) in clocked steps, else the TS engine, clocked
   * (`clockedEngine`).
   */
  playouts?(stopAt: number): Playouts<P>;
}

export { analystSetting } from './analyze.js';

/** A quarter of the time left, and at least this many ms, stay unused: a playout can take far longer than the slowest so far on a busy machine. */
export const SAFETY_MS = 150;

/** The time a search may take now: `ms` (default all) within the time left less the safety margin. */
export function searchBudget(timeLeft: number, ms = Infinity): number {
  return Math.max(1, Math.min(ms, timeLeft - Math.max(SAFETY_MS, timeLeft / 4)));
}

/** A clocked rollout reads the clock after at most this many actions. */
export const CLOCK_EVERY = 1;

/** Thrown by a clocked rollout once its clock has passed the stop: the iteration under way is dropped. */
export class OutOfTime extends Error {
  constructor() {
    super('the search ran out of time');
    this.name = 'OutOfTime';
  }
}

/**
 * The engine with a clock: rollouts read it before they start and after every `CLOCK_EVERY`
 * actions, and the search's other steps (candidates, the policy's choice, an action played) after
 * each call; past the stop they throw `OutOfTime`, so one long rollout or a stall of a busy machine
 * cannot carry a search past its budget. The stop comes earlier by the longest pause seen between
 * two readings (a machine that stalls once stalls again: what is left after the search needs that
 * time too). Rollouts play the game's own rollout in steps of `CLOCK_EVERY` actions (each step
 * seeded from `seed`), with the same end: the round past `round + rounds`, the game's end or `maxActions`.
 */
export function clockedEngine<P>(engine: BotEngine<P>, now: () => number, stopAt: number): BotEngine<P> {
  const check = clockCheck(now, stopAt);
  // an engine whose rollouts run on a playout engine in place steps further between readings (each step packs the position once)
  const every = engine.playouts?.inPlace ? STEP_CLOCK_EVERY : CLOCK_EVERY;
  return {
    ...engine,
    candidates(position: P): string[] {
      const r = engine.candidates(position);
      check();
      return r;
    },
    policy(position: P, seed: number): string {
      const r = engine.policy(position, seed);
      check();
      return r;
    },
    playInPlace(position: P, action: string): void {
      engine.playInPlace(position, action);
      check();
    },
    rollout(position: P, rounds: number, seed: number, maxActions = 10_000): number {
      check();
      const stop = engine.round(position) + rounds;
      const rng = Rng.fromSeed(seed);
      let played = 0;
      while (played < maxActions && engine.toAct(position) !== null && engine.round(position) <= stop) {
        const step = engine.rollout(position, stop - engine.round(position), rng.int(2 ** 31), Math.min(every, maxActions - played));
        played += step;
        check();
        if (step === 0) break;
      }
      return played;
    },
  };
}

/** A clock reading that throws `OutOfTime` past the stop, brought forward by the longest pause seen between two readings. */
function clockCheck(now: () => number, stopAt: number): () => void {
  let last = now();
  let stall = 0;
  return () => {
    const t = now();
    stall = Math.max(stall, t - last);
    last = t;
    if (t >= stopAt - stall) throw new OutOfTime();
  };
}

/** A playout engine that plays in steps (the WASM playout engine) reads the clock after at most this many actions. */
export const STEP_CLOCK_EVERY = 64;

/**
 * Playouts played in steps with a clock, as `clockedEngine`'s rollouts: the clock is read before a
 * playout starts and after every step of at most `every` actions (one call into the engine a step,
 * none per action), and past the stop `OutOfTime` is thrown.
 */
export function clockedPlayouts<P>(playouts: Playouts<P>, steps: PlayoutSteps<P>, now: () => number, stopAt: number, every = STEP_CLOCK_EVERY): Playouts<P> {
  const check = clockCheck(now, stopAt);
  return {
    engine: playouts.engine,
    playout(position, rounds, _seed, maxActions, evaluations) {
      check();
      steps.begin(position, rounds);
      let played = 0;
      while (played < maxActions) {
        const step = steps.step(Math.min(every, maxActions - played));
        played += step;
        check();
        if (step === 0) break;
      }
      return steps.end(played, evaluations);
    },
  };
}

/** The playouts of a bot's search that must stop by `stopAt`: the engine's own in clocked steps where it has them, else the clocked TS engine's rollouts. */
function searchPlayouts<P>(engine: BotEngine<P>, clocked: BotEngine<P>, winners: (p: P) => number[], now: () => number, stopAt: number, ts: boolean): Playouts<P> {
  const own = ts ? undefined : engine.playouts;
  return own?.steps ? clockedPlayouts(own, own.steps, now, stopAt) : playoutsOf(clocked, winners);
}

/** Drops the children never visited to the end (an iteration cut by `OutOfTime` leaves its fresh node unvisited). */
export function dropUnvisited<T extends { children: Map<string, T> }>(node: T, visits: (n: T) => number): void {
  for (const [a, c] of node.children) {
    if (visits(c) === 0) node.children.delete(a);
    else dropUnvisited(c, visits);
  }
}

/**
 * Searches the bot's observation (see the module comment); the tree's root comes back for the
 * analyst's log, its next decision and tests. `grow`: a tree to go on growing instead of a new one
 * (the analyst's subtree of its previous decision, when this decision follows from it).
 */
export function analyzeForBot<P>(game: AnyGame, parts: BotSearchParts<P>, options: BotAnalysisOptions = {}, now: () => number = () => Date.now(), grow?: Node): BotAnalysis & { root: Node | null } {
  const legal = parts.legal;
  if (legal.length <= 1) return { best: legal[0] ?? '', samples: 0, candidates: [], root: null };
  const iterations = options.iterations === undefined ? 1e9 : Math.max(1, Math.floor(options.iterations));
  const start = now();
  // the search stops starting iterations before the deadline, and a rollout under way at the deadline is cut there
  const deadline = start + searchBudget(parts.timeLeft(), options.ms);
  const first = parts.determinize();
  let pending: P | null = first;
  const root = grow ?? newNode(game.seats(first));
  const spec = {
    model: (() => {
      // 'ts': every sample on the TS object engine, the clocked rollouts included
      const base = options.playouts === 'ts' ? objectEngine(parts.engine) : parts.engine;
      const engine = clockedEngine(base, now, deadline);
      const winners = (p: P): number[] => game.winners(p);
      return { engine, winners, seats: game.seats(first), gameId: game.id, playouts: parts.playouts?.(deadline) ?? searchPlayouts(parts.engine, engine, winners, now, deadline, options.playouts === 'ts') };
    })(),
    sample: () => {
      const p = pending ?? parts.determinize();
      pending = null;
      return p;
    },
    viewpoint: parts.seat,
    actor: parts.seat,
    iterations,
    seed: parts.seed,
    horizon: options.horizon ?? 'end',
    select: options.select ?? 'win',
    exploration: options.exploration ?? (options.select === 'evaluation' || options.select === 'margin' ? parts.engine.exploration : ANALYSIS_DEFAULTS.exploration),
    deadline,
    now,
    root,
  };
  try {
    searchTree<P>(spec);
  } catch (e) {
    if (!(e instanceof OutOfTime)) throw e;
    dropUnvisited(root, (c) => c.n);
  }
  const v = parts.seat;
  const mean = (c: Node): number => c.win[v]! / c.n;
  const sampled = [...root.children].filter(([a, c]) => c.n > 0 && legal.includes(a));
  sampled.sort(([a, x], [b, y]) => y.n - x.n || mean(y) - mean(x) || legal.indexOf(a) - legal.indexOf(b));
  const candidates = sampled.map(([action, c]) => {
    const interval = wilson(mean(c), c.n);
    return {
      action,
      samples: c.n,
      winProbability: round(mean(c)),
      winProbability95: [round(interval[0]), round(interval[1])] as [number, number],
      meanScore: round(c.score[v]! / c.n),
      meanMargin: round(c.margin[v]! / c.n),
      line: lineOf(c),
    };
  });
  return { best: candidates[0]?.action ?? legal[0]!, samples: root.n, candidates, root };
}

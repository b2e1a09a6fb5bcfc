/**
 * Building a bot's context from an observation: the forward model of its game, determinizations,
 * seeded randomness, the deadline and the log; for Nautilus also kernel queries on the public
 * board and beliefs about unseen tiles.
 */
import { Rng } from '../core/rng.js';
import { squaresOf, type KernelBoard } from '../kernel/types.js';
import type { AnyGame } from '../core/game.js';
import { Nautilus, beliefs, kernelBoardOf, mayUseTrench, seaOf, sonarRadius, subRange, type NautilusGame, type Observation, type Position } from '../nautilus/index.js';
import { botEngine } from '../core/botEngine.js';
import type { BotContext, GameBotContext } from './api.js';
import { analystSetting, analyzeForBot, type BotAnalysisOptions } from '../analysis/forBot.js';

export interface ContextOptions {
  seed: number;
  /** When the decision must be made by (a clock in ms). */
  deadline: number;
  now: () => number;
  log?: (...values: unknown[]) => void;
}

/** The context of one decision of any game (with the game's own queries where it has them). */
export function makeContext(game: AnyGame, observation: unknown, legal: readonly string[], options: ContextOptions): GameBotContext {
  if (game.id === 'nautilus') return makeNautilusContext(observation as Observation, legal, options, game as NautilusGame);
  const rng = Rng.fromSeed(options.seed);
  return baseContext(game, observation, legal, options, rng);
}

function baseContext<O, P>(game: AnyGame, observation: O, legal: readonly string[], options: ContextOptions, rng: Rng): GameBotContext<O, P> {
  const seat = (observation as { seat: number }).seat;
  const determinize = (): P => game.determinize(observation, rng) as P;
  const engine = botEngine<P>(game);
  const timeLeft = (): number => Math.max(0, options.deadline - options.now());
  return {
    game: game.id,
    seat,
    observation,
    legal,
    determinize,
    engine,
    random: () => rng.next(),
    randomInt: (n) => rng.int(n),
    timeLeft,
    log: (...values) => options.log?.(...values),
    analyze: (request = {}) => {
      const parts = { seat, legal, determinize, engine, seed: rng.int(2 ** 31), timeLeft };
      // the analyst's way of searching this game, unless the bot names a horizon
      const { root: _root, ...result } = analyzeForBot<P>(game, parts, { ...analystSetting(game), ...requestOf(request) }, options.now);
      return result;
    },
  };
}

/** A bot's analysis request, kept to the fields and types it may set (anything else from untrusted code is ignored). */
function requestOf(r: unknown): BotAnalysisOptions {
  const o = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>;
  const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : undefined);
  const out: BotAnalysisOptions = {};
  const ms = num(o.ms);
  const iterations = num(o.iterations);
  const horizon = typeof o.horizon === 'number' && Number.isFinite(o.horizon) && o.horizon >= 0 ? o.horizon : undefined;
  if (ms !== undefined) out.ms = ms;
  if (iterations !== undefined) out.iterations = iterations;
  if (horizon !== undefined) out.horizon = Math.floor(horizon);
  return out;
}

/** The context of one Nautilus decision: the base context plus reach, sonar and beliefs. */
export function makeNautilusContext(obs: Observation, legal: readonly string[], options: ContextOptions, game: NautilusGame = Nautilus): BotContext {
  const rng = Rng.fromSeed(options.seed);
  const kernel = game.context.kernel;
  let kb: KernelBoard | null = null;
  // the kernel reads only what an observation shares with a position: modules, tiles (not their identities), submarines
  const board = (): KernelBoard => (kb ??= kernelBoardOf(seaOf(obs as unknown as Position)));
  const sub = (id: string) => {
    const m = /^(\d):(\d)$/.exec(id);
    const s = m ? obs.submarines.find((q) => q.seat === Number(m[1]) && q.index === Number(m[2])) : undefined;
    if (!s) throw new Error(`no submarine ${id} on the board`);
    return s;
  };
  // rules that read a position only need the parts an observation shares
  const asPosition = obs as unknown as Position;
  return {
    ...baseContext<Observation, Position>(game, obs, legal, options, rng),
    kernel: kernel.id,
    playouts: game.playouts?.engine ?? 'ts',
    reach(id) {
      const s = sub(id);
      const moved = obs.phase === 3 && obs.toAct === s.seat && obs.turn.moved.includes(s.index);
      if (moved) return [];
      kernel.setPosition(board());
      kernel.reach(s.at[0], s.at[1], subRange(asPosition, s.seat), mayUseTrench(asPosition, s.seat));
      return squaresOf(kernel.targets());
    },
    sonar(id) {
      const s = sub(id);
      kernel.setPosition(board());
      kernel.sonar(s.at[0], s.at[1], sonarRadius(asPosition, s.seat));
      return squaresOf(kernel.seen());
    },
    beliefs: () => beliefs(obs),
  };
}

/**
 * Building a bot's context from an observation: determinization (sampling the hidden parts from
 * the belief), kernel queries on the public board, the forward model, seeded randomness.
 */
import { Rng } from '../core/rng.js';
import { TsKernel } from '../kernel/tsKernel.js';
import { emptyKernelBoard, squaresOf, type KernelBoard, type ReachKernel } from '../kernel/types.js';
import {
  applyInPlace,
  beliefs,
  coverGrid,
  getBoard,
  legalActions,
  makeAction,
  parseAction,
  play,
  scoreBreakdown,
  sonarRadius,
  subRange,
  mayUseTrench,
  determinize,
  type Observation,
  type Position,
} from '../nautilus/index.js';
import type { BotContext, BotEngine } from './api.js';

/** The forward model on positions. */
export const BOT_ENGINE: BotEngine = {
  legal: (p) => legalActions(p).map(makeAction),
  play: (p, a) => {
    const parsed = parseAction(a);
    if (!parsed.ok) return null;
    const r = play(p, parsed.value);
    return r.ok ? r.value : null;
  },
  playInPlace: (p, a) => {
    const parsed = parseAction(a);
    if (!parsed.ok) throw new Error(`bad action '${a}'`);
    applyInPlace(p, parsed.value);
  },
  scores: (p) => scoreBreakdown(p).map((s) => s.total),
  toAct: (p) => (p.endReason === null ? p.toAct : null),
};

/** The public board of an observation as kernel bitboards (tile identities are not needed). */
export function observationKernelBoard(obs: Observation): KernelBoard {
  const board = getBoard(obs.board);
  const kb = emptyKernelBoard(board.width, board.height);
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) if (board.zones[y * board.width + x] === 3) kb.trench[y]! |= 1 << x;
  }
  const cover = coverGrid(board, obs.modules);
  for (let i = 0; i < cover.length; i++) if (cover[i]) kb.cover[Math.floor(i / board.width)]! |= 1 << (i % board.width);
  for (const t of obs.tiles) {
    kb.tiles[t.at[1]]! |= 1 << t.at[0];
    if (!t.faceUp) kb.faceDown[t.at[1]]! |= 1 << t.at[0];
  }
  for (const s of obs.submarines) kb.subs[s.at[1]]! |= 1 << s.at[0];
  return kb;
}

export interface ContextOptions {
  seed: number;
  /** When the decision must be made by (a clock in ms). */
  deadline: number;
  now: () => number;
  log?: (...values: unknown[]) => void;
  kernel?: ReachKernel;
}

/** The context of one decision. */
export function makeContext(obs: Observation, legal: readonly string[], options: ContextOptions): BotContext {
  const rng = Rng.fromSeed(options.seed);
  const kernel = options.kernel ?? new TsKernel();
  let kb: KernelBoard | null = null;
  const board = (): KernelBoard => (kb ??= observationKernelBoard(obs));
  const sub = (id: string) => {
    const m = /^(\d):(\d)$/.exec(id);
    const s = m ? obs.submarines.find((q) => q.seat === Number(m[1]) && q.index === Number(m[2])) : undefined;
    if (!s) throw new Error(`no submarine ${id} on the board`);
    return s;
  };
  // rules that read a position only need the parts an observation shares
  const asPosition = obs as unknown as Position;
  return {
    seat: obs.seat,
    observation: obs,
    legal,
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
    determinize: () => determinize(obs, rng),
    engine: BOT_ENGINE,
    random: () => rng.next(),
    randomInt: (n) => rng.int(n),
    timeLeft: () => Math.max(0, options.deadline - options.now()),
    log: (...values) => options.log?.(...values),
  };
}

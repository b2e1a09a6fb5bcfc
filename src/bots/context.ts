/**
 * Building a bot's context from an observation: determinization (sampling the hidden parts from
 * the belief), kernel queries on the public board, the forward model, seeded randomness.
 */
import { cloneData } from '../core/clone.js';
import { Rng } from '../core/rng.js';
import { TsKernel } from '../kernel/tsKernel.js';
import { emptyKernelBoard, squaresOf, type KernelBoard, type ReachKernel } from '../kernel/types.js';
import {
  GOAL_CARDS,
  RESEARCH_KINDS,
  RESEARCH_LAYOUTS,
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
  tileSetOf,
  type Observation,
  type Position,
  type ResearchKind,
  type SheetType,
  type Square,
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

/**
 * A full position consistent with `obs`: unseen face-down tiles get the zone's unaccounted
 * identities in random order, other seats' goal cards are drawn from the cards left, hidden
 * stack orders are shuffled. Public facts and the observer's knowledge are kept exactly.
 */
export function determinize(obs: Observation, rng: Rng): Position {
  const board = getBoard(obs.board);
  const zoneOf = (at: Square): 'S' | 'D' | 'T' | 'L' => 'LSDT'[board.zones[at[1] * board.width + at[0]]!] as 'S' | 'D' | 'T' | 'L';
  const left: Record<string, string[]> = { S: [...tileSetOf(obs.board).S], D: [...tileSetOf(obs.board).D], T: [...tileSetOf(obs.board).T] };
  const take = (zone: string, tile: string): void => {
    const list = left[zone];
    const i = list ? list.indexOf(tile) : -1;
    if (i >= 0) list!.splice(i, 1);
  };
  for (const g of obs.gone) take(zoneOf(g.at), g.tile);
  for (const t of obs.tiles) if (t.tile !== null) take(t.zone, t.tile);
  for (const zone of ['S', 'D', 'T']) rng.shuffle(left[zone]!);
  const tiles = obs.tiles.map((t) => ({ at: [t.at[0], t.at[1]] as Square, tile: t.tile ?? left[t.zone]!.pop() ?? 'mussel', faceUp: t.faceUp }));
  const own = obs.players[obs.seat]!.goal!;
  const cards = GOAL_CARDS.filter((g) => !(g[0] === own[0] && g[1] === own[1]));
  rng.shuffle(cards);
  const players = obs.players.map((p, s) => ({
    ...cloneData(p),
    goal: (s === obs.seat ? own : (cards.pop() ?? GOAL_CARDS[0]!)) as [SheetType, SheetType],
    known: s === obs.seat ? p.known.map((k) => ({ at: k.at, tile: k.tile! })) : p.known.map((k) => ({ at: k.at, tile: tiles.find((t) => t.at[0] === k.at[0] && t.at[1] === k.at[1])?.tile ?? 'mussel' })),
  }));
  const stacks = {
    green: obs.stacks.green,
    blue: obs.stacks.blue,
    ...(Object.fromEntries(
      RESEARCH_KINDS.map((k) => {
        const s = obs.stacks[k];
        if (s.order) return [k, [...s.order]];
        const rest = restOfStack(obs, k, s.top, s.size);
        return [k, s.top === null ? [] : [s.top, ...rng.shuffle(rest)]];
      }),
    ) as Record<ResearchKind, number[]>),
  };
  const { seat: _seat, format: _format, ...rest } = obs;
  return {
    ...cloneData(rest),
    format: 'nautilus/1',
    players,
    tiles,
    stacks,
    rng: rng.state(),
  } as Position;
}

/** The layouts below a stack's top: the kind's four layouts minus those seen on the board, held, or on top. */
function restOfStack(obs: Observation, kind: ResearchKind, top: number | null, size: number): number[] {
  const all = [...RESEARCH_LAYOUTS];
  const seen = [...obs.modules.filter((m) => m.kind === kind).map((m) => m.corridors), ...obs.players.flatMap((p) => p.held.filter((h) => h.kind === kind).map((h) => h.corridors))];
  if (top !== null) seen.push(top);
  const rest = all.filter((l) => {
    const i = seen.indexOf(l);
    if (i >= 0) {
      seen.splice(i, 1);
      return false;
    }
    return true;
  });
  return rest.slice(0, Math.max(0, size - 1));
}


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

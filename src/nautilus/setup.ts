/** Seeded setup for 2–4 players (spec 3). */
import { Rng } from '../core/rng.js';
import { getBoard, tileSetOf, type Board } from './board.js';
import { LAYOUTS, RESEARCH_LAYOUTS } from './modules.js';
import { markSetup } from './clone.js';
import { newTurn } from './state.js';
import { GOAL_CARDS } from './tiles.js';
import {
  DEFAULT_VARIANTS,
  RESEARCH_KINDS,
  RESEARCHERS_PER_SEAT,
  ZONES,
  type BoardSpec,
  type Position,
  type PositionSetup,
  type ResearchKind,
  type Square,
  type TileState,
  type Variants,
} from './types.js';

/** Options of a new game. */
export interface SetupOptions {
  players: number;
  seed: number;
  /** The first player; drawn from the generator when absent. */
  firstPlayer?: number;
  board?: BoardSpec;
  variants?: Partial<Variants>;
  /** Where the base goes (any all-lagoon footprint); the board's base position when absent. */
  basePosition?: Square;
}

const DEAL_ZONES = ['S', 'D', 'T'] as const;

/** Per board: each zone's spots in the board's spot order, and each one's place among all spots sorted by (y, x). */
interface Deal {
  spots: Square[][];
  place: number[][];
  total: number;
}

const deals = new WeakMap<Board, Deal>();

function dealOf(board: Board): Deal {
  let deal = deals.get(board);
  if (deal) return deal;
  const spots = DEAL_ZONES.map((zone) => board.spotList.filter(([x, y]) => board.zones[y * board.width + x] === ZONES.indexOf(zone)));
  const all = spots.flatMap((list, z) => list.map((at, i) => ({ at, z, i })));
  // the order of the deal (a stable sort: equal squares keep zone order, as the old sort of the dealt list did)
  all.sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]);
  const place = spots.map((list) => new Array<number>(list.length));
  all.forEach((e, k) => (place[e.z]![e.i] = k));
  deal = { spots, place, total: all.length };
  deals.set(board, deal);
  return deal;
}

/** Starting Nemo by player count (spec 3). */
export const STARTING_NEMO: Record<number, number> = { 2: 55, 3: 50, 4: 45 };

/**
 * A new game. Draws, in this order: first player (unless given) → goal cards in seat order
 * (each drawn uniformly from those left) → research stacks in kind order (A B C D shuffled;
 * index 0 is the top) → tiles of S, D, T, each zone's set shuffled and dealt face down onto
 * its spots sorted by (y, x).
 */
export function setupGame(options: SetupOptions): Position {
  const n = options.players;
  if (!Number.isInteger(n) || n < 2 || n > 4) throw new RangeError(`players must be 2..4, got ${n}`);
  const boardSpec = options.board ?? 'default';
  const board = getBoard(boardSpec);
  const rng = Rng.fromSeed(options.seed);
  const firstPlayer = options.firstPlayer ?? rng.int(n);
  const goals = GOAL_CARDS.map((g) => g);
  const playerGoals = Array.from({ length: n }, () => goals.splice(rng.int(goals.length), 1)[0]!);
  const stacks = {
    green: 10,
    blue: 10,
    ...(Object.fromEntries(RESEARCH_KINDS.map((k) => [k, rng.shuffle([...RESEARCH_LAYOUTS])])) as Record<ResearchKind, number[]>),
  };
  const deal = dealOf(board);
  const tiles = new Array<TileState>(deal.total);
  for (let z = 0; z < 3; z++) {
    const set = rng.shuffle([...tileSetOf(boardSpec)[DEAL_ZONES[z]!]]);
    const spots = deal.spots[z]!;
    const place = deal.place[z]!;
    for (let i = 0; i < spots.length; i++) tiles[place[i]!] = { at: [spots[i]![0], spots[i]![1]], tile: set[i]!, faceUp: false };
  }
  const base = options.basePosition ?? board.base;
  const setup: PositionSetup = {
    format: 'nautilus/1',
    board: boardSpec,
    variants: { ...DEFAULT_VARIANTS, ...options.variants },
    round: 1,
    phase: 1,
    firstPlayer,
    toAct: firstPlayer,
    finalRound: null,
    endReason: null,
    players: playerGoals.map((goal) => ({
      nemo: STARTING_NEMO[n]!,
      researchers: RESEARCHERS_PER_SEAT,
      goal: [goal[0], goal[1]],
      sheet: [],
      held: [],
      research: { training: 0, technology: 0, sonar: 0, lab: 0, analysis: 0 },
      known: [],
    })),
    modules: [{ kind: 'base', corridors: LAYOUTS.base, at: [base[0], base[1]], rotation: 0, owner: null, researchers: new Array(n).fill(0) }],
    stacks,
    submarines: [],
    tiles,
    gone: [],
    ruins: [],
    tokens: { training: null, technology: null, sonar: null, lab: null, analysis: null },
    trenchOpen: false,
    turn: newTurn(),
    roundFlags: { bought: false, placed: false, recovered: false },
    rng: rng.state(),
  };
  // a new game from a validated board is a position by construction, of the engine's shape (copies of
  // it and positions played from it skip the full shape check: clone.ts)
  return markSetup(setup as Position);
}

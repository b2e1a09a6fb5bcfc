/**
 * The engine API's data: what its calls take and give back, plain structured-clone data for any
 * game of the playground, and the Nautilus overlays. `../engineApi.ts` exports every one of them.
 */
import type { GameSummary, Square } from '../../../../src/nautilus/index.js';
import type { ScoreLine } from '../../../../src/core/game.js';
import type { SavedSeat } from '../../../../src/core/savedGame.js';
import type { SeatView } from '../../../../src/core/seatView.js';
import type { VariantSpec } from '../../../../src/core/variants.js';
import type { TreePath, VariationTree } from '../../../../src/core/variationTree.js';
import type { KernelId } from '../../../../src/kernel/types.js';

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

/** A saved game of Play as its list shows it: who plays, how far it went, when it was saved. */
export interface SavedGameSummary {
  id: string;
  game: string;
  savedAt: number;
  seats: SavedSeat[];
  /** Actions played, the round now, the seat to act (null: over). */
  actions: number;
  round: number;
  toAct: number | null;
  over: boolean;
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

/** Explore's tree as read from a document, a link or the autosave: the tree and the path to the node on view. */
export interface ExploreTree {
  tree: VariationTree<unknown>;
  selected: TreePath;
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

/** A long call's progress report: the workload running and its fraction done. */
export type Progress = (workload: string, done: number) => void;

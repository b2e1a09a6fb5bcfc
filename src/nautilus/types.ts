/**
 * The vocabulary of Nautilus (spec sections 1–3) and the shape of a position (spec 12).
 * A position is a plain JSON value: `toJSON` is the identity and the JSON Schema
 * (`position.schema.json`) describes exactly this shape; the codes of a document's problems
 * (`validatePosition`, `validateBoard`) sit here too, under every module that reports them.
 */
import type { PathError } from '../core/result.js';
import type { RngState } from '../core/rng.js';

/** A square `[x, y]`, x left to right, y top to bottom. */
export type Square = [number, number];

export const ZONES = ['L', 'S', 'D', 'T'] as const;
/** Lagoon, slope, deep sea, trench. */
export type Zone = (typeof ZONES)[number];
/** Build cost of each zone (spec 1). */
export const ZONE_COST: Record<Zone, number> = { L: 1, S: 2, D: 3, T: 4 };

export const RESEARCH_KINDS = ['training', 'technology', 'sonar', 'lab', 'analysis'] as const;
export type ResearchKind = (typeof RESEARCH_KINDS)[number];
export const RESIDENTIAL_KINDS = ['green', 'blue'] as const;
export type ResidentialKind = (typeof RESIDENTIAL_KINDS)[number];
export const MODULE_KINDS = ['base', 'green', 'blue', ...RESEARCH_KINDS] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

/** Tile types. Atlantis tiles carry a number 1–15 in their identity (`atlantis13`). */
export const TILE_TYPES = ['gold', 'crab', 'urchin', 'mussel', 'snail', 'atlantis', 'chest', 'speed'] as const;
export type TileType = (typeof TILE_TYPES)[number];
/** Creatures and gold: tiles that go onto a player's sheet. */
export const SHEET_TYPES = ['gold', 'crab', 'urchin', 'mussel', 'snail'] as const;
export type SheetType = (typeof SHEET_TYPES)[number];
/** A tile identity: a type other than Atlantis, or `atlantisN` for Atlantis tile N (1..15). */
export type TileId = Exclude<TileType, 'atlantis'> | `atlantis${number}`;

export const END_REASONS = ['allAtlantis', 'atlantis13to15', 'stalemate', 'maxRounds'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** A built-in board name or a custom board. */
export type BoardSpec = 'default' | CustomBoard;

/** A custom board: rows of `L S D T` (lower case = spot), and the base position. */
export interface CustomBoard {
  name?: string;
  rows: string[];
  base: Square;
  /**
   * The tiles dealt per zone; the published 60 when absent. Small boards (fewer than 69
   * squares cannot hold 60 spots around a base) name a smaller set (spec 9 allows custom sets).
   */
  tileSet?: TileSet;
}

/** Tile identities per zone. */
export type TileSet = Record<'S' | 'D' | 'T', TileId[]>;

/** Variant settings (spec sections 5, 7, 10, 11; plus maxRounds from 9). */
export interface Variants {
  /** Maximum unbuilt modules a player may hold (spec 5): 4 (Dutch) or 3 (Italian). */
  maxHeldModules: number;
  /** Dutch reading of sonar timing: a submarine may ping any time before it moves (spec 7). */
  sonarPerSub: boolean;
  /** Atlantis rank ties (spec 10): `highest` (Dutch, highest-numbered tile first) or `share` (Italian). */
  atlantisTies: 'highest' | 'share';
  /** Final ties (spec 10): `shared` (all tied seats win) or `nemo` (more Nemo breaks the tie). */
  tieBreak: 'shared' | 'nemo';
  /** Research stacks are public below their top tile (spec 11). */
  openStacks: boolean;
  /** The safety-net round limit (spec 9). */
  maxRounds: number;
}

export const DEFAULT_VARIANTS: Variants = {
  maxHeldModules: 4,
  sonarPerSub: false,
  atlantisTies: 'highest',
  tieBreak: 'shared',
  openStacks: false,
  maxRounds: 100,
};

/** A module a player bought and has not placed. */
export interface HeldModule {
  kind: Exclude<ModuleKind, 'base'>;
  /** Unrotated corridor mask, bit i = slot i (0 N, 1 NE, … 7 NW). */
  corridors: number;
  /** Researchers riding on a residential module. */
  researchers: number;
}

/** A module on the board, named by its centre square. */
export interface ModuleState {
  kind: ModuleKind;
  corridors: number;
  at: Square;
  rotation: number;
  /** The seat whose marker is on a research module; null for base and residential modules. */
  owner: number | null;
  /** Researchers per seat. */
  researchers: number[];
}

/** A face-down tile a player has seen. */
export interface Knowledge {
  at: Square;
  tile: TileId;
}

export interface PlayerState {
  nemo: number;
  /** Researchers in supply. */
  researchers: number;
  /** The two creature types on the secret goal card. */
  goal: [SheetType, SheetType];
  /** Recovered creatures and gold, in order of recovery. */
  sheet: SheetType[];
  /** Bought, unplaced modules in order of purchase. */
  held: HeldModule[];
  /** Research counts per kind. */
  research: Record<ResearchKind, number>;
  /** Face-down tiles this player has seen (sonar, examination) and that are still face down. */
  known: Knowledge[];
}

/** A submarine on the board; submarines of a seat not on the board are in its supply. */
export interface SubmarineState {
  seat: number;
  index: number;
  at: Square;
}

/** A tile on the board. */
export interface TileState {
  at: Square;
  tile: TileId;
  faceUp: boolean;
}

/** A tile that left the board, where it went, and who took it (public). */
export interface GoneTile {
  at: Square;
  tile: TileId;
  to: 'sheet' | 'ruins' | 'removed';
  seat: number | null;
}

/** An Atlantis tile on the ruins board, with the marker of the seat that recovered it (or none). */
export interface RuinsEntry {
  atlantis: number;
  seat: number | null;
}

/** Module stacks: residential stacks are counts; research stacks list corridor masks, top first. */
export interface Stacks {
  green: number;
  blue: number;
  training: number[];
  technology: number[];
  sonar: number[];
  lab: number[];
  analysis: number[];
}

export type Pending =
  | { type: 'speed' }
  | { type: 'atlantis' }
  | { type: 'examine'; left: number; examined: Square[] };

/** The progress of the current phase turn (spec 12). */
export interface TurnState {
  /** Phase 1: a module was bought this turn. */
  bought: boolean;
  /** Phase 1: centres of modules placed this turn. */
  placed: Square[];
  /** Phase 1: highest zone cost under the modules placed this turn (0 when none). */
  buildCost: number;
  /** Phase 2: researcher steps used. */
  steps: number;
  /** Phase 2: researcher moves made. */
  moves: number;
  /** Phase 2: researchers that arrived this turn, per module centre. */
  arrivals: { at: Square; count: number }[];
  /** Phase 3: the current step. */
  step: 'launch' | 'sonar' | 'move';
  /** Phase 3: indices of own submarines that pinged this turn. */
  pinged: number[];
  /** Phase 3: indices of own submarines that made their normal move this turn. */
  moved: number[];
  /** Phase 3: indices of own submarines launched this turn. */
  launched: number[];
  /** The open pending choice, if any. */
  pending: Pending | null;
}

/** The round's flags for the stalemate condition (spec 9). */
export interface RoundFlags {
  bought: boolean;
  placed: boolean;
  recovered: boolean;
}

/**
 * The data of a game state (spec 12), as a parser or the position editor makes it: the right
 * shape, not yet checked against the rules. `fromSetup` (or `positionFromJSON`) checks it and
 * gives a `Position`, the only thing the rules play on.
 */
export interface PositionSetup {
  format: 'nautilus/1';
  board: BoardSpec;
  variants: Variants;
  round: number;
  phase: 1 | 2 | 3;
  firstPlayer: number;
  toAct: number;
  finalRound: number | null;
  endReason: EndReason | null;
  players: PlayerState[];
  modules: ModuleState[];
  stacks: Stacks;
  submarines: SubmarineState[];
  tiles: TileState[];
  gone: GoneTile[];
  ruins: RuinsEntry[];
  tokens: Record<ResearchKind, number | null>;
  trenchOpen: boolean;
  turn: TurnState;
  roundFlags: RoundFlags;
  rng: RngState;
}

/** Submarines per seat, researchers per seat (spec 3). */
export const SUBMARINES_PER_SEAT = 3;
export const RESEARCHERS_PER_SEAT = 15;

declare const checked: unique symbol;

/** A whole game state, checked: everything needed to continue the game (spec 12). */
export type Position = PositionSetup & { readonly [checked]: true };

/** Every code of a position's rule errors (schema errors carry `schema.<keyword>`). */
export const VALIDATION_CODES = [
  'badGoal',
  'badGone',
  'badJson',
  'badOwner',
  'badPending',
  'badResearchers',
  'badRound',
  'badRuins',
  'badSeat',
  'badTile',
  'badToken',
  'badTurn',
  'baseCount',
  'baseNotOnLagoon',
  'boardRow',
  'boardSize',
  'duplicateGoal',
  'duplicateSubmarine',
  'duplicateTile',
  'knownMismatch',
  'knownNotFaceDown',
  'missingTiles',
  'moduleCount',
  'noSuchModule',
  'notSpot',
  'offBoard',
  'overlap',
  'researcherCount',
  'ruinsMismatch',
  'sheetMismatch',
  'seatCount',
  'spotCount',
  'submarineOnFaceDownTile',
  'submarineUnderModule',
  'tileUnderModule',
  'tileZone',
  'tooManyHeld',
  'tooManyTiles',
  'twoSubmarines',
  'twoTiles',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number] | `schema.${string}`;

/** A problem of a position document, with its JSON path. */
export interface PositionError extends PathError {
  code: ValidationCode;
}

// The Nautilab bot API, as the bot editor sees it (globals, no imports). A bot is an ES module
// that exports `act(ctx)` and returns one of `ctx.legal` (or a promise of one). The engine's own
// types (src/bots/api.ts, src/nautilus) are checked against these declarations by a test.

/** A square [x, y]: x left to right, y top to bottom. */
type Square = [number, number];
type Zone = 'L' | 'S' | 'D' | 'T';
type ResearchKind = 'training' | 'technology' | 'sonar' | 'lab' | 'analysis';
type ModuleKind = 'base' | 'green' | 'blue' | ResearchKind;
type SheetType = 'gold' | 'crab' | 'urchin' | 'mussel' | 'snail';
/** A tile identity: a type, or `atlantisN` for Atlantis tile N. */
type TileId = string;

interface ModuleState {
  kind: ModuleKind;
  /** Unrotated corridor mask: bit i = slot i (0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW). */
  corridors: number;
  /** Centre square. */
  at: Square;
  /** Quarter turns clockwise; slot i becomes slot (i + 2r) mod 8. */
  rotation: number;
  /** The builder of a research module; null for base and homes. */
  owner: number | null;
  /** Researchers per seat. */
  researchers: number[];
}

interface ObservedPlayer {
  nemo: number;
  /** Researchers in supply. */
  researchers: number;
  /** The goal card: your own only. */
  goal: [SheetType, SheetType] | null;
  sheet: SheetType[];
  held: { kind: Exclude<ModuleKind, 'base'>; corridors: number; researchers: number }[];
  research: Record<ResearchKind, number>;
  /** Squares this player has seen; identities only for your own knowledge. */
  known: { at: Square; tile: TileId | null }[];
}

interface ObservedTile {
  at: Square;
  zone: Zone;
  faceUp: boolean;
  /** null: a face-down tile you have not seen. */
  tile: TileId | null;
}

interface ObservedStack {
  top: number | null;
  size: number;
  order: number[] | null;
}

type Pending = { type: 'speed' } | { type: 'atlantis' } | { type: 'examine'; left: number; examined: Square[] };

/** What your seat may know (rules section 11). */
interface BotObservation {
  format: 'nautilus-observation/1';
  seat: number;
  board: 'default' | { name?: string; rows: string[]; base: Square };
  variants: {
    maxHeldModules: number;
    sonarPerSub: boolean;
    atlantisTies: 'highest' | 'share';
    tieBreak: 'shared' | 'nemo';
    openStacks: boolean;
    maxRounds: number;
  };
  round: number;
  phase: 1 | 2 | 3;
  firstPlayer: number;
  toAct: number;
  finalRound: number | null;
  endReason: 'allAtlantis' | 'atlantis13to15' | 'stalemate' | 'maxRounds' | null;
  players: ObservedPlayer[];
  modules: ModuleState[];
  stacks: { green: number; blue: number } & Record<ResearchKind, ObservedStack>;
  submarines: { seat: number; index: number; at: Square }[];
  tiles: ObservedTile[];
  /** Tiles that left the board (public). */
  gone: { at: Square; tile: TileId; to: 'sheet' | 'ruins' | 'removed'; seat: number | null }[];
  ruins: { atlantis: number; seat: number | null }[];
  tokens: Record<ResearchKind, number | null>;
  trenchOpen: boolean;
  turn: {
    bought: boolean;
    placed: Square[];
    buildCost: number;
    steps: number;
    moves: number;
    arrivals: { at: Square; count: number }[];
    step: 'launch' | 'sonar' | 'move';
    pinged: number[];
    moved: number[];
    launched: number[];
    pending: Pending | null;
  };
  roundFlags: { bought: boolean; placed: boolean; recovered: boolean };
}

interface TileBelief {
  at: Square;
  zone: Zone;
  options: { tile: TileId; p: number }[];
}

/** A full game state (a determinization: hidden parts sampled, never the truth). Opaque to bots. */
interface BotPosition {
  readonly format: 'nautilus/1';
  readonly round: number;
  readonly phase: 1 | 2 | 3;
  readonly toAct: number;
}

// BotEngine, the forward model on determinizations: engine-api.d.ts (shared by every game)

/** What a bot receives for one decision. */
interface BotContext extends BotContextBase {
  readonly observation: BotObservation;
  /** The legal actions in notation, e.g. "move 0:1 12 5"; return one of them. */
  readonly legal: readonly string[];
  /** Targets of a submarine's normal move now, e.g. ctx.reach("0:1"). */
  reach(sub: string): Square[];
  /** Which kernel answers reach and sonar: 'wasm', or the TypeScript twin 'ts' where WebAssembly cannot load. */
  readonly kernel: 'wasm' | 'ts' | 'naive';
  /** Which engine plays engine.rollout and analyze's samples: 'wasm' (the playout engine), or 'ts' where WebAssembly cannot load. */
  readonly playouts: 'wasm' | 'ts';
  /** Face-down tiles a ping from that submarine would show. */
  sonar(sub: string): Square[];
  /** For each face-down tile you have not seen: what it may be, with probabilities. */
  beliefs(): TileBelief[];
  /** A full position consistent with what you know, hidden parts sampled from the belief. */
  determinize(): BotPosition;
}

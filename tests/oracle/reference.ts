/**
 * A deliberately naive reference for the submarine verbs of Nautilus, written from the rules
 * contract (`shared/spec/nautilus.md`, sections 1, 2, 7, 8) and the CLI's perft definition
 * (`cli.md`, "Submarine-move perft").
 *
 * Independence: this file imports only TYPES from the engine. It never calls an engine or
 * kernel function. It reads the position's plain data (board rows, modules, tiles, submarines,
 * players, turn) and recomputes everything itself: the zones (the default board is parsed here
 * from `docs/default-board.txt`), module footprints, corridor rotation, mouth squares, covered
 * squares, the trench permission, and reachability by a breadth-first search over
 * (square, steps used) states. Clarity over speed: plain arrays, strings as keys.
 *
 * Every function returns actions as notation strings (spec 4: `move 0:1 12 5`), so the tests
 * compare them with the engine's `makeAction` output as sets.
 */
import { readFileSync } from 'node:fs';
import type { ModuleState, Position } from '../../src/nautilus/types.js';

// ---------------------------------------------------------------------------------------------
// Board (spec 1).

type ZoneLetter = 'L' | 'S' | 'D' | 'T';

/** The default board, parsed here from the text file the spec names (rows top to bottom). */
const DEFAULT_ROWS: string[] = readFileSync(new URL('../../docs/default-board.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.length > 0);

/** Board rows of a position: the custom board's own rows, or the default file's. */
export function refRows(pos: Position): string[] {
  return pos.board === 'default' ? DEFAULT_ROWS : pos.board.rows;
}

/** The research kinds (spec 2), written out here. */
export const REF_RESEARCH_KINDS = ['training', 'technology', 'sonar', 'lab', 'analysis'];

/** What the reference knows about one position: plain lookups, no engine calls. */
export class RefSea {
  readonly rows: string[];
  readonly width: number;
  readonly height: number;

  constructor(readonly pos: Position) {
    this.rows = refRows(pos);
    this.height = this.rows.length;
    this.width = this.rows[0]!.length;
  }

  onBoard(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  /** Zone letter of a square (upper case; a lower-case letter only marks a spot). */
  zone(x: number, y: number): ZoneLetter {
    return this.rows[y]![x]!.toUpperCase() as ZoneLetter;
  }

  /**
   * Covered: some module's 3x3 block (spec 2.1: the octagon's half-covered corners count as
   * covered for every rule, so the whole block counts).
   */
  covered(x: number, y: number): boolean {
    for (const m of this.pos.modules) {
      if (Math.abs(x - m.at[0]) <= 1 && Math.abs(y - m.at[1]) <= 1) return true;
    }
    return false;
  }

  /** The tile on a square (face up or down), or undefined. */
  tileAt(x: number, y: number): { faceUp: boolean } | undefined {
    return this.pos.tiles.find((t) => t.at[0] === x && t.at[1] === y);
  }

  /** True when any submarine (any seat) stands on the square. */
  subAt(x: number, y: number): boolean {
    return this.pos.submarines.some((s) => s.at[0] === x && s.at[1] === y);
  }

  /** Open water: on the board and not covered, even half, by any module (spec, "Words"). */
  openWater(x: number, y: number): boolean {
    return this.onBoard(x, y) && !this.covered(x, y);
  }

  /** Empty: open water with no tile and no submarine (spec, "Words"). */
  empty(x: number, y: number): boolean {
    return this.openWater(x, y) && this.tileAt(x, y) === undefined && !this.subAt(x, y);
  }
}

// ---------------------------------------------------------------------------------------------
// Modules (spec 2.2, 2.3).

/**
 * True when a placed module has a corridor in board slot `s` (0 N, 1 NE, … 7 NW). Rotation r
 * moves printed slot i to slot (i + 2r) mod 8, so board slot s shows printed slot (s - 2r) mod 8.
 */
export function refHasCorridor(m: ModuleState, s: number): boolean {
  const printed = (((s - 2 * m.rotation) % 8) + 8) % 8;
  return (m.corridors & (1 << printed)) !== 0;
}

/** The four orthogonal slots with their launch letters and mouth squares (spec 2.3). */
export const REF_MOUTHS: { dir: 'N' | 'E' | 'S' | 'W'; slot: number; dx: number; dy: number }[] = [
  { dir: 'N', slot: 0, dx: 0, dy: -2 },
  { dir: 'E', slot: 2, dx: 2, dy: 0 },
  { dir: 'S', slot: 4, dx: 0, dy: 2 },
  { dir: 'W', slot: 6, dx: -2, dy: 0 },
];

function isResearch(m: ModuleState): boolean {
  return REF_RESEARCH_KINDS.includes(m.kind);
}

// ---------------------------------------------------------------------------------------------
// Movement (spec 7, 8).

/** Spec 7: the trench may be used when open or when the player has all five kinds at count >= 1. */
export function refTrenchAllowed(pos: Position, seat: number): boolean {
  const r = pos.players[seat]!.research as unknown as Record<string, number>;
  return pos.trenchOpen || REF_RESEARCH_KINDS.every((k) => r[k]! >= 1);
}

/** Spec 7: range = 4 + min(technology count, 2). */
export function refRange(pos: Position, seat: number): number {
  return 4 + Math.min(pos.players[seat]!.research.technology, 2);
}

/**
 * Squares a submarine on `from` may end a move of at most `range` steps on (spec 7):
 * a BFS over (square, steps used). A step goes to an orthogonal neighbour on the board; a trench
 * square may be entered only with `trench`; module squares and submarines may be passed over; a
 * square holding a tile (face up or down) may be entered but the move ends there. A target is
 * an empty square, or a tile square with no submarine, other than the start.
 */
export function refTargets(sea: RefSea, from: [number, number], range: number, trench: boolean): [number, number][] {
  const seen = new Set<string>();
  const queue: [number, number, number][] = [[from[0], from[1], 0]];
  seen.add(`${from[0]},${from[1]},0`);
  const reached = new Set<string>();
  while (queue.length > 0) {
    const [x, y, steps] = queue.shift()!;
    if (steps > 0) reached.add(`${x},${y}`);
    if (steps === range) continue;
    if (steps > 0 && sea.tileAt(x, y) !== undefined) continue; // entering a tile's square ended the move
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (!sea.onBoard(nx, ny)) continue;
      if (sea.zone(nx, ny) === 'T' && !trench) continue;
      const key = `${nx},${ny},${steps + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push([nx, ny, steps + 1]);
    }
  }
  const out: [number, number][] = [];
  for (const key of reached) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    if (x === from[0] && y === from[1]) continue;
    const tile = sea.tileAt(x, y) !== undefined;
    if (sea.empty(x, y) || (tile && !sea.subAt(x, y))) out.push([x, y]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The verbs.

function ownSubs(pos: Position): { seat: number; index: number; at: [number, number] }[] {
  return pos.submarines.filter((s) => s.seat === pos.toAct).map((s) => ({ seat: s.seat, index: s.index, at: [s.at[0], s.at[1]] }));
}

/** Moves (spec 7 normal moves; spec 8 speed moves while a speed choice is pending). */
export function refMoves(pos: Position): string[] {
  if (pos.endReason !== null || pos.phase !== 3) return [];
  const pending = pos.turn.pending;
  if (pending && pending.type !== 'speed') return [];
  const speed = pending?.type === 'speed';
  const sea = new RefSea(pos);
  const seat = pos.toAct;
  const range = speed ? 3 : refRange(pos, seat);
  const trench = refTrenchAllowed(pos, seat);
  const out: string[] = [];
  for (const s of ownSubs(pos)) {
    if (!speed && pos.turn.moved.includes(s.index)) continue; // one normal move per turn; the speed move is extra
    for (const [x, y] of refTargets(sea, s.at, range, trench)) out.push(`move ${s.seat}:${s.index} ${x} ${y}`);
  }
  return out;
}

/** Launches (spec 7, launch step). */
export function refLaunches(pos: Position): string[] {
  if (pos.endReason !== null || pos.phase !== 3 || pos.turn.pending || pos.turn.step !== 'launch') return [];
  const seat = pos.toAct;
  const onBoardIndices = pos.submarines.filter((s) => s.seat === seat).map((s) => s.index);
  if ([0, 1, 2].every((i) => onBoardIndices.includes(i))) return []; // no submarine in supply
  const sea = new RefSea(pos);
  const out: string[] = [];
  for (const m of pos.modules) {
    if (!isResearch(m) || m.researchers[seat]! < 2) continue;
    for (const mouth of REF_MOUTHS) {
      if (!refHasCorridor(m, mouth.slot)) continue;
      if (sea.empty(m.at[0] + mouth.dx, m.at[1] + mouth.dy)) out.push(`launch ${m.at[0]} ${m.at[1]} ${mouth.dir}`);
    }
  }
  return out;
}

/** Retirements (spec 7): at any point of the phase-3 turn while no choice is pending. */
export function refRetires(pos: Position): string[] {
  if (pos.endReason !== null || pos.phase !== 3 || pos.turn.pending) return [];
  const sea = new RefSea(pos);
  const out: string[] = [];
  for (const s of ownSubs(pos)) {
    if (sea.tileAt(s.at[0], s.at[1]) !== undefined) continue;
    for (const m of pos.modules) {
      if (!isResearch(m) || !m.researchers.some((r) => r > 0)) continue;
      const ok = REF_MOUTHS.some((mouth) => {
        const mx = m.at[0] + mouth.dx;
        const my = m.at[1] + mouth.dy;
        return refHasCorridor(m, mouth.slot) && mx === s.at[0] && my === s.at[1] && sea.openWater(mx, my);
      });
      if (ok) out.push(`retire ${s.seat}:${s.index} ${m.at[0]} ${m.at[1]}`);
    }
  }
  return out;
}

/**
 * Examinations (spec 8) while an examination is pending: any face-down tile not yet examined in
 * this choice; a second one must lie in another zone than the first unless every other face-down
 * tile lies in the first's zone.
 */
export function refExamines(pos: Position): string[] {
  const pending = pos.turn.pending;
  if (pos.endReason !== null || !pending || pending.type !== 'examine') return [];
  const sea = new RefSea(pos);
  const faceDown = pos.tiles.filter((t) => !t.faceUp);
  const first = pending.examined[0];
  const out: string[] = [];
  for (const t of faceDown) {
    const [x, y] = t.at;
    if (pending.examined.some((e) => e[0] === x && e[1] === y)) continue;
    if (first) {
      const firstZone = sea.zone(first[0], first[1]);
      const others = faceDown.filter((o) => !(o.at[0] === first[0] && o.at[1] === first[1]));
      const allInFirstZone = others.every((o) => sea.zone(o.at[0], o.at[1]) === firstZone);
      if (sea.zone(x, y) === firstZone && !allInFirstZone) continue;
    }
    out.push(`examine ${x} ${y}`);
  }
  return out;
}

/** The four verbs the reference covers, by verb. */
export function refByVerb(pos: Position): Record<'move' | 'retire' | 'launch' | 'examine', string[]> {
  return { move: refMoves(pos), retire: refRetires(pos), launch: refLaunches(pos), examine: refExamines(pos) };
}

// ---------------------------------------------------------------------------------------------
// Submarine-move perft (cli.md).

/**
 * perft(d): distinct ordered sequences of d normal moves by the seat to act, each submarine that
 * has not moved this turn moving at most once; after each move the submarine occupies its target,
 * a tile there is taken off (no payment, no effect), and ending on a trench square opens the
 * trench. Works on a private copy of the position.
 */
export function refPerft(pos: Position, depth: number): number {
  const state = structuredClone(pos);
  state.turn.pending = null;
  return perftNode(state, depth, [...state.turn.moved]);
}

function perftNode(pos: Position, depth: number, moved: number[]): number {
  if (depth === 0) return 1;
  const sea = new RefSea(pos);
  const seat = pos.toAct;
  const range = refRange(pos, seat);
  let nodes = 0;
  for (const sub of pos.submarines) {
    if (sub.seat !== seat || moved.includes(sub.index)) continue;
    const trench = refTrenchAllowed(pos, seat);
    for (const [x, y] of refTargets(sea, [sub.at[0], sub.at[1]], range, trench)) {
      // a shallow copy with new submarine and tile lists (nothing else changes)
      const child: Position = {
        ...pos,
        submarines: pos.submarines.map((o) => (o === sub ? { ...o, at: [x, y] as [number, number] } : o)),
        tiles: pos.tiles.filter((t) => !(t.at[0] === x && t.at[1] === y)),
        trenchOpen: pos.trenchOpen || sea.zone(x, y) === 'T',
      };
      nodes += perftNode(child, depth - 1, [...moved, sub.index]);
    }
  }
  return nodes;
}

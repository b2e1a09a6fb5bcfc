/**
 * Module geometry (spec 2): footprints, corridor masks and rotation, neighbour offsets,
 * overlap, connections and mouth squares. Slots are numbered clockwise from north:
 * 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW; a corridor mask has bit i for slot i.
 */
import { onBoard, type Board } from './board.js';
import type { ModuleKind, ModuleState, ResearchKind, Square } from './types.js';
import { RESEARCH_KINDS } from './types.js';

export const SLOT_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** Offset from a module's centre to the centre of the module across each slot (spec 2.3). */
export const SLOT_OFFSETS: readonly Square[] = [
  [0, -3], [2, -2], [3, 0], [2, 2], [0, 3], [-2, 2], [-3, 0], [-2, -2],
];

/** Mouth square offsets of the orthogonal slots (spec 2.3); diagonal slots have none. */
export const MOUTH_OFFSETS: Readonly<Record<number, Square>> = { 0: [0, -2], 2: [2, 0], 4: [0, 2], 6: [-2, 0] };

/** Board directions of the orthogonal slots, as written in `launch`. */
export const DIRECTIONS = ['N', 'E', 'S', 'W'] as const;
export type Direction = (typeof DIRECTIONS)[number];
/** Slot of a direction. */
export const DIRECTION_SLOT: Record<Direction, number> = { N: 0, E: 2, S: 4, W: 6 };

/** Mask of a list of slot names. */
export function maskOf(...slots: SlotName[]): number {
  return slots.reduce((m, s) => m | (1 << SLOT_NAMES.indexOf(s)), 0);
}

/** [default] layouts (spec 2.2), unrotated. */
export const LAYOUTS = {
  base: maskOf('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'),
  green: maskOf('N', 'E', 'S', 'W'),
  blue: maskOf('NE', 'SE', 'SW', 'NW'),
  A: maskOf('N', 'S', 'NE', 'SW'),
  B: maskOf('N', 'E', 'SW'),
  C: maskOf('N', 'NE', 'NW'),
  D: maskOf('N', 'SE', 'SW'),
} as const;

/** The four research layouts, in the order each research stack is built before shuffling. */
export const RESEARCH_LAYOUTS: readonly number[] = [LAYOUTS.A, LAYOUTS.B, LAYOUTS.C, LAYOUTS.D];

/** Module counts per kind (spec 2). */
export const MODULE_COUNTS: Record<ModuleKind, number> = {
  base: 1, green: 10, blue: 10, training: 4, technology: 4, sonar: 4, lab: 4, analysis: 4,
};

/** True for the five research kinds. */
export function isResearchKind(kind: string): kind is ResearchKind {
  return (RESEARCH_KINDS as readonly string[]).includes(kind);
}

/** Rotates a mask `r` quarter turns clockwise: slot i becomes slot (i + 2r) mod 8 (spec 2.2). */
export function rotateMask(mask: number, r: number): number {
  const s = (2 * (((r % 4) + 4) % 4)) % 8;
  return ((mask << s) | (mask >>> (8 - s))) & 0xff;
}

/** The corridor mask of a placed module, after rotation. */
export function corridorsOf(m: Pick<ModuleState, 'corridors' | 'rotation'>): number {
  return rotateMask(m.corridors, m.rotation);
}

/** True when two modules with centre offset (dx, dy) overlap (spec 2.3). */
export function overlapsOffset(dx: number, dy: number): boolean {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  return !(Math.max(ax, ay) >= 3 || (ax === 2 && ay === 2));
}

/** True when the 3x3 block around (cx, cy) lies on the board (spec 2.1). */
export function footprintOnBoard(board: Board, cx: number, cy: number): boolean {
  return onBoard(board, cx - 1, cy - 1) && onBoard(board, cx + 1, cy + 1);
}

/** The 9 squares of a footprint (all count as covered, half-covered corners included). */
export function footprint(cx: number, cy: number): Square[] {
  const out: Square[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) out.push([cx + dx, cy + dy]);
  return out;
}

/** A grid with 1 on every square covered (even half) by a module. */
export function coverGrid(board: Board, modules: readonly ModuleState[]): Uint8Array {
  const grid = new Uint8Array(board.width * board.height);
  for (const m of modules) {
    const [cx, cy] = m.at;
    for (let y = cy - 1; y <= cy + 1; y++) for (let x = cx - 1; x <= cx + 1; x++) grid[y * board.width + x] = 1;
  }
  return grid;
}

/** Index of the module centred at (x, y), or -1. */
export function moduleIndexAt(modules: readonly ModuleState[], x: number, y: number): number {
  for (let i = 0; i < modules.length; i++) if (modules[i]!.at[0] === x && modules[i]!.at[1] === y) return i;
  return -1;
}

/** The connection graph of a list of modules, with the modules ordered by centre (y, x). */
export interface ModuleGraph {
  adj: number[][];
  order: number[];
}

/**
 * What module graphs use of an engine context (`context.ts`, which lies above this module): the
 * graph cache, the centre index and the passage-distance buffers.
 */
interface GraphScratch {
  readonly centreIndex: Int16Array;
  readonly graphs: WeakMap<readonly ModuleState[], { key: Int32Array; graph: ModuleGraph }>;
  dist: Int32Array;
  readonly frontierA: number[];
  readonly frontierB: number[];
}

/** The exact key a module graph depends on: centre and rotated corridors of every module. */
function graphKey(modules: readonly ModuleState[]): Int32Array {
  const key = new Int32Array(modules.length * 2);
  for (let i = 0; i < modules.length; i++) {
    const m = modules[i]!;
    key[2 * i] = (m.at[1] << 8) | m.at[0];
    key[2 * i + 1] = corridorsOf(m);
  }
  return key;
}

function sameKey(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Connections between modules (spec 2.3): `adj[i]` lists the modules connected to module i.
 * A and B connect when B sits at A's slot-s offset, A has a corridor in s and B in (s+4) mod 8.
 * Cached in the context per module list, checked against the exact key it was built for.
 */
export function moduleGraph(modules: readonly ModuleState[], ctx: GraphScratch): ModuleGraph {
  const key = graphKey(modules);
  const hit = ctx.graphs.get(modules);
  if (hit && sameKey(hit.key, key)) return hit.graph;
  const centreIndex = ctx.centreIndex;
  for (let i = 0; i < modules.length; i++) centreIndex[modules[i]!.at[1] * 64 + modules[i]!.at[0]] = i + 1;
  const adj = modules.map((m) => {
    const mask = corridorsOf(m);
    const out: number[] = [];
    for (let s = 0; s < 8; s++) {
      if (!(mask & (1 << s))) continue;
      // centres lie on boards of at most 32x32, so a neighbour 2 away reads a cell of the 64x64 grid
      // that holds no centre, or (off the top) none at all: both give j = -1 (or NaN)
      const j = centreIndex[(m.at[1] + SLOT_OFFSETS[s]![1]) * 64 + m.at[0] + SLOT_OFFSETS[s]![0]]! - 1;
      if (j >= 0 && corridorsOf(modules[j]!) & (1 << ((s + 4) % 8))) out.push(j);
    }
    return out;
  });
  for (const m of modules) centreIndex[m.at[1] * 64 + m.at[0]] = 0;
  const order = modules.map((_, i) => i).sort((a, b) => modules[a]!.at[1] - modules[b]!.at[1] || modules[a]!.at[0] - modules[b]!.at[0]);
  const graph = { adj, order };
  ctx.graphs.set(modules, { key, graph });
  return graph;
}

/**
 * Passage distances from module `from` to every module within `maxSteps` (-1 if farther). The
 * array is the context's scratch space, valid until the next call.
 */
export function passageDistances(adj: readonly number[][], from: number, maxSteps: number, ctx: GraphScratch): Int32Array {
  if (ctx.dist.length < adj.length) ctx.dist = new Int32Array(adj.length * 2);
  const dist = ctx.dist.subarray(0, adj.length).fill(-1);
  dist[from] = 0;
  let frontier = ctx.frontierA;
  let next = ctx.frontierB;
  frontier.length = 0;
  frontier.push(from);
  for (let d = 1; d <= maxSteps && frontier.length; d++) {
    next.length = 0;
    for (const i of frontier) {
      for (const j of adj[i]!) {
        if (dist[j] === -1) {
          dist[j] = d;
          next.push(j);
        }
      }
    }
    const t = frontier;
    frontier = next;
    next = t;
  }
  return dist;
}

/** The mouth square of a module's orthogonal slot (spec 2.3). */
export function mouthSquare(at: Square, slot: number): Square {
  const o = MOUTH_OFFSETS[slot]!;
  return [at[0] + o[0], at[1] + o[1]];
}

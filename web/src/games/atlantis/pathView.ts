/**
 * What the Atlantis board draws, read from a position or an observation (the top tile of every
 * stack is public, so both serve): gaps and their tolls, where a card takes a pawn, which tile a
 * pawn would take, and what an action would do. Drawing aids only: legality comes from the engine.
 */
import { ATLANTIS, MAINLAND } from '../../../../src/atlantis/types.js';

/** A tile as drawn: `[colour, value]`, or null when covered and unknown. */
export type ShownTile = [number, number] | null;

/** The parts of a position or observation the board reads. */
export interface ShownPosition {
  players: number;
  toAct: number;
  turn: number;
  path: ShownTile[][];
  pawns: number[][];
  bridges: [number, number][];
  hands: (number[] | null)[];
  handSizes?: number[];
  turnState: { stage: 'start' | 'moving' | 'paying'; pawn: number | null; from: number | null; owed: number; crossed: [number, number][]; played: number[] };
  ended: unknown;
}

export const isFilled = (p: ShownPosition, i: number): boolean => i > ATLANTIS && i < MAINLAND && (p.path[i]?.length ?? 0) > 0;

/** The top tile of a filled position. */
export function topOf(p: ShownPosition, i: number): [number, number] | null {
  const s = p.path[i];
  return s && s.length ? (s[s.length - 1] ?? null) : null;
}

/** Pawns on each position 0..54. */
export function occupancy(p: ShownPosition): number[] {
  const out = new Array<number>(MAINLAND + 1).fill(0);
  for (const list of p.pawns) for (const at of list) out[at] = (out[at] ?? 0) + 1;
  return out;
}

/** The first filled position after `from` whose top tile has `colour`, or the Mainland. */
export function nextOfColour(p: ShownPosition, from: number, colour: number): number {
  for (let i = from + 1; i < MAINLAND; i++) if (topOf(p, i)?.[0] === colour) return i;
  return MAINLAND;
}

export interface Gap {
  from: number;
  to: number;
  toll: number;
  /** The seat whose bridge lies on it, or null. */
  bridge: number | null;
}

/** Every gap of the path (runs of water between two filled positions), with its toll and bridge. */
export function gapsOf(p: ShownPosition): Gap[] {
  const out: Gap[] = [];
  let i = 1;
  while (i < MAINLAND) {
    if (isFilled(p, i)) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < MAINLAND && !isFilled(p, j + 1)) j++;
    if (isFilled(p, i - 1) && isFilled(p, j + 1)) {
      const b = p.bridges.find((x) => x[1] >= i && x[1] <= j);
      out.push({ from: i, to: j, toll: b ? 0 : Math.min(topOf(p, i - 1)![1], topOf(p, j + 1)![1]), bridge: b ? b[0] : null });
    }
    i = j + 1;
  }
  return out;
}

/** The first free position (filled, no pawn) below `f`, with `occ` the pawns per position; null if none. */
export function freeBehind(p: ShownPosition, f: number, occ: number[]): number | null {
  for (let i = Math.min(f, MAINLAND) - 1; i > 0; i--) if (isFilled(p, i) && occ[i] === 0) return i;
  return null;
}

/** The seat acting in a position (the one whose turn runs), null when over. */
export const actingSeat = (p: ShownPosition): number | null => (p.ended ? null : p.toAct);

/** What an action would do, drawn as a preview. */
export interface Drawn {
  seat: number;
  pawn?: number;
  from?: number;
  to?: number;
  /** The target holds another pawn: another card must be played. */
  occupied?: boolean;
  /** Tolls of the unbridged gaps crossed by the whole move so far. */
  toll?: number;
  /** The tile the move would take. */
  take?: number | null;
  bridge?: number;
  /** A sentence for what is not on the board (buy, pay, pass). */
  note?: string;
}

/** The effect of an action in the position `p` (before it is played), for the preview. */
export function previewOf(p: ShownPosition, action: string): Drawn | null {
  const seat = actingSeat(p);
  if (seat === null) return null;
  const w = action.trim().split(/\s+/);
  const ts = p.turnState;
  if (w[0] === 'move') {
    const pawn = Number(w[1]);
    const colour = ['red', 'green', 'grey', 'blue', 'white', 'yellow', 'purple'].indexOf(w[2] ?? '');
    const from = p.pawns[seat]?.[pawn];
    if (from === undefined || colour < 0) return null;
    const to = nextOfColour(p, from, colour);
    const occ = occupancy(p);
    occ[from]!--;
    const occupied = to !== MAINLAND && occ[to]! > 0;
    occ[to]!++;
    const start = ts.stage === 'start' ? from : (ts.from ?? from);
    const toll = gapsOf(p)
      .filter((g) => g.from > start && g.to < to)
      .reduce((a, g) => a + g.toll, 0);
    return { seat, pawn, from, to, occupied, toll, take: occupied ? undefined : freeBehind(p, to, occ) };
  }
  if (w[0] === 'bridge') return { seat, bridge: Number(w[1]), note: `bridge on the gap at ${w[1]}` };
  if (w[0] === 'pay') {
    const pawn = ts.pawn ?? undefined;
    const at = pawn !== undefined ? p.pawns[seat]?.[pawn] : undefined;
    return { seat, pawn, to: at, take: at !== undefined ? freeBehind(p, at, occupancy(p)) : null, note: `pay ${w.slice(1).join(' ')} for the toll of ${ts.owed}` };
  }
  if (w[0] === 'buy') return { seat, note: `buy: give up a tile of ${w[1]}, draw ${Math.floor(Number(w[1]) / 2)}` };
  if (w[0] === 'pass') return { seat, note: 'pass: show the hand, draw 2' };
  return null;
}

/**
 * The trace of the action that led to `p`: the pawn that moved (the acting seat's while its move
 * runs, else the seat before), and from `prev` (the position shown before, when it is the one the
 * action was played in) where it came from and which tile it took.
 */
export function traceOf(p: ShownPosition, action: string, prev: ShownPosition | null): Drawn | null {
  const w = action.trim().split(/\s+/);
  if (!['move', 'pay', 'bridge'].includes(w[0] ?? '')) return null;
  const ts = p.turnState;
  const midTurn = !p.ended && ts.stage !== 'start';
  const seat = midTurn || p.ended ? p.toAct : (p.toAct + p.players - 1) % p.players;
  // a payment or bridge that ended the turn: the pawn was the one paying in the position before
  const pawn = w[0] === 'move' ? Number(w[1]) : (ts.pawn ?? prev?.turnState.pawn ?? undefined);
  const out: Drawn = { seat };
  if (w[0] === 'bridge') out.bridge = Number(w[1]);
  if (pawn === undefined || p.pawns[seat]?.[pawn] === undefined) return out;
  out.pawn = pawn;
  out.to = p.pawns[seat]![pawn];
  if (midTurn && ts.from !== null) out.from = ts.from;
  if (prev && prev.players === p.players && prev.pawns[seat]) {
    const before = prev.pawns[seat]![pawn]!;
    const moved = p.pawns.every((list, s) => list.every((at, k) => (s === seat && k === pawn ? at >= before : at === prev.pawns[s]![k])));
    if (moved) {
      if (before < out.to!) out.from = before;
      const shrunk: number[] = [];
      for (let i = 1; i < MAINLAND; i++) {
        const a = prev.path[i]?.length ?? 0;
        const b = p.path[i]?.length ?? 0;
        if (b === a - 1) shrunk.push(i);
        else if (b !== a) return out;
      }
      if (shrunk.length === 1) out.take = shrunk[0]!;
    }
  }
  return out;
}

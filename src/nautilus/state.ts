/** Small queries on a position shared by checking, generating and applying actions. */
import type { SubRef } from './actions.js';
import type { Events, NemoEvent } from './events.js';
import type { Board } from './board.js';
import { corridorsOf, isResearchKind, mouthSquare } from './modules.js';
import { SUBMARINES_PER_SEAT, ZONES, ZONE_COST, type ModuleState, type Position, type Square, type TurnState } from './types.js';

/** The seat to act, or null when the game is over. */
export function toAct(pos: Position): number | null {
  return pos.endReason === null ? pos.toAct : null;
}

/** Index in `pos.submarines` of a seat's submarine, or -1 when it is in supply. */
export function findSub(pos: Position, ref: SubRef): number {
  return pos.submarines.findIndex((s) => s.seat === ref.seat && s.index === ref.index);
}

/** Indices in `pos.submarines` of a seat's submarines, by submarine index. */
export function ownSubs(pos: Position, seat: number): number[] {
  const out: number[] = [];
  pos.submarines.forEach((s, i) => s.seat === seat && out.push(i));
  return out.sort((a, b) => pos.submarines[a]!.index - pos.submarines[b]!.index);
}

/** Lowest index of a seat's submarines in supply, or -1. */
export function nextSubIndex(pos: Position, seat: number): number {
  for (let i = 0; i < SUBMARINES_PER_SEAT; i++) {
    if (!pos.submarines.some((s) => s.seat === seat && s.index === i)) return i;
  }
  return -1;
}

/** Researchers that arrived at module `at` this turn. */
function arrivalsAt(turn: TurnState, at: Square): number {
  return turn.arrivals.find((a) => a.at[0] === at[0] && a.at[1] === at[1])?.count ?? 0;
}

/** Researchers of `seat` that may leave module `m` (spec 6; `atlantis` applies only the last-researcher lock). */
export function movableResearchers(pos: Position, m: ModuleState, seat: number, atlantis: boolean): number {
  const count = m.researchers[seat]!;
  const lock = isResearchKind(m.kind) ? 1 : 0;
  const held = atlantis ? lock : Math.max(arrivalsAt(pos.turn, m.at), lock);
  return Math.max(0, count - held);
}

/** True when arriving at module `m` activates it for `seat` and the rent cannot be paid. */
export function rentBlocked(pos: Position, m: ModuleState, seat: number): boolean {
  // a research module always has an owner (validatePosition: badOwner)
  return isResearchKind(m.kind) && m.researchers[seat] === 0 && m.owner !== seat && pos.players[seat]!.nemo < 1;
}

/**
 * Whether (x, y) is the mouth square of one of module `m`'s orthogonal corridors (spec 7: where a
 * submarine retires). Asked of a submarine's square, which is always open water.
 */
export function atRetireMouth(m: ModuleState, x: number, y: number): boolean {
  const mask = corridorsOf(m);
  for (const slot of [0, 2, 4, 6]) {
    if (!(mask & (1 << slot))) continue;
    const [mx, my] = mouthSquare(m.at, slot);
    if (mx === x && my === y) return true;
  }
  return false;
}

/** Highest zone cost under a 3x3 footprint (spec 5). */
export function footprintCost(board: Board, cx: number, cy: number): number {
  let cost = 0;
  for (let y = cy - 1; y <= cy + 1; y++) {
    for (let x = cx - 1; x <= cx + 1; x++) cost = Math.max(cost, ZONE_COST[ZONES[board.zones[y * board.width + x]!]!]);
  }
  return cost;
}

/** Squares ordered by (y, x). */
export const cmpSquare = (a: Square, b: Square): number => a[1] - b[1] || a[0] - b[0];

/** A fresh phase-turn record. */
export function newTurn(): TurnState {
  return { bought: false, placed: [], buildCost: 0, steps: 0, moves: 0, arrivals: [], step: 'launch', pinged: [], moved: [], launched: [], pending: null };
}

/** Pays `amount` from `who` to the bank (or to seat `to`), recording the flow when events are kept. */
export function pay(pos: Position, events: Events, who: number, amount: number, reason: NemoEvent['reason'], to: number | null = null): void {
  pos.players[who]!.nemo -= amount;
  if (to !== null) pos.players[to]!.nemo += amount;
  if (events === null) return;
  events.push({ kind: 'nemo', seat: who, delta: -amount, reason, other: to });
  if (to !== null) events.push({ kind: 'nemo', seat: to, delta: amount, reason, other: who });
}

/**
 * The legal-action generator (spec 4, 5, 8), written apart from the checker (`check.ts`): moves
 * come from a breadth-first search over (position, cards left) with the tolls of every stopping
 * place read from one forward scan; payments are enumerated as the minimal multisets directly.
 */
import type { Action } from './actions.js';
import { colourCounts } from './cards.js';
import { holdsBridge, occupancy, topOf } from './path.js';
import { COLOUR_COUNT, MAINLAND, type Position } from './types.js';

/** Unbridged tolls and the dearest unbridged gap, from `from` to every later position (one scan). */
interface TollTable {
  owed: number[];
  dearest: number[];
}

function tollTable(pos: Position, from: number): TollTable {
  const owed = new Array<number>(MAINLAND + 1).fill(0);
  const dearest = new Array<number>(MAINLAND + 1).fill(0);
  const path = pos.path;
  let sum = 0;
  let top = 0;
  let last = from > 0 && path[from]!.length > 0 ? from : -1;
  for (let t = from + 1; t <= MAINLAND; t++) {
    const stack = t < MAINLAND ? path[t]! : null;
    if (stack !== null && stack.length > 0) {
      if (last >= 0 && last < t - 1 && !pos.bridges.some((b) => b[1] > last && b[1] < t)) {
        const below = path[last]!;
        const toll = Math.min(below[below.length - 1]![1], stack[stack.length - 1]![1]);
        sum += toll;
        if (toll > top) top = toll;
      }
      last = t;
    }
    owed[t] = sum;
    dearest[t] = top;
  }
  return { owed, dearest };
}

/** The next position of each colour from every position: `next[at * 7 + c]`. */
function nextTable(pos: Position): Int8Array {
  const next = new Int8Array((MAINLAND + 1) * COLOUR_COUNT).fill(MAINLAND);
  for (let at = MAINLAND - 1; at >= 0; at--) {
    for (let c = 0; c < COLOUR_COUNT; c++) next[at * COLOUR_COUNT + c] = next[(at + 1) * COLOUR_COUNT + c]!;
    const top = at + 1 < MAINLAND ? topOf(pos.path, at + 1) : undefined;
    if (top) next[at * COLOUR_COUNT + top[0]] = at + 1;
  }
  return next;
}

/** Tile values and payment-eligible cards of the seat to act (after the cards `played` left the hand). */
function eligibleCards(pos: Position, hand: readonly number[], played: readonly number[]): number[] {
  if (pos.variant.tollWithBoughtCards) return [...hand];
  const bought = colourCounts(pos.turnState.bought ?? []);
  return hand.map((h, c) => Math.max(0, h - Math.max(0, bought[c]! - played[c]!)));
}

/**
 * The first colours with which `pawn` can make a complete, payable move: breadth first over
 * states (position, cards used so far, first colour). The cards used are packed 4 bits per colour
 * (a chain passes at most 11 occupied positions, so no colour is used 16 times).
 */
function completingColours(pos: Position, next: Int8Array, occ: number[], pawn: number, tileSum: number, bridge: boolean, tables: Map<number, TollTable>): boolean[] {
  const seat = pos.toAct;
  const ts = pos.turnState;
  const at0 = pos.pawns[seat]![pawn]!;
  const from = ts.stage === 'start' ? at0 : ts.from!;
  let tolls = tables.get(from);
  if (tolls === undefined) {
    tolls = tollTable(pos, from);
    tables.set(from, tolls);
  }
  const ok = new Array<boolean>(COLOUR_COUNT).fill(false);
  const hand0 = colourCounts(pos.hands[seat]!);
  const played0 = colourCounts(ts.played);
  const handTotal = pos.hands[seat]!.length;
  const hand = new Array<number>(COLOUR_COUNT);
  const played = new Array<number>(COLOUR_COUNT);
  const queueAt: number[] = [];
  const queueUsed: number[] = [];
  const queueFirst: number[] = [];
  const queueCount: number[] = [];
  const seen = new Set<number>();
  const push = (at: number, used: number, first: number, count: number): void => {
    const key = (used * 64 + at) * 8 + first;
    if (seen.has(key)) return;
    seen.add(key);
    queueAt.push(at);
    queueUsed.push(used);
    queueFirst.push(first);
    queueCount.push(count);
  };
  for (let c = 0; c < COLOUR_COUNT; c++) if (hand0[c]! > 0) push(next[at0 * COLOUR_COUNT + c]!, 1 << (4 * c), c, 1);
  for (let k = 0; k < queueAt.length; k++) {
    const first = queueFirst[k]!;
    if (ok[first]) continue;
    const at = queueAt[k]!;
    const used = queueUsed[k]!;
    for (let c = 0; c < COLOUR_COUNT; c++) hand[c] = hand0[c]! - ((used >>> (4 * c)) & 15);
    if (at === MAINLAND || occ[at] === 0) {
      let cards = handTotal - queueCount[k]!;
      if (!pos.variant.tollWithBoughtCards) {
        for (let c = 0; c < COLOUR_COUNT; c++) played[c] = played0[c]! + ((used >>> (4 * c)) & 15);
        cards = eligibleCards(pos, hand, played).reduce((a, b) => a + b, 0);
      }
      if (tileSum + cards >= tolls.owed[at]! - (bridge ? tolls.dearest[at]! : 0)) ok[first] = true;
      continue;
    }
    for (let c = 0; c < COLOUR_COUNT; c++) {
      if (hand[c]! > 0) push(next[at * COLOUR_COUNT + c]!, used + (1 << (4 * c)), first, queueCount[k]! + 1);
    }
  }
  return ok;
}

/** Every legal `move` of the seat to act (stage start or moving). */
function moveActions(pos: Position): Action[] {
  const seat = pos.toAct;
  const ts = pos.turnState;
  const out: Action[] = [];
  const next = nextTable(pos);
  const occ = occupancy(pos);
  let tileSum = 0;
  for (const t of pos.collected[seat]!) tileSum += t[1];
  const bridge = holdsBridge(pos, seat);
  const pawns = pos.pawns[seat]!;
  const tables = new Map<number, TollTable>();
  for (let p = 0; p < pawns.length; p++) {
    if (pawns[p] === MAINLAND || (ts.stage === 'moving' && p !== ts.pawn)) continue;
    const ok = completingColours(pos, next, occ, p, tileSum, bridge, tables);
    for (let c = 0; c < COLOUR_COUNT; c++) if (ok[c]) out.push({ type: 'move', pawn: p, colour: c });
  }
  return out;
}

/**
 * Every minimal payment of `owed` (spec 5), tiles high to low then cards in colour order. With a
 * card in it a minimal payment totals exactly `owed`; with tiles only it reaches `owed` with its
 * smallest tile and not without it.
 */
export function minimalPayments(tileCounts: readonly number[], cardCounts: readonly number[], owed: number): { tiles: number[]; cards: number[] }[] {
  const out: { tiles: number[]; cards: number[] }[] = [];
  const tiles: number[] = [];
  const totalCards = cardCounts.reduce((a, b) => a + b, 0);
  // Tiles only, from value 7 down: stop adding as soon as the sum reaches `owed`.
  const tileOnly = (v: number, sum: number): void => {
    if (v < 1) return;
    let m = 0;
    for (; m <= tileCounts[v]!; m++) {
      if (m > 0) tiles.push(v);
      if (sum + m * v >= owed) {
        out.push({ tiles: [...tiles], cards: [] });
        break;
      }
      tileOnly(v - 1, sum + m * v);
    }
    tiles.length -= Math.min(m, tileCounts[v]!);
  };
  tileOnly(7, 0);
  // Tiles summing to exactly owed - j, then j >= 1 cards.
  const cards: number[] = [];
  const cardSets = (c: number, left: number, tileList: number[]): void => {
    if (left === 0) {
      out.push({ tiles: tileList, cards: [...cards] });
      return;
    }
    if (c >= COLOUR_COUNT) return;
    for (let m = Math.min(left, cardCounts[c]!); m >= 0; m--) {
      for (let r = 0; r < m; r++) cards.push(c);
      cardSets(c + 1, left - m, tileList);
      cards.length -= m;
    }
  };
  const exactTiles = (v: number, left: number, j: number): void => {
    if (left === 0) {
      cardSets(0, j, [...tiles]);
      return;
    }
    if (v < 1) return;
    for (let m = Math.min(tileCounts[v]!, Math.floor(left / v)); m >= 0; m--) {
      for (let r = 0; r < m; r++) tiles.push(v);
      exactTiles(v - 1, left - m * v, j);
      tiles.length -= m;
    }
  };
  for (let j = 1; j <= Math.min(owed, totalCards); j++) exactTiles(7, owed - j, j);
  return out;
}

/** Bridges and payments of the paying stage. */
function payingActions(pos: Position): Action[] {
  const seat = pos.toAct;
  const ts = pos.turnState;
  const out: Action[] = [];
  const tileCounts = new Array<number>(8).fill(0);
  let tileSum = 0;
  for (const t of pos.collected[seat]!) {
    tileCounts[t[1]]!++;
    tileSum += t[1];
  }
  const cardCounts = eligibleCards(pos, colourCounts(pos.hands[seat]!), colourCounts(ts.played));
  const capacity = tileSum + cardCounts.reduce((a, b) => a + b, 0);
  if (holdsBridge(pos, seat)) {
    const bridged = new Set(pos.bridges.map((b) => b[1]));
    for (const [i, j] of ts.crossed) {
      let free = false;
      for (let x = i; x <= j; x++) free ||= bridged.has(x);
      if (free) continue;
      const toll = Math.min(topOf(pos.path, i - 1)![1], topOf(pos.path, j + 1)![1]);
      if (ts.owed - toll <= capacity) for (let x = i; x <= j; x++) out.push({ type: 'bridge', pos: x });
    }
    out.sort((a, b) => (a as { pos: number }).pos - (b as { pos: number }).pos);
  }
  for (const p of minimalPayments(tileCounts, cardCounts, ts.owed)) out.push({ type: 'pay', tiles: p.tiles, cards: p.cards });
  return out;
}

/** Every legal action of the seat to act, in the engine's order: buys, moves, pass; or bridges, payments. */
export function legalActions(pos: Position): Action[] {
  if (pos.ended !== null) return [];
  const ts = pos.turnState;
  if (ts.stage === 'paying') return payingActions(pos);
  const moves = moveActions(pos);
  if (ts.stage === 'moving') return moves;
  const out: Action[] = [];
  if (ts.bought === null) {
    const values = new Set(pos.collected[pos.toAct]!.map((t) => t[1]));
    for (let v = 2; v <= 7; v++) if (values.has(v)) out.push({ type: 'buy', value: v });
  }
  out.push(...moves);
  if (moves.length === 0) out.push({ type: 'pass' });
  return out;
}

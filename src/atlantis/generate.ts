/**
 * The legal-action generator (spec 4, 5, 8), written apart from the checker (`check.ts`): moves
 * come from a breadth-first search over (position, cards left) with the tolls of every stopping
 * place read from one forward scan; payments are enumerated as the minimal multisets directly.
 */
import type { Action } from './actions.js';
import { colourCounts } from './cards.js';
import { holdsBridge, isFilled, occupancy, topOf } from './path.js';
import { COLOUR_COUNT, MAINLAND, type Position } from './types.js';

/** Unbridged tolls and the dearest unbridged gap, from `from` to every later position (one scan). */
interface TollTable {
  owed: number[];
  dearest: number[];
}

function tollTable(pos: Position, from: number): TollTable {
  const owed = new Array<number>(MAINLAND + 1).fill(0);
  const dearest = new Array<number>(MAINLAND + 1).fill(0);
  const bridged = new Array<boolean>(MAINLAND + 1).fill(false);
  for (const b of pos.bridges) bridged[b[1]] = true;
  let sum = 0;
  let top = 0;
  let lastFilled = isFilled(pos.path, from) ? from : -1;
  for (let t = from + 1; t <= MAINLAND; t++) {
    if (t < MAINLAND && isFilled(pos.path, t)) {
      if (lastFilled >= 0 && lastFilled < t - 1) {
        let free = false;
        for (let x = lastFilled + 1; x < t; x++) free ||= bridged[x]!;
        if (!free) {
          const toll = Math.min(topOf(pos.path, lastFilled)![1], topOf(pos.path, t)![1]);
          sum += toll;
          top = Math.max(top, toll);
        }
      }
      lastFilled = t;
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

/** The first colours with which `pawn` can make a complete, payable move (breadth first over states). */
function completingColours(pos: Position, next: Int8Array, occ: number[], pawn: number, tileSum: number, bridge: boolean): boolean[] {
  const seat = pos.toAct;
  const ts = pos.turnState;
  const at0 = pos.pawns[seat]![pawn]!;
  const from = ts.stage === 'start' ? at0 : ts.from!;
  const tolls = tollTable(pos, from);
  const ok = new Array<boolean>(COLOUR_COUNT).fill(false);
  interface State {
    at: number;
    hand: number[];
    played: number[];
    first: number;
  }
  const queue: State[] = [];
  const seen = new Set<string>();
  const hand0 = colourCounts(pos.hands[seat]!);
  const played0 = colourCounts(ts.played);
  const push = (s: State, c: number): void => {
    const hand = [...s.hand];
    const played = [...s.played];
    hand[c]!--;
    played[c]!++;
    const at = next[s.at * COLOUR_COUNT + c]!;
    const first = s.first < 0 ? c : s.first;
    const key = `${first}|${at}|${hand.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    queue.push({ at, hand, played, first });
  };
  const root: State = { at: at0, hand: hand0, played: played0, first: -1 };
  for (let c = 0; c < COLOUR_COUNT; c++) if (hand0[c]! > 0) push(root, c);
  for (let k = 0; k < queue.length; k++) {
    const s = queue[k]!;
    if (ok[s.first]) continue;
    if (s.at === MAINLAND || occ[s.at] === 0) {
      const cards = eligibleCards(pos, s.hand, s.played).reduce((a, b) => a + b, 0);
      const owed = tolls.owed[s.at]! - (bridge ? tolls.dearest[s.at]! : 0);
      if (tileSum + cards >= owed) ok[s.first] = true;
      continue;
    }
    for (let c = 0; c < COLOUR_COUNT; c++) if (s.hand[c]! > 0) push(s, c);
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
  for (let p = 0; p < pawns.length; p++) {
    if (pawns[p] === MAINLAND || (ts.stage === 'moving' && p !== ts.pawn)) continue;
    const ok = completingColours(pos, next, occ, p, tileSum, bridge);
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

/** The end of the game (spec 6): the stragglers' final payments, and scoring (spec 7). */
import { owedBetween } from './path.js';
import { ATLANTIS, MAINLAND, type Position, type ScoreLine } from './types.js';

/** How a seat settles its final tolls: which tiles (values) and how many cards it gives. */
export interface FinalPayment {
  owed: number;
  /** Values of the tiles given, high to low. */
  tiles: number[];
  /** Number of cards given (the lowest colours of the hand). */
  cards: number;
  paid: number;
  shortfall: number;
}

/** Tolls a seat's pawns owe to reach the Mainland at the end (spec 6); pawns on Atlantis only with `atlantisPawnsPay`. */
export function finalOwed(pos: Position, seat: number): number {
  let owed = 0;
  for (const at of pos.pawns[seat]!) {
    if (at === MAINLAND || (at === ATLANTIS && !pos.variant.atlantisPawnsPay)) continue;
    owed += owedBetween(pos, at, MAINLAND);
  }
  return owed;
}

/**
 * The engine's payment of `owed` with tiles of the given values and `cards` cards (spec 6): the
 * smallest total >= owed; among equal totals the fewest cards, then the fewest tiles, then the
 * highest values. With too little, everything is given and the rest is the shortfall.
 */
export function finalPayment(values: readonly number[], cards: number, owed: number): FinalPayment {
  const tileSum = values.reduce((a, b) => a + b, 0);
  if (owed <= 0) return { owed: 0, tiles: [], cards: 0, paid: 0, shortfall: 0 };
  if (tileSum + cards < owed) {
    return { owed, tiles: [...values].sort((a, b) => b - a), cards, paid: tileSum + cards, shortfall: owed - tileSum - cards };
  }
  const count = new Array<number>(8).fill(0);
  for (const v of values) count[v] = (count[v] ?? 0) + 1;
  // fewest[k][s]: fewest tiles of values 7..(8-k) summing to s (Infinity when impossible).
  const fewest: number[][] = [new Array<number>(tileSum + 1).fill(Infinity)];
  fewest[0]![0] = 0;
  for (let k = 1; k <= 7; k++) {
    const v = 8 - k;
    const prev = fewest[k - 1]!;
    const row = new Array<number>(tileSum + 1).fill(Infinity);
    for (let s = 0; s <= tileSum; s++) {
      for (let m = 0; m <= count[v]! && m * v <= s; m++) row[s] = Math.min(row[s]!, prev[s - m * v]! + m);
    }
    fewest.push(row);
  }
  const last = fewest[7]!;
  let best = -1;
  let bestTotal = Infinity;
  for (let s = 0; s <= tileSum; s++) {
    if (last[s] === Infinity) continue;
    const k = Math.max(0, owed - s);
    if (k > cards) continue;
    const total = s + k;
    // smaller total first; then fewer cards (a larger tile sum); then fewer tiles
    if (total < bestTotal || (total === bestTotal && (s > best || (s === best && last[s]! < last[best]!)))) {
      bestTotal = total;
      best = s;
    }
  }
  const tiles: number[] = [];
  let s = best;
  for (let k = 7; k >= 1; k--) {
    const v = 8 - k;
    const prev = fewest[k - 1]!;
    for (let m = 0; m <= count[v]!; m++) {
      if (m * v <= s && prev[s - m * v]! + m === fewest[k]![s]) {
        for (let r = 0; r < m; r++) tiles.push(v);
        s -= m * v;
        break;
      }
    }
  }
  tiles.sort((a, b) => b - a);
  const cardsPaid = Math.max(0, owed - best);
  return { owed, tiles, cards: cardsPaid, paid: best + cardsPaid, shortfall: 0 };
}

/**
 * Settles every seat's final tolls in place (spec 6): tiles paid leave the game (the earliest
 * collected of each value), cards paid go to the discard pile, every pawn goes to the Mainland.
 * Returns the score lines.
 */
export function settleFinalPayments(pos: Position): ScoreLine[] {
  const lines: ScoreLine[] = [];
  for (let seat = 0; seat < pos.players; seat++) {
    const held = pos.collected[seat]!;
    const hand = pos.hands[seat]!;
    const pay = finalPayment(
      held.map((t) => t[1]),
      hand.length,
      finalOwed(pos, seat),
    );
    for (const v of pay.tiles) {
      const i = held.findIndex((t) => t[1] === v);
      pos.out.push(held.splice(i, 1)[0]!);
    }
    const given = hand.splice(0, pay.cards);
    for (const c of given) {
      const j = pos.shown[seat]!.indexOf(c);
      if (j >= 0) pos.shown[seat]!.splice(j, 1);
      pos.discard.push(c);
    }
    pos.pawns[seat] = pos.pawns[seat]!.map(() => MAINLAND);
    const tiles = held.reduce((a, t) => a + t[1], 0);
    lines.push({ seat, total: tiles + hand.length - pay.shortfall, tiles, cards: hand.length, owed: pay.owed, paid: pay.paid, shortfall: pay.shortfall });
  }
  return lines;
}

/** The seats tied on the highest total (spec 7). */
export function winnersOf(lines: readonly ScoreLine[]): number[] {
  const top = Math.max(...lines.map((l) => l.total));
  return lines.filter((l) => l.total === top).map((l) => l.seat);
}

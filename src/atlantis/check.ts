/**
 * The single-action checker (spec 4, 5, 8): why an action is illegal, or null. It is written
 * apart from the generator (`generate.ts`): its own depth-first search decides whether a move can
 * still be completed, and payments are judged by the minimality predicate, not by enumeration.
 */
import type { CodedError } from '../core/result.js';
import type { Action } from './actions.js';
import { colourCounts } from './cards.js';
import { gapContaining, gapToll, holdsBridge, isBridged, largestTollBetween, nextOfColour, occupancy, owedBetween } from './path.js';
import { COLOUR_COUNT, MAINLAND, PAWNS_PER_SEAT, type Position } from './types.js';

const fail = (code: string, message: string): CodedError => ({ code, message });

const isInt = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

/** What the checker's search needs about the mover. */
interface Mover {
  pos: Position;
  from: number;
  occ: number[];
  tileSum: number;
  bought: number[];
  bridge: boolean;
}

function moverOf(pos: Position, from: number): Mover {
  const seat = pos.toAct;
  return {
    pos,
    from,
    occ: occupancy(pos),
    tileSum: pos.collected[seat]!.reduce((a, t) => a + t[1], 0),
    bought: colourCounts(pos.turnState.bought ?? []),
    bridge: holdsBridge(pos, seat),
  };
}

/** Cards that may pay a toll (spec 5): all held, or with `tollWithBoughtCards: false` not the bought ones still in hand. */
function payingCards(m: Mover, hand: number[], played: number[]): number {
  let n = 0;
  for (let c = 0; c < COLOUR_COUNT; c++) {
    n += m.pos.variant.tollWithBoughtCards ? hand[c]! : Math.max(0, hand[c]! - Math.max(0, m.bought[c]! - played[c]!));
  }
  return n;
}

/** True when the move ending on `to` can pay its tolls, a bridge taking the dearest gap. */
function tollsPayable(m: Mover, to: number, hand: number[], played: number[]): boolean {
  const owed = owedBetween(m.pos, m.from, to);
  if (owed === 0) return true;
  const relief = m.bridge ? largestTollBetween(m.pos, m.from, to) : 0;
  return m.tileSum + payingCards(m, hand, played) >= owed - relief;
}

/** Depth first: playing `colour` from `at` leads, by some continuation, to a completed, payable move. */
function completes(m: Mover, at: number, colour: number, hand: number[], played: number[]): boolean {
  hand[colour]!--;
  played[colour]!++;
  const to = nextOfColour(m.pos.path, at, colour);
  let ok: boolean;
  if (to === MAINLAND || m.occ[to] === 0) ok = tollsPayable(m, to, hand, played);
  else {
    ok = false;
    for (let c = 0; c < COLOUR_COUNT && !ok; c++) if (hand[c]! > 0) ok = completes(m, to, c, hand, played);
  }
  hand[colour]!++;
  played[colour]!--;
  return ok;
}

/** True when `seat`'s pawn may play a card of `colour` now (the completability rule of spec 4.2). */
function moveCompletes(pos: Position, pawn: number, colour: number): boolean {
  const seat = pos.toAct;
  const ts = pos.turnState;
  const at = pos.pawns[seat]![pawn]!;
  const from = ts.stage === 'start' ? at : ts.from!;
  const hand = colourCounts(pos.hands[seat]!);
  if (hand[colour] === 0) return false;
  return completes(moverOf(pos, from), at, colour, hand, colourCounts(ts.played));
}

/** True when some pawn of the seat to act has a legal first card (checker route). */
function anyMove(pos: Position): boolean {
  const pawns = pos.pawns[pos.toAct]!;
  for (let p = 0; p < pawns.length; p++) {
    if (pawns[p] === MAINLAND) continue;
    for (let c = 0; c < COLOUR_COUNT; c++) if (moveCompletes(pos, p, c)) return true;
  }
  return false;
}

function checkMove(pos: Position, a: { pawn: unknown; colour: unknown }): CodedError | null {
  const ts = pos.turnState;
  const seat = pos.toAct;
  if (!isInt(a.pawn, 0, PAWNS_PER_SEAT - 1)) return fail('badAction', 'a pawn is 0, 1 or 2');
  if (!isInt(a.colour, 0, COLOUR_COUNT - 1)) return fail('badAction', 'a colour is 0..6');
  if (ts.stage === 'paying') return fail('mustPay', `the move is over; ${ts.owed} is owed (bridge or pay)`);
  if (ts.stage === 'moving' && a.pawn !== ts.pawn) return fail('wrongPawn', `pawn ${ts.pawn} is moving; a further card must move it on`);
  if (pos.pawns[seat]![a.pawn] === MAINLAND) return fail('pawnOnMainland', `pawn ${a.pawn} is on the Mainland`);
  if (!pos.hands[seat]!.includes(a.colour)) return fail('noCard', 'no card of that colour in hand');
  if (!moveCompletes(pos, a.pawn, a.colour)) {
    return fail('stranded', 'no continuation with the cards left ends the move on a free position or the Mainland with its tolls payable');
  }
  return null;
}

function checkBridge(pos: Position, at: unknown): CodedError | null {
  const ts = pos.turnState;
  const seat = pos.toAct;
  if (!isInt(at, 1, MAINLAND - 1)) return fail('badAction', 'a bridge goes on a position 1..53');
  if (ts.stage !== 'paying') return fail('notPaying', 'a bridge is placed only when the move owes tolls');
  if (!holdsBridge(pos, seat)) return fail('noBridge', 'this seat has already placed its bridge');
  const gap = gapContaining(pos.path, at);
  if (gap === null) return fail('notAGap', `position ${at} is not inside a gap`);
  const to = pos.pawns[seat]![ts.pawn!]!;
  if (gap[0] <= ts.from! || gap[1] >= to) return fail('notCrossed', `this move did not cross the gap ${gap[0]}-${gap[1]}`);
  if (isBridged(pos.bridges, gap[0], gap[1])) return fail('gapBridged', `the gap ${gap[0]}-${gap[1]} already has a bridge`);
  const rest = owedBetween(pos, ts.from!, to) - gapToll(pos.path, gap[0], gap[1]);
  const hand = colourCounts(pos.hands[seat]!);
  const m = moverOf(pos, ts.from!);
  if (m.tileSum + payingCards(m, hand, colourCounts(ts.played)) < rest) return fail('unpayable', `${rest} would still be owed and cannot be paid`);
  return null;
}

function checkPay(pos: Position, a: { tiles: unknown; cards: unknown }): CodedError | null {
  const ts = pos.turnState;
  const seat = pos.toAct;
  const { tiles, cards } = a;
  if (!Array.isArray(tiles) || !Array.isArray(cards) || !tiles.every((v) => isInt(v, 1, 7)) || !cards.every((c) => isInt(c, 0, COLOUR_COUNT - 1))) {
    return fail('badAction', 'a payment lists tile values 1..7 and card colours 0..6');
  }
  if (tiles.length + cards.length === 0) return fail('badAction', 'a payment names at least one item');
  if (ts.stage !== 'paying') return fail('notPaying', 'nothing is owed');
  const have = new Array<number>(8).fill(0);
  for (const t of pos.collected[seat]!) have[t[1]]!++;
  const want = new Array<number>(8).fill(0);
  for (const v of tiles) want[v]!++;
  for (let v = 1; v <= 7; v++) if (want[v]! > have[v]!) return fail('noSuchTile', `not enough collected tiles of value ${v}`);
  const hand = colourCounts(pos.hands[seat]!);
  const wantCards = colourCounts(cards);
  const m = moverOf(pos, ts.from!);
  const played = colourCounts(ts.played);
  for (let c = 0; c < COLOUR_COUNT; c++) {
    if (wantCards[c]! > hand[c]!) return fail('noCard', 'not enough cards of that colour in hand');
    const usable = pos.variant.tollWithBoughtCards ? hand[c]! : hand[c]! - Math.max(0, m.bought[c]! - played[c]!);
    if (wantCards[c]! > usable) return fail('boughtCard', 'cards bought this turn may not pay tolls (variant tollWithBoughtCards)');
  }
  const total = tiles.reduce((s: number, v: number) => s + v, 0) + cards.length;
  if (total < ts.owed) return fail('underpaid', `the payment is worth ${total}; ${ts.owed} is owed`);
  const smallest = cards.length > 0 ? 1 : Math.min(...tiles);
  if (total - smallest >= ts.owed) return fail('notMinimal', `the payment is worth ${total}; without one of its items it would still cover ${ts.owed}`);
  return null;
}

/** Why `action` is illegal now (a stable code and a sentence), or null when it is legal. */
export function checkAction(pos: Position, action: Action): CodedError | null {
  if (pos.ended !== null) return fail('gameOver', 'the game is over');
  if (typeof action !== 'object' || action === null) return fail('badAction', 'an action is an object with a type');
  const ts = pos.turnState;
  const seat = pos.toAct;
  switch (action.type) {
    case 'buy': {
      if (!isInt(action.value, 1, 7)) return fail('badAction', 'a tile value is 1..7');
      if (ts.stage !== 'start') return fail('buyNotFirst', 'buying is only the first action of a turn');
      if (ts.bought !== null) return fail('alreadyBought', 'one tile per turn may be sold for cards');
      if (action.value === 1) return fail('buyValueOne', 'a tile of value 1 buys no card');
      if (!pos.collected[seat]!.some((t) => t[1] === action.value)) return fail('noSuchTile', `no collected tile of value ${action.value}`);
      return null;
    }
    case 'move':
      return checkMove(pos, action);
    case 'bridge':
      return checkBridge(pos, action.pos);
    case 'pay':
      return checkPay(pos, action);
    case 'pass':
      if (ts.stage === 'paying') return fail('mustPay', `the move is over; ${ts.owed} is owed (bridge or pay)`);
      if (ts.stage === 'moving') return fail('mustMove', 'the pawn stands on an occupied position: another card must be played');
      if (anyMove(pos)) return fail('mustMove', 'a move is legal, so passing is not');
      return null;
    default:
      return fail('badAction', `unknown action type ${JSON.stringify((action as { type?: unknown }).type)}`);
  }
}

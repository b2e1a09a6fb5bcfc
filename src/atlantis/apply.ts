/** Applying actions (spec 4–6): `applyInPlace` for actions the caller guarantees legal, `play` for checked ones. */
import { cloneData, copyByPlan, type CopyPlan } from '../core/clone.js';
import { err, ok, type CodedError, type Result } from '../core/result.js';
import { canonicalAction, type Action } from './actions.js';
import { discardFromHand, drawCards } from './cards.js';
import { checkAction } from './check.js';
import { freeBehind, gapsBetween, gapToll, isBridged, nextOfColour, occupancy } from './path.js';
import { settleFinalPayments, winnersOf } from './scoring.js';
import { freshTurnState } from './setup.js';
import { backOf } from './tiles.js';
import { MAINLAND, type EndReason, type Position } from './types.js';

/** A deep copy of a position. */
export function clonePosition(pos: Position): Position {
  return cloneData(pos);
}

/** What `playCopy` shares: the rules replace path tiles, bridges, collected and gone tiles, the revealed log's entries, the end and the variant, never change them in place. */
const PLAY_COPY: CopyPlan = {
  variant: 'share',
  path: 'nested',
  pawns: 'nested',
  bridges: 'flat',
  hands: 'nested',
  shown: 'nested',
  collected: 'nested',
  out: 'flat',
  deck: 'flat',
  discard: 'flat',
  turnState: { bought: 'flat', played: 'flat', crossed: 'flat' },
  revealed: 'flat',
  ended: 'share',
  rng: 'flat',
};

/**
 * The copy `play` makes: equal to `clonePosition` (key order included, whatever it is), but sharing
 * with the original what the rules never change in place (`PLAY_COPY`): the play result is a new
 * position that `applyInPlace` may change without touching the original.
 */
export function playCopy(pos: Position): Position {
  return copyByPlan(pos, PLAY_COPY);
}

/** Moves one collected tile of value `value` (the earliest taken) out of the game. */
function giveTile(pos: Position, seat: number, value: number): void {
  const held = pos.collected[seat]!;
  const i = held.findIndex((t) => t[1] === value);
  pos.out.push(held.splice(i, 1)[0]!);
}

/** Ends the game (spec 6): final payments, every pawn to the Mainland, scores and winners. */
export function endGame(pos: Position, endReason: EndReason): void {
  const scores = settleFinalPayments(pos);
  pos.turnState = freshTurnState();
  pos.ended = { endReason, scores, winners: winnersOf(scores) };
}

function nextTurn(pos: Position): void {
  pos.toAct = (pos.toAct + 1) % pos.players;
  pos.turn++;
  pos.turnState = freshTurnState();
}

/** The end of a completed move (spec 4.4–4.5): take the tile behind, draw, maybe end the game. */
function finishMove(pos: Position): void {
  const seat = pos.toAct;
  const at = pos.pawns[seat]![pos.turnState.pawn!]!;
  const x = freeBehind(pos, at);
  if (x !== null) {
    const tile = pos.path[x]!.pop()!;
    pos.collected[seat]!.push([tile[0], tile[1], backOf(x)]);
  }
  let home = 0;
  for (const p of pos.pawns[seat]!) if (p === MAINLAND) home++;
  drawCards(pos, seat, 1 + home);
  pos.passStreak = 0;
  if (home === pos.pawns[seat]!.length) endGame(pos, 'mainland');
  else nextTurn(pos);
}

/** Applies an action the caller guarantees legal (search, playouts). */
export function applyInPlace(pos: Position, action: Action): void {
  const seat = pos.toAct;
  const ts = pos.turnState;
  const a = canonicalAction(action);
  switch (a.type) {
    case 'buy':
      giveTile(pos, seat, a.value);
      ts.bought = drawCards(pos, seat, Math.floor(a.value / 2));
      return;
    case 'move': {
      const pawns = pos.pawns[seat]!;
      if (ts.stage === 'start') {
        ts.pawn = a.pawn;
        ts.from = pawns[a.pawn]!;
      }
      discardFromHand(pos, seat, a.colour);
      ts.played.push(a.colour);
      const to = nextOfColour(pos.path, pawns[a.pawn]!, a.colour);
      pawns[a.pawn] = to;
      ts.crossed = gapsBetween(pos.path, ts.from!, to);
      ts.owed = 0;
      for (const [i, j] of ts.crossed) if (!isBridged(pos.bridges, i, j)) ts.owed += gapToll(pos.path, i, j);
      if (to !== MAINLAND && occupancy(pos)[to]! > 1) ts.stage = 'moving';
      else if (ts.owed > 0) ts.stage = 'paying';
      else finishMove(pos);
      return;
    }
    case 'bridge': {
      const gap = ts.crossed.find(([i, j]) => a.pos >= i && a.pos <= j)!;
      pos.bridges.push([seat, a.pos]);
      ts.owed -= gapToll(pos.path, gap[0], gap[1]);
      if (ts.owed === 0) finishMove(pos);
      return;
    }
    case 'pay':
      for (const v of a.tiles) giveTile(pos, seat, v);
      for (const c of a.cards) discardFromHand(pos, seat, c);
      ts.owed = 0;
      finishMove(pos);
      return;
    case 'pass': {
      const hand = pos.hands[seat]!;
      pos.revealed.push([seat, [...hand]]);
      pos.shown[seat] = [...hand];
      const drawn = drawCards(pos, seat, 2);
      const drew = drawn.length > 0 || (ts.bought !== null && ts.bought.length > 0);
      pos.passStreak = drew ? 0 : pos.passStreak + 1;
      if (pos.passStreak >= pos.players) endGame(pos, 'stalemate');
      else nextTurn(pos);
      return;
    }
  }
}

/** Plays a checked action: a new position, or why the action is illegal. */
export function play(pos: Position, action: Action): Result<Position, CodedError> {
  const problem = checkAction(pos, action);
  if (problem) return err(problem);
  const next = playCopy(pos);
  applyInPlace(next, action);
  return ok(next);
}

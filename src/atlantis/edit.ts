/**
 * Position editing: the operations of the Atlantis position editor on a setup (an `atlantis/1`
 * document the editor owns), keeping tiles and cards accounted for as a game does — a path tile
 * comes from the tiles out of the game (or swaps places with another path tile of its back) and
 * goes back out of the game; a card comes from the deck (else the discard pile) and goes back to
 * the bottom of the deck. Each operation changes the setup and returns null, or returns why it
 * cannot (an `AtlantisRefusal`; nothing changes). Edits of the path, the pawns or the seat to act start the turn
 * afresh, taking back a move under way (a half-made move would no longer fit). What the result is worth is for validation to say.
 */
import { cloneData } from '../core/clone.js';
import { insertSorted, removeOne } from './cards.js';
import { freshTurnState } from './setup.js';
import { STACK_SIZES, backOf } from './tiles.js';
import { COLOURS, COLOUR_COUNT, MAINLAND, type LooseTile, type Position } from './types.js';
import { refusalsOf, type Refusal } from '../core/refusal.js';

/** Every reason an edit is refused, by code, in English (the web's editor says them in its languages). */
export const ATLANTIS_REFUSALS = {
  noSeatOf: 'no seat {seat} with {players} players',
  noPawn: 'no pawn {pawn} of seat {seat}',
  noPosition: 'no position {at} (0 Atlantis … 54 Mainland)',
  pawnOnWater: 'position {at} is water: a pawn stands on a tile',
  pawnThere: 'pawn {pawn} of seat {seat} already stands on {at}',
  noPathTile: 'position {at} holds no path tile',
  water: 'position {at} is water',
  pawnOnTile: 'a pawn stands on {at}: move it first',
  waterRestore: 'position {at} is water: restore a tile there instead',
  noSuchTile: 'back {back} has no {colour} {value} tile',
  tileCollected: 'seat {seat} has collected the {colour} {value} tile: give it back out of the game first',
  takesNoTile: 'position {at} takes no path tile',
  stackFull: 'position {at} holds at most {most} tile(s)',
  bridgeOn: 'a bridge lies on {at}: remove it first',
  notOut: 'the {colour} {value} tile of back {back} is not out of the game',
  noCollected: 'seat {seat} has no collected tile {index}',
  noSeat: 'no seat {seat}',
  noColour: 'no colour {n}',
  badCount: 'a count is a whole number, at least 0',
  cardsShort: 'only {n} {colour} card(s) are left in the deck and the discard pile',
  bridgeOnTile: 'a bridge lies on water: position {at} holds a tile',
  bridgeThere: 'a bridge already lies on {at}',
  bridgePlaced: 'seat {seat} has placed its bridge already: take it off first',
} as const;

/** A refused Atlantis edit. */
export type AtlantisRefusal = Refusal<keyof typeof ATLANTIS_REFUSALS>;
const refuse = refusalsOf(ATLANTIS_REFUSALS);
/** A tile's colour and value as refusal parameters (the colour's name; its number when it has none). */
const tileParams = (c: number, v: number): { colour: string | number; value: number } => ({ colour: COLOURS[c] ?? c, value: v });
const isPathPos = (at: number): boolean => Number.isInteger(at) && at > 0 && at < MAINLAND;

/**
 * Starts the turn afresh: a move under way is taken back (the pawn returns to where it started,
 * the cards played return from the discard pile to the hand); nothing is bought, played or owed.
 */
export function resetTurn(setup: Position): AtlantisRefusal | null {
  const ts = setup.turnState;
  const hand = setup.hands[setup.toAct];
  if (ts.stage !== 'start' && ts.pawn !== null && ts.from !== null && hand) {
    const pawns = setup.pawns[setup.toAct];
    if (pawns && pawns[ts.pawn] !== undefined) pawns[ts.pawn] = ts.from;
    for (const c of ts.played) {
      const i = setup.discard.lastIndexOf(c);
      if (i < 0) continue;
      setup.discard.splice(i, 1);
      insertSorted(hand, c);
    }
  }
  setup.turnState = freshTurnState();
  return null;
}

/** Runs an edit on a copy whose turn starts afresh; the setup takes the result only when the edit is not refused. */
function afresh(setup: Position, edit: (s: Position) => AtlantisRefusal | null): AtlantisRefusal | null {
  const trial = cloneData(setup);
  resetTurn(trial);
  const refused = edit(trial);
  if (refused === null) Object.assign(setup, trial);
  return refused;
}

/** Whose turn it is (the turn starts afresh). */
export function setToAct(setup: Position, seat: number): AtlantisRefusal | null {
  return afresh(setup, (s) => setToActNow(s, seat));
}

function setToActNow(setup: Position, seat: number): AtlantisRefusal | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= setup.players) return refuse('noSeatOf', { seat, players: setup.players });
  setup.toAct = seat;
  return null;
}

/** Which pawn (seat, index) stands on a path position 1..53, or null. */
export function pawnAt(setup: Position, at: number): [number, number] | null {
  for (let s = 0; s < setup.pawns.length; s++) {
    const p = setup.pawns[s]!.indexOf(at);
    if (p >= 0) return [s, p];
  }
  return null;
}

/** Moves pawn `pawn` of `seat` to `to`: Atlantis (0), the Mainland (54) or a filled, unoccupied position. */
export function movePawn(setup: Position, seat: number, pawn: number, to: number): AtlantisRefusal | null {
  return afresh(setup, (s) => movePawnNow(s, seat, pawn, to));
}

function movePawnNow(setup: Position, seat: number, pawn: number, to: number): AtlantisRefusal | null {
  const list = setup.pawns[seat];
  if (!list || list[pawn] === undefined) return refuse('noPawn', { pawn, seat });
  if (!Number.isInteger(to) || to < 0 || to > MAINLAND) return refuse('noPosition', { at: to });
  if (isPathPos(to)) {
    if (setup.path[to]!.length === 0) return refuse('pawnOnWater', { at: to });
    const other = pawnAt(setup, to);
    if (other && !(other[0] === seat && other[1] === pawn)) return refuse('pawnThere', { pawn: other[1], seat: other[0], at: to });
  }
  list[pawn] = to;
  return null;
}

/** Takes the top tile of position `at` out of the game (the tile under it shows). A pawn needs a tile to stand on. */
export function removeTopTile(setup: Position, at: number): AtlantisRefusal | null {
  return afresh(setup, (s) => removeTopTileNow(s, at));
}

function removeTopTileNow(setup: Position, at: number): AtlantisRefusal | null {
  if (!isPathPos(at)) return refuse('noPathTile', { at });
  const stack = setup.path[at]!;
  if (stack.length === 0) return refuse('water', { at });
  if (stack.length === 1 && pawnAt(setup, at)) return refuse('pawnOnTile', { at });
  const [c, v] = stack.pop()!;
  setup.out.push([c, v, backOf(at)]);
  return null;
}

/** Where the tile `colour value` of `back` is: on the path (position, height), out of the game (index), collected (seat, index). */
export function findTile(setup: Position, colour: number, value: number, back: number):
  | { where: 'path'; at: number; height: number }
  | { where: 'out'; index: number }
  | { where: 'collected'; seat: number; index: number }
  | null {
  for (let at = 1; at < MAINLAND; at++) {
    if (backOf(at) !== back) continue;
    const h = setup.path[at]!.findIndex((t) => t[0] === colour && t[1] === value);
    if (h >= 0) return { where: 'path', at, height: h };
  }
  const i = setup.out.findIndex((t) => t[0] === colour && t[1] === value && t[2] === back);
  if (i >= 0) return { where: 'out', index: i };
  for (let s = 0; s < setup.collected.length; s++) {
    const k = setup.collected[s]!.findIndex((t) => t[0] === colour && t[1] === value && t[2] === back);
    if (k >= 0) return { where: 'collected', seat: s, index: k };
  }
  return null;
}

/**
 * Makes the top tile of position `at` the tile `colour value` (of the position's back): it comes
 * out of the game (the old top tile goes there), or swaps places with the path tile it is.
 */
export function setTopTile(setup: Position, at: number, colour: number, value: number): AtlantisRefusal | null {
  return afresh(setup, (s) => setTopTileNow(s, at, colour, value));
}

function setTopTileNow(setup: Position, at: number, colour: number, value: number): AtlantisRefusal | null {
  if (!isPathPos(at)) return refuse('noPathTile', { at });
  const stack = setup.path[at]!;
  if (stack.length === 0) return refuse('waterRestore', { at });
  const top = stack[stack.length - 1]!;
  if (top[0] === colour && top[1] === value) return null;
  const back = backOf(at);
  const found = findTile(setup, colour, value, back);
  if (found === null) return refuse('noSuchTile', { back: back ? 'B' : 'A', ...tileParams(colour, value) });
  if (found.where === 'collected') return refuse('tileCollected', { seat: found.seat, ...tileParams(colour, value) });
  if (found.where === 'out') {
    setup.out.splice(found.index, 1, [top[0], top[1], back]);
  } else {
    setup.path[found.at]![found.height] = [top[0], top[1]];
  }
  stack[stack.length - 1] = [colour, value];
  return null;
}

/** Puts the tile `colour value` from out of the game on top of position `at` (up to the position's stack height). */
export function restoreTile(setup: Position, at: number, colour: number, value: number): AtlantisRefusal | null {
  return afresh(setup, (s) => restoreTileNow(s, at, colour, value));
}

function restoreTileNow(setup: Position, at: number, colour: number, value: number): AtlantisRefusal | null {
  if (!isPathPos(at) || STACK_SIZES[at] === 0) return refuse('takesNoTile', { at });
  const stack = setup.path[at]!;
  if (stack.length >= STACK_SIZES[at]!) return refuse('stackFull', { at, most: STACK_SIZES[at]! });
  if (setup.bridges.some((b) => b[1] === at)) return refuse('bridgeOn', { at });
  const back = backOf(at);
  const i = setup.out.findIndex((t) => t[0] === colour && t[1] === value && t[2] === back);
  if (i < 0) return refuse('notOut', { back: back ? 'B' : 'A', ...tileParams(colour, value) });
  setup.out.splice(i, 1);
  stack.push([colour, value]);
  return null;
}

/** The tiles out of the game that position `at` could take (its back), as `[colour, value]`. */
export function restorable(setup: Position, at: number): [number, number][] {
  if (!isPathPos(at)) return [];
  const back = backOf(at);
  return setup.out.filter((t) => t[2] === back).map((t) => [t[0], t[1]]);
}

/** Gives collected tile `index` of `seat` back out of the game. */
export function dropCollected(setup: Position, seat: number, index: number): AtlantisRefusal | null {
  return afresh(setup, (s) => dropCollectedNow(s, seat, index));
}

function dropCollectedNow(setup: Position, seat: number, index: number): AtlantisRefusal | null {
  const list = setup.collected[seat];
  const t = list?.[index];
  if (!list || !t) return refuse('noCollected', { seat, index });
  list.splice(index, 1);
  setup.out.push(t);
  return null;
}

/** Gives `seat` the tile `[colour, value, back]` from out of the game, as collected. */
export function collectTile(setup: Position, seat: number, tile: LooseTile): AtlantisRefusal | null {
  return afresh(setup, (s) => collectTileNow(s, seat, tile));
}

function collectTileNow(setup: Position, seat: number, tile: LooseTile): AtlantisRefusal | null {
  const list = setup.collected[seat];
  if (!list) return refuse('noSeat', { seat });
  const i = setup.out.findIndex((t) => t[0] === tile[0] && t[1] === tile[1] && t[2] === tile[2]);
  if (i < 0) return refuse('notOut', { back: tile[2] ? 'B' : 'A', ...tileParams(tile[0], tile[1]) });
  list.push(setup.out.splice(i, 1)[0]!);
  return null;
}

/**
 * Sets how many cards of `colour` `seat` holds: more come from the top of the deck (the first of
 * that colour; else from the discard pile), fewer go to the bottom of the deck. Cards of the hand
 * shown at a pass stay shown only as far as the hand still holds them.
 */
export function setHandCount(setup: Position, seat: number, colour: number, count: number): AtlantisRefusal | null {
  return afresh(setup, (s) => setHandCountNow(s, seat, colour, count));
}

function setHandCountNow(setup: Position, seat: number, colour: number, count: number): AtlantisRefusal | null {
  const hand = setup.hands[seat];
  if (!hand) return refuse('noSeat', { seat });
  if (!Number.isInteger(colour) || colour < 0 || colour >= COLOUR_COUNT) return refuse('noColour', { n: colour });
  if (!Number.isInteger(count) || count < 0) return refuse('badCount');
  const have = hand.filter((c) => c === colour).length;
  const more = count - have;
  if (more > 0) {
    const inDeck = setup.deck.filter((c) => c === colour).length;
    const inDiscard = setup.discard.filter((c) => c === colour).length;
    if (more > inDeck + inDiscard) return refuse('cardsShort', { n: inDeck + inDiscard, colour: COLOURS[colour]! });
    for (let k = 0; k < more; k++) {
      if (!removeOne(setup.deck, colour)) {
        // the discard pile's latest card of that colour
        setup.discard.splice(setup.discard.lastIndexOf(colour), 1);
      }
      insertSorted(hand, colour);
    }
  } else {
    for (let k = 0; k < -more; k++) {
      removeOne(hand, colour);
      setup.deck.push(colour);
    }
    const shown = setup.shown[seat]!;
    while (shown.filter((c) => c === colour).length > count) removeOne(shown, colour);
  }
  return null;
}

/** Places `seat`'s bridge on the water at `at`, or takes it off when it lies there. */
export function toggleBridge(setup: Position, seat: number, at: number): AtlantisRefusal | null {
  return afresh(setup, (s) => toggleBridgeNow(s, seat, at));
}

function toggleBridgeNow(setup: Position, seat: number, at: number): AtlantisRefusal | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= setup.players) return refuse('noSeat', { seat });
  const i = setup.bridges.findIndex((b) => b[0] === seat && b[1] === at);
  if (i >= 0) {
    setup.bridges.splice(i, 1);
    return null;
  }
  if (!isPathPos(at) || setup.path[at]!.length > 0) return refuse('bridgeOnTile', { at });
  if (setup.bridges.some((b) => b[1] === at)) return refuse('bridgeThere', { at });
  if (setup.bridges.some((b) => b[0] === seat)) return refuse('bridgePlaced', { seat });
  setup.bridges.push([seat, at]);
  return null;
}

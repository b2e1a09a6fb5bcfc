/**
 * Position editing: the operations of the Atlantis position editor on a setup (an `atlantis/1`
 * document the editor owns), keeping tiles and cards accounted for as a game does — a path tile
 * comes from the tiles out of the game (or swaps places with another path tile of its back) and
 * goes back out of the game; a card comes from the deck (else the discard pile) and goes back to
 * the bottom of the deck. Each operation changes the setup and returns null, or returns why it
 * cannot (and changes nothing). Edits of the path, the pawns or the seat to act start the turn
 * afresh, taking back a move under way (a half-made move would no longer fit). What the result is worth is for validation to say.
 */
import { cloneData } from '../core/clone.js';
import { insertSorted, removeOne } from './cards.js';
import { freshTurnState } from './setup.js';
import { STACK_SIZES, backOf } from './tiles.js';
import { COLOURS, COLOUR_COUNT, MAINLAND, type LooseTile, type Position } from './types.js';

const tileName = (c: number, v: number): string => `${COLOURS[c] ?? c} ${v}`;
const isPathPos = (at: number): boolean => Number.isInteger(at) && at > 0 && at < MAINLAND;

/**
 * Starts the turn afresh: a move under way is taken back (the pawn returns to where it started,
 * the cards played return from the discard pile to the hand); nothing is bought, played or owed.
 */
export function resetTurn(setup: Position): string | null {
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
function afresh(setup: Position, edit: (s: Position) => string | null): string | null {
  const trial = cloneData(setup);
  resetTurn(trial);
  const refused = edit(trial);
  if (refused === null) Object.assign(setup, trial);
  return refused;
}

/** Whose turn it is (the turn starts afresh). */
export function setToAct(setup: Position, seat: number): string | null {
  return afresh(setup, (s) => setToActNow(s, seat));
}

function setToActNow(setup: Position, seat: number): string | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= setup.players) return `no seat ${seat} with ${setup.players} players`;
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
export function movePawn(setup: Position, seat: number, pawn: number, to: number): string | null {
  return afresh(setup, (s) => movePawnNow(s, seat, pawn, to));
}

function movePawnNow(setup: Position, seat: number, pawn: number, to: number): string | null {
  const list = setup.pawns[seat];
  if (!list || list[pawn] === undefined) return `no pawn ${pawn} of seat ${seat}`;
  if (!Number.isInteger(to) || to < 0 || to > MAINLAND) return `no position ${to} (0 Atlantis … 54 Mainland)`;
  if (isPathPos(to)) {
    if (setup.path[to]!.length === 0) return `position ${to} is water: a pawn stands on a tile`;
    const other = pawnAt(setup, to);
    if (other && !(other[0] === seat && other[1] === pawn)) return `pawn ${other[1]} of seat ${other[0]} already stands on ${to}`;
  }
  list[pawn] = to;
  return null;
}

/** Takes the top tile of position `at` out of the game (the tile under it shows). A pawn needs a tile to stand on. */
export function removeTopTile(setup: Position, at: number): string | null {
  return afresh(setup, (s) => removeTopTileNow(s, at));
}

function removeTopTileNow(setup: Position, at: number): string | null {
  if (!isPathPos(at)) return `position ${at} holds no path tile`;
  const stack = setup.path[at]!;
  if (stack.length === 0) return `position ${at} is water`;
  if (stack.length === 1 && pawnAt(setup, at)) return `a pawn stands on ${at}: move it first`;
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
export function setTopTile(setup: Position, at: number, colour: number, value: number): string | null {
  return afresh(setup, (s) => setTopTileNow(s, at, colour, value));
}

function setTopTileNow(setup: Position, at: number, colour: number, value: number): string | null {
  if (!isPathPos(at)) return `position ${at} holds no path tile`;
  const stack = setup.path[at]!;
  if (stack.length === 0) return `position ${at} is water: restore a tile there instead`;
  const top = stack[stack.length - 1]!;
  if (top[0] === colour && top[1] === value) return null;
  const back = backOf(at);
  const found = findTile(setup, colour, value, back);
  if (found === null) return `back ${back ? 'B' : 'A'} has no ${tileName(colour, value)} tile`;
  if (found.where === 'collected') return `seat ${found.seat} has collected the ${tileName(colour, value)} tile: give it back out of the game first`;
  if (found.where === 'out') {
    setup.out.splice(found.index, 1, [top[0], top[1], back]);
  } else {
    setup.path[found.at]![found.height] = [top[0], top[1]];
  }
  stack[stack.length - 1] = [colour, value];
  return null;
}

/** Puts the tile `colour value` from out of the game on top of position `at` (up to the position's stack height). */
export function restoreTile(setup: Position, at: number, colour: number, value: number): string | null {
  return afresh(setup, (s) => restoreTileNow(s, at, colour, value));
}

function restoreTileNow(setup: Position, at: number, colour: number, value: number): string | null {
  if (!isPathPos(at) || STACK_SIZES[at] === 0) return `position ${at} takes no path tile`;
  const stack = setup.path[at]!;
  if (stack.length >= STACK_SIZES[at]!) return `position ${at} holds at most ${STACK_SIZES[at]} tile(s)`;
  if (setup.bridges.some((b) => b[1] === at)) return `a bridge lies on ${at}: remove it first`;
  const back = backOf(at);
  const i = setup.out.findIndex((t) => t[0] === colour && t[1] === value && t[2] === back);
  if (i < 0) return `the ${tileName(colour, value)} tile of back ${back ? 'B' : 'A'} is not out of the game`;
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
export function dropCollected(setup: Position, seat: number, index: number): string | null {
  return afresh(setup, (s) => dropCollectedNow(s, seat, index));
}

function dropCollectedNow(setup: Position, seat: number, index: number): string | null {
  const list = setup.collected[seat];
  const t = list?.[index];
  if (!list || !t) return `seat ${seat} has no collected tile ${index}`;
  list.splice(index, 1);
  setup.out.push(t);
  return null;
}

/** Gives `seat` the tile `[colour, value, back]` from out of the game, as collected. */
export function collectTile(setup: Position, seat: number, tile: LooseTile): string | null {
  return afresh(setup, (s) => collectTileNow(s, seat, tile));
}

function collectTileNow(setup: Position, seat: number, tile: LooseTile): string | null {
  const list = setup.collected[seat];
  if (!list) return `no seat ${seat}`;
  const i = setup.out.findIndex((t) => t[0] === tile[0] && t[1] === tile[1] && t[2] === tile[2]);
  if (i < 0) return `the ${tileName(tile[0], tile[1])} tile of back ${tile[2] ? 'B' : 'A'} is not out of the game`;
  list.push(setup.out.splice(i, 1)[0]!);
  return null;
}

/**
 * Sets how many cards of `colour` `seat` holds: more come from the top of the deck (the first of
 * that colour; else from the discard pile), fewer go to the bottom of the deck. Cards of the hand
 * shown at a pass stay shown only as far as the hand still holds them.
 */
export function setHandCount(setup: Position, seat: number, colour: number, count: number): string | null {
  return afresh(setup, (s) => setHandCountNow(s, seat, colour, count));
}

function setHandCountNow(setup: Position, seat: number, colour: number, count: number): string | null {
  const hand = setup.hands[seat];
  if (!hand) return `no seat ${seat}`;
  if (!Number.isInteger(colour) || colour < 0 || colour >= COLOUR_COUNT) return `no colour ${colour}`;
  if (!Number.isInteger(count) || count < 0) return 'a count is a whole number, at least 0';
  const have = hand.filter((c) => c === colour).length;
  const more = count - have;
  if (more > 0) {
    const inDeck = setup.deck.filter((c) => c === colour).length;
    const inDiscard = setup.discard.filter((c) => c === colour).length;
    if (more > inDeck + inDiscard) return `only ${inDeck + inDiscard} ${COLOURS[colour]} card(s) are left in the deck and the discard pile`;
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
export function toggleBridge(setup: Position, seat: number, at: number): string | null {
  return afresh(setup, (s) => toggleBridgeNow(s, seat, at));
}

function toggleBridgeNow(setup: Position, seat: number, at: number): string | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= setup.players) return `no seat ${seat}`;
  const i = setup.bridges.findIndex((b) => b[0] === seat && b[1] === at);
  if (i >= 0) {
    setup.bridges.splice(i, 1);
    return null;
  }
  if (!isPathPos(at) || setup.path[at]!.length > 0) return `a bridge lies on water: position ${at} holds a tile`;
  if (setup.bridges.some((b) => b[1] === at)) return `a bridge already lies on ${at}`;
  if (setup.bridges.some((b) => b[0] === seat)) return `seat ${seat} has placed its bridge already: take it off first`;
  setup.bridges.push([seat, at]);
  return null;
}

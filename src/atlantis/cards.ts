/** Cards (spec 4): hands kept in colour order, drawing with the seeded reshuffle of the discard pile. */
import { Rng } from '../core/rng.js';
import { COLOUR_COUNT, type Position } from './types.js';

/** Inserts a colour into a sorted list. */
export function insertSorted(list: number[], colour: number): void {
  let i = list.length;
  while (i > 0 && list[i - 1]! > colour) i--;
  list.splice(i, 0, colour);
}

/** Removes one card of `colour` from a list; false when there is none. */
export function removeOne(list: number[], colour: number): boolean {
  const i = list.indexOf(colour);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Cards per colour of a list of colours. */
export function colourCounts(list: readonly number[]): number[] {
  const out = new Array<number>(COLOUR_COUNT).fill(0);
  for (const c of list) out[c] = (out[c] ?? 0) + 1;
  return out;
}

/**
 * Draws up to `count` cards into `seat`'s hand (spec 4): from the top of the deck; an empty deck is
 * replaced by the discard pile shuffled with the position's generator; with both empty the
 * remaining draws are lost. Returns the colours drawn.
 */
export function drawCards(pos: Position, seat: number, count: number): number[] {
  const drawn: number[] = [];
  const hand = pos.hands[seat]!;
  for (let k = 0; k < count; k++) {
    if (pos.deck.length === 0) {
      if (pos.discard.length === 0) break;
      const rng = new Rng(pos.rng);
      pos.deck = rng.shuffle(pos.discard);
      pos.discard = [];
      pos.rng = rng.state();
    }
    const c = pos.deck.shift()!;
    insertSorted(hand, c);
    drawn.push(c);
  }
  return drawn;
}

/** Takes one card of `colour` out of `seat`'s hand onto the discard pile, updating what is publicly known of the hand. */
export function discardFromHand(pos: Position, seat: number, colour: number): void {
  removeOne(pos.hands[seat]!, colour);
  removeOne(pos.shown[seat]!, colour);
  pos.discard.push(colour);
}

/**
 * Position editing for the duel: the operations of the position editor on a setup (a copy of a
 * `nautilus-duel/1` position the editor owns), keeping every card accounted for as a game does —
 * a Diver comes from wherever it is (a hand, the Diver deck, another space) and goes back to the
 * Diver deck; the Kraken and the Fishbone come from the seat holding them and go back to it; a
 * domain card comes from the domain deck and goes back there. The placement count and, during
 * placement, the seat to act follow the board. Each operation changes the setup and returns null,
 * or returns why it cannot (a `DuelRefusal`; nothing changes). What the result is worth is for validation to say.
 */
import { FISHBONE, KRAKEN, ROUNDS, other, type DomainCard, type DuelPosition, type Space, type Special } from './types.js';
import { refusalsOf, type Refusal } from '../core/refusal.js';

/** Every reason an edit is refused, by code, in English (the web's editor says them in its languages). */
export const DUEL_REFUSALS = {
  noSpace: 'no space {space}',
  nobodyHolds: 'nobody holds the {special}',
  noCard: 'no card {card}',
  nowhere: 'the {card} is nowhere to take it from',
  pending: 'the {card} is in a pending draw; settle it first',
  spaceEmpty: 'that space is empty',
  noSeat: 'no seat {seat}',
  diversOnly: 'only Divers 1–14 are held in hand',
  notHeld: 'seat {seat} does not hold the {card}',
  anchorOnCard: 'the Anchor goes on a card; that space is empty',
  noAnchor: 'nobody holds the Anchor',
  roundRange: 'a round is 1–{rounds}',
  gameOver: 'nobody acts once the game is over',
  noSlot: 'no slot {slot}',
  slotsEmpty: 'the slots are empty once the game is over',
  domainGone: 'no {domain} card of {points} is left in the domain deck',
  specialPlayed: 'the {special} is played; take it back off the board first',
  specialGone: 'the {special} is not in the special deck or discard',
} as const;

/** A refused duel edit. */
export type DuelRefusal = Refusal<keyof typeof DUEL_REFUSALS>;
const refuse = refusalsOf(DUEL_REFUSALS);

/** Where a card is in a setup, or null when it is nowhere the editor can take it from. */
type Where = { in: 'hand'; seat: number } | { in: 'deck' } | { in: 'space'; space: Space } | { in: 'pending' };

const inRange = (space: Space): boolean => (space[0] === 0 || space[0] === 1) && Number.isInteger(space[1]) && space[1] >= 0 && space[1] <= 4;
const specialOf = (card: number): Special | null => (card === KRAKEN ? 'kraken' : card === FISHBONE ? 'fishbone' : null);
const ascending = (a: number, b: number): number => a - b;

/** Where Diver `card` is. */
function locate(setup: DuelPosition, card: number): Where | null {
  for (let s = 0; s < 2; s++) if (setup.hands[s]!.includes(card)) return { in: 'hand', seat: s };
  if (setup.diverDeck.includes(card)) return { in: 'deck' };
  for (let s = 0; s < 2; s++) {
    const k = setup.spaces[s]!.indexOf(card);
    if (k >= 0) return { in: 'space', space: [s, k] };
  }
  const p = setup.pending;
  if ((p?.kind === 'choose' && p.cards.includes(card)) || (p?.kind === 'harpoon' && p.card === card)) return { in: 'pending' };
  return null;
}

/** Takes Diver `card` out of where it is (not a pending draw). */
function take(setup: DuelPosition, card: number, where: Where): void {
  if (where.in === 'hand') setup.hands[where.seat] = setup.hands[where.seat]!.filter((c) => c !== card);
  else if (where.in === 'deck') setup.diverDeck = setup.diverDeck.filter((c) => c !== card);
  else if (where.in === 'space') clearSpace(setup, where.space);
}

/** Empties a space without returning its card; an anchor there is lifted (the Anchor back in hand). */
function clearSpace(setup: DuelPosition, space: Space): void {
  setup.spaces[space[0]]![space[1]] = null;
  const a = setup.anchor;
  if (a && a[0] === space[0] && a[1] === space[1]) liftAnchor(setup);
}

function liftAnchor(setup: DuelPosition): void {
  setup.anchor = null;
  const holder = setup.specials.indexOf('anchor');
  if (holder >= 0) setup.specialUsed[holder] = false;
}

/** The placement count follows the board; during placement the seat to act follows the count. */
export function followBoard(setup: DuelPosition): null {
  setup.placements = setup.spaces.flat().filter((c) => c !== null).length;
  if (setup.stage === 'place') setup.toAct = setup.placements % 2 === 0 ? setup.first : other(setup.first);
  return null;
}

/**
 * Puts a card on a space: a Diver from a hand, the Diver deck or another space; the Kraken or the
 * Fishbone from the seat holding it (it counts as played). A card already on the space goes back
 * first (`removeCard`).
 */
export function placeCard(setup: DuelPosition, card: number, space: Space): DuelRefusal | null {
  if (!inRange(space)) return refuse('noSpace', { space: space.join(' ') });
  const special = specialOf(card);
  if (special) {
    const holder = setup.specials.indexOf(special);
    if (holder < 0) return refuse('nobodyHolds', { special });
    const k = setup.spaces.findIndex((row) => row.includes(card));
    const from: Space | null = k >= 0 ? [k, setup.spaces[k]!.indexOf(card)] : null;
    if (from && from[0] === space[0] && from[1] === space[1]) return null;
    if (setup.spaces[space[0]]![space[1]] !== null) removeCard(setup, space);
    if (from) {
      const anchored = setup.anchor && setup.anchor[0] === from[0] && setup.anchor[1] === from[1];
      setup.spaces[from[0]]![from[1]] = null;
      if (anchored) setup.anchor = [space[0], space[1]];
    }
    setup.specialUsed[holder] = true;
    setup.spaces[space[0]]![space[1]] = card;
    return followBoard(setup);
  }
  if (!Number.isInteger(card) || card < 1 || card > 14) return refuse('noCard', { card });
  const where = locate(setup, card);
  if (where === null) return refuse('nowhere', { card });
  if (where.in === 'pending') return refuse('pending', { card });
  if (where.in === 'space' && where.space[0] === space[0] && where.space[1] === space[1]) return null;
  if (setup.spaces[space[0]]![space[1]] !== null) removeCard(setup, space);
  if (where.in === 'space') {
    // a card moved on the board keeps its anchor
    const anchored = setup.anchor && setup.anchor[0] === where.space[0] && setup.anchor[1] === where.space[1];
    setup.spaces[where.space[0]]![where.space[1]] = null;
    if (anchored) setup.anchor = [space[0], space[1]];
  } else take(setup, card, where);
  setup.spaces[space[0]]![space[1]] = card;
  return followBoard(setup);
}

/** Takes the card off a space: a Diver goes to the bottom of the Diver deck, the Kraken or the Fishbone back to its holder (unplayed). */
export function removeCard(setup: DuelPosition, space: Space): DuelRefusal | null {
  if (!inRange(space)) return refuse('noSpace', { space: space.join(' ') });
  const card = setup.spaces[space[0]]![space[1]];
  if (card === null || card === undefined) return refuse('spaceEmpty');
  clearSpace(setup, space);
  const special = specialOf(card);
  if (special) {
    const holder = setup.specials.indexOf(special);
    if (holder >= 0) setup.specialUsed[holder] = false;
  } else setup.diverDeck.push(card);
  return followBoard(setup);
}

/** Puts Diver `card` in `seat`'s hand, from the Diver deck, the other hand or the board. */
export function giveCard(setup: DuelPosition, seat: number, card: number): DuelRefusal | null {
  if (seat !== 0 && seat !== 1) return refuse('noSeat', { seat });
  if (!Number.isInteger(card) || card < 1 || card > 14) return refuse('diversOnly');
  const where = locate(setup, card);
  if (where === null) return refuse('nowhere', { card });
  if (where.in === 'pending') return refuse('pending', { card });
  if (where.in === 'hand' && where.seat === seat) return null;
  take(setup, card, where);
  setup.hands[seat] = [...setup.hands[seat]!, card].sort(ascending);
  return followBoard(setup);
}

/** Puts Diver `card` from `seat`'s hand on the bottom of the Diver deck. */
export function returnCard(setup: DuelPosition, seat: number, card: number): DuelRefusal | null {
  const hand = setup.hands[seat];
  if (!hand) return refuse('noSeat', { seat });
  if (!hand.includes(card)) return refuse('notHeld', { seat, card });
  setup.hands[seat] = hand.filter((c) => c !== card);
  setup.diverDeck.push(card);
  return null;
}

/** Anchors the card on a space (the Anchor's holder has played it), or lifts the anchor (null). */
export function setAnchor(setup: DuelPosition, space: Space | null): DuelRefusal | null {
  if (space === null) {
    liftAnchor(setup);
    return null;
  }
  if (!inRange(space)) return refuse('noSpace', { space: space.join(' ') });
  if (setup.spaces[space[0]]![space[1]] === null) return refuse('anchorOnCard');
  const holder = setup.specials.indexOf('anchor');
  if (holder < 0) return refuse('noAnchor');
  setup.anchor = [space[0], space[1]];
  setup.specialUsed[holder] = true;
  return null;
}

/** Sets the round (1–6); the Nemo token goes with it (it alternates from the variant's first player). */
export function setRound(setup: DuelPosition, round: number): DuelRefusal | null {
  if (!Number.isInteger(round) || round < 1 || round > ROUNDS) return refuse('roundRange', { rounds: ROUNDS });
  setup.round = round;
  setup.first = round % 2 === 1 ? setup.variant.firstPlayer : other(setup.variant.firstPlayer);
  if (setup.stage === 'keep') setup.toAct = setup.first;
  return followBoard(setup);
}

/** Sets the seat to act. */
export function setToAct(setup: DuelPosition, seat: number): DuelRefusal | null {
  if (seat !== 0 && seat !== 1) return refuse('noSeat', { seat });
  if (setup.stage === 'over') return refuse('gameOver');
  setup.toAct = seat;
  return null;
}

/** Puts a domain card from the domain deck on a slot; the slot's card goes back into the deck in its place. */
export function setSlot(setup: DuelPosition, slot: number, card: DomainCard): DuelRefusal | null {
  if (!Number.isInteger(slot) || slot < 0 || slot > 4) return refuse('noSlot', { slot });
  const here = setup.slots[slot];
  if (here === undefined || here === null) return refuse('slotsEmpty');
  if (here[0] === card[0] && here[1] === card[1]) return null;
  const i = setup.domainDeck.findIndex((c) => c[0] === card[0] && c[1] === card[1]);
  if (i < 0) return refuse('domainGone', { domain: card[0], points: card[1] });
  setup.domainDeck[i] = [here[0], here[1]];
  setup.slots[slot] = [card[0], card[1]];
  return null;
}

/** Swaps `seat`'s special with one from the special deck (or its discard); null puts it back in the deck. */
export function setSpecial(setup: DuelPosition, seat: number, special: Special | null): DuelRefusal | null {
  if (seat !== 0 && seat !== 1) return refuse('noSeat', { seat });
  const held = setup.specials[seat];
  if (held === special) return null;
  if (held && setup.specialUsed[seat]) return refuse('specialPlayed', { special: held });
  let from: Special[] | null = null;
  if (special !== null) {
    from = setup.specialDeck.includes(special) ? setup.specialDeck : setup.specialDiscard.includes(special) ? setup.specialDiscard : null;
    if (!from) return refuse('specialGone', { special });
    from.splice(from.indexOf(special), 1);
  }
  if (held) setup.specialDeck.push(held);
  setup.specials[seat] = special;
  setup.specialUsed[seat] = false;
  return null;
}

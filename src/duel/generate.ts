/**
 * The legal-action generator (spec 3, 6): enumerates the decisions of the seat to act from the
 * position. Independent of `checkAction` (check.ts), which judges one action by direct tests; a
 * property test shows the two agree. Order: as enumerated below (compare lists as sets).
 */
import { FISHBONE, KRAKEN, other, type DuelAction, type DuelPosition, type Space } from './types.js';

/** The cards `seat` may place: its Divers, then its unplayed Kraken or Fishbone. */
export function placeableCards(pos: DuelPosition, seat: number): number[] {
  const cards = [...pos.hands[seat]!];
  const special = pos.specials[seat];
  if (!pos.specialUsed[seat]) {
    if (special === 'kraken') cards.push(KRAKEN);
    else if (special === 'fishbone') cards.push(FISHBONE);
  }
  return cards;
}

/**
 * Every arrow movement (spec 3) for a card placed on `placed` with `arrow`: any other card not
 * anchored, vertically to the opposite space (or, with `verticalAnySpace`, any empty space on the
 * other side), horizontally to any other empty space on its side.
 */
export function arrowMoves(pos: DuelPosition, placed: Space, arrow: 'vertical' | 'horizontal'): DuelAction[] {
  const out: DuelAction[] = [];
  const anchor = pos.anchor;
  for (let s = 0; s < 2; s++) {
    for (let k = 0; k < 5; k++) {
      if (pos.spaces[s]![k] === null) continue;
      if (s === placed[0] && k === placed[1]) continue;
      if (anchor && s === anchor[0] && k === anchor[1]) continue;
      const side = arrow === 'vertical' ? other(s) : s;
      for (let k2 = 0; k2 < 5; k2++) {
        if (pos.spaces[side]![k2] !== null) continue;
        if (arrow === 'horizontal' && k2 === k) continue;
        if (arrow === 'vertical' && !pos.variant.verticalAnySpace && k2 !== k) continue;
        out.push({ type: 'move', from: [s, k], to: [side, k2] });
      }
    }
  }
  return out;
}

/** Every legal action of the seat to act (empty once the game is over). */
export function legalActions(pos: DuelPosition): DuelAction[] {
  const seat = pos.toAct;
  if (pos.ended !== null || seat === null) return [];
  switch (pos.stage) {
    case 'keep': {
      const drafted = pos.drafted;
      return drafted ? drafted.map((special): DuelAction => ({ type: 'keep', special })) : [];
    }
    case 'special': {
      const special = pos.specials[seat];
      const out: DuelAction[] = [];
      if (special === 'eye' || special === 'module' || special === 'harpoon') out.push({ type: special });
      if (!pos.variant.compulsorySpecials) out.push({ type: 'skip' });
      return out;
    }
    case 'pending': {
      const pending = pos.pending;
      if (!pending) return [];
      if (pending.kind === 'choose') return pending.cards.map((card): DuelAction => ({ type: 'choose', card }));
      if (pending.kind === 'harpoon') {
        const out: DuelAction[] = pos.hands[seat]!.map((card): DuelAction => ({ type: 'swap', card }));
        out.push({ type: 'return' });
        return out;
      }
      const moves = arrowMoves(pos, pending.placed, pending.arrow);
      if (pos.variant.arrowOptional) moves.push({ type: 'skip' });
      return moves;
    }
    case 'place':
      return placements(pos, seat);
    default:
      return [];
  }
}

/** Placements: every placeable card on every empty space, with every Anchor target when held. */
function placements(pos: DuelPosition, seat: number): DuelAction[] {
  const out: DuelAction[] = [];
  const empty: Space[] = [];
  const occupied: Space[] = [];
  for (let s = 0; s < 2; s++) for (let k = 0; k < 5; k++) (pos.spaces[s]![k] === null ? empty : occupied).push([s, k]);
  const anchorHeld = pos.specials[seat] === 'anchor' && !pos.specialUsed[seat];
  for (const card of placeableCards(pos, seat)) {
    for (const space of empty) {
      out.push({ type: 'place', card, space, anchor: null });
      if (!anchorHeld) continue;
      out.push({ type: 'place', card, space, anchor: space });
      for (const target of occupied) out.push({ type: 'place', card, space, anchor: target });
    }
  }
  return out;
}

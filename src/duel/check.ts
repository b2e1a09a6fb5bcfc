/**
 * The single-action checker (spec 2, 3, 6): why one action is illegal, by direct tests on the
 * action's parts. Written apart from the generator (generate.ts) on purpose; a property test
 * shows that the generator lists exactly the actions this accepts.
 */
import type { CodedError } from '../core/result.js';
import { FISHBONE, KRAKEN, arrowOf, type DuelAction, type DuelPosition, type Space } from './types.js';

const no = (code: string, message: string): CodedError => ({ code, message });

const inRange = (s: Space): boolean => (s[0] === 0 || s[0] === 1) && Number.isInteger(s[1]) && s[1] >= 0 && s[1] <= 4;

/** Why `action` is illegal for the seat to act, or null when it is legal. */
export function checkAction(pos: DuelPosition, action: DuelAction): CodedError | null {
  const seat = pos.toAct;
  if (pos.ended !== null || seat === null) return no('gameOver', 'the game is over');
  const stage = pos.stage;
  const pending = pos.pending;
  switch (action.type) {
    case 'keep':
      if (stage !== 'keep') return no('wrongStage', `'keep' is only for the first player's draft, not during ${stage}`);
      if (!pos.drafted || (pos.drafted[0] !== action.special && pos.drafted[1] !== action.special)) return no('notDrafted', `${action.special} is not one of the two drawn specials`);
      return null;
    case 'eye':
    case 'module':
    case 'harpoon':
      if (stage !== 'special') return no('wrongStage', `'${action.type}' is played before placement, not during ${stage}`);
      if (pos.specials[seat] !== action.type) return no('notHeld', `seat ${seat} does not hold the ${action.type}`);
      return null;
    case 'choose':
      if (pending?.kind !== 'choose') return no('wrongStage', "'choose' answers the Diving module's draw");
      if (pending.cards[0] !== action.card && pending.cards[1] !== action.card) return no('notDrawn', `${action.card} is not one of the two drawn Divers`);
      return null;
    case 'swap':
      if (pending?.kind !== 'harpoon') return no('wrongStage', "'swap' answers the Harpoon's catch");
      if (!pos.hands[seat]!.includes(action.card)) return no('notInHand', `seat ${seat} holds no Diver ${action.card}`);
      return null;
    case 'return':
      if (pending?.kind !== 'harpoon') return no('wrongStage', "'return' answers the Harpoon's catch");
      return null;
    case 'skip':
      if (stage === 'special') {
        return pos.variant.compulsorySpecials ? no('mustPlaySpecial', 'with compulsorySpecials a held pre-placement special must be played') : null;
      }
      if (pending?.kind === 'move') return pos.variant.arrowOptional ? null : no('mustMove', 'the arrow movement is compulsory (variant arrowOptional allows skip)');
      return no('wrongStage', `nothing to skip during ${stage}`);
    case 'place':
      return checkPlace(pos, seat, action.card, action.space, action.anchor);
    case 'move':
      return checkMove(pos, action.from, action.to);
    default:
      return no('badAction', 'unknown action');
  }
}

function checkPlace(pos: DuelPosition, seat: number, card: number, space: Space, anchor: Space | null): CodedError | null {
  if (pos.stage !== 'place') return no('wrongStage', `placement is not open during ${pos.stage}`);
  const fromSpecial = (card === KRAKEN && pos.specials[seat] === 'kraken') || (card === FISHBONE && pos.specials[seat] === 'fishbone');
  if (fromSpecial ? pos.specialUsed[seat] : !pos.hands[seat]!.includes(card)) return no('notInHand', `seat ${seat} cannot place ${card}`);
  if (!inRange(space)) return no('badSpace', `no space ${space[0]} ${space[1]}`);
  if (pos.spaces[space[0]]![space[1]] !== null) return no('occupied', `space ${space[0]} ${space[1]} already holds a card`);
  if (anchor === null) return null;
  if (pos.specials[seat] !== 'anchor' || pos.specialUsed[seat]) return no('noAnchor', `seat ${seat} holds no unplayed Anchor`);
  if (!inRange(anchor)) return no('badSpace', `no space ${anchor[0]} ${anchor[1]}`);
  const onPlaced = anchor[0] === space[0] && anchor[1] === space[1];
  if (!onPlaced && pos.spaces[anchor[0]]![anchor[1]] === null) return no('badAnchor', `the Anchor needs a card: space ${anchor[0]} ${anchor[1]} is empty`);
  return null;
}

function checkMove(pos: DuelPosition, from: Space, to: Space): CodedError | null {
  const pending = pos.pending;
  if (pending?.kind !== 'move') return no('wrongStage', "'move' answers an arrow");
  if (!inRange(from) || !inRange(to)) return no('badSpace', 'no such space');
  if (pos.spaces[from[0]]![from[1]] === null) return no('noCard', `space ${from[0]} ${from[1]} is empty`);
  if (from[0] === pending.placed[0] && from[1] === pending.placed[1]) return no('movingPlaced', 'an arrow moves another card, not the one just placed');
  const anchor = pos.anchor;
  if (anchor && anchor[0] === from[0] && anchor[1] === from[1]) return no('anchored', 'the anchored card cannot move this round');
  if (pos.spaces[to[0]]![to[1]] !== null) return no('occupied', `space ${to[0]} ${to[1]} already holds a card`);
  const placedCard = pos.spaces[pending.placed[0]]![pending.placed[1]];
  if (arrowOf(placedCard ?? -1) === 'vertical') {
    if (to[0] === from[0]) return no('badMove', 'a vertical arrow moves a card to the other side');
    if (!pos.variant.verticalAnySpace && to[1] !== from[1]) return no('badMove', 'a vertical arrow moves a card to the opposite space (variant verticalAnySpace: any space)');
    return null;
  }
  if (to[0] !== from[0] || to[1] === from[1]) return no('badMove', 'a horizontal arrow moves a card to another space on its side');
  return null;
}

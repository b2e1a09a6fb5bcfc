/**
 * Applying actions (spec 2–5): the specials, placement and arrows, then by itself the round end
 * (awards, discard, refill, the next round's deal) and the end of the game.
 */
import { cloneData, copyByPlan, type CopyPlan } from '../core/clone.js';
import { err, ok, type CodedError, type Result } from '../core/result.js';
import { Rng } from '../core/rng.js';
import { checkAction } from './check.js';
import { domainTotals, endAfterRound, minusOut, scoreLines, winnersOf } from './scoring.js';
import { prepareRound } from './setup.js';
import { CRAB, DIVERS, FISHBONE, KRAKEN, PRE_PLACEMENT, arrowOf, beats, other, type DuelAction, type DuelPosition, type KnowledgeEvent, type Space } from './types.js';

/**
 * Names of rare rules as they fire, for the property suite's counts: `crabBeats14`,
 * `krakenBeatsCrab`, `fishbonePlaced`, `anchorOnPlaced`, `anchorOnBoard`, `anchorBlocks`, `noMovement`, `verticalMove`, `farVertical`,
 * `horizontalMove`, `moveSkipped`, `eye`, `module`, `harpoonSwap`, `harpoonReturn`,
 * `specialSkipped`, `specialReshuffle`, `clinchedByMinus`, `clinched`, `rounds`.
 */
export type DuelEvent = string;

/** Inserts a card into an ascending hand. */
function addToHand(hand: number[], card: number): void {
  let i = hand.length;
  while (i > 0 && hand[i - 1]! > card) i--;
  hand.splice(i, 0, card);
}

function removeFromHand(hand: number[], card: number): void {
  const i = hand.indexOf(card);
  if (i >= 0) hand.splice(i, 1);
}

/** Logs an event in both seats' knowledge. */
function logBoth(pos: DuelPosition, event: KnowledgeEvent): void {
  pos.knowledge[0]!.push(event);
  pos.knowledge[1]!.push(cloneData(event));
}

/** Opens the pre-placement decision of the next seat (in Nemo order from `index`) holding one, else placement. */
function advanceSpecials(pos: DuelPosition, index: number): void {
  const order = [pos.first, other(pos.first)];
  for (let i = index; i < 2; i++) {
    const seat = order[i]!;
    const special = pos.specials[seat];
    if (special && PRE_PLACEMENT.includes(special) && !pos.specialUsed[seat]) {
      pos.stage = 'special';
      pos.toAct = seat;
      return;
    }
  }
  pos.stage = 'place';
  pos.toAct = pos.first;
}

/** Continues the special stage after `seat`'s decision. */
function afterSpecial(pos: DuelPosition, seat: number): void {
  pos.pending = null;
  advanceSpecials(pos, seat === pos.first ? 1 : 2);
}

/** Whether any card could move for an arrow on `placed` (spec 3: otherwise nothing happens). */
function anyMove(pos: DuelPosition, placed: Space, vertical: boolean, events?: DuelEvent[]): boolean {
  let blocked = false;
  for (let s = 0; s < 2; s++) {
    for (let k = 0; k < 5; k++) {
      if (pos.spaces[s]![k] === null || (s === placed[0] && k === placed[1])) continue;
      const side = vertical ? 1 - s : s;
      let canGo = false;
      for (let k2 = 0; k2 < 5 && !canGo; k2++) {
        canGo = pos.spaces[side]![k2] === null && (vertical ? pos.variant.verticalAnySpace || k2 === k : k2 !== k);
      }
      if (!canGo) continue;
      if (pos.anchor && pos.anchor[0] === s && pos.anchor[1] === k) blocked = true;
      else return true;
    }
  }
  if (blocked) events?.push('anchorBlocks');
  return false;
}

/** Applies a legal action in place (the caller guarantees legality); `events` collects rare rules. */
export function applyInPlace(pos: DuelPosition, action: DuelAction, events?: DuelEvent[]): void {
  const seat = pos.toAct!;
  const opp = other(seat);
  switch (action.type) {
    case 'keep': {
      const drafted = pos.drafted!;
      const given = drafted[0] === action.special ? drafted[1] : drafted[0];
      pos.specials[seat] = action.special;
      pos.specials[opp] = given;
      pos.drafted = null;
      pos.knowledge[seat]!.push({ event: 'gave', special: given });
      advanceSpecials(pos, 0);
      return;
    }
    case 'eye':
      pos.specialUsed[seat] = true;
      logBoth(pos, { event: 'eye', seat, cards: [...pos.hands[opp]!] });
      events?.push('eye');
      afterSpecial(pos, seat);
      return;
    case 'module': {
      pos.specialUsed[seat] = true;
      const [a, b] = pos.diverDeck.splice(0, 2) as [number, number];
      pos.pending = { kind: 'choose', seat, cards: [a, b] };
      pos.stage = 'pending';
      return;
    }
    case 'choose': {
      const pending = pos.pending as { kind: 'choose'; cards: [number, number] };
      const back = pending.cards[0] === action.card ? pending.cards[1] : pending.cards[0];
      addToHand(pos.hands[seat]!, action.card);
      pos.diverDeck.unshift(back);
      pos.knowledge[seat]!.push({ event: 'module', seat, cards: [pending.cards[0], pending.cards[1]], kept: action.card });
      pos.knowledge[opp]!.push({ event: 'module', seat, cards: null, kept: null });
      events?.push('module');
      afterSpecial(pos, seat);
      return;
    }
    case 'harpoon': {
      pos.specialUsed[seat] = true;
      const rng = new Rng(pos.rng);
      const hand = pos.hands[opp]!;
      const [card] = hand.splice(rng.int(hand.length), 1) as [number];
      pos.rng = rng.state();
      pos.pending = { kind: 'harpoon', seat, card };
      pos.stage = 'pending';
      return;
    }
    case 'swap': {
      const drawn = (pos.pending as { card: number }).card;
      removeFromHand(pos.hands[seat]!, action.card);
      addToHand(pos.hands[seat]!, drawn);
      addToHand(pos.hands[opp]!, action.card);
      logBoth(pos, { event: 'harpoon', seat, drawn, given: action.card });
      events?.push('harpoonSwap');
      afterSpecial(pos, seat);
      return;
    }
    case 'return': {
      const drawn = (pos.pending as { card: number }).card;
      addToHand(pos.hands[opp]!, drawn);
      logBoth(pos, { event: 'harpoon', seat, drawn, given: null });
      events?.push('harpoonReturn');
      afterSpecial(pos, seat);
      return;
    }
    case 'skip':
      if (pos.stage === 'special') {
        logBoth(pos, { event: 'skip', seat });
        events?.push('specialSkipped');
        afterSpecial(pos, seat);
      } else {
        events?.push('moveSkipped');
        pos.pending = null;
        endTurn(pos, events);
      }
      return;
    case 'place': {
      const { card, space, anchor } = action;
      if (card === KRAKEN || card === FISHBONE) {
        pos.specialUsed[seat] = true;
        if (card === FISHBONE) events?.push('fishbonePlaced');
      } else removeFromHand(pos.hands[seat]!, card);
      pos.spaces[space[0]]![space[1]] = card;
      pos.placements++;
      if (anchor) {
        pos.anchor = [anchor[0], anchor[1]];
        pos.specialUsed[seat] = true;
        events?.push(anchor[0] === space[0] && anchor[1] === space[1] ? 'anchorOnPlaced' : 'anchorOnBoard');
      }
      const arrow = arrowOf(card);
      if (arrow && anyMove(pos, space, arrow === 'vertical', events)) {
        pos.pending = { kind: 'move', seat, placed: [space[0], space[1]], arrow };
        pos.stage = 'pending';
        return;
      }
      if (arrow) events?.push('noMovement');
      endTurn(pos, events);
      return;
    }
    case 'move': {
      const { from, to } = action;
      pos.spaces[to[0]]![to[1]] = pos.spaces[from[0]]![from[1]]!;
      pos.spaces[from[0]]![from[1]] = null;
      if (from[0] === to[0]) events?.push('horizontalMove');
      else events?.push(from[1] === to[1] ? 'verticalMove' : 'farVertical');
      pos.pending = null;
      endTurn(pos, events);
      return;
    }
  }
}

/** Hands the turn on after a placement (and its arrow), or ends the round after the 10th card. */
function endTurn(pos: DuelPosition, events?: DuelEvent[]): void {
  if (pos.placements >= 10) {
    endRound(pos, events);
    return;
  }
  pos.stage = 'place';
  pos.toAct = pos.placements % 2 === 0 ? pos.first : other(pos.first);
}

/** Round end (spec 4, 5): awards, the end test, the discard, and the next round or the end. */
function endRound(pos: DuelPosition, events?: DuelEvent[]): void {
  for (let k = 0; k < 5; k++) {
    const a = pos.spaces[0]![k]!;
    const b = pos.spaces[1]![k]!;
    const winner = beats(a, b) ? 0 : 1;
    if (Math.min(a, b) === CRAB && Math.max(a, b) === 14) events?.push('crabBeats14');
    if (Math.min(a, b) === CRAB && Math.max(a, b) === KRAKEN) events?.push('krakenBeatsCrab');
    pos.won[winner]!.push(pos.slots[k]!);
  }
  if (events) {
    const out = minusOut(pos.won);
    pos.won.forEach((cards) => domainTotals(cards).forEach((t, d) => t === 3 && out[d] && events.push('clinchedByMinus')));
  }
  const reason = endAfterRound(pos, pos.round);
  for (let s = 0; s < 2; s++) {
    const special = pos.specials[s];
    if (special) pos.specialDiscard.push(special);
  }
  pos.specials = [null, null];
  pos.specialUsed = [false, false];
  pos.anchor = null;
  pos.spaces = [
    [null, null, null, null, null],
    [null, null, null, null, null],
  ];
  pos.hands = [[], []];
  pos.diverDeck = [...DIVERS];
  pos.knowledge = [[], []];
  pos.placements = 0;
  pos.pending = null;
  if (reason) {
    events?.push(reason);
    pos.slots = [null, null, null, null, null];
    const scores = scoreLines(pos, reason);
    pos.ended = { endReason: reason, scores, winners: winnersOf(scores) };
    pos.stage = 'over';
    pos.toAct = null;
    return;
  }
  pos.slots = pos.domainDeck.splice(0, 5);
  pos.round++;
  pos.first = other(pos.first);
  const rng = new Rng(pos.rng);
  if (pos.specialDeck.length < 2) events?.push('specialReshuffle');
  prepareRound(pos, rng);
  pos.rng = rng.state();
}

/** A deep copy of a position. */
export function clonePosition(pos: DuelPosition): DuelPosition {
  return cloneData(pos);
}

/** What `playCopy` shares: the rules replace domain cards, knowledge events, the pending decision, the anchor, the drawn specials, the end and the variant, never change them in place. */
const PLAY_COPY: CopyPlan = {
  variant: 'share',
  slots: 'flat',
  spaces: 'nested',
  anchor: 'share',
  hands: 'nested',
  specials: 'flat',
  specialUsed: 'flat',
  drafted: 'share',
  pending: 'share',
  diverDeck: 'flat',
  specialDeck: 'flat',
  specialDiscard: 'flat',
  domainDeck: 'flat',
  won: 'nested',
  knowledge: 'nested',
  ended: 'share',
  rng: 'flat',
};

/**
 * The copy `play` makes: equal to `clonePosition` (key order included, whatever it is), but sharing
 * with the original what the rules never change in place (`PLAY_COPY`): the play result is a new
 * position that `applyInPlace` may change without touching the original.
 */
export function playCopy(pos: DuelPosition): DuelPosition {
  return copyByPlan(pos, PLAY_COPY);
}

/** Checks and plays an action on a copy (spec 6): the new position, or why the action is illegal. */
export function play(pos: DuelPosition, action: DuelAction, events?: DuelEvent[]): Result<DuelPosition, CodedError> {
  const problem = checkAction(pos, action);
  if (problem) return err(problem);
  const next = playCopy(pos);
  applyInPlace(next, action, events);
  return ok(next);
}

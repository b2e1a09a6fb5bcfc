/**
 * Heuristics for the duel: the greedy bot's one-decision policy (on an observation), a fast
 * playout policy (on a full position, seeing only what the seat to act could see) and a position
 * evaluation (the expected final margin in domains).
 *
 * The board score: each slot is worth its domain card's points times the domain's weight (low once
 * a seat has clinched it); a slot counts +1 when the seat wins it and -1 when it loses it, and a
 * half-filled slot counts by the share of cards still to come that the filled side beats.
 */
import type { Rng } from '../core/rng.js';
import { parseAction } from './notation.js';
import type { DuelObservation } from './observation.js';
import { clinchedDomains, domainTotals, minusOut } from './scoring.js';
import { DIVERS, DOMAINS, FISHBONE, KRAKEN, arrowOf, beats, other, type DomainCard, type DuelAction, type DuelPosition, type Space, type Special } from './types.js';

/** What the heuristics read: one seat's view of the round. */
export interface View {
  seat: number;
  spaces: (number | null)[][];
  slots: (DomainCard | null)[];
  anchor: Space | null;
  hand: number[];
  special: Special | null;
  /** Cards the seat cannot see that may still reach the board. */
  unseen: number[];
  /** Per slot: the slot's worth to the seat (positive: wants to win it). */
  worth: number[];
  /** Whether arrows (6–9) may still come from the opponent. */
  arrowsOut: boolean;
}

/** Keep preference (spec 1 effects): the Kraken wins any slot, the Fishbone loses any slot. */
const KEEP_RANK: Record<Special, number> = { kraken: 6, fishbone: 5, module: 4, harpoon: 3, anchor: 2, eye: 1 };

/** Domain weights for the seat: 1 while contested, low once a seat has clinched the domain. */
function slotWorth(slots: readonly (DomainCard | null)[], won: readonly (readonly DomainCard[] | null)[]): number[] {
  const known = won.map((w) => w ?? []);
  const clinched = clinchedDomains({ won: known as DomainCard[][] });
  return slots.map((c) => {
    if (!c) return 0;
    const d = DOMAINS.indexOf(c[0]);
    const settled = clinched[0]![d]! || clinched[1]![d]!;
    return c[1] * (settled ? 0.15 : 1);
  });
}

/** The seat's view from its observation. */
export function viewOfObservation(obs: DuelObservation): View {
  const seen = new Set<number>(obs.hand);
  for (const row of obs.spaces) for (const c of row) if (c !== null) seen.add(c);
  const unseen = DIVERS.filter((c) => !seen.has(c));
  const opp = other(obs.seat);
  const oppSpecial = obs.specials[opp];
  if (obs.holdsSpecial[opp] && (oppSpecial === 'kraken' || oppSpecial === 'fishbone')) unseen.push(oppSpecial === 'kraken' ? KRAKEN : FISHBONE);
  return {
    seat: obs.seat,
    spaces: obs.spaces,
    slots: obs.slots,
    anchor: obs.anchor,
    hand: obs.hand,
    special: obs.holdsSpecial[obs.seat] ? obs.specials[obs.seat]! : null,
    unseen,
    worth: slotWorth(obs.slots, obs.won),
    arrowsOut: unseen.some((c) => arrowOf(c) !== null),
  };
}

/** The view of the seat to act from a full position, with only what that seat could see. */
export function viewOfPosition(pos: DuelPosition, seat: number): View {
  const opp = other(seat);
  const unseen = [...pos.hands[opp]!, ...pos.diverDeck];
  if (pos.pending?.kind === 'choose' && pos.pending.seat === opp) unseen.push(...pos.pending.cards);
  const oppSpecial = pos.specials[opp];
  const oppKnown = pos.specialUsed[opp] || seat === pos.first;
  if (oppKnown && !pos.specialUsed[opp] && (oppSpecial === 'kraken' || oppSpecial === 'fishbone')) unseen.push(oppSpecial === 'kraken' ? KRAKEN : FISHBONE);
  return {
    seat,
    spaces: pos.spaces,
    slots: pos.slots,
    anchor: pos.anchor,
    hand: pos.hands[seat]!,
    special: pos.specials[seat] && !pos.specialUsed[seat] ? pos.specials[seat] : null,
    unseen,
    worth: slotWorth(pos.slots, pos.variant.hiddenDomains ? pos.won.map((w, i) => (i === seat ? w : null)) : pos.won),
    arrowsOut: unseen.some((c) => arrowOf(c) !== null),
  };
}

/** The probability that the seat wins slot k, given the cards that may still come. */
function slotChance(view: View, spaces: readonly (readonly (number | null)[])[], k: number, coming: readonly number[]): number {
  const mine = spaces[view.seat]![k]!;
  const theirs = spaces[other(view.seat)]![k]!;
  if (mine !== null && theirs !== null) return beats(mine, theirs) ? 1 : 0;
  if (mine === null && theirs === null) return 0.5;
  if (coming.length === 0) return 0.5;
  let wins = 0;
  for (const c of coming) if (mine !== null ? beats(mine, c) : beats(c, theirs!)) wins++;
  return wins / coming.length;
}

/** The board score of `spaces` for the view's seat (see the file comment). */
export function boardScore(view: View, spaces: readonly (readonly (number | null)[])[], coming: readonly number[]): number {
  let score = 0;
  for (let k = 0; k < 5; k++) score += view.worth[k]! * (2 * slotChance(view, spaces, k, coming) - 1);
  return score;
}

/** Value of a Diver kept in hand (the crab is worth more than its face against a 14). */
const handValue = (c: number): number => (c === 1 ? 5 : c);

/** The best arrow movement's board score after a card on `placed` (or the score without one). */
function bestAfterArrow(view: View, spaces: (number | null)[][], placed: Space, card: number, coming: number[], verticalAnySpace: boolean): number {
  const arrow = arrowOf(card);
  let best = -Infinity;
  if (arrow) {
    for (let s = 0; s < 2; s++) {
      for (let k = 0; k < 5; k++) {
        const c = spaces[s]![k];
        if (c === null || (s === placed[0] && k === placed[1]) || (view.anchor && view.anchor[0] === s && view.anchor[1] === k)) continue;
        const side = arrow === 'vertical' ? 1 - s : s;
        for (let k2 = 0; k2 < 5; k2++) {
          if (spaces[side]![k2] !== null || (arrow === 'horizontal' ? k2 === k : !verticalAnySpace && k2 !== k)) continue;
          spaces[side]![k2] = c!;
          spaces[s]![k] = null;
          best = Math.max(best, boardScore(view, spaces, coming));
          spaces[s]![k] = c!;
          spaces[side]![k2] = null;
        }
      }
    }
  }
  return best === -Infinity ? boardScore(view, spaces, coming) : best;
}

/** Scores every legal action for the view's seat; the caller picks the best. */
function scoreActions(view: View, actions: readonly DuelAction[], caught: number | null, verticalAnySpace: boolean): number[] {
  const spaces = view.spaces.map((row) => [...row]);
  const coming = [...view.unseen, ...view.hand];
  const base = boardScore(view, spaces, coming);
  return actions.map((a) => {
    switch (a.type) {
      case 'keep':
        return KEEP_RANK[a.special];
      case 'eye':
      case 'module':
      case 'harpoon':
        return 1;
      case 'skip':
        // declining a movement keeps the board as it is; a special is worth playing
        return view.special ? 0 : base;
      case 'choose':
        return handValue(a.card);
      case 'swap':
        // gain of holding the caught card instead of the one given
        return handValue(caught ?? 0) - handValue(a.card);
      case 'return':
        return 0;
      case 'move': {
        const c = spaces[a.from[0]]![a.from[1]]!;
        spaces[a.to[0]]![a.to[1]] = c;
        spaces[a.from[0]]![a.from[1]] = null;
        const score = boardScore(view, spaces, coming);
        spaces[a.from[0]]![a.from[1]] = c;
        spaces[a.to[0]]![a.to[1]] = null;
        return score;
      }
      case 'place': {
        const { card, space, anchor } = a;
        const i = coming.indexOf(card);
        if (i >= 0) coming.splice(i, 1);
        spaces[space[0]]![space[1]] = card;
        let score = bestAfterArrow(view, spaces, space, card, coming, verticalAnySpace);
        if (anchor) {
          const k = anchor[1];
          const edge = view.worth[k]! * (2 * slotChance(view, spaces, k, coming) - 1);
          score += view.arrowsOut ? 0.5 * edge : -0.01;
        }
        spaces[space[0]]![space[1]] = null;
        if (i >= 0) coming.splice(i, 0, card);
        // spend the weakest card that does the job
        return score - 0.002 * handValue(card);
      }
    }
  });
}

/** Index of the best action for a view (ties: the first, or random with `rng`). */
function bestIndex(view: View, actions: readonly DuelAction[], caught: number | null, verticalAnySpace: boolean, rng?: Rng): number {
  const scores = scoreActions(view, actions, caught, verticalAnySpace);
  let best = 0;
  let ties = 1;
  for (let i = 1; i < scores.length; i++) {
    if (scores[i]! > scores[best]! + 1e-9) {
      best = i;
      ties = 1;
    } else if (rng && Math.abs(scores[i]! - scores[best]!) <= 1e-9 && rng.int(++ties) === 0) best = i;
  }
  return best;
}

/** The greedy bot: the best-scoring legal action from what the observation shows. */
export function greedyChoice(obs: DuelObservation, legal: readonly string[]): string {
  const actions: DuelAction[] = [];
  const texts: string[] = [];
  for (const text of legal) {
    const parsed = parseAction(text);
    if (parsed.ok) {
      actions.push(parsed.value);
      texts.push(text);
    }
  }
  if (actions.length === 0) return legal[0]!;
  const caught = obs.pending?.kind === 'harpoon' ? obs.pending.card : null;
  return texts[bestIndex(viewOfObservation(obs), actions, caught, obs.variant.verticalAnySpace)]!;
}

/** The playout policy: greedy on the acting seat's view of a full position, ties broken by `rng`. */
export function rolloutChoice(pos: DuelPosition, legal: readonly DuelAction[], rng: Rng): DuelAction {
  const seat = pos.toAct ?? 0;
  const caught = pos.pending?.kind === 'harpoon' ? pos.pending.card : null;
  return legal[bestIndex(viewOfPosition(pos, seat), legal, caught, pos.variant.verticalAnySpace, rng)]!;
}

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26 through erf). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/**
 * The expected final margin in domains for `seat` (exact once the game is over): per domain, the
 * chance to win it from the totals, this round's board (by the board score's slot chances, with
 * both hands as the cards to come) and the cards still in the domain deck.
 */
export function evaluate(pos: DuelPosition, seat: number): number {
  const opp = other(seat);
  if (pos.ended) return pos.ended.scores[seat]!.total - pos.ended.scores[opp]!.total;
  const totals = pos.won.map(domainTotals);
  const out = minusOut(pos.won);
  const clinched = clinchedDomains(pos);
  const expected = [totals[seat]!.slice(), totals[opp]!.slice()];
  const view: View = { ...viewOfPosition(pos, seat), unseen: [...pos.hands[0]!, ...pos.hands[1]!] };
  const remaining = [0, 0, 0, 0, 0];
  for (const [d] of pos.domainDeck) remaining[DOMAINS.indexOf(d)]!++;
  pos.slots.forEach((c, k) => {
    if (!c) return;
    const d = DOMAINS.indexOf(c[0]);
    const p = slotChance(view, pos.spaces, k, view.unseen);
    expected[0]![d]! += c[1] * p;
    expected[1]![d]! += c[1] * (1 - p);
  });
  let margin = 0;
  for (let d = 0; d < 5; d++) {
    let p: number;
    if (clinched[seat]![d]) p = 1;
    else if (clinched[opp]![d]) p = 0;
    else p = normalCdf((expected[0]![d]! - expected[1]![d]!) / (0.5 + 1.2 * Math.sqrt(remaining[d]! + (out[d] ? 0 : 0.5))));
    margin += 2 * p - 1;
  }
  return margin;
}

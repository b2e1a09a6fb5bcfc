/**
 * Hidden information (spec 7): one seat's observation. It holds the public state, the seat's own
 * hand, special and knowledge log, the opponent's special only once played (or, for the first
 * player, given away), and never a deck order, another hand or the generator state.
 */
import { cloneData } from '../core/clone.js';
import { other, type DomainCard, type DuelPosition, type DuelVariants, type Ended, type KnowledgeEvent, type Space, type Special, type Stage, type Arrow } from './types.js';

/** A pending decision as one seat sees it: the module's cards only for its player. */
export type ObservedPending =
  | { kind: 'choose'; seat: number; cards: [number, number] | null }
  | { kind: 'harpoon'; seat: number; card: number }
  | { kind: 'move'; seat: number; placed: Space; arrow: Arrow };

/** What one seat may know (spec 7). */
export interface DuelObservation {
  format: 'nautilus-duel-observation/1';
  seat: number;
  variant: DuelVariants;
  round: number;
  first: number;
  toAct: number | null;
  stage: Stage;
  slots: (DomainCard | null)[];
  spaces: (number | null)[][];
  anchor: Space | null;
  placements: number;
  /** The observer's Divers, ascending. */
  hand: number[];
  /** Both seats' numbers of Divers in hand. */
  handSizes: number[];
  /** Each seat's special as far as the observer knows it (own; the opponent's once played or given). */
  specials: (Special | null)[];
  /** Whether each seat holds a special it has not played. */
  holdsSpecial: boolean[];
  specialUsed: boolean[];
  /** The two drawn specials, for the first player during keep. */
  drafted: [Special, Special] | null;
  pending: ObservedPending | null;
  diverDeckSize: number;
  specialDeckSize: number;
  specialDiscard: Special[];
  domainDeckSize: number;
  /** Won domain cards; the opponent's are null with `hiddenDomains` while the game runs. */
  won: (DomainCard[] | null)[];
  wonCounts: number[];
  /** The observer's knowledge log this round. */
  knowledge: KnowledgeEvent[];
  ended: Ended | null;
}

/**
 * What `seat` knows that its observation shows and the public state does not (spec 7), as a key:
 * its hand, its special and the first player's given one, its drafted pair, a module's cards it
 * chooses from, its knowledge log, and with `hiddenDomains` the domain cards it won. Two positions with the same public state and key give the seat
 * the same observation (tests/core/secret.test.ts).
 */
export function secretOf(pos: DuelPosition, seat: number): string {
  const opp = other(seat);
  const gave = seat === pos.first && pos.stage !== 'keep' && pos.stage !== 'over' ? pos.specials[opp] : null;
  const pending = pos.pending?.kind === 'choose' && pos.pending.seat === seat ? pos.pending.cards.join(',') : '';
  const drafted = seat === pos.first && pos.drafted ? pos.drafted.join(',') : '';
  const knowledge = pos.knowledge[seat]!;
  const won = pos.variant.hiddenDomains && pos.stage !== 'over' ? JSON.stringify(pos.won[seat]) : '';
  return `${pos.hands[seat]!.join(',')}|${pos.specials[seat]}|${gave}|${drafted}|${pending}|${knowledge.length ? JSON.stringify(knowledge) : ''}|${won}`;
}

/** The observation of `seat` (spec 7). */
export function observe(pos: DuelPosition, seat: number): DuelObservation {
  const opp = other(seat);
  const gaveToOpp = seat === pos.first && pos.stage !== 'keep' && pos.stage !== 'over';
  const pending = pos.pending;
  let observedPending: ObservedPending | null = null;
  if (pending?.kind === 'choose') observedPending = { kind: 'choose', seat: pending.seat, cards: pending.seat === seat ? [pending.cards[0], pending.cards[1]] : null };
  else if (pending) observedPending = cloneData(pending);
  const hideWon = pos.variant.hiddenDomains && pos.stage !== 'over';
  return {
    format: 'nautilus-duel-observation/1',
    seat,
    variant: { ...pos.variant },
    round: pos.round,
    first: pos.first,
    toAct: pos.toAct,
    stage: pos.stage,
    slots: cloneData(pos.slots),
    spaces: cloneData(pos.spaces),
    anchor: pos.anchor ? [pos.anchor[0], pos.anchor[1]] : null,
    placements: pos.placements,
    hand: [...pos.hands[seat]!],
    handSizes: pos.hands.map((h) => h.length),
    specials: pos.specials.map((s, i) => (i === seat || pos.specialUsed[i] || (i === opp && gaveToOpp) ? s : null)),
    holdsSpecial: pos.specials.map((s, i) => s !== null && !pos.specialUsed[i]),
    specialUsed: [...pos.specialUsed],
    drafted: seat === pos.first && pos.drafted ? [pos.drafted[0], pos.drafted[1]] : null,
    pending: observedPending,
    diverDeckSize: pos.diverDeck.length,
    specialDeckSize: pos.specialDeck.length,
    specialDiscard: [...pos.specialDiscard],
    domainDeckSize: pos.domainDeck.length,
    won: pos.won.map((w, i) => (i === opp && hideWon ? null : cloneData(w))),
    wonCounts: pos.won.map((w) => w.length),
    knowledge: cloneData(pos.knowledge[seat]!),
    ended: cloneData(pos.ended),
  };
}

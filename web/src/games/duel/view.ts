/**
 * What the duel's components draw: a full position (Explore's omniscient view, the editor) or one
 * seat's observation, read into one shape. Hidden things stay hidden: a hand the viewer may not see
 * is null (only its size is known), so no component can show it by mistake.
 */
import { makeCard } from '../../../../src/duel/notation.js';
import type { DuelObservation, ObservedPending } from '../../../../src/duel/observation.js';
import { DOMAINS, FISHBONE, KRAKEN, arrowOf, beats, type DomainCard, type DuelPosition, type DuelScore, type Ended, type KnowledgeEvent, type Space, type Special, type Stage } from '../../../../src/duel/types.js';
import { labelsIn } from '../../i18n/index.js';

export interface DuelView {
  /** The viewer's seat, null for everything. */
  seat: number | null;
  round: number;
  first: number;
  toAct: number | null;
  stage: Stage;
  slots: (DomainCard | null)[];
  spaces: (number | null)[][];
  anchor: Space | null;
  /** Each seat's Divers, or null when the viewer may not see them. */
  hands: (number[] | null)[];
  handSizes: number[];
  /** Each seat's special as far as the viewer knows it. */
  specials: (Special | null)[];
  holdsSpecial: boolean[];
  specialUsed: boolean[];
  drafted: [Special, Special] | null;
  pending: ObservedPending | null;
  /** Won domain cards; null when hidden (the `hiddenDomains` variant). */
  won: (DomainCard[] | null)[];
  wonCounts: number[];
  /** What each seat knows this round (the viewer's log only, when a seat views). */
  knowledge: (KnowledgeEvent[] | null)[];
  decks: { divers: number; specials: number; domains: number };
  specialDiscard: Special[];
  ended: Ended | null;
}

/** Reads a position or an observation. */
export function duelView(value: unknown): DuelView {
  const v = value as Partial<DuelObservation> & Partial<DuelPosition>;
  if (v.format === 'nautilus-duel-observation/1') {
    const o = value as DuelObservation;
    return {
      seat: o.seat,
      round: o.round,
      first: o.first,
      toAct: o.toAct,
      stage: o.stage,
      slots: o.slots,
      spaces: o.spaces,
      anchor: o.anchor,
      hands: [0, 1].map((s) => (s === o.seat ? o.hand : null)),
      handSizes: o.handSizes,
      specials: o.specials,
      holdsSpecial: o.holdsSpecial,
      specialUsed: o.specialUsed,
      drafted: o.drafted,
      pending: o.pending,
      won: o.won,
      wonCounts: o.wonCounts,
      knowledge: [0, 1].map((s) => (s === o.seat ? o.knowledge : null)),
      decks: { divers: o.diverDeckSize, specials: o.specialDeckSize, domains: o.domainDeckSize },
      specialDiscard: o.specialDiscard,
      ended: o.ended,
    };
  }
  const p = value as DuelPosition;
  return {
    seat: null,
    round: p.round,
    first: p.first,
    toAct: p.toAct,
    stage: p.stage,
    slots: p.slots,
    spaces: p.spaces,
    anchor: p.anchor,
    hands: p.hands,
    handSizes: p.hands.map((h) => h.length),
    specials: p.specials,
    holdsSpecial: p.specials.map((s, i) => s !== null && !p.specialUsed[i]),
    specialUsed: p.specialUsed,
    drafted: p.drafted,
    pending: p.pending,
    won: p.won,
    wonCounts: p.won.map((w) => w.length),
    knowledge: p.knowledge,
    decks: { divers: p.diverDeck.length, specials: p.specialDeck.length, domains: p.domainDeck.length },
    specialDiscard: p.specialDiscard,
    ended: p.ended,
  };
}

/** A card's face text: its value, K for the Kraken (15), F for the Fishbone (0). */
export const cardFace = (card: number): string => (card === KRAKEN ? 'K' : card === FISHBONE ? 'F' : String(card));
/** A card in words. */
export const cardName = (card: number): string => (card === KRAKEN ? 'the Kraken (15)' : card === FISHBONE ? 'the Fishbone (0)' : card === 1 ? 'the 1 (crab)' : `the ${card}`);
export { arrowOf, makeCard };

/** Short domain names and their colours (with a letter each, so hue is never alone). */
export const DOMAIN_SHORT = labelsIn('names.domainsShort', ['science', 'exploration', 'navigation', 'engineering', 'war']);
export const DOMAIN_COLORS: Record<string, string> = { science: '#7fc8f8', exploration: '#9fe09a', navigation: '#c9b3f2', engineering: '#f2c48d', war: '#f29b9b' };
export const domainIndex = (d: string): number => (DOMAINS as readonly string[]).indexOf(d);
/** A domain card's points as marks: ★★, ★ or the −1 blot. */
export const pointsMark = (points: number): string => (points === 2 ? '★★' : points === 1 ? '★' : '−1');

/** Per seat, per domain: total of the won cards (null when hidden). */
export function totalsOf(won: DomainCard[] | null): number[] | null {
  if (!won) return null;
  const t = [0, 0, 0, 0, 0];
  for (const [d, p] of won) t[domainIndex(d)]! += p;
  return t;
}

/** The seat whose card wins a slot now (both spaces filled), or null. */
export function slotLeader(spaces: (number | null)[][], k: number): number | null {
  const a = spaces[0]![k];
  const b = spaces[1]![k];
  if (a === null || a === undefined || b === null || b === undefined) return null;
  return beats(a, b) ? 0 : 1;
}

export type { DuelScore };

/** What a seat's strip along its side of the ship shows: hand, special, Nemo, won domain cards (pure). */
import { totalsOf, type DuelView } from '../view.js';

/** One seat's strip. */
export interface Strip {
  seat: number;
  /** The seat's Divers, or null when the viewer may not see them. */
  hand: number[] | null;
  size: number;
  special: DuelView['specials'][number];
  holds: boolean;
  used: boolean;
  nemo: boolean;
  won: DuelView['won'][number] | undefined;
  wonCount: number;
  totals: ReturnType<typeof totalsOf>;
  /** The cards the viewer saw in this hand with the Eye, or null. */
  seen: number[] | null;
  acting: boolean;
}

/** Seat `s`'s strip in `view`, `toAct` being the seat to act (null when over). */
export function stripOf(view: DuelView, s: number, toAct: number | null): Strip {
  const hand = view.hands[s] ?? null;
  const known = view.specials[s] ?? null;
  const totals = totalsOf(view.won[s] ?? null);
  const eye = view.seat === null || view.seat === s ? undefined : (view.knowledge[view.seat] ?? []).find((e) => e.event === 'eye' && e.seat === view.seat);
  return {
    seat: s,
    hand,
    size: view.handSizes[s] ?? 0,
    special: known,
    holds: view.holdsSpecial[s] ?? false,
    used: view.specialUsed[s] ?? false,
    nemo: view.first === s && !view.ended,
    won: view.won[s],
    wonCount: view.wonCounts[s] ?? 0,
    totals,
    seen: eye && eye.event === 'eye' ? eye.cards : null,
    acting: toAct === s,
  };
}

/** The five domains, in the slots' order of totals. */
export const DOMAIN_LIST = ['science', 'exploration', 'navigation', 'engineering', 'war'];

/** Won domain cards of a seat, grouped by domain. */
export const wonBy = (won: [string, number][] | null, d: string): number[] => (won ?? []).filter((c) => c[0] === d).map((c) => c[1]);

/** Per domain: whether either seat won a minus card of it (three then clinch). */
export const minusOutOf = (view: DuelView): boolean[] => DOMAIN_LIST.map((d) => [0, 1].some((s) => (view.won[s] ?? []).some((c) => c[0] === d && c[1] < 0)));

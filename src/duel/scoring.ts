/** Domain totals, clinching and the final score (spec 5). */
import { DOMAINS, ROUNDS, type DomainCard, type DuelPosition, type DuelScore, type EndReason } from './types.js';

/** A seat's total per domain (spec 5): the sum of its won cards' points. */
export function domainTotals(won: readonly DomainCard[]): number[] {
  const totals = [0, 0, 0, 0, 0];
  for (const [domain, points] of won) totals[DOMAINS.indexOf(domain)]! += points;
  return totals;
}

/** Per domain, whether its -1 card has been won by either seat. */
export function minusOut(won: readonly (readonly DomainCard[])[]): boolean[] {
  const out = [false, false, false, false, false];
  for (const cards of won) for (const [domain, points] of cards) if (points < 0) out[DOMAINS.indexOf(domain)] = true;
  return out;
}

/** Whether a domain total has clinched the domain (spec 5): 4 or more, or 3 with its -1 won. */
export function isClinched(total: number, minusWon: boolean): boolean {
  return total >= 4 || (total === 3 && minusWon);
}

/** Per seat, per domain: clinched at the end of the last round (spec 5). */
export function clinchedDomains(pos: Pick<DuelPosition, 'won'>): boolean[][] {
  const out = minusOut(pos.won);
  return pos.won.map((cards) => domainTotals(cards).map((t, d) => isClinched(t, out[d]!)));
}

/**
 * Final score lines (spec 5). A domain is won when clinched; after a `rounds` end (or, while the
 * game runs, as if the printed six rounds ended now) also by the strictly higher total.
 */
export function scoreLines(pos: Pick<DuelPosition, 'won'>, reason: EndReason | null): DuelScore[] {
  const totals = pos.won.map(domainTotals);
  const clinched = clinchedDomains(pos);
  return [0, 1].map((seat) => {
    const mine = totals[seat]!;
    const theirs = totals[1 - seat]!;
    const won = mine.map((t, d) => clinched[seat]![d]! || (reason !== 'clinched' && t > theirs[d]!));
    return { seat, total: won.filter(Boolean).length, domainTotals: mine, won };
  });
}

/** The seats with the highest total (both on a draw). */
export function winnersOf(scores: readonly DuelScore[]): number[] {
  const best = Math.max(...scores.map((s) => s.total));
  return scores.filter((s) => s.total === best).map((s) => s.seat);
}

/** Why the game ends after round `round`'s awards, or null when it goes on (spec 5). */
export function endAfterRound(pos: Pick<DuelPosition, 'won' | 'variant' | 'domainDeck'>, round: number): EndReason | null {
  if (round >= ROUNDS || pos.domainDeck.length < 5) return 'rounds';
  if (pos.variant.earlyEnd && clinchedDomains(pos).some((c) => c.filter(Boolean).length >= 3)) return 'clinched';
  return null;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];

/** Why the game ended, in words, with the round (spec 5). With the default split nobody ties. */
export function describeEnding(pos: DuelPosition): string | null {
  const ended = pos.ended;
  if (!ended) return null;
  const [a, b] = ended.scores as [DuelScore, DuelScore];
  const lead = a.total >= b.total ? a : b;
  const trail = lead === a ? b : a;
  if (ended.endReason === 'clinched') {
    const count = clinchedDomains(pos)[lead.seat]!.filter(Boolean).length;
    return `seat ${lead.seat} clinched ${NUMBER_WORDS[count]} domains after round ${pos.round}: ${lead.total} to ${trail.total}`;
  }
  return `six rounds played: seat ${lead.seat} won ${lead.total} domains to ${trail.total}`;
}

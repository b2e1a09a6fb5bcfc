/**
 * A compact terminal picture of a duel position (`nautilab show`): the ship's ten spaces facing
 * the five domain slots, the hands (the other's hidden when a seat is given), won domains and
 * the Nemo token.
 */
import { makeCard } from './notation.js';
import { observe } from './observation.js';
import { domainTotals } from './scoring.js';
import { DOMAINS, type DomainCard, type DuelPosition } from './types.js';

const SHORT: Record<string, string> = { science: 'sci', exploration: 'exp', navigation: 'nav', engineering: 'eng', war: 'war' };

const cell = (text: string): string => text.padStart(5).padEnd(7);
const domainText = (c: DomainCard | null): string => (c ? `${SHORT[c[0]]}${c[1] > 0 ? '+' : ''}${c[1]}` : '--');

/** The position as text; `seat` shows what that seat knows (null: everything). */
export function renderPosition(pos: DuelPosition, seat: number | null): string {
  const obs = seat === null ? null : observe(pos, seat);
  const spaceText = (s: number, k: number): string => {
    const c = pos.spaces[s]![k]!;
    if (c === null) return '.';
    const anchored = pos.anchor && pos.anchor[0] === s && pos.anchor[1] === k ? '*' : '';
    const name = makeCard(c);
    return `${name === 'kraken' ? 'K' : name === 'fishbone' ? 'F' : name}${anchored}`;
  };
  const row = (label: string, cells: string[]): string => (label.padEnd(9) + cells.map(cell).join('')).trimEnd();
  const nemo = (s: number): string => (pos.first === s ? '  (Nemo)' : '');
  const lines: string[] = [];
  const state = pos.ended ? 'game over' : `stage ${pos.stage}, seat ${pos.toAct} to act${pos.pending ? ` (${pos.pending.kind})` : ''}`;
  lines.push(`duel round ${pos.round}/6, ${state}${seat === null ? '' : `; seen by seat ${seat}`}`);
  lines.push(row('seat 1', [0, 1, 2, 3, 4].map((k) => spaceText(1, k))) + nemo(1));
  lines.push(row('domains', pos.slots.map(domainText)));
  lines.push(row('seat 0', [0, 1, 2, 3, 4].map((k) => spaceText(0, k))) + nemo(0));
  for (const s of [0, 1]) {
    const hidden = obs !== null && s !== seat;
    const cards = hidden ? pos.hands[s]!.map(() => '?') : pos.hands[s]!.map(String);
    const known = obs ? obs.specials[s] : pos.specials[s];
    const held = pos.specials[s] !== null && !pos.specialUsed[s];
    const special = pos.specials[s] === null ? '' : ` | special ${known ?? '?'}${held ? '' : ' (played)'}`;
    lines.push(`hand ${s}: ${cards.join(' ') || '-'}${special}`);
  }
  for (const s of [0, 1]) {
    if (obs && obs.won[s] === null) {
      lines.push(`won ${s}: ${pos.won[s]!.length} cards (hidden)`);
      continue;
    }
    const totals = domainTotals(pos.won[s]!);
    const parts = DOMAINS.map((d, i) => `${SHORT[d]} ${totals[i]}`);
    lines.push(`won ${s}: ${pos.won[s]!.length} cards, totals ${parts.join(', ')}`);
  }
  if (pos.drafted && (obs === null || seat === pos.first)) lines.push(`drafted: ${pos.drafted.join(', ')}`);
  lines.push(`decks: divers ${pos.diverDeck.length}, specials ${pos.specialDeck.length}, domains ${pos.domainDeck.length}; discard ${pos.specialDiscard.join(' ') || '-'}`);
  if (pos.ended) lines.push(`scores: ${pos.ended.scores.map((s) => `seat ${s.seat} ${s.total}`).join(', ')}; ${pos.ended.endReason}; winners ${pos.ended.winners.join(' ')}`);
  return lines.join('\n');
}

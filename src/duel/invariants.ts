/**
 * Conservation invariants (spec 1, 3, 4), checked after every action by the property suite: every
 * card of the game is in exactly one place, each seat can still place exactly its five cards,
 * and the board's values are distinct. Written apart from the position checks on purpose.
 */
import { placeableCards } from './generate.js';
import { DOMAIN_SPLIT, DOMAINS, FISHBONE, KRAKEN, SPECIALS, other, type DuelPosition } from './types.js';

/** The broken invariants of a position (empty when all hold). */
export function invariants(pos: DuelPosition): string[] {
  const out: string[] = [];
  // 14 Divers plus the two Diver-like specials, wherever they are (counts by value 0..15).
  const count = new Array<number>(16).fill(0);
  const board = pos.spaces.flat().filter((c): c is number => c !== null);
  for (const cards of [pos.hands[0]!, pos.hands[1]!, pos.diverDeck, board]) for (const c of cards) count[c]!++;
  if (pos.pending?.kind === 'choose') for (const c of pos.pending.cards) count[c]!++;
  if (pos.pending?.kind === 'harpoon') count[pos.pending.card]!++;
  for (let c = 1; c <= 14; c++) if (count[c] !== 1) out.push(`Diver ${c} appears ${count[c]} times`);
  // The six specials, and the Kraken and Fishbone as cards: on the board only once played.
  const specials = [...pos.specialDeck, ...pos.specialDiscard, ...(pos.drafted ?? []), ...pos.specials.filter((s) => s !== null)];
  for (const name of SPECIALS) {
    const n = specials.filter((s) => s === name).length;
    if (n !== 1) out.push(`special ${name} appears ${n} times`);
  }
  if (specials.length !== SPECIALS.length) out.push(`${specials.length} specials in the game, not 6`);
  for (const [value, name] of [
    [KRAKEN, 'kraken'],
    [FISHBONE, 'fishbone'],
  ] as const) {
    const holder = pos.specials.indexOf(name);
    const played = holder >= 0 && pos.specialUsed[holder] ? 1 : 0;
    if (count[value] !== played) out.push(`the ${name} is on the board ${count[value]} times but played ${played} times`);
  }
  // The 30 domain cards: per domain, the split's points.
  const points = DOMAINS.map(() => [] as number[]);
  const domains = [...pos.slots.filter((c) => c !== null), ...pos.domainDeck, ...pos.won[0]!, ...pos.won[1]!];
  for (const [d, p] of domains) points[DOMAINS.indexOf(d)]?.push(p);
  const want = [...DOMAIN_SPLIT].sort((a, b) => a - b).join();
  points.forEach((list, d) => {
    const have = list.sort((a, b) => a - b).join();
    if (have !== want) out.push(`${DOMAINS[d]} cards are ${have}, not ${want}`);
  });
  // Distinct board values, and five placements per seat this round.
  if (new Set(board).size !== board.length) out.push(`the board repeats a value: ${board.join(' ')}`);
  if (pos.stage !== 'over' && pos.stage !== 'keep') {
    const placed = [Math.ceil(pos.placements / 2), Math.floor(pos.placements / 2)];
    for (const [i, seat] of [pos.first, other(pos.first)].entries()) {
      const left = 5 - placed[i]!;
      const pending = pos.pending;
      // a card in flight (module draw, harpoon catch) comes back to a hand
      const inFlight = (pending?.kind === 'choose' && pending.seat === seat) || (pending?.kind === 'harpoon' && pending.seat !== seat) ? 1 : 0;
      const canPlace = placeableCards(pos, seat).length + inFlight;
      if (canPlace < left) out.push(`seat ${seat} must place ${left} more cards but can place ${canPlace}`);
    }
  }
  if (board.length !== pos.placements) out.push(`${board.length} cards on the board after ${pos.placements} placements`);
  return out;
}

/**
 * Determinization (spec 7): a full position consistent with one seat's observation, each hidden
 * part drawn from that seat's belief (beliefs.ts). `observe(determinize(obs), obs.seat)` equals
 * `obs`, and the result passes `fromJSON`.
 */
import { cloneData } from '../core/clone.js';
import { seedRng, type Rng } from '../core/rng.js';
import { diverKnowledge, domainKnowledge, sampleHiddenWon, specialKnowledge } from './beliefs.js';
import type { DuelObservation } from './observation.js';
import { allDomainCards } from './setup.js';
import { other, type DomainCard, type DuelPosition, type KnowledgeEvent, type Pending, type Special } from './types.js';

const ascending = (a: number, b: number): number => a - b;

/** A full position consistent with `obs`, hidden cards sampled with `rng`. */
export function determinize(obs: DuelObservation, rng: Rng): DuelPosition {
  const me = obs.seat;
  const opp = other(me);

  // Divers: pinned cards where the log puts them, the free ones shuffled into the gaps.
  const dk = diverKnowledge(obs);
  const free = rng.shuffle([...dk.free]);
  const oppHand = [...dk.inHand, ...free.splice(0, dk.handSize - dk.inHand.length)].sort(ascending);
  const draw = free.splice(0, dk.drawSize);
  const diverDeck = [...dk.inDeck, ...free];
  const hands: number[][] = [];
  hands[me] = [...obs.hand];
  hands[opp] = oppHand;

  // Specials: the opponent's within what the turn order allows, then the draft, then the deck.
  const sk = specialKnowledge(obs);
  const pool = rng.shuffle([...sk.pool]);
  const specials = [...obs.specials];
  if (sk.opponentHidden) {
    const pick = sk.opponentOptions[rng.int(sk.opponentOptions.length)]!;
    specials[opp] = pick;
    pool.splice(pool.indexOf(pick), 1);
  }
  const drafted = obs.drafted ?? (sk.draftSize ? (pool.splice(0, 2) as [Special, Special]) : null);

  // Domains: the opponent's hidden won cards from the dynamic program, the rest as the deck.
  const dom = domainKnowledge(obs);
  const hiddenWon = sampleHiddenWon(dom, () => rng.next());
  const left = new Map<string, number>();
  for (const [d, points] of allDomainCards()) left.set(`${d} ${points}`, (left.get(`${d} ${points}`) ?? 0) + 1);
  const use = (c: DomainCard): void => void left.set(`${c[0]} ${c[1]}`, left.get(`${c[0]} ${c[1]}`)! - 1);
  for (const c of obs.slots) if (c) use(c);
  for (const w of obs.won) for (const c of w ?? []) use(c);
  for (const c of hiddenWon) use(c);
  const domainDeck = rng.shuffle(allDomainCards().filter((c) => (left.get(`${c[0]} ${c[1]}`)! > 0 ? (use(c), true) : false)));
  const won = obs.won.map((w) => (w === null ? hiddenWon : cloneData(w)));

  let pending: Pending | null = null;
  if (obs.pending?.kind === 'choose') pending = { kind: 'choose', seat: obs.pending.seat, cards: obs.pending.cards ?? [draw[0]!, draw[1]!] };
  else if (obs.pending) pending = cloneData(obs.pending);

  const knowledge: KnowledgeEvent[][] = [];
  knowledge[me] = cloneData(obs.knowledge);
  knowledge[opp] = opponentLog(obs, oppHand, dk.inHand, diverDeck, rng);

  return {
    format: 'nautilus-duel/1',
    variant: { ...obs.variant },
    round: obs.round,
    first: obs.first,
    toAct: obs.toAct,
    stage: obs.stage,
    slots: cloneData(obs.slots),
    spaces: cloneData(obs.spaces),
    anchor: obs.anchor ? [obs.anchor[0], obs.anchor[1]] : null,
    hands,
    specials,
    specialUsed: [...obs.specialUsed],
    drafted,
    placements: obs.placements,
    pending,
    diverDeck,
    specialDeck: pool,
    specialDiscard: [...obs.specialDiscard],
    domainDeck,
    won,
    knowledge,
    ended: cloneData(obs.ended),
    rng: seedRng(rng.nextU32()),
  };
}

/**
 * The opponent's knowledge log as the observer can rebuild it: the special it gave (the
 * observer's own), the public events, and for its own module a kept card from its sampled hand
 * and the card put back on top of the sampled deck.
 */
function opponentLog(obs: DuelObservation, oppHand: number[], knownInHand: number[], diverDeck: number[], rng: Rng): KnowledgeEvent[] {
  const me = obs.seat;
  const opp = other(me);
  const log: KnowledgeEvent[] = [];
  if (obs.first === opp && obs.stage !== 'keep' && obs.stage !== 'over') log.push({ event: 'gave', special: obs.specials[me]! });
  for (const e of obs.knowledge) {
    if (e.event === 'gave') continue;
    if (e.event !== 'module') {
      log.push(cloneData(e));
    } else if (e.seat === me) {
      log.push({ event: 'module', seat: me, cards: null, kept: null });
    } else {
      const fresh = oppHand.filter((c) => !knownInHand.includes(c));
      const choices = fresh.length ? fresh : oppHand;
      const kept = choices[rng.int(choices.length)]!;
      const back = diverDeck[0]!;
      log.push({ event: 'module', seat: opp, cards: [kept, back].sort(ascending) as [number, number], kept });
    }
  }
  return log;
}

/**
 * Beliefs (spec 7): for every card location a seat cannot see, the probability of each card it
 * may hold, uniform over the full positions consistent with the observation. Determinization
 * (determinize.ts) samples from exactly these distributions.
 *
 * - Divers: the unseen Divers fill the opponent's hand, the opponent's module draw and the Diver
 *   deck, except cards the knowledge log pins down (seen by the Eye, caught or given by a
 *   Harpoon, put back by one's own module).
 * - Specials: the unseen specials fill the opponent's special, the first player's draft and the
 *   special deck; the opponent's special is a pre-placement one once it was asked to play it, and
 *   a placement one once its turn to do so passed without a question.
 * - Domains (with `hiddenDomains`): the unseen cards fill the opponent's won cards and the domain
 *   deck, conditioned on the game still running (nobody has clinched 3 domains), by an exact
 *   dynamic program over the five domains.
 */
import { isClinched, domainTotals, minusOut } from './scoring.js';
import type { DuelObservation } from './observation.js';
import { DOMAINS, DIVERS, PLACEMENT_SPECIALS, PRE_PLACEMENT, SPECIALS, other, type DomainCard, type Special } from './types.js';

/** A hidden Diver location: its size, the cards known to be there, the law of each other card. */
export interface DiverBelief {
  location: 'opponentHand' | 'opponentDraw' | 'diverDeck';
  size: number;
  known: number[];
  options: { card: number; p: number }[];
}

/** A hidden special location. */
export interface SpecialBelief {
  location: 'opponentSpecial' | 'drafted' | 'specialDeck';
  size: number;
  known: Special[];
  options: { card: Special; p: number }[];
}

/** A hidden domain-card location. */
export interface DomainBelief {
  location: 'opponentWon' | 'domainDeck';
  size: number;
  known: DomainCard[];
  options: { card: DomainCard; p: number }[];
}

/** One unknown card location and what it may hold. */
export type Belief = DiverBelief | SpecialBelief | DomainBelief;

/** What a seat knows of the Divers it cannot see. */
export interface DiverKnowledge {
  /** Unseen Divers not pinned down, ascending. */
  free: number[];
  /** Divers known to be in the opponent's hand. */
  inHand: number[];
  /** Divers known to be in the Diver deck. */
  inDeck: number[];
  handSize: number;
  /** Cards of the opponent's pending module draw (0 or 2). */
  drawSize: number;
  deckSize: number;
}

/** The observer's facts about unseen Divers, from its hand, the board and its knowledge log. */
export function diverKnowledge(obs: DuelObservation): DiverKnowledge {
  const me = obs.seat;
  const seen = new Set<number>(obs.hand);
  for (const row of obs.spaces) for (const c of row) if (c !== null) seen.add(c);
  const pending = obs.pending;
  if (pending?.kind === 'harpoon') seen.add(pending.card);
  if (pending?.kind === 'choose' && pending.cards) for (const c of pending.cards) seen.add(c);
  const inHand = new Set<number>();
  const inDeck = new Set<number>();
  for (const e of obs.knowledge) {
    if (e.event === 'eye' && e.seat === me) {
      inHand.clear();
      for (const c of e.cards) inHand.add(c);
    } else if (e.event === 'harpoon') {
      // my catch goes back (or stays) there; on a swap the card I gave is there instead
      const toOpp = e.seat === me ? (e.given ?? e.drawn) : e.given === null ? null : e.drawn;
      const fromOpp = e.seat === me ? (e.given === null ? null : e.drawn) : e.given;
      if (fromOpp !== null) inHand.delete(fromOpp);
      if (toOpp !== null) inHand.add(toOpp);
    } else if (e.event === 'module' && e.seat === me && e.cards && e.kept !== null) {
      inDeck.add(e.cards[0] === e.kept ? e.cards[1] : e.cards[0]);
    }
  }
  const unseen = DIVERS.filter((c) => !seen.has(c));
  const knownHand = unseen.filter((c) => inHand.has(c));
  const knownDeck = unseen.filter((c) => inDeck.has(c) && !inHand.has(c));
  return {
    free: unseen.filter((c) => !inHand.has(c) && !inDeck.has(c)),
    inHand: knownHand,
    inDeck: knownDeck,
    handSize: obs.handSizes[other(me)]!,
    drawSize: pending?.kind === 'choose' && pending.seat !== me ? 2 : 0,
    deckSize: obs.diverDeckSize,
  };
}

/** What a seat knows of the specials it cannot see. */
export interface SpecialKnowledge {
  /** Specials not seen by the observer, in canonical order. */
  pool: Special[];
  /** Whether the opponent holds a special the observer cannot name. */
  opponentHidden: boolean;
  /** The specials the opponent's hidden one may be. */
  opponentOptions: Special[];
  /** The opponent's hidden draft size (2 during keep when it is the first player, else 0). */
  draftSize: number;
  deckSize: number;
}

/** The observer's facts about unseen specials, including what the turn order revealed. */
export function specialKnowledge(obs: DuelObservation): SpecialKnowledge {
  const me = obs.seat;
  const opp = other(me);
  const seen = new Set<Special>(obs.specialDiscard);
  for (const s of obs.specials) if (s) seen.add(s);
  for (const s of obs.drafted ?? []) seen.add(s);
  const pool = SPECIALS.filter((s) => !seen.has(s));
  const opponentHidden = obs.specials[opp] === null && obs.holdsSpecial[opp] === true;
  let opponentOptions: Special[] = [];
  if (opponentHidden) {
    const asked = obs.knowledge.some((e) => e.event === 'skip' && e.seat === opp) || (obs.stage === 'special' && obs.toAct === opp);
    opponentOptions = asked ? pool.filter((s) => PRE_PLACEMENT.includes(s)) : passedUnasked(obs) ? pool.filter((s) => PLACEMENT_SPECIALS.includes(s)) : pool;
  }
  return {
    pool,
    opponentHidden,
    opponentOptions,
    draftSize: obs.stage === 'keep' && obs.first === opp ? 2 : 0,
    deckSize: obs.specialDeckSize,
  };
}

/** Whether the opponent's pre-placement turn has passed (it was asked only if it held one). */
function passedUnasked(obs: DuelObservation): boolean {
  if (obs.stage === 'place' || obs.pending?.kind === 'move') return true;
  // during the second player's decision, the first player's turn is over
  return (obs.stage === 'special' || obs.stage === 'pending') && obs.toAct === obs.seat && obs.first === other(obs.seat);
}

/** Domain-card types with counts: per domain, the -1, the 2 and the 1s not seen. */
export interface DomainKnowledge {
  /** `pool[d]` = [number of -1, number of 2, number of 1] unseen in domain d. */
  pool: number[][];
  /** The opponent's hidden won cards (0 unless `hiddenDomains` hides them). */
  hiddenWon: number;
  deckSize: number;
  /** `weights` of the opponent's won cards per domain and choice, conditioned on the game running. */
  table: DomainTable | null;
}

/** The dynamic-program tables over domains for the opponent's hidden won cards. */
export interface DomainTable {
  /** choices[d]: [minus, two, ones, weight, opponent clinches, observer clinches]. */
  choices: number[][][];
  /** tail[d][k][ro][rm]: weight of domains d..4 taking k cards with at most ro, rm more clinches. */
  tail: number[][][][];
  cap: number;
}

const POINT_TYPES = [-1, 2, 1];

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** The observer's facts about unseen domain cards. */
export function domainKnowledge(obs: DuelObservation): DomainKnowledge {
  const me = obs.seat;
  const opp = other(me);
  const pool = DOMAINS.map(() => [1, 1, 4]);
  const take = (c: DomainCard): void => void pool[DOMAINS.indexOf(c[0])]![POINT_TYPES.indexOf(c[1])]!--;
  for (const c of obs.slots) if (c) take(c);
  for (const w of obs.won) for (const c of w ?? []) take(c);
  const hiddenWon = obs.won[opp] === null ? obs.wonCounts[opp]! : 0;
  if (hiddenWon === 0) return { pool, hiddenWon, deckSize: obs.domainDeckSize, table: null };
  const mine = obs.won[me]!;
  const myTotals = domainTotals(mine);
  const myMinus = minusOut([mine]);
  // a running game with earlyEnd: neither seat has clinched 3 domains
  const cap = obs.variant.earlyEnd && obs.stage !== 'over' ? 2 : 5;
  const choices = DOMAINS.map((_, d) => {
    const [m, t, o] = pool[d] as [number, number, number];
    const list: number[][] = [];
    for (let a = 0; a <= m; a++) {
      for (let b = 0; b <= t; b++) {
        for (let c = 0; c <= o; c++) {
          const minusWon = myMinus[d]! || a === 1;
          const oppClinch = isClinched(-a + 2 * b + c, minusWon) ? 1 : 0;
          const myClinch = isClinched(myTotals[d]!, minusWon) ? 1 : 0;
          list.push([a, b, c, binomial(o, c), oppClinch, myClinch]);
        }
      }
    }
    return list;
  });
  const tail: number[][][][] = [];
  const zero = (): number[][][] => Array.from({ length: hiddenWon + 1 }, () => Array.from({ length: cap + 1 }, () => new Array<number>(cap + 1).fill(0)));
  tail[5] = zero();
  for (let ro = 0; ro <= cap; ro++) for (let rm = 0; rm <= cap; rm++) tail[5]![0]![ro]![rm] = 1;
  for (let d = 4; d >= 0; d--) {
    const here = zero();
    for (let k = 0; k <= hiddenWon; k++) {
      for (let ro = 0; ro <= cap; ro++) {
        for (let rm = 0; rm <= cap; rm++) {
          let sum = 0;
          for (const [a, b, c, w, oc, mc] of choices[d]! as [number, number, number, number, number, number][]) {
            const n = a + b + c;
            if (n > k || oc > ro || mc > rm) continue;
            sum += w * tail[d + 1]![k - n]![ro - oc]![rm - mc]!;
          }
          here[k]![ro]![rm] = sum;
        }
      }
    }
    tail[d] = here;
  }
  return { pool, hiddenWon, deckSize: obs.domainDeckSize, table: { choices, tail, cap } };
}

/** Expected number of each domain type in the opponent's hidden won cards: [domain][-1, 2, 1]. */
function expectedHiddenWon(k: DomainKnowledge): number[][] {
  const expected = DOMAINS.map(() => [0, 0, 0]);
  const table = k.table;
  if (!table) return expected;
  const { choices, tail, cap } = table;
  const n = k.hiddenWon;
  const total = tail[0]![n]![cap]![cap]!;
  // head[k][o][m]: weight of domains before d with exactly k cards and o, m clinches
  let head = Array.from({ length: n + 1 }, () => Array.from({ length: cap + 1 }, () => new Array<number>(cap + 1).fill(0)));
  head[0]![0]![0] = 1;
  for (let d = 0; d < 5; d++) {
    const next = Array.from({ length: n + 1 }, () => Array.from({ length: cap + 1 }, () => new Array<number>(cap + 1).fill(0)));
    for (const [a, b, c, w, oc, mc] of choices[d]! as [number, number, number, number, number, number][]) {
      const size = a + b + c;
      let mass = 0;
      for (let kk = 0; kk + size <= n; kk++) {
        for (let o = 0; o + oc <= cap; o++) {
          for (let m = 0; m + mc <= cap; m++) {
            const h = head[kk]![o]![m]!;
            if (h === 0) continue;
            mass += h * w * tail[d + 1]![n - kk - size]![cap - o - oc]![cap - m - mc]!;
            next[kk + size]![o + oc]![m + mc]! += h * w;
          }
        }
      }
      const pr = mass / total;
      expected[d]![0]! += a * pr;
      expected[d]![1]! += b * pr;
      expected[d]![2]! += c * pr;
    }
    head = next;
  }
  return expected;
}

/** Samples the opponent's hidden won cards (as types) from the dynamic program. */
export function sampleHiddenWon(k: DomainKnowledge, random: () => number): DomainCard[] {
  const table = k.table;
  if (!table) return [];
  const out: DomainCard[] = [];
  let left = k.hiddenWon;
  let ro = table.cap;
  let rm = table.cap;
  for (let d = 0; d < 5; d++) {
    const options = table.choices[d]! as [number, number, number, number, number, number][];
    const weights = options.map(([a, b, c, w, oc, mc]) => (a + b + c <= left && oc <= ro && mc <= rm ? w * table.tail[d + 1]![left - a - b - c]![ro - oc]![rm - mc]! : 0));
    const sum = weights.reduce((x, y) => x + y, 0);
    let r = random() * sum;
    let pick = weights.findIndex((w) => w > 0);
    for (let i = 0; i < weights.length; i++) {
      if (weights[i]! <= 0) continue;
      pick = i;
      r -= weights[i]!;
      if (r < 0) break;
    }
    const [a, b, c, , oc, mc] = options[pick]!;
    const domain = DOMAINS[d]!;
    for (let i = 0; i < a; i++) out.push([domain, -1]);
    for (let i = 0; i < b; i++) out.push([domain, 2]);
    for (let i = 0; i < c; i++) out.push([domain, 1]);
    left -= a + b + c;
    ro -= oc;
    rm -= mc;
  }
  return out;
}

/** Every unknown card location of the observer with the law of its cards (spec 7). */
export function beliefs(obs: DuelObservation): Belief[] {
  const out: Belief[] = [];
  const dk = diverKnowledge(obs);
  const diverOptions = dk.free.map((card) => ({ card, p: 1 / dk.free.length }));
  const diverSlots: [DiverBelief['location'], number, number[]][] = [
    ['opponentHand', dk.handSize, dk.inHand],
    ['opponentDraw', dk.drawSize, []],
    ['diverDeck', dk.deckSize, dk.inDeck],
  ];
  for (const [location, size, known] of diverSlots) {
    if (size > 0) out.push({ location, size, known, options: size > known.length ? diverOptions : [] });
  }

  const sk = specialKnowledge(obs);
  const hiddenOpp = sk.opponentHidden ? sk.opponentOptions : [];
  const q = (s: Special): number => (hiddenOpp.includes(s) ? 1 / hiddenOpp.length : 0);
  if (sk.opponentHidden) out.push({ location: 'opponentSpecial', size: 1, known: [], options: hiddenOpp.map((card) => ({ card, p: q(card) })) });
  if (sk.draftSize) out.push({ location: 'drafted', size: 2, known: [], options: sk.pool.map((card) => ({ card, p: 1 / sk.pool.length })) });
  if (sk.deckSize) {
    const options = sk.pool.map((card) => ({ card, p: (1 - q(card)) / (sk.pool.length - (sk.opponentHidden ? 1 : 0)) })).filter((o) => o.p > 0);
    out.push({ location: 'specialDeck', size: sk.deckSize, known: [], options });
  }

  const dom = domainKnowledge(obs);
  const expected = expectedHiddenWon(dom);
  const unseen = dom.pool.reduce((a, row) => a + row[0]! + row[1]! + row[2]!, 0);
  const lawOf = (count: (d: number, t: number) => number, size: number): { card: DomainCard; p: number }[] => {
    const options: { card: DomainCard; p: number }[] = [];
    DOMAINS.forEach((domain, d) => POINT_TYPES.forEach((points, t) => {
      const c = count(d, t);
      if (c > 1e-12) options.push({ card: [domain, points], p: c / size });
    }));
    return options;
  };
  if (dom.hiddenWon) out.push({ location: 'opponentWon', size: dom.hiddenWon, known: [], options: lawOf((d, t) => expected[d]![t]!, dom.hiddenWon) });
  if (dom.deckSize) out.push({ location: 'domainDeck', size: dom.deckSize, known: [], options: lawOf((d, t) => dom.pool[d]![t]! - expected[d]![t]!, unseen - dom.hiddenWon) });
  return out;
}

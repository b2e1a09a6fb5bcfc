// Spec 7: beliefs — what each unknown card location may hold, exact, and as determinization samples it.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { beliefs, determinize, isClinched, observe, type Belief, type DomainCard, type DuelObservation } from '../../src/duel/index.js';
import { fresh, run, scenario } from './helpers.js';
import { samplePositions } from './samples.js';

const find = (list: Belief[], location: Belief['location']): Belief | undefined => list.find((b) => b.location === location);
const cardKey = (c: unknown): string => JSON.stringify(c);

describe('spec 7: Diver beliefs', () => {
  const HANDS: [number[], number[]] = [
    [2, 5, 9, 11, 14],
    [1, 3, 6, 10, 13],
  ];

  test('without knowledge: the unseen Divers are equally likely in the opponent hand and the deck', () => {
    const pos = run(fresh(1, ['anchor', 'kraken'], { hands: HANDS }), 'keep anchor');
    const b = beliefs(observe(pos, 0));
    const free = [1, 3, 4, 6, 7, 8, 10, 12, 13].map((card) => ({ card, p: 1 / 9 }));
    expect(find(b, 'opponentHand')).toEqual({ location: 'opponentHand', size: 5, known: [], options: free });
    expect(find(b, 'diverDeck')).toEqual({ location: 'diverDeck', size: 4, known: [], options: free });
    expect(find(b, 'opponentDraw')).toBeUndefined();
  });

  test('after the own Eye the opponent hand is known; the deck is what is left', () => {
    const pos = run(fresh(2, ['eye', 'anchor'], { hands: HANDS }), 'keep eye', 'eye');
    const b = beliefs(observe(pos, 0));
    expect(find(b, 'opponentHand')).toEqual({ location: 'opponentHand', size: 5, known: [1, 3, 6, 10, 13], options: [] });
    expect(find(b, 'diverDeck')!.options).toEqual([4, 7, 8, 12].map((card) => ({ card, p: 0.25 })));
    // the opponent's own view knows nothing of seat 0's hand
    expect(find(beliefs(observe(pos, 1)), 'opponentHand')!.known).toEqual([]);
  });

  test("the Eye, then the opponent's module: five known, one unknown card among the four unseen", () => {
    const pos = run(fresh(3, ['eye', 'module'], { hands: HANDS }), 'keep eye', 'eye', 'module');
    const drawing = beliefs(observe(pos, 0));
    expect(find(drawing, 'opponentDraw')).toEqual({ location: 'opponentDraw', size: 2, known: [], options: [4, 7, 8, 12].map((card) => ({ card, p: 0.25 })) });
    const kept = run(pos, 'choose ' + (pos.pending as { cards: number[] }).cards[0]);
    const b = beliefs(observe(kept, 0));
    expect(find(b, 'opponentHand')).toMatchObject({ size: 6, known: [1, 3, 6, 10, 13] });
    expect(find(b, 'diverDeck')).toMatchObject({ size: 3, known: [] });
    // the module player knows the card it put back is in the deck
    const own = beliefs(observe(kept, 1));
    expect(find(own, 'diverDeck')!.known).toEqual([(pos.pending as { cards: number[] }).cards[1]]);
  });

  test('the Harpoon: the returned catch is known in the opponent hand; after a swap the card given is', () => {
    const pos = run(fresh(4, ['harpoon', 'anchor'], { hands: HANDS }), 'keep harpoon', 'harpoon');
    const caught = (pos.pending as { card: number }).card;
    expect(find(beliefs(observe(run(pos, 'return'), 0)), 'opponentHand')!.known).toEqual([caught]);
    expect(find(beliefs(observe(run(pos, 'swap 2'), 0)), 'opponentHand')!.known).toEqual([2]);
    // the victim knows the harpooner now holds its card: not unseen any more for... it is in the harpooner's hand
    expect(find(beliefs(observe(run(pos, 'swap 2'), 1)), 'opponentHand')!.known).toEqual([caught]);
  });

  test('placed cards leave the known hand', () => {
    const pos = run(fresh(2, ['eye', 'anchor'], { hands: HANDS }), 'keep eye', 'eye', 'place 14 0 0', 'place 13 1 0');
    expect(find(beliefs(observe(pos, 0)), 'opponentHand')).toMatchObject({ size: 4, known: [1, 3, 6, 10] });
  });
});

describe('spec 7: special beliefs', () => {
  test('the second player during keep: the draft and the deck, uniform over all six', () => {
    const pos = fresh(5, ['eye', 'anchor']);
    const b = beliefs(observe(pos, 1));
    const all = ['kraken', 'fishbone', 'anchor', 'eye', 'module', 'harpoon'].map((card) => ({ card, p: 1 / 6 }));
    expect(find(b, 'drafted')).toEqual({ location: 'drafted', size: 2, known: [], options: all });
    expect(find(b, 'specialDeck')).toEqual({ location: 'specialDeck', size: 4, known: [], options: all });
    expect(find(beliefs(observe(pos, 0)), 'specialDeck')!.options.map((o) => o.card)).toEqual(['kraken', 'fishbone', 'module', 'harpoon']);
  });

  test('an opponent asked to play its special holds an Eye, a Module or a Harpoon', () => {
    const pos = run(fresh(6, ['eye', 'anchor']), 'keep eye');
    const b = beliefs(observe(pos, 1));
    expect(find(b, 'opponentSpecial')).toEqual({ location: 'opponentSpecial', size: 1, known: [], options: ['eye', 'module', 'harpoon'].map((card) => ({ card, p: 1 / 3 })) });
    const deck = find(b, 'specialDeck')!.options;
    expect(deck.map((o) => o.card)).toEqual(['kraken', 'fishbone', 'eye', 'module', 'harpoon']);
    [0.25, 0.25, 1 / 6, 1 / 6, 1 / 6].forEach((p, i) => expect(deck[i]!.p).toBeCloseTo(p, 12));
    // the first player knows what it gave: no unknown special
    expect(find(beliefs(observe(pos, 0)), 'opponentSpecial')).toBeUndefined();
  });

  test('an opponent whose turn passed without a question holds the Anchor, the Kraken or the Fishbone', () => {
    const placing = run(fresh(7, ['anchor', 'kraken']), 'keep anchor');
    expect(find(beliefs(observe(placing, 1)), 'opponentSpecial')!.options).toEqual([
      { card: 'fishbone', p: 0.5 },
      { card: 'anchor', p: 0.5 },
    ]);
    const asked = run(fresh(7, ['anchor', 'eye']), 'keep anchor');
    expect(asked).toMatchObject({ stage: 'special', toAct: 1 });
    expect(find(beliefs(observe(asked, 1)), 'opponentSpecial')!.options.map((o) => o.card)).toEqual(['kraken', 'fishbone', 'anchor']);
  });
});

describe('spec 7: domain beliefs with hiddenDomains', () => {
  const c = (domain: DomainCard[0], ...points: number[]): DomainCard[] => points.map((p): DomainCard => [domain, p]);
  /** Round 4: seat 0 holds three -1s, so an opponent with {2, 1} in three of those domains would have ended the game. */
  const pos = scenario({
    round: 4,
    variant: { hiddenDomains: true },
    slots: [
      ['exploration', 1],
      ['navigation', 2],
      ['war', 1],
      ['science', 1],
      ['engineering', 1],
    ],
    spaces: [
      [null, null, null, null, null],
      [null, null, null, null, null],
    ],
    hands: [
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ],
    specials: ['anchor', 'kraken'],
    won: [
      [...c('science', -1), ...c('exploration', -1), ...c('navigation', -1), ...c('war', 1, 1), ...c('engineering', 1, 1)],
      [...c('science', 2, 1), ...c('exploration', 2), ...c('navigation', 1, 1), ...c('war', 2), ...c('engineering', 2, -1)],
    ],
  });

  /** Exact expected counts of each domain type among the opponent's hidden cards, by enumerating every subset. */
  function bruteForce(obs: DuelObservation, constrained: boolean): Map<string, number> {
    const pool: DomainCard[] = [];
    const count = new Map<string, number>();
    for (const d of ['science', 'exploration', 'navigation', 'engineering', 'war'] as const) for (const p of [-1, 2, 1, 1, 1, 1]) count.set(cardKey([d, p]), (count.get(cardKey([d, p])) ?? 0) + 1);
    for (const card of [...obs.slots, ...obs.won[0]!]) count.set(cardKey(card), count.get(cardKey(card))! - 1);
    for (const [k, n] of count) for (let i = 0; i < n; i++) pool.push(JSON.parse(k));
    const n = obs.wonCounts[1]!;
    const mine = obs.won[0]!;
    const sums = new Map<string, number>();
    let worlds = 0;
    const pick: DomainCard[] = [];
    const visit = (from: number): void => {
      if (pick.length === n) {
        const minus = new Set([...mine, ...pick].filter((x) => x[1] < 0).map((x) => x[0]));
        const total = (cards: DomainCard[], d: string): number => cards.filter((x) => x[0] === d).reduce((a, x) => a + x[1], 0);
        const domains = ['science', 'exploration', 'navigation', 'engineering', 'war'] as const;
        const theirs = domains.filter((d) => isClinched(total(pick, d), minus.has(d))).length;
        const ours = domains.filter((d) => isClinched(total(mine, d), minus.has(d))).length;
        if (constrained && (theirs >= 3 || ours >= 3)) return;
        worlds++;
        for (const x of pick) sums.set(cardKey(x), (sums.get(cardKey(x)) ?? 0) + 1);
        return;
      }
      for (let i = from; i <= pool.length - (n - pick.length); i++) {
        pick.push(pool[i]!);
        visit(i + 1);
        pick.pop();
      }
    };
    visit(0);
    for (const [k, v] of sums) sums.set(k, v / worlds);
    return sums;
  }

  test.each([true, false])('earlyEnd %s: the opponent\'s won cards follow the exact law of the consistent worlds', (earlyEnd) => {
    const obs = observe({ ...pos, variant: { ...pos.variant, earlyEnd } }, 0);
    expect(obs.won[1]).toBeNull();
    const b = beliefs(obs);
    const won = find(b, 'opponentWon')!;
    expect(won.size).toBe(8);
    const exact = bruteForce(obs, earlyEnd);
    expect(won.options.length).toBe(exact.size);
    for (const o of won.options) expect(o.p * won.size).toBeCloseTo(exact.get(cardKey(o.card))!, 9);
    const deck = find(b, 'domainDeck')!;
    expect(deck.size).toBe(10);
    expect(deck.options.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
  });

  test('the no-clinch condition matters here: the laws with and without it differ', () => {
    const withIt = bruteForce(observe(pos, 0), true);
    const without = bruteForce(observe(pos, 0), false);
    expect(withIt.get(cardKey(['navigation', 1]))).toBeLessThan(without.get(cardKey(['navigation', 1]))!);
  });
});

describe('spec 7: beliefs agree with determinization', () => {
  /** Expected count of each card per location, from the beliefs. */
  function expectedCounts(b: Belief[]): Map<string, number> {
    const out = new Map<string, number>();
    for (const loc of b) {
      for (const k of loc.known) out.set(`${loc.location} ${cardKey(k)}`, (out.get(`${loc.location} ${cardKey(k)}`) ?? 0) + 1);
      const unknown = loc.size - loc.known.length;
      for (const o of loc.options) out.set(`${loc.location} ${cardKey(o.card)}`, (out.get(`${loc.location} ${cardKey(o.card)}`) ?? 0) + o.p * unknown);
    }
    return out;
  }

  test('sampled determinizations put each card where the beliefs say, as often', () => {
    const positions = samplePositions(30, 7, 901).filter((p) => !p.ended && (p.variant.hiddenDomains ? p.round > 2 : true));
    const picked = positions.filter((_, i) => i % 9 === 0).slice(0, 10);
    expect(picked.some((p) => p.variant.hiddenDomains)).toBe(true);
    const rng = Rng.fromSeed(3);
    for (const pos of picked) {
      const seat = pos.toAct!;
      const obs = observe(pos, seat);
      const want = expectedCounts(beliefs(obs));
      const got = new Map<string, number>();
      const runs = 1000;
      const add = (k: string): void => void got.set(k, (got.get(k) ?? 0) + 1 / runs);
      for (let i = 0; i < runs; i++) {
        const det = determinize(obs, rng);
        const opp = 1 - seat;
        det.hands[opp]!.forEach((x) => add(`opponentHand ${x}`));
        det.diverDeck.forEach((x) => add(`diverDeck ${x}`));
        if (det.pending?.kind === 'choose' && det.pending.seat === opp) det.pending.cards.forEach((x) => add(`opponentDraw ${x}`));
        if (obs.specials[opp] === null && obs.holdsSpecial[opp]) add(`opponentSpecial ${cardKey(det.specials[opp])}`);
        if (obs.drafted === null && det.drafted) det.drafted.forEach((x) => add(`drafted ${cardKey(x)}`));
        det.specialDeck.forEach((x) => add(`specialDeck ${cardKey(x)}`));
        if (obs.won[opp] === null) det.won[opp]!.forEach((x) => add(`opponentWon ${cardKey(x)}`));
        det.domainDeck.forEach((x) => add(`domainDeck ${cardKey(x)}`));
      }
      for (const [k, v] of want) expect(Math.abs((got.get(k) ?? 0) - v), k).toBeLessThan(0.08);
      for (const [k, v] of got) expect(Math.abs((want.get(k) ?? 0) - v), k).toBeLessThan(0.08);
    }
  });
});

// Spec 7: hidden information — observations, permutations of hidden cards, determinization.
import { describe, expect, test } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { Duel, applyInPlace, determinize, invariants, legalActions, observe, setupDuel, validatePosition, type DuelPosition } from '../../src/duel/index.js';
import { fresh, run } from './helpers.js';
import { samplePositions, stageOf } from './samples.js';

const SAMPLES = samplePositions(48, 3, 501).filter((p) => !p.ended);

/** Every Diver named in either seat's knowledge log or in a pending decision. */
function pinned(pos: DuelPosition): Set<number> {
  const out = new Set<number>();
  for (const log of pos.knowledge) {
    for (const e of log) {
      if (e.event === 'eye') e.cards.forEach((c) => out.add(c));
      if (e.event === 'module' && e.cards) e.cards.forEach((c) => out.add(c));
      if (e.event === 'harpoon') [e.drawn, e.given].forEach((c) => c !== null && out.add(c));
    }
  }
  return out;
}

const PRE = ['eye', 'module', 'harpoon'];

/**
 * Permutes what `seat` cannot see, consistently with what it knows: deck orders, the generator,
 * one free opponent Diver against one free deck Diver, the opponent's unrevealed special against a
 * deck special of the same kind (pre-placement or not).
 */
function permuteHidden(pos: DuelPosition, seat: number, rng: Rng): DuelPosition {
  const p: DuelPosition = JSON.parse(JSON.stringify(pos));
  const opp = 1 - seat;
  rng.shuffle(p.diverDeck);
  rng.shuffle(p.specialDeck);
  rng.shuffle(p.domainDeck);
  p.rng = seedRng(rng.nextU32());
  const fixed = pinned(p);
  const handFree = p.hands[opp]!.filter((c) => !fixed.has(c));
  const deckFree = p.diverDeck.filter((c) => !fixed.has(c));
  if (handFree.length && deckFree.length) {
    const a = rng.pick(handFree);
    const b = rng.pick(deckFree);
    p.hands[opp] = p.hands[opp]!.map((c) => (c === a ? b : c)).sort((x, y) => x - y);
    p.diverDeck = p.diverDeck.map((c) => (c === b ? a : c));
  }
  const special = p.specials[opp];
  const revealed = p.specialUsed[opp] || (seat === p.first && p.stage !== 'keep');
  if (special && !revealed) {
    const same = p.specialDeck.filter((s) => PRE.includes(s) === PRE.includes(special));
    if (same.length) {
      const s = rng.pick(same);
      p.specialDeck = p.specialDeck.map((x) => (x === s ? special : x));
      p.specials[opp] = s;
    }
  }
  if (p.drafted && seat !== p.first && p.specialDeck.length) {
    const i = rng.int(2);
    const j = rng.int(p.specialDeck.length);
    [p.drafted[i], p.specialDeck[j]] = [p.specialDeck[j]!, p.drafted[i]!];
  }
  return p;
}

describe('spec 7: observations', () => {
  test('the samples hold hidden information of every kind', () => {
    expect(SAMPLES.length).toBeGreaterThan(500);
    expect(new Set(SAMPLES.map(stageOf))).toEqual(new Set(['keep', 'special', 'place', 'choose', 'harpoon', 'move']));
    expect(SAMPLES.filter((p) => p.knowledge.some((k) => k.some((e) => e.event === 'eye'))).length).toBeGreaterThan(10);
    expect(SAMPLES.filter((p) => p.variant.hiddenDomains && p.won[0]!.length + p.won[1]!.length > 0).length).toBeGreaterThan(10);
  });

  test('a fresh observation: own hand, hand sizes, the draft for the first player only, no decks or generator', () => {
    const pos = setupDuel({ players: 2, seed: 8 });
    const first = observe(pos, 0);
    const second = observe(pos, 1);
    expect(first.hand).toEqual(pos.hands[0]);
    expect(second.hand).toEqual(pos.hands[1]);
    expect(first.drafted).toEqual(pos.drafted);
    expect(second.drafted).toBeNull();
    expect(second.handSizes).toEqual([5, 5]);
    expect([second.diverDeckSize, second.specialDeckSize, second.domainDeckSize]).toEqual([4, 4, 25]);
    for (const obs of [first, second]) {
      expect(Object.keys(obs)).not.toContain('rng');
      expect(Object.keys(obs)).not.toContain('hands');
      expect(Object.keys(obs)).not.toContain('diverDeck');
      expect(Object.keys(obs)).not.toContain('specialDeck');
      expect(Object.keys(obs)).not.toContain('domainDeck');
    }
  });

  test("the first player sees the special it gave; the second sees the first player's only once played", () => {
    const pos = run(fresh(3, ['kraken', 'anchor']), 'keep kraken');
    expect(observe(pos, 0).specials).toEqual(['kraken', 'anchor']);
    expect(observe(pos, 1).specials).toEqual([null, 'anchor']);
    expect(observe(pos, 1).holdsSpecial).toEqual([true, true]);
    const played = run(pos, 'place kraken 0 0');
    expect(observe(played, 1).specials).toEqual(['kraken', 'anchor']);
    expect(observe(played, 1).holdsSpecial).toEqual([false, true]);
  });

  test("the module's two cards are its player's: the opponent sees the decision, not the cards", () => {
    const pos = run(fresh(4, ['module', 'eye']), 'keep module', 'module');
    expect(observe(pos, 0).pending).toEqual(pos.pending);
    expect(observe(pos, 1).pending).toEqual({ kind: 'choose', seat: 0, cards: null });
    const chosen = run(pos, 'choose ' + (pos.pending as { cards: number[] }).cards[0]);
    expect(observe(chosen, 1).knowledge).toEqual([{ event: 'module', seat: 0, cards: null, kept: null }]);
  });

  test('hiddenDomains: the opponent\'s won cards are a count while the game runs, all shown at the end', () => {
    const pos = SAMPLES.find((p) => p.variant.hiddenDomains && p.won[0]!.length > 0 && p.won[1]!.length > 0)!;
    const obs = observe(pos, 0);
    expect(obs.won).toEqual([pos.won[0], null]);
    expect(obs.wonCounts).toEqual([pos.won[0]!.length, pos.won[1]!.length]);
    const over = { ...pos, ...{ stage: 'over' as const } };
    expect(observe(over, 0).won).toEqual(pos.won);
  });

  test('observations name no hidden card: opponent hand, decks, the unrevealed special, the generator', () => {
    let checked = 0;
    for (const pos of SAMPLES) {
      for (const seat of [0, 1]) {
        const obs = observe(pos, seat);
        const opp = 1 - seat;
        expect(pos.ended).toBeNull();
        expect(pos.diverDeck.length + pos.hands[opp]!.length).toBeGreaterThan(2);
        const keys = JSON.stringify(obs).match(/"[A-Za-z]+":/g)!.map((k) => k.slice(1, -2));
        for (const hidden of ['rng', 'hands', 'diverDeck', 'specialDeck', 'domainDeck']) expect(keys).not.toContain(hidden);
        expect(obs.knowledge).toEqual(pos.knowledge[seat]);
        if (!pos.specialUsed[opp] && !(seat === pos.first && pos.stage !== 'keep')) expect(obs.specials[opp]).toBeNull();
        if (pos.pending?.kind === 'choose' && pos.pending.seat === opp) expect(obs.pending).toEqual({ kind: 'choose', seat: opp, cards: null });
        if (pos.variant.hiddenDomains) expect(obs.won[opp]).toBeNull();
        if (seat !== pos.first) expect(obs.drafted).toBeNull();
        checked++;
      }
    }
    expect(checked).toBe(2 * SAMPLES.length);
  });

  test('permuting the hidden cards consistently with an observation leaves it unchanged', () => {
    const rng = Rng.fromSeed(77);
    let changedHands = 0;
    for (const pos of SAMPLES) {
      for (const seat of [0, 1]) {
        const other = permuteHidden(pos, seat, rng);
        expect(validatePosition(other)).toEqual([]);
        expect(observe(other, seat)).toEqual(observe(pos, seat));
        if (JSON.stringify(other.hands) !== JSON.stringify(pos.hands)) changedHands++;
      }
    }
    expect(changedHands).toBeGreaterThan(SAMPLES.length);
  });
});

describe('spec 7: determinization', () => {
  test('a determinization is a valid position with the same observation, keeping what the seat knows', () => {
    const rng = Rng.fromSeed(5);
    for (const pos of SAMPLES) {
      for (const seat of [0, 1]) {
        const obs = observe(pos, seat);
        const det = determinize(obs, rng);
        expect(validatePosition(det)).toEqual([]);
        expect(invariants(det)).toEqual([]);
        expect(observe(det, seat)).toEqual(obs);
        expect(det.hands[seat]).toEqual(pos.hands[seat]);
        expect(det.knowledge[seat]).toEqual(pos.knowledge[seat]);
      }
    }
  });

  test('determinizations can be played to the end with every check', () => {
    const rng = Rng.fromSeed(6);
    for (const pos of SAMPLES.filter((_, i) => i % 25 === 0)) {
      const det = Duel.determinize(observe(pos, pos.toAct!), rng);
      while (!det.ended) {
        const legal = legalActions(det);
        for (const a of legal) expect(Duel.checkAction(det, a)).toBeNull();
        applyInPlace(det, rng.pick(legal));
        expect(validatePosition(det)).toEqual([]);
      }
    }
  });

  test('the opponent hand varies between determinizations unless the Eye showed it', () => {
    const pos = SAMPLES.find((p) => p.stage === 'place' && p.placements === 0 && !p.knowledge.some((k) => k.some((e) => e.event !== 'gave')))!;
    const obs = observe(pos, 0);
    const rng = Rng.fromSeed(9);
    const hands = new Set(Array.from({ length: 40 }, () => JSON.stringify(determinize(obs, rng).hands[1])));
    expect(hands.size).toBeGreaterThan(20);
    const seen = run(fresh(12, ['eye', 'anchor']), 'keep eye', 'eye');
    const known = observe(seen, 0);
    const fixed = new Set(Array.from({ length: 20 }, () => JSON.stringify(determinize(known, rng).hands[1])));
    expect([...fixed]).toEqual([JSON.stringify(seen.hands[1])]);
  });

  test('the generator state of a determinization comes from the rng given, not from the position', () => {
    const pos = SAMPLES[10]!;
    const obs = observe(pos, 0);
    const a = determinize(obs, Rng.fromSeed(1));
    const b = determinize(obs, Rng.fromSeed(1));
    const c = determinize(obs, Rng.fromSeed(2));
    expect(a).toEqual(b);
    expect(a.rng).not.toEqual(c.rng);
    expect(a.rng).not.toEqual(pos.rng);
  });
});

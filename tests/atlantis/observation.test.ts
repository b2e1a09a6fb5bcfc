// Spec 9: hidden information — observations, beliefs and determinization.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { Atlantis, backOf, beliefs, determinize, legalActions, observe, setupGame, validatePosition, type Position } from '../../src/atlantis/index.js';
import { cards, run, samplePositions, scenario } from './helpers.js';

const samples = samplePositions(10, 5, 5);
/** Running positions with hidden information: a covered tile and a card in another hand. */
const hidden = samples.filter((p) => p.ended === null && p.path.some((s) => s.length === 2) && p.hands.some((h, s) => s !== p.toAct && h.length > 0));

/** A copy of `pos` with every hidden item `seat` cannot see permuted consistently with its observation. */
function permuteHidden(pos: Position, seat: number, rng: Rng): Position {
  const p = structuredClone(pos);
  if (!p.variant.openStacks) {
    for (const back of [0, 1]) {
      const slots = p.path.map((s, i) => i).filter((i) => i > 0 && i < 54 && backOf(i) === back && p.path[i]!.length === 2);
      const under = rng.shuffle(slots.map((i) => p.path[i]![0]!));
      slots.forEach((i, k) => (p.path[i]![0] = under[k]!));
    }
  }
  // unseen cards: the others' unshown cards and the deck, dealt again in random order
  const pool: number[] = [...p.deck];
  const unshown: number[][] = p.hands.map((h, s) => {
    if (s === seat) return [];
    const rest = [...h];
    for (const c of p.shown[s]!) rest.splice(rest.indexOf(c), 1);
    pool.push(...rest);
    return rest;
  });
  rng.shuffle(pool);
  const dealt = unshown.map((u) => pool.splice(0, u.length));
  p.hands = p.hands.map((h, s) => (s === seat ? h : [...p.shown[s]!, ...dealt[s]!].sort((a, b) => a - b)));
  p.deck = pool;
  // another seat's bought cards: any of its unshown cards
  if (p.turnState.bought !== null && p.toAct !== seat) p.turnState.bought = dealt[p.toAct]!.slice(0, p.turnState.bought.length);
  p.rng = [9, 9, 9, 9];
  return p;
}

describe('spec 9: observations', () => {
  test('a fresh observation: tops only, own hand only, counts for the rest, no generator', () => {
    const pos = setupGame({ players: 3, seed: 3 });
    const obs = observe(pos, 1);
    expect(obs.seat).toBe(1);
    expect(obs.hands).toEqual([null, pos.hands[1], null]);
    expect(obs.handSizes).toEqual([4, 5, 6]);
    expect(obs.deckSize).toBe(105 - 15);
    expect(obs.path[1]).toEqual([null, pos.path[1]![1]]);
    expect(obs.path[11]).toEqual(pos.path[11]);
    expect(obs.path.flat().filter((t) => t === null)).toHaveLength(32);
    expect(Object.keys(obs)).not.toContain('rng');
    expect(Object.keys(obs)).not.toContain('deck');
    expect(JSON.stringify(obs)).not.toContain('"rng"');
  });

  test('variant openStacks shows the covered tiles', () => {
    const pos = setupGame({ players: 2, seed: 3, variants: { openStacks: true } });
    expect(observe(pos, 0).path).toEqual(pos.path);
  });

  test("another seat's bought cards are unknown; its own are known", () => {
    const pos = run(scenario({ path: { 12: 'blue 5' }, hands: ['blue', ''], collected: [[6], []], deckTop: 'red green grey' }), 'buy 6');
    expect(observe(pos, 0).turnState.bought).toEqual([0, 1, 2]);
    expect(observe(pos, 1).turnState.bought).toEqual([null, null, null]);
  });

  test('the samples hold hidden information in running games', () => {
    expect(hidden.length).toBeGreaterThan(20);
    expect(hidden.some((p) => p.turnState.stage === 'moving')).toBe(true);
    expect(hidden.some((p) => p.revealed.length > 0)).toBe(true);
  });

  test('mid-game: nothing hidden appears, and permuting the hidden items leaves every observation unchanged', () => {
    const rng = Rng.fromSeed(8);
    for (const pos of hidden) {
      for (let seat = 0; seat < pos.players; seat++) {
        const obs = observe(pos, seat);
        expect(Atlantis.isOver(pos)).toBe(false);
        pos.path.forEach((stack, i) => {
          if (stack.length === 2) expect(obs.path[i]![0]).toEqual(pos.variant.openStacks ? stack[0] : null);
        });
        obs.hands.forEach((h, s) => expect(h).toEqual(s === seat ? pos.hands[seat] : null));
        expect(JSON.stringify(obs)).not.toContain('"rng"');
        // a deal the rules allow (a seat in the middle of its move can still finish it)
        let other = permuteHidden(pos, seat, rng);
        for (let k = 0; k < 200 && validatePosition(other).length > 0; k++) other = permuteHidden(pos, seat, rng);
        expect(validatePosition(other)).toEqual([]);
        expect(observe(other, seat)).toEqual(obs);
      }
    }
  });

  test('a pass shows the hand to every seat, in the public log and as known cards', () => {
    const pos = samples.find((p) => p.revealed.length > 0 && p.shown.some((s, seat) => s.length > 0 && seat !== p.toAct))!;
    const seat = pos.shown.findIndex((s, k) => s.length > 0 && k !== pos.toAct);
    const viewer = (seat + 1) % pos.players;
    expect(observe(pos, viewer).shown[seat]).toEqual(pos.shown[seat]);
    expect(observe(pos, viewer).revealed).toEqual(pos.revealed);
  });
});

describe('spec 9: beliefs', () => {
  test('at the start: each unseen card is any of the cards not in the own hand; each covered tile any unseen tile of its back', () => {
    const pos = setupGame({ players: 2, seed: 4 });
    const b = beliefs(observe(pos, 0));
    const own = pos.hands[0]!;
    const odds = [0, 1, 2, 3, 4, 5, 6].map((c) => (15 - own.filter((x) => x === c).length) / 101);
    expect(b.deck).toEqual({ size: 96, odds });
    expect(b.hands).toEqual([{ seat: 1, size: 5, known: [], unknown: 5, odds }]);
    expect(b.covered).toHaveLength(32);
    const first = b.covered[0]!;
    expect(first.pos).toBe(1);
    // the 16 covered A tiles are exactly the A tiles not on top
    const under = pos.path.slice(1, 27).filter((s) => s.length === 2).map((s) => s[0]!);
    const expected = new Map<string, number>();
    for (const t of under) expected.set(`${t[0]}/${t[1]}`, (expected.get(`${t[0]}/${t[1]}`) ?? 0) + 1 / 16);
    expect(new Map(first.options.map((o) => [`${o.colour}/${o.value}`, o.p]))).toEqual(expected);
    for (const c of b.covered) expect(c.options.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
  });

  test('shown, discarded and collected things are accounted for', () => {
    for (const pos of hidden.slice(0, 30)) {
      const seat = (pos.toAct + 1) % pos.players;
      const obs = observe(pos, seat);
      const b = beliefs(obs);
      const unseen = pos.deck.length + pos.hands.reduce((a, h, s) => a + (s === seat ? 0 : h.length - pos.shown[s]!.length), 0);
      // the expected count of each colour among the unseen cards is the true count
      for (let c = 0; c < 7; c++) {
        const truth = pos.deck.filter((x) => x === c).length + pos.hands.reduce((a, h, s) => a + (s === seat ? 0 : h.filter((x) => x === c).length - pos.shown[s]!.filter((x) => x === c).length), 0);
        expect(b.deck.odds[c]! * unseen).toBeCloseTo(truth, 9);
      }
      for (const h of b.hands) expect(h.known).toEqual(pos.shown[h.seat]);
      expect(b.covered.length).toBe(pos.variant.openStacks ? 0 : pos.path.filter((s) => s.length === 2).length);
      for (const cov of b.covered) {
        const truth = pos.path[cov.pos]![0]!;
        expect(cov.options.some((o) => o.colour === truth[0] && o.value === truth[1])).toBe(true);
      }
    }
  });
});

describe('spec 9: determinize', () => {
  test('a valid position that the observer would see exactly so, keeping its own hand', () => {
    for (const pos of hidden.slice(0, 40)) {
      for (let seat = 0; seat < pos.players; seat++) {
        const obs = observe(pos, seat);
        const det = determinize(obs, Rng.fromSeed(seat + 17));
        expect(Atlantis.fromJSON(det).ok).toBe(true);
        expect(observe(det, seat)).toEqual(obs);
        expect(det.hands[seat]).toEqual(pos.hands[seat]);
        expect(legalActions(det).length).toBeGreaterThan(0);
      }
    }
  });

  test('the hidden parts are sampled: two generators give two different deals', () => {
    const obs = observe(setupGame({ players: 3, seed: 9 }), 0);
    const a = determinize(obs, Rng.fromSeed(1));
    const b = determinize(obs, Rng.fromSeed(2));
    expect(a.deck).not.toEqual(b.deck);
    expect(a.path).not.toEqual(b.path);
    expect(a.rng).not.toEqual(b.rng);
  });

  test('another seat mid-move gets cards that let it finish the move (even when a random deal rarely does)', () => {
    // seat 1 played red onto 11 (seat 0's pawn); of its one hidden card only white (the last white unseen) completes
    const start = scenario({
      path: { 11: 'red 3', 12: 'blue 5', 13: 'green 4', 14: 'white 6', 16: 'yellow 3' },
      pawns: [
        [11, 12, 13],
        [0, 0, 0],
      ],
      toAct: 1,
      hands: ['white white white white white white white white white white white white white white', 'red white'],
      bridges: [[1, 40]],
    });
    const pos = run(start, 'move 0 red');
    expect(pos.turnState.stage).toBe('moving');
    expect(legalActions(pos).map((a) => Atlantis.makeAction(a))).toEqual(['move 0 white']);
    const obs = observe(pos, 0);
    for (const tries of [0, 500]) {
      const det = determinize(obs, Rng.fromSeed(3), tries);
      expect(det.hands[1]).toEqual(cards('white'));
      expect(Atlantis.fromJSON(det).ok).toBe(true);
      expect(observe(det, 0)).toEqual(obs);
    }
  });
});

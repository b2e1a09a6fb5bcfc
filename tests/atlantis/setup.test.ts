// Spec 1 (components), 2 (the path layout) and 3 (the seeded setup).
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { Atlantis, STACK_SIZES, backOf, invariants, missingValue, setupGame, tileSet, validatePosition } from '../../src/atlantis/index.js';

describe('spec 1: the default tile distribution', () => {
  test.each([0, 1] as const)('back %i: 42 tiles, 6 per colour and 6 per value, each colour lacking one value', (back) => {
    const set = tileSet(back);
    expect(set).toHaveLength(42);
    for (let c = 0; c < 7; c++) expect(set.filter((t) => t[0] === c).map((t) => t[1])).toEqual([1, 2, 3, 4, 5, 6, 7].filter((v) => v !== missingValue(c, back)));
    for (let v = 1; v <= 7; v++) expect(set.filter((t) => t[1] === v)).toHaveLength(6);
  });

  test('back A lacks value c+1, back B lacks ((c+3) mod 7)+1', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((c) => missingValue(c, 0))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6].map((c) => missingValue(c, 1))).toEqual([4, 5, 6, 7, 1, 2, 3]);
  });

  test('both backs: 12 per colour, 12 per value, values summing to 336', () => {
    const all = [...tileSet(0), ...tileSet(1)];
    for (let c = 0; c < 7; c++) expect(all.filter((t) => t[0] === c)).toHaveLength(12);
    for (let v = 1; v <= 7; v++) expect(all.filter((t) => t[1] === v)).toHaveLength(12);
    expect(all.reduce((s, t) => s + t[1], 0)).toBe(336);
  });
});

describe('spec 2: the path layout', () => {
  test('stacks of 2 at 1-10, 21-26, 28-33, 44-53; single tiles at 11-20 and 34-43; nothing at 0, 27, 54', () => {
    const expected = (i: number): number => ([0, 27, 54].includes(i) ? 0 : (i >= 11 && i <= 20) || (i >= 34 && i <= 43) ? 1 : 2);
    expect(STACK_SIZES).toEqual(Array.from({ length: 55 }, (_, i) => expected(i)));
    expect(STACK_SIZES.reduce((a, b) => a + b, 0)).toBe(84);
  });

  test('positions 1-26 carry back A, 28-53 back B', () => {
    expect(backOf(1)).toBe(0);
    expect(backOf(26)).toBe(0);
    expect(backOf(28)).toBe(1);
    expect(backOf(53)).toBe(1);
  });
});

describe('spec 3: setup', () => {
  test('the deal follows the documented draw order exactly', () => {
    const p = setupGame({ players: 3, seed: 42, firstPlayer: 1 });
    const rng = Rng.fromSeed(42);
    const a = rng.shuffle(tileSet(0));
    const b = rng.shuffle(tileSet(1));
    const cardList: number[] = [];
    for (let c = 0; c < 7; c++) for (let k = 0; k < 15; k++) cardList.push(c);
    const deck = rng.shuffle(cardList);
    // A tiles: position 1 bottom, 1 top, 2 bottom, ...; singles at 11-20
    expect(p.path[1]).toEqual([a[0], a[1]]);
    expect(p.path[10]).toEqual([a[18], a[19]]);
    expect(p.path[11]).toEqual([a[20]]);
    expect(p.path[20]).toEqual([a[29]]);
    expect(p.path[21]).toEqual([a[30], a[31]]);
    expect(p.path[26]).toEqual([a[40], a[41]]);
    expect(p.path[28]).toEqual([b[0], b[1]]);
    expect(p.path[34]).toEqual([b[12]]);
    expect(p.path[44]).toEqual([b[22], b[23]]);
    expect(p.path[53]).toEqual([b[40], b[41]]);
    // cards: 4 to the first player (seat 1), then 5 to seat 2, 6 to seat 0
    expect(p.hands[1]).toEqual(deck.slice(0, 4).sort((x, y) => x - y));
    expect(p.hands[2]).toEqual(deck.slice(4, 9).sort((x, y) => x - y));
    expect(p.hands[0]).toEqual(deck.slice(9, 15).sort((x, y) => x - y));
    expect(p.deck).toEqual(deck.slice(15));
    expect(p.rng).toEqual(rng.state());
  });

  test.each([2, 3, 4])('%i players: 4, 5, 6, 7 cards in play order, pawns on Atlantis, bridges in hand, nothing collected', (n) => {
    const p = setupGame({ players: n, seed: 7 });
    expect(p.hands.map((h) => h.length)).toEqual([4, 5, 6, 7].slice(0, n));
    expect(p.deck).toHaveLength(105 - [4, 5, 6, 7].slice(0, n).reduce((a, b) => a + b, 0));
    expect(p.pawns).toEqual(Array.from({ length: n }, () => [0, 0, 0]));
    expect(p.bridges).toEqual([]);
    expect(p.collected).toEqual(Array.from({ length: n }, () => []));
    expect(p.toAct).toBe(0);
    expect(p.turn).toBe(1);
    expect(p.path[27]).toEqual([]);
    expect(validatePosition(p)).toEqual([]);
    expect(invariants(p)).toEqual([]);
  });

  test('the first player gets 4 cards and acts first', () => {
    const p = setupGame({ players: 4, seed: 7, firstPlayer: 2 });
    expect(p.hands.map((h) => h.length)).toEqual([6, 7, 4, 5]);
    expect(p.toAct).toBe(2);
    expect(p.firstPlayer).toBe(2);
  });

  test('hands are kept in colour order', () => {
    const p = setupGame({ players: 4, seed: 11 });
    for (const h of p.hands) expect(h).toEqual([...h].sort((x, y) => x - y));
  });

  test('the same seed gives the same game; another seed another', () => {
    expect(setupGame({ players: 2, seed: 5 })).toEqual(setupGame({ players: 2, seed: 5 }));
    expect(setupGame({ players: 2, seed: 5 }).path).not.toEqual(setupGame({ players: 2, seed: 6 }).path);
  });

  test('variant settings are stored in the position', () => {
    expect(setupGame({ players: 2, seed: 1 }).variant).toEqual({ tileSet: 'default', openStacks: false, tollWithBoughtCards: true, atlantisPawnsPay: true });
    expect(setupGame({ players: 2, seed: 1, variants: { openStacks: true } }).variant.openStacks).toBe(true);
    const p = setupGame({ players: 2, seed: 1, variants: { atlantisPawnsPay: false, tollWithBoughtCards: false, colours: 8 } as never });
    expect(p.variant).toEqual({ tileSet: 'default', openStacks: false, tollWithBoughtCards: false, atlantisPawnsPay: false });
  });

  test.each([1, 5, 2.5])('%s players is a RangeError', (n) => {
    expect(() => Atlantis.setup({ players: n, seed: 1 })).toThrow(RangeError);
  });

  test('a first player outside the seats is a RangeError', () => {
    expect(() => setupGame({ players: 2, seed: 1, firstPlayer: 2 })).toThrow(RangeError);
  });
});

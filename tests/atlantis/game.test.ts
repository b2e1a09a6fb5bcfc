// The Game interface of Atlantis: identity, variants, play, invariants, rendering, the end in words.
import { describe, expect, test } from 'vitest';
import { Atlantis, VARIANT_SPECS, invariants, roundOf, setupGame } from '../../src/atlantis/index.js';
import { run, scenario } from './helpers.js';

describe('the game object', () => {
  test('identity and formats', () => {
    expect(Atlantis.id).toBe('atlantis');
    expect(Atlantis.positionFormat).toBe('atlantis/1');
    expect(Atlantis.recordFormat).toBe('atlantis-game/1');
    expect([Atlantis.minPlayers, Atlantis.maxPlayers]).toEqual([2, 4]);
    expect(Atlantis.defaultVariants).toEqual({ tileSet: 'default', openStacks: false, tollWithBoughtCards: true, atlantisPawnsPay: true });
    expect(VARIANT_SPECS.map((v) => v.key)).toEqual(['tileSet', 'openStacks', 'tollWithBoughtCards', 'atlantisPawnsPay']);
  });

  test('variant settings from a command line', () => {
    expect(Atlantis.parseVariants({ openStacks: 'true', atlantisPawnsPay: false })).toEqual({ ok: true, value: { openStacks: true, atlantisPawnsPay: false } });
    const bad = Atlantis.parseVariants({ tileSet: 'mayfair', colours: 8 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.map((e) => `${e.path} ${e.code}`)).toEqual(['$.variants.tileSet badVariant', '$.variants.colours unknownVariant']);
  });

  test('seats, toAct, round and clone', () => {
    const p = setupGame({ players: 3, seed: 2, firstPlayer: 1 });
    expect(Atlantis.seats(p)).toBe(3);
    expect(Atlantis.toAct(p)).toBe(1);
    expect(Atlantis.round(p)).toBe(1);
    expect(roundOf({ ...p, turn: 3 })).toBe(1);
    expect(roundOf({ ...p, turn: 4 })).toBe(2);
    const c = Atlantis.clone(p);
    expect(c).toEqual(p);
    c.hands[0]!.pop();
    expect(p.hands[0]!.length).toBe(6);
    expect(Atlantis.describeEnd(p)).toBeNull();
    expect(Atlantis.endReason(p)).toBeNull();
    expect(Atlantis.isOver(p)).toBe(false);
  });

  test('play checks and returns a new position; an illegal action comes back with its code', () => {
    const p = scenario({ path: { 12: 'blue 5' }, hands: ['blue', ''] });
    const r = Atlantis.play(p, { type: 'move', pawn: 0, colour: 3 });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.pawns[0]).toEqual([12, 0, 0]);
    expect(p.pawns[0]).toEqual([0, 0, 0]);
    expect(Atlantis.play(p, { type: 'move', pawn: 0, colour: 2 })).toEqual({ ok: false, error: { code: 'noCard', message: 'no card of that colour in hand' } });
  });
});

describe('invariants', () => {
  const fresh = () => setupGame({ players: 2, seed: 3 });
  test('hold at the start', () => {
    expect(invariants(fresh())).toEqual([]);
  });

  test.each([
    ['a tile lost', (p: ReturnType<typeof fresh>) => p.path[11]!.pop(), '83 path tiles on the path, collected or out; expected 84'],
    ['a card lost', (p: ReturnType<typeof fresh>) => p.deck.pop(), '104 cards in hands, deck and discard; expected 105'],
    ['a pawn on water', (p: ReturnType<typeof fresh>) => (p.pawns[0]![0] = 27), 'pawn 0:0 stands on the empty position 27'],
    ['a pawn off the path', (p: ReturnType<typeof fresh>) => (p.pawns[0]![0] = 55), 'pawn 0:0 is off the path (55)'],
    ['two pawns on one position', (p: ReturnType<typeof fresh>) => (p.pawns = [[11, 0, 0], [11, 0, 0]]), '2 pawns on position 11'],
    ['a bridge too many', (p: ReturnType<typeof fresh>) => (p.bridges = [[0, 27], [0, 27]]), '2 bridges placed and 1 held with 2 seats'],
    ['a bridge on a tile', (p: ReturnType<typeof fresh>) => (p.bridges = [[0, 11]]), "seat 0's bridge lies on a tile at 11"],
    ['a tile on Atlantis', (p: ReturnType<typeof fresh>) => p.path[0]!.push(p.path[11]!.pop()!), 'Atlantis and the Mainland hold no path tile'],
    ['a pawn too many', (p: ReturnType<typeof fresh>) => p.pawns[0]!.push(0), '7 pawns in play with 2 seats'],
  ])('%s', (_name, change, message) => {
    const p = fresh();
    change(p);
    expect(invariants(p)).toContain(message);
  });

  test('a moving pawn may share its position; alone it may not be moving', () => {
    const p = run(scenario({ path: { 12: 'blue 5', 13: 'red 2' }, pawns: [[0, 0, 0], [12, 0, 0]], hands: ['blue red', ''] }), 'move 0 blue');
    expect(invariants(p)).toEqual([]);
    p.pawns[1]![0] = 0;
    expect(invariants(p)).toContain('the moving pawn stands alone on 12 but the move goes on');
  });
});

describe('render', () => {
  const p = run(scenario({ path: { 2: ['white 4', 'grey 5'], 12: 'blue 5', 13: 'red 2' }, pawns: [[0, 0, 0], [12, 0, 0]], hands: ['blue red', 'green'], collected: [[6], []], bridges: [[1, 30]] }), 'move 0 blue');

  test('everything, for the terminal', () => {
    const text = Atlantis.render(p, null);
    expect(text).toContain('turn 1, seat 0 to act, stage moving: pawn 0 from 0, played blue');
    expect(text).toContain('2:gy5/wh4');
    expect(text).toContain('12:bl5@0.0@1.0');
    expect(text).toContain('30:=1');
    expect(text).toContain('0:Atlantis@0.1@0.2@1.1@1.2');
    expect(text).toContain('seat 0: hand 1 [red]; tiles 6 (6); bridge held; pawns 12 0 0');
    expect(text).toContain('seat 1: hand 1 [green]; tiles - (0); bridge placed; pawns 12 0 0');
  });

  test("what a seat knows: covered tiles as +, other hands as counts", () => {
    const text = Atlantis.render(p, 1);
    expect(text).toContain('2:gy5+');
    expect(text).not.toContain('wh4');
    expect(text).toContain('seat 0: hand 1;');
    expect(text).toContain('seat 1: hand 1 [green]');
  });

  test('a finished game', () => {
    const end = run(scenario({ path: { 12: 'blue 5' }, pawns: [[54, 54, 0], [0, 0, 0]], hands: ['purple', ''] }), 'move 2 purple');
    expect(Atlantis.render(end, null).split('\n')[0]).toBe('Atlantis — game over (mainland), turn 1: winners 0; totals 9 / 0');
  });
});

// The fast forward models (a bot's ctx.engine, the Game API's remembered legal lists) against the
// checked routes: seeded random games of every game, where at each step the legal notation, the
// count, actions by index and every way of playing agree with legalActions + makeAction and the
// checked play on a fresh copy; and what the engine remembers never outlives a change it made.
import { describe, expect, test } from 'vitest';
import { botEngine } from '../../src/core/botEngine.js';
import { cloneData } from '../../src/core/clone.js';
import type { AnyGame } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';
import { codeNotation, createNautilus, decodeAction, legalCodes, makeAction, DEFAULT_CONTEXT, type Position } from '../../src/nautilus/index.js';

// Nautilus with 3 seats: every rule of a seat is met, in a shorter game than with 4
const PLAYERS: Record<string, number> = { nautilus: 3, atlantis: 3, duel: 2 };

/** Notation of every legal action by the checked route, on a copy the caches never saw. */
const reference = (game: AnyGame, p: unknown): string[] => game.legalActions(cloneData(p)).map((a: unknown) => game.makeAction(a));

/** A position's document as text (compared as strings: cheaper than a deep comparison at every step). */
const doc = (game: AnyGame, p: unknown): string => JSON.stringify(game.toJSON(p));

/** The position after `action` by the checked route, on a copy the caches never saw, as text. */
function checkedPlay(game: AnyGame, p: unknown, action: string): string {
  const parsed = game.parseAction(action);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = game.play(cloneData(p), parsed.value);
  if (!r.ok) throw new Error(`refused: ${action}: ${r.error.message}`);
  return doc(game, r.value);
}

describe.each(Object.keys(GAMES))('%s: the fast forward models agree with the checked routes', (id) => {
  const game = GAMES[id]!;
  const engine = botEngine<unknown>(game);

  test.each(id === 'nautilus' ? [1] : [1, 2])('seeded game %i, every step and every route', (seed) => {
    let p: unknown = game.setup({ players: PLAYERS[id]!, seed });
    const rng = Rng.fromSeed(seed * 101);
    let steps = 0;
    for (; !game.isOver(p) && steps < 1500; steps++) {
      const want = reference(game, p);
      // asked twice: the second answer comes from what the engine remembers
      expect(engine.legal(p)).toEqual(want);
      const legal = engine.legal(p);
      expect(legal).toEqual(want);
      expect(engine.legalCount(p)).toBe(want.length);
      const i = rng.int(want.length);
      expect(engine.actionAt(p, i)).toBe(want[i]);
      const after = checkedPlay(game, p, want[i]!);
      const before = doc(game, p);
      // copying routes leave p as it was
      expect(doc(game, engine.play(p, legal[i]!))).toBe(after);
      const objects = game.legalActions(p);
      const r = game.play(p, objects[i]);
      expect(r.ok && doc(game, r.value)).toBe(after);
      expect(doc(game, p)).toBe(before);
      // then one in-place route, in turn
      switch (steps % 4) {
        case 0:
          engine.playInPlace(p, legal[i]!);
          break;
        case 1:
          engine.playIndex(p, i);
          break;
        case 2:
          game.applyInPlace(p, objects[i]);
          break;
        default:
          p = engine.play(p, legal[i]!);
      }
      expect(doc(game, p)).toBe(after);
    }
    expect(game.isOver(p)).toBe(true);
    expect(engine.legal(p)).toEqual([]);
    expect(engine.legalCount(p)).toBe(0);
  });

  test('illegal and malformed actions, indices out of range, and arrays changed by the caller', () => {
    const p = game.setup({ players: PLAYERS[id]!, seed: 9 });
    const legal = engine.legal(p);
    expect(engine.play(p, 'no such action')).toBeNull();
    expect(() => engine.playInPlace(game.clone(p), 'no such action')).toThrow(/bad action/);
    for (const bad of [-1, legal.length, 0.5, Number.NaN]) {
      expect(() => engine.playIndex(p, bad)).toThrow(RangeError);
      expect(() => engine.actionAt(p, bad)).toThrow(RangeError);
    }
    // a bot that reorders its copy plays what it names, not what stood at that index
    const mine = engine.legal(p);
    mine.reverse();
    const want = checkedPlay(game, p, mine[0]!);
    engine.playInPlace(p, mine[0]!);
    expect(doc(game, p)).toBe(want);
  });

  test('a legal action of another state is refused by play once the state has changed', () => {
    const p = game.setup({ players: PLAYERS[id]!, seed: 4 });
    const first = engine.legal(p);
    // play until some earlier action is no longer legal: play must check it again, not trust the old list
    for (let n = 0; n < 50 && !game.isOver(p); n++) {
      engine.playIndex(p, 0);
      const now = reference(game, p);
      const gone = first.find((a) => !now.includes(a));
      if (gone === undefined) continue;
      expect(engine.play(p, gone)).toBeNull();
      return;
    }
    throw new Error('every first action stayed legal');
  });

  test("the Game API's play checks an action object of an earlier list again once the position has changed", () => {
    const p = game.setup({ players: PLAYERS[id]!, seed: 5 });
    for (let n = 0; n < 50 && !game.isOver(p); n++) {
      const objects = game.legalActions(p);
      game.applyInPlace(p, objects[0]);
      const stale = objects.find((a: unknown) => game.checkAction(p, a) !== null);
      if (stale === undefined) continue;
      expect(game.play(p, stale).ok).toBe(false);
      return;
    }
    throw new Error('every listed action stayed legal');
  });
});

describe.each(Object.keys(GAMES))('%s: what the engine remembers never outlives a change in place', (id) => {
  const game = GAMES[id]!;
  const engine = botEngine<unknown>(game);
  /** Every way to change a position in place, through either API. */
  const routes: Record<string, (p: unknown, i: number) => void> = {
    applyInPlace: (p, i) => game.applyInPlace(p, game.legalActions(p)[i]),
    playInPlace: (p, i) => engine.playInPlace(p, engine.legal(p)[i]!),
    playIndex: (p, i) => engine.playIndex(p, i),
    rollout: (p) => void engine.rollout(p, 0, 1, 1),
  };

  test.each(Object.keys(routes))('changed by %s: legal lists, counts, known actions and play are those of the new state', (route) => {
    const p = game.setup({ players: PLAYERS[id]!, seed: 21 });
    const rng = Rng.fromSeed(21);
    let differed = 0;
    for (let n = 0; n < 60 && !game.isOver(p); n++) {
      // every memory filled for the old state: notation, the list by index, action objects
      const old = engine.legal(p);
      engine.legalCount(p);
      const objects = game.legalActions(p);
      routes[route]!(p, rng.int(old.length));
      if (game.isOver(p)) break;
      expect(game.knownLegalList!(p)).toBeNull();
      const want = reference(game, p);
      if (want.join('|') !== old.join('|')) differed++;
      expect(engine.legal(p)).toEqual(want);
      expect(engine.legalCount(p)).toBe(want.length);
      // an old action object no longer legal is checked again, not played from the old list
      const stale = objects.find((a: unknown) => game.checkAction(p, a) !== null);
      if (stale !== undefined) expect(game.play(p, stale).ok).toBe(false);
    }
    // the precondition: the lists did change, so a stale one would have shown
    expect(differed).toBeGreaterThan(20);
  });

  test('play shares with the original only what the rules never change: a copy played to the end leaves the original as it was', () => {
    // every few steps: each copy costs a game's end
    const every = { nautilus: 40, atlantis: 15, duel: 4 }[id]!;
    for (const seed of [31]) {
      let p: unknown = game.setup({ players: PLAYERS[id]!, seed });
      const rng = Rng.fromSeed(seed);
      for (let n = 0; !game.isOver(p); n++) {
        const legal = engine.legal(p);
        const i = rng.int(legal.length);
        if (n % every === 0) {
          const before = doc(game, p);
          // both copying routes, each copy then changed in place to the game's end
          for (const copy of [engine.play(p, legal[i]!), (game.play(p, game.legalActions(p)[i]) as { value: unknown }).value]) {
            while (!game.isOver(copy)) engine.playIndex(copy, rng.int(engine.legalCount(copy)));
            expect(doc(game, p)).toBe(before);
          }
        }
        p = engine.play(p, legal[i]!);
      }
    }
  });

  test('a list remembered by one instance is retired by a change through another instance of the game', () => {
    if (id !== 'nautilus') return;
    const other = createNautilus();
    const p = game.setup({ players: PLAYERS[id]!, seed: 22 });
    const rng = Rng.fromSeed(22);
    let differed = 0;
    for (let n = 0; n < 60 && !game.isOver(p); n++) {
      const old = engine.legal(p);
      other.applyInPlace(p as Position, other.legalActions(p as Position)[rng.int(old.length)]!);
      if (game.isOver(p)) break;
      const want = reference(game, p);
      if (want.join('|') !== old.join('|')) differed++;
      expect(engine.legal(p)).toEqual(want);
    }
    expect(differed).toBeGreaterThan(20);
  });
});

describe('nautilus: notation printed from the compact codes', () => {
  test('codeNotation and the shared notation equal makeAction of the decoded action on seeded games', () => {
    const game = GAMES.nautilus!;
    const engine = botEngine<Position>(game);
    for (const seed of [3]) {
      const p = game.setup({ players: 4, seed }) as Position;
      const rng = Rng.fromSeed(seed);
      while (!game.isOver(p)) {
        const codes = legalCodes(p, DEFAULT_CONTEXT);
        const printed = engine.legal(p);
        codes.forEach((c, i) => {
          expect(codeNotation(p, c)).toBe(makeAction(decodeAction(p, c)));
          expect(printed[i]).toBe(codeNotation(p, c));
        });
        engine.playIndex(p, rng.int(codes.length));
      }
    }
  });
});

// A seat's view (what a link to an unfinished game holds): built from a game's positions, it reads
// back to exactly that seat's observations, holds nothing of the other seats' secrets, and a
// tampered or oversized one is refused with a path and a reason.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyPatch, diffJson, readSeatView, seatViewDoc, SEAT_VIEW_LIMITS, type SeatViewDoc } from '../../src/core/seatView.js';
import { GAMES } from '../../src/games.js';
import { randomGame } from './randomGame.js';

describe("a seat's view", () => {
  for (const [id, players] of [['nautilus', 3], ['atlantis', 3], ['duel', 2]] as const) {
    test(`${id}: it reads back to the seat's observations, and holds none of the other seats' secrets`, () => {
      const game = GAMES[id]!;
      const { positions, actions } = randomGame(id, players, 60, 7);
      const doc = seatViewDoc(game, 1, positions, actions, ['greedy', 'a person', 'random'].slice(0, players));
      const text = JSON.stringify(doc);
      const r = readSeatView(JSON.parse(text), GAMES);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      expect(r.value.frames.map((f) => f.observation)).toEqual(positions.map((p) => JSON.parse(JSON.stringify(game.observe(p, 1)))));
      expect(r.value.frames.map((f) => f.action)).toEqual([null, ...actions]);
      // the secrets: no seed or generator state, and the view is the same whatever another seat
      // was dealt (the same document from a position whose hidden parts are drawn anew)
      expect(text).not.toMatch(/"(rng|seed|initial|deck|diverDeck|domainDeck)"/);
      const last = positions[positions.length - 1]!;
      const other = game.determinize(game.observe(last, 1), Rng.fromSeed(99));
      expect(JSON.stringify(seatViewDoc(game, 1, [other], [], null).frames[0])).toBe(JSON.stringify(seatViewDoc(game, 1, [last], [], null).frames[0]));
    });
  }

  test('a change that does not fit, another seat’s secrets slipped in, or an oversized step is refused with its path', () => {
    const game = GAMES.duel!;
    const { positions, actions } = randomGame('duel', 2, 20, 3);
    const good = seatViewDoc(game, 0, positions, actions, null);
    const copy = (): SeatViewDoc => JSON.parse(JSON.stringify(good)) as SeatViewDoc;
    // the other seat's hand is not the seat's to know: an observation carrying it is refused
    const leaky = copy();
    (leaky.frames[0] as { observation: { hand: number[] } }).observation.hand.push(99);
    const r1 = readSeatView(leaky, GAMES);
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.error[0]!.path).toBe('$.frames[0]');
    const badPatch = copy();
    (badPatch.frames[2] as { patch: unknown }).patch = { a: { '0': { v: 1 } } };
    const r2 = readSeatView(badPatch, GAMES);
    expect(r2.ok ? null : r2.error[0]!.path).toBe('$.frames[2].patch.a');
    const proto = copy();
    (proto.frames[1] as { patch: unknown }).patch = JSON.parse('{"o":{"__proto__":{"v":{"polluted":true}}}}');
    const r3 = readSeatView(proto, GAMES);
    expect(r3.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const big = copy();
    (big.frames[0] as { observation: { hand: number[] } }).observation.hand = Array.from({ length: SEAT_VIEW_LIMITS.arrayLength + 1 }, () => 1);
    const r4 = readSeatView(big, GAMES);
    expect(r4.ok ? null : r4.error[0]!.code).toBe('tooLarge');
    expect(readSeatView({ ...copy(), game: 'constructor' }, GAMES).ok).toBe(false);
    expect(readSeatView({ ...copy(), seat: 5 }, GAMES).ok).toBe(false);
  });

  test('differences apply back exactly', () => {
    const a = { x: [1, 2, { y: 3 }], z: 'k', w: null };
    const b = { x: [1, 5, { y: 4 }], z: 'k', w: [1] };
    const p = diffJson(a, b)!;
    const r = applyPatch(a, p, '$');
    expect(r.ok && r.value).toEqual(b);
    expect(a).toEqual({ x: [1, 2, { y: 3 }], z: 'k', w: null });
  });
});

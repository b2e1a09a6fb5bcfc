// Spec section 11: hidden information — observations and beliefs.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { DEFAULT_BOARD, zoneAt, applyInPlace, beliefs, legalActions, observe, setupGame, TILE_SET, type Position } from '../../src/nautilus/index.js';

/** Plays seeded random actions until phase 3 has seen sonar use (so there is private knowledge). */
function midGame(seed: number, steps = 600): Position {
  const pos = setupGame({ players: 3, seed });
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < steps && pos.endReason === null; i++) applyInPlace(pos, rng.pick(legalActions(pos)));
  return pos;
}

/** Every identity a seat must not see: unseen face-down tiles, other goals, stacks below the top, the generator. */
function hiddenFrom(pos: Position, seat: number): { tiles: { at: [number, number]; tile: string }[]; goals: string[] } {
  const known = new Set(pos.players[seat]!.known.map((k) => `${k.at}`));
  return {
    tiles: pos.tiles.filter((t) => !t.faceUp && !known.has(`${t.at}`)).map((t) => ({ at: t.at, tile: t.tile })),
    goals: pos.players.filter((_, s) => s !== seat).map((p) => JSON.stringify(p.goal)),
  };
}

describe('spec 11: observations', () => {
  test('a fresh observation holds no tile identity, no other goal card, no stack order, no generator state', () => {
    const pos = setupGame({ players: 4, seed: 3 });
    const obs = observe(pos, 2);
    const text = JSON.stringify(obs);
    expect(text).not.toMatch(/"tile":"(gold|crab|urchin|mussel|snail|chest|speed|atlantis\d+)"/);
    expect(text).not.toContain('"rng"');
    expect(obs.players.map((p) => p.goal)).toEqual([null, null, pos.players[2]!.goal, null]);
    expect(obs.stacks.lab).toEqual({ top: pos.stacks.lab[0], size: 4, order: null });
    expect(obs.tiles.every((t) => t.tile === null)).toBe(true);
    expect(obs.tiles.filter((t) => t.zone === 'T')).toHaveLength(14);
  });

  test.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i mid-game: the serialized observation names no hidden identity', (seed) => {
    const pos = midGame(seed);
    for (let seat = 0; seat < 3; seat++) {
      const obs = observe(pos, seat);
      const hidden = hiddenFrom(pos, seat);
      // every tile entry of the observation for a hidden square carries no identity
      for (const h of hidden.tiles) {
        const seen = obs.tiles.find((t) => t.at[0] === h.at[0] && t.at[1] === h.at[1])!;
        expect(seen.tile).toBeNull();
      }
      // and nowhere else in the document is a hidden square paired with its identity
      const text = JSON.stringify(obs);
      for (const h of hidden.tiles) expect(text).not.toContain(`"at":[${h.at[0]},${h.at[1]}],"tile":"${h.tile}"`);
      for (const p of obs.players) for (const k of p.known) if (p !== obs.players[seat]) expect(k.tile).toBeNull();
      for (const g of hidden.goals) expect(text).not.toContain(`"goal":${g}`);
      expect(text).not.toContain('"rng"');
    }
  });

  test('own knowledge shows; another seat sees only where a scan or examination looked', () => {
    const pos = setupGame({ players: 2, seed: 4 });
    const t = pos.tiles[5]!;
    pos.players[0]!.known = [{ at: t.at, tile: t.tile }];
    expect(observe(pos, 0).tiles[5]!.tile).toBe(t.tile);
    expect(observe(pos, 1).tiles[5]!.tile).toBeNull();
    expect(observe(pos, 1).players[0]!.known).toEqual([{ at: t.at, tile: null }]);
  });

  test('variant openStacks shows the stack order', () => {
    const pos = setupGame({ players: 2, seed: 4, variants: { openStacks: true } });
    expect(observe(pos, 0).stacks.training.order).toEqual(pos.stacks.training);
  });
});

describe('spec 11: belief', () => {
  test('at the start every unknown tile is uniform over its zone set', () => {
    const b = beliefs(observe(setupGame({ players: 2, seed: 1 }), 0));
    expect(b).toHaveLength(60);
    const t = b.find((x) => x.zone === 'T')!;
    expect(t.options.find((o) => o.tile === 'gold')!.p).toBeCloseTo(3 / 14);
    expect(t.options.find((o) => o.tile === 'atlantis13')!.p).toBeCloseTo(1 / 14);
    expect(t.options.map((o) => o.tile)).not.toContain('atlantis14');
  });

  test('known, face-up and gone tiles are accounted for', () => {
    const pos = setupGame({ players: 2, seed: 1 });
    const tZone = pos.tiles.filter((t) => zoneAt(DEFAULT_BOARD, t.at[0], t.at[1]) === 'T');
    pos.players[0]!.known = [{ at: tZone[0]!.at, tile: tZone[0]!.tile }];
    tZone[1]!.faceUp = true;
    const gone = tZone[2]!;
    pos.tiles.splice(pos.tiles.indexOf(gone), 1);
    pos.gone.push({ at: gone.at, tile: gone.tile, to: 'removed', seat: null });
    const b = beliefs(observe(pos, 0)).filter((x) => x.zone === 'T');
    expect(b).toHaveLength(11);
    const left = new Map<string, number>();
    for (const id of TILE_SET.T) left.set(id, (left.get(id) ?? 0) + 1);
    for (const t of [tZone[0]!, tZone[1]!, gone]) left.set(t.tile, left.get(t.tile)! - 1);
    for (const o of b[0]!.options) expect(o.p).toBeCloseTo(left.get(o.tile)! / 11);
    expect(b[0]!.options.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1);
  });
});

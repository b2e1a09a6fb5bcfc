// Spec section 11: hidden information — observations and beliefs.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { DEFAULT_BOARD, zoneAt, applyInPlace, beliefs, determinize, legalActions, observe, setupGame, TILE_SET, validatePosition } from '../../src/nautilus/index.js';
import { midGames, permuteHidden } from './midgame.js';

const positions = midGames(8);

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

  test.each(positions.map((p, i) => [i, p] as const))('mid-game %i: nothing a seat may not see is in its observation', (_i, pos) => {
    expect(pos.endReason).toBeNull();
    for (let seat = 0; seat < pos.players.length; seat++) {
      const obs = observe(pos, seat);
      const mine = new Set(pos.players[seat]!.known.map((k) => `${k.at}`));
      // its own knowledge shows; every other face-down tile is unknown
      for (const t of pos.tiles) {
        const seen = obs.tiles.find((o) => o.at[0] === t.at[0] && o.at[1] === t.at[1])!;
        expect(seen.tile).toBe(t.faceUp || mine.has(`${t.at}`) ? t.tile : null);
      }
      obs.players.forEach((p, s) => {
        expect(p.goal).toEqual(s === seat ? pos.players[s]!.goal : null);
        expect(p.known).toEqual(pos.players[s]!.known.map((k) => ({ at: k.at, tile: s === seat ? k.tile : null })));
      });
      expect(JSON.stringify(obs)).not.toContain('"rng"');
    }
  });

  test('the mid-game positions hold private knowledge of several seats (the precondition of these tests)', () => {
    for (const pos of positions) {
      expect(pos.players[pos.toAct]!.known.length).toBeGreaterThan(0);
      expect(pos.players.filter((p) => p.known.length > 0).length).toBeGreaterThanOrEqual(2);
      expect(pos.tiles.some((t) => !t.faceUp && !pos.players[pos.toAct]!.known.some((k) => k.at[0] === t.at[0] && k.at[1] === t.at[1]))).toBe(true);
    }
  });

  test.each(positions.map((p, i) => [i, p] as const))('mid-game %i: permuting what a seat cannot see leaves its observation and beliefs unchanged', (i, pos) => {
    const rng = Rng.fromSeed(100 + i);
    for (let seat = 0; seat < pos.players.length; seat++) {
      const other = permuteHidden(pos, seat, rng);
      expect(other).not.toBeNull();
      expect(validatePosition(other)).toEqual([]);
      expect(observe(other!, seat)).toEqual(observe(pos, seat));
      expect(beliefs(observe(other!, seat))).toEqual(beliefs(observe(pos, seat)));
      // and the permutation did change hidden identities (the test can fail)
      expect(other!.tiles.some((t, k) => t.tile !== pos.tiles[k]!.tile)).toBe(true);
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

describe('spec 11: belief, at the edges', () => {
  const tTiles = (pos: ReturnType<typeof setupGame>): ReturnType<typeof setupGame>['tiles'] => pos.tiles.filter((t) => zoneAt(DEFAULT_BOARD, t.at[0], t.at[1]) === 'T');

  test('an identity whose every copy is accounted for is no longer an option (no option of probability 0)', () => {
    const pos = setupGame({ players: 2, seed: 1 });
    const golds = tTiles(pos).filter((t) => t.tile === 'gold');
    expect(golds).toHaveLength(TILE_SET.T.filter((id) => id === 'gold').length);
    pos.players[0]!.known = golds.map((t) => ({ at: t.at, tile: t.tile }));
    const b = beliefs(observe(pos, 0)).filter((x) => x.zone === 'T');
    expect(b).toHaveLength(14 - golds.length);
    for (const x of b) {
      expect(x.options.map((o) => o.tile)).not.toContain('gold');
      expect(x.options.every((o) => o.p > 0)).toBe(true);
      expect(x.options.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1);
    }
  });

  test('an inconsistent observation (more copies seen than the set holds) still gives probabilities', () => {
    // a hand-edited position may claim a fourth trench gold; the count stops at none left
    const obs = observe(setupGame({ players: 2, seed: 1 }), 0);
    const golds = TILE_SET.T.filter((id) => id === 'gold').length;
    for (const x of obs.tiles.filter((o) => o.zone === 'T').slice(0, golds + 1)) x.tile = 'gold';
    const b = beliefs(obs).filter((x) => x.zone === 'T');
    expect(b).toHaveLength(14 - golds - 1);
    for (const x of b) {
      expect(x.options.map((o) => o.tile)).not.toContain('gold');
      expect(x.options.every((o) => o.p > 0)).toBe(true);
      expect(x.options.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1);
    }
  });
});

describe('spec 11: determinization', () => {
  const tileSetCount = (tiles: { tile: string }[]): Record<string, number> => {
    const c: Record<string, number> = {};
    for (const t of tiles) c[t.tile] = (c[t.tile] ?? 0) + 1;
    return c;
  };

  /** Round-1 and round-2 positions, where the research stacks still hold layouts below their tops. */
  const early = [0, 12, 40].map((steps) => {
    const pos = setupGame({ players: 3, seed: 5 });
    const rng = Rng.fromSeed(5);
    for (let i = 0; i < steps; i++) applyInPlace(pos, rng.pick(legalActions(pos)));
    return pos;
  });
  /** The first position of a seeded game where a seat holds a research module whose stack has layouts below its top. */
  const holding = (() => {
    const pos = setupGame({ players: 2, seed: 8 });
    const rng = Rng.fromSeed(8);
    const holds = (): boolean => pos.players.some((p) => p.held.some((h) => h.kind !== 'green' && h.kind !== 'blue' && pos.stacks[h.kind].length >= 2));
    for (let i = 0; i < 2000 && !holds(); i++) applyInPlace(pos, rng.pick(legalActions(pos).filter((a) => a.type === 'buy' || a.type === 'end')));
    return pos;
  })();
  early.push(holding);

  test('early positions hold stacks with layouts below their tops, one with such a kind held (the precondition of the stack checks)', () => {
    for (const pos of early) expect(Object.values(pos.stacks).some((s) => Array.isArray(s) && s.length >= 2)).toBe(true);
    expect(holding.players.some((p) => p.held.some((h) => h.kind !== 'green' && h.kind !== 'blue' && holding.stacks[h.kind].length >= 2))).toBe(true);
  });

  test("a goal card written in reverse order is still the viewer's own: no other seat is dealt it", () => {
    const pos = setupGame({ players: 4, seed: 3 });
    for (const p of pos.players) p.goal = [p.goal[1], p.goal[0]];
    expect(validatePosition(pos)).toEqual([]);
    for (let seat = 0; seat < 4; seat++) {
      for (const seed of [1, 2, 3]) {
        const det = determinize(observe(pos, seat), Rng.fromSeed(seed));
        expect(validatePosition(det)).toEqual([]);
        expect(new Set(det.players.map((p) => [...p.goal].sort().join())).size).toBe(4);
      }
    }
  });

  test.each([...early, ...positions.slice(0, 4)].map((p, i) => [i, p] as const))('position %i: every seat could take a determinization for the truth', (_i, pos) => {
    expect(pos.endReason).toBeNull();
    for (let seat = 0; seat < pos.players.length; seat++) {
      const obs = observe(pos, seat);
      for (const seed of [1, 2]) {
        const det = determinize(obs, Rng.fromSeed(seed));
        expect(validatePosition(det)).toEqual([]);
        expect(observe(det, seat)).toEqual(obs); // what the seat sees is kept exactly
        // the tiles, on the board and gone, are the board's whole set: every identity once
        expect(tileSetCount([...det.tiles, ...det.gone])).toEqual(tileSetCount([...pos.tiles, ...pos.gone]));
        // other seats' goal cards are other cards than the observer's own, all different
        expect(new Set(det.players.map((p) => `${p.goal}`)).size).toBe(pos.players.length);
        // another seat's knowledge names the identity the determinization put on that square
        for (const p of det.players) for (const k of p.known) expect(det.tiles.find((t) => `${t.at}` === `${k.at}`)?.tile).toBe(k.tile);
        // each research stack keeps its visible top and its size, and every layout of a kind once (board, held, stack)
        for (const kind of ['training', 'technology', 'sonar', 'lab', 'analysis'] as const) {
          expect([det.stacks[kind][0] ?? null, det.stacks[kind].length]).toEqual([pos.stacks[kind][0] ?? null, pos.stacks[kind].length]);
          const all = [...det.modules.filter((m) => m.kind === kind).map((m) => m.corridors), ...det.players.flatMap((p) => p.held.filter((h) => h.kind === kind).map((h) => h.corridors)), ...det.stacks[kind]];
          expect(all.sort()).toEqual(
            [...pos.modules.filter((m) => m.kind === kind).map((m) => m.corridors), ...pos.players.flatMap((p) => p.held.filter((h) => h.kind === kind).map((h) => h.corridors)), ...pos.stacks[kind]].sort(),
          );
        }
        expect(det.rng).not.toEqual(pos.rng); // the truth's generator state never reaches a determinization
      }
    }
  });

  test('the hidden parts are sampled: over seeds, unseen squares and other goals take different values', () => {
    const pos = positions[0]!;
    const obs = observe(pos, pos.toAct);
    const hidden = obs.tiles.filter((t) => t.tile === null && !t.faceUp);
    expect(hidden.length).toBeGreaterThan(10);
    const tilesSeen = new Set<string>();
    const goalsSeen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const det = determinize(obs, Rng.fromSeed(seed));
      tilesSeen.add(hidden.map((h) => det.tiles.find((t) => `${t.at}` === `${h.at}`)!.tile).join());
      goalsSeen.add(det.players.map((p) => `${p.goal}`).join());
    }
    expect(tilesSeen.size).toBe(20);
    expect(goalsSeen.size).toBeGreaterThan(1);
  });
});

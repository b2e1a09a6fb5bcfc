// The fast path (fast.ts, clone.ts) against the reference routes: seeded games compare at every step
// the generated list with the reference generator's, the count, the uniform draw, and the copy.
import { describe, expect, test } from 'vitest';
import { cloneData } from '../../src/core/clone.js';
import { Rng } from '../../src/core/rng.js';
import {
  applyInPlace,
  checkAction,
  clonePosition,
  countLegal,
  createContext,
  createNautilus,
  legalActions,
  makeAction,
  moveModule,
  observe,
  play,
  playGame,
  randomChooser,
  randomLegal,
  referenceLegalActions,
  seaOf,
  setupGame,
  rotateMask,
  rotateModule,
  type Action,
  type Position,
} from '../../src/nautilus/index.js';
import { propertyGame } from '../helpers.js';
import { scaled } from '../scale.js';
import { canonical } from '../../src/nautilus/clone.js';

/** Plays property game `k` (variants, custom boards, the rare rules) calling `visit` before every action. */
function walk(k: number, visit: (pos: Position, step: number) => void): void {
  const { ps, pos } = propertyGame(k);
  for (let step = 0; pos.endReason === null; step++) {
    visit(pos, step);
    applyInPlace(pos, ps.bots![pos.toAct]!(pos, referenceLegalActions(pos)));
  }
  visit(pos, -1);
}

describe('fast path = reference', () => {
  test('legalActions, countLegal and randomLegal agree with the reference generator at every step', () => {
    const ctx = createContext();
    let steps = 0;
    for (let k = 1; k <= scaled(60); k++) {
      walk(k, (pos) => {
        const ref = referenceLegalActions(pos, seaOf(pos), ctx);
        const fast = legalActions(pos, undefined, ctx);
        expect(fast).toEqual(ref);
        expect(countLegal(pos, ctx)).toBe(ref.length);
        // the same draw as rng.pick over the whole list, leaving the generator in the same state
        const r1 = Rng.fromSeed(k * 1000 + steps);
        const r2 = Rng.fromSeed(k * 1000 + steps);
        const drawn = randomLegal(pos, r1, ctx);
        if (ref.length === 0) expect(drawn).toBeNull();
        else expect(drawn).toEqual(r2.pick(ref));
        expect(r1.state()).toEqual(r2.state());
        steps++;
      });
    }
    expect(steps).toBeGreaterThan(1000);
  });

  test('placements at every Nemo from 0 to 5: both generators agree (a centre is affordable by the dearest square of its whole footprint, spec 5)', () => {
    let turns = 0;
    let priced = 0;
    for (const k of [1, 2, 9, 19, 29]) {
      walk(k, (pos) => {
        if (pos.endReason !== null || pos.phase !== 1 || pos.turn.pending || !pos.players[pos.toAct]!.held.length) return;
        const p = clonePosition(pos);
        const counts: number[] = [];
        for (let nemo = 0; nemo <= 5; nemo++) {
          p.players[p.toAct]!.nemo = nemo;
          const ref = referenceLegalActions(p).filter((a) => a.type === 'place');
          expect(legalActions(p, undefined, createContext()).filter((a) => a.type === 'place')).toEqual(ref);
          counts.push(ref.length);
        }
        turns++;
        if (new Set(counts.slice(1)).size > 1) priced++;
      });
    }
    // turns where some centres cost more than others, so the Nemo decides
    expect(priced).toBeGreaterThan(20);
    expect(turns).toBeGreaterThan(priced);
  });

  test('randomLegal is uniform over the legal list', () => {
    const pos = setupGame({ players: 4, seed: 3 });
    const legal = legalActions(pos).map(makeAction);
    const counts = new Map<string, number>();
    const rng = Rng.fromSeed(9);
    const draws = legal.length * 400;
    for (let i = 0; i < draws; i++) {
      const a = makeAction(randomLegal(pos, rng, createContext())!);
      counts.set(a, (counts.get(a) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...legal].sort());
    for (const c of counts.values()) expect(Math.abs(c - 400)).toBeLessThan(400 * 0.3);
  });

  test('one context serves interleaved positions of different games and boards', () => {
    const ctx = createContext();
    const games = [1, 9, 19, 4].map((k) => {
      return propertyGame(k);
    });
    for (let step = 0; step < 400; step++) {
      for (const g of games) {
        if (g.pos.endReason !== null) continue;
        const ref = referenceLegalActions(g.pos);
        expect(legalActions(g.pos, undefined, ctx)).toEqual(ref);
        applyInPlace(g.pos, g.ps.bots![g.pos.toAct]!(g.pos, ref), [], ctx);
      }
    }
  });

  test('the checker accepts exactly the generated actions among sampled grammar actions', () => {
    const rng = Rng.fromSeed(5);
    for (let k = 1; k <= scaled(20); k++) {
      walk(k, (pos, step) => {
        if (step % 7 !== 0 || pos.endReason !== null) return;
        // a placement is named by its corridors: a rotation giving the same corridors as a listed one is legal, not listed again
        const key = (a: Action): string => (a.type === 'place' && a.rotation >= 0 && a.rotation <= 3 && pos.players[pos.toAct]!.held[a.index] ? `place ${a.index} ${a.at[0]} ${a.at[1]} m${rotateMask(pos.players[pos.toAct]!.held[a.index]!.corridors, a.rotation)}` : makeAction(a));
        const legal = new Set(legalActions(pos).map(key));
        const sea = seaOf(pos);
        for (const a of legalActions(pos)) expect(checkAction(pos, a, sea)).toBeNull();
        // near misses: generated actions with one coordinate moved
        for (const a of legalActions(pos).slice(0, 30)) {
          const text = makeAction(a).split(' ');
          const i = 1 + rng.int(Math.max(1, text.length - 1));
          const n = Number(text[i]);
          if (!Number.isInteger(n)) continue;
          text[i] = String(n + (rng.int(2) ? 1 : -1));
          const variant = Nautilus(pos).parseAction(text.join(' '));
          if (!variant.ok) continue;
          expect(checkAction(pos, variant.value, sea) === null).toBe(legal.has(key(variant.value)));
        }
      });
    }
  });

  test('a context that has seen a position notices modules moved, turned or replaced by edits (fast.ts sharedPrefix)', () => {
    // a mid-game position with several modules, a context that has generated for it
    const pos = setupGame({ players: 3, seed: 12 });
    const rng = Rng.fromSeed(4);
    while (pos.modules.length < 6 && pos.endReason === null) {
      const legal = legalActions(pos);
      const place = legal.find((a) => a.type === 'place');
      applyInPlace(pos, place ?? legal[rng.int(legal.length)]!);
    }
    // on to a turn with placements to make: the list depends on every module's corridors
    while (pos.endReason === null && !legalActions(pos).some((a) => a.type === 'place')) {
      const legal = legalActions(pos);
      applyInPlace(pos, legal[rng.int(legal.length)]!);
    }
    expect(pos.modules.length).toBeGreaterThanOrEqual(6);
    expect(pos.endReason).toBeNull();
    const ctx = createContext();
    const fresh = (p: Position) => legalActions(p, undefined, createContext());
    const edits: [string, (p: Position) => unknown][] = [
      ['turned', (p) => rotateModule(p, 2, 1)],
      ['moved', (p) => moveModule(p, 3, [p.modules[3]!.at[0] + 1, p.modules[3]!.at[1]])],
      ['replaced by a copy with another rotation', (p) => (p.modules[4] = { ...p.modules[4]!, rotation: (p.modules[4]!.rotation + 2) % 4 })],
      ['replaced by a copy one row down (the first such copy that changes the list)', (p) => {
        const down = (q: Position, i: number): void => void (q.modules[i] = { ...q.modules[i]!, at: [q.modules[i]!.at[0], q.modules[i]!.at[1] + 1] });
        const list = fresh(p).map(makeAction).join();
        const i = p.modules.findIndex((_, j) => {
          const q = clonePosition(p);
          down(q, j);
          return fresh(q).map(makeAction).join() !== list;
        });
        expect(i).toBeGreaterThanOrEqual(0);
        down(p, i);
      }],
      ['replaced by a copy with other corridors', (p) => (p.modules[2] = { ...p.modules[2]!, corridors: p.modules[2]!.corridors ^ 0b0101_0101 })],
    ];
    for (const [what, edit] of edits) {
      const p = clonePosition(pos);
      expect(legalActions(p, undefined, ctx)).toEqual(fresh(p));
      const before = legalActions(p, undefined, ctx).map(makeAction);
      edit(p);
      const after = fresh(p).map(makeAction);
      expect(after, what).not.toEqual(before);
      expect(legalActions(p, undefined, ctx).map(makeAction), what).toEqual(after);
      expect(referenceLegalActions(p).map(makeAction), what).toEqual(after);
    }
  });

  test('clonePosition equals a JSON round trip, key order included, and is independent', () => {
    for (let k = 1; k <= scaled(20); k++) {
      walk(k, (pos, step) => {
        if (step % 5 !== 0) return;
        const copy = clonePosition(pos);
        expect(JSON.stringify(copy)).toBe(JSON.stringify(pos));
        expect(copy).toEqual(cloneData(pos));
        if (pos.endReason === null) {
          const legal = legalActions(pos);
          const a = legal[step % legal.length]!;
          const b = cloneData(pos);
          const before = JSON.stringify(pos);
          const played = play(pos, a);
          const seen = observe(played.ok ? played.value : pos, step % pos.players.length);
          const seenBefore = JSON.stringify(seen);
          applyInPlace(copy, a);
          applyInPlace(b, a);
          expect(JSON.stringify(copy)).toBe(JSON.stringify(b));
          // play's copy shares entries with the original (the rules replace them rather than change
          // them): playing on from it to the end of the game leaves the original as it was
          expect(played.ok && JSON.stringify(played.value)).toBe(JSON.stringify(b));
          const rng = Rng.fromSeed(step + 1);
          for (let n = 0; played.ok && played.value.endReason === null && n < 3000; n++) {
            const next = legalActions(played.value);
            applyInPlace(played.value, next[rng.int(next.length)]!);
          }
          expect(JSON.stringify(pos)).toBe(before);
          // and an observation taken before is a snapshot
          expect(JSON.stringify(seen)).toBe(seenBefore);
        }
      });
    }
  });

  test('setup writes positions of the engine shape (what lets their copies skip the full check)', () => {
    for (let k = 0; k < 64; k++) {
      const { pos } = propertyGame(k);
      expect(canonical(pos)).toBe(true);
    }
    // variants given in another order, or with a key of their own, are not of the engine's shape
    const odd = setupGame({ players: 2, seed: 1, variants: { extra: 1 } as never });
    expect(canonical(odd)).toBe(false);
    expect(JSON.stringify(clonePosition(odd))).toBe(JSON.stringify(odd));
    expect(JSON.stringify(play(odd, legalActions(odd)[0]!).ok)).toBe('true');
  });

  test('a position with keys in another order is copied as written', () => {
    const pos = setupGame({ players: 3, seed: 2 });
    const odd = { ...pos, tiles: pos.tiles.map((t) => ({ faceUp: t.faceUp, tile: t.tile, at: t.at })) } as unknown as Position;
    const reordered = Object.fromEntries(Object.entries(odd).reverse()) as unknown as Position;
    for (const p of [odd, reordered]) expect(JSON.stringify(clonePosition(p))).toBe(JSON.stringify(p));
  });

  test('random games through the fast draw play exactly the games of the list-based random chooser', () => {
    for (let seed = 1; seed <= scaled(10); seed++) {
      const players = 2 + (seed % 3);
      const fast = playGame({ players, seed, record: true });
      const listed = playGame({ players, seed, record: true, bots: Array.from({ length: players }, (_, s) => randomChooser(seed * 16 + s + 1)) });
      expect(fast.record!.actions).toEqual(listed.record!.actions);
      expect(fast.record!.final).toEqual(listed.record!.final);
    }
  });
});

const Nautilus = (_pos: Position) => createNautilus();

// The engine worker API, called directly (the browser tests drive it through a real worker).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { NaiveKernel } from '../../src/kernel/naive.js';
import { squaresOf } from '../../src/kernel/types.js';
import { compressToEncodedURIComponent } from 'lz-string';
import { GAME_IDS } from '../../src/games.js';
import { kernelBoardOf, seaOf, type Position } from '../../src/nautilus/index.js';
import type { Observation } from '../../src/nautilus/observation.js';
import { createEngineApi, type GameView } from '../../web/src/worker/engineApi.js';
import { bombLink } from '../bombLink.js';
import { makeExploreDoc } from '../../src/core/exploreDoc.js';
import { loadWasmKernel } from '../kernel/wasmKernel.js';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/perft/game-06-seed11.json', import.meta.url), 'utf8')) as { perft: Record<string, number>; position: Position };

describe('engine API lifecycle', () => {
  test('initial → loading → idle, with the WASM kernel', async () => {
    const api = createEngineApi(() => loadWasmKernel());
    expect(api.status()).toEqual({ state: 'initial', kernel: null, error: null });
    const pending = api.init();
    expect(api.status().state).toBe('loading');
    expect(await pending).toEqual({ state: 'idle', kernel: 'wasm', error: null });
    expect(await api.init()).toEqual({ state: 'idle', kernel: 'wasm', error: null });
  });

  test('without WASM it falls back to the TS twin and says why', async () => {
    const api = createEngineApi(() => Promise.reject(new Error('no WebAssembly here')));
    const s = await api.init();
    expect(s.state).toBe('idle');
    expect(s.kernel).toBe('ts');
    expect(s.error).toContain('no WebAssembly here');
    expect(() => api.setKernel('wasm')).toThrow(/not available/);
  });
});

describe('engine API calls', async () => {
  const api = createEngineApi(() => loadWasmKernel());
  await api.init();
  const fixtureView = (): GameView => {
    const r = api.validate('nautilus', fixture.position);
    if (!r.ok) throw new Error('fixture invalid');
    return r.value;
  };

  test('games: every game of the playground, with its variant settings and defaults', () => {
    const games = api.games();
    expect(games.map((g) => g.id)).toEqual(GAME_IDS);
    for (const g of games) {
      expect(g.variantSpecs.length).toBeGreaterThan(0);
      for (const spec of g.variantSpecs) expect(Object.hasOwn(g.defaultVariants, spec.key)).toBe(true);
    }
  });

  test('newGame, play, illegal play refused with a code (the position is kept)', () => {
    const r = api.newGame('nautilus', { players: 3, seed: 4, firstPlayer: 0 });
    if (!r.ok) throw new Error('newGame failed');
    const v = r.value;
    expect(v.toAct).toBe(0);
    expect(v.legal).toContain('end');
    const bought = api.play('nautilus', 'buy green 2', v.position);
    if (!bought.ok) throw new Error('buy refused');
    expect((bought.value.position as Position).players[0]!.held).toHaveLength(1);
    expect((bought.value.position as Position).players[0]!.nemo).toBe((v.position as Position).players[0]!.nemo - 2);
    expect(api.play('nautilus', 'buy lab', bought.value.position)).toEqual({ ok: false, error: { code: 'alreadyBought', message: expect.any(String) } });
    expect((v.position as Position).players[0]!.held).toHaveLength(0); // the position given is never changed
    expect(api.play('nautilus', 'jump', v.position)).toMatchObject({ ok: false, error: { code: 'badNotation' } });
    expect(api.check('nautilus', 'buy lab', bought.value.position)).toMatchObject({ code: 'alreadyBought' });
    expect(api.check('nautilus', 'end', v.position)).toBeNull();
  });

  test('newGame refuses bad variants with their paths', () => {
    expect(api.newGame('nautilus', { players: 2, seed: 1, variants: { maxHeldModules: 9 } })).toMatchObject({ ok: false, error: [{ path: '$.variants.maxHeldModules', code: 'badVariant' }] });
    expect(() => api.newGame('chess', { players: 2, seed: 1 })).toThrow(/unknown game/);
  });

  test('every game: a new game plays to its end through the API, and its views survive structured cloning', () => {
    for (const id of GAME_IDS) {
      const r = api.newGame(id, { players: 2, seed: 3 });
      if (!r.ok) throw new Error(`${id}: newGame failed`);
      let v = r.value;
      for (let i = 0; i < 20_000 && v.toAct !== null; i++) {
        const next = api.play(id, v.legal[(i * 7919) % v.legal.length]!, v.position);
        if (!next.ok) throw new Error(`${id}: its own legal action was refused: ${next.error.message}`);
        v = next.value;
      }
      expect(v.toAct, id).toBeNull();
      expect(v.endText, id).toEqual(expect.any(String));
      expect(v.winners.length, id).toBeGreaterThan(0);
      expect(structuredClone(v)).toEqual(v);
    }
  });

  test('validate: errors with paths, or the view with its legal actions', () => {
    const bad = api.validate('nautilus', { format: 'nautilus/1' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.map((e) => e.path)).toContain('$.players');
    expect(fixtureView().legal.length).toBeGreaterThan(0);
  });

  test('readDocument: a position, a record (with its history), a link; any game by its format; bad input gets paths', () => {
    const pos = api.readDocument({ text: JSON.stringify(fixture.position) });
    expect(pos).toMatchObject({ ok: true, value: { view: { game: 'nautilus' }, record: null } });
    const start = api.newGame('duel', { players: 2, seed: 5 });
    if (!start.ok) throw new Error('duel newGame failed');
    const actions: string[] = [];
    let v = start.value;
    for (let i = 0; i < 6; i++) {
      actions.push(v.legal[0]!);
      const n = api.play('duel', v.legal[0]!, v.position);
      if (!n.ok) throw new Error('refused');
      v = n.value;
    }
    const record = { format: 'nautilus-duel-game/1', seed: 5, bots: ['a', 'b'], initial: start.value.position, actions, final: v.position };
    const read = api.readDocument({ link: compressToEncodedURIComponent(JSON.stringify(record)) });
    if (!read.ok) throw new Error(read.error[0]!.message);
    expect(read.value.view.game).toBe('duel');
    expect(read.value.view.position).toEqual(v.position);
    expect(read.value.record).toMatchObject({ seed: 5, bots: ['a', 'b'], actions });
    expect(api.readDocument({ text: '{"format":"chess/1"}' })).toMatchObject({ ok: false, error: [{ path: '$.format', code: 'unknownFormat' }] });
    expect(api.readDocument({ text: JSON.stringify({ ...record, final: undefined }) })).toMatchObject({ ok: false, error: [{ path: '$.final' }] });
    expect(api.readDocument({ link: 'not-lz' })).toMatchObject({ ok: false, error: [{ code: 'badLink' }] });
    // a 70 KB link that would unpack to 450 million characters is refused before it is unpacked
    expect(api.readDocument({ link: bombLink(30_000) })).toMatchObject({ ok: false, error: [{ path: '$', code: 'tooLarge' }] });
    expect(api.readSeatView(bombLink(30_000))).toMatchObject({ ok: false, error: [{ path: '$', code: 'tooLarge' }] });
    const many = api.readDocument({ text: JSON.stringify({ ...fixture.position, tiles: fixture.position.tiles.map((t) => ({ ...t, at: [-1, -1] })) }) });
    expect(many.ok).toBe(false);
    if (!many.ok) expect(many.error.length).toBeLessThanOrEqual(50);
  });

  test('replay: every position of a record, stopping at an illegal action', () => {
    const r = api.replay('nautilus', { players: 2, seed: 8 }, ['end', 'end', 'fly away', 'end']);
    expect(r.views).toHaveLength(3);
    expect(r.error).toContain('fly away');
  });

  test('readSession: a session saved before the tree reads as its line; a tree; anything broken is an error, not a throw', () => {
    const v = fixtureView();
    const next = api.play('nautilus', v.legal[0]!, v.position);
    if (!next.ok) throw new Error('refused');
    const text = JSON.stringify({ game: 'nautilus', position: next.value.position, past: [{ position: v.position, action: v.legal[0] }], future: [] });
    const old = api.readSession(text);
    if (!old.ok) throw new Error(old.error);
    expect(old.value.view.position).toEqual(next.value.position);
    expect(old.value.tree.selected).toHaveLength(1);
    // saved again as Explore's document, it reads the same
    const doc = api.readSession(JSON.stringify(makeExploreDoc('nautilus', old.value.tree.tree, old.value.tree.selected)));
    expect(doc).toMatchObject({ ok: true, value: { view: { position: next.value.position }, tree: { selected: old.value.tree.selected } } });
    // a link holding the tree opens on its node
    const link = api.readDocument({ link: compressToEncodedURIComponent(JSON.stringify(makeExploreDoc('nautilus', old.value.tree.tree, []))) });
    expect(link).toMatchObject({ ok: true, value: { view: { position: v.position }, record: null, tree: { selected: [] } } });
    expect(api.readSession('{')).toMatchObject({ ok: false });
    expect(api.readSession(JSON.stringify({ game: 'chess', position: {} }))).toMatchObject({ ok: false, error: expect.stringContaining('$.game') });
    expect(api.readSession(JSON.stringify({ game: 'nautilus', position: v.position, past: [{ position: { format: 'nautilus/1' }, action: 'end' }] }))).toMatchObject({ ok: false, error: expect.stringContaining('$.root') });
  });

  test('botAction: a built-in bot answers a legal action, the same again for the same seed and ply', async () => {
    const r = api.newGame('atlantis', { players: 3, seed: 2 });
    if (!r.ok) throw new Error('newGame failed');
    const a = await api.botAction('atlantis', r.value.position, 'random', 77, 0);
    expect(r.value.legal).toContain(a);
    expect(await api.botAction('atlantis', r.value.position, 'random', 77, 0)).toBe(a);
    expect(r.value.legal).toContain(await api.botAction('atlantis', r.value.position, 'ismcts:8', 77, 0));
    await expect(api.botAction('atlantis', r.value.position, 'oracle', 77, 0)).rejects.toThrow(/unknown bot/);
  });

  test('overlays: every submarine with targets, rings and sonar, plus launch and retire squares, equal to the naive oracle', () => {
    const o = api.overlays(fixture.position);
    expect(o.kernel).toBe('wasm');
    expect(o.subs.length).toBe(fixture.position.submarines.length);
    const naive = new NaiveKernel();
    naive.setPosition(kernelBoardOf(seaOf(fixture.position)));
    for (const s of o.subs) {
      const trench = fixture.position.trenchOpen; // no seat in the fixtures has all five kinds
      const n = naive.reach(s.at[0], s.at[1], s.range, trench, true);
      if (!s.moved) {
        expect(s.targets).toEqual(squaresOf(naive.targets()));
        expect(s.targets).toHaveLength(n);
        s.rings.forEach((ring, d) => expect(ring).toEqual(squaresOf(naive.ring(d + 1))));
      }
      naive.sonar(s.at[0], s.at[1], s.sonar.radius);
      expect(s.sonar.seen).toEqual(squaresOf(naive.seen()));
    }
    const legalLaunch = fixtureView().legal.filter((a) => a.startsWith('launch'));
    expect(o.launch.length > 0).toBe(legalLaunch.length > 0);
    expect(structuredClone(o)).toEqual(o);
  });

  test('perft on WASM and TS matches the fixture; wrong positions are refused', () => {
    for (const k of ['wasm', 'ts'] as const) {
      api.setKernel(k);
      const r = api.perft(2, fixture.position);
      expect(r).toMatchObject({ ok: true, value: { depth: 2, nodes: fixture.perft['2'], kernel: k } });
    }
    api.setKernel('wasm');
    expect(api.perft(7, fixture.position)).toMatchObject({ ok: false, error: { code: 'badDepth' } });
    const fresh = api.newGame('nautilus', { players: 2, seed: 1 });
    if (!fresh.ok) throw new Error('newGame failed');
    expect(api.perft(1, fresh.value.position as Position)).toMatchObject({ ok: false, error: { code: 'notPerftPosition' } });
  });

  test('observe hides what the seat may not know', () => {
    const r = api.newGame('nautilus', { players: 2, seed: 9 });
    if (!r.ok) throw new Error('newGame failed');
    const { observation, beliefs } = api.observe('nautilus', 1, r.value.position) as { observation: Observation; beliefs: unknown[] };
    expect(observation.players[0]!.goal).toBeNull();
    expect(observation.tiles.every((t) => t.tile === null)).toBe(true);
    expect(beliefs).toHaveLength(60);
    expect(JSON.stringify(observation)).not.toContain('"rng"');
  });

  test('playouts report games per second and summaries, with progress', () => {
    const progress: number[] = [];
    const r = api.playouts({ games: 3, players: 4, seed: 10 }, (_w, done) => progress.push(done));
    expect(r.summaries).toHaveLength(3);
    expect(r.summaries.every((s) => s.endReason !== null)).toBe(true);
    expect(progress).toEqual([1 / 3, 2 / 3, 1]);
    expect(r.gamesPerSecond).toBeGreaterThan(0);
  });

  test('bench reports progress while computing', () => {
    const seen: string[] = [];
    const states: string[] = [];
    const r = api.bench({ quick: true, machine: { agent: 'vitest' } }, (w) => {
      seen.push(w);
      states.push(api.status().state);
    });
    for (const w of ['positions', 'reach', 'sonar', 'perft', 'engine path', 'playouts', 'greedy playouts']) expect(seen).toContain(w);
    expect(new Set(states)).toEqual(new Set(['computing']));
    expect(api.status().state).toBe('idle');
    expect(r.machine).toMatchObject({ agent: 'vitest', workerCrossOriginIsolated: 'false' });
  });
});

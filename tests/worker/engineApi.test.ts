// The engine worker API, called directly (the browser tests drive it through a real worker).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { NaiveKernel } from '../../src/kernel/naive.js';
import { squaresOf } from '../../src/kernel/types.js';
import { kernelBoardOf, seaOf, type Position } from '../../src/nautilus/index.js';
import { createEngineApi } from '../../web/src/worker/engineApi.js';
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

  test('newGame, play, illegal play refused with a code (the position is kept)', () => {
    const v = api.newGame({ players: 3, seed: 4, firstPlayer: 0 });
    expect(v.toAct).toBe(0);
    expect(v.legal).toContain('end');
    const r = api.play('buy green 2');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.events).toEqual([{ kind: 'nemo', seat: 0, delta: -2, reason: 'buy', other: null }]);
    const bad = api.play('buy lab');
    expect(bad).toEqual({ ok: false, error: { code: 'alreadyBought', message: expect.any(String) } });
    expect(api.current().position.players[0]!.held).toHaveLength(1);
    expect(api.play('jump')).toMatchObject({ ok: false, error: { code: 'badNotation' } });
  });

  test('load validates: errors with paths, or the position with its legal actions', () => {
    const bad = api.load({ format: 'nautilus/1' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.map((e) => e.path)).toContain('$.players');
    const ok = api.load(fixture.position);
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.value.legal.length).toBeGreaterThan(0);
  });

  test('overlays: every submarine with targets, rings and sonar, plus launch and retire squares, equal to the naive oracle', () => {
    api.load(fixture.position);
    const o = api.overlays();
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
    const legalLaunch = api.current().legal.filter((a) => a.startsWith('launch'));
    expect(o.launch.length > 0).toBe(legalLaunch.length > 0);
  });

  test('perft on WASM and TS matches the fixture; wrong positions are refused', () => {
    api.load(fixture.position);
    for (const k of ['wasm', 'ts'] as const) {
      api.setKernel(k);
      const r = api.perft(2);
      expect(r).toMatchObject({ ok: true, value: { depth: 2, nodes: fixture.perft['2'], kernel: k } });
    }
    api.setKernel('wasm');
    expect(api.perft(7)).toMatchObject({ ok: false, error: { code: 'badDepth' } });
    api.newGame({ players: 2, seed: 1 });
    expect(api.perft(1)).toMatchObject({ ok: false, error: { code: 'notPerftPosition' } });
  });

  test('observe hides what the seat may not know', () => {
    api.newGame({ players: 2, seed: 9 });
    const { observation, beliefs } = api.observe(1);
    expect(observation.players[0]!.goal).toBeNull();
    expect(observation.tiles.every((t) => t.tile === null)).toBe(true);
    expect(beliefs).toHaveLength(60);
  });

  test('playouts report games per second and summaries, with progress', () => {
    const progress: number[] = [];
    const r = api.playouts({ games: 3, players: 4, seed: 10 }, (_w, done) => progress.push(done));
    expect(r.summaries).toHaveLength(3);
    expect(r.summaries.every((s) => s.endReason !== null)).toBe(true);
    expect(progress).toEqual([1 / 3, 2 / 3, 1]);
    expect(r.gamesPerSecond).toBeGreaterThan(0);
  });

  test('results survive structured cloning (what postMessage does)', () => {
    api.load(fixture.position);
    const o = api.overlays();
    expect(structuredClone(o)).toEqual(o);
    const v = api.current();
    expect(structuredClone(v)).toEqual(v);
  });

  test('bench reports progress while computing', () => {
    const seen: string[] = [];
    const states: string[] = [];
    const r = api.bench({ quick: true, machine: { agent: 'vitest' } }, (w) => {
      seen.push(w);
      states.push(api.status().state);
    });
    expect(new Set(seen)).toEqual(new Set(['reach', 'sonar', 'perft', 'playouts']));
    expect(new Set(states)).toEqual(new Set(['computing']));
    expect(api.status().state).toBe('idle');
    expect(r.machine).toEqual({ agent: 'vitest' });
  });
});

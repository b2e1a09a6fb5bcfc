// The packed playout engine (assembly/playout/engine.ts: the WASM build and its generated TS twin)
// against the object engine, the reference: the same legal codes in the same order at every step of
// property games (2-4 players, every variant combination, generated boards), the same greedy
// choice, scores and evaluations there; then 10,000 seeded random playouts and greedy playouts from
// positions of every phase, step and pending choice met on the way, with the same actions (a hash
// of the codes played), the same end and the same scores. One run of the property games feeds every
// assertion.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { seedRng, Rng, type RngState } from '../../src/core/rng.js';
import { tsPlayouts } from '../../src/core/playouts.js';
import { botEngine, objectEngine } from '../../src/core/botEngine.js';
import {
  Nautilus,
  applyInPlace,
  clonePosition,
  codeNotation,
  createContext,
  createNautilus,
  generateCodes,
  decodeAction,
  estimate,
  evaluate,
  greedyChoice,
  legalCodes,
  makeAction,
  propertySetup,
  scoreBreakdown,
  setupGame,
  winners,
  type Position,
  type View,
} from '../../src/nautilus/index.js';
import { POLICY, packPosition, packedEnd, packedLegalCodes, packedPlayouts, twinPackedEngine, type PackedEngine } from '../../src/nautilus/packed.js';
import { instantiatePackedEngine } from '../../src/nautilus/playoutWasm.js';
import { TRACE } from '../../src/nautilus/playoutTwin.js';

const ctx = createContext();
let wasm: PackedEngine;
let engines: PackedEngine[];

/** Seeds of the property games: 2, 3 and 4 players in turn, every tenth on a generated board. */
const GAME_SEEDS = [1, 2, 3, 4, 5, 6, 9, 19, 29, 33, 40, 47];
/** Snapshots kept per category (phase, step, pending), for the playouts. */
const PER_CATEGORY = 60;

/** The category of a position: its phase and step, or its pending choice. */
function category(pos: Position): string {
  const t = pos.turn;
  if (t.pending) return `pending ${t.pending.type}`;
  if (pos.phase === 1) return t.placed.length ? 'phase 1 placed' : t.bought ? 'phase 1 bought' : 'phase 1';
  if (pos.phase === 2) return t.moves ? 'phase 2 moved' : 'phase 2';
  return `phase 3 ${t.step}`;
}

const snapshots: Position[] = [];
const byCategory = new Map<string, number>();
const problems: string[] = [];
let steps = 0;
const variantsSeen = new Set<string>();
const playersSeen = new Set<number>();

function note(text: string): void {
  if (problems.length < 20) problems.push(text);
}

/** The greedy policy's choice among codes (the index), as `Game.rollout` makes it. */
function greedyIndex(pos: Position, codes: readonly number[]): number {
  const names = codes.map((c) => makeAction(decodeAction(pos, c)));
  return names.indexOf(greedyChoice(pos as unknown as View, pos.toAct, names));
}

const rotl5 = (h: number, c: number): number => ((h << 5) | (h >>> 27)) ^ c;

beforeAll(async () => {
  wasm = await instantiatePackedEngine(readFileSync(new URL('../../build/playout/release.wasm', import.meta.url)));
  engines = [wasm, twinPackedEngine()];
  for (const seed of GAME_SEEDS) {
    const setup = propertySetup(seed, seed);
    const pos = setupGame({ ...setup, players: setup.players, seed });
    playersSeen.add(setup.players);
    variantsSeen.add(JSON.stringify(pos.variants));
    const bots = setup.bots!;
    const keep = new Rng(seedRng(seed));
    for (const e of engines) packPosition(e, pos);
    // an engine that differed once is not stepped on in this game (its state is another game's)
    const apart = new Set<PackedEngine>();
    while (pos.endReason === null) {
      const ref = legalCodes(pos, ctx);
      const gi = greedyIndex(pos, ref);
      const totals = scoreBreakdown(pos).map((s) => s.total);
      const estimates = pos.players.map((_, s) => estimate(pos, s));
      const evaluations = pos.players.map((_, s) => evaluate(pos, s));
      for (const e of engines) {
        if (apart.has(e)) continue;
        const before = problems.length;
        // the engine's own state, played on by its own apply since the game's start
        const got = packedLegalCodes(e);
        if (got.join() !== ref.join()) {
          const want = new Set(ref);
          const have = new Set(got);
          note(`${e.id} seed ${seed} step ${steps} (${category(pos)}): missing ${ref.filter((c) => !have.has(c)).map((c) => codeNotation(pos, c)).slice(0, 4)}; extra ${got.filter((c) => !want.has(c)).map((c) => codeNotation(pos, c)).slice(0, 4)}; order ${want.size === have.size}`);
        }
        const g = e.x.greedy();
        if (g !== gi) note(`${e.id} seed ${seed} (${category(pos)}): greedy ${g} against ${gi}`);
        for (let s = 0; s < pos.players.length; s++) {
          if (e.x.score(s) !== totals[s]) note(`${e.id} seed ${seed}: score of ${s} ${e.x.score(s)} against ${totals[s]}`);
          if (e.x.estimate(s) !== estimates[s]) note(`${e.id} seed ${seed}: estimate of ${s}`);
          if (e.x.evaluate(s) !== evaluations[s]) note(`${e.id} seed ${seed}: evaluation of ${s}`);
        }
        if (problems.length > before) apart.add(e);
      }
      const c = category(pos);
      const kept = byCategory.get(c) ?? 0;
      if (kept < PER_CATEGORY && (pos.turn.pending || keep.next() < 0.25)) {
        snapshots.push(clonePosition(pos));
        byCategory.set(c, kept + 1);
      }
      const legal = ref.map((code) => decodeAction(pos, code));
      const action = bots[pos.toAct]!(pos, legal);
      const i = legal.indexOf(action);
      applyInPlace(pos, action, undefined, ctx);
      for (const e of engines) if (!apart.has(e)) e.x.apply(ref[i]!);
      steps++;
    }
    for (const e of engines) {
      if (apart.has(e)) continue;
      if (e.x.generate() !== 0) note(`${e.id} seed ${seed}: the game is over, the packed one goes on`);
      if (e.x.winners() !== winners(pos).reduce((m, s) => m | (1 << s), 0)) note(`${e.id} seed ${seed}: winners differ`);
    }
  }
}, 120_000);

describe("the packed engine plays the object engine's games", () => {
  test('every step of the property games: the same legal codes in the same order, greedy choice, scores and evaluations', () => {
    expect(problems).toEqual([]);
    expect(steps).toBeGreaterThan(2000);
    expect([...playersSeen].sort()).toEqual([2, 3, 4]);
    expect(variantsSeen.size).toBe(GAME_SEEDS.length);
  });

  test('the snapshots cover every phase, step and pending choice', () => {
    const want = ['phase 1', 'phase 1 bought', 'phase 1 placed', 'phase 2', 'phase 2 moved', 'phase 3 launch', 'phase 3 sonar', 'phase 3 move', 'pending speed', 'pending atlantis', 'pending examine'];
    for (const c of want) expect(byCategory.get(c) ?? 0, c).toBeGreaterThan(0);
  });

  test('10,000 seeded random playouts: the same actions, end and scores', () => {
    const failures: string[] = [];
    let playouts = 0;
    const perSnapshot = Math.ceil(10_000 / snapshots.length);
    for (let k = 0; k < snapshots.length; k++) {
      for (let j = 0; j < perSnapshot; j++) {
        const seed = k * 1000 + j;
        const rngs: RngState[] = [0, 1, 2, 3].map((s) => seedRng(seed * 16 + s + 1));
        // the reference: the object engine, each seat drawing from its own generator as playGame's random seats do
        const pos = clonePosition(snapshots[k]!);
        const draw = rngs.map((st) => new Rng(st));
        let n = 0;
        let hash = 0;
        // short playouts (the reference's time is the test's cost), every thousandth to the end
        const cap = j % 1000 === 999 ? 20_000 : 2 + (j % 4) * 3;
        for (; n < cap && pos.endReason === null; n++) {
          const count = generateCodes(pos, ctx);
          const c = ctx.fast.codes[draw[pos.toAct]!.int(count)]!;
          hash = rotl5(hash, c);
          applyInPlace(pos, decodeAction(pos, c), undefined, ctx);
        }
        const totals = scoreBreakdown(pos).map((s) => s.total);
        const e = engines[playouts % 2]!;
        packPosition(e, snapshots[k]!, rngs);
        const actions = e.x.playout(1 << 30, cap, POLICY.random);
        const end = packedEnd(e, actions, pos.players.length, false);
        if (actions !== n || e.memory[TRACE] !== hash || end.finished !== (pos.endReason !== null) || end.scores.join() !== totals.join()) {
          if (failures.length < 10) failures.push(`${e.id} snapshot ${k} (${category(snapshots[k]!)}) seed ${seed}: ${actions}/${n} actions, ${end.scores} against ${totals}`);
        }
        playouts++;
      }
    }
    expect(failures).toEqual([]);
    expect(playouts).toBeGreaterThanOrEqual(10_000);
  });

  test('greedy playouts through the Playouts seam: the same actions and the same end as the object engine', () => {
    const failures: string[] = [];
    for (let k = 0; k < snapshots.length; k++) {
      const rounds = k % 4 === 3 ? 1 : 0; // to the round's end, or one more
      const pos = clonePosition(snapshots[k]!);
      let hash = 0;
      let n = 0;
      const stop = pos.round + rounds;
      for (; n < 2000 && pos.endReason === null && pos.round <= stop; n++) {
        const codes = legalCodes(pos, ctx);
        const c = codes[greedyIndex(pos, codes)]!;
        hash = rotl5(hash, c);
        applyInPlace(pos, decodeAction(pos, c), undefined, ctx);
      }
      const want = {
        actions: n,
        finished: pos.endReason !== null,
        scores: scoreBreakdown(pos).map((s) => s.total),
        winners: winners(pos),
        evaluations: pos.players.map((_, s) => evaluate(pos, s)),
      };
      for (const e of engines) {
        const got = packedPlayouts(e).playout(snapshots[k]!, rounds, k, 2000, true);
        if (JSON.stringify(got) !== JSON.stringify(want) || e.memory[TRACE] !== hash) {
          if (failures.length < 10) failures.push(`${e.id} snapshot ${k} (${category(snapshots[k]!)}): ${JSON.stringify(got)} against ${JSON.stringify(want)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test("BotEngine.rollout on the packed engine (ctx.engine.rollout): the position ends where the object engine's rollout leaves it", () => {
    const object = botEngine<Position>(Nautilus);
    for (const e of engines) {
      const packedGame = createNautilus(undefined, e);
      const engine = botEngine<Position>(packedGame);
      for (let k = e.id === 'wasm' ? 0 : 3; k < snapshots.length; k += 6) {
        const rounds = k % 2;
        const want = clonePosition(snapshots[k]!);
        const got = clonePosition(snapshots[k]!);
        const n = object.rollout(want, rounds, k, 2000);
        expect(engine.rollout(got, rounds, k, 2000), `${e.id} snapshot ${k}`).toBe(n);
        expect(Nautilus.toJSON(got)).toEqual(Nautilus.toJSON(want));
        // the game's legal lists follow the replayed position
        expect(engine.legal(got)).toEqual(object.legal(want));
      }
    }
  });

  test("the TS engine's playouts of a game with a packed engine (analyst@ts, tsPlayouts) never touch the packed engine", () => {
    const e = twinPackedEngine();
    const game = createNautilus(undefined, e);
    const start = setupGame({ players: 3, seed: 12 });
    e.memory[TRACE] = 12345;
    tsPlayouts<Position>(game).playout(clonePosition(start), 0, 1, 2000, true);
    objectEngine(botEngine<Position>(game)).rollout(clonePosition(start), 0, 1, 2000);
    expect(e.memory[TRACE]).toBe(12345);
    // the game's own engine does play on it
    botEngine<Position>(game).rollout(clonePosition(start), 0, 1, 2000);
    expect(e.memory[TRACE]).not.toBe(12345);
  });

  test('whole greedy games from the setup, 2 to 4 players: the same actions and scores', () => {
    const ts = tsPlayouts<Position>(Nautilus);
    for (const players of [2, 3, 4]) {
      const start = setupGame({ players, seed: 70 + players });
      const want = ts.playout(clonePosition(start), Infinity, 1, 20_000, false);
      expect(want.finished).toBe(true);
      for (const e of engines) expect(packedPlayouts(e).playout(start, Infinity, 1, 20_000, false)).toEqual(want);
    }
  });
});

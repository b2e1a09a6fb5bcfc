// The kernel inside the engine: move lists, sonar and launch/retire squares from the kernel equal
// the engine's rules on positions from seeded games, with the TS twin and with WASM injected.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import { squaresOf, type Kernel } from '../../src/kernel/types.js';
import {
  applyInPlace,
  checkAction,
  clonePosition,
  kernelView,
  legalActions,
  makeAction,
  seaOf,
  setupGame,
  createContext,
  type EngineContext,
  type Position,
} from '../../src/nautilus/index.js';
import { loadWasmKernel } from './wasmKernel.js';

let wasm: Kernel;
beforeAll(async () => {
  wasm = await loadWasmKernel();
});

/** Phase-3 positions from seeded random games. */
function phase3Positions(count: number): Position[] {
  const out: Position[] = [];
  for (let seed = 100; out.length < count; seed++) {
    const pos = setupGame({ players: 2 + (seed % 3), seed });
    const rng = Rng.fromSeed(seed);
    while (pos.endReason === null && out.length < count) {
      if (pos.phase === 3 && !pos.turn.pending && pos.submarines.some((s) => s.seat === pos.toAct)) out.push(clonePosition(pos));
      applyInPlace(pos, rng.pick(legalActions(pos)));
    }
  }
  return out;
}

const positions = phase3Positions(300);

describe('kernel = engine on seeded game positions', () => {
  test('subMoves lists exactly the engine move actions', () => {
    for (const kernel of [new TsKernel(), wasm]) {
      for (const pos of positions) {
        const v = kernelView(pos);
        kernel.setPosition(v.board);
        const list = kernel.subMoves(v.subs, v.count, v.range, v.trenchOpen || v.allKinds);
        const fromKernel: string[] = [];
        for (let i = 0; i < list.length; i += 3) fromKernel.push(`move ${pos.toAct}:${v.subs[list[i]! * 4 + 3]} ${list[i + 1]} ${list[i + 2]}`);
        const engine = legalActions(pos).map(makeAction).filter((a) => a.startsWith('move'));
        expect(fromKernel).toEqual(engine);
      }
    }
  });

  test('launch squares and retire squares match the legality of launch and retire', () => {
    for (const kernel of [new TsKernel(), wasm]) {
      for (const pos of positions) {
        const v = kernelView(pos);
        kernel.setPosition(v.board);
        const counts = kernel.mouths(v.modules, pos.modules.length);
        const launch = squaresOf(kernel.launchRows()).map(String);
        const retire = new Set(squaresOf(kernel.retireRows()).map(String));
        expect(counts.launch).toBe(launch.length);
        // every legal launch puts a submarine on a launch square, and every launch square has a legal launch
        const fresh = clonePosition(pos);
        fresh.turn.step = 'launch';
        const legalLaunch = legalActions(fresh).filter((a) => a.type === 'launch');
        const mouthsOfLegal = new Set(
          legalLaunch.map((a) => {
            const [x, y] = a.type === 'launch' ? a.at : [0, 0];
            const d = a.type === 'launch' ? a.dir : 'N';
            return String(d === 'N' ? [x, y - 2] : d === 'S' ? [x, y + 2] : d === 'E' ? [x + 2, y] : [x - 2, y]);
          }),
        );
        if (pos.submarines.filter((s) => s.seat === pos.toAct).length < 3) expect(new Set(launch)).toEqual(mouthsOfLegal);
        // retire: a submarine on a retire square may retire at some module, and only there
        for (const s of pos.submarines.filter((x) => x.seat === pos.toAct)) {
          const can = pos.modules.some((m) => checkAction(pos, { type: 'retire', sub: { seat: s.seat, index: s.index }, at: m.at }) === null);
          expect(can).toBe(retire.has(String(s.at)));
        }
      }
    }
  });

  test('the engine plays the same games with the WASM kernel injected', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const play = (ctx: EngineContext): string[] => {
        const pos = setupGame({ players: 2 + (seed % 3), seed });
        const rng = Rng.fromSeed(seed);
        const log: string[] = [];
        while (pos.endReason === null) {
          const legal = legalActions(pos, undefined, ctx);
          const a = rng.pick(legal);
          log.push(`${legal.length}:${makeAction(a)}`);
          applyInPlace(pos, a, undefined, ctx);
        }
        return log;
      };
      const withTs = play(createContext(new TsKernel()));
      const withWasm = play(createContext(wasm));
      expect(withWasm).toEqual(withTs);
    }
  });

  test('sonar through the kernel equals the rule on every own submarine', () => {
    for (const pos of positions.slice(0, 100)) {
      const sea = seaOf(pos);
      for (const s of pos.submarines) {
        wasm.setPosition(kernelView(pos).board);
        const n = wasm.sonar(s.at[0], s.at[1], 5);
        const onTrench = sea.board.zones[s.at[1] * sea.width + s.at[0]] === 3;
        const want = pos.tiles.filter(
          (t) => !t.faceUp && Math.abs(t.at[0] - s.at[0]) + Math.abs(t.at[1] - s.at[1]) <= 5 && (onTrench || sea.board.zones[t.at[1] * sea.width + t.at[0]] !== 3),
        );
        expect(n).toBe(want.length);
      }
    }
  });
});

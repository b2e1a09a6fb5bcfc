/**
 * The engine API's Nautilus calls on the kernel in use: every overlay of a position (reach, rings,
 * sonar, launch and retire squares), reach in turns, where a held module may be placed, where a
 * researcher may walk, and perft.
 */
import type { CodedError, Result } from '../../../../src/core/result.js';
import { squaresOf, type KernelId } from '../../../../src/kernel/types.js';
import {
  kernelPerft,
  kernelView,
  mayUseTrench,
  moduleGraph,
  passageDistances,
  perftProblem,
  researchMoves,
  rotateMask,
  sonarRadius,
  subRange,
  type Position,
  type Square,
} from '../../../../src/nautilus/index.js';
import { reachInTurns, type TurnSquare } from '../reachTurns.js';
import type { EngineCore } from './core.js';
import type { Overlays, PlacementOptions, ResearchTarget, SubmarineOverlay } from './types.js';

/** The Nautilus calls, on the engine `core`. */
export function nautilusCalls(core: EngineCore) {
  const { computing, nautilus, now } = core;
  return {
    /** Every overlay of a position or observation in one call: reach, rings and sonar per submarine, launch and retire squares. */
    overlays(position: Position): Overlays {
      return computing(() => {
        const kernel = core.kernel;
        const pos = position;
        const t0 = now();
        const subs: SubmarineOverlay[] = [];
        for (const s of [...pos.submarines].sort((a, b) => a.seat - b.seat || a.index - b.index)) {
          const v = kernelView(pos, s.seat);
          kernel.setPosition(v.board);
          const range = subRange(pos, s.seat);
          const moved = pos.phase === 3 && pos.toAct === s.seat && pos.turn.moved.includes(s.index);
          const rings: Square[][] = [];
          let targets: Square[] = [];
          if (!moved) {
            kernel.reach(s.at[0], s.at[1], range, mayUseTrench(pos, s.seat), true);
            targets = squaresOf(kernel.targets(), v.board.height);
            for (let d = 1; d <= range; d++) rings.push(squaresOf(kernel.ring(d), v.board.height));
          }
          const radius = sonarRadius(pos, s.seat);
          kernel.sonar(s.at[0], s.at[1], radius);
          subs.push({ sub: `${s.seat}:${s.index}`, seat: s.seat, at: s.at, range, moved, targets, rings, sonar: { radius, seen: squaresOf(kernel.seen(), v.board.height) } });
        }
        const v = kernelView(pos);
        kernel.setPosition(v.board);
        kernel.mouths(v.modules, pos.modules.length);
        return { subs, launch: squaresOf(kernel.launchRows(), v.board.height), retire: squaresOf(kernel.retireRows(), v.board.height), kernel: kernel.id, ms: now() - t0 };
      });
    },

    /**
     * Reach in turns of submarine `sub` (`seat:index`): every square it can end a move on within
     * `maxTurns` turns (at most 5), with the fewest turns, by repeated kernel reach on the board as it is.
     */
    reachInTurns(position: Position, sub: string, maxTurns: number): TurnSquare[] {
      return computing(() => {
        const kernel = core.kernel;
        const s = position.submarines.find((q) => `${q.seat}:${q.index}` === sub);
        if (!s) return [];
        const v = kernelView(position, s.seat);
        kernel.setPosition(v.board);
        const range = subRange(position, s.seat);
        const trench = mayUseTrench(position, s.seat);
        return reachInTurns(s.at, Math.max(0, Math.min(5, Math.floor(maxTurns))), (from) => {
          kernel.reach(from[0], from[1], range, trench);
          return squaresOf(kernel.targets(), v.board.height);
        });
      });
    },

    /** Where held module `index` may be placed now: legal centres, each with its distinct rotations (from the legal list). */
    placement(position: Position, index: number): PlacementOptions {
      return computing(() => {
        const game = nautilus();
        const held = position.players[position.toAct]?.held[index];
        const byCentre = new Map<string, PlacementOptions['centres'][number]>();
        if (held) {
          for (const a of game.legalActions(position)) {
            if (a.type !== 'place' || a.index !== index) continue;
            const key = `${a.at[0]},${a.at[1]}`;
            let c = byCentre.get(key);
            if (!c) byCentre.set(key, (c = { at: [a.at[0], a.at[1]], rotations: [] }));
            c.rotations.push({ rotation: a.rotation, corridors: rotateMask(held.corridors, a.rotation), action: game.makeAction(a) });
          }
        }
        return { index, centres: [...byCentre.values()] };
      });
    },

    /** The modules a researcher of the seat to act may walk to from module `from`, with their passage distances. */
    researchTargets(position: Position, from: Square): ResearchTarget[] {
      return computing(() => {
        const game = nautilus();
        const atlantis = position.turn.pending?.type === 'atlantis';
        const moves = researchMoves(position, position.toAct, atlantis, game.context).filter((a) => a.type === 'research' && a.from[0] === from[0] && a.from[1] === from[1]);
        const fi = position.modules.findIndex((m) => m.at[0] === from[0] && m.at[1] === from[1]);
        if (fi < 0 || !moves.length) return [];
        const { adj } = moduleGraph(position.modules, game.context);
        const dist = passageDistances(adj, fi, 9, game.context);
        return moves.map((a) => {
          const to = (a as { to: Square }).to;
          const ti = position.modules.findIndex((m) => m.at[0] === to[0] && m.at[1] === to[1]);
          return { to: [to[0], to[1]], distance: dist[ti]!, action: game.makeAction(a) };
        });
      });
    },

    /** Submarine-move perft of a position. */
    perft(depth: number, position: Position): Result<{ depth: number; nodes: number; kernel: KernelId; ms: number }, CodedError> {
      return computing(() => {
        const kernel = core.kernel;
        const problem = perftProblem(position);
        if (problem) return { ok: false, error: { code: 'notPerftPosition', message: problem } };
        if (!Number.isInteger(depth) || depth < 0 || depth > 3) return { ok: false, error: { code: 'badDepth', message: 'depth must be 0..3' } };
        const t0 = now();
        const nodes = kernelPerft(kernel, position, depth);
        return { ok: true, value: { depth, nodes, kernel: kernel.id, ms: now() - t0 } };
      });
    },
  };
}

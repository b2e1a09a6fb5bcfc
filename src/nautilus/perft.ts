/**
 * Submarine-move perft (docs/cli.md) and the kernel's view of a position. `perft` here walks the
 * engine's own move generation (`legalActions`) over a position updated as the kernel sees it:
 * the moved submarine occupies its target, a tile there is taken off with no payment or effect.
 * The trench needs no update: while it is closed only a seat with all five research kinds can end
 * a move there (spec 7), and that seat's paths ignore the closure, so opening it changes no count
 * of the one seat perft moves. The kernel computes the same count on bitboards.
 */
import type { Kernel, KernelBoard } from '../kernel/types.js';
import { corridorsOf, isResearchKind } from './modules.js';
import { subRange } from './abilities.js';
import type { Action } from './actions.js';
import { clonePosition } from './apply.js';
import { DEFAULT_CONTEXT, type EngineContext } from './context.js';
import { legalActions } from './generate.js';
import { hasAllKinds, kernelBoardOf, seaOf } from './sea.js';
import type { Position } from './types.js';

type MoveAction = Extract<Action, { type: 'move' }>;

/** Why a position has no submarine-move perft, or null. */
export function perftProblem(pos: Position): string | null {
  if (pos.endReason !== null) return 'the game is over';
  if (pos.phase !== 3) return 'perft counts submarine moves: the position must be in phase 3';
  if (pos.turn.pending) return 'a pending choice is open';
  return null;
}

/** Perft by the engine's move generation (through the kernel of `ctx`). */
export function enginePerft(pos: Position, depth: number, ctx: EngineContext = DEFAULT_CONTEXT): number {
  const problem = perftProblem(pos);
  if (problem) throw new Error(problem);
  const state = clonePosition(pos);
  state.turn.step = 'move';
  return perftNode(state, depth, ctx);
}

function perftNode(pos: Position, depth: number, ctx: EngineContext): number {
  if (depth === 0) return 1;
  let nodes = 0;
  const moves = legalActions(pos, undefined, ctx).filter((a): a is MoveAction => a.type === 'move');
  for (const a of moves) {
    const si = pos.submarines.findIndex((s) => s.seat === a.sub.seat && s.index === a.sub.index);
    const sub = pos.submarines[si]!;
    const from = sub.at;
    const ti = pos.tiles.findIndex((t) => t.at[0] === a.to[0] && t.at[1] === a.to[1]);
    const tile = ti >= 0 ? pos.tiles.splice(ti, 1)[0]! : null;
    sub.at = [a.to[0], a.to[1]];
    pos.turn.moved.push(a.sub.index);
    nodes += perftNode(pos, depth - 1, ctx);
    pos.turn.moved.pop();
    sub.at = from;
    if (tile) pos.tiles.splice(ti, 0, tile);
  }
  return nodes;
}

/** Everything the kernel needs for the seat to act: bitboards, submarines, range, trench rights. */
export interface KernelView {
  board: KernelBoard;
  /** The seat's submarines on the board, (x, y, moved, index) each, by index. */
  subs: Int32Array;
  count: number;
  range: number;
  trenchOpen: boolean;
  allKinds: boolean;
  /** Modules as (cx, cy, rotated mask, flags: 1 launch for the seat, 2 retire), for `mouths`. */
  modules: Int32Array;
}

/** The kernel's view of a position for `seat` (the seat to act by default). */
export function kernelView(pos: Position, seat = pos.toAct): KernelView {
  const own = pos.submarines.filter((s) => s.seat === seat).sort((a, b) => a.index - b.index);
  const subs = new Int32Array(own.length * 4);
  own.forEach((s, i) => subs.set([s.at[0], s.at[1], pos.phase === 3 && pos.toAct === seat && pos.turn.moved.includes(s.index) ? 1 : 0, s.index], i * 4));
  const modules = new Int32Array(pos.modules.length * 4);
  pos.modules.forEach((m, i) => {
    const research = isResearchKind(m.kind);
    const flags = (research && m.researchers[seat]! >= 2 ? 1 : 0) | (research && m.researchers.some((r) => r > 0) ? 2 : 0);
    modules.set([m.at[0], m.at[1], corridorsOf(m), flags], i * 4);
  });
  return {
    board: kernelBoardOf(seaOf(pos)),
    subs,
    count: own.length,
    range: subRange(pos, seat),
    trenchOpen: pos.trenchOpen,
    allKinds: hasAllKinds(pos.players[seat]!),
    modules,
  };
}

/** Perft on a kernel. */
export function kernelPerft(kernel: Kernel, pos: Position, depth: number): number {
  const problem = perftProblem(pos);
  if (problem) throw new Error(problem);
  const v = kernelView(pos);
  kernel.setPosition(v.board);
  return kernel.perft(v.subs, v.count, v.range, v.trenchOpen, v.allKinds, depth);
}

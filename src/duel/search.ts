/**
 * A long reference search for the seat to act: perfect-information Monte Carlo. It samples
 * determinizations from the seat's observation and, in each, searches the rest of the round
 * exhaustively (alpha-beta minimax with a transposition table; both seats play their best with
 * the sampled cards open), scoring the round's end by `evaluate` (the exact margin when the game
 * ends). The reply with the best mean over the samples is the reference "best reply".
 *
 * This is the standard determinized upper bound, not an exact imperfect-information solution:
 * in each sample the opponent sees the observer's cards. Cost per sample (measured on this
 * machine, one core, during placement): 4 placements left ≈ 650 nodes, 6 ms; 6 left ≈ 24,000
 * nodes, 0.1 s; 8 left ≈ 3.6 million nodes, 9 s; a whole round is out of reach. Past `maxNodes`
 * the search stops at `evaluate` and reports `exact: false`.
 */
import { cloneData } from '../core/clone.js';
import { Rng } from '../core/rng.js';
import { applyInPlace } from './apply.js';
import { determinize } from './determinize.js';
import { legalActions } from './generate.js';
import { makeAction } from './notation.js';
import { observe } from './observation.js';
import { boardScore, evaluate, viewOfPosition, type View } from './policy.js';
import type { DuelPosition } from './types.js';

/** Options of `bestReply`. */
export interface BestReplyOptions {
  /** Determinizations sampled from the seat's observation (default 16). */
  samples?: number;
  /** Seed of the sampling (default 1). */
  seed?: number;
  /** Nodes per sample before the search falls back to `evaluate` (default 2,000,000). */
  maxNodes?: number;
  /** Use the transposition table (default true; off only to cross-check it). */
  transpositions?: boolean;
}

/** The reference search's answer. */
export interface BestReply {
  /** The reply with the best mean value. */
  action: string;
  /** Every legal reply with its mean value over the samples, best first. */
  values: { action: string; value: number }[];
  samples: number;
  nodes: number;
  /** Whether every sample was searched to the end of the round. */
  exact: boolean;
}

interface Context {
  seat: number;
  round: number;
  nodes: number;
  maxNodes: number;
  exact: boolean;
  table: Map<string, { value: number; bound: 'exact' | 'lower' | 'upper' }> | null;
  /** Won-card counts when the search began, and the values of the round's award patterns. */
  wonBefore: number[];
  leaves: Map<string, number>;
}

/** The round state that decides the rest of the round (what the table is keyed by). */
function roundKey(pos: DuelPosition): string {
  let key = `${pos.toAct}${pos.stage}${pos.specialUsed[0] ? 1 : 0}${pos.specialUsed[1] ? 1 : 0}`;
  for (const row of pos.spaces) for (const c of row) key += c === null ? '.' : String.fromCharCode(65 + c);
  for (const hand of pos.hands) key += '|' + hand.map((c) => String.fromCharCode(65 + c)).join('');
  if (pos.anchor) key += `a${pos.anchor[0]}${pos.anchor[1]}`;
  if (pos.pending) key += JSON.stringify(pos.pending);
  if (pos.stage !== 'place' && pos.pending?.kind !== 'move') key += JSON.stringify([pos.diverDeck, pos.knowledge, pos.rng]);
  return key;
}

/**
 * A copy that is safe to play one action on: during placement (before the 10th card) only the
 * board, the hands and the specials' flags change, so the rest is shared; otherwise a deep copy.
 */
function searchClone(pos: DuelPosition): DuelPosition {
  if ((pos.stage === 'place' && pos.placements < 9) || pos.pending?.kind === 'move') {
    return { ...pos, spaces: [[...pos.spaces[0]!], [...pos.spaces[1]!]], hands: [[...pos.hands[0]!], [...pos.hands[1]!]], specialUsed: [...pos.specialUsed] };
  }
  return cloneData(pos);
}

/** The children of a node, the mover's most promising first (by the board score with open hands). */
function orderedChildren(pos: DuelPosition): DuelPosition[] {
  const seat = pos.toAct!;
  const view: View = { ...viewOfPosition(pos, seat), unseen: [...pos.hands[0]!, ...pos.hands[1]!] };
  const children = legalActions(pos).map((action) => {
    const child = searchClone(pos);
    applyInPlace(child, action);
    return { child, score: child.round === pos.round ? boardScore(view, child.spaces, view.unseen) : 0 };
  });
  return children.sort((a, b) => b.score - a.score).map((c) => c.child);
}

/** Alpha-beta minimax to the end of the round; values are for `ctx.seat`. */
function minimax(pos: DuelPosition, alpha: number, beta: number, ctx: Context): number {
  if (pos.ended || pos.round !== ctx.round) {
    // the round's end is worth what its awards are worth: one evaluation per award pattern
    const key = JSON.stringify(pos.won.map((w, s) => w.slice(ctx.wonBefore[s])));
    let value = ctx.leaves.get(key);
    if (value === undefined) ctx.leaves.set(key, (value = evaluate(pos, ctx.seat)));
    return value;
  }
  if (ctx.nodes >= ctx.maxNodes) {
    ctx.exact = false;
    return evaluate(pos, ctx.seat);
  }
  ctx.nodes++;
  const key = ctx.table ? roundKey(pos) : '';
  const hit = ctx.table?.get(key);
  if (hit) {
    if (hit.bound === 'exact') return hit.value;
    if (hit.bound === 'lower' && hit.value >= beta) return hit.value;
    if (hit.bound === 'upper' && hit.value <= alpha) return hit.value;
  }
  const maximizing = pos.toAct === ctx.seat;
  const a0 = alpha;
  const b0 = beta;
  let best = maximizing ? -Infinity : Infinity;
  for (const child of orderedChildren(pos)) {
    const v = minimax(child, alpha, beta, ctx);
    if (maximizing) {
      best = Math.max(best, v);
      alpha = Math.max(alpha, v);
    } else {
      best = Math.min(best, v);
      beta = Math.min(beta, v);
    }
    if (alpha >= beta) break;
  }
  const bound = best <= a0 ? 'upper' : best >= b0 ? 'lower' : 'exact';
  ctx.table?.set(key, { value: best, bound });
  return best;
}

/** The best reply of the seat to act by determinized exhaustive search to the end of the round. */
export function bestReply(pos: DuelPosition, options: BestReplyOptions = {}): BestReply {
  const seat = pos.toAct;
  if (seat === null) throw new RangeError('bestReply: the game is over');
  const samples = options.samples ?? 16;
  const rng = Rng.fromSeed(options.seed ?? 1);
  const obs = observe(pos, seat);
  const legal = legalActions(pos);
  const totals = new Array<number>(legal.length).fill(0);
  let nodes = 0;
  let exact = true;
  for (let i = 0; i < samples; i++) {
    const det = determinize(obs, rng);
    const ctx: Context = { seat, round: det.round, nodes: 0, maxNodes: options.maxNodes ?? 2_000_000, exact: true, table: options.transpositions === false ? null : new Map(), wonBefore: det.won.map((w) => w.length), leaves: new Map() };
    // the seat's legal replies depend only on what it sees, so they are the same in every sample
    legalActions(det).forEach((action, j) => {
      const child = cloneData(det);
      applyInPlace(child, action);
      totals[j]! += minimax(child, -Infinity, Infinity, ctx);
    });
    nodes += ctx.nodes;
    exact &&= ctx.exact;
  }
  const values = legal.map((a, j) => ({ action: makeAction(a), value: totals[j]! / samples })).sort((a, b) => b.value - a.value);
  return { action: values[0]!.action, values, samples, nodes, exact };
}

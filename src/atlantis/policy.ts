/**
 * The Atlantis heuristics: `evaluate` (an estimate of the final score margin), the greedy policy
 * (the best complete turn by `evaluate`, searched on a determinization of the observation, which
 * reads no hidden identity), and the cheap playout policy `rolloutChoice`.
 */
import { Rng } from '../core/rng.js';
import { parseAction, type Action } from './actions.js';
import { applyInPlace, clonePosition } from './apply.js';
import { determinize } from './determinize.js';
import { legalActions } from './generate.js';
import type { Observation } from './observation.js';
import { isFilled, nextOfColour, occupancy, owedBetween, topOf } from './path.js';
import { finalOwed } from './scoring.js';
import { MAINLAND, type Position } from './types.js';

/** Weight of the tolls a seat's pawns still owe to reach the Mainland. */
const OWED_WEIGHT = 0.5;
/** Worth of a pawn on the Mainland (one more card a turn, nothing more to pay). */
const HOME_BONUS = 1.5;
/** Worth of a card beyond its point: it moves pawns. */
const CARD_BONUS = 0.15;

/** An estimate of `seat`'s final score from what is public and its own hand. */
function estimate(pos: Position, seat: number): number {
  let tiles = 0;
  for (const t of pos.collected[seat]!) tiles += t[1];
  let home = 0;
  for (const at of pos.pawns[seat]!) if (at === MAINLAND) home++;
  const cards = pos.hands[seat]!.length;
  return tiles + cards * (1 + CARD_BONUS) + home * HOME_BONUS - OWED_WEIGHT * finalOwed(pos, seat);
}

/** `seat`'s estimated final score minus the best other seat's; the exact margin once the game is over. */
export function evaluate(pos: Position, seat: number): number {
  if (pos.ended !== null) {
    const totals = pos.ended.scores.map((l) => l.total);
    return totals[seat]! - Math.max(...totals.filter((_, s) => s !== seat));
  }
  let other = -Infinity;
  for (let s = 0; s < pos.players; s++) if (s !== seat) other = Math.max(other, estimate(pos, s));
  return estimate(pos, seat) - other;
}

/** The actions worth searching: no buys; of the payments only the cheapest (tiles before cards at equal worth). */
function searchActions(pos: Position): Action[] {
  const legal = legalActions(pos);
  const out: Action[] = [];
  let pay: Action | null = null;
  let payCost = Infinity;
  for (const a of legal) {
    if (a.type === 'buy') continue;
    if (a.type !== 'pay') {
      out.push(a);
      continue;
    }
    const cost = a.tiles.reduce((s, v) => s + v, 0) + a.cards.length * (1 + CARD_BONUS);
    if (cost < payCost) {
      payCost = cost;
      pay = a;
    }
  }
  if (pay) out.push(pay);
  return out;
}

/** The value for `seat` of the rest of its turn played best by `evaluate`. */
function turnValue(pos: Position, seat: number, turn: number): number {
  if (pos.ended !== null || pos.turn !== turn) return evaluate(pos, seat);
  let best = -Infinity;
  for (const a of searchActions(pos)) {
    const next = clonePosition(pos);
    applyInPlace(next, a);
    best = Math.max(best, turnValue(next, seat, turn));
  }
  return best;
}

/**
 * The greedy policy: the legal action (in notation) whose best completion of the turn evaluates
 * highest. Buying is left out while a move exists; ties keep the first in `legal`.
 */
export function greedyChoice(obs: Observation, legal: readonly string[]): string {
  if (legal.length <= 1) return legal[0] ?? 'pass';
  const pos = determinize(obs, Rng.fromSeed(obs.turn * 31 + obs.seat));
  const actions = legal.map((text) => ({ text, parsed: parseAction(text) }));
  const hasMove = actions.some((a) => a.parsed.ok && a.parsed.value.type === 'move');
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const { text, parsed } of actions) {
    if (!parsed.ok || parsed.value.type === 'buy') continue;
    if (parsed.value.type === 'pass' && hasMove) continue;
    const next = clonePosition(pos);
    applyInPlace(next, parsed.value);
    const v = turnValue(next, obs.seat, obs.turn);
    if (v > bestValue) {
      bestValue = v;
      best = text;
    }
  }
  return best;
}

/** The quick gain of a first card: the tile it lets the pawn take, less the tolls and the card; -2 when the move must go on. */
function quickGain(pos: Position, occ: number[], a: { pawn: number; colour: number }): number {
  const from = pos.pawns[pos.toAct]![a.pawn]!;
  const to = nextOfColour(pos.path, from, a.colour);
  if (to !== MAINLAND && occ[to]! > 0) return -2;
  let tile = 0;
  for (let i = to - 1; i > 0; i--) {
    if (isFilled(pos.path, i) && (occ[i] === 0 || (i === from && occ[i] === 1))) {
      tile = topOf(pos.path, i)![1];
      break;
    }
  }
  return tile - owedBetween(pos, from, to) - 1 + (to === MAINLAND ? HOME_BONUS : 0);
}

/**
 * The playout policy: the first card with the best quick gain (random among equals), any legal
 * continuation of a chained move, a bridge on a gap worth 3 or more, else the cheapest payment.
 */
export function rolloutChoice(pos: Position, legal: readonly Action[], rng: Rng): Action {
  const ts = pos.turnState;
  if (legal.length <= 1 || ts.stage === 'moving') return rng.pick(legal);
  if (ts.stage === 'paying') {
    const bridge = legal.find((a) => a.type === 'bridge' && ts.owed >= 3);
    if (bridge) return bridge;
    let best = legal[legal.length - 1]!;
    let cost = Infinity;
    for (const a of legal) {
      if (a.type !== 'pay') continue;
      const c = a.tiles.reduce((s, v) => s + v, 0) + a.cards.length * (1 + CARD_BONUS);
      if (c < cost) {
        cost = c;
        best = a;
      }
    }
    return best;
  }
  const occ = occupancy(pos);
  let best: Action[] = [];
  let bestGain = -Infinity;
  for (const a of legal) {
    if (a.type !== 'move') continue;
    const g = quickGain(pos, occ, a);
    if (g > bestGain) {
      bestGain = g;
      best = [a];
    } else if (g === bestGain) best.push(a);
  }
  return best.length ? rng.pick(best) : legal.find((a) => a.type === 'pass') ?? rng.pick(legal);
}

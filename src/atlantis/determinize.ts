/**
 * Determinization (spec 9): a full position consistent with one seat's observation, every hidden
 * part sampled from that seat's beliefs. Search runs on these, never on the true position.
 */
import { cloneData } from '../core/clone.js';
import type { Rng } from '../core/rng.js';
import { legalActions } from './generate.js';
import type { Observation } from './observation.js';
import { unseenCards, unseenTiles } from './observation.js';
import { backOf } from './tiles.js';
import type { PathTile, Position } from './types.js';

/** Random tries before the exhaustive search for a hand that lets another seat finish its move. */
const TRIES = 500;

/** The position `obs` describes with the given unseen cards dealt in order: other hands' unshown parts, then the deck. */
function assemble(obs: Observation, cards: number[], path: PathTile[][], rng: Rng): Position {
  const pool = [...cards];
  const hands: number[][] = [];
  let actorUnshown: number[] = [];
  for (let s = 0; s < obs.players; s++) {
    const own = obs.hands[s];
    if (s === obs.seat && own) {
      hands.push([...own]);
      continue;
    }
    const extra = pool.splice(0, Math.max(0, obs.handSizes[s]! - obs.shown[s]!.length));
    if (s === obs.toAct) actorUnshown = extra;
    hands.push([...obs.shown[s]!, ...extra].sort((a, b) => a - b));
  }
  const ts = obs.turnState;
  let bought: number[] | null = null;
  if (ts.bought !== null) {
    if (ts.bought.every((c): c is number => c !== null)) bought = [...ts.bought];
    else bought = rng.shuffle([...actorUnshown, ...ts.played]).slice(0, ts.bought.length);
  }
  const { seat: _seat, format: _format, handSizes: _sizes, deckSize: _deck, hands: _hands, path: _path, turnState: _ts, ...rest } = obs;
  return {
    ...cloneData(rest),
    format: 'atlantis/1',
    path: cloneData(path),
    hands,
    deck: pool,
    turnState: { ...cloneData(ts), bought },
    rng: [0, 0, 0, 0],
  } as Position;
}

/** Every multiset of `size` colours within `counts`, as colour lists. */
function multisets(counts: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (c: number, left: number): void => {
    if (left === 0) return void out.push([...pick]);
    if (c >= counts.length) return;
    for (let m = Math.min(left, counts[c]!); m >= 0; m--) {
      for (let r = 0; r < m; r++) pick.push(c);
      walk(c + 1, left - m);
      pick.length -= m;
    }
  };
  walk(0, size);
  return out;
}

/**
 * A position consistent with `obs` (observe(result, obs.seat) equals obs): the unseen cards are
 * shuffled into the unshown parts of the other hands and the deck, covered tiles get their back's
 * unseen tiles in random order, another seat's bought cards are drawn from its unshown cards and
 * the cards it played, and the generator gets a fresh state from `rng`. When another seat is in
 * the middle of a move, its hidden cards are drawn again until they let it finish the move (it
 * did begin it under the completability rule); after `tries` random deals, every multiset of its
 * unshown cards is tried in turn.
 */
export function determinize(obs: Observation, rng: Rng, tries = TRIES): Position {
  const counts = unseenCards(obs);
  const cards: number[] = [];
  counts.forEach((k, c) => {
    for (let r = 0; r < k; r++) cards.push(c);
  });
  const tiles = unseenTiles(obs).map((m) => {
    const list: PathTile[] = [];
    for (const [key, k] of m) for (let r = 0; r < k; r++) list.push([(key % 64) >> 3, key % 8]);
    return rng.shuffle(list);
  });
  const path: PathTile[][] = obs.path.map((stack, i) => stack.map((t) => (t ? ([t[0], t[1]] as PathTile) : (tiles[backOf(i)]!.pop() ?? [0, 1]))));
  const constrained = obs.ended === null && obs.turnState.stage !== 'start' && obs.toAct !== obs.seat;
  let pos = assemble(obs, rng.shuffle(cards), path, rng);
  for (let k = 0; constrained && k < tries && legalActions(pos).length === 0; k++) pos = assemble(obs, rng.shuffle(cards), path, rng);
  if (constrained && legalActions(pos).length === 0) {
    // Rare: few unseen cards fit. Put each multiset in turn into the actor's hand (it comes first in the deal order below).
    const size = obs.handSizes[obs.toAct]! - obs.shown[obs.toAct]!.length;
    for (const hand of multisets(counts, size)) {
      const rest = [...counts];
      for (const c of hand) rest[c]!--;
      const others: number[] = [];
      rest.forEach((k, c) => {
        for (let r = 0; r < k; r++) others.push(c);
      });
      rng.shuffle(others);
      const order: number[] = [];
      for (let s = 0; s < obs.players; s++) {
        if (s === obs.seat) continue;
        const unshown = obs.handSizes[s]! - obs.shown[s]!.length;
        order.push(...(s === obs.toAct ? hand : others.splice(0, unshown)));
      }
      pos = assemble(obs, [...order, ...others], path, rng);
      if (legalActions(pos).length > 0) break;
    }
  }
  pos.rng = rng.state();
  return pos;
}

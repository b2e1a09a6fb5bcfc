/**
 * Determinization (spec 11): a full position consistent with one seat's observation, every hidden
 * part sampled from that seat's belief. Bots and the analysis engine search on these, never on
 * the true position.
 */
import { cloneData } from '../core/clone.js';
import type { Rng } from '../core/rng.js';
import { getBoard, tileSetOf } from './board.js';
import { RESEARCH_LAYOUTS } from './modules.js';
import type { Observation } from './observation.js';
import { GOAL_CARDS } from './tiles.js';
import { RESEARCH_KINDS, type Position, type ResearchKind, type SheetType, type Square } from './types.js';

/**
 * A full position consistent with `obs`: unseen face-down tiles get the zone's unaccounted
 * identities in random order, other seats' goal cards are drawn from the cards left, hidden
 * stack orders are shuffled. Public facts and the observer's knowledge are kept exactly.
 */
export function determinize(obs: Observation, rng: Rng): Position {
  const board = getBoard(obs.board);
  const zoneOf = (at: Square): 'S' | 'D' | 'T' | 'L' => 'LSDT'[board.zones[at[1] * board.width + at[0]]!] as 'S' | 'D' | 'T' | 'L';
  const left: Record<string, string[]> = { S: [...tileSetOf(obs.board).S], D: [...tileSetOf(obs.board).D], T: [...tileSetOf(obs.board).T] };
  const take = (zone: string, tile: string): void => {
    const list = left[zone];
    const i = list ? list.indexOf(tile) : -1;
    if (i >= 0) list!.splice(i, 1);
  };
  for (const g of obs.gone) take(zoneOf(g.at), g.tile);
  for (const t of obs.tiles) if (t.tile !== null) take(t.zone, t.tile);
  for (const zone of ['S', 'D', 'T']) rng.shuffle(left[zone]!);
  const tiles = obs.tiles.map((t) => ({ at: [t.at[0], t.at[1]] as Square, tile: t.tile ?? left[t.zone]!.pop() ?? 'mussel', faceUp: t.faceUp }));
  const own = obs.players[obs.seat]!.goal!;
  // the viewer's own card out of the deck, written in either order (validation accepts both)
  const cards = GOAL_CARDS.filter((g) => !(g.includes(own[0]) && g.includes(own[1])));
  rng.shuffle(cards);
  const players = obs.players.map((p, s) => ({
    ...cloneData(p),
    goal: (s === obs.seat ? own : (cards.pop() ?? GOAL_CARDS[0]!)) as [SheetType, SheetType],
    known: s === obs.seat ? p.known.map((k) => ({ at: k.at, tile: k.tile! })) : p.known.map((k) => ({ at: k.at, tile: tiles.find((t) => t.at[0] === k.at[0] && t.at[1] === k.at[1])?.tile ?? 'mussel' })),
  }));
  const stacks = {
    green: obs.stacks.green,
    blue: obs.stacks.blue,
    ...(Object.fromEntries(
      RESEARCH_KINDS.map((k) => {
        const s = obs.stacks[k];
        if (s.order) return [k, [...s.order]];
        const rest = restOfStack(obs, k, s.top, s.size);
        return [k, s.top === null ? [] : [s.top, ...rng.shuffle(rest)]];
      }),
    ) as Record<ResearchKind, number[]>),
  };
  const { seat: _seat, format: _format, ...rest } = obs;
  return {
    ...cloneData(rest),
    format: 'nautilus/1',
    players,
    tiles,
    stacks,
    rng: rng.state(),
  } as Position;
}

/** The layouts below a stack's top: the kind's four layouts minus those seen on the board, held, or on top. */
function restOfStack(obs: Observation, kind: ResearchKind, top: number | null, size: number): number[] {
  const all = [...RESEARCH_LAYOUTS];
  const seen = [...obs.modules.filter((m) => m.kind === kind).map((m) => m.corridors), ...obs.players.flatMap((p) => p.held.filter((h) => h.kind === kind).map((h) => h.corridors))];
  if (top !== null) seen.push(top);
  const rest = all.filter((l) => {
    const i = seen.indexOf(l);
    if (i >= 0) {
      seen.splice(i, 1);
      return false;
    }
    return true;
  });
  return rest.slice(0, Math.max(0, size - 1));
}

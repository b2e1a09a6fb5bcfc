/**
 * Hidden information (spec 11): a seat's observation and its belief about unknown tiles.
 * An observation holds no identity of a face-down tile the seat has not seen, no other seat's
 * goal card, no research stack below its top (unless `openStacks`) and no generator state.
 */
import { clonePosition, isCanonical, shareCanonical } from './clone.js';
import { getBoard, tileSetOf } from './board.js';
import {
  RESEARCH_KINDS,
  ZONES,
  type Knowledge,
  type PlayerState,
  type Position,
  type ResearchKind,
  type SheetType,
  type Square,
  type TileId,
  type Zone,
} from './types.js';

/** A tile as one seat sees it: `tile` is null for a face-down tile it has not seen. */
export interface ObservedTile {
  at: Square;
  zone: Zone;
  faceUp: boolean;
  tile: TileId | null;
}

/** A player as one seat sees it. */
export interface ObservedPlayer extends Omit<PlayerState, 'goal' | 'known'> {
  /** The goal card: only the observer's own. */
  goal: [SheetType, SheetType] | null;
  /** Squares this player has seen; identities only for the observer's own knowledge. */
  known: { at: Square; tile: TileId | null }[];
}

/** A research stack as seen: its top tile and size (and the order with `openStacks`). */
export interface ObservedStack {
  top: number | null;
  size: number;
  order: number[] | null;
}

/** What one seat may know (spec 11). */
export interface Observation extends Omit<Position, 'format' | 'rng' | 'tiles' | 'players' | 'stacks'> {
  format: 'nautilus-observation/1';
  seat: number;
  players: ObservedPlayer[];
  tiles: ObservedTile[];
  stacks: { green: number; blue: number } & Record<ResearchKind, ObservedStack>;
}

/**
 * What `seat` knows that its observation shows and the public state does not (spec 11), as a key:
 * its goal card and the identities of the face-down tiles it has seen (where they lie is public).
 * Two positions with the same public state and key give the seat the same observation
 * (tests/core/secret.test.ts).
 */
export function secretOf(pos: Position, seat: number): string {
  const p = pos.players[seat]!;
  let key = String(p.goal);
  for (const k of p.known) key += `|${k.tile}`;
  return key;
}

/** The observation of `seat`. */
export function observe(pos: Position, seat: number): Observation {
  // the copy shares the entries the rules replace rather than change (clone.ts): playing on from
  // `pos` leaves the observation as it was
  return isCanonical(pos) ? observeCanonical(shareCanonical(pos), seat) : observeAny(pos, seat);
}

/** `observeAny` written out for a copy of a position of the engine's shape (the same result, key order included, without object spreads). */
function observeCanonical(c: Position, seat: number): Observation {
  const board = getBoard(c.board);
  const mine = new Set<number>();
  for (const k of c.players[seat]!.known) mine.add(k.at[1] * 64 + k.at[0]);
  const st = c.stacks;
  const open = c.variants.openStacks;
  const stack = (list: number[]): ObservedStack => ({ top: list[0] ?? null, size: list.length, order: open ? list : null });
  const players = new Array<ObservedPlayer>(c.players.length);
  for (let s = 0; s < players.length; s++) {
    const p = c.players[s]!;
    const known = new Array<{ at: Square; tile: TileId | null }>(p.known.length);
    for (let i = 0; i < known.length; i++) known[i] = { at: p.known[i]!.at, tile: s === seat ? p.known[i]!.tile : null };
    players[s] = { nemo: p.nemo, researchers: p.researchers, goal: s === seat ? p.goal : null, sheet: p.sheet, held: p.held, research: p.research, known };
  }
  const tiles = new Array<ObservedTile>(c.tiles.length);
  for (let i = 0; i < tiles.length; i++) {
    const t = c.tiles[i]!;
    const key = t.at[1] * 64 + t.at[0];
    tiles[i] = { at: t.at, zone: ZONES[board.zones[t.at[1] * board.width + t.at[0]]!]!, faceUp: t.faceUp, tile: t.faceUp || mine.has(key) ? t.tile : null };
  }
  return {
    board: c.board,
    variants: c.variants,
    round: c.round,
    phase: c.phase,
    firstPlayer: c.firstPlayer,
    toAct: c.toAct,
    finalRound: c.finalRound,
    endReason: c.endReason,
    modules: c.modules,
    submarines: c.submarines,
    gone: c.gone,
    ruins: c.ruins,
    tokens: c.tokens,
    trenchOpen: c.trenchOpen,
    turn: c.turn,
    roundFlags: c.roundFlags,
    format: 'nautilus-observation/1',
    seat,
    players,
    tiles,
    stacks: {
      green: st.green,
      blue: st.blue,
      training: stack(st.training),
      technology: stack(st.technology),
      sonar: stack(st.sonar),
      lab: stack(st.lab),
      analysis: stack(st.analysis),
    },
  } as unknown as Observation;
}

/** The observation of `seat`, for a position of any shape. */
export function observeAny(pos: Position, seat: number): Observation {
  const board = getBoard(pos.board);
  const mine = new Map<number, Knowledge>();
  for (const k of pos.players[seat]!.known) mine.set(k.at[1] * 64 + k.at[0], k);
  const { rng: _rng, format: _format, tiles, players, stacks, ...rest } = clonePosition(pos);
  const researchStacks = Object.fromEntries(
    RESEARCH_KINDS.map((k) => [k, { top: stacks[k][0] ?? null, size: stacks[k].length, order: pos.variants.openStacks ? stacks[k] : null }]),
  ) as Record<ResearchKind, ObservedStack>;
  return {
    ...rest,
    format: 'nautilus-observation/1',
    seat,
    players: players.map((p, s) => ({
      ...p,
      goal: s === seat ? p.goal : null,
      known: p.known.map((k) => ({ at: k.at, tile: s === seat ? k.tile : null })),
    })),
    tiles: tiles.map((t) => ({
      at: t.at,
      zone: ZONES[board.zones[t.at[1] * board.width + t.at[0]]!]!,
      faceUp: t.faceUp,
      tile: t.faceUp || mine.has(t.at[1] * 64 + t.at[0]) ? t.tile : null,
    })),
    stacks: { green: stacks.green, blue: stacks.blue, ...researchStacks },
  };
}

/** The belief about one unknown face-down tile: identities with probabilities. */
export interface TileBelief {
  at: Square;
  zone: Zone;
  options: { tile: TileId; p: number }[];
}

/**
 * Beliefs (spec 11) about every face-down tile the observer has not seen: uniform over its
 * zone's tiles not accounted for (not gone from the zone's squares, not face up, not known).
 */
export function beliefs(obs: Observation): TileBelief[] {
  const board = getBoard(obs.board);
  const zoneOf = (at: Square): Zone => ZONES[board.zones[at[1] * board.width + at[0]]!]!;
  const left: Record<string, Map<TileId, number>> = {};
  for (const zone of ['S', 'D', 'T'] as const) {
    const m = new Map<TileId, number>();
    for (const t of tileSetOf(obs.board)[zone]) m.set(t, (m.get(t) ?? 0) + 1);
    left[zone] = m;
  }
  const take = (zone: Zone, tile: TileId): void => {
    const m = left[zone];
    if (m && (m.get(tile) ?? 0) > 0) m.set(tile, m.get(tile)! - 1);
  };
  for (const g of obs.gone) take(zoneOf(g.at), g.tile);
  for (const t of obs.tiles) if (t.tile !== null) take(t.zone, t.tile);
  const out: TileBelief[] = [];
  for (const t of obs.tiles) {
    if (t.tile !== null) continue;
    const m = left[t.zone]!;
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const options = [...m.entries()].filter(([, c]) => c > 0).map(([tile, c]) => ({ tile, p: c / total }));
    out.push({ at: t.at, zone: t.zone, options });
  }
  return out;
}

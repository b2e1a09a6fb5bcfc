/**
 * Hidden information (spec 9): a seat's observation and its beliefs. An observation holds the
 * public state and the seat's own hand: covered tiles are null (unless `openStacks`), other hands
 * are counts (with their publicly shown part), the deck is a count, another seat's bought cards
 * are unknown, and the generator's state is absent.
 */
import { cloneData } from '../core/clone.js';
import { backOf, tileKey, tileSet } from './tiles.js';
import { CARDS_PER_COLOUR, COLOUR_COUNT, MAINLAND, type Ended, type LooseTile, type PathTile, type Position, type TurnState, type Variants } from './types.js';

/** The turn in progress as one seat sees it: another seat's bought cards are nulls. */
export interface ObservedTurnState extends Omit<TurnState, 'bought'> {
  bought: (number | null)[] | null;
}

/** What one seat may know (spec 9). */
export interface Observation {
  format: 'atlantis-observation/1';
  seat: number;
  variant: Variants;
  players: number;
  firstPlayer: number;
  toAct: number;
  turn: number;
  /** Stacks bottom to top; a covered tile is null unless `openStacks`. */
  path: (PathTile | null)[][];
  pawns: number[][];
  bridges: [number, number][];
  /** The observer's hand; null for the others. */
  hands: (number[] | null)[];
  handSizes: number[];
  shown: number[][];
  collected: LooseTile[][];
  out: LooseTile[];
  deckSize: number;
  discard: number[];
  turnState: ObservedTurnState;
  passStreak: number;
  revealed: [number, number[]][];
  ended: Ended | null;
}

/**
 * What `seat` knows that its observation shows and the public state does not (spec 9), as a key:
 * its hand and, on its own turn, the colours its buy drew. Two positions with the same public
 * state and key give the seat the same observation (tests/core/secret.test.ts).
 */
export function secretOf(pos: Position, seat: number): string {
  const bought = pos.toAct === seat && pos.turnState.bought !== null ? pos.turnState.bought.join(',') : '';
  return `${pos.hands[seat]!.join(',')}|${bought}`;
}

/** The observation of `seat`. */
export function observe(pos: Position, seat: number): Observation {
  const open = pos.variant.openStacks;
  const ts = pos.turnState;
  return {
    format: 'atlantis-observation/1',
    seat,
    variant: { ...pos.variant },
    players: pos.players,
    firstPlayer: pos.firstPlayer,
    toAct: pos.toAct,
    turn: pos.turn,
    path: pos.path.map((stack) => stack.map((t, h) => (open || h === stack.length - 1 ? ([t[0], t[1]] as PathTile) : null))),
    pawns: cloneData(pos.pawns),
    bridges: cloneData(pos.bridges),
    hands: pos.hands.map((h, s) => (s === seat ? [...h] : null)),
    handSizes: pos.hands.map((h) => h.length),
    shown: cloneData(pos.shown),
    collected: cloneData(pos.collected),
    out: cloneData(pos.out),
    deckSize: pos.deck.length,
    discard: [...pos.discard],
    turnState: {
      ...cloneData(ts),
      bought: ts.bought === null ? null : pos.toAct === seat ? [...ts.bought] : ts.bought.map(() => null),
    },
    passStreak: pos.passStreak,
    revealed: cloneData(pos.revealed),
    ended: cloneData(pos.ended),
  };
}

/** Colours not accounted for by the observer: 105 cards minus its hand, the discard pile and the others' shown cards. */
export function unseenCards(obs: Observation): number[] {
  const left = new Array<number>(COLOUR_COUNT).fill(CARDS_PER_COLOUR);
  const take = (c: number): void => void (left[c] = left[c]! - 1);
  for (const c of obs.hands[obs.seat] ?? []) take(c);
  for (const c of obs.discard) take(c);
  obs.shown.forEach((list, s) => s !== obs.seat && list.forEach(take));
  return left;
}

/** Covered tiles' possible identities per back: each back's set minus every tile of it the observer has seen. */
export function unseenTiles(obs: Observation): Map<number, number>[] {
  const left = [new Map<number, number>(), new Map<number, number>()];
  for (const back of [0, 1] as const) for (const [c, v] of tileSet(back)) left[back]!.set(tileKey(c, v, back), 1);
  const take = (c: number, v: number, back: number): void => {
    const m = left[back]!;
    const key = tileKey(c, v, back);
    m.set(key, (m.get(key) ?? 0) - 1);
  };
  obs.path.forEach((stack, i) => i > 0 && i < MAINLAND && stack.forEach((t) => t && take(t[0], t[1], backOf(i))));
  for (const list of obs.collected) for (const t of list) take(t[0], t[1], t[2]);
  for (const t of obs.out) take(t[0], t[1], t[2]);
  return left;
}

/** One hidden card location's colour probabilities (index = colour). */
export type ColourOdds = number[];

/** What a seat believes about everything hidden from it (spec 9). */
export interface Beliefs {
  /** Each card of the deck (its order is unknown, so every card has the same odds). */
  deck: { size: number; odds: ColourOdds };
  /** Each other seat's hand: its publicly shown cards, and the odds of each of its other cards. */
  hands: { seat: number; size: number; known: number[]; unknown: number; odds: ColourOdds }[];
  /** Each covered tile: its possible identities with their probabilities. */
  covered: { pos: number; options: { colour: number; value: number; p: number }[] }[];
}

/**
 * The observer's beliefs: every unseen card (deck or the unshown part of another hand) is equally
 * likely to be any of the cards not accounted for, and each covered tile any of its back's
 * tiles not seen. (Play choices carry no evidence in this model: it weighs what was shown, not why.)
 */
export function beliefs(obs: Observation): Beliefs {
  const left = unseenCards(obs);
  const total = left.reduce((a, b) => a + b, 0);
  const odds = left.map((k) => (total > 0 ? k / total : 0));
  const tiles = unseenTiles(obs);
  const covered: Beliefs['covered'] = [];
  obs.path.forEach((stack, i) => {
    stack.forEach((t) => {
      if (t !== null) return;
      const m = tiles[backOf(i)]!;
      let size = 0;
      for (const k of m.values()) size += Math.max(0, k);
      const options: { colour: number; value: number; p: number }[] = [];
      for (const [key, k] of m) if (k > 0) options.push({ colour: (key % 64) >> 3, value: key % 8, p: k / size });
      covered.push({ pos: i, options });
    });
  });
  return {
    deck: { size: obs.deckSize, odds: [...odds] },
    hands: obs.handSizes.flatMap((size, s) =>
      s === obs.seat ? [] : [{ seat: s, size, known: [...obs.shown[s]!], unknown: size - obs.shown[s]!.length, odds: [...odds] }],
    ),
    covered,
  };
}

/** Scenario builders for the Atlantis rule tests: real positions, checked by the engine's own validator. */
import { Rng, seedRng } from '../../src/core/rng.js';
import {
  COLOURS,
  DEFAULT_VARIANTS,
  applyInPlace,
  backOf,
  checkAction,
  freshTurnState,
  legalActions,
  makeAction,
  parseAction,
  positionFromJSON,
  rolloutChoice,
  setupGame,
  variantsFor,
  tileSet,
  type Action,
  type LooseTile,
  type PathTile,
  type Position,
  type Variants,
} from '../../src/atlantis/index.js';

/** `'yellow 2'` → `[5, 2]`. */
export function tile(text: string): PathTile {
  const [name, value] = text.trim().split(/\s+/);
  const c = COLOURS.indexOf(name as (typeof COLOURS)[number]);
  if (c < 0 || !value) throw new Error(`bad tile '${text}'`);
  return [c, Number(value)];
}

/** `'blue red'` → `[3, 0]`, in the order given. */
export function cardList(text: string): number[] {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const c = COLOURS.indexOf(w as (typeof COLOURS)[number]);
      if (c < 0) throw new Error(`bad colour '${w}'`);
      return c;
    });
}

/** `'red red blue'` → `[0, 0, 3]`, in colour order (a hand). */
export function cards(text: string): number[] {
  return cardList(text).sort((a, b) => a - b);
}

/** What a scenario states; everything else is filled in so the position is whole. */
export interface ScenarioSpec {
  players?: number;
  toAct?: number;
  /** Stacks by position, bottom to top: `{ 10: 'yellow 2', 2: ['green 2', 'blue 5'] }`; every other position is water. */
  path: Record<number, string | string[]>;
  /** Pawn positions per seat (default: all on Atlantis). */
  pawns?: number[][];
  /** Hands per seat as colour names (default empty). */
  hands?: string[];
  /** Collected tile values per seat; the tiles are any unused ones of that value. */
  collected?: number[][];
  bridges?: [number, number][];
  variant?: Partial<Variants>;
  /** Top of the deck, as colour names; the rest of the cards follow in colour order. */
  deckTop?: string;
  /** Cards on the discard pile (taken from the rest). */
  discard?: string;
  /** Leave every remaining card in the discard pile instead of the deck. */
  emptyDeck?: boolean;
  turn?: number;
}

/** A whole, valid position from a scenario (throws with the validator's errors otherwise). */
export function scenario(spec: ScenarioSpec): Position {
  const n = spec.players ?? 2;
  const path: PathTile[][] = Array.from({ length: 55 }, () => []);
  const left: LooseTile[] = [...tileSet(0).map(([c, v]) => [c, v, 0] as LooseTile), ...tileSet(1).map(([c, v]) => [c, v, 1] as LooseTile)];
  const takeTile = (c: number, v: number, back: number | null): LooseTile => {
    const i = left.findIndex((t) => (c < 0 || t[0] === c) && t[1] === v && (back === null || t[2] === back));
    if (i < 0) throw new Error(`no tile ${c}/${v} left on back ${back}`);
    return left.splice(i, 1)[0]!;
  };
  for (const [key, value] of Object.entries(spec.path)) {
    const at = Number(key);
    for (const text of Array.isArray(value) ? value : [value]) {
      const [c, v] = tile(text);
      takeTile(c, v, backOf(at));
      path[at]!.push([c, v]);
    }
  }
  const collected: LooseTile[][] = Array.from({ length: n }, (_, s) => (spec.collected?.[s] ?? []).map((v) => takeTile(-1, v, null)));
  const hands = Array.from({ length: n }, (_, s) => cards(spec.hands?.[s] ?? ''));
  const rest: number[] = [];
  for (let c = 0; c < 7; c++) {
    let k = 15 - hands.reduce((a, h) => a + h.filter((x) => x === c).length, 0);
    while (k-- > 0) rest.push(c);
  }
  const pull = (list: number[]): void => {
    for (const c of list) {
      const i = rest.indexOf(c);
      if (i < 0) throw new Error(`no ${COLOURS[c]} card left`);
      rest.splice(i, 1);
    }
  };
  const deckTop = spec.deckTop ? cardList(spec.deckTop) : [];
  const discard = spec.discard ? cardList(spec.discard) : [];
  pull(deckTop);
  pull(discard);
  const pos: Position = {
    format: 'atlantis/1',
    variant: { ...DEFAULT_VARIANTS, ...(spec.variant ?? {}) },
    players: n,
    firstPlayer: 0,
    toAct: spec.toAct ?? 0,
    turn: spec.turn ?? 1,
    path,
    pawns: Array.from({ length: n }, (_, s) => spec.pawns?.[s] ?? [0, 0, 0]),
    bridges: spec.bridges ?? [],
    hands,
    shown: Array.from({ length: n }, () => []),
    collected,
    out: left,
    deck: spec.emptyDeck ? [...deckTop] : [...deckTop, ...rest],
    discard: spec.emptyDeck ? [...discard, ...rest] : discard,
    turnState: freshTurnState(),
    passStreak: 0,
    revealed: [],
    ended: null,
    rng: [1, 2, 3, 4],
  };
  const read = positionFromJSON(pos);
  if (!read.ok) throw new Error(`invalid scenario: ${read.error.map((e) => `${e.path} ${e.code} ${e.message}`).join('; ')}`);
  return read.value;
}

/** The legal actions as sorted notation. */
export function legalTexts(pos: Position): string[] {
  return legalActions(pos).map(makeAction).sort();
}

/** Parses and plays actions in order on a copy, checking each; returns the final position. */
export function run(pos: Position, ...texts: string[]): Position {
  let p = structuredClone(pos);
  for (const text of texts) {
    const a = parseAction(text);
    if (!a.ok) throw new Error(`bad notation '${text}'`);
    const problem = checkAction(p, a.value);
    if (problem) throw new Error(`'${text}' refused: ${problem.code} ${problem.message}`);
    p = structuredClone(p);
    applyInPlace(p, a.value);
  }
  return p;
}

/** The code `checkAction` gives an action in notation (null when legal). */
export function refusal(pos: Position, text: string): string | null {
  const a = parseAction(text);
  if (!a.ok) throw new Error(`bad notation '${text}'`);
  return checkAction(pos, a.value)?.code ?? null;
}

/** An action value from notation. */
export function act(text: string): Action {
  const a = parseAction(text);
  if (!a.ok) throw new Error(`bad notation '${text}'`);
  return a.value;
}

/**
 * A stalemate in waiting (spec 6): four seats, deck and discard empty, every pawn either home or
 * on a run of value-7 tiles whose only free tile (32) is too dear for its owner's cards, and every
 * bridge already placed beyond the path. Whoever acts can only pass, drawing nothing.
 */
export function stuckPosition(): Position {
  const all = Array.from({ length: 105 }, (_, k) => Math.floor(k / 15));
  const names = (list: number[]): string => list.map((c) => COLOURS[c]).join(' ');
  return scenario({
    players: 4,
    path: { 15: 'red 7', 17: 'green 7', 19: 'grey 7', 21: 'blue 7', 23: 'white 7', 25: 'yellow 7', 28: 'red 7', 30: 'green 7', 32: 'grey 7' },
    pawns: [
      [28, 30, 54],
      [23, 25, 54],
      [19, 21, 54],
      [15, 17, 54],
    ],
    hands: [names(all.slice(0, 7)), names(all.slice(7, 28)), names(all.slice(28, 63)), names(all.slice(63))],
    bridges: [
      [0, 50],
      [1, 51],
      [2, 52],
      [3, 53],
    ],
    emptyDeck: true,
  });
}

/** Positions from seeded self-played games (every k-th position, all stages, finished ones too). */
export function samplePositions(games: number, seed: number, every = 7, variants?: Partial<Variants>): Position[] {
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    const players = 2 + ((seed + g) % 3);
    const rng = new Rng(seedRng(seed * 1000 + g));
    let pos = setupGame({ players, seed: seed * 1000 + g, variants: variants ?? variantsFor(g) });
    let k = 0;
    while (pos.ended === null) {
      if (k++ % every === 0) out.push(structuredClone(pos));
      const legal = legalActions(pos);
      pos = structuredClone(pos);
      applyInPlace(pos, rng.next() < 0.5 ? rolloutChoice(pos, legal, rng) : rng.pick(legal));
    }
    out.push(pos);
  }
  return out;
}

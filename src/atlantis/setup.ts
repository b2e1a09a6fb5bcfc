/** A new game (spec 3): the seeded deal of the path and the cards, in the documented draw order. */
import type { SetupOptions } from '../core/game.js';
import { Rng } from '../core/rng.js';
import { STACK_SIZES, tileSet } from './tiles.js';
import { CARDS_PER_COLOUR, COLOUR_COUNT, DEFAULT_VARIANTS, MIDDLE_WATER, PAWNS_PER_SEAT, POSITIONS, type PathTile, type Position, type Variants } from './types.js';

/** A fresh turn state. */
export function freshTurnState(): Position['turnState'] {
  return { stage: 'start', bought: null, pawn: null, from: null, played: [], crossed: [], owed: 0 };
}

/** Deals one back's shuffled tiles onto positions `first..last`, bottom tile first. */
function dealTiles(path: PathTile[][], tiles: PathTile[], first: number, last: number): void {
  let k = 0;
  for (let i = first; i <= last; i++) {
    for (let h = 0; h < STACK_SIZES[i]!; h++) path[i]!.push(tiles[k++]!);
  }
}

/**
 * A new game (spec 3). Draws from the generator, in order: shuffle the A tiles (colour, then value
 * order) and deal them to 1..26; shuffle the B tiles and deal them to 28..53; shuffle the 105 cards
 * (colour order) and deal 4, 5, 6, 7 from the top to the seats in play order, each hand whole.
 * Throws a RangeError on a player count outside 2..4 or a first player outside the seats.
 */
export function setupGame(options: SetupOptions<Variants>): Position {
  const n = options.players;
  if (!Number.isInteger(n) || n < 2 || n > 4) throw new RangeError(`Atlantis takes 2 to 4 players, got ${n}`);
  const first = options.firstPlayer ?? 0;
  if (!Number.isInteger(first) || first < 0 || first >= n) throw new RangeError(`firstPlayer must be a seat 0..${n - 1}, got ${first}`);
  const given = options.variants ?? {};
  const variant: Variants = {
    tileSet: given.tileSet ?? DEFAULT_VARIANTS.tileSet,
    openStacks: given.openStacks ?? DEFAULT_VARIANTS.openStacks,
    tollWithBoughtCards: given.tollWithBoughtCards ?? DEFAULT_VARIANTS.tollWithBoughtCards,
    atlantisPawnsPay: given.atlantisPawnsPay ?? DEFAULT_VARIANTS.atlantisPawnsPay,
  };
  const rng = Rng.fromSeed(options.seed);
  const path: PathTile[][] = Array.from({ length: POSITIONS }, () => []);
  dealTiles(path, rng.shuffle(tileSet(0)), 1, MIDDLE_WATER - 1);
  dealTiles(path, rng.shuffle(tileSet(1)), MIDDLE_WATER + 1, POSITIONS - 2);
  const cards: number[] = [];
  for (let c = 0; c < COLOUR_COUNT; c++) for (let k = 0; k < CARDS_PER_COLOUR; k++) cards.push(c);
  const deck = rng.shuffle(cards);
  const hands: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < n; k++) {
    const seat = (first + k) % n;
    hands[seat] = deck.splice(0, 4 + k).sort((a, b) => a - b);
  }
  return {
    format: 'atlantis/1',
    variant,
    players: n,
    firstPlayer: first,
    toAct: first,
    turn: 1,
    path,
    pawns: Array.from({ length: n }, () => new Array<number>(PAWNS_PER_SEAT).fill(0)),
    bridges: [],
    hands,
    shown: Array.from({ length: n }, () => []),
    collected: Array.from({ length: n }, () => []),
    out: [],
    deck,
    discard: [],
    turnState: freshTurnState(),
    passStreak: 0,
    revealed: [],
    ended: null,
    rng: rng.state(),
  };
}

/** Tournament scheduling: which bot sits where in every game, with paired seeds. */

/** One game of a tournament. */
export interface GameSpec {
  index: number;
  seed: number;
  /** Bot index per seat. */
  seats: number[];
}

/** Every way to choose `k` of `n` indices, in lexicographic order. */
function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]): void => {
    if (chosen.length === k) return void out.push([...chosen]);
    for (let i = from; i <= n - (k - chosen.length); i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

/**
 * The line-ups of one cycle: with at least as many bots as seats, every group of `players` bots
 * (a round robin over tables of the chosen size) in every cyclic seat rotation; with fewer bots
 * than seats, the bots fill the table in turn, in every rotation.
 */
export function lineups(bots: number, players: number): number[][] {
  const groups = bots >= players ? combinations(bots, players) : [Array.from({ length: players }, (_, s) => s % bots)];
  return groups.flatMap((g) => Array.from({ length: players }, (_, r) => g.map((_, s) => g[(s + r) % players]!)));
}

/**
 * How many line-ups `lineups(bots, players)` makes, counted without making them; `Infinity` once
 * past `max` (40 bots at 20 seats would be billions).
 */
export function lineupCount(bots: number, players: number, max = Number.MAX_SAFE_INTEGER): number {
  let count = players;
  for (let k = 0; k < players && bots >= players; k++) {
    count = (count * (bots - k)) / (k + 1);
    if (count > max) return Infinity;
  }
  return count;
}

/**
 * `games` games of `players` seats among `bots` bots. Games cycle through `lineups`; every game of a
 * cycle uses the same seed, so each line-up meets the same deal and the luck of the deal evens out.
 * With `games` a multiple of the cycle length, every bot plays every seat equally often.
 */
export function schedule(bots: number, players: number, games: number, seed: number): GameSpec[] {
  const cycle = lineups(bots, players);
  return Array.from({ length: games }, (_, index) => ({ index, seed: seed + Math.floor(index / cycle.length), seats: cycle[index % cycle.length]! }));
}

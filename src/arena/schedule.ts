/** Tournament scheduling: which bot sits where in every game, with paired seeds. */

/** One game of a tournament. */
export interface GameSpec {
  index: number;
  seed: number;
  /** Bot index per seat. */
  seats: number[];
}

/**
 * `games` games of `players` seats among `bots` bots. Seats rotate so every bot plays every seat
 * equally often (for `games` a multiple of the rotation count); each seed is played once in every
 * rotation, so luck of the deal evens out.
 */
export function schedule(bots: number, players: number, games: number, seed: number): GameSpec[] {
  const rotations = Math.max(bots, players);
  return Array.from({ length: games }, (_, index) => {
    const r = index % rotations;
    return { index, seed: seed + Math.floor(index / rotations), seats: Array.from({ length: players }, (_, s) => (s + r) % bots) };
  });
}

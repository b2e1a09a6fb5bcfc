/**
 * Reach in turns (docs/analysis-spec.md, section 1): how many turns a submarine needs to end a move
 * on each square, given its range and the board as it is. Turn 1 is where one move can end; turn
 * t + 1 is every square one move can end on from a turn-t square, not already reached sooner (a
 * breadth-first search whose steps are whole moves). The board is taken as it is: tiles stay where
 * they are (a move still ends on entering one), other submarines stay put.
 */
import type { Square } from '../../../src/nautilus/types.js';

/** A square and the fewest turns a submarine needs to end a move there. */
export interface TurnSquare {
  at: Square;
  turns: number;
}

/**
 * Every square reachable within `maxTurns` moves from `start`, with its turn count, in order of
 * turns then discovery. `reachFrom(square)` lists where one move from that square can end (the
 * kernel's targets). The start itself is never listed.
 */
export function reachInTurns(start: Square, maxTurns: number, reachFrom: (from: Square) => readonly Square[]): TurnSquare[] {
  const key = (q: Square): string => `${q[0]},${q[1]}`;
  const seen = new Set<string>([key(start)]);
  const out: TurnSquare[] = [];
  let frontier: Square[] = [start];
  for (let turn = 1; turn <= maxTurns && frontier.length; turn++) {
    const next: Square[] = [];
    for (const from of frontier) {
      for (const q of reachFrom(from)) {
        const k = key(q);
        if (seen.has(k)) continue;
        seen.add(k);
        const at: Square = [q[0], q[1]];
        next.push(at);
        out.push({ at, turns: turn });
      }
    }
    frontier = next;
  }
  return out;
}

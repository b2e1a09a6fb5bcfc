/** Abilities and research values (spec 6): read from the counts at the moment of each action. */
import type { Position, ResearchKind } from './types.js';

/** Researcher steps per phase-2 turn: 3 + min(training, 2). */
export const researchBudget = (pos: Position, seat: number): number => 3 + Math.min(pos.players[seat]!.research.training, 2);
/** Submarine range: 4 + min(technology, 2). */
export const subRange = (pos: Position, seat: number): number => 4 + Math.min(pos.players[seat]!.research.technology, 2);
/** Sonar radius: 4 + min(sonar, 2). */
export const sonarRadius = (pos: Position, seat: number): number => 4 + Math.min(pos.players[seat]!.research.sonar, 2);
/** Chest value: 2 + min(analysis, 2). */
export const chestValue = (pos: Position, seat: number): number => 2 + Math.min(pos.players[seat]!.research.analysis, 2);
/** Tiles a lab examination may look at: min(lab, 2). */
export const labCount = (pos: Position, seat: number): number => Math.min(pos.players[seat]!.research.lab, 2);
/** Researchers a residential module may carry: 3 with 2–3 players, 4 with 4 (spec 5). */
export const residentialCap = (pos: Position): number => (pos.players.length >= 4 ? 4 : 3);
/** Speed move length (spec 8). */
export const SPEED_RANGE = 3;
/** Atlantis researcher move length (spec 8). */
export const ATLANTIS_STEPS = 2;

/** Research value of a kind for a seat (spec 6): token 3, count >= 2 → 1, else 0. */
export function researchValue(pos: Position, seat: number, kind: ResearchKind): number {
  if (pos.tokens[kind] === seat) return 3;
  return pos.players[seat]!.research[kind] >= 2 ? 1 : 0;
}

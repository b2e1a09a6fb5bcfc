/** Nautilus-only input of `reach`, `sonar` and `perft`: the position FILE and `--sub SEAT:INDEX`. */
import { Nautilus, findSub, parseSubRef, type Position } from '../nautilus/index.js';
import { inputError, usageError, type Values } from './args.js';
import { readPosition } from './input.js';

/** A Nautilus position or game record (its final position); another game's file is a usage error. */
export function nautilusPosition(file: string | undefined): Position {
  return readPosition(file, Nautilus).position as Position;
}

/** `--sub SEAT:INDEX` (required): the submarine's name and its index in the position's submarines. */
export function subOption(values: Values, pos: Position): { sub: string; index: number } {
  const raw = values.sub;
  const ref = typeof raw === 'string' ? parseSubRef(raw) : null;
  if (!ref) throw usageError('--sub SEAT:INDEX is required (e.g. --sub 0:1)');
  const index = findSub(pos, ref);
  if (index < 0) throw inputError('noSubmarine', `submarine ${raw} is not on the board`);
  return { sub: raw as string, index };
}

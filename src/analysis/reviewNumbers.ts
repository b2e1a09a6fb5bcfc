/**
 * How a review's numbers read, the same in the command line's text and in the browser: a
 * decision's move number.
 */

/** The number a person reads for the decision at `ply` (the action's index in the record, 0 for the first): moves count from 1, as Play's log does. */
export function moveNumber(ply: number): number {
  return ply + 1;
}

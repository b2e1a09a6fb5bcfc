/**
 * How a review's numbers read, the same in the command line's text and in the browser: a
 * decision's move number, and the loss printed beside its mark.
 */

/** The number a person reads for the decision at `ply` (the action's index in the record, 0 for the first): moves count from 1, as Play's log does. */
export function moveNumber(ply: number): number {
  return ply + 1;
}

/**
 * A loss of win probability (0..1) in whole points as printed beside its mark: rounded down, with
 * the marks' own tolerance (`markOf` counts a loss within 1e-9 of a threshold as reaching it), so
 * a printed number never reaches a threshold its mark did not: a loss of 0.197 is an inaccuracy and
 * prints 19, never 20.
 */
export function lossPoints(loss: number): number {
  return Math.max(0, Math.floor(100 * loss + 1e-7));
}

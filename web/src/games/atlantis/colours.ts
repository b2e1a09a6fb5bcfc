/**
 * Atlantis's colours on screen: the seven tile and card colours with a two-letter code each (every
 * tile and card shows its code, so nothing depends on hue alone), and text colours readable on them.
 */
import { COLOURS } from '../../../../src/atlantis/types.js';

export { COLOURS };
/** Fill of each colour index (red green grey blue white yellow purple). */
export const COLOUR_FILLS = ['#c8432f', '#3f9a4c', '#8b9298', '#2f6fd0', '#f1f0e8', '#e6c229', '#8c5bb8'];
/** Text on each fill. */
export const COLOUR_INK = ['#fff', '#111', '#111', '#fff', '#111', '#111', '#fff'];
/** Two-letter codes (as in `nautilab show`). */
export const COLOUR_CODES = ['rd', 'gn', 'gy', 'bl', 'wh', 'ye', 'pu'];

/** A colour index's name. */
export const colourName = (c: number): string => COLOURS[c] ?? `colour ${c}`;

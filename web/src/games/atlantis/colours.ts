/**
 * Atlantis's colours on screen: the seven tile and card colours with a two-letter code each (every
 * tile and card shows its code, so nothing depends on hue alone), and text colours readable on them.
 */
import { COLOURS } from '../../../../src/atlantis/types.js';
import { namesIn } from '../../i18n/index.js';

export { COLOURS };
/** Fill of each colour index (red green grey blue white yellow purple). */
export const COLOUR_FILLS = ['#c8432f', '#3f9a4c', '#8b9298', '#2f6fd0', '#f1f0e8', '#e6c229', '#8c5bb8'];
/** Text on each fill. */
export const COLOUR_INK = ['#fff', '#111', '#111', '#fff', '#111', '#111', '#fff'];
/** Two-letter codes (as in `nautilab show`): the engine's, for data attributes and notation. */
export const COLOUR_CODES = ['rd', 'gn', 'gy', 'bl', 'wh', 'ye', 'pu'];
/** Two-letter codes in the UI's language, for what a person reads on tiles and cards. */
export const COLOUR_SHORT = namesIn('names.colourCodes', COLOURS);

/** Each colour's name in the UI's language. */
export const COLOUR_WORDS = namesIn('board.atlantis.colours', COLOURS);
/** A colour index's name in words, for what a person reads. */
export const colourWord = (c: number): string => COLOUR_WORDS[c] ?? String(c);
/** A colour index's name (the engine's, for data attributes). */
export const colourName = (c: number): string => COLOURS[c] ?? `colour ${c}`;

/** The duel's seats on screen: colours, names, glyphs and shapes, shared by its board, seats panel, editor and UI entry. */
import { namesIn } from '../../i18n/index.js';

/** Seat colours (Okabe–Ito sky blue and orange, told apart with every common colour-vision deficiency) and shapes. */
export const DUEL_SEAT_COLORS = ['#56b4e9', '#e69f00'] as const;
/** Seat names, read in the UI's language. */
export const DUEL_SEAT_NAMES = namesIn('names.duelSeats', ['blue', 'orange']);
export const DUEL_SEAT_GLYPHS = ['●', '■'] as const;
export const DUEL_SEAT_SHAPES = ['circle', 'square'] as const;

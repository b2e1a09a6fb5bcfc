/** The duel's seats on screen: colours, names, glyphs and shapes, shared by its board, seats panel, editor and UI entry. */

/** Seat colours (Okabe–Ito sky blue and orange, told apart with every common colour-vision deficiency) and shapes. */
export const DUEL_SEAT_COLORS = ['#56b4e9', '#e69f00'] as const;
export const DUEL_SEAT_NAMES = ['blue', 'orange'] as const;
export const DUEL_SEAT_GLYPHS = ['●', '■'] as const;
export const DUEL_SEAT_SHAPES = ['circle', 'square'] as const;

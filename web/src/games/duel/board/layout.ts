/** The duel ship's layout in SVG units (five columns: the top side, the domain slots, the bottom side) and the card glyphs (pure). */
import type { Space } from '../../../../../src/duel/types.js';
import { arrowOf } from '../view.js';

export const COL = 104;
export const CARD_W = 86;
export const CARD_H = 108;
export const SLOT_H = 92;
export const PAD = 12;
const SLOT_Y = PAD + CARD_H + 16;
export const HEIGHT = PAD + CARD_H + 16 + SLOT_H + 16 + CARD_H + PAD;
export const WIDTH = 5 * COL + 2 * PAD - (COL - CARD_W);

/** The rows' tops: the seat drawn on top, the domain slots, the seat drawn at the bottom. */
export type Rows = Record<string, number> & { slots: number };

/** The rows' tops with seat `top` on top and `bottom` below. */
export const rowsFor = (top: number, bottom: number): Rows => ({ [top]: PAD, slots: SLOT_Y, [bottom]: SLOT_Y + SLOT_H + 16 }) as Rows;

/** The left edge of column `k`. */
export const colX = (k: number): number => PAD + k * COL;

/** The centre of a space's card. */
export const centreOf = (rows: Rows, sp: Space): [number, number] => [colX(sp[1]) + CARD_W / 2, rows[String(sp[0])]! + CARD_H / 2];

/** A card's arrow: ↕, ↔ or nothing. */
export const arrowGlyph = (card: number): string => (arrowOf(card) === 'vertical' ? '↕' : arrowOf(card) === 'horizontal' ? '↔' : '');

/** The word under a special card's value (the Kraken, the Fishbone, a crab). */
export const cardLabel = (card: number): string => (card === 15 ? 'Kraken' : card === 0 ? 'Fishbone' : card === 1 ? 'crab' : '');

/** The Anchor, drawn around (0, 0). */
export const ANCHOR_PATH = 'M0,-7 m-2.2,0 a2.2,2.2 0 1 0 4.4,0 a2.2,2.2 0 1 0 -4.4,0 M0,-4.8 V7 M-4.5,-2 H4.5 M-7,2.5 Q-6,8 0,8 Q6,8 7,2.5';

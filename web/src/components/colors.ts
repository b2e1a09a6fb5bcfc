/**
 * Colours and marks of the playground. Seats use the Okabe–Ito palette (told apart with every
 * common colour-vision deficiency) and each seat also has its own shape, so no piece depends on
 * hue alone. Zones, modules and tiles of Nautilus.
 */
import { labelsIn, namesIn } from '../i18n/index.js';

/** Seat colours: vermillion, orange, reddish purple, yellow (the game's red, orange, purple, yellow). */
export const SEAT_COLORS = ['#d55e00', '#e69f00', '#cc79a7', '#f0e442'];
/** Seat names, read in the UI's language. */
export const SEAT_NAMES = namesIn('names.seats', ['red', 'orange', 'purple', 'yellow']);
/** Each seat's shape, drawn on its pieces and next to its name. */
export const SEAT_SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];

/** An SVG path of a seat's shape centred on (x, y) with radius r. */
export function shapePath(shape: SeatShape, x: number, y: number, r: number): string {
  switch (shape) {
    case 'circle':
      return `M ${x - r} ${y} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
    case 'square':
      return `M ${x - r * 0.85} ${y - r * 0.85} h ${1.7 * r} v ${1.7 * r} h ${-1.7 * r} Z`;
    case 'triangle':
      return `M ${x} ${y - r} L ${x + r} ${y + r * 0.8} L ${x - r} ${y + r * 0.8} Z`;
    case 'diamond':
      return `M ${x} ${y - r} L ${x + r} ${y} L ${x} ${y + r} L ${x - r} ${y} Z`;
  }
}

/** A seat's mark in text (for tables and logs): its shape as a character. */
export const SEAT_GLYPHS = ['●', '■', '▲', '◆'];

export const ZONE_COLORS = ['#8fd9e8', '#4aa8c9', '#246a98', '#0e2d52'];
/** Zone names, read in the UI's language. */
export const ZONE_NAMES = namesIn('names.zones', ['lagoon', 'slope', 'deep', 'trench']);
export const MODULE_COLORS: Record<string, string> = {
  base: '#e8eef2',
  green: '#6cc070',
  blue: '#5b8fe0',
  training: '#f0a35e',
  technology: '#c39be6',
  sonar: '#f5dc6b',
  lab: '#63d1bd',
  analysis: '#ef8a80',
};
/** Module names on the board, in full where there is room. */
export const MODULE_LABELS = labelsIn('names.modules', ['base', 'green', 'blue', 'training', 'technology', 'sonar', 'lab', 'analysis']);
export const TILE_LABELS: Record<string, string> = {
  gold: 'Au', crab: 'Cr', urchin: 'Ur', mussel: 'Mu', snail: 'Sn', chest: 'Ch', speed: 'Sp',
};
/** Short label of a tile identity. */
export function tileLabel(id: string): string {
  return id.startsWith('atlantis') ? `A${id.slice(8)}` : (TILE_LABELS[id] ?? id);
}

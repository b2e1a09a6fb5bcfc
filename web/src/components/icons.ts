// The app's icons as 16x16 SVG paths (filled with the text colour), drawn here so no glyph depends on an installed font.

/** Each icon's path in a 16x16 box. */
export const ICONS = {
  play: 'M4 2.5v11l9-5.5z',
  pause: 'M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z',
  stop: 'M3 3h10v10H3z',
  first: 'M2.5 2.5h2v11h-2zM14 2.5v11L5.5 8z',
  last: 'M11.5 2.5h2v11h-2zM2 2.5v11L10.5 8z',
  back: 'M11 2.5v11L3.5 8z',
  forward: 'M5 2.5v11L12.5 8z',
  undo: 'M6 2 1.5 6 6 10V7.5h3.5a3 3 0 0 1 0 6H7v1.5h2.5a4.5 4.5 0 0 0 0-9H6z',
  rotateLeft: 'M8 2a6 6 0 1 1-5.7 7.9l1.4-.5A4.5 4.5 0 1 0 4.6 4.8L6.5 6.5H1.5v-5l2 2A6 6 0 0 1 8 2z',
  rotateRight: 'M8 2a6 6 0 1 0 5.7 7.9l-1.4-.5A4.5 4.5 0 1 1 11.4 4.8L9.5 6.5h5v-5l-2 2A6 6 0 0 0 8 2z',
  close: 'M3.7 2.3 8 6.6l4.3-4.3 1.4 1.4L9.4 8l4.3 4.3-1.4 1.4L8 9.4l-4.3 4.3-1.4-1.4L6.6 8 2.3 3.7z',
} as const;

/** The name of one of the app's icons. */
export type IconName = keyof typeof ICONS;

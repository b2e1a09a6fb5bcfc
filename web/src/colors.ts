/** Colours of the playground: seats (spec 3: red, orange, purple, yellow), zones, modules. */
export const SEAT_COLORS = ['#e03b3b', '#f28c28', '#9b59d0', '#f2d12e'];
export const SEAT_NAMES = ['red', 'orange', 'purple', 'yellow'];
export const ZONE_COLORS = ['#8fd9e8', '#4aa8c9', '#246a98', '#0e2d52'];
export const ZONE_NAMES = ['lagoon', 'slope', 'deep sea', 'trench'];
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
export const MODULE_LETTERS: Record<string, string> = {
  base: 'Base', green: 'G', blue: 'B', training: 'T', technology: 'Te', sonar: 'So', lab: 'L', analysis: 'An',
};
export const TILE_LABELS: Record<string, string> = {
  gold: 'Au', crab: 'Cr', urchin: 'Ur', mussel: 'Mu', snail: 'Sn', chest: 'Ch', speed: 'Sp',
};
/** Short label of a tile identity. */
export function tileLabel(id: string): string {
  return id.startsWith('atlantis') ? `A${id.slice(8)}` : (TILE_LABELS[id] ?? id);
}

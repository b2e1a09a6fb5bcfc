/** The Nautilus board's drawing geometry in SVG units (one unit per square): pure functions. */
import type { ModuleState, Square, SubmarineState } from '../../../../../src/nautilus/types.js';
import type { Board } from '../../../../../src/nautilus/board.js';
import { SEAT_SHAPES } from '../../../components/colors.js';

/** A square's key in maps and sets: `"x,y"`. */
export const key = (x: number, y: number): string => `${x},${y}`;

/** A submarine's id: `"seat:index"`. */
export const subId = (s: SubmarineState): string => `${s.seat}:${s.index}`;

/** A seat's shape (a circle for a seat without one). */
export const shapeOf = (seat: number) => SEAT_SHAPES[seat] ?? 'circle';

/** Where a launch from a module's centre comes out, by its direction. */
export const MOUTH: Record<string, [number, number]> = { N: [0, -2], E: [2, 0], S: [0, 2], W: [-2, 0] };

/** One square of the sea: its zone and whether it has a spot. */
export interface SeaSquare {
  x: number;
  y: number;
  zone: number;
  spot: boolean;
}

/** The board's squares, row by row. */
export function seaSquares(b: Board): SeaSquare[] {
  const out: SeaSquare[] = [];
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) out.push({ x, y, zone: b.zones[y * b.width + x]!, spot: b.spots[y * b.width + x] === 1 });
  return out;
}

/** The octagon of a module centred on `at` (it covers the 3×3 squares around it). */
export function octagonAt(at: Square): string {
  const [cx, cy] = at;
  const p = [[cx, cy - 1], [cx + 1, cy - 1], [cx + 2, cy], [cx + 2, cy + 1], [cx + 1, cy + 2], [cx, cy + 2], [cx - 1, cy + 1], [cx - 1, cy]];
  return p.map(([x, y]) => `${x},${y}`).join(' ');
}

/** One corridor's stroke: from near the centre to the octagon's edge. */
export interface CorridorLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  diagonal: boolean;
}

const ENDS: [number, number][] = [[0, -1.5], [1, -1], [1.5, 0], [1, 1], [0, 1.5], [-1, 1], [-1.5, 0], [-1, -1]];

/** The corridors of a module at `at` with the corridor mask `mask` (bit s: side s, clockwise from north). */
export function corridorLines(at: Square, mask: number): CorridorLine[] {
  const cx = at[0] + 0.5;
  const cy = at[1] + 0.5;
  const out = [];
  for (let s = 0; s < 8; s++) {
    if (!(mask & (1 << s))) continue;
    const [dx, dy] = ENDS[s]!;
    out.push({ x1: cx + dx * 0.55, y1: cy + dy * 0.55, x2: cx + dx, y2: cy + dy, diagonal: s % 2 === 1 });
  }
  return out;
}

/** The researchers on a module, a mark per seat present, side by side below its centre. */
export function researchersOn(m: ModuleState): { seat: number; n: number; x: number; y: number }[] {
  const present = m.researchers.map((n, seat) => ({ seat, n })).filter((r) => r.n > 0);
  return present.map((r, i) => ({ ...r, x: m.at[0] + 0.5 + (i - (present.length - 1) / 2) * 0.66, y: m.at[1] + 1.2 }));
}

/** The diamond a sonar of `radius` covers around `at`. */
export function sonarDiamond(at: Square, radius: number): string {
  const cx = at[0] + 0.5;
  const cy = at[1] + 0.5;
  const r = radius + 0.5;
  return `${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}`;
}

/**
 * The belief heat map on face-down tiles: each tile's shade, label and tooltip (pure). Nearly every
 * tile is worth about the same, so the map shows each tile's net value relative to the mean of the
 * face-down tiles (`relativeNet`): warm and labelled "+2.1" above the mean, cool "−0.8" below, the
 * shade scaled by the largest difference on the board so the few worth going for stand out.
 */
import type { TileBeliefOut } from '../../../../../src/analysis/beliefs.js';
import { percent } from '../../../components/analysisView.js';
import { key } from './geometry.js';

/** A tile's heat: the belief, its colour, its tooltip and its short label. */
export interface TileHeat {
  b: TileBeliefOut;
  css: string;
  title: string;
  label: string;
}

/** Differences below this many points read as the mean (a pale neutral shade, label "±0"). */
const EVEN = 0.05;

/** A signed label: "+2.1", "−0.8" (a true minus sign), "±0" within `EVEN` of the mean. */
export function relativeLabel(v: number): string {
  if (!Number.isFinite(v) || Math.abs(v) < EVEN) return '±0';
  const digits = Math.abs(v) >= 9.95 ? 0 : 1;
  return `${v > 0 ? '+' : '−'}${Math.abs(v).toFixed(digits)}`;
}

/**
 * The shade of a tile `v` points from the mean on a scale of ±`scale`: above the mean from a pale
 * yellow to a deep red, below it from a pale to a deeper blue, more opaque the further from the mean.
 */
export function relativeColor(v: number, scale: number): { hue: number; alpha: number; css: string } {
  const t = Number.isFinite(v) ? Math.min(1, Math.abs(v) / Math.max(1e-9, scale)) : 0;
  const alpha = Math.round((0.2 + 0.7 * t) * 100) / 100;
  if (!(v >= EVEN)) return { hue: 210, alpha, css: `hsla(210, 70%, ${Math.round(70 - 15 * t)}%, ${alpha})` };
  const hue = Math.round(55 - 55 * t);
  return { hue, alpha, css: `hsla(${hue}, 90%, 55%, ${alpha})` };
}

/** The heat of each believed tile, by square key (empty without beliefs). */
export function heatMap(beliefs: readonly TileBeliefOut[] | null): Map<string, TileHeat> {
  const out = new Map<string, TileHeat>();
  if (!beliefs) return out;
  // the scale: the largest difference from the mean, at least one point (an even board stays pale)
  let scale = 1;
  for (const b of beliefs) if (Number.isFinite(b.relativeNet)) scale = Math.max(scale, Math.abs(b.relativeNet));
  for (const b of beliefs) {
    const dist = Object.entries(b.p)
      .sort((x, y) => y[1] - x[1])
      .map(([type, p]) => `${type} ${percent(p)}`)
      .join(', ');
    const title = `${b.at[0]} ${b.at[1]}: ${relativeLabel(b.relativeNet)} points against the mean face-down tile; worth ${b.net.toFixed(1)} points (${b.expectedPoints.toFixed(1)} expected, cost ${b.cost.toFixed(1)} Nemo)\n${dist}`;
    out.set(key(b.at[0], b.at[1]), { b, css: relativeColor(b.relativeNet, scale).css, title, label: relativeLabel(b.relativeNet) });
  }
  return out;
}

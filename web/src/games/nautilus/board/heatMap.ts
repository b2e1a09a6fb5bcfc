/** The belief heat map on face-down tiles: each tile's shade, label and tooltip (pure). */
import type { TileBeliefOut } from '../../../../../src/analysis/beliefs.js';
import { heatColor, heatMax, percent } from '../../../components/analysisView.js';
import { key } from './geometry.js';

/** A tile's heat: the belief, its colour, its tooltip and its short label. */
export interface TileHeat {
  b: TileBeliefOut;
  css: string;
  title: string;
  label: string;
}

/** The heat of each believed tile, by square key (empty without beliefs). */
export function heatMap(beliefs: readonly TileBeliefOut[] | null): Map<string, TileHeat> {
  const out = new Map<string, TileHeat>();
  if (!beliefs) return out;
  const max = heatMax(beliefs.map((b) => b.net));
  for (const b of beliefs) {
    const dist = Object.entries(b.p)
      .sort((x, y) => y[1] - x[1])
      .map(([type, p]) => `${type} ${percent(p)}`)
      .join(', ');
    const title = `${b.at[0]} ${b.at[1]}: worth ${b.net.toFixed(1)} points (${b.expectedPoints.toFixed(1)} expected, cost ${b.cost.toFixed(1)} Nemo)\n${dist}`;
    out.set(key(b.at[0], b.at[1]), { b, css: heatColor(b.net, max).css, title, label: Math.abs(b.net) >= 9.95 ? b.net.toFixed(0) : b.net.toFixed(1) });
  }
  return out;
}

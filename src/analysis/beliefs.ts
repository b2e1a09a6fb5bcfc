/**
 * Nautilus: what the viewpoint believes each face-down tile is, and what recovering it is worth.
 *
 * Probabilities: observation mode uses the engine's own `beliefs` (uniform over the zone's tiles
 * not accounted for by what the viewpoint has seen), with probability 1 for face-down tiles the
 * viewpoint has seen; omniscient mode gives the true tile probability 1. Types aggregate the
 * Atlantis identities under `atlantis`.
 *
 * Expected points, to the viewpoint, of each identity, with R its research value now (at least 1,
 * as final scores multiply by R):
 * - gold, crab, urchin, mussel, snail: sheet points x R, plus R - 1 when it is on the viewpoint's
 *   goal card and R >= 2 (a raise adds R and costs 1 Nemo);
 * - an Atlantis tile: the viewpoint's rank-marker points with one more marker minus without, x R;
 * - chest: the Nemo it pays (2 plus analysis research, at most 4); speed: 0.
 * `cost` is the expected Nemo paid to recover it (1, or 2 in the trench, for blue tiles; chest and
 * speed are free); Nemo count a point each at the end, so `net = expectedPoints - cost`.
 *
 * Nearly every tile is worth about the same, so each tile also gets its value relative to the mean
 * of the face-down tiles (`relativePoints`, `relativeNet`): what sets the few worth going for apart.
 * A game that has ended has nothing left to recover: no beliefs.
 */
import {
  POINTS,
  atlantisNumber,
  atlantisPoints,
  beliefs as tileBeliefs,
  chestValue,
  isBlue,
  researchValue,
  tileType,
  RESEARCH_KINDS,
  type Observation,
  type Position,
  type SheetType,
  type TileId,
  type Zone,
} from '../nautilus/index.js';
import { round } from './stats.js';

export interface TileBeliefOut {
  at: [number, number];
  zone: Zone;
  /** Probability of each tile type. */
  p: Record<string, number>;
  expectedPoints: number;
  cost: number;
  net: number;
  /** `expectedPoints` less the mean expected points of the face-down tiles. */
  relativePoints: number;
  /** `net` less the mean net of the face-down tiles (the heat map's shade and label). */
  relativeNet: number;
}

/** The value to `seat` of recovering the identity `tile` (see the module comment). */
export function tilePoints(view: Observation, seat: number, tile: TileId): number {
  const asPos = view as unknown as Position;
  const rNow = RESEARCH_KINDS.reduce((a, k) => a + researchValue(asPos, seat, k), 0);
  const r = Math.max(1, rNow);
  const type = tileType(tile);
  if (type === 'chest') return chestValue(asPos, seat);
  if (type === 'speed') return 0;
  if (type === 'atlantis') {
    const before = atlantisPoints(asPos)[seat]!;
    const after = atlantisPoints({ ...asPos, ruins: [...asPos.ruins, { atlantis: atlantisNumber(tile), seat }] })[seat]!;
    return (after - before) * r;
  }
  const goal = view.players[seat]!.goal;
  const raise = goal?.includes(type as SheetType) && rNow >= 2 ? r - 1 : 0;
  return POINTS[type as SheetType] * r + raise;
}

/**
 * Beliefs about every face-down tile for the observer of `obs`; with `truth` (omniscient mode, the
 * position `obs` was observed from) every tile is known. Without it only the observation is read.
 */
export function nautilusBeliefs(obs: Observation, truth: Position | null = null): TileBeliefOut[] {
  if (obs.endReason !== null) return [];
  const viewpoint = obs.seat;
  const unseen = new Map(tileBeliefs(obs).map((b) => [`${b.at[0]},${b.at[1]}`, b.options]));
  const out: { at: [number, number]; zone: Zone; p: Record<string, number>; points: number; cost: number }[] = [];
  obs.tiles.forEach((t, i) => {
    if (t.faceUp) return;
    const options: { tile: TileId; p: number }[] = truth ? [{ tile: truth.tiles[i]!.tile, p: 1 }] : t.tile !== null ? [{ tile: t.tile, p: 1 }] : (unseen.get(`${t.at[0]},${t.at[1]}`) ?? []);
    const p: Record<string, number> = {};
    let points = 0;
    let cost = 0;
    for (const o of options) {
      const type = tileType(o.tile);
      p[type] = (p[type] ?? 0) + o.p;
      points += o.p * tilePoints(obs, viewpoint, o.tile);
      cost += isBlue(type) ? o.p * (t.zone === 'T' ? 2 : 1) : 0;
    }
    for (const k of Object.keys(p)) p[k] = round(p[k]!);
    out.push({ at: [t.at[0], t.at[1]], zone: t.zone, p, points, cost });
  });
  const meanPoints = out.reduce((a, b) => a + b.points, 0) / Math.max(1, out.length);
  const meanNet = out.reduce((a, b) => a + b.points - b.cost, 0) / Math.max(1, out.length);
  return out.map((b) => ({
    at: b.at,
    zone: b.zone,
    p: b.p,
    expectedPoints: round(b.points),
    cost: round(b.cost),
    net: round(b.points - b.cost),
    relativePoints: round(b.points - meanPoints),
    relativeNet: round(b.points - b.cost - meanNet),
  }));
}

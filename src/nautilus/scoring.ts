/** Final scoring (spec 10). */
import { researchValue } from './abilities.js';
import { POINTS, RANK_MARKERS } from './tiles.js';
import { RESEARCH_KINDS, type Position } from './types.js';

/** One seat's score and how it was made (the keys of `nautilab play --json`). */
export interface ScoreBreakdown {
  seat: number;
  total: number;
  /** Points of the creatures and gold on the sheet. */
  sheetPoints: number;
  /** Goal-card raises bought (1 Nemo each, only when research R >= 2). */
  raises: number;
  /** Points of the Atlantis rank marker. */
  atlantisPoints: number;
  /** R: the sum of research values (0 / 1 / 3 per kind). */
  research: number;
  /** Nemo left after raises. */
  nemo: number;
  /** Atlantis markers on the ruins board. */
  atlantisMarkers: number;
}

/** Atlantis rank-marker points per seat (spec 10.1, with the `atlantisTies` variant). */
export function atlantisPoints(pos: Position): number[] {
  const n = pos.players.length;
  const markers = RANK_MARKERS[n]!; // 2..4 players
  const count = new Array<number>(n).fill(0);
  const highest = new Array<number>(n).fill(0);
  for (const r of pos.ruins) {
    if (r.seat === null) continue;
    count[r.seat]!++;
    highest[r.seat] = Math.max(highest[r.seat]!, r.atlantis);
  }
  const ranked = count.map((c, seat) => seat).filter((s) => count[s]! > 0);
  // a full tie keeps seat order: `ranked` is in seat order and the sort is stable
  ranked.sort((a, b) => count[b]! - count[a]! || highest[b]! - highest[a]!);
  const points = new Array<number>(n).fill(0);
  ranked.forEach((seat, i) => {
    const ahead = pos.variants.atlantisTies === 'share' ? ranked.filter((s) => count[s]! > count[seat]!).length : i;
    points[seat] = markers[ahead] ?? 0;
  });
  return points;
}

/** Scores every seat as if the game ended now. */
export function scoreBreakdown(pos: Position): ScoreBreakdown[] {
  const atl = atlantisPoints(pos);
  return pos.players.map((p, seat) => {
    const research = RESEARCH_KINDS.reduce((sum, k) => sum + researchValue(pos, seat, k), 0);
    const sheetPoints = p.sheet.reduce((sum, t) => sum + POINTS[t], 0);
    const goalTiles = p.sheet.filter((t) => p.goal.includes(t)).length;
    const raises = research >= 2 ? Math.min(goalTiles, p.nemo) : 0;
    const nemo = p.nemo - raises;
    const atlantisPointsOf = atl[seat]!;
    return {
      seat,
      total: (sheetPoints + raises + atlantisPointsOf) * research + nemo,
      sheetPoints,
      raises,
      atlantisPoints: atlantisPointsOf,
      research,
      nemo,
      atlantisMarkers: pos.ruins.filter((r) => r.seat === seat).length,
    };
  });
}

/** Seats with the highest total (spec 10.4; `tieBreak: "nemo"` keeps those with most Nemo left). */
export function winners(pos: Position, scores: ScoreBreakdown[] = scoreBreakdown(pos)): number[] {
  const best = Math.max(...scores.map((s) => s.total));
  let top = scores.filter((s) => s.total === best);
  if (pos.variants.tieBreak === 'nemo') {
    const most = Math.max(...top.map((s) => s.nemo));
    top = top.filter((s) => s.nemo === most);
  }
  return top.map((s) => s.seat);
}

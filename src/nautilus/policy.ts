/**
 * The Nautilus heuristics behind the built-in bots: the greedy policy (a one-turn heuristic over
 * buying, building, research and the expected value recovered per Nemo), the candidate pruning of
 * submarine moves, and the score estimate that ends playouts. They read only what a position and an
 * observation share, so the greedy bot runs on its observation and search runs on determinizations.
 */
import { atlantisPoints, scoreBreakdown } from './scoring.js';
import { getBoard } from './board.js';
import { corridorsOf, isResearchKind } from './modules.js';
import { researchValue } from './abilities.js';
import { footprintCost } from './state.js';
import { RESEARCH_KINDS, type Position, type ResearchKind } from './types.js';

/** A position or an observation: the greedy policy reads only what both share (tiles may be unknown). */
export type View = Pick<Position, 'board' | 'players' | 'modules' | 'submarines' | 'phase' | 'turn' | 'tokens' | 'ruins'> & {
  tiles: { at: [number, number]; tile: string | null; faceUp: boolean }[];
};

/** Average value of an unknown tile per zone for a research multiplier `r` (gold 2, crab and urchin 1, Atlantis ~3). */
function unknownTileValue(zone: number, r: number): number {
  // S: 3 crab 3 urchin 4 mussel 4 snail 6 atlantis 4 chest 2 speed of 26; D and T similar with gold
  if (zone === 1) return (6 * r + 6 * 3 * r + 4 * 2.5 + 2) / 26 - 0.6;
  if (zone === 2) return (2 * r + 4 * r + 5 * 3 * r + 3 * 2.5 + 1) / 20 - 0.7;
  return (6 * r + 2 * r + 4 * 3 * r + 2 * 2.5 + 1) / 14 - 1.5;
}

/** The value to `seat` of recovering the tile identity `tile` on a square of `zone`. */
function tileValue(view: View, seat: number, tile: string | null, zone: number, faceUp: boolean, multiplier?: number): number {
  const p = view.players[seat]!;
  const r = multiplier ?? Math.max(1, researchMultiplier(view as Position, seat));
  if (tile === null) return faceUp ? 0 : unknownTileValue(zone, r);
  const cost = zone === 3 ? 2 : 1;
  const goal = p.goal?.includes(tile as never) ? Math.max(0, r - 1) : 0;
  switch (tile) {
    case 'chest':
      return 2 + Math.min(p.research.analysis, 2);
    case 'speed':
      return 1;
    case 'gold':
      return p.nemo >= cost ? 2 * r + goal - cost : 0;
    case 'crab':
    case 'urchin':
      return p.nemo >= cost ? r + goal - cost : 0;
    case 'mussel':
    case 'snail':
      return p.nemo >= cost ? goal + (p.research.lab ? 0.5 : 0) - cost : 0;
    default:
      return p.nemo >= cost ? 3 * r - cost : 0; // Atlantis: rank points and a researcher move
  }
}

/** R with half credit for kinds at count 1 (the multiplier a seat can expect). */
function researchMultiplier(view: Position, seat: number): number {
  let r = 0;
  for (const k of RESEARCH_KINDS) {
    const v = researchValue(view, seat, k);
    r += v || (view.players[seat]!.research[k] === 1 ? 0.5 : 0);
  }
  return r;
}

const RESERVE = 6;

/** How good ending a move on (x, y) is for `seat`: the tile there, or closeness to worthwhile tiles. */
export function moveScore(view: View, seat: number, x: number, y: number): number {
  const board = getBoard(view.board);
  const zoneAt = (qx: number, qy: number): number => board.zones[qy * board.width + qx]!;
  let bestScore = 0;
  const r = Math.max(1, researchMultiplier(view as Position, seat));
  for (const t of view.tiles) {
    const v = tileValue(view, seat, t.tile, zoneAt(t.at[0], t.at[1]), t.faceUp, r);
    if (v <= 0) continue;
    const d = Math.abs(t.at[0] - x) + Math.abs(t.at[1] - y);
    bestScore = Math.max(bestScore, d === 0 ? 10 + v : v / (1 + d));
  }
  return bestScore;
}

/** The actions a search should consider: every non-move action and the `k` best moves by `moveScore`. */
export function candidateActions(view: View, seat: number, legal: readonly string[], k = 6): string[] {
  const moves = legal.filter((a) => a.startsWith('move '));
  if (moves.length <= k) return [...legal];
  const scored = moves.map((a) => {
    const [, , x, y] = a.split(' ');
    return { a, s: moveScore(view, seat, Number(x), Number(y)) };
  });
  scored.sort((p, q) => q.s - p.s);
  const keep = new Set(scored.slice(0, k).map((m) => m.a));
  return legal.filter((a) => !a.startsWith('move ') || keep.has(a));
}

/** The greedy policy for the seat to act of a view, from the legal actions in notation. */
export function greedyChoice(view: View, seat: number, legal: readonly string[]): string {
  if (legal.length === 1) return legal[0]!;
  const p = view.players[seat]!;
  const board = getBoard(view.board);
  const zoneAt = (x: number, y: number): number => board.zones[y * board.width + x]!;
  const tileAt = new Map(view.tiles.map((t) => [t.at[1] * 64 + t.at[0], t]));
  // the research multiplier is the same for every tile of this decision
  const r = Math.max(1, researchMultiplier(view as Position, seat));
  const moveValue = (x: number, y: number): number => {
    const t = tileAt.get(y * 64 + x);
    return t ? tileValue(view, seat, t.tile, zoneAt(x, y), t.faceUp, r) : 0;
  };
  const of = (verb: string): string[] => legal.filter((a) => a.startsWith(verb));
  const pending = view.turn.pending;

  if (pending?.type === 'speed' || pending?.type === 'atlantis' || pending?.type === 'examine') {
    if (pending.type === 'examine') return of('examine')[0] ?? 'skip';
    if (pending.type === 'speed') return best(of('move'), (a) => moveTargetValue(a), 0.01) ?? 'skip';
    return best(of('research'), (a) => researchValueOf(a), 0.01) ?? 'skip';
  }

  function moveTargetValue(a: string): number {
    const [, , x, y] = a.split(' ');
    return moveValue(Number(x), Number(y));
  }

  function researchValueOf(a: string): number {
    const [, fx, fy, tx, ty] = a.split(' ').map(Number);
    const to = view.modules.find((m) => m.at[0] === tx && m.at[1] === ty);
    const from = view.modules.find((m) => m.at[0] === fx && m.at[1] === fy);
    if (!to || !from) return 0;
    let v = 0;
    if (isResearchKind(to.kind) && to.researchers[seat] === 0) {
      const count = p.research[to.kind as ResearchKind];
      v = count === 1 ? 1 : count === 0 ? 0.7 : count < 4 ? 0.15 : 0.05;
      if (to.owner !== null && to.owner !== seat) v -= 0.15;
    } else if (isResearchKind(to.kind) && to.researchers[seat] === 1 && !view.modules.some((m) => isResearchKind(m.kind) && m.researchers[seat]! >= 2)) {
      v = 0.4; // a second researcher makes launches possible
    }
    if (isResearchKind(from.kind) && from.researchers[seat] === 2) v -= 0.3; // keep a launch pad
    return v;
  }

  if (view.phase === 1) {
    const places = of('place');
    if (places.length) {
      const held = p.held;
      const scored = best(places, (a) => {
        const [, i, cx, cy] = a.split(' ').map(Number);
        const h = held[i!]!;
        const cost = Math.max(view.turn.buildCost, footprintCost(board, cx!, cy!));
        if (p.nemo - cost < 1) return -1;
        const kindValue = isResearchKind(h.kind) ? (p.research[h.kind as ResearchKind] === 0 ? 3 : 2) : 2.5;
        return kindValue - cost * 0.8 + researchNeighbours(cx!, cy!) * 0.2;
      }, 0);
      if (scored) return scored;
    }
    if (!view.turn.bought && !view.turn.placed.length && p.held.length < 2) {
      const onModules = view.modules.reduce((a, m) => a + m.researchers[seat]!, 0);
      const ownResearch = view.modules.filter((m) => m.owner === seat).length;
      if (onModules < 3 + ownResearch && p.nemo >= RESERVE + 6) {
        const k = Math.min(3, p.researchers);
        const buy = legal.find((a) => a === `buy green ${k}`) ?? legal.find((a) => a === `buy blue ${k}`);
        if (buy) return buy;
      }
      if (p.nemo >= RESERVE + 4) {
        const kinds = RESEARCH_KINDS.filter((kind) => legal.includes(`buy ${kind}`)).sort((a, b) => p.research[a] - p.research[b]);
        const kind = kinds.find((kk) => p.research[kk] < 2);
        if (kind) return `buy ${kind}`;
      }
    }
    return 'end';
  }

  if (view.phase === 2) return best(of('research'), researchValueOf, 0.1) ?? 'end';

  // phase 3: launch while fewer than two submarines are out, then move towards value; the greedy
  // policy never retires a submarine (a launch needs 2 own researchers on a module, so no
  // researcher-supply test is needed here)
  const mine = view.submarines.filter((s) => s.seat === seat);
  if (mine.length < 2) {
    const launch = of('launch')[0];
    if (launch) return launch;
  }
  const moves = of('move');
  if (moves.length) {
    const direct = best(moves, moveTargetValue, 0.2);
    if (direct) return direct;
    // no tile worth taking now: approach the best tile within reach of a later move
    const targets = view.tiles.filter((t) => tileValue(view, seat, t.tile, zoneAt(t.at[0], t.at[1]), t.faceUp, r) > 0.3);
    const targetValues = targets.map((t) => tileValue(view, seat, t.tile, zoneAt(t.at[0], t.at[1]), t.faceUp, r));
    if (targets.length) {
      const approach = best(moves, (a) => {
        const [, , xs, ys] = a.split(' ');
        const x = Number(xs);
        const y = Number(ys);
        let bestScore = 0;
        for (let i = 0; i < targets.length; i++) {
          const t = targets[i]!;
          const d = Math.abs(t.at[0] - x) + Math.abs(t.at[1] - y);
          bestScore = Math.max(bestScore, targetValues[i]! / (1 + d));
        }
        return bestScore;
      }, 0);
      if (approach) return approach;
    }
  }
  return 'end';

  function researchNeighbours(cx: number, cy: number): number {
    return view.modules.filter((m) => isResearchKind(m.kind) && Math.abs(m.at[0] - cx) <= 3 && Math.abs(m.at[1] - cy) <= 3 && corridorsOf(m) !== 0).length;
  }
}

/** The highest-scoring action above `threshold`, or null. */
function best(actions: readonly string[], score: (a: string) => number, threshold: number): string | null {
  let top: string | null = null;
  let topScore = threshold;
  for (const a of actions) {
    const s = score(a);
    if (s > topScore) {
      topScore = s;
      top = a;
    }
  }
  return top;
}

/** An estimate of a seat's final score: points times an expected multiplier, plus Nemo and assets. */
export function estimate(pos: Position, seat: number): number {
  const s = scoreBreakdown(pos)[seat]!;
  const p = pos.players[seat]!;
  const r = researchMultiplier(pos, seat);
  const atl = atlantisPoints(pos)[seat]!;
  const points = s.sheetPoints + atl + s.raises + 3;
  const nemo = p.nemo - (pos.phase === 1 && pos.toAct === seat ? pos.turn.buildCost : 0);
  const subs = pos.submarines.filter((q) => q.seat === seat).length;
  const onModules = pos.modules.reduce((a, m) => a + m.researchers[seat]!, 0);
  const held = p.held.reduce((a, h) => a + (isResearchKind(h.kind) ? 1.2 : 0.6 + 0.6 * h.researchers), 0);
  return points * r + nemo + subs * 1.2 + onModules * 0.5 + held;
}

/** My estimate minus the best other seat's. */
export function evaluate(pos: Position, seat: number): number {
  let other = -Infinity;
  for (let s = 0; s < pos.players.length; s++) if (s !== seat) other = Math.max(other, estimate(pos, s));
  return estimate(pos, seat) - other;
}

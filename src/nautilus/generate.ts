/**
 * Generating every legal action (spec 4–8), by routes of their own: placements anchored on
 * corridors, researcher moves over the module graph, submarine moves from the engine's kernel.
 * The checker (`check.ts`) decides single actions without any of these; a property test holds
 * the two equal.
 *
 * Order of `legalActions`: the open pending choice's options then `skip`; otherwise by verb in
 * grammar order (buy, place, research, launch, sonar, move, retire, end), each group in a fixed
 * order of its parameters (held index, centre y, x, rotation; seats and indices ascending;
 * squares by y then x).
 */
import type { Action } from './actions.js';
import { ATLANTIS_STEPS, SPEED_RANGE, researchBudget, residentialCap, subRange } from './abilities.js';
import { DEFAULT_CONTEXT, type EngineContext } from './context.js';
import { fastLegalActions } from './fast.js';
import { DIRECTION_SLOT, DIRECTIONS, SLOT_OFFSETS, corridorsOf, isResearchKind, moduleGraph, mouthSquare, passageDistances, rotateMask } from './modules.js';
import { isEmpty, mayUseTrench, reachTargets, seaOf, type Sea } from './sea.js';
import { cmpSquare, footprintCost, movableResearchers, nextSubIndex, ownSubs, rentBlocked, atRetireMouth } from './state.js';
import { RESEARCH_KINDS, type Position, type Square } from './types.js';

/**
 * Every legal action of the seat to act (order documented at the top of this file), from the fast
 * path (`fast.ts`: integer codes over a cached module geometry). `sea` is accepted for callers
 * that have one and not needed.
 */
export function legalActions(pos: Position, _sea?: Sea, ctx: EngineContext = DEFAULT_CONTEXT): Action[] {
  return fastLegalActions(pos, ctx);
}

/**
 * Every legal action of the seat to act, by the reference generator: the same list as
 * `legalActions`, built by the original route (kept for the differential tests).
 */
export function referenceLegalActions(pos: Position, sea: Sea = seaOf(pos), ctx: EngineContext = DEFAULT_CONTEXT): Action[] {
  if (pos.endReason !== null) return [];
  const seat = pos.toAct;
  const pending = pos.turn.pending;
  if (pending) {
    const out: Action[] =
      pending.type === 'speed'
        ? subMoves(pos, sea, seat, true, ctx)
        : pending.type === 'atlantis'
          ? researchMoves(pos, seat, true, ctx)
          : examineOptions(pos, sea, pending);
    out.push({ type: 'skip' });
    return out;
  }
  const out: Action[] = [];
  if (pos.phase === 1) {
    buyActions(pos, seat, out);
    placeActions(pos, sea, seat, out, ctx);
  } else if (pos.phase === 2) {
    out.push(...researchMoves(pos, seat, false, ctx));
  } else {
    launchActions(pos, sea, seat, out);
    sonarActions(pos, seat, out);
    out.push(...subMoves(pos, sea, seat, false, ctx));
    retireActions(pos, sea, seat, out);
  }
  out.push({ type: 'end' });
  return out;
}

function buyActions(pos: Position, seat: number, out: Action[]): void {
  const p = pos.players[seat]!;
  const turn = pos.turn;
  if (turn.bought || turn.placed.length || p.held.length >= pos.variants.maxHeldModules) return;
  if (p.nemo >= 1) for (const kind of RESEARCH_KINDS) if (pos.stacks[kind].length) out.push({ type: 'buy', kind });
  const kmax = Math.min(residentialCap(pos), p.researchers, p.nemo);
  for (const kind of ['green', 'blue'] as const) {
    if (pos.stacks[kind] <= 0) continue;
    for (let k = 1; k <= kmax; k++) out.push({ type: 'buy', kind, researchers: k });
  }
}

function placeActions(pos: Position, sea: Sea, seat: number, out: Action[], ctx: EngineContext): void {
  const { needGrid, centreGrid } = ctx;
  const p = pos.players[seat]!;
  if (!p.held.length) return;
  const first = pos.turn.placed.length === 0;
  const anchors = first ? pos.modules : pos.modules.filter((m) => pos.turn.placed.some((c) => c[0] === m.at[0] && c[1] === m.at[1]));
  // Candidate centres: across a corridor of an anchor (key y*64+x), with the slots that face back.
  const keys: number[] = [];
  for (const a of anchors) {
    const mask = corridorsOf(a);
    for (let s = 0; s < 8; s++) {
      if (!(mask & (1 << s))) continue;
      const cx = a.at[0] + SLOT_OFFSETS[s]![0];
      const cy = a.at[1] + SLOT_OFFSETS[s]![1];
      if (cx < 1 || cy < 1 || cx >= sea.width - 1 || cy >= sea.height - 1) continue;
      const key = cy * 64 + cx;
      if (!needGrid[key]) keys.push(key);
      needGrid[key]! |= 1 << ((s + 4) % 8);
    }
  }
  for (const m of pos.modules) centreGrid[m.at[1] * 64 + m.at[0]] = 1;
  keys.sort((a, b) => a - b);
  // Each centre is checked once (overlap, submarines, cost); a held module in a rotation then
  // only needs a corridor facing one of the anchors.
  const free: number[] = [];
  for (const key of keys) {
    const cx = key % 64;
    const cy = (key - cx) / 64;
    if (centreFree(pos, sea, cx, cy, p.nemo, centreGrid)) free.push(key, needGrid[key]!);
    needGrid[key] = 0;
  }
  for (const m of pos.modules) centreGrid[m.at[1] * 64 + m.at[0]] = 0;
  p.held.forEach((held, index) => {
    for (let k = 0; k < free.length; k += 2) {
      const key = free[k]!;
      const need = free[k + 1]!;
      const cx = key % 64;
      const cy = (key - cx) / 64;
      const m0 = rotateMask(held.corridors, 0);
      const m1 = rotateMask(held.corridors, 1);
      const m2 = rotateMask(held.corridors, 2);
      const m3 = rotateMask(held.corridors, 3);
      if (m0 & need) out.push({ type: 'place', index, at: [cx, cy], rotation: 0 });
      if (m1 & need && m1 !== m0) out.push({ type: 'place', index, at: [cx, cy], rotation: 1 });
      // a rotation that repeats an earlier one is not listed again: m2 = m1 would make m1 = m0,
      // m3 = m2 would make m3 = m0, and m3 = m0 means a quarter turn changes nothing (so m3 = m1):
      // those comparisons are implied
      if (m2 & need && m2 !== m0) out.push({ type: 'place', index, at: [cx, cy], rotation: 2 });
      if (m3 & need && m3 !== m1) out.push({ type: 'place', index, at: [cx, cy], rotation: 3 });
    }
  });
}

/**
 * A centre where any module may go (footprint inside the board, checked by the caller): no module
 * centre in the overlap neighbourhood (`centreGrid`), no submarine under it, affordable.
 */
function centreFree(pos: Position, sea: Sea, cx: number, cy: number, nemo: number, centreGrid: Uint8Array): boolean {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      if ((dx === 2 || dx === -2) && (dy === 2 || dy === -2)) continue;
      if (centreGrid[(cy + dy) * 64 + cx + dx]) return false;
    }
  }
  if (pos.submarines.length) {
    const sub = sea.sub;
    for (let y = cy - 1; y <= cy + 1; y++) for (let x = cx - 1; x <= cx + 1; x++) if (sub[y * sea.width + x]) return false;
  }
  return Math.max(pos.turn.buildCost, footprintCost(sea.board, cx, cy)) <= nemo;
}

/** Researcher moves of a seat: phase 2, or the Atlantis choice (`atlantis`). */
export function researchMoves(pos: Position, seat: number, atlantis: boolean, ctx: EngineContext): Action[] {
  const out: Action[] = [];
  if (!atlantis && pos.turn.moves >= 2) return out;
  const budget = atlantis ? ATLANTIS_STEPS : researchBudget(pos, seat) - pos.turn.steps;
  if (budget < 1) return out;
  const { adj, order } = moduleGraph(pos.modules, ctx);
  for (const fi of order) {
    const from = pos.modules[fi]!;
    if (movableResearchers(pos, from, seat, atlantis) === 0) continue;
    const dist = passageDistances(adj, fi, budget, ctx);
    for (const ti of order) {
      if (dist[ti]! < 1 || rentBlocked(pos, pos.modules[ti]!, seat)) continue;
      out.push({ type: 'research', from: [...from.at], to: [...pos.modules[ti]!.at] });
    }
  }
  return out;
}

function launchActions(pos: Position, sea: Sea, seat: number, out: Action[]): void {
  if (pos.turn.step !== 'launch' || nextSubIndex(pos, seat) < 0) return;
  const mods = pos.modules.filter((m) => isResearchKind(m.kind) && m.researchers[seat]! >= 2).sort((a, b) => cmpSquare(a.at, b.at));
  for (const m of mods) {
    const mask = corridorsOf(m);
    for (const dir of DIRECTIONS) {
      const slot = DIRECTION_SLOT[dir];
      if (!(mask & (1 << slot))) continue;
      const [x, y] = mouthSquare(m.at, slot);
      if (isEmpty(sea, x, y)) out.push({ type: 'launch', at: [...m.at], dir });
    }
  }
}

function sonarActions(pos: Position, seat: number, out: Action[]): void {
  const turn = pos.turn;
  if (pos.players[seat]!.nemo < 1) return;
  if (!pos.variants.sonarPerSub && turn.step === 'move') return;
  for (const i of ownSubs(pos, seat)) {
    const s = pos.submarines[i]!;
    if (turn.pinged.includes(s.index)) continue;
    if (pos.variants.sonarPerSub && turn.moved.includes(s.index)) continue;
    out.push({ type: 'sonar', sub: { seat, index: s.index } });
  }
}

/** Normal moves (or speed moves) of every own submarine. */
export function subMoves(pos: Position, sea: Sea, seat: number, speed: boolean, ctx: EngineContext): Action[] {
  const out: Action[] = [];
  const trench = mayUseTrench(pos, seat);
  const range = speed ? SPEED_RANGE : subRange(pos, seat);
  for (const i of ownSubs(pos, seat)) {
    const s = pos.submarines[i]!;
    if (!speed && pos.turn.moved.includes(s.index)) continue;
    for (const t of reachTargets(sea, s.at, range, trench, ctx.kernel)) out.push({ type: 'move', sub: { seat, index: s.index }, to: [t.x, t.y] });
  }
  return out;
}

function retireActions(pos: Position, sea: Sea, seat: number, out: Action[]): void {
  const subs = ownSubs(pos, seat);
  if (!subs.length) return;
  const mods = pos.modules.filter((m) => isResearchKind(m.kind) && m.researchers.some((r) => r > 0)).sort((a, b) => cmpSquare(a.at, b.at));
  for (const i of subs) {
    const s = pos.submarines[i]!;
    if (sea.tile[s.at[1] * sea.width + s.at[0]]) continue;
    for (const m of mods) {
      if (atRetireMouth(m, s.at[0], s.at[1])) {
        out.push({ type: 'retire', sub: { seat, index: s.index }, at: [...m.at] });
      }
    }
  }
}

/**
 * The tiles an open examination may look at (spec 8): face-down tiles not yet examined in it; for
 * the second, those outside the first's zone, unless every other face-down tile lies in that zone.
 */
export function examineOptions(pos: Position, sea: Sea, pending: { examined: Square[] }): Action[] {
  const zone = (at: Square): number => sea.board.zones[at[1] * sea.width + at[0]]!;
  const examined = new Set(pending.examined.map((e) => e[1] * sea.width + e[0]));
  let candidates = pos.tiles.filter((t) => !t.faceUp && !examined.has(t.at[1] * sea.width + t.at[0]));
  const first = pending.examined[0];
  if (first) {
    const elsewhere = candidates.filter((t) => zone(t.at) !== zone(first));
    if (elsewhere.length) candidates = elsewhere;
  }
  return candidates.sort((a, b) => cmpSquare(a.at, b.at)).map((t) => ({ type: 'examine', at: [t.at[0], t.at[1]] }));
}

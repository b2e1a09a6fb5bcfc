/**
 * The round (spec 4–9): checking, generating and applying atomic actions.
 *
 * `checkAction` decides the legality of one given action directly from the rules;
 * `legalActions` enumerates them by a different route (anchoring placements on corridors,
 * searching researcher paths and submarine reach). A property test holds the two equal.
 * `applyInPlace` mutates a position the caller owns; `play` / `playUnchecked` copy first.
 *
 * Order of `legalActions`: the open pending choice's options then `skip`; otherwise by verb in
 * grammar order (buy, place, research, launch, sonar, move, retire, end), each group in a
 * fixed order of its parameters (held index, centre y, x, rotation; seats and indices
 * ascending; squares by y then x).
 */
import { cloneData } from '../core/clone.js';
import { err, ok, type CodedError, type Result } from '../core/result.js';
import { makeSubRef, type Action, type SubRef } from './actions.js';
import { getBoard, tileSetOf, type Board } from './board.js';
import {
  DIRECTION_SLOT,
  DIRECTIONS,
  LAYOUTS,
  SLOT_OFFSETS,
  connections,
  moduleGraph,
  corridorsOf,
  footprintOnBoard,
  isResearchKind,
  moduleIndexAt,
  mouthSquare,
  overlapsOffset,
  passageDistances,
  rotateMask,
} from './modules.js';
import { isEmpty, isOpenWater, mayUseTrench, reachTargets, seaOf, sonarSquares, TRENCH, type Sea } from './sea.js';
import { atlantisNumber, isBlue, tileType } from './tiles.js';
import {
  RESEARCH_KINDS,
  SUBMARINES_PER_SEAT,
  ZONES,
  ZONE_COST,
  type ModuleState,
  type Position,
  type ResearchKind,
  type SheetType,
  type Square,
  type TurnState,
} from './types.js';

/** A Nemo flow: `delta` to a seat's Nemo, with the bank (`other: null`) or another seat. */
export interface NemoEvent {
  kind: 'nemo';
  seat: number;
  delta: number;
  reason: 'buy' | 'build' | 'rent' | 'sonar' | 'chest' | 'recover';
  other: number | null;
}

/** A tile leaving the board or turning face up, public to all. */
export interface TileEvent {
  kind: 'tile';
  at: Square;
  tile: string;
  to: 'sheet' | 'ruins' | 'removed' | 'faceUp';
  seat: number | null;
}

/** What an action did, for the game log and the Nemo-balance checks. */
export type GameEvent = NemoEvent | TileEvent;

// ---------------------------------------------------------------------------------------------
// Abilities (spec 6): read from the counts at the moment of each action.

/** Researcher steps per phase-2 turn: 3 + min(training, 2). */
export const researchBudget = (pos: Position, seat: number): number => 3 + Math.min(pos.players[seat]!.research.training, 2);
/** Submarine range: 4 + min(technology, 2). */
export const subRange = (pos: Position, seat: number): number => 4 + Math.min(pos.players[seat]!.research.technology, 2);
/** Sonar radius: 4 + min(sonar, 2). */
export const sonarRadius = (pos: Position, seat: number): number => 4 + Math.min(pos.players[seat]!.research.sonar, 2);
/** Chest value: 2 + min(analysis, 2). */
export const chestValue = (pos: Position, seat: number): number => 2 + Math.min(pos.players[seat]!.research.analysis, 2);
/** Tiles a lab examination may look at: min(lab, 2). */
export const labCount = (pos: Position, seat: number): number => Math.min(pos.players[seat]!.research.lab, 2);
/** Researchers a residential module may carry: 3 with 2–3 players, 4 with 4 (spec 5). */
export const residentialCap = (pos: Position): number => (pos.players.length >= 4 ? 4 : 3);
/** Speed move length (spec 8). */
export const SPEED_RANGE = 3;
/** Atlantis researcher move length (spec 8). */
export const ATLANTIS_STEPS = 2;

// ---------------------------------------------------------------------------------------------
// Small queries.

const fail = (code: string, message: string): CodedError => ({ code, message });

/** The seat to act, or null when the game is over. */
export function toAct(pos: Position): number | null {
  return pos.endReason === null ? pos.toAct : null;
}

/** The submarine of a seat with an index, or undefined when it is in supply. */
export function findSub(pos: Position, ref: SubRef): number {
  return pos.submarines.findIndex((s) => s.seat === ref.seat && s.index === ref.index);
}

function arrivalsAt(turn: TurnState, at: Square): number {
  return turn.arrivals.find((a) => a.at[0] === at[0] && a.at[1] === at[1])?.count ?? 0;
}

/** Researchers of `seat` that may leave module `m` (spec 6; `atlantis` applies only the last-researcher lock). */
export function movableResearchers(pos: Position, m: ModuleState, seat: number, atlantis: boolean): number {
  const count = m.researchers[seat]!;
  const lock = isResearchKind(m.kind) ? 1 : 0;
  const held = atlantis ? lock : Math.max(arrivalsAt(pos.turn, m.at), lock);
  return Math.max(0, count - held);
}

/** True when arriving at module `m` activates it for `seat` and the rent cannot be paid. */
function rentBlocked(pos: Position, m: ModuleState, seat: number): boolean {
  return isResearchKind(m.kind) && m.researchers[seat] === 0 && m.owner !== null && m.owner !== seat && pos.players[seat]!.nemo < 1;
}

/** Research value of a kind for a seat (spec 6): token 3, count >= 2 → 1, else 0. */
export function researchValue(pos: Position, seat: number, kind: ResearchKind): number {
  if (pos.tokens[kind] === seat) return 3;
  return pos.players[seat]!.research[kind] >= 2 ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Placement (spec 5).

/** Why a placement of a held module is illegal, or null when legal. */
function placementProblem(pos: Position, sea: Sea, index: number, cx: number, cy: number, rotation: number): CodedError | null {
  const seat = pos.toAct;
  const player = pos.players[seat]!;
  const held = player.held[index];
  if (!held) return fail('noSuchModule', `no held module ${index}; ${player.held.length} held`);
  if (!Number.isInteger(rotation) || rotation < 0 || rotation > 3) return fail('badRotation', 'rotation must be 0..3');
  const board = sea.board;
  if (!footprintOnBoard(board, cx, cy)) return fail('offBoard', `the 3x3 footprint around ${cx} ${cy} leaves the board`);
  for (const m of pos.modules) {
    if (overlapsOffset(cx - m.at[0], cy - m.at[1])) return fail('overlap', `overlaps the module at ${m.at[0]} ${m.at[1]}`);
  }
  for (let y = cy - 1; y <= cy + 1; y++) {
    for (let x = cx - 1; x <= cx + 1; x++) {
      if (sea.sub[y * sea.width + x]) return fail('submarineUnder', `a submarine stands on ${x} ${y}`);
    }
  }
  const mask = rotateMask(held.corridors, rotation);
  const first = pos.turn.placed.length === 0;
  let connected = false;
  for (let s = 0; s < 8 && !connected; s++) {
    if (!(mask & (1 << s))) continue;
    const j = moduleIndexAt(pos.modules, cx + SLOT_OFFSETS[s]![0], cy + SLOT_OFFSETS[s]![1]);
    if (j < 0) continue;
    const other = pos.modules[j]!;
    if (!(corridorsOf(other) & (1 << ((s + 4) % 8)))) continue;
    if (first || pos.turn.placed.some((p) => p[0] === other.at[0] && p[1] === other.at[1])) connected = true;
  }
  if (!connected) {
    return fail('noConnection', first ? 'the module must connect to a module on the board' : 'a further module must connect to a module placed this turn');
  }
  const cost = Math.max(pos.turn.buildCost, footprintCost(board, cx, cy));
  if (cost > player.nemo) return fail('cannotPay', `the build cost would be ${cost} Nemo; ${player.nemo} held`);
  return null;
}

/** Highest zone cost under a 3x3 footprint. */
export function footprintCost(board: Board, cx: number, cy: number): number {
  let cost = 0;
  for (let y = cy - 1; y <= cy + 1; y++) {
    for (let x = cx - 1; x <= cx + 1; x++) cost = Math.max(cost, ZONE_COST[ZONES[board.zones[y * board.width + x]!]!]);
  }
  return cost;
}

// ---------------------------------------------------------------------------------------------
// Checking one action.

/** Why `action` is illegal in `pos`, or null when it is legal. */
export function checkAction(pos: Position, action: Action, sea: Sea = seaOf(pos)): CodedError | null {
  if (pos.endReason !== null) return fail('gameOver', `the game is over (${pos.endReason})`);
  const seat = pos.toAct;
  const player = pos.players[seat]!;
  const turn = pos.turn;
  const pending = turn.pending;
  if (pending) {
    const allowed = pending.type === 'speed' ? 'move' : pending.type === 'atlantis' ? 'research' : 'examine';
    if (action.type !== allowed && action.type !== 'skip') {
      return fail('pendingChoice', `a ${pending.type} choice is open: only '${allowed}' or 'skip'`);
    }
  }
  const wrongPhase = (phase: number): CodedError => fail('wrongPhase', `'${action.type}' belongs to phase ${phase}; this is phase ${pos.phase}`);
  switch (action.type) {
    case 'buy': {
      if (pos.phase !== 1) return wrongPhase(1);
      if (turn.bought) return fail('alreadyBought', 'one purchase per turn');
      if (turn.placed.length) return fail('buyAfterPlace', 'buying comes before any placement');
      if (player.held.length >= pos.variants.maxHeldModules) {
        return fail('tooManyHeld', `a player holds at most ${pos.variants.maxHeldModules} unbuilt modules`);
      }
      if ('researchers' in action) {
        const k = action.researchers;
        if (pos.stacks[action.kind] <= 0) return fail('stackEmpty', `the ${action.kind} stack is empty`);
        const cap = residentialCap(pos);
        if (!Number.isInteger(k) || k < 1 || k > cap) return fail('badResearchers', `a residential module carries 1..${cap} researchers`);
        if (k > player.researchers) return fail('noResearchers', `only ${player.researchers} researchers in supply`);
        if (k > player.nemo) return fail('cannotPay', `costs ${k} Nemo; ${player.nemo} held`);
        return null;
      }
      if (pos.stacks[action.kind].length === 0) return fail('stackEmpty', `the ${action.kind} stack is empty`);
      if (player.nemo < 1) return fail('cannotPay', 'costs 1 Nemo');
      return null;
    }
    case 'place':
      if (pos.phase !== 1) return wrongPhase(1);
      return placementProblem(pos, sea, action.index, action.at[0], action.at[1], action.rotation);
    case 'research': {
      const atlantis = pending?.type === 'atlantis';
      if (pos.phase !== 2 && !atlantis) return wrongPhase(2);
      const fi = moduleIndexAt(pos.modules, action.from[0], action.from[1]);
      const ti = moduleIndexAt(pos.modules, action.to[0], action.to[1]);
      if (fi < 0) return fail('noSuchModule', `no module centred at ${action.from[0]} ${action.from[1]}`);
      if (ti < 0) return fail('noSuchModule', `no module centred at ${action.to[0]} ${action.to[1]}`);
      if (fi === ti) return fail('sameModule', 'a researcher must move to another module');
      if (!atlantis && turn.moves >= 2) return fail('tooManyMoves', 'at most two researcher moves per turn');
      const from = pos.modules[fi]!;
      if (from.researchers[seat] === 0) return fail('noResearcher', 'no own researcher there');
      if (movableResearchers(pos, from, seat, atlantis) === 0) {
        return fail('researcherLocked', 'the researchers there may not move (last one in a research module, or arrived this turn)');
      }
      const budget = atlantis ? ATLANTIS_STEPS : researchBudget(pos, seat) - turn.steps;
      const d = passageDistances(connections(pos.modules), fi, Math.max(budget, 0))[ti]!;
      if (d < 1) return fail('tooFar', `no passage of at most ${Math.max(budget, 0)} connections`);
      if (rentBlocked(pos, pos.modules[ti]!, seat)) return fail('cannotPay', 'the rent of 1 Nemo cannot be paid');
      return null;
    }
    case 'launch': {
      if (pos.phase !== 3) return wrongPhase(3);
      if (turn.step !== 'launch') return fail('launchClosed', 'launches come before the first sonar or move');
      if (nextSubIndex(pos, seat) < 0) return fail('noSubmarine', 'no submarine in supply');
      const mi = moduleIndexAt(pos.modules, action.at[0], action.at[1]);
      if (mi < 0) return fail('noSuchModule', `no module centred at ${action.at[0]} ${action.at[1]}`);
      const m = pos.modules[mi]!;
      if (!isResearchKind(m.kind)) return fail('notResearchModule', 'submarines launch from research modules');
      if (m.researchers[seat]! < 2) return fail('noResearcher', 'launching needs at least 2 own researchers in the module');
      const slot = DIRECTION_SLOT[action.dir];
      if (!(corridorsOf(m) & (1 << slot))) return fail('noCorridor', `no corridor ${action.dir}`);
      const [mx, my] = mouthSquare(m.at, slot);
      if (!isEmpty(sea, mx, my)) return fail('mouthBlocked', `the mouth square ${mx} ${my} is not empty open water`);
      return null;
    }
    case 'sonar': {
      if (pos.phase !== 3) return wrongPhase(3);
      const si = ownSub(pos, action.sub);
      if (typeof si !== 'number') return si;
      if (turn.pinged.includes(action.sub.index)) return fail('alreadyPinged', 'one ping per submarine per turn');
      if (pos.variants.sonarPerSub) {
        if (turn.moved.includes(action.sub.index)) return fail('sonarClosed', 'this submarine has moved');
      } else if (turn.step === 'move') {
        return fail('sonarClosed', 'pings come before the first move');
      }
      if (player.nemo < 1) return fail('cannotPay', 'a ping costs 1 Nemo');
      return null;
    }
    case 'move': {
      if (pos.phase !== 3) return wrongPhase(3);
      const si = ownSub(pos, action.sub);
      if (typeof si !== 'number') return si;
      const speed = pending?.type === 'speed';
      if (!speed && turn.moved.includes(action.sub.index)) return fail('alreadyMoved', 'one normal move per submarine per turn');
      const sub = pos.submarines[si]!;
      const range = speed ? SPEED_RANGE : subRange(pos, seat);
      const [x, y] = action.to;
      const hit = reachTargets(sea, sub.at, range, mayUseTrench(pos, seat)).some((t) => t.x === x && t.y === y);
      if (!hit) return fail('unreachable', `${x} ${y} is not a target within ${range} steps`);
      return null;
    }
    case 'retire': {
      if (pos.phase !== 3) return wrongPhase(3);
      const si = ownSub(pos, action.sub);
      if (typeof si !== 'number') return si;
      const sub = pos.submarines[si]!;
      if (sea.tile[sub.at[1] * sea.width + sub.at[0]]) return fail('onTile', 'the submarine stands on a tile');
      const mi = moduleIndexAt(pos.modules, action.at[0], action.at[1]);
      if (mi < 0) return fail('noSuchModule', `no module centred at ${action.at[0]} ${action.at[1]}`);
      const m = pos.modules[mi]!;
      if (!isResearchKind(m.kind)) return fail('notResearchModule', 'submarines retire at research modules');
      if (!m.researchers.some((r) => r > 0)) return fail('emptyModule', 'the module holds no researcher');
      if (!retireSlots(sea, m).some(([x, y]) => x === sub.at[0] && y === sub.at[1])) {
        return fail('notAtMouth', 'the submarine is not at the mouth of a blue corridor of that module');
      }
      return null;
    }
    case 'examine': {
      if (pending?.type !== 'examine') return fail('noExamination', 'no examination is open');
      return examineProblem(pos, sea, pending, action.at);
    }
    case 'skip':
      return pending ? null : fail('nothingToSkip', 'no pending choice is open');
    case 'end':
      return null;
  }
}

function ownSub(pos: Position, ref: SubRef): number | CodedError {
  if (ref.seat !== pos.toAct) return fail('notOwnSubmarine', `submarine ${makeSubRef(ref)} belongs to another seat`);
  const si = findSub(pos, ref);
  if (si < 0) return fail('noSubmarine', `submarine ${makeSubRef(ref)} is not on the board`);
  return si;
}

/** Lowest index of a seat's submarines in supply, or -1. */
export function nextSubIndex(pos: Position, seat: number): number {
  for (let i = 0; i < SUBMARINES_PER_SEAT; i++) {
    if (!pos.submarines.some((s) => s.seat === seat && s.index === i)) return i;
  }
  return -1;
}

/** Mouth squares of a module's orthogonal corridors that lead to the sea (open water). */
export function retireSlots(sea: Sea, m: ModuleState): Square[] {
  const mask = corridorsOf(m);
  const out: Square[] = [];
  for (const slot of [0, 2, 4, 6]) {
    if (!(mask & (1 << slot))) continue;
    const [x, y] = mouthSquare(m.at, slot);
    if (isOpenWater(sea, x, y)) out.push([x, y]);
  }
  return out;
}

function examineProblem(pos: Position, sea: Sea, pending: { examined: Square[] }, at: Square): CodedError | null {
  const [x, y] = at;
  const ti = x >= 0 && y >= 0 && x < sea.width && y < sea.height ? sea.tile[y * sea.width + x]! - 1 : -1;
  if (ti < 0 || pos.tiles[ti]!.faceUp) return fail('noFaceDownTile', `no face-down tile on ${x} ${y}`);
  if (pending.examined.some((e) => e[0] === x && e[1] === y)) return fail('alreadyExamined', 'that tile was examined in this choice');
  const first = pending.examined[0];
  if (first) {
    const firstZone = sea.board.zones[first[1] * sea.width + first[0]];
    if (sea.board.zones[y * sea.width + x] === firstZone) {
      const otherZone = pos.tiles.some(
        (t) => !t.faceUp && !(t.at[0] === first[0] && t.at[1] === first[1]) && sea.board.zones[t.at[1] * sea.width + t.at[0]] !== firstZone,
      );
      if (otherZone) return fail('sameZone', 'the second tile must lie in another zone while one is face down there');
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Generating every legal action.

/** Every legal action of the seat to act (order documented at the top of this file). */
export function legalActions(pos: Position, sea: Sea = seaOf(pos)): Action[] {
  if (pos.endReason !== null) return [];
  const seat = pos.toAct;
  const pending = pos.turn.pending;
  if (pending) {
    const out: Action[] =
      pending.type === 'speed'
        ? subMoves(pos, sea, seat, true)
        : pending.type === 'atlantis'
          ? researchMoves(pos, seat, true)
          : examineOptions(pos, sea, pending);
    out.push({ type: 'skip' });
    return out;
  }
  const out: Action[] = [];
  if (pos.phase === 1) {
    buyActions(pos, seat, out);
    placeActions(pos, sea, seat, out);
  } else if (pos.phase === 2) {
    out.push(...researchMoves(pos, seat, false));
  } else {
    launchActions(pos, sea, seat, out);
    sonarActions(pos, seat, out);
    out.push(...subMoves(pos, sea, seat, false));
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

const needGrid = new Uint8Array(64 * 64);
const centreGrid = new Uint8Array(64 * 64);

function placeActions(pos: Position, sea: Sea, seat: number, out: Action[]): void {
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
    if (centreFree(pos, sea, cx, cy, p.nemo)) free.push(key, needGrid[key]!);
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
      if (m2 & need && m2 !== m0 && m2 !== m1) out.push({ type: 'place', index, at: [cx, cy], rotation: 2 });
      if (m3 & need && m3 !== m0 && m3 !== m1 && m3 !== m2) out.push({ type: 'place', index, at: [cx, cy], rotation: 3 });
    }
  });
}

/**
 * A centre where any module may go (footprint inside the board, checked by the caller): no module
 * centre in the overlap neighbourhood (`centreGrid`), no submarine under it, affordable.
 */
function centreFree(pos: Position, sea: Sea, cx: number, cy: number, nemo: number): boolean {
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
function researchMoves(pos: Position, seat: number, atlantis: boolean): Action[] {
  const out: Action[] = [];
  if (!atlantis && pos.turn.moves >= 2) return out;
  const budget = atlantis ? ATLANTIS_STEPS : researchBudget(pos, seat) - pos.turn.steps;
  if (budget < 1) return out;
  const { adj, order } = moduleGraph(pos.modules);
  for (const fi of order) {
    const from = pos.modules[fi]!;
    if (movableResearchers(pos, from, seat, atlantis) === 0) continue;
    const dist = passageDistances(adj, fi, budget);
    for (const ti of order) {
      if (dist[ti]! < 1 || rentBlocked(pos, pos.modules[ti]!, seat)) continue;
      out.push({ type: 'research', from: [...from.at], to: [...pos.modules[ti]!.at] });
    }
  }
  return out;
}

const cmpSquare = (a: Square, b: Square): number => a[1] - b[1] || a[0] - b[0];

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

function ownSubs(pos: Position, seat: number): number[] {
  const out: number[] = [];
  pos.submarines.forEach((s, i) => s.seat === seat && out.push(i));
  return out.sort((a, b) => pos.submarines[a]!.index - pos.submarines[b]!.index);
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
function subMoves(pos: Position, sea: Sea, seat: number, speed: boolean): Action[] {
  const out: Action[] = [];
  const trench = mayUseTrench(pos, seat);
  const range = speed ? SPEED_RANGE : subRange(pos, seat);
  for (const i of ownSubs(pos, seat)) {
    const s = pos.submarines[i]!;
    if (!speed && pos.turn.moved.includes(s.index)) continue;
    for (const t of reachTargets(sea, s.at, range, trench)) out.push({ type: 'move', sub: { seat, index: s.index }, to: [t.x, t.y] });
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
      if (retireSlots(sea, m).some(([x, y]) => x === s.at[0] && y === s.at[1])) {
        out.push({ type: 'retire', sub: { seat, index: s.index }, at: [...m.at] });
      }
    }
  }
}

function examineOptions(pos: Position, sea: Sea, pending: { examined: Square[] }): Action[] {
  const out: Action[] = [];
  const tiles = pos.tiles.filter((t) => !t.faceUp).sort((a, b) => cmpSquare(a.at, b.at));
  for (const t of tiles) if (examineProblem(pos, sea, pending, t.at) === null) out.push({ type: 'examine', at: [...t.at] });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Applying an action.

/** A deep copy of a position. */
export function clonePosition(pos: Position): Position {
  return cloneData(pos);
}

/** Checks and plays an action; the input position is not changed. */
export function play(pos: Position, action: Action, events?: GameEvent[]): Result<Position, CodedError> {
  const sea = seaOf(pos);
  const problem = checkAction(pos, action, sea);
  if (problem) return err(problem);
  const next = clonePosition(pos);
  applyInPlace(next, action, events);
  return ok(next);
}

/** Plays an action the caller guarantees legal; the input position is not changed. */
export function playUnchecked(pos: Position, action: Action, events?: GameEvent[]): Position {
  const next = clonePosition(pos);
  applyInPlace(next, action, events);
  return next;
}

/** Applies a legal action to a position the caller owns (search and playouts). */
export function applyInPlace(pos: Position, action: Action, events: GameEvent[] = []): void {
  const seat = pos.toAct;
  const player = pos.players[seat]!;
  const turn = pos.turn;
  const pay = (who: number, amount: number, reason: NemoEvent['reason'], to: number | null = null): void => {
    pos.players[who]!.nemo -= amount;
    events.push({ kind: 'nemo', seat: who, delta: -amount, reason, other: to });
    if (to !== null) {
      pos.players[to]!.nemo += amount;
      events.push({ kind: 'nemo', seat: to, delta: amount, reason, other: who });
    }
  };
  switch (action.type) {
    case 'buy': {
      if ('researchers' in action) {
        pos.stacks[action.kind]--;
        player.held.push({ kind: action.kind, corridors: LAYOUTS[action.kind], researchers: action.researchers });
        player.researchers -= action.researchers;
        pay(seat, action.researchers, 'buy');
      } else {
        const corridors = pos.stacks[action.kind].shift()!;
        player.held.push({ kind: action.kind, corridors, researchers: 0 });
        pay(seat, 1, 'buy');
      }
      turn.bought = true;
      pos.roundFlags.bought = true;
      return;
    }
    case 'place': {
      const [held] = player.held.splice(action.index, 1);
      const [cx, cy] = action.at;
      const researchers = pos.players.map(() => 0);
      researchers[seat] = held!.researchers;
      pos.modules.push({
        kind: held!.kind,
        corridors: held!.corridors,
        at: [cx, cy],
        rotation: action.rotation,
        owner: isResearchKind(held!.kind) ? seat : null,
        researchers,
      });
      turn.buildCost = Math.max(turn.buildCost, footprintCost(getBoard(pos.board), cx, cy));
      turn.placed.push([cx, cy]);
      pos.roundFlags.placed = true;
      for (let i = pos.tiles.length - 1; i >= 0; i--) {
        const t = pos.tiles[i]!;
        if (Math.abs(t.at[0] - cx) <= 1 && Math.abs(t.at[1] - cy) <= 1) {
          removeTile(pos, i, tileType(t.tile) === 'atlantis' ? 'ruins' : 'removed', null, events);
        }
      }
      return;
    }
    case 'research': {
      const atlantis = turn.pending?.type === 'atlantis';
      const fi = moduleIndexAt(pos.modules, action.from[0], action.from[1]);
      const ti = moduleIndexAt(pos.modules, action.to[0], action.to[1]);
      if (atlantis) {
        turn.pending = null;
      } else {
        const budget = researchBudget(pos, seat) - turn.steps;
        turn.steps += passageDistances(connections(pos.modules), fi, budget)[ti]!;
        turn.moves++;
        const a = turn.arrivals.find((x) => x.at[0] === action.to[0] && x.at[1] === action.to[1]);
        if (a) a.count++;
        else turn.arrivals.push({ at: [action.to[0], action.to[1]], count: 1 });
      }
      pos.modules[fi]!.researchers[seat]!--;
      arrive(pos, ti, seat, pay);
      return;
    }
    case 'launch': {
      const m = pos.modules[moduleIndexAt(pos.modules, action.at[0], action.at[1])]!;
      const [x, y] = mouthSquare(m.at, DIRECTION_SLOT[action.dir]);
      const index = nextSubIndex(pos, seat);
      m.researchers[seat]!--;
      player.researchers++;
      pos.submarines.push({ seat, index, at: [x, y] });
      turn.launched.push(index);
      const board = getBoard(pos.board);
      if (board.zones[y * board.width + x] === TRENCH) pos.trenchOpen = true;
      return;
    }
    case 'sonar': {
      const sea = seaOf(pos);
      const sub = pos.submarines[findSub(pos, action.sub)]!;
      pay(seat, 1, 'sonar');
      turn.pinged.push(action.sub.index);
      if (turn.step === 'launch') turn.step = 'sonar';
      for (const [x, y] of sonarSquares(sea, sub.at, sonarRadius(pos, seat))) learn(pos, seat, x, y, sea);
      return;
    }
    case 'move': {
      const speed = turn.pending?.type === 'speed';
      if (speed) turn.pending = null;
      else {
        turn.moved.push(action.sub.index);
        turn.step = 'move';
      }
      const sub = pos.submarines[findSub(pos, action.sub)]!;
      const [x, y] = action.to;
      sub.at = [x, y];
      const sea = seaOf(pos);
      if (sea.board.zones[y * sea.width + x] === TRENCH) pos.trenchOpen = true;
      const ti = sea.tile[y * sea.width + x]! - 1;
      if (ti >= 0) recover(pos, seat, ti, sea, pay, events);
      return;
    }
    case 'retire': {
      pos.submarines.splice(findSub(pos, action.sub), 1);
      turn.step = 'move';
      const mi = moduleIndexAt(pos.modules, action.at[0], action.at[1]);
      if (player.researchers > 0 && !rentBlocked(pos, pos.modules[mi]!, seat)) {
        player.researchers--;
        arrive(pos, mi, seat, pay);
      }
      return;
    }
    case 'examine': {
      const pending = turn.pending as Extract<TurnState['pending'], { type: 'examine' }>;
      const sea = seaOf(pos);
      learn(pos, seat, action.at[0], action.at[1], sea);
      pending.examined.push([action.at[0], action.at[1]]);
      pending.left--;
      if (pending.left <= 0 || examineOptions(pos, sea, pending).length === 0) turn.pending = null;
      return;
    }
    case 'skip':
      turn.pending = null;
      return;
    case 'end':
      endTurn(pos, pay);
      return;
  }
}

type Pay = (who: number, amount: number, reason: NemoEvent['reason'], to?: number | null) => void;

/** A researcher of `seat` arrives in module `mi`: activation, rent and token (spec 6). */
function arrive(pos: Position, mi: number, seat: number, pay: Pay): void {
  const m = pos.modules[mi]!;
  const activates = isResearchKind(m.kind) && m.researchers[seat] === 0;
  m.researchers[seat]!++;
  if (!activates) return;
  const kind = m.kind as ResearchKind;
  if (m.owner !== null && m.owner !== seat) pay(seat, 1, 'rent', m.owner);
  const count = ++pos.players[seat]!.research[kind];
  if (count >= 2 && pos.players.every((p, s) => s === seat || p.research[kind] < count)) pos.tokens[kind] = seat;
}

/** Records that `seat` has seen the face-down tile on (x, y). */
function learn(pos: Position, seat: number, x: number, y: number, sea: Sea): void {
  const known = pos.players[seat]!.known;
  if (known.some((k) => k.at[0] === x && k.at[1] === y)) return;
  const t = pos.tiles[sea.tile[y * sea.width + x]! - 1]!;
  known.push({ at: [x, y], tile: t.tile });
  known.sort((a, b) => cmpSquare(a.at, b.at));
}

/** Forgets private knowledge of a square whose tile became public. */
function forget(pos: Position, at: Square): void {
  for (const p of pos.players) {
    const i = p.known.findIndex((k) => k.at[0] === at[0] && k.at[1] === at[1]);
    if (i >= 0) p.known.splice(i, 1);
  }
}

/** Takes tile `i` off the board to the sheet, the ruins or out of the game. */
function removeTile(pos: Position, i: number, to: 'sheet' | 'ruins' | 'removed', seat: number | null, events: GameEvent[]): void {
  const [t] = pos.tiles.splice(i, 1);
  forget(pos, t!.at);
  pos.gone.push({ at: t!.at, tile: t!.tile, to, seat });
  if (to === 'ruins') pos.ruins.push({ atlantis: atlantisNumber(t!.tile), seat });
  if (to === 'sheet') pos.players[seat!]!.sheet.push(tileType(t!.tile) as SheetType);
  events.push({ kind: 'tile', at: t!.at, tile: t!.tile, to, seat });
}

/** Recovery of tile `ti` by `seat`'s submarine that ended on it (spec 8). */
function recover(pos: Position, seat: number, ti: number, sea: Sea, pay: Pay, events: GameEvent[]): void {
  const t = pos.tiles[ti]!;
  const type = tileType(t.tile);
  const player = pos.players[seat]!;
  const turn = pos.turn;
  if (!isBlue(type)) {
    pos.roundFlags.recovered = true;
    removeTile(pos, ti, 'removed', seat, events);
    if (type === 'chest') {
      const value = chestValue(pos, seat);
      player.nemo += value;
      events.push({ kind: 'nemo', seat, delta: value, reason: 'chest', other: null });
    } else if (subMoves(pos, seaOf(pos), seat, true).length) {
      turn.pending = { type: 'speed' };
    }
    return;
  }
  const cost = sea.board.zones[t.at[1] * sea.width + t.at[0]] === TRENCH ? 2 : 1;
  if (player.nemo >= cost) {
    pay(seat, cost, 'recover');
    pos.roundFlags.recovered = true;
    if (type === 'atlantis') {
      removeTile(pos, ti, 'ruins', seat, events);
      if (researchMoves(pos, seat, true).length) turn.pending = { type: 'atlantis' };
    } else {
      removeTile(pos, ti, 'sheet', seat, events);
      if ((type === 'mussel' || type === 'snail') && labCount(pos, seat) >= 1 && pos.tiles.some((x) => !x.faceUp)) {
        turn.pending = { type: 'examine', left: labCount(pos, seat), examined: [] };
      }
    }
  } else if (type === 'atlantis') {
    pos.roundFlags.recovered = true;
    removeTile(pos, ti, 'ruins', null, events);
  } else if (!t.faceUp) {
    t.faceUp = true;
    forget(pos, t.at);
    events.push({ kind: 'tile', at: [...t.at], tile: t.tile, to: 'faceUp', seat: null });
  }
}

function freshTurn(): TurnState {
  return { bought: false, placed: [], buildCost: 0, steps: 0, moves: 0, arrivals: [], step: 'launch', pinged: [], moved: [], launched: [], pending: null };
}

/** `end`: phase-1 payment and returns (spec 5), then the next phase turn or the end of the round. */
function endTurn(pos: Position, pay: Pay): void {
  const seat = pos.toAct;
  const player = pos.players[seat]!;
  const turn = pos.turn;
  if (pos.phase === 1) {
    if (turn.placed.length) pay(seat, turn.buildCost, 'build');
    if (turn.placed.length || !turn.bought) {
      for (const h of player.held) {
        if (isResearchKind(h.kind)) pos.stacks[h.kind].push(h.corridors);
        else pos.stacks[h.kind as 'green' | 'blue']++;
        player.researchers += h.researchers;
      }
      player.held = [];
    }
  }
  pos.turn = freshTurn();
  const n = pos.players.length;
  const next = (seat + 1) % n;
  if (next !== pos.firstPlayer) {
    pos.toAct = next;
    return;
  }
  if (pos.phase < 3) {
    pos.phase = (pos.phase + 1) as 2 | 3;
    pos.toAct = pos.firstPlayer;
    return;
  }
  endRound(pos);
}

/** End-of-round checks in the order of spec 9. */
function endRound(pos: Position): void {
  const onRuins = new Set(pos.ruins.map((r) => r.atlantis));
  const flags = pos.roundFlags;
  if (pos.finalRound === null && onRuins.has(13) && onRuins.has(14) && onRuins.has(15)) pos.finalRound = pos.round + 1;
  const set = tileSetOf(pos.board);
  const atlantisTotal = [...set.S, ...set.D, ...set.T].filter((t) => atlantisNumber(t) > 0).length;
  if (atlantisTotal > 0 && onRuins.size >= atlantisTotal) pos.endReason = 'allAtlantis';
  else if (pos.finalRound !== null && pos.round >= pos.finalRound) pos.endReason = 'atlantis13to15';
  else if (!flags.bought && !flags.placed && !flags.recovered) pos.endReason = 'stalemate';
  else if (pos.round >= pos.variants.maxRounds) pos.endReason = 'maxRounds';
  if (pos.endReason !== null) return;
  pos.round++;
  pos.firstPlayer = (pos.firstPlayer + 1) % pos.players.length;
  pos.phase = 1;
  pos.toAct = pos.firstPlayer;
  pos.roundFlags = { bought: false, placed: false, recovered: false };
}

/** A fresh phase-turn record. */
export const newTurn = freshTurn;

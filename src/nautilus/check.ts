/**
 * Checking one action (spec 4–8): `checkAction` decides the legality of a given action directly
 * from the rules, by a route of its own — it never asks the generator (`generate.ts`) or the
 * kernel: a move is checked by a path search on the sea grids, an examination by the zone rule.
 * A property test holds the generated list equal to what the checker accepts.
 */
import type { CodedError } from '../core/result.js';
import { makeSubRef, type Action, type SubRef } from './actions.js';
import { ATLANTIS_STEPS, SPEED_RANGE, researchBudget, residentialCap, subRange } from './abilities.js';
import { DIRECTION_SLOT, SLOT_OFFSETS, corridorsOf, footprintOnBoard, isResearchKind, moduleIndexAt, mouthSquare, overlapsOffset, rotateMask } from './modules.js';
import { isEmpty, mayUseTrench, seaOf, TRENCH, type Sea } from './sea.js';
import { findSub, footprintCost, movableResearchers, nextSubIndex, rentBlocked, atRetireMouth } from './state.js';
import type { Position, Square } from './types.js';

/** Every code with which an action is refused. */
export const REFUSAL_CODES = [
  'gameOver',
  'pendingChoice',
  'wrongPhase',
  'alreadyBought',
  'buyAfterPlace',
  'tooManyHeld',
  'stackEmpty',
  'badResearchers',
  'noResearchers',
  'cannotPay',
  'noSuchModule',
  'badRotation',
  'offBoard',
  'overlap',
  'submarineUnder',
  'noConnection',
  'sameModule',
  'tooManyMoves',
  'noResearcher',
  'researcherLocked',
  'tooFar',
  'launchClosed',
  'noSubmarine',
  'notResearchModule',
  'noCorridor',
  'mouthBlocked',
  'notOwnSubmarine',
  'alreadyPinged',
  'sonarClosed',
  'alreadyMoved',
  'badTarget',
  'unreachable',
  'onTile',
  'emptyModule',
  'notAtMouth',
  'noExamination',
  'noFaceDownTile',
  'alreadyExamined',
  'sameZone',
  'nothingToSkip',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Why an action is refused: a stable code and a sentence. */
export interface Refusal extends CodedError {
  code: RefusalCode;
}

const fail = (code: RefusalCode, message: string): Refusal => ({ code, message });

/** Why a placement of a held module is illegal, or null when legal. */
function placementProblem(pos: Position, sea: Sea, index: number, cx: number, cy: number, rotation: number): Refusal | null {
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
  for (const s of pos.submarines) {
    const [x, y] = s.at;
    if (Math.abs(x - cx) <= 1 && Math.abs(y - cy) <= 1) return fail('submarineUnder', `a submarine stands on ${x} ${y}`);
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

/** Why `action` is illegal in `pos`, or null when it is legal. */
export function checkAction(pos: Position, action: Action, sea: Sea = seaOf(pos)): Refusal | null {
  if (pos.endReason !== null) return fail('gameOver', `the game is over (${pos.endReason})`);
  const seat = pos.toAct;
  const player = pos.players[seat]!;
  const turn = pos.turn;
  const pending = turn.pending;
  if (pending) {
    const allowed = pending.type === 'speed' ? 'move' : pending.type === 'atlantis' ? 'research' : 'examine';
    if (action.type !== allowed && action.type !== 'skip') {
      return fail('pendingChoice', `a choice is open (${pending.type}): only '${allowed}' or 'skip'`);
    }
  }
  const wrongPhase = (phase: number): Refusal => fail('wrongPhase', `'${action.type}' belongs to phase ${phase}; this is phase ${pos.phase}`);
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
      if (!passageWithin(pos, fi, ti, Math.max(budget, 0))) return fail('tooFar', `no passage of at most ${Math.max(budget, 0)} connections`);
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
      if (!isMoveTarget(sea, x, y)) return fail('badTarget', `a move ends on open water with no submarine, other than its start; ${x} ${y} is not such a square`);
      if (!pathWithin(sea, sub.at, x, y, range, mayUseTrench(pos, seat))) return fail('unreachable', `${x} ${y} is not reachable within ${range} steps`);
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
      if (!atRetireMouth(m, sub.at[0], sub.at[1])) {
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

function ownSub(pos: Position, ref: SubRef): number | Refusal {
  if (ref.seat !== pos.toAct) return fail('notOwnSubmarine', `submarine ${makeSubRef(ref)} belongs to another seat`);
  const si = findSub(pos, ref);
  if (si < 0) return fail('noSubmarine', `submarine ${makeSubRef(ref)} is not on the board`);
  return si;
}

/** A square a move may end on (spec 7): on the board, not covered, no submarine (so never the start, where the submarine stands). */
function isMoveTarget(sea: Sea, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= sea.width || y >= sea.height) return false;
  const i = y * sea.width + x;
  return !sea.cover[i] && !sea.sub[i];
}

/**
 * Whether a path of at most `range` orthogonal steps leads from `from` to (x, y) (spec 7): any
 * square may be crossed (modules and submarines too) except that entering a tile's square ends
 * the path, and trench squares only with `trench`. A plain breadth-first search on the sea grids.
 */
function pathWithin(sea: Sea, from: Square, x: number, y: number, range: number, trench: boolean): boolean {
  const w = sea.width;
  const h = sea.height;
  const seen = new Uint8Array(w * h);
  let frontier = [from[1] * w + from[0]];
  seen[frontier[0]!] = 1;
  for (let d = 1; d <= range && frontier.length; d++) {
    const next: number[] = [];
    for (const i of frontier) {
      if (d > 1 && sea.tile[i]) continue; // a tile ends the path (the start, the only square at d = 1, excepted)
      const cx = i % w;
      const cy = (i - cx) / w;
      for (const [nx, ny] of [[cx + 1, cy], [cx - 1, cy], [cx, cy + 1], [cx, cy - 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const j = ny * w + nx;
        if (seen[j] || (!trench && sea.board.zones[j] === TRENCH)) continue;
        if (nx === x && ny === y) return true;
        seen[j] = 1;
        next.push(j);
      }
    }
    frontier = next;
  }
  return false;
}

/**
 * Whether module `to` lies within `steps` connections of module `from` (spec 2.3, 6): a breadth-
 * first search that finds each module's connections by looking across its corridors.
 */
function passageWithin(pos: Position, from: number, to: number, steps: number): boolean {
  const dist = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const i = queue.shift()!;
    const d = dist.get(i)!;
    if (i === to) return true; // never the start: the checker refuses from = to first (sameModule)
    if (d === steps) continue;
    const m = pos.modules[i]!;
    const mask = corridorsOf(m);
    for (let s = 0; s < 8; s++) {
      if (!(mask & (1 << s))) continue;
      const j = moduleIndexAt(pos.modules, m.at[0] + SLOT_OFFSETS[s]![0], m.at[1] + SLOT_OFFSETS[s]![1]);
      if (j < 0 || dist.has(j) || !(corridorsOf(pos.modules[j]!) & (1 << ((s + 4) % 8)))) continue;
      dist.set(j, d + 1);
      queue.push(j);
    }
  }
  return false;
}

/** Why examining the tile on `at` is illegal in the open examination, or null (spec 8). */
function examineProblem(pos: Position, sea: Sea, pending: { examined: Square[] }, at: Square): Refusal | null {
  const [x, y] = at;
  const ti = x >= 0 && y >= 0 && x < sea.width && y < sea.height ? sea.tile[y * sea.width + x]! - 1 : -1;
  if (ti < 0 || pos.tiles[ti]!.faceUp) return fail('noFaceDownTile', `no face-down tile on ${x} ${y}`);
  if (pending.examined.some((e) => e[0] === x && e[1] === y)) return fail('alreadyExamined', 'that tile was examined in this choice');
  const first = pending.examined[0];
  if (first) {
    const firstZone = sea.board.zones[first[1] * sea.width + first[0]];
    if (sea.board.zones[y * sea.width + x] === firstZone) {
      const otherZone = pos.tiles.some(
        (t) => !t.faceUp && sea.board.zones[t.at[1] * sea.width + t.at[0]] !== firstZone, // the first tile is in firstZone
      );
      if (otherZone) return fail('sameZone', 'the second tile must lie in another zone while one is face down there');
    }
  }
  return null;
}

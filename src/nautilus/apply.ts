/**
 * Applying an action (spec 5–8): `applyInPlace` changes a position the caller owns (search and
 * playouts); `play` checks and copies first; `playUnchecked` copies without checking. Every Nemo
 * flow and every tile that leaves the board is recorded as an event.
 */
import { clonePosition, playCopy } from './clone.js';
import { err, ok, type Result } from '../core/result.js';
import type { Action } from './actions.js';
import { chestValue, labCount, sonarRadius } from './abilities.js';
import { getBoard, type Board } from './board.js';
import { checkAction, type Refusal } from './check.js';
import { DEFAULT_CONTEXT, type EngineContext } from './context.js';
import { countAtlantisMoves, countExamineOptions, countSpeedMoves, geometryOf, handKernel, moduleAt, passageDistance, sameGeometry } from './fast.js';
import { DIRECTION_SLOT, LAYOUTS, isResearchKind, moduleIndexAt, mouthSquare } from './modules.js';
import { endTurn } from './round.js';
import { TRENCH } from './sea.js';
import { cmpSquare, findSub, footprintCost, nextSubIndex, pay, rentBlocked } from './state.js';
import { atlantisNumber, isBlue, tileType } from './tiles.js';
import type { Events, GameEvent } from './events.js';
import type { ModuleState, Position, ResearchKind, SheetType, Square, TurnState } from './types.js';

/** A deep copy of a position (`clone.ts`: written out for the position's shape). */
export { clonePosition };

/** Checks and plays an action; the input position is not changed. */
export function play(pos: Position, action: Action, events?: GameEvent[], ctx: EngineContext = DEFAULT_CONTEXT): Result<Position, Refusal> {
  const problem = checkAction(pos, action);
  if (problem) return err(problem);
  const next = playCopy(pos);
  applyInPlace(next, action, events, ctx);
  return ok(next);
}

/** Plays an action the caller guarantees legal; the input position is not changed. */
export function playUnchecked(pos: Position, action: Action, events?: GameEvent[], ctx: EngineContext = DEFAULT_CONTEXT): Position {
  const next = playCopy(pos);
  applyInPlace(next, action, events, ctx);
  return next;
}

/** Applies a legal action to a position the caller owns (search and playouts). */
export function applyInPlace(pos: Position, action: Action, events?: GameEvent[], ctx: EngineContext = DEFAULT_CONTEXT): void {
  // nobody asked for the events: none are made
  applyAction(pos, action, events ?? null, ctx);
}

function applyAction(pos: Position, action: Action, events: Events, ctx: EngineContext): void {
  const seat = pos.toAct;
  const player = pos.players[seat]!;
  const turn = pos.turn;
  switch (action.type) {
    case 'buy': {
      if ('researchers' in action) {
        pos.stacks[action.kind]--;
        player.held.push({ kind: action.kind, corridors: LAYOUTS[action.kind], researchers: action.researchers });
        player.researchers -= action.researchers;
        pay(pos, events, seat, action.researchers, 'buy');
      } else {
        const corridors = pos.stacks[action.kind].shift()!;
        player.held.push({ kind: action.kind, corridors, researchers: 0 });
        pay(pos, events, seat, 1, 'buy');
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
      const g = geometryOf(pos, ctx);
      const fi = moduleAt(g, action.from[0], action.from[1]);
      const ti = moduleAt(g, action.to[0], action.to[1]);
      if (atlantis) {
        turn.pending = null;
      } else {
        turn.steps += passageDistance(g, fi, ti);
        turn.moves++;
        const a = turn.arrivals.find((x) => x.at[0] === action.to[0] && x.at[1] === action.to[1]);
        if (a) a.count++;
        else turn.arrivals.push({ at: [action.to[0], action.to[1]], count: 1 });
      }
      ownModule(pos, fi, ctx).researchers[seat]!--;
      arrive(pos, ti, seat, events, ctx);
      return;
    }
    case 'launch': {
      const m = ownModule(pos, moduleIndexAt(pos.modules, action.at[0], action.at[1]), ctx);
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
      const sub = pos.submarines[findSub(pos, action.sub)]!;
      pay(pos, events, seat, 1, 'sonar');
      turn.pinged.push(action.sub.index);
      if (turn.step === 'launch') turn.step = 'sonar';
      const k = handKernel(pos, ctx);
      if (k.sonar(sub.at[0], sub.at[1], sonarRadius(pos, seat))) {
        const rows = k.seen();
        const height = getBoard(pos.board).height;
        for (let y = 0; y < height; y++) {
          let row = rows[y]!;
          while (row) {
            const x = 31 - Math.clz32(row & -row);
            row &= row - 1;
            learn(pos, seat, x, y);
          }
        }
      }
      return;
    }
    case 'move': {
      const speed = turn.pending?.type === 'speed';
      if (speed) turn.pending = null;
      else {
        turn.moved.push(action.sub.index);
        turn.step = 'move';
      }
      const si = findSub(pos, action.sub);
      const [x, y] = action.to;
      // a new entry, not a changed one: entries are shared with the position `play` copied from
      pos.submarines[si] = { seat: action.sub.seat, index: action.sub.index, at: [x, y] };
      const board = getBoard(pos.board);
      if (board.zones[y * board.width + x] === TRENCH) pos.trenchOpen = true;
      const ti = tileIndexAt(pos, x, y);
      if (ti >= 0) recover(pos, seat, ti, board, events, ctx);
      return;
    }
    case 'retire': {
      pos.submarines.splice(findSub(pos, action.sub), 1);
      turn.step = 'move';
      const mi = moduleIndexAt(pos.modules, action.at[0], action.at[1]);
      if (player.researchers > 0 && !rentBlocked(pos, pos.modules[mi]!, seat)) {
        player.researchers--;
        arrive(pos, mi, seat, events, ctx);
      }
      return;
    }
    case 'examine': {
      const pending = turn.pending as Extract<TurnState['pending'], { type: 'examine' }>;
      learn(pos, seat, action.at[0], action.at[1]);
      pending.examined.push([action.at[0], action.at[1]]);
      pending.left--;
      if (pending.left <= 0 || countExamineOptions(pos, pending.examined, ctx) === 0) turn.pending = null;
      return;
    }
    case 'skip':
      turn.pending = null;
      return;
    case 'end':
      endTurn(pos, events);
      return;
  }
}

/** A researcher of `seat` arrives in module `mi`: activation, rent and token (spec 6). */
function arrive(pos: Position, mi: number, seat: number, events: Events, ctx: EngineContext): void {
  const m = ownModule(pos, mi, ctx);
  const activates = isResearchKind(m.kind) && m.researchers[seat] === 0;
  m.researchers[seat]!++;
  if (!activates) return;
  const kind = m.kind as ResearchKind;
  if (m.owner !== null && m.owner !== seat) pay(pos, events, seat, 1, 'rent', m.owner);
  const count = ++pos.players[seat]!.research[kind];
  if (count >= 2 && pos.players.every((p, s) => s === seat || p.research[kind] < count)) pos.tokens[kind] = seat;
}

/** Index in `pos.tiles` of the tile on (x, y), or -1. */
function tileIndexAt(pos: Position, x: number, y: number): number {
  const tiles = pos.tiles;
  for (let i = 0; i < tiles.length; i++) if (tiles[i]!.at[0] === x && tiles[i]!.at[1] === y) return i;
  return -1;
}

/**
 * Module `mi` as an entry of this position's own, to change its researchers: a copy replaces the
 * entry (module, tile and submarine entries are shared with the position `play` copied from, and
 * the rules replace them rather than change them).
 */
function ownModule(pos: Position, mi: number, ctx: EngineContext): ModuleState {
  const m = pos.modules[mi]!;
  const copy: ModuleState = { kind: m.kind, corridors: m.corridors, at: m.at, rotation: m.rotation, owner: m.owner, researchers: m.researchers.slice() };
  pos.modules[mi] = copy;
  // the same geometry: the context's geometry takes the new entry as seen (no field-by-field check next time)
  sameGeometry(ctx, mi, m, copy);
  return copy;
}

/** Records that `seat` has seen the face-down tile on (x, y). */
function learn(pos: Position, seat: number, x: number, y: number): void {
  const known = pos.players[seat]!.known;
  if (known.some((k) => k.at[0] === x && k.at[1] === y)) return;
  const t = pos.tiles[tileIndexAt(pos, x, y)]!;
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
function removeTile(pos: Position, i: number, to: 'sheet' | 'ruins' | 'removed', seat: number | null, events: Events): void {
  const [t] = pos.tiles.splice(i, 1);
  forget(pos, t!.at);
  pos.gone.push({ at: t!.at, tile: t!.tile, to, seat });
  if (to === 'ruins') pos.ruins.push({ atlantis: atlantisNumber(t!.tile), seat });
  if (to === 'sheet') pos.players[seat!]!.sheet.push(tileType(t!.tile) as SheetType);
  events?.push({ kind: 'tile', at: t!.at, tile: t!.tile, to, seat });
}

/** Recovery of tile `ti` by `seat`'s submarine that ended on it (spec 8). */
function recover(pos: Position, seat: number, ti: number, board: Board, events: Events, ctx: EngineContext): void {
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
      events?.push({ kind: 'nemo', seat, delta: value, reason: 'chest', other: null });
    } else if (countSpeedMoves(pos, seat, ctx)) {
      turn.pending = { type: 'speed' };
    }
    return;
  }
  const cost = board.zones[t.at[1] * board.width + t.at[0]] === TRENCH ? 2 : 1;
  if (player.nemo >= cost) {
    pay(pos, events, seat, cost, 'recover');
    pos.roundFlags.recovered = true;
    if (type === 'atlantis') {
      removeTile(pos, ti, 'ruins', seat, events);
      if (countAtlantisMoves(pos, seat, ctx)) turn.pending = { type: 'atlantis' };
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
    pos.tiles[ti] = { at: t.at, tile: t.tile, faceUp: true };
    forget(pos, t.at);
    events?.push({ kind: 'tile', at: [...t.at], tile: t.tile, to: 'faceUp', seat: null });
  }
}

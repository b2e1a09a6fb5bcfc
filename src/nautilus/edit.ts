/**
 * Position editing: the operations of the position editor on a setup (a copy the editor owns),
 * keeping the pieces accounted for as a game does — a module comes from its stack and goes back to
 * it, researchers come from and go back to their seat's supply, a tile comes from the tiles out of
 * the game and goes back there. Each operation changes the setup and returns null, or returns why
 * it cannot (a `NautilusRefusal`; nothing changes). What the result is worth is for validation to say.
 */
import { getBoard, onBoard, zoneAt } from './board.js';
import { LAYOUTS, isResearchKind } from './modules.js';
import { newTurn } from './state.js';
import type { ModuleKind, PositionSetup, ResearchKind, Square, TileId } from './types.js';
import { refusalsOf, type Refusal } from '../core/refusal.js';

/** Every reason an edit is refused, by code, in English (the web's editor says them in its languages). */
export const NAUTILUS_REFUSALS = {
  layoutGone: 'no {kind} module with layout {layout} is left in its stack',
  stackEmpty: 'the {kind} stack is empty',
  noModule: 'no module {index}',
  baseStays: 'the base stays on the board',
  noModuleOrSeat: 'no such module or seat',
  badCount: 'a count is a whole number, at least 0',
  supplyShort: 'only {n} researchers are in supply',
  noSeat: 'no seat {seat}',
  noRider: 'no researcher is in supply to ride on it',
  noHeld: 'no such held module',
  offBoard: 'that square is off the board',
  allSubmarines: 'all three submarines of that seat are on the board',
  noTile: 'no tile on that square',
  tileThere: 'a tile already lies there',
  noTileOut: 'no {tile} tile of this zone ({zone}) is out of the game',
  nothingThere: 'nothing to erase there',
} as const;

/** A refused Nautilus edit. */
export type NautilusRefusal = Refusal<keyof typeof NAUTILUS_REFUSALS>;
const refuse = refusalsOf(NAUTILUS_REFUSALS);

/** A research layout letter of the [default] layouts (spec 2.2). */
export type LayoutLetter = 'A' | 'B' | 'C' | 'D';

const at = (a: Square, x: number, y: number): boolean => a[0] === x && a[1] === y;

/** Index of the module whose footprint covers (x, y), or -1. */
export function moduleCovering(setup: PositionSetup, x: number, y: number): number {
  return setup.modules.findIndex((m) => Math.abs(m.at[0] - x) <= 1 && Math.abs(m.at[1] - y) <= 1);
}

/** Puts a module from its stack on the board, centred on `centre`. */
export function addModule(setup: PositionSetup, kind: Exclude<ModuleKind, 'base'>, centre: Square, rotation: number, options: { layout?: LayoutLetter; owner?: number } = {}): NautilusRefusal | null {
  let corridors: number;
  if (isResearchKind(kind)) {
    corridors = LAYOUTS[options.layout ?? 'A'];
    const stack = setup.stacks[kind];
    const i = stack.indexOf(corridors);
    if (i < 0) return refuse('layoutGone', { kind, layout: options.layout ?? 'A' });
    stack.splice(i, 1);
  } else {
    if (setup.stacks[kind] <= 0) return refuse('stackEmpty', { kind });
    setup.stacks[kind]--;
    corridors = LAYOUTS[kind];
  }
  setup.modules.push({
    kind,
    corridors,
    at: [centre[0], centre[1]],
    rotation: ((rotation % 4) + 4) % 4,
    owner: isResearchKind(kind) ? (options.owner ?? 0) : null,
    researchers: setup.players.map(() => 0),
  });
  return null;
}

/** Takes module `index` off the board: it goes back under its stack, its researchers to their supplies. The base stays. */
export function removeModule(setup: PositionSetup, index: number): NautilusRefusal | null {
  const m = setup.modules[index];
  if (!m) return refuse('noModule', { index });
  if (m.kind === 'base') return refuse('baseStays');
  setup.modules.splice(index, 1);
  m.researchers.forEach((n, s) => {
    const p = setup.players[s];
    if (p) p.researchers += n;
  });
  if (isResearchKind(m.kind)) setup.stacks[m.kind].push(m.corridors);
  else setup.stacks[m.kind as 'green' | 'blue']++;
  return null;
}

/**
 * Moves module `index` to a new centre. Like every edit of a module's geometry it replaces the
 * entry: the engine takes a module entry it has seen as unchanged (fast.ts, `sharedPrefix`).
 */
export function moveModule(setup: PositionSetup, index: number, centre: Square): NautilusRefusal | null {
  const m = setup.modules[index];
  if (!m) return refuse('noModule', { index });
  setup.modules[index] = { ...m, at: [centre[0], centre[1]] };
  return null;
}

/** Turns module `index` by `quarters` quarter turns clockwise (negative: counter-clockwise); replaces the entry. */
export function rotateModule(setup: PositionSetup, index: number, quarters: number): NautilusRefusal | null {
  const m = setup.modules[index];
  if (!m) return refuse('noModule', { index });
  setup.modules[index] = { ...m, rotation: (((m.rotation + quarters) % 4) + 4) % 4 };
  return null;
}

/**
 * Sets how many researchers of `seat` stand in module `index`, taking them from or giving them back
 * to the supply. Replaces the module's entry (a copy `play` made shares module entries with its source).
 */
export function setModuleResearchers(setup: PositionSetup, index: number, seat: number, count: number): NautilusRefusal | null {
  const m = setup.modules[index];
  const p = setup.players[seat];
  if (!m || !p) return refuse('noModuleOrSeat');
  if (!Number.isInteger(count) || count < 0) return refuse('badCount');
  const more = count - (m.researchers[seat] ?? 0);
  if (more > p.researchers) return refuse('supplyShort', { n: p.researchers });
  p.researchers -= more;
  const researchers = m.researchers.slice();
  researchers[seat] = count;
  setup.modules[index] = { ...m, researchers };
  return null;
}

/** Gives `seat` a module to hold from its stack (a residential one carries one researcher from supply). */
export function holdModule(setup: PositionSetup, seat: number, kind: Exclude<ModuleKind, 'base'>): NautilusRefusal | null {
  const p = setup.players[seat];
  if (!p) return refuse('noSeat', { seat });
  if (isResearchKind(kind)) {
    const corridors = setup.stacks[kind].shift();
    if (corridors === undefined) return refuse('stackEmpty', { kind });
    p.held.push({ kind, corridors, researchers: 0 });
    return null;
  }
  if (setup.stacks[kind] <= 0) return refuse('stackEmpty', { kind });
  if (p.researchers < 1) return refuse('noRider');
  setup.stacks[kind]--;
  p.researchers--;
  p.held.push({ kind, corridors: LAYOUTS[kind], researchers: 1 });
  return null;
}

/** Returns held module `index` of `seat` under its stack (its researchers to supply). */
export function returnHeld(setup: PositionSetup, seat: number, index: number): NautilusRefusal | null {
  const p = setup.players[seat];
  const h = p?.held[index];
  if (!p || !h) return refuse('noHeld');
  p.held.splice(index, 1);
  p.researchers += h.researchers;
  if (isResearchKind(h.kind)) setup.stacks[h.kind as ResearchKind].push(h.corridors);
  else setup.stacks[h.kind as 'green' | 'blue']++;
  return null;
}

/** Puts a submarine of `seat` (its lowest index in supply) on a square, or takes the one there off. */
export function toggleSubmarine(setup: PositionSetup, seat: number, square: Square): NautilusRefusal | null {
  const here = setup.submarines.findIndex((q) => at(q.at, square[0], square[1]));
  if (here >= 0) {
    setup.submarines.splice(here, 1);
    return null;
  }
  if (!setup.players[seat]) return refuse('noSeat', { seat });
  if (!onBoard(getBoard(setup.board), square[0], square[1])) return refuse('offBoard');
  const index = [0, 1, 2].find((i) => !setup.submarines.some((q) => q.seat === seat && q.index === i));
  if (index === undefined) return refuse('allSubmarines');
  setup.submarines.push({ seat, index, at: [square[0], square[1]] });
  return null;
}

/** Takes the tile on a square out of the game (into `gone`, removed). */
export function removeTile(setup: PositionSetup, square: Square): NautilusRefusal | null {
  const i = setup.tiles.findIndex((t) => at(t.at, square[0], square[1]));
  const t = setup.tiles[i];
  if (!t) return refuse('noTile');
  setup.tiles.splice(i, 1);
  for (const p of setup.players) p.known = p.known.filter((k) => !at(k.at, square[0], square[1]));
  setup.gone.push({ at: [t.at[0], t.at[1]], tile: t.tile, to: 'removed', seat: null });
  return null;
}

/** Puts a tile out of the game (of that identity, from the square's zone) back on a square. */
export function placeTile(setup: PositionSetup, square: Square, tile: TileId, faceUp: boolean): NautilusRefusal | null {
  if (setup.tiles.some((t) => at(t.at, square[0], square[1]))) return refuse('tileThere');
  const board = getBoard(setup.board);
  if (!onBoard(board, square[0], square[1])) return refuse('offBoard');
  const zone = zoneAt(board, square[0], square[1]);
  const i = setup.gone.findIndex((g) => g.tile === tile && g.to === 'removed' && zoneAt(board, g.at[0], g.at[1]) === zone);
  if (i < 0) return refuse('noTileOut', { tile, zone });
  setup.gone.splice(i, 1);
  setup.tiles.push({ at: [square[0], square[1]], tile, faceUp });
  return null;
}

/** Erases what stands on a square: a submarine, else a tile, else the module covering it. */
export function erase(setup: PositionSetup, square: Square): NautilusRefusal | null {
  const sub = setup.submarines.findIndex((q) => at(q.at, square[0], square[1]));
  if (sub >= 0) {
    setup.submarines.splice(sub, 1);
    return null;
  }
  if (setup.tiles.some((t) => at(t.at, square[0], square[1]))) return removeTile(setup, square);
  const m = moduleCovering(setup, square[0], square[1]);
  return m >= 0 ? removeModule(setup, m) : refuse('nothingThere');
}

/** Starts the turn of the seat to act afresh (after the phase or the seat to act changed). */
export function resetTurn(setup: PositionSetup): null {
  setup.turn = newTurn();
  return null;
}

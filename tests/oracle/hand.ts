/**
 * Hand-counted fixtures (`tests/fixtures/hand/*.json`): a compact description of a small
 * position (custom board, submarines, face-up tiles, modules, research counts, moved
 * submarines) with counts worked out by hand and the reasoning written next to them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { setupGame, type CustomBoard, type Position, type ResearchKind, type Square } from '../../src/nautilus/index.js';
import { addModules, atPhase, type ModuleSpec } from '../helpers.js';

export interface HandFixture {
  name: string;
  reasoning: string;
  players: number;
  toAct: number;
  board: CustomBoard;
  modules?: ModuleSpec[];
  research?: Record<string, Partial<Record<ResearchKind, number>>>;
  submarines: { seat: number; index: number; at: Square }[];
  faceUp?: Square[];
  trenchOpen: boolean;
  moved?: number[];
  perft?: Record<string, number>;
}

const dir = new URL('../fixtures/hand/', import.meta.url);

/** The fixtures whose file name starts with `prefix`, sorted by name. */
export function loadHand(prefix: string): HandFixture[] {
  return readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as HandFixture);
}

/** The position a fixture describes: phase 3, the seat to act with no pending choice. */
export function buildHand(f: HandFixture): Position {
  const pos = setupGame({ players: f.players, seed: 1, firstPlayer: 0, board: f.board });
  if (f.modules) addModules(pos, ...f.modules);
  for (const [seat, counts] of Object.entries(f.research ?? {})) Object.assign(pos.players[Number(seat)]!.research, counts);
  for (const at of f.faceUp ?? []) {
    const tile = pos.tiles.find((t) => t.at[0] === at[0] && t.at[1] === at[1]);
    if (!tile) throw new Error(`${f.name}: no tile on ${at}`);
    tile.faceUp = true;
  }
  pos.submarines = f.submarines.map((s) => ({ seat: s.seat, index: s.index, at: [s.at[0], s.at[1]] }));
  pos.trenchOpen = f.trenchOpen;
  atPhase(pos, 3, f.toAct);
  if (f.moved?.length) {
    pos.turn.moved = [...f.moved];
    pos.turn.step = 'move';
  }
  return pos;
}

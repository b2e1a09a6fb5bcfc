/** A text picture of a position for the terminal (`nautilab show`). */
import { getBoard } from './board.js';
import { observe } from './observation.js';
import { tileType } from './tiles.js';
import type { ModuleKind, Position, TileId } from './types.js';

const ZONE_CHAR = ['.', ',', '~', '='];
const MODULE_CHAR: Record<ModuleKind, string> = {
  base: '#', green: 'G', blue: 'B', training: 'R', technology: 'E', sonar: 'S', lab: 'L', analysis: 'A',
};
const TILE_CHAR: Record<string, string> = {
  gold: '$', crab: 'c', urchin: 'u', mussel: 'm', snail: 'n', atlantis: '@', chest: 'h', speed: '>',
};

/** The board as text; `seat` shows what that seat knows (null: everything). */
export function renderBoard(pos: Position, seat: number | null): string {
  const board = getBoard(pos.board);
  const grid: string[][] = [];
  for (let y = 0; y < board.height; y++) {
    grid.push([]);
    for (let x = 0; x < board.width; x++) grid[y]!.push(ZONE_CHAR[board.zones[y * board.width + x]!]!);
  }
  for (const m of pos.modules) {
    for (let y = m.at[1] - 1; y <= m.at[1] + 1; y++) for (let x = m.at[0] - 1; x <= m.at[0] + 1; x++) grid[y]![x] = MODULE_CHAR[m.kind];
  }
  const tiles = seat === null ? pos.tiles.map((t) => ({ at: t.at, tile: t.tile as TileId | null, faceUp: t.faceUp })) : observe(pos, seat).tiles;
  for (const t of tiles) {
    const ch = t.tile === null ? '?' : TILE_CHAR[tileType(t.tile)]!;
    grid[t.at[1]]![t.at[0]] = t.faceUp ? ch.toUpperCase() : ch;
  }
  for (const s of pos.submarines) grid[s.at[1]]![s.at[0]] = String(s.seat);
  const header = '    ' + [...Array(board.width).keys()].map((x) => String(x % 10)).join('');
  const lines = grid.map((row, y) => `${String(y).padStart(3)} ${row.join('')}`);
  const players = pos.players.map(
    (p, s) => `seat ${s}: ${p.nemo} Nemo, ${p.researchers} researchers in supply, research ${Object.values(p.research).join('/')}, sheet ${p.sheet.length}, held ${p.held.length}`,
  );
  const state = pos.endReason ? `game over: ${pos.endReason}` : `round ${pos.round}, phase ${pos.phase}, seat ${pos.toAct} to act${pos.turn.pending ? `, pending ${pos.turn.pending.type}` : ''}`;
  return [
    header,
    ...lines,
    'zones . lagoon , slope ~ deep = trench; modules # base G green B blue R training E technology S sonar L lab A analysis',
    'tiles ? unknown $ gold c crab u urchin m mussel n snail @ atlantis h chest > speed (upper case: face up); digits: submarines by seat',
    state + (pos.trenchOpen ? ', trench open' : ', trench closed'),
    ...players,
  ].join('\n');
}

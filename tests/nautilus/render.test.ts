// The text picture of a position (`nautilab show`, Game.render): every square of the board is read
// back from the picture through its own legend lines and checked against the position, with what a
// seat may see (spec 11) and the state and player lines.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyInPlace, getBoard, legalActions, observe, renderBoard, setupGame, tileType, zoneAt, type Position } from '../../src/nautilus/index.js';
import { midGames } from './midgame.js';

const ZONE_WORD = { L: 'lagoon', S: 'slope', D: 'deep', T: 'trench' } as const;

/** The legend's `char word` pairs of the part (lines split at "; ") that starts with `head`, as word -> char. */
function legend(lines: string[], head: string): Map<string, string> {
  const part = lines.flatMap((l) => l.split('; ')).find((l) => l.startsWith(head + ' '));
  expect(part, `a legend "${head} ..."`).toBeDefined();
  const words = part!.slice(head.length + 1).split(' (')[0]!.split(' ').filter(Boolean);
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < words.length; i += 2) {
    expect(words[i]).toHaveLength(1);
    map.set(words[i + 1]!, words[i]!);
  }
  return map;
}

/** Checks the picture of `pos` as `seat` sees it, square by square. */
function checkPicture(pos: Position, seat: number | null): string[] {
  const text = renderBoard(pos, seat);
  const lines = text.split('\n');
  const board = getBoard(pos.board);
  const zones = legend(lines, 'zones');
  const modules = legend(lines, 'modules');
  const tiles = legend(lines, 'tiles');
  // every legend character is one character and no two mean the same thing
  const chars = [...zones.values(), ...modules.values(), ...tiles.values()];
  expect(new Set(chars.map((c) => c.toLowerCase())).size).toBe(chars.length);
  expect([...zones.keys()]).toEqual(['lagoon', 'slope', 'deep', 'trench']);
  expect([...modules.keys()].sort()).toEqual(['analysis', 'base', 'blue', 'green', 'lab', 'sonar', 'technology', 'training']);
  expect([...tiles.keys()].sort()).toEqual(['atlantis', 'chest', 'crab', 'gold', 'mussel', 'snail', 'speed', 'unknown', 'urchin']);

  // the column header gives x modulo 10 after four spaces
  expect(lines[0]).toBe('    ' + Array.from({ length: board.width }, (_, x) => x % 10).join(''));
  const known = seat === null ? null : observe(pos, seat);
  for (let y = 0; y < board.height; y++) {
    const row = lines[1 + y]!;
    expect(row.slice(0, 4)).toBe(String(y).padStart(3) + ' ');
    expect(row).toHaveLength(4 + board.width);
    for (let x = 0; x < board.width; x++) {
      const at = `${x},${y}`;
      const sub = pos.submarines.filter((s) => `${s.at}` === at);
      const tile = pos.tiles.find((t) => `${t.at}` === at);
      // diagonal neighbours share a corner square (spec 2.1): the module placed later shows
      const mod = pos.modules.filter((m) => Math.abs(m.at[0] - x) <= 1 && Math.abs(m.at[1] - y) <= 1).pop();
      let want: string;
      if (sub.length) want = String(sub[sub.length - 1]!.seat);
      else if (tile) {
        const id = known === null ? tile.tile : known.tiles.find((t) => `${t.at}` === at)!.tile;
        const ch = id === null ? tiles.get('unknown')! : tiles.get(tileType(id))!;
        want = tile.faceUp ? ch.toUpperCase() : ch;
      } else if (mod) want = modules.get(mod.kind)!;
      else want = zones.get(ZONE_WORD[zoneAt(board, x, y)])!;
      expect(row[4 + x], `square ${at}`).toBe(want);
    }
  }
  // the state line and one line per seat
  const state = lines[board.height + 3]!;
  if (pos.endReason) expect(state.startsWith(`game over: ${pos.endReason}, `)).toBe(true);
  else {
    const pending = pos.turn.pending ? `, pending ${pos.turn.pending.type}` : '';
    expect(state.startsWith(`round ${pos.round}, phase ${pos.phase}, seat ${pos.toAct} to act${pending}, `)).toBe(true);
  }
  expect(state.endsWith(pos.trenchOpen ? ', trench open' : ', trench closed')).toBe(true);
  expect(lines.slice(board.height + 4)).toEqual(
    pos.players.map(
      (p, s) =>
        `seat ${s}: ${p.nemo} Nemo, ${p.researchers} researchers in supply, research ${Object.values(p.research).join('/')}, sheet ${p.sheet.length}, held ${p.held.length}`,
    ),
  );
  expect(lines).toHaveLength(board.height + 4 + pos.players.length);
  return lines;
}

describe('the text picture of a position (nautilab show)', () => {
  test('a fresh game: the base, the tiles face down, no submarine, round 1', () => {
    const pos = setupGame({ players: 3, seed: 5 });
    const lines = checkPicture(pos, null);
    expect(lines[getBoard(pos.board).height + 3]).toBe(`round 1, phase ${pos.phase}, seat ${pos.toAct} to act, trench closed`);
    // seat 1 sees no tile identity on a fresh board: each tile square shows '?'
    const seen = checkPicture(pos, 1).slice(1, 1 + getBoard(pos.board).height).join('');
    expect(seen.split('?').length - 1).toBe(pos.tiles.length);
    // once a submarine has entered the trench (spec 7) the state line says so
    pos.trenchOpen = true;
    expect(checkPicture(pos, null)[getBoard(pos.board).height + 3]).toBe(`round 1, phase ${pos.phase}, seat ${pos.toAct} to act, trench open`);
  });

  test('mid-game positions, as the referee and as each seat sees them', () => {
    for (const pos of midGames(4)) {
      checkPicture(pos, null);
      for (let seat = 0; seat < pos.players.length; seat++) checkPicture(pos, seat);
    }
  });

  test('along seeded games: submarines, face-up tiles, pending choices and the end', () => {
    const seen = { submarine: 0, faceUp: 0, pending: 0, over: 0 };
    for (let seed = 1; seed <= 4; seed++) {
      const pos = setupGame({ players: 2 + (seed % 3), seed });
      const rng = Rng.fromSeed(seed);
      for (let i = 0; pos.endReason === null; i++) {
        if (i % 40 === 0 || (pos.turn.pending && seen.pending < seed)) {
          checkPicture(pos, null);
          checkPicture(pos, pos.toAct);
          if (pos.submarines.length) seen.submarine++;
          if (pos.tiles.some((t) => t.faceUp)) seen.faceUp++;
          if (pos.turn.pending) seen.pending++;
        }
        applyInPlace(pos, rng.pick(legalActions(pos)));
      }
      const lines = checkPicture(pos, seed % pos.players.length);
      expect(lines[getBoard(pos.board).height + 3]).toMatch(/^game over: /);
      seen.over++;
    }
    // the precondition: each feature of the picture was on some checked position
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
  });
});

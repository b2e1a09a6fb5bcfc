/**
 * Positions for the oracle tests: seeded random games played with the engine's own
 * `legalActions` + `applyInPlace` (the engine only drives the game; the oracle judges), scenario
 * positions built with the shared helpers, and random small custom boards. Every position is
 * tagged with the scenario kinds it covers, so the tests can assert that each kind occurred.
 */
import { Rng } from '../../src/core/rng.js';
import { applyInPlace, legalActions, setupGame, validatePosition, type Action, type CustomBoard, type TileSet, type Position } from '../../src/nautilus/index.js';
import { REF_RESEARCH_KINDS, RefSea } from './reference.js';

export interface Sample {
  name: string;
  kinds: string[];
  pos: Position;
}

const clone = <T>(v: T): T => structuredClone(v);

/** Kinds read off a position (not off how it was built), for the coverage assertions. */
export function kindsOf(pos: Position): string[] {
  const out: string[] = [];
  if (pos.phase === 3) out.push(pos.trenchOpen ? 'trench-open' : 'trench-closed');
  if (pos.turn.pending) out.push(`pending-${pos.turn.pending.type}`);
  const r = pos.players[pos.toAct]!.research as unknown as Record<string, number>;
  if (REF_RESEARCH_KINDS.every((k) => r[k]! >= 1)) out.push('all-five-kinds');
  if (pos.submarines.some((s) => s.seat === pos.toAct)) out.push('own-submarines');
  if (pos.tiles.some((t) => t.faceUp)) out.push('tile-face-up');
  if (pos.tiles.some((t) => !t.faceUp)) out.push('tile-face-down');
  if (pos.board !== 'default') out.push('custom-board');
  if (pos.turn.moved.length) out.push('some-moved');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Seeded random games.

/** Verb weights that push random games towards submarines, recoveries and pending choices. */
const WEIGHT: Record<string, number> = { launch: 10, move: 5, retire: 0.5, sonar: 0.3, end: 0.3, buy: 4, place: 4, research: 4, examine: 1, skip: 1 };

function pick(rng: Rng, legal: Action[], pos: Position): Action {
  const verbs = [...new Set(legal.map((a) => a.type))];
  const total = verbs.reduce((s, v) => s + WEIGHT[v]!, 0);
  let r = rng.next() * total;
  let verb = verbs[verbs.length - 1]!;
  for (const v of verbs) {
    r -= WEIGHT[v]!;
    if (r < 0) {
      verb = v;
      break;
    }
  }
  const group = legal.filter((a) => a.type === verb);
  if (verb === 'move' && rng.next() < 0.6) {
    const onTile = group.filter((a) => a.type === 'move' && pos.tiles.some((t) => t.at[0] === a.to[0] && t.at[1] === a.to[1]));
    if (onTile.length) return rng.pick(onTile);
  }
  return rng.pick(group);
}

/**
 * Phase-3 positions with own submarines on the board from `games` seeded games: every `every`-th
 * such position, plus every position with a pending speed or examination choice and every
 * `every`-th one with the trench open.
 */
export function gameSamples(games: number, every: number): Sample[] {
  const out: Sample[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const pos = setupGame({ players: 2 + (seed % 3), seed });
    const rng = Rng.fromSeed(seed * 31);
    let n = 0;
    let open = 0;
    for (let step = 0; pos.endReason === null && step < 3000; step++) {
      if (pos.phase === 3 && pos.submarines.some((s) => s.seat === pos.toAct)) {
        n++;
        const pending = pos.turn.pending?.type === 'speed' || pos.turn.pending?.type === 'examine';
        const trench = pos.trenchOpen && ++open % every === 0;
        if (n % every === 0 || pending || trench) out.push({ name: `game seed ${seed} step ${step}`, kinds: ['game', ...kindsOf(pos)], pos: clone(pos) });
      }
      applyInPlace(pos, pick(rng, legalActions(pos), pos));
    }
  }
  return out;
}

/**
 * Variants of game positions: the same position with the trench flipped, and with the seat to act
 * given all five research kinds (count 1 each, technology kept), so both trench rules meet the
 * same real geometry.
 */
export function derivedSamples(samples: Sample[], count: number): Sample[] {
  const out: Sample[] = [];
  for (const s of samples.filter((x) => x.pos.turn.pending === null).slice(0, count)) {
    const flipped = clone(s.pos);
    flipped.trenchOpen = !flipped.trenchOpen;
    out.push({ name: `${s.name}, trench flipped`, kinds: ['derived', ...kindsOf(flipped)], pos: flipped });
    const all = clone(s.pos);
    all.trenchOpen = false;
    const r = all.players[all.toAct]!.research as unknown as Record<string, number>;
    for (const k of REF_RESEARCH_KINDS) r[k] = Math.max(r[k]!, 1);
    out.push({ name: `${s.name}, all five kinds`, kinds: ['derived', ...kindsOf(all)], pos: all });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Random small custom boards.

const S_TILES = ['crab', 'urchin', 'mussel', 'snail', 'chest', 'speed'];
const D_TILES = ['gold', 'crab', 'urchin', 'mussel', 'snail', 'chest', 'speed'];
const T_TILES = ['gold', 'crab', 'urchin', 'mussel', 'snail', 'chest', 'speed'];

/**
 * A random custom board (8..12 squares a side), a random phase-3 position on it: zones, a base,
 * spots with tiles (some face up), submarines of two seats, a few research modules, trench state,
 * research counts, moved submarines, the step and sometimes a pending speed or examination choice.
 * Returns null when the random draw produced an invalid position (the caller draws again).
 */
export function randomCustom(seed: number, size: [number, number] = [8, 12]): Position | null {
  const rng = Rng.fromSeed(1000 + seed);
  const w = size[0] + rng.int(size[1] - size[0] + 1);
  const h = size[0] + rng.int(size[1] - size[0] + 1);
  const grid: string[][] = [];
  const tRate = [0.1, 0.3, 0.5][rng.int(3)]!;
  for (let y = 0; y < h; y++) {
    grid.push([]);
    for (let x = 0; x < w; x++) {
      const u = rng.next();
      grid[y]!.push(u < tRate ? 'T' : u < tRate + 0.35 ? 'D' : u < tRate + 0.7 ? 'S' : 'L');
    }
  }
  const bx = 1 + rng.int(w - 2);
  const by = 1 + rng.int(h - 2);
  for (let y = by - 1; y <= by + 1; y++) for (let x = bx - 1; x <= bx + 1; x++) grid[y]![x] = 'L';
  const covered = (x: number, y: number, centres: [number, number][]): boolean => centres.some(([cx, cy]) => Math.abs(x - cx) <= 1 && Math.abs(y - cy) <= 1);
  // A few research modules, not overlapping (centres 3 apart in some axis or diagonal 2,2).
  const centres: [number, number][] = [[bx, by]];
  const extra = rng.int(4);
  for (let i = 0; i < 20 && centres.length < 1 + extra; i++) {
    const cx = 1 + rng.int(w - 2);
    const cy = 1 + rng.int(h - 2);
    const ok = centres.every(([ox, oy]) => {
      const dx = Math.abs(cx - ox);
      const dy = Math.abs(cy - oy);
      return Math.max(dx, dy) >= 3 || (dx === 2 && dy === 2);
    });
    if (ok) centres.push([cx, cy]);
  }
  // Spots: non-lagoon, not covered; each gets a tile.
  const tileSet: Record<'S' | 'D' | 'T', string[]> = { S: [], D: [], T: [] };
  const spots: [number, number][] = [];
  const spotRate = Math.min(0.18, 45 / (w * h)); // at most 60 tiles on a board
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const z = grid[y]![x]!;
      if (z === 'L' || covered(x, y, centres) || rng.next() > spotRate) continue;
      grid[y]![x] = z.toLowerCase();
      spots.push([x, y]);
      const zone = z as 'S' | 'D' | 'T';
      tileSet[zone].push(rng.pick(zone === 'S' ? S_TILES : zone === 'D' ? D_TILES : T_TILES));
    }
  }
  const board: CustomBoard = { name: `random-${seed}`, rows: grid.map((r) => r.join('')), base: [bx, by], tileSet: tileSet as TileSet };
  const players = 2 + rng.int(2);
  const pos = setupGame({ players, seed, firstPlayer: 0, board });
  const kinds = ['training', 'technology', 'sonar', 'lab', 'analysis'] as const;
  for (let i = 1; i < centres.length; i++) {
    const kind = kinds[rng.int(5)]!;
    const stack = pos.stacks[kind];
    if (!stack.length) continue;
    const corridors = stack.shift()!;
    const researchers = pos.players.map((_, s) => (rng.next() < 0.5 ? rng.int(3) : 0));
    researchers.forEach((r, s) => (pos.players[s]!.researchers -= r));
    pos.modules.push({ kind, corridors, at: centres[i]!, rotation: rng.int(4), owner: rng.int(players), researchers });
  }
  const sea = new RefSea(pos);
  for (const t of pos.tiles) t.faceUp = rng.next() < 0.25;
  // Submarines on open water, not on face-down tiles, one per square.
  const free: [number, number][] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const tile = sea.tileAt(x, y);
      if (!sea.covered(x, y) && (!tile || tile.faceUp)) free.push([x, y]);
    }
  }
  rng.shuffle(free);
  let k = 0;
  for (let seat = 0; seat < players; seat++) {
    const n = seat === 0 ? 1 + rng.int(3) : rng.int(3);
    for (let index = 0; index < n && k < free.length; index++) pos.submarines.push({ seat, index, at: free[k++]! });
  }
  pos.phase = 3;
  pos.toAct = 0;
  pos.trenchOpen = rng.next() < 0.35;
  const r = pos.players[0]!.research as unknown as Record<string, number>;
  for (const kk of kinds) r[kk] = rng.next() < 0.55 ? 1 + rng.int(3) : 0;
  pos.turn.step = (['launch', 'sonar', 'move'] as const)[rng.int(3)]!;
  for (const s of pos.submarines) if (s.seat === 0 && rng.next() < 0.3) pos.turn.moved.push(s.index);
  const u = rng.next();
  if (u < 0.15) pos.turn.pending = { type: 'speed' };
  else if (u < 0.3 && pos.tiles.some((t) => !t.faceUp)) {
    const down = pos.tiles.filter((t) => !t.faceUp);
    const examined = rng.next() < 0.5 ? [] : [[...rng.pick(down).at] as [number, number]];
    pos.turn.pending = { type: 'examine', left: examined.length ? 1 : 2, examined };
  }
  return validatePosition(pos).length ? null : pos;
}

/** `count` valid random custom positions (seeds that fail validation are skipped). */
export function customSamples(count: number, size: [number, number] = [8, 12]): Sample[] {
  const out: Sample[] = [];
  for (let seed = 1; out.length < count && seed < count * 20; seed++) {
    const pos = randomCustom(seed, size);
    if (!pos || pos.board === 'default') continue;
    const dims = `${pos.board.rows[0]!.length}x${pos.board.rows.length}`;
    out.push({ name: `random custom board ${seed} (${dims})`, kinds: ['random-custom', ...kindsOf(pos)], pos });
  }
  return out;
}

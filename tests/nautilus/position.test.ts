// Spec section 12: position JSON — schema, engine checks, exact round trip, fuzzing.
import { scaled } from '../scale.js';
import { describe, expect, test } from 'vitest';
import { fc, test as fcTest } from '@fast-check/vitest';
import { readFileSync } from 'node:fs';
import { Rng } from '../../src/core/rng.js';
import {
  applyInPlace,
  LAYOUTS,
  RESEARCH_KINDS,
  checkAction,
  conservationViolations,
  fromSetup,
  getBoard,
  zoneAt,
  legalActions,
  play,
  parsePosition,
  positionFromJSON,
  positionToJSON,
  setupGame,
  validatePosition,
  GOAL_CARDS,
  Nautilus,
  type ModuleKind,
  type Position,
  type PositionError,
  type TileId,
  type TileSet,
} from '../../src/nautilus/index.js';
import { addModules, atPhase, game } from '../helpers.js';
import { midGames } from './midgame.js';

function randomPosition(seed: number, steps: number): Position {
  const pos = setupGame({ players: 2 + (seed % 3), seed });
  const rng = Rng.fromSeed(seed + 1000);
  for (let i = 0; i < steps && pos.endReason === null; i++) applyInPlace(pos, rng.pick(legalActions(pos)));
  return pos;
}

const codes = (json: unknown): string[] => validatePosition(json).map((e) => `${e.path} ${e.code}`);

describe('spec 12: round trip', () => {
  test.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])('seed %i: fromJSON(toJSON(p)) is p, and the text is stable', (seed) => {
    const pos = randomPosition(seed, 40 * seed);
    const text = JSON.stringify(positionToJSON(pos));
    const back = parsePosition(text);
    expect(back.ok).toBe(true);
    if (back.ok) {
      expect(back.value).toEqual(pos);
      expect(JSON.stringify(positionToJSON(back.value))).toBe(text);
    }
  });

  test('the schema file is in the repository and names the format', () => {
    const schema = JSON.parse(readFileSync(new URL('../../src/nautilus/position.schema.json', import.meta.url), 'utf8'));
    expect(schema.properties.format.const).toBe('nautilus/1');
  });
});

describe('spec 12: schema errors carry a JSON path', () => {
  test.each([
    ['a missing field', (p: any) => delete p.round, '$.round schema.required'],
    ['a wrong type', (p: any) => (p.players[1].nemo = 'lots'), '$.players[1].nemo schema.type'],
    ['negative Nemo', (p: any) => (p.players[0].nemo = -1), '$.players[0].nemo schema.minimum'],
    ['NaN-like Nemo', (p: any) => (p.players[0].nemo = 1.5), '$.players[0].nemo schema.type'],
    ['an unknown property', (p: any) => (p.players[0].colour = 'red'), '$.players[0].colour schema.additionalProperties'],
    ['a bad tile identity', (p: any) => (p.tiles[3].tile = 'dragon'), '$.tiles[3].tile schema.pattern'],
    ['a wrong format', (p: any) => (p.format = 'nautilus/2'), '$.format schema.const'],
    ['a bad phase', (p: any) => (p.phase = 4), '$.phase schema.enum'],
  ])('%s', (_name, mutate, want) => {
    const json = JSON.parse(JSON.stringify(game(2)));
    mutate(json);
    expect(codes(json)).toContain(want);
  });

  test('not JSON at all', () => {
    const r = parsePosition('{"format": ');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ path: '$', code: 'badJson' });
  });

  test('every problem is reported, not just the first', () => {
    const json = JSON.parse(JSON.stringify(game(2)));
    json.players[0].nemo = -3;
    json.players[1].researchers = 'x';
    json.round = 0;
    expect(codes(json).length).toBeGreaterThanOrEqual(3);
  });
});

describe('spec 12: engine checks', () => {
  test.each([
    [
      'overlapping modules',
      (p: Position) => addModules(p, { kind: 'green', at: [13, 12] }),
      '$.modules[1].at overlap',
    ],
    [
      'a submarine under a module',
      (p: Position) => p.submarines.push({ seat: 0, index: 0, at: [12, 12] }),
      '$.submarines[0].at submarineUnderModule',
    ],
    [
      'a submarine on a face-down tile',
      (p: Position) => p.submarines.push({ seat: 1, index: 0, at: [...p.tiles[0]!.at] }),
      '$.submarines[0].at submarineOnFaceDownTile',
    ],
    [
      'two submarines on one square',
      (p: Position) => p.submarines.push({ seat: 0, index: 0, at: [5, 6] }, { seat: 1, index: 0, at: [5, 6] }),
      '$.submarines[1].at twoSubmarines',
    ],
    [
      'the same submarine twice',
      (p: Position) => p.submarines.push({ seat: 0, index: 1, at: [5, 6] }, { seat: 0, index: 1, at: [6, 6] }),
      '$.submarines[1].index duplicateSubmarine',
    ],
    ['researchers over their count', (p: Position) => (p.players[1]!.researchers = 15 + 0 * (p.modules[0]!.researchers[1] = 2)), '$.players[1].researchers researcherCount'],
    ['researchers missing', (p: Position) => (p.players[0]!.researchers = 14), '$.players[0].researchers researcherCount'],
    ['more modules than the game has', (p: Position) => (p.stacks.green = 10 + 0 * p.players[0]!.held.push({ kind: 'green', corridors: 0x55, researchers: 0 })), '$.modules moduleCount'],
    ['a tile off its spot', (p: Position) => (p.tiles[0]!.at = [12, 2]), '$.tiles[0].at notSpot'],
    ['an Atlantis tile twice', (p: Position) => (p.tiles.find((t) => t.tile === 'atlantis13')!.tile = 'atlantis1'), `$.tiles[${51}].tile duplicateTile`],
    ['an Atlantis tile in another zone', (p: Position) => (p.tiles.find((t) => t.tile === 'atlantis13')!.tile = 'atlantis1'), `$.tiles[${51}].tile tileZone`],
    ['more tiles of a kind than the zone has', (p: Position) => p.tiles.filter((t) => t.tile === 'chest').forEach((t) => (t.tile = 'crab')), '$.tiles tooManyTiles'],
    ['a seat that does not exist', (p: Position) => (p.toAct = 3), '$.toAct badSeat'],
    ['a token without a count of 2', (p: Position) => (p.tokens.lab = 0), '$.tokens.lab badToken'],
    ['false knowledge', (p: Position) => p.players[0]!.known.push({ at: [...p.tiles[0]!.at], tile: p.tiles[0]!.tile === 'crab' ? 'urchin' : 'crab' }), '$.players[0].known[0].tile knownMismatch'],
    ['a research module without its owner', (p: Position) => addModules(p, { kind: 'lab', layout: 'A', at: [14, 11], r: 1 }).modules[1]!.owner = null, '$.modules[1].owner badOwner'],
    ['a pending choice outside phase 3', (p: Position) => (p.turn.pending = { type: 'speed' }), '$.turn.pending badPending'],
  ])('%s', (_name, mutate, want) => {
    const pos = game(2);
    mutate(pos);
    expect(codes(JSON.parse(JSON.stringify(pos)))).toContain(want);
  });

  test('a custom board travels in the position and is checked', () => {
    const pos = game(2);
    (pos as { board: unknown }).board = { rows: ['LLLLLLLL'], base: [1, 1] };
    expect(codes(JSON.parse(JSON.stringify(pos)))).toContain('$.board.rows schema.minItems');
  });
});

describe('fuzzed position JSON: never a crash, always a clear error', () => {
  const valid = JSON.parse(JSON.stringify(randomPosition(3, 300)));
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]): void => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(valid, []);

  // validatePosition has no catch-all: a crash in any check throws out of it and fails the test
  const check = (json: unknown): void => {
    const errors = validatePosition(json);
    for (const e of errors) {
      expect(e.path).toMatch(/^\$/);
      expect(e.code).toMatch(/^(schema\.)?[a-zA-Z]+$/);
      expect(e.message.length).toBeGreaterThan(0);
    }
    if (errors.length) return;
    // what validates is a position the engine can play on, write back and read again exactly
    const pos = json as Position;
    const legal = legalActions(pos);
    for (const a of legal) expect(checkAction(pos, a)).toBeNull();
    if (legal.length) expect(play(pos, legal[legal.length - 1]!).ok).toBe(true);
    expect(conservationViolations(pos)).toEqual([]);
    expect(JSON.stringify(positionToJSON(pos))).toBe(JSON.stringify(json));
  };

  fcTest.prop([fc.anything()], { numRuns: scaled(300) })('arbitrary values', (json) => check(json));

  fcTest.prop([fc.nat(), fc.jsonValue()], { numRuns: Number(process.env.FUZZ_RUNS ?? scaled(1500)) })('one field of a real position replaced', (pick, value) => {
    const json = structuredClone(valid);
    const path = paths[pick % paths.length]!;
    if (path.length === 0) return check(value);
    let cur = json;
    for (const k of path.slice(0, -1)) cur = cur[k];
    cur[path[path.length - 1]!] = value;
    check(json);
  });

  // values the document itself holds reach the rule checks (duplicates, wrong zones, counts)
  fcTest.prop([fc.nat(), fc.nat()], { numRuns: Number(process.env.FUZZ_RUNS ?? scaled(1500)) })('one field replaced by another field of the document', (to, from) => {
    const json = structuredClone(valid);
    const get = (path: (string | number)[]): any => path.reduce((cur: any, k) => cur?.[k], json);
    const target = paths[to % paths.length]!;
    const value = structuredClone(get(paths[from % paths.length]!));
    if (target.length === 0) return check(value);
    get(target.slice(0, -1))[target[target.length - 1]!] = value;
    check(json);
  });

  fcTest.prop([fc.nat(), fc.integer({ min: -3, max: 40 })], { numRuns: Number(process.env.FUZZ_RUNS ?? scaled(1500)) })('one number of a real position nudged', (pick, n) => {
    const json = structuredClone(valid);
    const numeric = paths.filter((p) => {
      let cur = json;
      for (const k of p) cur = cur?.[k];
      return typeof cur === 'number';
    });
    const path = numeric[pick % numeric.length]!;
    let cur = json;
    for (const k of path.slice(0, -1)) cur = cur[k];
    cur[path[path.length - 1]!] = n;
    check(json);
  });
});

// ---------------------------------------------------------------------------------------------
// Every check of validatePosition pinned exactly: a real valid position, one thing broken, the
// whole error list (path, code, message); and the boundary beside it accepted. Messages are the
// contract of position.ts, copied from its source; counts and squares come from the spec and the
// position itself (game(2): seed 1, the default board; base at [11, 11] covering 10..12 x 10..12).

const E = (path: string, code: string, message: string): { path: string; code: string; message: string } => ({ path, code, message });
const errorsOf = (pos: unknown): PositionError[] => validatePosition(JSON.parse(JSON.stringify(pos)));

/** The errors of a fresh position from `make` once `mutate` has changed it. */
const checker =
  (make: () => Position) =>
  (mutate: (p: Position) => unknown): PositionError[] => {
    const pos = make();
    mutate(pos);
    return errorsOf(pos);
  };
const BOARD = getBoard('default');
const zoneOfSq = (at: readonly number[]): string => zoneAt(BOARD, at[0]!, at[1]!);
/** Index of the tile on a square of `pos` (fails the test if there is none). */
const tileOn = (pos: Position, x: number, y: number): number => {
  const i = pos.tiles.findIndex((t) => t.at[0] === x && t.at[1] === y);
  expect(i, `a tile on [${x}, ${y}]`).toBeGreaterThanOrEqual(0);
  return i;
};
/** Index of the only tile of that identity in that zone (gold in D: the set has one, spec 3). */
const onlyTile = (pos: Position, tile: string, zone: string): number => {
  const all = pos.tiles.flatMap((t, i) => (t.tile === tile && zoneOfSq(t.at) === zone ? [i] : []));
  expect(all.length, `one ${tile} in zone ${zone}`).toBe(1);
  return all[0]!;
};
/** Seat `seat` buys a module into its hand: from its stack, with `researchers` from supply (spec 5). */
function hold(pos: Position, seat: number, kind: Exclude<ModuleKind, 'base'>, researchers = 0): Position {
  let corridors: number;
  if (kind === 'green' || kind === 'blue') {
    pos.stacks[kind]--;
    corridors = LAYOUTS[kind];
  } else corridors = pos.stacks[kind].shift()!;
  pos.players[seat]!.held.push({ kind, corridors, researchers });
  pos.players[seat]!.researchers -= researchers;
  return pos;
}
/** The tile `id` leaves the board for the ruins board, with `seat`'s marker or none (spec 8). */
function toRuins(pos: Position, id: TileId, seat: number | null): Position {
  const i = pos.tiles.findIndex((t) => t.tile === id);
  const [t] = pos.tiles.splice(i, 1);
  pos.gone.push({ at: t!.at, tile: id, to: 'ruins', seat });
  pos.ruins.push({ atlantis: Number(id.slice(8)), seat });
  return pos;
}
const MID = midGames(1)[0]!;

describe('spec 12: the valid positions the checks below break', () => {
  test.each([
    ['a fresh 2-player game', () => game(2)],
    ['a fresh 4-player game', () => game(4)],
    ['a 2-player game with every tile out of the game', () => game(2, { clearTiles: true })],
    ['a mid-game (phase 3, submarines, ruins, tokens, knowledge)', () => structuredClone(MID)],
  ])('%s is valid', (_name, make) => {
    const pos = make();
    expect(errorsOf(pos)).toEqual([]);
    expect(positionFromJSON(JSON.parse(JSON.stringify(pos))).ok).toBe(true);
  });

  test('the mid-game has what the checks need', () => {
    expect(MID.players.length).toBe(4);
    expect(MID.phase).toBe(3);
    expect(MID.ruins.length).toBeGreaterThanOrEqual(2);
    expect(MID.submarines.length).toBeGreaterThanOrEqual(1);
    expect(MID.players.some((p) => p.known.length > 0)).toBe(true);
  });
});

describe('spec 12: schema errors, summarised exactly', () => {
  const tilePattern = '^(gold|crab|urchin|mussel|snail|chest|speed|atlantis([1-9]|1[0-5]))$';
  test.each([
    ['a wrong type (Ajv message kept)', (p: any) => (p.players[1].nemo = 'lots'), [E('$.players[1].nemo', 'schema.type', 'must be integer')]],
    ['a missing field: the path names it', (p: any) => delete p.round, [E('$.round', 'schema.required', 'is required')]],
    ['an unknown property: the path names it', (p: any) => (p.players[0].colour = 'red'), [E('$.players[0].colour', 'schema.additionalProperties', 'is not a known property')]],
    ['an unknown property that is not an identifier: quoted in the path', (p: any) => (p.players[0]['my-key'] = 1), [E('$.players[0]["my-key"]', 'schema.additionalProperties', 'is not a known property')]],
    ['an unknown top-level property named by digits', (p: any) => (p['0'] = 1), [E('$["0"]', 'schema.additionalProperties', 'is not a known property')]],
    ['an enum: the allowed values listed', (p: any) => (p.phase = 4), [E('$.phase', 'schema.enum', 'must be one of [1,2,3]')]],
    ['a const: the allowed value', (p: any) => (p.format = 'nautilus/2'), [E('$.format', 'schema.const', 'must be "nautilus/1"')]],
    ['an index of two digits stays an index', (p: any) => (p.tiles[12].tile = 'dragon'), [E('$.tiles[12].tile', 'schema.pattern', `must match pattern "${tilePattern}"`)]],
    [
      'every problem, in schema order (round before players)',
      (p: any) => {
        p.players[0].nemo = -3;
        p.players[1].researchers = 'x';
        p.round = 0;
      },
      [E('$.round', 'schema.minimum', 'must be >= 1'), E('$.players[0].nemo', 'schema.minimum', 'must be >= 0'), E('$.players[1].researchers', 'schema.type', 'must be integer')],
    ],
    [
      // the oneOf branches of a pending choice each miss "type": reported once, with the summary
      'a oneOf: each miss once, and the summary',
      (p: any) => {
        p.phase = 3;
        p.turn.pending = {};
      },
      [
        E('$.turn.pending', 'schema.type', 'must be null'),
        E('$.turn.pending.type', 'schema.required', 'is required'),
        E('$.turn.pending.left', 'schema.required', 'is required'),
        E('$.turn.pending.examined', 'schema.required', 'is required'),
        E('$.turn.pending', 'schema.oneOf', 'must match exactly one schema in oneOf'),
      ],
    ],
  ])('%s', (_name, mutate, want) => {
    const json = JSON.parse(JSON.stringify(game(2)));
    mutate(json);
    expect(validatePosition(json)).toEqual(want);
  });

  test('text that is not JSON: the parser\'s own message at $', () => {
    const text = '{"format": ';
    let message = '';
    try {
      JSON.parse(text);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(parsePosition(text)).toEqual({ ok: false, error: [E('$', 'badJson', message)] });
  });

  test('fromSetup checks like positionFromJSON, and both give a copy', () => {
    const setup = game(2);
    const r = fromSetup(setup);
    expect(r).toEqual({ ok: true, value: setup });
    if (r.ok) expect(r.value).not.toBe(setup);
    const bad = game(2);
    bad.toAct = 2;
    expect(fromSetup(bad)).toEqual({ ok: false, error: [E('$.toAct', 'badSeat', 'seat 2 does not exist with 2 players')] });
  });
});

describe('spec 12 and 3: seats, modules, researchers, held modules, goal cards, tokens', () => {
  const check = (mutate: (p: Position) => unknown, make: () => Position = () => game(2)): PositionError[] => checker(make)(mutate);

  test('seats are 0..n-1 (spec 3): first player and seat to act', () => {
    expect(check((p) => (p.firstPlayer = 1))).toEqual([]);
    expect(check((p) => (p.toAct = 1))).toEqual([]);
    expect(check((p) => (p.firstPlayer = 2))).toEqual([E('$.firstPlayer', 'badSeat', 'seat 2 does not exist with 2 players')]);
    expect(check((p) => (p.toAct = 2))).toEqual([E('$.toAct', 'badSeat', 'seat 2 does not exist with 2 players')]);
    expect(check((p) => (p.toAct = 3), () => game(3))).toEqual([E('$.toAct', 'badSeat', 'seat 3 does not exist with 3 players')]);
  });

  test('a footprint must lie on the board (spec 2.1); a tile under the stray module is not reported', () => {
    expect(check((p) => addModules(p, { kind: 'green', at: [1, 1] }))).toEqual([]);
    expect(check((p) => addModules(p, { kind: 'green', at: [0, 1] }))).toEqual([E('$.modules[1].at', 'offBoard', 'the footprint around [0, 1] leaves the board')]);
    // [23, 3] covers x 22..24: the chest on [22, 2] lies under its on-board corner
    expect(game(2).tiles[tileOn(game(2), 22, 2)]!.tile).toBe('chest');
    expect(check((p) => addModules(p, { kind: 'green', at: [23, 3] }))).toEqual([E('$.modules[1].at', 'offBoard', 'the footprint around [23, 3] leaves the board')]);
  });

  test('overlap (spec 2.3): offsets (2, 2) and (3, 1) are neighbours, (2, 1) overlaps', () => {
    expect(check((p) => addModules(p, { kind: 'green', at: [13, 13] }))).toEqual([]);
    expect(check((p) => addModules(p, { kind: 'green', at: [14, 12] }))).toEqual([]);
    expect(check((p) => addModules(p, { kind: 'green', at: [13, 12] }))).toEqual([E('$.modules[1].at', 'overlap', 'overlaps module 0 at [11, 11]')]);
    // both earlier modules are named
    expect(check((p) => addModules(p, { kind: 'green', at: [14, 11] }, { kind: 'blue', at: [13, 12] }))).toEqual([
      E('$.modules[2].at', 'overlap', 'overlaps module 0 at [11, 11]'),
      E('$.modules[2].at', 'overlap', 'overlaps module 1 at [14, 11]'),
    ]);
  });

  test('a module counts researchers per seat (spec 12)', () => {
    expect(check((p) => (p.modules[0]!.researchers = [0, 0, 0]))).toEqual([E('$.modules[0].researchers', 'seatCount', 'needs one count per seat (2)')]);
    expect(check((p) => (p.modules[0]!.researchers = [0, 0]), () => game(3))).toEqual([E('$.modules[0].researchers', 'seatCount', 'needs one count per seat (3)')]);
  });

  test('research modules carry their builder\'s marker, the others none (spec 5)', () => {
    const lab = (owner: number | null) => (p: Position) => (addModules(p, { kind: 'lab', layout: 'A', at: [14, 11] }).modules[1]!.owner = owner);
    expect(check(lab(1))).toEqual([]);
    expect(check(lab(2))).toEqual([E('$.modules[1].owner', 'badOwner', "a research module carries its builder's marker (a seat)")]);
    expect(check(lab(null))).toEqual([E('$.modules[1].owner', 'badOwner', "a research module carries its builder's marker (a seat)")]);
    expect(check((p) => (addModules(p, { kind: 'green', at: [14, 11] }).modules[1]!.owner = 0))).toEqual([E('$.modules[1].owner', 'badOwner', 'a green module has no owner')]);
    expect(check((p) => (p.modules[0]!.owner = 1))).toEqual([E('$.modules[0].owner', 'badOwner', 'a base module has no owner')]);
  });

  test('exactly one base, and every module of the game once (spec 2: 1 base, 10 + 10, 4 per research kind)', () => {
    const noBase = (p: Position): void => {
      p.modules[0]!.kind = 'green';
      p.stacks.green--;
    };
    expect(check(noBase)).toEqual([
      E('$.modules', 'baseCount', 'exactly one base is on the board, found 0'),
      E('$.modules', 'moduleCount', '0 base modules (board, held and stack); the game has 1'),
    ]);
    expect(check((p) => p.modules.push({ ...p.modules[0]!, at: [14, 11] }))).toEqual([
      E('$.modules', 'baseCount', 'exactly one base is on the board, found 2'),
      E('$.modules', 'moduleCount', '2 base modules (board, held and stack); the game has 1'),
    ]);
    expect(check((p) => (p.stacks.blue = 9))).toEqual([E('$.modules', 'moduleCount', '9 blue modules (board, held and stack); the game has 10')]);
    expect(check((p) => p.stacks.lab.pop())).toEqual([E('$.modules', 'moduleCount', '3 lab modules (board, held and stack); the game has 4')]);
    // a held module counts too: one held beside a full stack is an 11th
    expect(check((p) => hold(p, 1, 'green', 1) && (p.stacks.green = 10))).toEqual([E('$.modules', 'moduleCount', '11 green modules (board, held and stack); the game has 10')]);
  });

  test('15 researchers per seat: supply + held + on modules (spec 3)', () => {
    const spread = (p: Position): Position => {
      hold(p, 0, 'green', 2);
      p.modules[0]!.researchers = [1, 0];
      p.players[0]!.researchers -= 1;
      return p;
    };
    expect(check(spread)).toEqual([]);
    expect(check((p) => (p.players[0]!.researchers = 14))).toEqual([E('$.players[0].researchers', 'researcherCount', 'supply 14 + held 0 + on modules 0 = 14, must be 15')]);
    expect(check((p) => (spread(p).modules[0]!.researchers = [2, 0]))).toEqual([
      E('$.players[0].researchers', 'researcherCount', 'supply 12 + held 2 + on modules 2 = 16, must be 15'),
    ]);
    expect(check((p) => (spread(p).modules[0]!.researchers = [1, 1]))).toEqual([
      E('$.players[1].researchers', 'researcherCount', 'supply 15 + held 0 + on modules 1 = 16, must be 15'),
    ]);
  });

  test('held modules: at most maxHeldModules (spec 5: 4, variant 3)', () => {
    const four = (p: Position): Position => ['green', 'green', 'blue', 'lab'].reduce((q, k) => hold(q, 0, k as 'green', k === 'lab' ? 0 : 1), p);
    expect(check(four)).toEqual([]);
    expect(check((p) => hold(four(p), 0, 'blue', 1))).toEqual([E('$.players[0].held', 'tooManyHeld', 'holds 5 modules; at most 4')]);
    expect(check((p) => (four(p).variants.maxHeldModules = 3))).toEqual([E('$.players[0].held', 'tooManyHeld', 'holds 4 modules; at most 3')]);
  });

  test('held modules: residential ones carry 1 or more researchers, research ones none (spec 5)', () => {
    expect(check((p) => hold(hold(p, 1, 'green', 1), 1, 'sonar', 0))).toEqual([]);
    expect(check((p) => hold(hold(p, 1, 'green', 1), 1, 'sonar', 1))).toEqual([E('$.players[1].held[1].researchers', 'badResearchers', 'only residential modules carry researchers')]);
    expect(check((p) => hold(hold(p, 1, 'sonar', 0), 1, 'blue', 0))).toEqual([E('$.players[1].held[1].researchers', 'badResearchers', 'a residential module carries at least 1 researcher')]);
  });

  test('a goal card shows two different creatures, is one of the game\'s four, and no two seats hold the same (spec 3)', () => {
    expect(check((p) => (p.players[1]!.goal = ['crab', 'crab']))).toEqual([E('$.players[1].goal', 'badGoal', 'a goal card shows two different creatures')]);
    expect(check((p) => (p.players[1]!.goal = ['gold', 'crab']))).toEqual([
      E('$.players[1].goal', 'badGoal', '{gold, crab} is not a goal card of the game ({mussel, crab}, {snail, urchin}, {mussel, urchin}, {snail, crab})'),
    ]);
    expect(check((p) => (p.players[1]!.goal = ['urchin', 'snail']))).toEqual([]); // either order
    const same = (p: Position): void => void (p.players[1]!.goal = [p.players[0]!.goal[1], p.players[0]!.goal[0]]);
    expect(check(same)).toEqual([E('$.players[1].goal', 'duplicateGoal', 'seat 0 holds the same goal card; there is one of each')]);
    // four players hold all four cards
    expect(check((p) => p.players.forEach((q, i) => (q.goal = [...GOAL_CARDS[i]!])), () => game(4))).toEqual([]);
  });

  test('"3" tokens: held by a seat with a count of at least 2 (spec 6)', () => {
    expect(check((p) => (p.tokens.lab = 2))).toEqual([E('$.tokens.lab', 'badSeat', 'seat 2 does not exist')]);
    const mid = (): Position => structuredClone(MID);
    const k = RESEARCH_KINDS.find((r) => MID.tokens[r] !== null && MID.players[MID.tokens[r]!]!.research[r] === 2)!;
    expect(k, 'a token held with a count of exactly 2').toBeDefined();
    const holder = MID.tokens[k]!;
    expect(check((p) => (p.players[holder]!.research[k] = 1), mid)).toEqual([E(`$.tokens.${k}`, 'badToken', 'the "3" token needs a count of at least 2')]);
  });

  test('"3" tokens: no other seat has a higher count than the holder (it would have taken the token; spec 6)', () => {
    const lab = (counts: number[]) => (p: Position) => {
      counts.forEach((c, s) => (p.players[s]!.research.lab = c));
      p.tokens.lab = 0;
    };
    expect(check(lab([2, 2]))).toEqual([]); // a tie never moves it
    expect(check(lab([3, 2]))).toEqual([]);
    expect(check(lab([2, 3]))).toEqual([E('$.tokens.lab', 'badToken', 'seat 1 has a higher lab count (3) than the holder (2), so it took the token')]);
  });
});

describe('spec 12 and 3: tiles, gone tiles, the ruins board, knowledge', () => {
  test('a tile off the board: reported once, and its identity is then missing from its zone', () => {
    const pos = game(2);
    const i = onlyTile(pos, 'gold', 'D');
    pos.tiles[i]!.at = [30, 0];
    expect(errorsOf(pos)).toEqual([E(`$.tiles[${i}].at`, 'offBoard', '[30, 0] is off the 24x24 board'), E('$.tiles', 'missingTiles', '0 gold tiles in zone D (board and gone); the set has 1')]);
  });

  test('a tile on a square that is not a spot; on the lagoon it belongs to no zone', () => {
    const pos = game(2);
    const i = onlyTile(pos, 'gold', 'D');
    expect(zoneOfSq([12, 2])).toBe('D');
    pos.tiles[i]!.at = [12, 2];
    expect(errorsOf(pos)).toEqual([E(`$.tiles[${i}].at`, 'notSpot', '[12, 2] is not a spot')]);
    pos.tiles[i]!.at = [9, 9];
    expect(errorsOf(pos)).toEqual([
      E(`$.tiles[${i}].at`, 'notSpot', '[9, 9] is not a spot'),
      E(`$.tiles[${i}].tile`, 'tileZone', 'a tile cannot lie on the lagoon'),
      E('$.tiles', 'missingTiles', '0 gold tiles in zone D (board and gone); the set has 1'),
    ]);
  });

  test('a tile under a module (spec 5: placing removes them); one row further is open water', () => {
    const i = tileOn(game(2), 15, 6);
    expect(errorsOf(addModules(game(2), { kind: 'green', at: [15, 4] }))).toEqual([]);
    expect(errorsOf(addModules(game(2), { kind: 'green', at: [15, 5] }))).toEqual([E(`$.tiles[${i}].at`, 'tileUnderModule', 'a module covers [15, 6]')]);
  });

  test('two tiles on one square', () => {
    const pos = game(2);
    const [a, b] = [tileOn(pos, 5, 0), tileOn(pos, 11, 0)];
    expect([zoneOfSq([5, 0]), zoneOfSq([11, 0])]).toEqual(['D', 'D']);
    pos.tiles[b]!.at = [5, 0];
    expect(errorsOf(pos)).toEqual([E(`$.tiles[${b}].at`, 'twoTiles', `tile ${a} lies on the same square`)]);
  });

  test('Atlantis numbers: once each, in their zone on the default board (spec 3)', () => {
    const pos = game(2);
    const i = pos.tiles.findIndex((t) => t.tile === 'atlantis13');
    expect(i).toBeGreaterThan(pos.tiles.findIndex((t) => t.tile === 'atlantis1'));
    expect(zoneOfSq(pos.tiles[i]!.at)).toBe('T');
    pos.tiles[i]!.tile = 'atlantis1';
    expect(errorsOf(pos)).toEqual([
      E(`$.tiles[${i}].tile`, 'duplicateTile', 'Atlantis 1 appears twice'),
      E(`$.tiles[${i}].tile`, 'tileZone', 'Atlantis 1 belongs to zone S, not T'),
      E('$.tiles', 'tooManyTiles', '1 atlantis1 tiles in zone T (board and gone); the set has 0'),
      E('$.tiles', 'missingTiles', '0 atlantis13 tiles in zone T (board and gone); the set has 1'),
    ]);
  });

  test('the tile set per zone, exactly (spec 3 table: S has no gold and 3 crabs; D 2 crabs, 3 mussels)', () => {
    const pos = game(2);
    pos.tiles.find((t) => t.tile === 'crab' && zoneOfSq(t.at) === 'S')!.tile = 'gold';
    expect(errorsOf(pos)).toEqual([
      E('$.tiles', 'tooManyTiles', '1 gold tiles in zone S (board and gone); the set has 0'),
      E('$.tiles', 'missingTiles', '2 crab tiles in zone S (board and gone); the set has 3'),
    ]);
    const pos2 = game(2);
    pos2.tiles.find((t) => t.tile === 'mussel' && zoneOfSq(t.at) === 'D')!.tile = 'crab';
    expect(errorsOf(pos2)).toEqual([
      E('$.tiles', 'tooManyTiles', '3 crab tiles in zone D (board and gone); the set has 2'),
      E('$.tiles', 'missingTiles', '2 mussel tiles in zone D (board and gone); the set has 3'),
    ]);
  });

  test('gone tiles: on the board, a seat, only Atlantis to the ruins, counted in their zone', () => {
    const base = (): Position => game(2, { clearTiles: true });
    const g = base().gone.findIndex((x) => x.tile === 'gold' && zoneOfSq(x.at) === 'D');
    const check = checker(base);
    expect(check((p) => (p.gone[g]!.seat = 1))).toEqual([]);
    expect(check((p) => (p.gone[g]!.seat = 2))).toEqual([E(`$.gone[${g}].seat`, 'badSeat', 'seat 2 does not exist')]);
    expect(check((p) => (p.gone[g]!.at = [24, 0]))).toEqual([
      E(`$.gone[${g}].at`, 'offBoard', '[24, 0] is off the 24x24 board'),
      E('$.tiles', 'missingTiles', '0 gold tiles in zone D (board and gone); the set has 1'),
    ]);
    expect(check((p) => (p.gone[g]!.at = [9, 9]))).toEqual([
      E(`$.gone[${g}].tile`, 'tileZone', 'a tile cannot lie on the lagoon'),
      E('$.tiles', 'missingTiles', '0 gold tiles in zone D (board and gone); the set has 1'),
    ]);
    expect(check((p) => (p.gone[g]!.to = 'ruins'))).toEqual([
      E(`$.gone[${g}].to`, 'badRuins', 'only Atlantis tiles go to the ruins board'),
      E('$.ruins', 'ruinsMismatch', 'the ruins board holds 0 tiles (none); the tiles sent there are 0:null'),
    ]);
  });

  describe('the ruins board holds exactly the Atlantis tiles sent there, with their markers (spec 8)', () => {
    const ruined = (): Position => toRuins(toRuins(game(2), 'atlantis1', 0), 'atlantis7', null);
    const check = checker(ruined);
    test('matching, in any order', () => {
      expect(check(() => {})).toEqual([]);
      expect(check((p) => p.ruins.reverse())).toEqual([]);
      expect(check((p) => (p.gone[0]!.seat = p.ruins[0]!.seat = 1))).toEqual([]);
    });
    test('a mismatch lists both sides', () => {
      expect(check((p) => (p.ruins = []))).toEqual([E('$.ruins', 'ruinsMismatch', 'the ruins board holds 0 tiles (none); the tiles sent there are 1:0, 7:null')]);
      expect(check((p) => p.gone.forEach((x) => (x.to = 'removed')))).toEqual([
        E('$.ruins', 'ruinsMismatch', 'the ruins board holds 2 tiles (1:0, 7:null); the tiles sent there are none'),
      ]);
      expect(check((p) => (p.ruins[0]!.seat = 1))).toEqual([E('$.ruins', 'ruinsMismatch', 'the ruins board holds 2 tiles (1:1, 7:null); the tiles sent there are 1:0, 7:null')]);
    });
    test('a number twice, a number still on the board, a seat that does not exist', () => {
      expect(check((p) => p.ruins.push({ atlantis: 1, seat: 0 }))).toEqual([
        E('$.ruins', 'ruinsMismatch', 'the ruins board holds 3 tiles (1:0, 1:0, 7:null); the tiles sent there are 1:0, 7:null'),
        E('$.ruins[2].atlantis', 'duplicateTile', 'Atlantis 1 is on the ruins board twice'),
      ]);
      expect(check((p) => p.ruins.push({ atlantis: 12, seat: null }))).toEqual([
        E('$.ruins', 'ruinsMismatch', 'the ruins board holds 3 tiles (12:null, 1:0, 7:null); the tiles sent there are 1:0, 7:null'),
        E('$.ruins[2].atlantis', 'duplicateTile', 'Atlantis 12 is also on the board'),
      ]);
      expect(check((p) => (p.gone[0]!.seat = p.ruins[0]!.seat = 2))).toEqual([
        E('$.gone[0].seat', 'badSeat', 'seat 2 does not exist'),
        E('$.ruins[0].seat', 'badSeat', 'seat 2 does not exist'),
      ]);
    });
  });

  test('each sheet holds exactly the tiles recovered onto it, in any order; only creatures and gold, and only onto a seat\'s sheet (spec 8)', () => {
    const base = (): Position => game(2, { clearTiles: true });
    const gold = base().gone.findIndex((x) => x.tile === 'gold');
    const crab = base().gone.findIndex((x) => x.tile === 'crab');
    const chest = base().gone.findIndex((x) => x.tile === 'chest');
    const check = checker(base);
    const toSheet = (p: Position, i: number, seat: number | null): void => {
      p.gone[i]!.to = 'sheet';
      p.gone[i]!.seat = seat;
    };
    expect(
      check((p) => {
        toSheet(p, gold, 1);
        toSheet(p, crab, 1);
        p.players[1]!.sheet = ['crab', 'gold'];
      }),
    ).toEqual([]);
    // a tile sent to a sheet that does not hold it, and a sheet holding a tile nobody recovered
    expect(check((p) => toSheet(p, gold, 1))).toEqual([E('$.players[1].sheet', 'sheetMismatch', 'the sheet holds nothing; the tiles recovered onto it (gone, to: sheet) are gold')]);
    expect(check((p) => (p.players[0]!.sheet = ['urchin']))).toEqual([E('$.players[0].sheet', 'sheetMismatch', 'the sheet holds urchin; the tiles recovered onto it (gone, to: sheet) are none')]);
    expect(
      check((p) => {
        toSheet(p, gold, 1);
        p.players[0]!.sheet = ['gold'];
      }),
    ).toEqual([
      E('$.players[0].sheet', 'sheetMismatch', 'the sheet holds gold; the tiles recovered onto it (gone, to: sheet) are none'),
      E('$.players[1].sheet', 'sheetMismatch', 'the sheet holds nothing; the tiles recovered onto it (gone, to: sheet) are gold'),
    ]);
    // a chest leaves the game; a tile on a sheet has a seat
    expect(check((p) => toSheet(p, chest, 0))).toEqual([
      E(`$.gone[${chest}].to`, 'badGone', 'a chest tile does not go onto a sheet'),
      E('$.players[0].sheet', 'sheetMismatch', 'the sheet holds nothing; the tiles recovered onto it (gone, to: sheet) are chest'),
    ]);
    expect(check((p) => toSheet(p, gold, null))).toEqual([E(`$.gone[${gold}].seat`, 'badGone', "a tile on a sheet is on a seat's sheet")]);
  });

  test('knowledge is true (spec 11): a face-down tile of that identity on that square', () => {
    const pos = game(2);
    const t = pos.tiles[tileOn(pos, 2, 5)]!;
    const other = t.tile === 'crab' ? 'urchin' : 'crab';
    const knowing = (known: { at: [number, number]; tile: TileId }[], faceUp = false): PositionError[] => {
      const p = game(2);
      p.tiles[tileOn(p, 2, 5)]!.faceUp = faceUp;
      p.players[1]!.known = known;
      return errorsOf(p);
    };
    expect(knowing([{ at: [2, 5], tile: t.tile }])).toEqual([]);
    expect(knowing([{ at: [2, 5], tile: t.tile }, { at: [2, 5], tile: other }])).toEqual([E('$.players[1].known[1].tile', 'knownMismatch', `the tile there is not ${other}`)]);
    expect(knowing([{ at: [9, 9], tile: t.tile }])).toEqual([E('$.players[1].known[0]', 'knownNotFaceDown', 'no face-down tile on [9, 9]')]);
    expect(knowing([{ at: [2, 5], tile: t.tile }], true)).toEqual([E('$.players[1].known[0]', 'knownNotFaceDown', 'no face-down tile on [2, 5]')]);
    // [26, 4] would be [2, 5] of the next row: off the board, not that tile
    expect(knowing([{ at: [26, 4], tile: t.tile }])).toEqual([E('$.players[1].known[0].at', 'offBoard', '[26, 4] is off the 24x24 board')]);
  });

  test('a custom board: its refusal alone, its own size in messages, no Atlantis zones (spec 1, 3)', () => {
    // 8 wide, 9 high; lagoon x 2..4, y 2..4; spots S [1, 0] [6, 1], D [6, 4], T [1, 7]
    const rows = ['SsSSSSSS', 'SSSSSSsS', 'SSLLLSSS', 'DDLLLDDD', 'DDLLLDdD', 'DDDDDDDD', 'TTTTTTTT', 'TtTTTTTT', 'TTTTTTTT'];
    const board = { rows, base: [3, 3] as [number, number], tileSet: { S: ['crab', 'atlantis15'], D: ['gold'], T: ['atlantis1'] } as TileSet };
    const make = (): Position => setupGame({ players: 2, seed: 1, firstPlayer: 0, board: structuredClone(board) });
    expect(errorsOf(make())).toEqual([]);
    const bad = make();
    (bad.board as { base: number[] }).base = [4, 3];
    expect(errorsOf(bad)).toEqual([E('$.board.base', 'baseNotOnLagoon', 'the base footprint around [4, 3] must lie on the lagoon')]);
    // the tile on [6, 4] lies under the stray module's corner
    expect(errorsOf(addModules(make(), { kind: 'green', at: [7, 5] }))).toEqual([E('$.modules[1].at', 'offBoard', 'the footprint around [7, 5] leaves the board')]);
    const off = make();
    const crab = off.tiles.findIndex((t) => t.tile === 'crab');
    off.tiles[crab]!.at = [8, 0];
    expect(errorsOf(off)).toEqual([E(`$.tiles[${crab}].at`, 'offBoard', '[8, 0] is off the 8x9 board'), E('$.tiles', 'missingTiles', '0 crab tiles in zone S (board and gone); the set has 1')]);
  });
});

describe('spec 12 and 7: submarines and the turn in progress', () => {
  const check = checker(() => game(2));
  const sub = (seat: number, index: number, at: [number, number]) => ({ seat, index, at });

  test('a submarine of a seat that exists, once', () => {
    expect(check((p) => p.submarines.push(sub(1, 2, [9, 9]), sub(0, 2, [9, 10])))).toEqual([]);
    expect(check((p) => p.submarines.push(sub(2, 0, [9, 9])))).toEqual([E('$.submarines[0].seat', 'badSeat', 'seat 2 does not exist')]);
    expect(check((p) => p.submarines.push(sub(0, 1, [5, 6]), sub(0, 1, [6, 6])))).toEqual([E('$.submarines[1].index', 'duplicateSubmarine', 'submarine 0:1 is on the board twice')]);
  });

  test('a submarine off the board is only that (no wrap onto the next row\'s tile)', () => {
    // [26, 4] would be [2, 5] of the next row, which holds a face-down tile
    tileOn(game(2), 2, 5);
    expect(check((p) => p.submarines.push(sub(0, 0, [26, 4])))).toEqual([E('$.submarines[0].at', 'offBoard', '[26, 4] is off the 24x24 board')]);
  });

  test('in open water (spec 2.1: the half-covered corner too), one per square, never on a face-down tile (spec 7)', () => {
    expect(check((p) => p.submarines.push(sub(0, 0, [13, 12])))).toEqual([]);
    expect(check((p) => p.submarines.push(sub(0, 0, [12, 12])))).toEqual([E('$.submarines[0].at', 'submarineUnderModule', 'a module covers [12, 12]')]);
    expect(check((p) => p.submarines.push(sub(1, 0, [13, 12]), sub(0, 0, [13, 12])))).toEqual([E('$.submarines[1].at', 'twoSubmarines', 'submarine 0 stands on the same square')]);
    expect(check((p) => p.submarines.push(sub(1, 0, [2, 5])))).toEqual([E('$.submarines[0].at', 'submarineOnFaceDownTile', 'a submarine never rests on a face-down tile')]);
    expect(check((p) => (p.tiles[tileOn(p, 2, 5)]!.faceUp = true) && p.submarines.push(sub(1, 0, [2, 5])))).toEqual([]);
  });

  test('the squares of an open examination are on the board (spec 8)', () => {
    const examining = (examined: [number, number][]): PositionError[] => {
      const p = game(2);
      p.phase = 3;
      p.turn.pending = { type: 'examine', left: 1, examined };
      return errorsOf(p);
    };
    expect(examining([[2, 5]])).toEqual([]);
    expect(examining([[25, 3]])).toEqual([E('$.turn.pending.examined[0]', 'offBoard', '[25, 3] is off the 24x24 board')]);
  });

  test('a pending choice only in phase 3 (spec 8)', () => {
    expect(check((p) => (atPhase(p, 3).turn.pending = { type: 'speed' }))).toEqual([]);
    expect(check((p) => (atPhase(p, 2).turn.pending = { type: 'atlantis' }))).toEqual([E('$.turn.pending', 'badPending', 'pending choices exist only in phase 3')]);
  });

  test("another phase's turn progress holds its starting value: a turn starts afresh (spec 12)", () => {
    // each phase's own progress is accepted in that phase
    expect(check((p) => Object.assign(atPhase(p, 1).turn, { bought: true, buildCost: 2 }))).toEqual([]);
    expect(check((p) => Object.assign(atPhase(p, 2).turn, { steps: 2, moves: 1 }))).toEqual([]);
    expect(check((p) => Object.assign(atPhase(p, 3).turn, { step: 'move', pinged: [0] }))).toEqual([]);
    // phase-2 bookkeeping in phase 3: the Atlantis move and research generation would read it
    expect(check((p) => Object.assign(atPhase(p, 3).turn, { steps: 2, moves: 1 }))).toEqual([
      E('$.turn.steps', 'badTurn', 'steps is turn progress of phase 2; in phase 3 it is 0'),
      E('$.turn.moves', 'badTurn', 'moves is turn progress of phase 2; in phase 3 it is 0'),
    ]);
    expect(check((p) => (atPhase(p, 2).turn.bought = true))).toEqual([E('$.turn.bought', 'badTurn', 'bought is turn progress of phase 1; in phase 2 it is false')]);
    expect(check((p) => (atPhase(p, 1).turn.step = 'sonar'))).toEqual([E('$.turn.step', 'badTurn', 'step is turn progress of phase 3; in phase 1 it is "launch"')]);
  });

  test('modules placed and arrivals name modules on the board by their centre (spec 2.3)', () => {
    const green = (p: Position): Position => addModules(p, { kind: 'green', at: [14, 11] });
    expect(check((p) => (green(p).turn.placed = [[14, 11]]))).toEqual([]);
    expect(check((p) => (green(atPhase(p, 2)).turn.arrivals = [{ at: [14, 11], count: 1 }, { at: [11, 11], count: 2 }]))).toEqual([]);
    // [11, 14] shares only x with the base, [17, 11] only y with both modules
    expect(check((p) => (green(p).turn.placed = [[14, 11], [11, 14], [17, 11]]))).toEqual([
      E('$.turn.placed[1]', 'noSuchModule', 'no module centred at [11, 14]'),
      E('$.turn.placed[2]', 'noSuchModule', 'no module centred at [17, 11]'),
    ]);
    expect(check((p) => (green(atPhase(p, 2)).turn.arrivals = [{ at: [11, 11], count: 1 }, { at: [14, 14], count: 1 }]))).toEqual([
      E('$.turn.arrivals[1].at', 'noSuchModule', 'no module centred at [14, 14]'),
    ]);
  });

  test('finalRound: set to the next round once Atlantis 13, 14 and 15 are on the ruins board, so the current round, or the next in a game that ended (spec 9)', () => {
    /** Round `round`, Atlantis 13-15 recovered by seat 0, finalRound `final`. */
    const final = (round: number, final: number, ruined = [13, 14, 15], endReason: Position['endReason'] = null) => (p: Position) => {
      p.round = round;
      p.finalRound = final;
      p.endReason = endReason;
      for (const n of ruined) {
        const [t] = p.tiles.splice(p.tiles.findIndex((x) => x.tile === `atlantis${n}`), 1);
        p.gone.push({ at: t!.at, tile: t!.tile, to: 'ruins', seat: 0 });
        p.ruins.push({ atlantis: n, seat: 0 });
      }
    };
    expect(check(final(5, 5))).toEqual([]);
    expect(check(final(5, 6, undefined, 'allAtlantis'))).toEqual([]); // set in a round that ended the game another way
    expect(check(final(1, 1, []))).toEqual([E('$.finalRound', 'badRound', 'finalRound is at least round 2')]);
    expect(check(final(6, 5))).toEqual([E('$.finalRound', 'badRound', 'finalRound 5 is before the current round 6: the game would have ended then')]);
    expect(check(final(5, 6))).toEqual([E('$.finalRound', 'badRound', 'finalRound is the round after the one it was set in: 5, not 6')]);
    expect(check(final(5, 7, undefined, 'stalemate'))).toEqual([E('$.finalRound', 'badRound', 'finalRound is the round after the one it was set in: 5 or 6, not 7')]);
    expect(check(final(5, 5, [13, 15]))).toEqual([E('$.finalRound', 'badRound', 'finalRound is set once Atlantis 13, 14 and 15 are all on the ruins board')]);
    // the end by atlantis13to15 comes in finalRound, and only once it is set
    expect(check(final(5, 5, undefined, 'atlantis13to15'))).toEqual([]);
    expect(check(final(5, 6, undefined, 'atlantis13to15'))).toEqual([E('$.endReason', 'badRound', 'the game ends by atlantis13to15 in finalRound (6), not in round 5')]);
    const unset = (endReason: Position['endReason'], ruined: number[]) => (p: Position) => {
      final(5, 5, ruined, endReason)(p);
      p.finalRound = null;
    };
    expect(check(unset('atlantis13to15', [13, 14]))).toEqual([E('$.endReason', 'badRound', 'the game ends by atlantis13to15 only once finalRound is set')]);
    // a round's end sets finalRound before it looks for an end: an ended game with 13-15 on the ruins has it
    expect(check(unset('stalemate', [13, 14, 15]))).toEqual([E('$.finalRound', 'badRound', 'a game that ended with Atlantis 13, 14 and 15 on the ruins board has its finalRound set')]);
    expect(check(unset('stalemate', [13, 14]))).toEqual([]);
    expect(check(unset(null, [13, 14, 15]))).toEqual([]); // they arrived this round: set at its end
  });

  test('positions reached by play are valid, every few actions and at the end, whatever the player count (seeded games)', () => {
    let ended = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const players = 2 + (seed % 3);
      const pos = setupGame({ players, seed });
      const rng = Rng.fromSeed(seed);
      for (let ply = 0; pos.endReason === null; ply++) {
        const legal = legalActions(pos);
        // mostly the greedy policy (games that invest and end by Atlantis), sometimes a random action
        applyInPlace(pos, rng.int(8) === 0 ? rng.pick(legal) : Nautilus.rollout(pos, legal, rng));
        if (ply % 25 === 0) expect(errorsOf(pos), `seed ${seed} ply ${ply}`).toEqual([]);
      }
      expect(errorsOf(pos), `seed ${seed} at the end (${pos.endReason})`).toEqual([]);
      ended++;
    }
    expect(ended).toBe(24);
  });
});

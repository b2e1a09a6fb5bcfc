// Spec section 12: position JSON — schema, engine checks, exact round trip, fuzzing.
import { scaled } from '../scale.js';
import { describe, expect, test } from 'vitest';
import { fc, test as fcTest } from '@fast-check/vitest';
import { readFileSync } from 'node:fs';
import { Rng } from '../../src/core/rng.js';
import {
  applyInPlace,
  checkAction,
  conservationViolations,
  legalActions,
  play,
  parsePosition,
  positionFromJSON,
  positionToJSON,
  setupGame,
  validatePosition,
  type Position,
} from '../../src/nautilus/index.js';
import { addModules, game } from '../helpers.js';

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

// Spec 10: position JSON — round trips, schema errors with paths, rule errors, fuzzing.
import { describe, expect, test } from 'vitest';
import { fc, test as prop } from '@fast-check/vitest';
import { Atlantis, POSITION_SCHEMA, invariants, legalActions, parsePosition, setupGame, validatePosition, type Position } from '../../src/atlantis/index.js';
import { run, samplePositions, scenario, stuckPosition } from './helpers.js';

const samples = samplePositions(12, 3, 9);
const mid = samples.find((p) => p.turnState.stage === 'moving')!;
const paying = samples.find((p) => p.turnState.stage === 'paying')!;
const ended = samples.find((p) => p.ended !== null && p.players > 2)!;

/** Errors of a changed copy of `base` as `path code` strings. */
function errorsAfter(base: Position, change: (p: Record<string, any>) => void): string[] {
  const p = structuredClone(base) as unknown as Record<string, any>;
  change(p);
  return validatePosition(p).map((e) => `${e.path} ${e.code}`);
}

describe('spec 10: round trip', () => {
  test('the samples hold every stage and finished games', () => {
    expect(new Set(samples.map((p) => (p.ended ? 'ended' : p.turnState.stage)))).toEqual(new Set(['start', 'moving', 'paying', 'ended']));
  });

  test('fromJSON(JSON(toJSON(p))) gives p back, for every sample', () => {
    for (const p of samples) {
      const back = Atlantis.fromJSON(JSON.parse(JSON.stringify(Atlantis.toJSON(p))));
      expect(back).toEqual({ ok: true, value: p });
    }
  });

  test('toJSON is a copy', () => {
    const p = setupGame({ players: 2, seed: 1 });
    const json = Atlantis.toJSON(p) as Position;
    expect(json).toEqual(p);
    json.hands[0]!.push(3);
    expect(p.hands[0]!.length).toBe(4);
  });

  test('the schema names the format', () => {
    expect(POSITION_SCHEMA.properties.format).toEqual({ const: 'atlantis/1' });
  });

  test('bad JSON text is a path error', () => {
    const r = parsePosition('{"format":');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.code).toBe('badJson');
    expect(parsePosition(JSON.stringify(mid))).toEqual({ ok: true, value: mid });
  });
});

describe('spec 10: schema errors carry JSON paths', () => {
  test.each([
    ['not an object', (p: Record<string, any>) => void Object.keys(p).forEach((k) => delete p[k]), '$.format schema.required'],
    ['a missing field', (p: Record<string, any>) => delete p.turnState, '$.turnState schema.required'],
    ['an unknown field', (p: Record<string, any>) => (p.foo = 1), '$.foo schema.additionalProperties'],
    ['another format', (p: Record<string, any>) => (p.format = 'atlantis/2'), '$.format schema.const'],
    ['a colour out of range', (p: Record<string, any>) => (p.hands[0][0] = 7), '$.hands[0][0] schema.maximum'],
    ['a short path', (p: Record<string, any>) => p.path.pop(), '$.path schema.minItems'],
    ['an unknown stage', (p: Record<string, any>) => (p.turnState.stage = 'flying'), '$.turnState.stage schema.enum'],
    ['a tile value 0', (p: Record<string, any>) => (p.path[11][0][1] = 0), '$.path[11][0][1] schema.minimum'],
    ['a variant of the wrong type', (p: Record<string, any>) => (p.variant.openStacks = 'yes'), '$.variant.openStacks schema.type'],
    ['a fractional turn', (p: Record<string, any>) => (p.turn = 1.5), '$.turn schema.type'],
  ])('%s', (_name, change, expected) => {
    expect(errorsAfter(setupGame({ players: 2, seed: 1 }), change)).toContain(expected);
  });

  test('a non-object document', () => {
    expect(validatePosition(42)).toEqual([{ path: '$', code: 'schema.type', message: 'must be object' }]);
    expect(validatePosition(null).map((e) => e.path)).toEqual(['$']);
  });
});

describe('spec 10: rule errors', () => {
  const fresh = () => setupGame({ players: 2, seed: 1 });
  test.each([
    ['one hand too many', (p: Record<string, any>) => p.hands.push([]), '$.hands seatCount'],
    ['toAct beyond the seats', (p: Record<string, any>) => (p.toAct = 2), '$.toAct badSeat'],
    ['firstPlayer beyond the seats', (p: Record<string, any>) => (p.firstPlayer = 3), '$.firstPlayer badSeat'],
    ['two tiles on a single position', (p: Record<string, any>) => p.path[11].push(p.path[12].pop()), '$.path[11] stackTooHigh'],
    ['a tile on position 27', (p: Record<string, any>) => p.path[27].push(p.path[34].pop()), '$.path[27] stackTooHigh'],
    ['a tile back B lacks (red 4) at 34', (p: Record<string, any>) => (p.path[34] = [[0, 4]]), '$.path[34][0] tileNotInSet'],
    ['a tile missing', (p: Record<string, any>) => p.path[34].pop(), '$ tileMissing'],
    ['a tile collected twice', (p: Record<string, any>) => p.collected[0].push([...p.path[12][0], 0], [...p.path[12][0], 0]), '$.collected[0][0] tileNotInSet'],
    ['a sixteenth card', (p: Record<string, any>) => p.deck.push(p.deck[0]), '$.deck[96] tooManyCards'],
    ['a card missing', (p: Record<string, any>) => p.deck.pop(), '$ cardMissing'],
    ['an unsorted hand', (p: Record<string, any>) => p.hands[0].reverse(), '$.hands[0] unsorted'],
    ['shown cards not in the hand', (p: Record<string, any>) => (p.shown[0] = [p.hands[1].find((c: number) => !p.hands[0].includes(c))]), '$.shown[0] shownNotInHand'],
    ['a pawn on water', (p: Record<string, any>) => (p.pawns[0][0] = 27), '$.pawns[0][0] pawnOnWater'],
    ['two pawns on one position', (p: Record<string, any>) => (p.pawns = [[11, 0, 0], [11, 0, 0]]), '$.pawns[0][0] twoPawns'],
    ['a bridge on a tile', (p: Record<string, any>) => (p.bridges = [[0, 11]]), '$.bridges[0][1] bridgeOnTile'],
    ['two bridges of one seat', (p: Record<string, any>) => (p.bridges = [[0, 27], [0, 27]]), '$.bridges[1][0] twoBridges'],
    ['a bridge of seat 3 with 2 players', (p: Record<string, any>) => (p.bridges = [[3, 27]]), '$.bridges[0][0] badSeat'],
    ['three pawns home in a running game', (p: Record<string, any>) => (p.pawns[1] = [54, 54, 54]), '$.pawns[1] gameNotEnded'],
    ['a pass streak that should have ended the game', (p: Record<string, any>) => (p.passStreak = 2), '$.passStreak badPassStreak'],
    ['owing before the move', (p: Record<string, any>) => (p.turnState.owed = 3), '$.turnState badStage'],
    ['a revealed hand of seat 3', (p: Record<string, any>) => (p.revealed = [[3, []]]), '$.revealed[0][0] badSeat'],
    ['bought cards not in the hand', (p: Record<string, any>) => (p.turnState.bought = [p.hands[1].find((c: number) => !p.hands[0].includes(c))]), '$.turnState.bought boughtNotInHand'],
  ])('%s', (_name, change, expected) => {
    expect(errorsAfter(fresh(), change)).toContain(expected);
  });

  // 10 yellow 2 | 12 white 6 | 15 grey 4 | 16 red 5; seat 1 on 12
  const owing = () =>
    run(
      scenario({ path: { 10: 'yellow 2', 12: 'white 6', 15: 'grey 4', 16: 'red 5' }, pawns: [[10, 0, 0], [0, 0, 0]], hands: ['red red blue', ''], collected: [[5, 7], []] }),
      'move 0 red',
    );
  const moving = () =>
    run(scenario({ path: { 10: 'yellow 2', 12: 'white 6', 16: 'red 5' }, pawns: [[10, 0, 0], [12, 0, 0]], hands: ['white red', ''], collected: [[7], []] }), 'move 0 white');

  test.each([
    ['crossed gaps that are not those of the move', owing, (p: Record<string, any>) => (p.turnState.crossed = [[11, 11]]), '$.turnState.crossed badCrossed'],
    ['an owed sum that is not the tolls', owing, (p: Record<string, any>) => (p.turnState.owed = 5), '$.turnState.owed badOwed'],
    ['a paying stage that cannot be paid', owing, (p: Record<string, any>) => ((p.collected[0] = []), (p.out = [...p.out, ...structuredClone(owing().collected[0]!)]), (p.bridges = [[0, 40]])), '$.turnState.owed unpayable'],
    ['a paying stage on an occupied position', owing, (p: Record<string, any>) => (p.pawns[1][0] = 16), '$.pawns[0][0] twoPawns'],
    ['a move in progress on a free position', moving, (p: Record<string, any>) => (p.pawns[1][0] = 0), '$.turnState.stage notOccupied'],
    ['a move in progress that cannot be finished', moving, (p: Record<string, any>) => ((p.hands[0] = []), p.deck.push(0)), '$.turnState stranded'],
    ['a move in progress whose tolls cannot be paid', moving, (p: Record<string, any>) => ((p.out = [...p.out, ...p.collected[0]]), (p.collected[0] = [])), '$.turnState stranded'],
    ['a pawn behind where the move began', moving, (p: Record<string, any>) => (p.turnState.from = 16), '$.turnState.from badFrom'],
    ['cards played that are not on the discard pile', moving, (p: Record<string, any>) => (p.turnState.played = [3]), '$.turnState.played playedNotDiscarded'],
    ['a move in progress without its pawn', moving, (p: Record<string, any>) => (p.turnState.pawn = null), '$.pawns[0][0] twoPawns'],
    ['a move in progress without its start', moving, (p: Record<string, any>) => (p.turnState.from = null), '$.turnState badStage'],
  ] as [string, () => Position, (p: Record<string, any>) => void, string][])('%s', (_name, make, change, expected) => {
    expect(errorsAfter(make(), change)).toContain(expected);
  });

  test('a finished game: pawns home, no turn in progress, scores that add up, the right winners', () => {
    expect(errorsAfter(ended, (p) => (p.pawns[0][0] = 0))).toContain('$.pawns[0][0] pawnNotHome');
    expect(errorsAfter(ended, (p) => (p.ended.scores[0].total += 1))).toContain('$.ended.scores[0].total badScore');
    expect(errorsAfter(ended, (p) => (p.ended.scores[1].cards += 1))).toContain('$.ended.scores[1].cards badScore');
    expect(errorsAfter(ended, (p) => (p.ended.scores[1].seat = 0))).toContain('$.ended.scores[1].seat badScore');
    expect(errorsAfter(ended, (p) => (p.ended.winners = [9 - 9 + (p.ended.winners[0] === 0 ? 1 : 0)]))).toContain('$.ended.winners badWinners');
    expect(errorsAfter(ended, (p) => p.ended.scores.pop())).toContain('$.ended.scores seatCount');
  });

  test('the stalemate scenario is a valid position', () => {
    expect(validatePosition(stuckPosition())).toEqual([]);
  });
});

/** Every path to a number inside a JSON value. */
function numberPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => numberPaths(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => numberPaths(v, [...path, k]));
  return [];
}

/** Every path to a node (number, array, object, or other leaf) below the root. */
function nodePaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const here = path.length ? [path] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => nodePaths(v, [...path, i]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([k, v]) => nodePaths(v, [...path, k]))];
  return here;
}

function setAt(root: any, path: (string | number)[], value: unknown): void {
  let node = root;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path[path.length - 1]!] = value;
}

/** A document read back must be whole: invariants hold and a running game has a legal action. */
function checkRead(json: unknown): void {
  const r = Atlantis.fromJSON(json);
  if (!r.ok) {
    for (const e of r.error) expect(e.path.startsWith('$')).toBe(true);
    return;
  }
  expect(invariants(r.value)).toEqual([]);
  if (r.value.ended === null) expect(legalActions(r.value).length).toBeGreaterThan(0);
}

describe('spec 10: fuzzing fromJSON', () => {
  prop.prop([fc.jsonValue()], { numRuns: 300 })('arbitrary JSON values never crash', (value) => {
    checkRead(value);
  });

  prop.prop([fc.integer({ min: 0, max: samples.length - 1 }), fc.nat(), fc.jsonValue({ maxDepth: 2 })], { numRuns: 400 })(
    'a real position with one field replaced',
    (i, pick, value) => {
      const p = structuredClone(samples[i]!) as unknown as Record<string, unknown>;
      const keys = Object.keys(p);
      p[keys[pick % keys.length]!] = value;
      checkRead(p);
    },
  );

  prop.prop([fc.integer({ min: 0, max: samples.length - 1 }), fc.nat(), fc.constantFrom(-1, 1, 7, -100, 0.5)], { numRuns: 1500 })(
    'a real position with one number nudged',
    (i, pick, delta) => {
      const p = structuredClone(samples[i]!);
      const paths = numberPaths(p);
      const path = paths[pick % paths.length]!;
      let node: any = p;
      for (const key of path) node = node[key];
      setAt(p, path, (node as number) + delta);
      checkRead(p);
    },
  );

  prop.prop([fc.integer({ min: 0, max: samples.length - 1 }), fc.nat(), fc.integer({ min: -2, max: 60 })], { numRuns: 1500 })(
    'a real position with one number replaced by another',
    (i, pick, value) => {
      const p = structuredClone(samples[i]!);
      const paths = numberPaths(p);
      setAt(p, paths[pick % paths.length]!, value);
      checkRead(p);
    },
  );

  prop.prop([fc.integer({ min: 0, max: samples.length - 1 }), fc.nat(), fc.jsonValue({ maxDepth: 2 })], { numRuns: 800 })(
    'a real position with any inner node replaced',
    (i, pick, value) => {
      const p = structuredClone(samples[i]!);
      const paths = nodePaths(p);
      setAt(p, paths[pick % paths.length]!, value);
      checkRead(p);
    },
  );

  test('a seat out of range in every stage', () => {
    for (const base of [mid, paying, ended, samples[0]!]) {
      for (const key of ['toAct', 'firstPlayer', 'players'] as const) {
        for (const value of [0, 1, 2, 3, 4, 5]) {
          const p = structuredClone(base) as unknown as Record<string, unknown>;
          p[key] = value;
          checkRead(p);
        }
      }
    }
  });

  prop.prop([fc.integer({ min: 0, max: samples.length - 1 }), fc.nat(), fc.nat()], { numRuns: 500 })('a real position with two numbers swapped', (i, a, b) => {
    const p = structuredClone(samples[i]!);
    const paths = numberPaths(p);
    const pa = paths[a % paths.length]!;
    const pb = paths[b % paths.length]!;
    const get = (path: (string | number)[]): number => path.reduce((n: any, k) => n[k], p) as number;
    const va = get(pa);
    setAt(p, pa, get(pb));
    setAt(p, pb, va);
    checkRead(p);
  });
});

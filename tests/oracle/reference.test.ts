// The engine's submarine verbs (spec 7, 8) against the independent reference of
// `reference.ts`: the legal list per verb, and `checkAction` over a broad candidate set.
import { afterEach, describe, expect, test } from 'vitest';
import { NaiveKernel } from '../../src/kernel/naive.js';
import { TsKernel } from '../../src/kernel/tsKernel.js';
import { checkAction, enginePerft, kernelPerft, legalActions, makeAction, createContext, referenceLegalActions, validatePosition, type Action, type Position } from '../../src/nautilus/index.js';
import { customSamples, derivedSamples, gameSamples, type Sample } from './positions.js';
import { refByVerb, refPerft, refRows } from './reference.js';
import { scenarios } from './scenarios.js';

const VERBS = ['move', 'retire', 'launch', 'examine'] as const;
type Verb = (typeof VERBS)[number];

const games = gameSamples(12, 8);
const derived = derivedSamples(games, 10);
const customs = customSamples(40);
// boards up to 32 squares wide: a row fills a whole 32-bit word in the kernels
const bigs = [...customSamples(3, [32, 32]), ...customSamples(3, [20, 31])];
const scene = scenarios();
const all: Sample[] = [...games, ...derived, ...customs, ...bigs, ...scene];

/** The engine's legal actions of one verb, as notation. */
function engineVerb(pos: Position, verb: Verb): string[] {
  return legalActions(pos)
    .filter((a) => a.type === verb)
    .map(makeAction);
}

/**
 * Every action of the four verbs that could conceivably be asked for: every square of the board
 * and a ring of squares just off it; every submarine name of every seat (own, foreign, in supply,
 * and a seat that does not exist); every square as a launch or retire module (module centres and
 * everything else).
 */
function candidates(pos: Position): Action[] {
  const rows = refRows(pos);
  const h = rows.length;
  const w = rows[0]!.length;
  const squares: [number, number][] = [];
  for (let y = -1; y <= h; y++) for (let x = -1; x <= w; x++) squares.push([x, y]);
  const subs: { seat: number; index: number }[] = [];
  for (let seat = 0; seat <= pos.players.length; seat++) for (let index = 0; index < 3; index++) subs.push({ seat, index });
  const out: Action[] = [];
  for (const sub of subs) for (const to of squares) out.push({ type: 'move', sub, to });
  for (const sub of subs) for (const at of squares) out.push({ type: 'retire', sub, at });
  for (const at of squares) for (const dir of ['N', 'E', 'S', 'W'] as const) out.push({ type: 'launch', at, dir });
  for (const at of squares) out.push({ type: 'examine', at });
  return out;
}

const sorted = (xs: string[]): string[] => [...xs].sort();

describe('the oracle samples are what the tests claim', () => {
  test('every sample is a valid position', () => {
    for (const s of all) expect(validatePosition(s.pos), s.name).toEqual([]);
  });

  test('game samples: phase 3 with own submarines; both trench states; pending speed and examination met', () => {
    expect(games.length).toBeGreaterThanOrEqual(40);
    for (const s of games) {
      expect(s.pos.phase).toBe(3);
      expect(s.pos.submarines.some((x) => x.seat === s.pos.toAct)).toBe(true);
    }
    const kinds = new Set(games.flatMap((s) => s.kinds));
    for (const k of ['trench-open', 'trench-closed', 'pending-speed', 'pending-examine', 'tile-face-down']) expect(kinds.has(k), k).toBe(true);
    // more than one submarine of the seat to act in some sample, and several seats' submarines in some
    expect(games.some((s) => s.pos.submarines.filter((x) => x.seat === s.pos.toAct).length >= 2)).toBe(true);
    expect(games.some((s) => new Set(s.pos.submarines.map((x) => x.seat)).size >= 2)).toBe(true);
  });

  test('derived samples: the same real geometry with the trench flipped and with all five kinds', () => {
    const kinds = new Set(derived.flatMap((s) => s.kinds));
    for (const k of ['trench-open', 'trench-closed', 'all-five-kinds']) expect(kinds.has(k), k).toBe(true);
  });

  test('random custom boards: 40 valid positions covering every state the generator draws', () => {
    expect(customs.length).toBe(40);
    const kinds = new Set(customs.flatMap((s) => s.kinds));
    for (const k of ['custom-board', 'trench-open', 'trench-closed', 'pending-speed', 'pending-examine', 'tile-face-up', 'tile-face-down', 'some-moved', 'all-five-kinds']) {
      expect(kinds.has(k), k).toBe(true);
    }
    expect(customs.some((s) => s.pos.modules.length >= 3)).toBe(true);
  });

  test('large random custom boards: 32 wide and tall, and other sizes from 20 to 31', () => {
    const sizes = bigs.map((s) => s.name.replace(/.*\((.*)\)$/, '$1'));
    expect(sizes.slice(0, 3)).toEqual(['32x32', '32x32', '32x32']);
    expect(bigs.length).toBe(6);
    for (const s of bigs) expect(s.pos.submarines.some((x) => x.seat === 0)).toBe(true);
  });

  test('every scenario kind occurred', () => {
    const kinds = [...new Set(scene.flatMap((s) => s.kinds))].sort();
    expect(kinds).toEqual(
      [
        'scenario:all-five-kinds',
        'scenario:blocking',
        'scenario:custom-board',
        'scenario:examine',
        'scenario:examine-same-zone',
        'scenario:examine-second',
        'scenario:four-kinds',
        'scenario:game-over',
        'scenario:launch',
        'scenario:launch-closed',
        'scenario:launch-no-supply',
        'scenario:modules',
        'scenario:moved',
        'scenario:other-phase',
        'scenario:range5',
        'scenario:range6',
        'scenario:retire',
        'scenario:retire-on-tile',
        'scenario:speed',
        'scenario:tiles',
        'scenario:trench-closed',
        'scenario:trench-open',
      ].sort(),
    );
    // the speed and examination scenarios really have their choice open
    for (const s of scene.filter((x) => x.kinds.includes('scenario:speed'))) expect(s.pos.turn.pending).toEqual({ type: 'speed' });
    for (const s of scene.filter((x) => x.kinds.some((k) => k.startsWith('scenario:examine')))) expect(s.pos.turn.pending?.type).toBe('examine');
  });
});

describe('the two generators of the engine agree on every sample', () => {
  // fast.ts (legalActions) and generate.ts (referenceLegalActions, the original route) on the
  // game, derived, custom and scenario positions: the same actions in the same order
  test.each(all.map((s) => [s.name, s] as const))('%s', (_n, s) => {
    expect(referenceLegalActions(s.pos).map(makeAction)).toEqual(legalActions(s.pos).map(makeAction));
  });
});

describe('spec 7/8: the engine legal list per verb equals the reference', () => {
  test.each(all.map((s) => [s.name, s] as const))('%s', (_name, s) => {
    const ref = refByVerb(s.pos);
    for (const verb of VERBS) {
      const eng = engineVerb(s.pos, verb);
      expect(new Set(eng).size, `${verb}: no duplicates`).toBe(eng.length);
      expect(sorted(eng), verb).toEqual(sorted(ref[verb]));
    }
  });
});

describe('spec 7/8: checkAction accepts exactly the reference actions among every candidate', () => {
  // every scenario and custom board; a third of the game samples (each check asks ~2,500 questions)
  const checked = [...scene, ...customs, bigs[0]!, ...games.filter((_, i) => i % 3 === 0), ...derived.filter((_, i) => i % 4 === 0)];
  test.each(checked.map((s) => [s.name, s] as const))('%s', (_name, s) => {
    const ref = refByVerb(s.pos);
    const accepted: Record<Verb, string[]> = { move: [], retire: [], launch: [], examine: [] };
    for (const a of candidates(s.pos)) if (checkAction(s.pos, a) === null) accepted[a.type as Verb].push(makeAction(a));
    for (const verb of VERBS) expect(sorted(accepted[verb]), verb).toEqual(sorted(ref[verb]));
  });
});

describe('hand-checked verb sets of the scenarios', () => {
  const find = (name: string): Position => scene.find((s) => s.name.startsWith(name))!.pos;

  test('spec 7 launch: exactly the empty mouths of modules with 2+ own researchers, the closed trench included', () => {
    // lab (11,14): N mouth (11,12) is under the base, E (13,14) empty. sonar C turned once (14,11):
    // only E, (16,11) empty. training (8,8): 1 researcher. analysis A (4,19): N (4,17) holds a tile,
    // S (4,21) is trench (closed, still legal). technology A (1,1): N is off the board, S (1,3)
    // empty. technology D turned twice (20,17): S (20,19) holds submarine 1:0.
    expect(sorted(refByVerb(find('spec 7 launch:')).launch)).toEqual(sorted(['launch 11 14 E', 'launch 14 11 E', 'launch 4 19 S', 'launch 1 1 S']));
    expect(sorted(engineVerb(find('spec 7 launch:'), 'launch'))).toEqual(sorted(['launch 11 14 E', 'launch 14 11 E', 'launch 4 19 S', 'launch 1 1 S']));
    expect(engineVerb(find('spec 7 no launch after'), 'launch')).toEqual([]);
    expect(engineVerb(find('spec 7 no launch with no submarine'), 'launch')).toEqual([]);
  });

  test('spec 7 retire: own submarines on open mouths of research modules holding any researcher', () => {
    // 0:0 on the lab's E mouth (the lab holds seat 1's researcher): yes. 0:1 on the E mouth of the
    // sonar module, which holds no researcher: no. 0:2 on (6,8), the W mouth of the training module
    // (layout A turned once: E and W) and the E mouth of the analysis module (layout B): both.
    const want = ['retire 0:0 11 14', 'retire 0:2 8 8', 'retire 0:2 4 8'];
    expect(sorted(refByVerb(find('spec 2.1/7 modules')).retire)).toEqual(sorted(want));
    expect(sorted(engineVerb(find('spec 2.1/7 modules'), 'retire'))).toEqual(sorted(want));
    expect(sorted(engineVerb(find('spec 7 retire stays legal'), 'retire'))).toEqual(sorted(want));
    expect(engineVerb(find('spec 7 no retire from a submarine standing'), 'retire')).toEqual(['retire 0:1 15 11']);
  });

  test('spec 8 examination zone rule', () => {
    const down = ['examine 7 7', 'examine 9 7', 'examine 3 7', 'examine 2 8', 'examine 18 3'];
    expect(sorted(engineVerb(find('spec 8 examination, first tile'), 'examine'))).toEqual(sorted(down));
    expect(sorted(engineVerb(find('spec 8 examination, second tile after an S tile'), 'examine'))).toEqual(sorted(['examine 3 7', 'examine 2 8', 'examine 18 3']));
    expect(sorted(engineVerb(find('spec 8 examination, second tile after the T tile'), 'examine'))).toEqual(sorted(['examine 7 7', 'examine 9 7', 'examine 3 7', 'examine 2 8']));
    expect(sorted(engineVerb(find('spec 8 examination: after the D tile'), 'examine'))).toEqual(sorted(['examine 4 1', 'examine 6 1', 'examine 4 5']));
    expect(engineVerb(find('spec 8 examination: after an S tile with the D tile'), 'examine')).toEqual(['examine 7 6']);
    expect(sorted(engineVerb(find('spec 8 examination: after an S tile with every other'), 'examine'))).toEqual(sorted(['examine 6 1', 'examine 4 5']));
  });
});

describe('cli.md submarine-move perft on the large random boards: reference = engine = TS twin', () => {
  // the 32x32 boards with the turn reset: no pending choice, no submarine moved yet
  const fresh = bigs.slice(0, 3).map((s) => {
    const pos = structuredClone(s.pos);
    pos.turn.pending = null;
    pos.turn.moved = [];
    return { name: s.name, pos };
  });
  test('the three 32x32 boards have two or more own submarines with moves between them', () => {
    expect(fresh.filter((s) => s.pos.submarines.filter((x) => x.seat === 0).length >= 2).length).toBeGreaterThanOrEqual(2);
    for (const s of fresh) expect(refPerft(s.pos, 1)).toBeGreaterThan(0);
  });
  test.each(fresh.map((s) => [s.name, s] as const))('%s', (_name, s) => {
    for (const d of [1, 2]) {
      const want = refPerft(s.pos, d);
      expect(enginePerft(s.pos, d, createContext(new NaiveKernel())), `engine over the naive kernel, perft(${d})`).toBe(want);
      expect(enginePerft(s.pos, d, createContext(new TsKernel())), `engine over the TS twin, perft(${d})`).toBe(want);
      expect(kernelPerft(new TsKernel(), s.pos, d), `TS twin kernel, perft(${d})`).toBe(want);
    }
  });
});

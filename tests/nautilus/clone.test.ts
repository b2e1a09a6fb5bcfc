// The hand-written copy of a position (clone.ts, spec 12's JSON shape): a position of the engine's
// own shape is copied field by field, anything else by the generic copy, and either way the copy
// prints as the original and shares nothing with it. Each kind of departure from the shape (a key
// added, dropped or moved, an array of the wrong kind, at every level) is recognized.
import { describe, expect, test } from 'vitest';
import { canonical } from '../../src/nautilus/clone.js';
import { applyInPlace, clonePosition, legalActions, playGame, propertySetup, setupGame, type Position } from '../../src/nautilus/index.js';

type Node = Record<string, unknown> | unknown[];
type Path = (string | number)[];

/** Every object and array of a document with its path. */
function nodes(root: unknown, path: Path = []): { path: Path; node: Node }[] {
  if (typeof root !== 'object' || root === null) return [];
  const out = [{ path, node: root as Node }];
  for (const [k, v] of Object.entries(root)) out.push(...nodes(v, [...path, Array.isArray(root) ? Number(k) : k]));
  return out;
}

const at = (root: unknown, path: Path): Node => path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k as string], root) as Node;
const label = (path: Path): string => path.join('.') || '(top)';
/** The path with indices as `*` (what kind of node it is). */
const kind = (path: Path): string => path.map((k) => (typeof k === 'number' ? '*' : k)).join('.');

/** Positions holding every part of the shape: held modules, knowledge, arrivals, an open examination, gone and ruined tiles. */
function positions(): Position[] {
  const want = new Map<string, (p: Position) => boolean>([
    ['held', (p) => p.players.some((q) => q.held.length > 0)],
    ['known', (p) => p.players.some((q) => q.known.length > 0)],
    ['arrivals', (p) => p.turn.arrivals.length > 0],
    ['placed', (p) => p.turn.placed.length > 0],
    ['examine', (p) => p.turn.pending?.type === 'examine' && p.turn.pending.examined.length > 0],
    ['speed', (p) => p.turn.pending?.type === 'speed'],
    ['pinged moved launched', (p) => p.turn.pinged.length > 0 && p.turn.moved.length > 0 && p.turn.launched.length > 0],
    ['ruins', (p) => p.ruins.length > 0 && p.gone.length > 0],
  ]);
  const out: Position[] = [setupGame({ players: 2, seed: 1 })];
  for (let seed = 1; want.size && seed < 40; seed++) {
    const setup = propertySetup(seed, seed);
    const pos = setupGame({ players: setup.players, seed, variants: setup.variants });
    for (let i = 0; pos.endReason === null && want.size && i < 3000; i++) {
      for (const [name, has] of want) {
        if (has(pos)) {
          out.push(clonePosition(pos));
          want.delete(name);
        }
      }
      applyInPlace(pos, setup.bots![pos.toAct]!(pos, legalActions(pos)));
    }
  }
  expect([...want.keys()], 'parts of the shape no position held').toEqual([]);
  return out;
}

const SQUARE_KEYS = new Set(['at']);
const SQUARE_LISTS = new Set(['turn.placed', 'turn.pending.examined']);
const NUMBER_LISTS = new Set(['rng', 'modules.*.researchers', 'turn.pinged', 'turn.moved', 'turn.launched', ...['training', 'technology', 'sonar', 'lab', 'analysis'].map((k) => `stacks.${k}`)]);

/** Every departure from the engine's shape, each applied to a copy: [what, the changed document]; one of each kind of node and change over the calls sharing `done`. */
function departures(pos: Position, done: Set<string>): [string, unknown][] {
  const out: [string, unknown][] = [];
  const change = (what: string, path: Path, f: (node: Node) => Node): void => {
    const key = `${kind(path)} ${what.split(': ')[1]}`;
    if (done.has(key)) return;
    done.add(key);
    const doc = structuredClone(pos) as unknown;
    if (!path.length) return void out.push([what, f(doc as Node)]);
    const parent = at(doc, path.slice(0, -1)) as Record<string | number, unknown>;
    parent[path[path.length - 1]!] = f(at(doc, path));
    out.push([what, doc]);
  };
  for (const { path, node } of nodes(pos)) {
    const k = kind(path);
    if (!Array.isArray(node)) {
      const keys = Object.keys(node);
      change(`${label(path)}: a key added`, path, (o) => ({ ...o, extra: 1 }));
      change(`${label(path)}: its first key dropped`, path, (o) => Object.fromEntries(Object.entries(o).slice(1)));
      if (keys.length > 1) change(`${label(path)}: its first two keys swapped`, path, (o) => {
        const e = Object.entries(o);
        return Object.fromEntries([e[1]!, e[0]!, ...e.slice(2)]);
      });
    } else if (SQUARE_KEYS.has(String(path[path.length - 1])) || SQUARE_LISTS.has(kind(path.slice(0, -1)))) {
      change(`${label(path)}: a square of three numbers`, path, (a) => [...(a as unknown[]), 0]);
    } else if (SQUARE_LISTS.has(k) || NUMBER_LISTS.has(k)) {
      change(`${label(path)}: not an array`, path, () => ({ length: 0 }) as never);
      if (NUMBER_LISTS.has(k)) change(`${label(path)}: a string in a list of numbers`, path, (a) => [...(a as unknown[]), '1']);
      else change(`${label(path)}: a square that is not a pair`, path, (a) => [...(a as unknown[]), [1]]);
    } else if (k === 'players.*.goal') {
      change(`${label(path)}: three goal cards`, path, (a) => [...(a as unknown[]), 'gold']);
    } else if (['players.*.sheet', 'players.*.held', 'players.*.known', 'modules', 'submarines', 'tiles', 'gone', 'ruins', 'players', 'turn.arrivals'].includes(k)) {
      change(`${label(path)}: not an array`, path, () => ({ length: 0 }) as never);
    }
  }
  return out;
}

describe('clonePosition', () => {
  const all = positions();

  test('a position of the engine shape: an equal copy sharing no object or array with the original', () => {
    for (const pos of all) {
      expect(canonical(pos)).toBe(true);
      const copy = clonePosition(pos);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(pos));
      expect(copy).toEqual(pos);
      const originals = new Set(nodes(pos).map((n) => n.node));
      const shared = nodes(copy).filter((n) => originals.has(n.node)).map((n) => label(n.path));
      expect(shared).toEqual([]);
    }
  });

  test('every departure from the shape is recognized, and the copy still prints as the original', () => {
    let count = 0;
    const done = new Set<string>();
    for (const pos of all) {
      for (const [what, doc] of departures(pos, done)) {
        count++;
        expect(canonical(doc as Position), what).toBe(false);
        const copy = clonePosition(doc as Position);
        expect(JSON.stringify(copy), what).toBe(JSON.stringify(doc));
        const originals = new Set(nodes(doc).map((n) => n.node));
        expect(nodes(copy).filter((n) => originals.has(n.node)).map((n) => label(n.path)), what).toEqual([]);
      }
    }
    expect(count).toBe(done.size);
    // the precondition: the rarer parts of the shape were among them
    for (const key of ['turn.pending.examined not an array', 'turn.pending.examined.* a square of three numbers', 'turn.arrivals.* a key added', 'players.*.held.* its first two keys swapped', 'players.*.known.*.at a square of three numbers', 'ruins.* a key added', 'gone.* its first key dropped', 'turn.launched a string in a list of numbers', 'stacks.lab a string in a list of numbers', 'players.*.goal three goal cards']) {
      expect(done.has(key), key).toBe(true);
    }
  });

  test('a played-on copy of a recorded game is the game (the made-position shortcut holds through play)', () => {
    const { record } = playGame({ players: 3, seed: 12, record: true });
    expect(canonical(record!.final)).toBe(true);
    expect(JSON.stringify(clonePosition(record!.final))).toBe(JSON.stringify(record!.final));
  });
});

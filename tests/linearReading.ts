/**
 * Reading a document must take time linear in its size, whatever its shape. The tests count work
 * instead of timing it, so what they assert follows from the code and not from how busy the machine
 * is: every property read of the document (through a proxy) plus the elements every array builtin
 * and `JSON.stringify` go over while the reader runs (Ajv merging error lists by `concat`, a
 * `findIndex` in a loop and the like show up there). A shape is read at size n and at 10n; the work
 * the 10n elements add must be about ten times what the n elements add, where quadratic work adds
 * a hundred times.
 */
import { expect } from 'vitest';
import { shapeProblem } from '../src/core/json.js';
import type { AnyGame } from '../src/core/game.js';

type Json = unknown;

/** The work (reads and builtin elements) of `run` on `doc`. */
export function countWork(run: (doc: Json) => void, doc: Json): number {
  let work = 0;
  const proxies = new WeakMap<object, object>();
  const wrap = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    let p = proxies.get(v);
    if (!p) {
      p = new Proxy(v, {
        get(target, key, receiver) {
          work++;
          return wrap(Reflect.get(target, key, receiver));
        },
      });
      proxies.set(v, p);
    }
    return p;
  };
  const methods = ['concat', 'slice', 'splice', 'indexOf', 'lastIndexOf', 'includes', 'find', 'findIndex', 'some', 'every', 'map', 'forEach', 'filter', 'reduce', 'join', 'flat', 'flatMap', 'sort', 'entries', 'keys', 'values'] as const;
  const proto = Array.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const saved = methods.map((m) => proto[m]!);
  const stringify = JSON.stringify;
  methods.forEach((m, i) => {
    const original = saved[i]!;
    proto[m] = function (this: unknown[], ...args: unknown[]) {
      work += this.length;
      if (m === 'concat') for (const a of args) if (Array.isArray(a)) work += a.length;
      return original.apply(this, args);
    };
  });
  JSON.stringify = ((...args: Parameters<typeof JSON.stringify>) => {
    const s = stringify(...args);
    work += s?.length ?? 0;
    return s;
  }) as typeof JSON.stringify;
  try {
    run(wrap(doc));
  } finally {
    methods.forEach((m, i) => (proto[m] = saved[i]!));
    JSON.stringify = stringify;
  }
  return work;
}

/** What a reader does with a parsed document: the shape walk of `parseDocument`, then the game's reader. */
export function readWork(game: AnyGame, doc: Json): number {
  return countWork((d) => {
    if (shapeProblem(d) === null) game.fromJSON(d);
  }, doc);
}

/** One shape of input, by size: a document holding about `size` elements or keys more than the base. */
export interface Shape {
  name: string;
  /** Elements (or levels) a unit of size adds. */
  scale: number;
  make(size: number): Json;
}

const at = (doc: Json, path: readonly (string | number)[]): Record<string | number, unknown> => {
  let o = doc as Record<string | number, unknown>;
  for (const k of path) o = o[k] as Record<string | number, unknown>;
  return o;
};

/** Every path of an array in a document (the first two elements of each array are walked into). */
export function arrayPaths(doc: Json): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]): void => {
    if (Array.isArray(v)) {
      out.push(path);
      v.slice(0, 2).forEach((c, i) => walk(c, [...path, i]));
    } else if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) walk(c, [...path, k]);
  };
  walk(doc, []);
  return out.filter((p) => p.length > 0);
}

/** Every path of an object in a document, the root included. */
export function objectPaths(doc: Json): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]): void => {
    if (Array.isArray(v)) v.slice(0, 2).forEach((c, i) => walk(c, [...path, i]));
    else if (v && typeof v === 'object') {
      out.push(path);
      for (const [k, c] of Object.entries(v)) walk(c, [...path, k]);
    }
  };
  walk(doc, []);
  return out;
}

/** The element kinds a long array is filled with: copies of its own elements, and wrong ones. */
const FILLERS: [string, (own: unknown[], i: number) => unknown][] = [
  ['its own elements', (own, i) => (own.length ? structuredClone(own[i % own.length]) : 0)],
  ['zeros', () => 0],
  ['strings', () => 'a'],
  ['objects', () => ({ a: 1 })],
];

/** The shapes of a game's document: long arrays in every array field, deep nesting, many keys. */
export function shapesOf(base: Json): Shape[] {
  const shapes: Shape[] = [];
  for (const path of arrayPaths(base)) {
    for (const [kind, fill] of FILLERS) {
      shapes.push({
        name: `${path.join('.')}: ${kind}`,
        scale: 1,
        make: (size) => {
          const doc = structuredClone(base);
          const parent = at(doc, path.slice(0, -1));
          const own = parent[path.at(-1)!] as unknown[];
          parent[path.at(-1)!] = Array.from({ length: size }, (_, i) => fill(own, i));
          return doc;
        },
      });
    }
  }
  for (const path of objectPaths(base)) {
    shapes.push({
      name: `${path.join('.') || '$'}: many keys`,
      scale: 1,
      make: (size) => {
        const doc = structuredClone(base);
        const o = at(doc, path);
        for (let i = 0; i < size; i++) o[`k${i}`] = i;
        return doc;
      },
    });
  }
  for (const key of Object.keys(base as object)) {
    for (const [kind, nest] of [
      ['arrays', (inner: unknown) => [inner]],
      ['objects', (inner: unknown) => ({ a: inner })],
    ] as const) {
      shapes.push({
        name: `${key}: nested ${kind}`,
        scale: 0.1,
        make: (size) => {
          const doc = structuredClone(base) as Record<string, unknown>;
          // a level per ten of size: 20 and 40 levels at n, 400 and 800 (past the depth limit) at 10n
          let v: unknown = 0;
          for (let i = 0; i < size / 10; i++) v = nest(v);
          doc[key] = v;
          return doc;
        },
      });
    }
  }
  return shapes;
}

/**
 * The work `size` more elements add to a shape at size `size`, and what 10 times as many add at 10
 * times the size. Both sizes are past every bound of a schema (so the same checks run at both), and
 * the differences leave out the work of the rest of the document. Linear work gives a ratio of about
 * 10 (less when a bound stops the reader early), quadratic about 100.
 */
export function growth(game: AnyGame, shape: Shape, size: number): { small: number; large: number; ratio: number } {
  const small = readWork(game, shape.make(2 * size)) - readWork(game, shape.make(size));
  const large = readWork(game, shape.make(20 * size)) - readWork(game, shape.make(10 * size));
  return { small, large, ratio: large / Math.max(small, size * shape.scale) };
}

/** Asserts every shape of a game's document is read in linear work. */
export function expectLinear(game: AnyGame, base: Json, size = 200): void {
  const worst: string[] = [];
  for (const shape of shapesOf(base)) {
    const g = growth(game, shape, size);
    if (g.ratio > 20) worst.push(`${shape.name}: ${g.small} → ${g.large} (x${g.ratio.toFixed(1)})`);
  }
  expect(worst).toEqual([]);
}

// Reading untrusted documents within bounds (src/core/json.ts): the size, depth and node limits at
// their exact edges, the byte-order mark, bad JSON, and the error cap.
import { describe, expect, test } from 'vitest';
import { DOCUMENT_LIMITS, MAX_REPORTED_ERRORS, capErrors, parseDocument, shapeProblem } from '../../src/core/json.js';

const nested = (depth: number): unknown => {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

describe('shapeProblem', () => {
  test('depth: exactly the limit passes, one more level is refused with its code', () => {
    expect(shapeProblem(nested(3), { depth: 3, nodes: 100 })).toBeNull();
    expect(shapeProblem(nested(4), { depth: 3, nodes: 100 })).toEqual({ path: '$', code: 'tooDeep', message: 'the document nests deeper than 3 levels' });
    // objects count like arrays
    expect(shapeProblem({ a: { b: { c: 1 } } }, { depth: 2, nodes: 100 })?.code).toBe('tooDeep');
  });

  test('nodes: exactly the limit passes (every value counts, the root too), one more is refused', () => {
    // the root array and its four numbers: five values
    expect(shapeProblem([1, 2, 3, 4], { depth: 10, nodes: 5 })).toBeNull();
    expect(shapeProblem([1, 2, 3, 4, 5], { depth: 10, nodes: 5 })).toEqual({ path: '$', code: 'tooLarge', message: 'the document holds more than 5 values' });
    expect(shapeProblem({ a: 1, b: [2] }, { depth: 10, nodes: 3 })?.code).toBe('tooLarge');
    expect(shapeProblem({ a: 1, b: [2] }, { depth: 10, nodes: 4 })).toBeNull();
  });

  test('a number beyond the range of numbers (JSON.parse reads 1e400 as Infinity) is refused at its path; large finite ones pass', () => {
    expect(parseDocument('{"a":[1,{"b":2,"c":1e400}]}')).toEqual({ ok: false, error: [{ path: '$.a[1].c', code: 'notFinite', message: 'is a number beyond the range of numbers (such as 1e400)' }] });
    expect(parseDocument('[-1e400]')).toMatchObject({ ok: false, error: [{ path: '$[0]', code: 'notFinite' }] });
    expect(parseDocument('{"a":1e300,"b":-5e-324}')).toEqual({ ok: true, value: { a: 1e300, b: -5e-324 } });
    // the first in document order
    expect(shapeProblem({ x: [0, -Infinity], y: Infinity })?.path).toBe('$.x[1]');
    expect(shapeProblem({ a: [[1, { 'two words': [2, NaN] }]] })?.path).toBe('$.a[0][1]["two words"][1]');
    expect(shapeProblem([{}, [], { b: [] }, 4, [[Infinity]]])?.path).toBe('$[4][0][0]');
    expect(shapeProblem(Infinity)?.path).toBe('$');
  });

  test('primitives and null are single values at any depth limit', () => {
    for (const v of [0, 'x', null, true]) expect(shapeProblem(v, { depth: 0, nodes: 1 })).toBeNull();
  });

  test('the default limits are the documented ones', () => {
    expect(DOCUMENT_LIMITS).toEqual({ chars: 8_000_000, depth: 64, nodes: 200_000 });
    expect(shapeProblem(nested(63))).toBeNull();
    expect(shapeProblem(nested(64))).toBeNull();
    expect(shapeProblem(nested(65))?.code).toBe('tooDeep');
  });
});

describe('parseDocument', () => {
  test('a document of exactly the character limit is read; one character more is refused by size', () => {
    const limits = { chars: 7, depth: 5, nodes: 10 };
    expect(parseDocument('[1,2,3]', limits)).toEqual({ ok: true, value: [1, 2, 3] });
    expect(parseDocument('[1,2,34]', limits)).toEqual({ ok: false, error: [{ path: '$', code: 'tooLarge', message: 'the document has 8 characters; at most 7' }] });
  });

  test('a leading byte-order mark is dropped; one elsewhere is bad JSON', () => {
    expect(parseDocument('\uFEFF{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    const r = parseDocument('{"a":1}\uFEFF');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.code).toBe('badJson');
  });

  test('bad JSON says where, with the parser message', () => {
    const r = parseDocument('{"a":');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toHaveLength(1);
      expect(r.error[0]!.path).toBe('$');
      expect(r.error[0]!.code).toBe('badJson');
      expect(r.error[0]!.message.length).toBeGreaterThan(5);
    }
  });

  test('the shape is checked after parsing', () => {
    expect(parseDocument(JSON.stringify(nested(4)), { chars: 1000, depth: 3, nodes: 100 })).toEqual({ ok: false, error: [{ path: '$', code: 'tooDeep', message: 'the document nests deeper than 3 levels' }] });
    expect(parseDocument('[[[0]]]', { chars: 1000, depth: 3, nodes: 100 })).toEqual({ ok: true, value: [[[0]]] });
  });
});

describe('capErrors', () => {
  const errors = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `$[${i}]`, code: 'x', message: String(i) }));
  test('at most the cap, the first ones in order, and how many more', () => {
    expect(MAX_REPORTED_ERRORS).toBe(50);
    expect(capErrors(errors(3))).toEqual({ errors: errors(3), more: 0 });
    expect(capErrors(errors(50))).toEqual({ errors: errors(50), more: 0 });
    expect(capErrors(errors(53))).toEqual({ errors: errors(50), more: 3 });
    expect(capErrors(errors(5), 2)).toEqual({ errors: errors(2), more: 3 });
  });
});

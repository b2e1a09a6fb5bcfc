// Schema errors as path errors, shared by every game's position reader: readable paths whatever a
// document's keys are (a key that is not an identifier is a quoted index).
import { Ajv } from 'ajv';
import { describe, expect, test } from 'vitest';
import { farOverBounds, keyStep, pointerToPath, schemaChecker } from '../../src/core/schemaErrors.js';
import { MAX_REPORTED_ERRORS } from '../../src/core/json.js';
import { GAMES, GAME_IDS } from '../../src/games.js';

describe('schema errors', () => {
  test('paths: identifiers as .key, indices as [n], any other key quoted; JSON Pointer escapes read back', () => {
    expect(pointerToPath('')).toBe('$');
    expect(pointerToPath('/players/0/nemo')).toBe('$.players[0].nemo');
    expect(pointerToPath('/a b/x-y/_ok/9z')).toBe('$["a b"]["x-y"]._ok["9z"]');
    expect(pointerToPath('/a~1b/c~0d')).toBe('$["a/b"]["c~d"]');
    expect(keyStep('say "hi"')).toBe('["say \\"hi\\""]');
  });

  test('far over a bound: the first such array or object is named by its whole path, scalars and a document just past a bound pass', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      properties: { 'two words': { type: 'array', items: { type: 'object', additionalProperties: false, properties: { list: { type: 'array', maxItems: 2, items: { type: 'number' } } } } }, n: { type: 'number' } },
    };
    const far = 2 + MAX_REPORTED_ERRORS + 1;
    const doc = (len: number, extra = 0): unknown => ({ n: 1, 'two words': [{ list: [1] }, { list: Array.from({ length: len }, (_, i) => i), ...Object.fromEntries(Array.from({ length: extra }, (_, i) => [`x${i}`, i])) }] });
    expect(farOverBounds(schema, doc(far))).toEqual({ path: '$["two words"][1].list', code: 'schema.maxItems', message: `must NOT have more than 2 items (has ${far})` });
    expect(farOverBounds(schema, doc(far - 1))).toBeNull();
    expect(farOverBounds(schema, doc(1, MAX_REPORTED_ERRORS + 1))).toEqual({ path: '$["two words"][1]', code: 'schema.additionalProperties', message: `holds more than ${MAX_REPORTED_ERRORS} unknown properties` });
    expect(farOverBounds(schema, doc(1, MAX_REPORTED_ERRORS))).toBeNull();
    expect(farOverBounds(schema, Array.from({ length: far }, () => 0))).toBeNull();
    expect(farOverBounds({ type: 'array', maxItems: 0 }, Array.from({ length: MAX_REPORTED_ERRORS + 1 }, () => 0))?.path).toBe('$');
  });

  test('the checker: a valid document passes, one just past a bound gets every problem, one far past gets the one bound', () => {
    const check = schemaChecker({ type: 'object', additionalProperties: false, properties: { list: { type: 'array', maxItems: 2, items: { type: 'number' } } } });
    const list = (n: number, bad = false): unknown => ({ list: Array.from({ length: n }, (_, i) => (bad && i === 0 ? 'x' : i)) });
    expect(check(list(2))).toEqual([]);
    expect(check(list(3, true))).toEqual([
      { path: '$.list', code: 'schema.maxItems', message: 'must NOT have more than 2 items' },
      { path: '$.list[0]', code: 'schema.type', message: 'must be number' },
    ]);
    const far = 3 + MAX_REPORTED_ERRORS;
    expect(check(list(far, true))).toEqual([{ path: '$.list', code: 'schema.maxItems', message: `must NOT have more than 2 items (has ${far})` }]);
    expect(check({ list: [], ...Object.fromEntries(Array.from({ length: MAX_REPORTED_ERRORS + 1 }, (_, i) => [`k${i}`, i])) })).toEqual([{ path: '$', code: 'schema.additionalProperties', message: `holds more than ${MAX_REPORTED_ERRORS} unknown properties` }]);
  });

  test("far over a bound in two places: the first in the document is named, as Ajv's first problem is", () => {
    const bounded = { type: 'array', maxItems: 1 };
    const schema = { type: 'object', properties: { a: bounded, b: bounded, t: { type: 'array', items: [bounded, bounded] }, l: { type: 'array', items: bounded } } };
    const big = Array.from({ length: 2 + MAX_REPORTED_ERRORS }, () => 0);
    const ajv = new Ajv({ allErrors: false, strict: false }).compile(schema);
    for (const doc of [{ a: big, b: big }, { t: [big, big] }, { l: [[0], big, big] }, { b: big, t: [[0], big] }]) {
      ajv(doc);
      expect(farOverBounds(schema, doc)?.path).toBe(pointerToPath(ajv.errors![0]!.instancePath));
    }
  });

  test.each(GAME_IDS)('%s: an unknown key and a missing one are named by a path that reads back', (id) => {
    const game = GAMES[id]!;
    const doc = game.toJSON(game.setup({ players: 2, seed: 1 })) as Record<string, unknown>;
    const first = Object.keys(doc).find((k) => k !== 'format')!;
    const { [first]: _dropped, ...rest } = doc;
    const r = game.fromJSON({ ...rest, 'not a key': 1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual(
      expect.arrayContaining([
        { path: '$["not a key"]', code: 'schema.additionalProperties', message: 'is not a known property' },
        { path: `$${keyStep(first)}`, code: 'schema.required', message: 'is required' },
      ]),
    );
  });
});

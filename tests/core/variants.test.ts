// Variant settings as data (src/core/variants.ts): typed and command-line values, each kind's
// bounds at their edges, unknown keys and bad values with paths, all errors at once.
import { describe, expect, test } from 'vitest';
import { parseVariantsWith, type VariantSpec } from '../../src/core/variants.js';

const specs: VariantSpec[] = [
  { key: 'quick', type: 'boolean', description: 'b' },
  { key: 'rounds', type: 'integer', min: 1, max: 12, description: 'i' },
  { key: 'ties', type: 'enum', values: ['share', 'split'], description: 'e' },
];
const parse = (raw: Record<string, unknown>) => parseVariantsWith<Record<string, unknown>>(specs, raw);

describe('parseVariantsWith', () => {
  test('typed values and command-line strings (trimmed) read the same', () => {
    expect(parse({ quick: true, rounds: 12, ties: 'split' })).toEqual({ ok: true, value: { quick: true, rounds: 12, ties: 'split' } });
    expect(parse({ quick: ' false ', rounds: ' 1 ' })).toEqual({ ok: true, value: { quick: false, rounds: 1 } });
    expect(parse({ quick: 'true', rounds: '-0' })).toEqual({ ok: false, error: [{ path: '$.variants.rounds', code: 'badVariant', message: 'rounds must be an integer in 1..12, got "-0"' }] });
    expect(parse({})).toEqual({ ok: true, value: {} });
    expect(parse({ quick: false, rounds: '12' })).toEqual({ ok: true, value: { quick: false, rounds: 12 } });
    expect(parse({ quick: 'false', rounds: '10' })).toEqual({ ok: true, value: { quick: false, rounds: 10 } });
    expect(parse({ quick: 'true' })).toEqual({ ok: true, value: { quick: true } });
  });

  test('integers: the bounds are inclusive; fractions, out of range, words and unsafe numbers are refused', () => {
    expect(parse({ rounds: 1 }).ok).toBe(true);
    expect(parse({ rounds: 12 }).ok).toBe(true);
    for (const bad of [0, 13, 2.5, '2.5', 'abc', '', '1e1', Number.NaN, 2 ** 60, true]) {
      const r = parse({ rounds: bad });
      expect(r).toEqual({ ok: false, error: [{ path: '$.variants.rounds', code: 'badVariant', message: `rounds must be an integer in 1..12, got ${JSON.stringify(bad)}` }] });
    }
  });

  test('booleans: only true and false (typed or as words)', () => {
    for (const bad of ['yes', 1, 0, null, 'TRUE']) {
      expect(parse({ quick: bad })).toEqual({ ok: false, error: [{ path: '$.variants.quick', code: 'badVariant', message: `quick must be true or false, got ${JSON.stringify(bad)}` }] });
    }
  });

  test('enums: exactly one of the values, as a string', () => {
    for (const bad of ['Share', ' share', 1, null]) {
      expect(parse({ ties: bad })).toEqual({ ok: false, error: [{ path: '$.variants.ties', code: 'badVariant', message: `ties must be one of share, split, got ${JSON.stringify(bad)}` }] });
    }
  });

  test('an unknown key names the known ones; every problem is reported at once, good values dropped', () => {
    expect(parse({ speed: 1, quick: 'x', rounds: 3 })).toEqual({
      ok: false,
      error: [
        { path: '$.variants.speed', code: 'unknownVariant', message: "unknown variant 'speed'; known: quick, rounds, ties" },
        { path: '$.variants.quick', code: 'badVariant', message: 'quick must be true or false, got "x"' },
      ],
    });
  });

  test('settings that are not an object are refused as a whole', () => {
    for (const raw of [null, [], 'quick=true', 3]) {
      expect(parse(raw as unknown as Record<string, unknown>)).toEqual({ ok: false, error: [{ path: '$.variants', code: 'badVariants', message: 'variants must be an object of settings' }] });
    }
  });
});

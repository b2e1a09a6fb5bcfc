// Spec section 4: the action grammar and its notation.
import { describe, expect, test } from 'vitest';
import { fc, test as fcTest } from '@fast-check/vitest';
import { makeAction, parseAction, type Action } from '../../src/nautilus/index.js';

describe('spec 4: notation', () => {
  test.each([
    ['buy lab', { type: 'buy', kind: 'lab' }],
    ['buy green 3', { type: 'buy', kind: 'green', researchers: 3 }],
    ['place 1 14 11 3', { type: 'place', index: 1, at: [14, 11], rotation: 3 }],
    ['research 14 11 11 14', { type: 'research', from: [14, 11], to: [11, 14] }],
    ['launch 11 14 E', { type: 'launch', at: [11, 14], dir: 'E' }],
    ['sonar 1:2', { type: 'sonar', sub: { seat: 1, index: 2 } }],
    ['move 0:1 12 5', { type: 'move', sub: { seat: 0, index: 1 }, to: [12, 5] }],
    ['retire 3:0 11 14', { type: 'retire', sub: { seat: 3, index: 0 }, at: [11, 14] }],
    ['examine 20 8', { type: 'examine', at: [20, 8] }],
    ['skip', { type: 'skip' }],
    ['end', { type: 'end' }],
  ] as [string, Action][])('%s', (text, action) => {
    expect(parseAction(text)).toEqual({ ok: true, value: action });
    expect(makeAction(action)).toBe(text);
  });

  test.each([
    '',
    'fly 1 2',
    'buy',
    'buy dragon',
    'buy green',
    'buy lab 2',
    'place 0 1 2',
    'place 0 1 2 x',
    'launch 1 2 NE',
    'move 0 1 2',
    'move 0:1 1',
    'sonar',
    'examine 01 2',
    'end now',
    'move 0:1 1.5 2',
  ])('"%s" is refused with badNotation', (text) => {
    const r = parseAction(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('badNotation');
      expect(r.error.message.length).toBeGreaterThan(5);
    }
  });

  fcTest.prop([fc.string({ maxLength: 40 })])('any string parses or is refused, never throws', (text) => {
    const r = parseAction(text);
    if (r.ok) expect(parseAction(makeAction(r.value))).toEqual(r);
  });

  const sq = fc.tuple(fc.integer({ min: 0, max: 31 }), fc.integer({ min: 0, max: 31 }));
  const sub = fc.record({ seat: fc.integer({ min: 0, max: 3 }), index: fc.integer({ min: 0, max: 2 }) });
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.constantFrom<Action>({ type: 'end' }, { type: 'skip' }, { type: 'buy', kind: 'sonar' }),
    fc.record({ type: fc.constant('buy' as const), kind: fc.constantFrom('green' as const, 'blue' as const), researchers: fc.integer({ min: 1, max: 4 }) }),
    fc.record({ type: fc.constant('place' as const), index: fc.integer({ min: 0, max: 3 }), at: sq, rotation: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ type: fc.constant('research' as const), from: sq, to: sq }),
    fc.record({ type: fc.constant('launch' as const), at: sq, dir: fc.constantFrom('N' as const, 'E' as const, 'S' as const, 'W' as const) }),
    fc.record({ type: fc.constant('move' as const), sub, to: sq }),
    fc.record({ type: fc.constant('retire' as const), sub, at: sq }),
    fc.record({ type: fc.constant('sonar' as const), sub }),
    fc.record({ type: fc.constant('examine' as const), at: sq }),
  );
  fcTest.prop([action])('parseAction(makeAction(a)) gives a back', (a) => {
    expect(parseAction(makeAction(a))).toEqual({ ok: true, value: a });
  });
});

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

  const VERBS = 'buy, place, research, launch, sonar, move, retire, examine, skip, end';
  const KINDS = 'training, technology, sonar, lab, analysis, green, blue';
  test.each([
    ['', `unknown verb ''; expected one of ${VERBS}`],
    ['fly 1 2', `unknown verb 'fly'; expected one of ${VERBS}`],
    ['Buy lab', `unknown verb 'Buy'; expected one of ${VERBS}`],
    ['buy', `'buy' takes one of ${KINDS}`],
    ['buy dragon', `'buy' takes one of ${KINDS}`],
    ['buy lab 2', `'buy' takes one of ${KINDS}`],
    ['buy green', "'buy green' needs the number of researchers: buy green <k>"],
    ['buy blue 2 3', "'buy blue' needs the number of researchers: buy blue <k>"],
    ['buy blue x', "'buy blue' needs the number of researchers: buy blue <k>"],
    ['place 0 1 2', 'usage: place <i> <cx> <cy> <r>'],
    ['place 0 1 2 x', 'usage: place <i> <cx> <cy> <r>'],
    ['place 0 1 2 3 4', 'usage: place <i> <cx> <cy> <r>'],
    ['research 1 2 3', 'usage: research <fx> <fy> <tx> <ty>'],
    ['launch 1 2 NE', 'usage: launch <cx> <cy> <N|E|S|W>'],
    ['launch x 2 N', 'usage: launch <cx> <cy> <N|E|S|W>'],
    ['launch 1 y N', 'usage: launch <cx> <cy> <N|E|S|W>'],
    ['launch 1 2', 'usage: launch <cx> <cy> <N|E|S|W>'],
    ['launch 1 2 N N', 'usage: launch <cx> <cy> <N|E|S|W>'],
    ['sonar', 'usage: sonar <seat:index>'],
    ['sonar 0:1 0:2', 'usage: sonar <seat:index>'],
    ['sonar 0-1', 'usage: sonar <seat:index>'],
    ['move 0 1 2', 'usage: move <seat:index> <x> <y>'],
    ['move 0:1 1', 'usage: move <seat:index> <x> <y>'],
    ['move 0:1 1 2 3', 'usage: move <seat:index> <x> <y>'],
    ['move 0:1 x 2', 'usage: move <seat:index> <x> <y>'],
    ['move 0:1 1 y', 'usage: move <seat:index> <x> <y>'],
    ['move 10:1 1 2', 'usage: move <seat:index> <x> <y>'],
    ['move 0:12 1 2', 'usage: move <seat:index> <x> <y>'],
    ['move 0:1 1.5 2', 'usage: move <seat:index> <x> <y>'],
    ['retire 0:1 11', 'usage: retire <seat:index> <cx> <cy>'],
    ['retire 0:1 11 14 1', 'usage: retire <seat:index> <cx> <cy>'],
    ['retire 0 11 14', 'usage: retire <seat:index> <cx> <cy>'],
    ['retire 0:1 x 14', 'usage: retire <seat:index> <cx> <cy>'],
    ['retire 0:1 11 y', 'usage: retire <seat:index> <cx> <cy>'],
    ['examine 01 2', 'usage: examine <x> <y>'],
    ['examine 1', 'usage: examine <x> <y>'],
    ['skip now', "'skip' takes no arguments"],
    ['end now', "'end' takes no arguments"],
  ])('"%s" is refused with badNotation: %s', (text, message) => {
    expect(parseAction(text)).toEqual({ ok: false, error: { code: 'badNotation', message } });
  });

  // issue 41: the grammar is the contract (docs/cli.md, Action notation): one action, one spelling
  test.each([
    ['  move\t0:1   12  5 ', ": 'move 0:1 12 5'"],
    [' end', ": 'end'"],
    ['end ', ": 'end'"],
    ['buy  green 2', ": 'buy green 2'"],
    ['skip\n', ": 'skip'"],
    ['move\u00a00:1 12 5', ": 'move 0:1 12 5'"],
    ['move  0:1', ''],
  ])('words are separated by single spaces: %j is refused with badNotation, naming the spelling meant', (text, meant) => {
    expect(parseAction(text)).toEqual({ ok: false, error: { code: 'badNotation', message: `an action's words are separated by single spaces${meant}` } });
  });

  test('text that is not a string is refused', () => {
    expect(parseAction('examine -1 0')).toEqual({ ok: true, value: { type: 'examine', at: [-1, 0] } });
    expect(parseAction(42 as unknown as string)).toEqual({ ok: false, error: { code: 'badNotation', message: 'an action must be a string' } });
    expect(parseAction(null as unknown as string)).toEqual({ ok: false, error: { code: 'badNotation', message: 'an action must be a string' } });
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

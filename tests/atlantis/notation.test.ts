// Spec 8: the action grammar and its text notation (colour names in text, indices in values).
import { describe, expect, test } from 'vitest';
import { fc, test as prop } from '@fast-check/vitest';
import { Atlantis, canonicalAction, makeAction, parseAction, type Action } from '../../src/atlantis/index.js';

describe('spec 8: notation', () => {
  test.each([
    ['buy 5', { type: 'buy', value: 5 }],
    ['move 0 red', { type: 'move', pawn: 0, colour: 0 }],
    ['move 2 purple', { type: 'move', pawn: 2, colour: 6 }],
    ['move 1 grey', { type: 'move', pawn: 1, colour: 2 }],
    ['bridge 13', { type: 'bridge', pos: 13 }],
    ['pay 7', { type: 'pay', tiles: [7], cards: [] }],
    ['pay 5 red', { type: 'pay', tiles: [5], cards: [0] }],
    ['pay red blue', { type: 'pay', tiles: [], cards: [0, 3] }],
    ['pay 5 3 white white', { type: 'pay', tiles: [5, 3], cards: [4, 4] }],
    ['pass', { type: 'pass' }],
  ] as [string, Action][])('%s', (text, value) => {
    expect(parseAction(text)).toEqual({ ok: true, value });
    expect(makeAction(value)).toBe(text);
  });

  test('words may be separated by any whitespace; payment items come in any order', () => {
    expect(parseAction('  move\t1   yellow ')).toEqual({ ok: true, value: { type: 'move', pawn: 1, colour: 5 } });
    expect(parseAction('pay red 5 blue 3')).toEqual({ ok: true, value: { type: 'pay', tiles: [5, 3], cards: [0, 3] } });
    expect(makeAction({ type: 'pay', tiles: [5, 3], cards: [0, 3] })).toBe('pay 5 3 red blue');
  });

  test('the canonical payment lists tiles high to low, then cards in colour order', () => {
    expect(canonicalAction({ type: 'pay', tiles: [3, 7, 5], cards: [6, 0, 3] })).toEqual({ type: 'pay', tiles: [7, 5, 3], cards: [0, 3, 6] });
    expect(canonicalAction({ type: 'pass' })).toEqual({ type: 'pass' });
  });

  test.each([
    '',
    'jump',
    'buy',
    'buy 8',
    'buy 0',
    'buy 07',
    'buy five',
    'buy 5 6',
    'move',
    'move 3 red',
    'move 0',
    'move 0 orange',
    'move 0 Red',
    'move 0 red blue',
    'move -1 red',
    'bridge',
    'bridge 0',
    'bridge 54',
    'bridge 1.5',
    'pay',
    'pay 8',
    'pay 0',
    'pay 5 orange',
    'pass now',
    'PASS',
  ])('%j is refused with badNotation', (text) => {
    const r = parseAction(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('badNotation');
  });

  test('a non-string is refused, not crashed on', () => {
    const r = parseAction(42 as never);
    expect(r).toEqual({ ok: false, error: { code: 'badNotation', message: 'an action must be a string' } });
  });

  prop.prop([
    fc.oneof(
      fc.record({ type: fc.constant('buy' as const), value: fc.integer({ min: 1, max: 7 }) }),
      fc.record({ type: fc.constant('move' as const), pawn: fc.integer({ min: 0, max: 2 }), colour: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ type: fc.constant('bridge' as const), pos: fc.integer({ min: 1, max: 53 }) }),
      fc.record({
        type: fc.constant('pay' as const),
        tiles: fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 6 }),
        cards: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 6 }),
      }).filter((a) => a.tiles.length + a.cards.length > 0),
      fc.constant({ type: 'pass' as const }),
    ),
  ])('parse(make(a)) gives a back', (a) => {
    expect(parseAction(makeAction(a as Action))).toEqual({ ok: true, value: a });
  });

  prop.prop([fc.string({ maxLength: 30 })])('any text is parsed or refused with badNotation, never thrown', (text) => {
    const r = Atlantis.parseAction(text);
    if (!r.ok) expect(r.error.code).toBe('badNotation');
    else expect(Atlantis.parseAction(Atlantis.makeAction(r.value))).toEqual(r);
  });
});

// Spec 6: the action grammar — parsing, printing, round trips and refusals.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { Duel, applyInPlace, legalActions, makeAction, parseAction, setupDuel, variantCombination } from '../../src/duel/index.js';

describe('spec 6: action notation', () => {
  test.each([
    ['keep eye', { type: 'keep', special: 'eye' }],
    ['keep kraken', { type: 'keep', special: 'kraken' }],
    ['eye', { type: 'eye' }],
    ['module', { type: 'module' }],
    ['harpoon', { type: 'harpoon' }],
    ['choose 14', { type: 'choose', card: 14 }],
    ['swap 1', { type: 'swap', card: 1 }],
    ['return', { type: 'return' }],
    ['skip', { type: 'skip' }],
    ['place 9 1 2', { type: 'place', card: 9, space: [1, 2], anchor: null }],
    ['place kraken 0 4', { type: 'place', card: 15, space: [0, 4], anchor: null }],
    ['place fishbone 1 0', { type: 'place', card: 0, space: [1, 0], anchor: null }],
    ['place 10 0 0 anchor 1 3', { type: 'place', card: 10, space: [0, 0], anchor: [1, 3] }],
    ['move 0 1 1 1', { type: 'move', from: [0, 1], to: [1, 1] }],
  ])('%s parses and prints back', (text, action) => {
    const parsed = parseAction(text);
    expect(parsed).toEqual({ ok: true, value: action });
    expect(makeAction(action as never)).toBe(text);
  });

  test.each([
    '',
    'keep',
    'keep dragon',
    'keep eye eye',
    'eye 1',
    'skip now',
    'choose',
    'choose 0',
    'choose 15',
    'choose 01',
    'choose kraken',
    'swap 15',
    'swap fishbone',
    'place',
    'place 9',
    'place 9 1',
    'place 0 0 0',
    'place 15 0 0',
    'place 9 2 0',
    'place 9 0 5',
    'place 9 0 -1',
    'place 9 0 0 anchor',
    'place 9 0 0 anchor 0',
    'place 9 0 0 anker 0 0',
    'place 9 0 0 anchor 0 5',
    'place 9 0 0 anchor 0 0 1',
    'place  9 0 0',
    ' place 9 0 0',
    'place 9 0 0 ',
    'PLACE 9 0 0',
    'move 0 0 1',
    'move 0 0 1 0 0',
    'move 0 0 2 0',
    'move a b c d',
    'pass',
  ])('%j is refused with badNotation', (text) => {
    const parsed = parseAction(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('badNotation');
      expect(parsed.error.message).toContain(`'${text}'`);
    }
  });

  test('every legal action of seeded games round-trips through its notation', () => {
    let count = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const pos = setupDuel({ players: 2, seed, variants: variantCombination(seed * 5) });
      const rng = Rng.fromSeed(seed);
      while (!pos.ended) {
        const legal = legalActions(pos);
        for (const a of legal) {
          expect(parseAction(makeAction(a))).toEqual({ ok: true, value: a });
          count++;
        }
        applyInPlace(pos, rng.pick(legal));
      }
    }
    expect(count).toBeGreaterThan(10_000);
  });

  test('the game object exposes the same notation', () => {
    expect(Duel.makeAction({ type: 'place', card: 15, space: [1, 1], anchor: [1, 1] })).toBe('place kraken 1 1 anchor 1 1');
    expect(Duel.parseAction('return')).toEqual({ ok: true, value: { type: 'return' } });
  });
});

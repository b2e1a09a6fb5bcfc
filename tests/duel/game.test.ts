// The duel as a `Game`: identity, variant settings, play/clone, rendering and the end in words.
import { describe, expect, test } from 'vitest';
import { Duel, VARIANT_SPECS, observe } from '../../src/duel/index.js';
import { example3, fresh, run } from './helpers.js';

describe('the game object', () => {
  test('identity and formats', () => {
    expect(Duel).toMatchObject({ id: 'duel', minPlayers: 2, maxPlayers: 2, positionFormat: 'nautilus-duel/1', recordFormat: 'nautilus-duel-game/1' });
    expect(Duel.defaultVariants).toEqual({ earlyEnd: true, hiddenDomains: false, verticalAnySpace: false, arrowOptional: false, compulsorySpecials: false, firstPlayer: 0 });
    expect(VARIANT_SPECS.map((s) => s.key)).toEqual(['earlyEnd', 'hiddenDomains', 'verticalAnySpace', 'arrowOptional', 'compulsorySpecials', 'firstPlayer']);
  });

  test('variant settings from a command line', () => {
    expect(Duel.parseVariants({ earlyEnd: 'false', hiddenDomains: true, firstPlayer: '1' })).toEqual({ ok: true, value: { earlyEnd: false, hiddenDomains: true, firstPlayer: 1 } });
    const bad = Duel.parseVariants({ earlyEnd: 'maybe', firstPlayer: 2, speed: 1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.map((e) => [e.path, e.code])).toEqual([
        ['$.variants.earlyEnd', 'badVariant'],
        ['$.variants.firstPlayer', 'badVariant'],
        ['$.variants.speed', 'unknownVariant'],
      ]);
    }
  });

  test('play returns a new position and leaves the input unchanged; an illegal action is refused with its code', () => {
    const pos = fresh(1, ['eye', 'kraken']);
    const before = JSON.stringify(pos);
    const r = Duel.play(pos, { type: 'keep', special: 'kraken' });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(pos)).toBe(before);
    expect(Duel.play(pos, { type: 'keep', special: 'anchor' })).toEqual({ ok: false, error: { code: 'notDrafted', message: 'anchor is not one of the two drawn specials' } });
    expect(Duel.seats(pos)).toBe(2);
    expect(Duel.round(pos)).toBe(1);
    expect(Duel.isOver(pos)).toBe(false);
  });

  test('clone is a deep copy', () => {
    const pos = fresh(2, ['eye', 'kraken']);
    const copy = Duel.clone(pos);
    expect(copy).toEqual(pos);
    copy.hands[0]!.push(99);
    copy.spaces[1]![2] = 7;
    expect(pos.hands[0]).toHaveLength(5);
    expect(pos.spaces[1]![2]).toBeNull();
  });

  test('scores and winners while the game runs: clinched domains and higher totals', () => {
    const pos = example3();
    expect(Duel.scores(pos).map((s) => s.total)).toEqual([4, 1]);
    expect(Duel.winners(pos)).toEqual([0]);
    expect(Duel.endReason(pos)).toBeNull();
  });
});

describe('render', () => {
  const pos = run(fresh(3, ['kraken', 'eye'], { hands: [[2, 5, 9, 11, 14], [1, 3, 6, 10, 13]] }), 'keep kraken', 'skip', 'place 14 0 1', 'place 3 0 0');

  test('everything, with seat null', () => {
    const text = Duel.render(pos, null);
    const slots = pos.slots.map((c) => `${c![0].slice(0, 3)}${c![1] > 0 ? '+' : ''}${c![1]}`);
    expect(text.split('\n')).toEqual([
      'duel round 1/6, stage place, seat 0 to act',
      'seat 1       .      .      .      .      .',
      `domains  ${slots.map((s) => s.padStart(5).padEnd(7)).join('')}`.trimEnd(),
      'seat 0       3     14      .      .      .  (Nemo)',
      'hand 0: 2 5 9 11 | special kraken',
      'hand 1: 1 6 10 13 | special eye',
      'won 0: 0 cards, totals sci 0, exp 0, nav 0, eng 0, war 0',
      'won 1: 0 cards, totals sci 0, exp 0, nav 0, eng 0, war 0',
      'decks: divers 4, specials 4, domains 25; discard -',
    ]);
  });

  test("a seat's view hides the other hand and an unrevealed special", () => {
    const second = Duel.render(pos, 1).split('\n');
    expect(second[0]).toBe('duel round 1/6, stage place, seat 0 to act; seen by seat 1');
    expect(second[4]).toBe('hand 0: ? ? ? ? | special ?');
    expect(second[5]).toBe('hand 1: 1 6 10 13 | special eye');
    const first = Duel.render(pos, 0).split('\n');
    expect(first[5]).toBe('hand 1: ? ? ? ? | special eye');
    expect(observe(pos, 1).specials[0]).toBeNull();
  });

  test('a finished game shows the scores; hidden won cards show as a count', () => {
    const over = run(example3(), 'place 3 0 4');
    expect(Duel.render(over, null).split('\n').at(-1)).toBe('scores: seat 0 3, seat 1 0; clinched; winners 0');
    const hidden = { ...example3(), variant: { ...example3().variant, hiddenDomains: true } };
    expect(Duel.render(hidden, 0).split('\n')).toContain('won 1: 6 cards (hidden)');
    expect(Duel.render(hidden, 0).split('\n')).toContain('won 0: 9 cards, totals sci 3, exp 0, nav 3, eng 3, war 2');
  });
});

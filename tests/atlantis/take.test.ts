// Spec 4.4 (take the first free tile behind) and 4.5 (draw 1 + pawns on the Mainland).
import { describe, expect, test } from 'vitest';
import { gapContaining } from '../../src/atlantis/index.js';
import { tile, run, scenario } from './helpers.js';

// 2 grey 5 over white 4 | 3 green 1 | 4 blue 6 | 5 red 2 | 6 yellow 3 (back A, no gap)
const path = { 2: ['white 4', 'grey 5'], 3: 'green 1', 4: 'blue 6', 5: 'red 2', 6: 'yellow 3' };

describe('spec 4.4: take', () => {
  test.each([
    ['the position just behind', [0, 0, 0], [0, 0, 0], 'red', 5, 4, 'blue 6'],
    ['skipping an occupied position', [0, 0, 0], [4, 0, 0], 'red', 5, 3, 'green 1'],
    ['skipping several, own pawns included', [3, 0, 0], [4, 0, 0], 'red', 5, 2, 'grey 5'],
    ['from the Mainland, the nearest free position below it', [0, 0, 0], [0, 0, 0], 'purple', 54, 6, 'yellow 3'],
  ])('%s', (_name, p0, p1, colour, to, taken, name) => {
    const pos = scenario({ path, pawns: [p0 as number[], p1 as number[]], hands: [colour as string, ''] });
    const after = run(pos, `move 1 ${colour}`);
    expect(after.pawns[0]![1]).toBe(to);
    expect(after.collected[0]).toEqual([[...tile(name as string), 0]]);
    expect(after.path[taken as number]!.length).toBe(pos.path[taken as number]!.length - 1);
    expect(after.out).toEqual(pos.out);
  });

  test('skipping water (a bridged gap)', () => {
    const pos = scenario({ path: { 3: 'green 1', 5: 'red 2' }, pawns: [[0, 0, 0], [0, 0, 0]], hands: ['red', ''], bridges: [[1, 4]] });
    const after = run(pos, 'move 0 red');
    expect(after.collected[0]).toEqual([[...tile('green 1'), 0]]);
  });

  test('the position the pawn left may be the one taken', () => {
    const pos = scenario({ path, pawns: [[4, 0, 0], [0, 0, 0]], hands: ['red', ''] });
    const after = run(pos, 'move 0 red');
    expect(after.path[4]).toEqual([]);
    expect(after.collected[0]).toEqual([[...tile('blue 6'), 0]]);
  });

  test('taking the top tile uncovers the one below', () => {
    const pos = scenario({ path, pawns: [[0, 0, 0], [0, 0, 0]], hands: ['green', ''] });
    const after = run(pos, 'move 0 green');
    expect(after.path[2]).toEqual([tile('white 4')]);
    expect(after.collected[0]).toEqual([[...tile('grey 5'), 0]]);
  });

  test('with no free position behind nothing is taken', () => {
    const pos = scenario({ path, pawns: [[0, 0, 0], [2, 0, 0]], hands: ['green', ''] });
    const after = run(pos, 'move 0 green');
    expect(after.collected[0]).toEqual([]);
    expect(after.path).toEqual(pos.path);
  });

  test('one tile per turn however many cards were played', () => {
    const pos = scenario({ path, pawns: [[0, 0, 0], [4, 5, 0]], hands: ['blue red yellow', ''] });
    const after = run(pos, 'move 0 blue', 'move 0 red', 'move 0 yellow');
    expect(after.pawns[0]![0]).toBe(6);
    expect(after.collected[0]).toHaveLength(1);
    expect(after.collected[0]![0]).toEqual([...tile('green 1'), 0]);
  });

  test('an emptied position in the middle becomes a gap; at an end it closes up', () => {
    const pos = scenario({ path, pawns: [[0, 0, 0], [0, 0, 0]], hands: ['yellow', ''] });
    const after = run(pos, 'move 0 yellow');
    expect(after.path[5]).toEqual([]);
    expect(gapContaining(after.path, 5)).toEqual([5, 5]);
    const edge = run(scenario({ path: { 2: 'grey 5', 3: 'green 1' }, hands: ['green', ''] }), 'move 0 green');
    expect(edge.path[2]).toEqual([]);
    expect(gapContaining(edge.path, 2)).toBeNull();
    expect(gapContaining(edge.path, 1)).toBeNull();
  });
});

describe('spec 4.5: draw 1 + own pawns on the Mainland, counting one arriving this turn', () => {
  test.each([
    [[0, 0, 0], 'red', 1],
    [[54, 0, 0], 'red', 2],
    [[54, 54, 0], 'red', 3],
    [[0, 0, 0], 'purple', 2],
    [[54, 0, 0], 'purple', 3],
  ])('pawns %j, moving with %s: %i card(s)', (pawns, colour, k) => {
    const pos = scenario({ path, pawns: [pawns, [0, 0, 0]], hands: [colour, ''], deckTop: 'white white white white' });
    const after = run(pos, `move 2 ${colour}`);
    expect(after.hands[0]).toEqual(new Array(k).fill(4));
    expect(after.deck.length).toBe(pos.deck.length - k);
  });
});

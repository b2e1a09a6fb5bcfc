// Spec section 10: scoring.
import { describe, expect, test } from 'vitest';
import { atlantisPoints, scoreBreakdown, winners, type Position, type SheetType } from '../../src/nautilus/index.js';
import { game } from '../helpers.js';

function withRuins(players: number, markers: number[][]): Position {
  const pos = game(players);
  pos.ruins = markers.flatMap((ns, seat) => ns.map((n) => ({ atlantis: n, seat })));
  return pos;
}

describe('spec 10: scoring', () => {
  test('worked example: the 82-point score', () => {
    const pos = game(4);
    const p = pos.players[0]!;
    // R = 1 + 3 + 1 + 3 + 0 = 8
    p.research = { training: 2, technology: 3, sonar: 2, lab: 4, analysis: 0 };
    pos.tokens.technology = 0;
    pos.tokens.lab = 0;
    p.sheet = ['mussel', 'mussel', 'mussel', 'urchin', 'gold', 'snail', 'snail'] as SheetType[];
    p.goal = ['mussel', 'crab'];
    p.nemo = 5;
    // second in Atlantis with 4 players: 4 points
    pos.ruins = [
      { atlantis: 1, seat: 1 },
      { atlantis: 2, seat: 1 },
      { atlantis: 3, seat: 0 },
    ];
    const s = scoreBreakdown(pos)[0]!;
    expect(s).toMatchObject({ research: 8, sheetPoints: 3, raises: 3, atlantisPoints: 4, nemo: 2, total: 82 });
  });

  test('raises: all affordable when R >= 2, none when R < 2', () => {
    const pos = game(2);
    const p = pos.players[0]!;
    p.goal = ['crab', 'urchin'];
    p.sheet = ['crab', 'crab', 'urchin', 'gold'];
    p.nemo = 2;
    p.research.training = 2; // R = 1
    expect(scoreBreakdown(pos)[0]).toMatchObject({ research: 1, raises: 0, total: 5 * 1 + 2 });
    p.research.sonar = 2; // R = 2
    expect(scoreBreakdown(pos)[0]).toMatchObject({ research: 2, raises: 2, nemo: 0, total: (5 + 2) * 2 });
  });

  test('research values: count 0-1 -> 0, >= 2 -> 1, the "3" token -> 3', () => {
    const pos = game(2);
    pos.players[0]!.research = { training: 1, technology: 2, sonar: 4, lab: 0, analysis: 3 };
    pos.tokens.sonar = 0;
    expect(scoreBreakdown(pos)[0]!.research).toBe(0 + 1 + 3 + 0 + 1);
  });

  test('no research: R = 0 and the score is the Nemo left', () => {
    const pos = game(3);
    pos.players[1]!.sheet = ['gold', 'gold'];
    expect(scoreBreakdown(pos)[1]).toMatchObject({ research: 0, total: 50 });
  });

  test.each([
    [2, [[1, 2], [3]], [4, 2]],
    [3, [[1], [2, 3], []], [3, 5, 0]],
    [4, [[1], [2], [3, 4], [5, 6, 7]], [1, 2, 4, 5]],
  ])('%i players: rank markers by number of markers', (players, markers, want) => {
    expect(atlantisPoints(withRuins(players, markers))).toEqual(want);
  });

  test('[default] ties: the highest-numbered Atlantis tile ranks first', () => {
    const pos = withRuins(4, [[1, 9], [2, 14], [3], []]);
    expect(atlantisPoints(pos)).toEqual([4, 5, 2, 0]);
  });

  test('variant atlantisTies "share": tied players each take the shared rank, the next takes rank 1 + players ahead', () => {
    const pos = withRuins(4, [[1, 9], [2, 14], [3], []]);
    pos.variants.atlantisTies = 'share';
    expect(atlantisPoints(pos)).toEqual([5, 5, 2, 0]);
    const three = withRuins(4, [[1], [2], [3], [4, 5]]);
    three.variants.atlantisTies = 'share';
    expect(atlantisPoints(three)).toEqual([4, 4, 4, 5]);
  });

  test('markers without a seat score for nobody, and count for nobody in the breakdown', () => {
    const pos = withRuins(2, [[], []]);
    pos.ruins.push({ atlantis: 5, seat: null });
    expect(atlantisPoints(pos)).toEqual([0, 0]);
    const three = withRuins(3, [[1, 2], [], [3]]);
    three.ruins.push({ atlantis: 5, seat: null });
    expect(scoreBreakdown(three).map((s) => s.atlantisMarkers)).toEqual([2, 0, 1]);
    expect(atlantisPoints(three)).toEqual([5, 0, 3]);
  });

  test('[default] winners share a tie; variant tieBreak "nemo" gives it to more Nemo', () => {
    const pos = game(3);
    pos.players[0]!.nemo = 30;
    pos.players[1]!.nemo = 30;
    pos.players[2]!.nemo = 10;
    expect(winners(pos)).toEqual([0, 1]);
    pos.players[0]!.research = { training: 2, technology: 0, sonar: 0, lab: 0, analysis: 0 };
    pos.players[0]!.nemo = 29;
    pos.players[0]!.sheet = ['crab'];
    pos.players[0]!.goal = ['mussel', 'urchin'];
    expect(scoreBreakdown(pos).map((s) => s.total)).toEqual([30, 30, 10]);
    expect(winners(pos)).toEqual([0, 1]);
    pos.variants.tieBreak = 'nemo';
    expect(winners(pos)).toEqual([1]);
  });
});

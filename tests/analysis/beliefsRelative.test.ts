// The belief heat map that points somewhere (issue 30): each face-down tile's value relative to the
// mean of the face-down tiles, in the document and on the board; no beliefs once the game has ended.
import { expect, test } from 'vitest';
import { analyze } from '../../src/analysis/index.js';
import { nautilusBeliefs } from '../../src/analysis/beliefs.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';
import type { Observation, Position } from '../../src/nautilus/index.js';
import { heatMap, relativeColor, relativeLabel } from '../../web/src/games/nautilus/board/heatMap.js';

/** A Nautilus position `plies` playout-policy actions from a seeded start (to the end when plies is large). */
function played(seed: number, plies: number): Position {
  const game = GAMES.nautilus!;
  const rng = Rng.fromSeed(seed);
  const pos = game.setup({ players: 3, seed });
  for (let i = 0; i < plies && !game.isOver(pos); i++) game.applyInPlace(pos, game.rollout(pos, game.legalActions(pos), rng));
  return pos as Position;
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

test('each face-down tile carries its expected points and net relative to the mean of the face-down tiles; the absolute values stay', () => {
  const pos = played(3, 55);
  for (const mode of ['observation', 'omniscient'] as const) {
    const beliefs = analyze(GAMES.nautilus!, pos, { iterations: 4, seed: 1, mode }).beliefs;
    expect(beliefs.length).toBeGreaterThan(3);
    const meanPoints = mean(beliefs.map((b) => b.expectedPoints));
    const meanNet = mean(beliefs.map((b) => b.net));
    for (const b of beliefs) {
      expect(b.relativePoints).toBeCloseTo(b.expectedPoints - meanPoints, 2);
      expect(b.relativeNet).toBeCloseTo(b.net - meanNet, 2);
    }
    // the differences sum to nothing, and they are not all the same (the map points somewhere)
    expect(Math.abs(beliefs.reduce((a, b) => a + b.relativeNet, 0))).toBeLessThan(0.01);
    expect(new Set(beliefs.map((b) => b.relativeNet)).size).toBeGreaterThan(1);
  }
});

test('a game that has ended has no beliefs (the heat map turns off)', () => {
  const game = GAMES.nautilus!;
  const over = played(5, 100_000);
  expect(game.isOver(over)).toBe(true);
  expect(over.tiles.some((t) => !t.faceUp)).toBe(true);
  expect(nautilusBeliefs(game.observe(over, 0) as Observation)).toEqual([]);
  expect(analyze(game, over, { iterations: 4, seed: 1 }).beliefs).toEqual([]);
  expect(heatMap(analyze(game, over, { iterations: 4, seed: 1, mode: 'omniscient' }).beliefs).size).toBe(0);
});

test('the heat map labels each tile by its relative net value, warm above the mean and cool below, stronger further out', () => {
  expect(relativeLabel(2.14)).toBe('+2.1');
  expect(relativeLabel(-0.8)).toBe('−0.8');
  expect(relativeLabel(0.01)).toBe('±0');
  expect(relativeLabel(-12.3)).toBe('−12');
  const above = relativeColor(3, 3);
  const little = relativeColor(0.5, 3);
  const below = relativeColor(-3, 3);
  expect(above.hue).toBeLessThan(little.hue);
  expect(above.alpha).toBeGreaterThan(little.alpha);
  expect(below.hue).toBe(210);
  expect(below.alpha).toBeGreaterThan(relativeColor(-0.5, 3).alpha);

  const beliefs = analyze(GAMES.nautilus!, played(3, 55), { iterations: 4, seed: 1 }).beliefs;
  const map = heatMap(beliefs);
  expect(map.size).toBe(beliefs.length);
  const best = beliefs.reduce((a, b) => (b.relativeNet > a.relativeNet ? b : a));
  const worst = beliefs.reduce((a, b) => (b.relativeNet < a.relativeNet ? b : a));
  const heatOf = (b: (typeof beliefs)[number]) => map.get(`${b.at[0]},${b.at[1]}`)!;
  expect(heatOf(best).label).toBe(relativeLabel(best.relativeNet));
  expect(heatOf(best).label.startsWith('+')).toBe(true);
  expect(heatOf(worst).label.startsWith('−')).toBe(true);
  // the tile worth most has the full shade: the scale is the largest difference on the board
  expect(heatOf(best).css).toBe(relativeColor(best.relativeNet, Math.max(1, best.relativeNet, -worst.relativeNet)).css);
  expect(heatOf(best).title).toMatch(/worth -?\d+\.\d points[\s\S]*\d+%/);
});

// The packed playout engine in the analyst's clocked search (src/analysis/forBot.ts): a playout
// played in clocked steps is the same game as one played in one call, the clock is read after every
// step (never per action), and past the stop the playout is cut (OutOfTime) within one step. A fake
// clock counts the readings: nothing here races the real one.
import { describe, expect, test } from 'vitest';
import { OutOfTime, analyzeForBot, clockedPlayouts } from '../../src/analysis/forBot.js';
import { botEngine } from '../../src/core/botEngine.js';
import { Rng } from '../../src/core/rng.js';
import { createNautilus, setupGame, clonePosition, type Position } from '../../src/nautilus/index.js';
import { packedPlayouts, twinPackedEngine } from '../../src/nautilus/packed.js';

const packed = packedPlayouts(twinPackedEngine());
const steps = packed.steps!;

/** A clock that moves one ms a reading, and counts them. */
function fakeClock(): { now: () => number; readings: () => number } {
  let t = 0;
  return { now: () => t++, readings: () => t };
}

describe('clocked steps of the packed engine', () => {
  test('a playout in clocked steps of 7 actions is the playout in one call', () => {
    const start = setupGame({ players: 3, seed: 5 });
    const whole = packed.playout(clonePosition(start), Infinity, 1, 20_000, true);
    const clock = fakeClock();
    const stepped = clockedPlayouts(packed, steps, clock.now, Infinity, 7).playout(start, Infinity, 1, 20_000, true);
    expect(stepped).toEqual(whole);
    // one reading at the start, one a step: about actions / 7
    expect(clock.readings()).toBeGreaterThanOrEqual(2 + Math.floor(whole.actions / 7));
    expect(clock.readings()).toBeLessThanOrEqual(4 + Math.ceil(whole.actions / 7));
  });

  test('past the stop the playout is cut after the step under way', () => {
    const start = setupGame({ players: 4, seed: 6 });
    const clock = fakeClock();
    // readings 0 (made), 1 (start), 2.. (steps): the stop at 6 allows a few steps only
    const clocked = clockedPlayouts(packed, steps, clock.now, 6, 10);
    expect(() => clocked.playout(start, Infinity, 1, 20_000, false)).toThrow(OutOfTime);
    expect(clock.readings()).toBe(6);
  });

  test("the analyst's search on a game with the packed engine stays within its fake-clock budget", () => {
    const game = createNautilus(undefined, twinPackedEngine());
    const engine = botEngine<Position>(game);
    expect(engine.playouts?.engine).toBe('ts');
    const truth = setupGame({ players: 2, seed: 9 });
    const rng = new Rng([1, 2, 3, 4]);
    let t = 0;
    const now = (): number => (t += 0.5);
    const r = analyzeForBot<Position>(
      game,
      { seat: truth.toAct, legal: engine.legal(truth), determinize: () => clonePosition(truth), engine, seed: rng.int(1000), timeLeft: () => 2000 },
      { ms: 400, horizon: 1, select: 'evaluation' },
      now,
    );
    expect(r.samples).toBeGreaterThan(0);
    // the budget is 400 ms of fake time: the search stops within it (readings are 0.5 ms apart)
    expect(t).toBeLessThanOrEqual(400 + 1);
  });
});

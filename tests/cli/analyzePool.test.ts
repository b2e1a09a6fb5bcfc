// The analysis threads (`AnalysisWorkers`): one pool runs analysis after analysis and gives the
// in-process document; a thread that fails breaks the pool, and its runs reject at once instead of
// crashing the process or hanging. Runs the compiled pool (its threads load compiled code; the test
// setup builds it first).
import { describe, expect, test } from 'vitest';
import { analyze, planAnalysis, finishAnalysis, type AnalysisResult } from '../../src/analysis/index.js';
import { GAMES } from '../../src/games.js';

const { AnalysisWorkers } = (await import(new URL('../../build/lib/cli/analyzePool.js', import.meta.url).href)) as typeof import('../../src/cli/analyzePool.js');

const untimed = (r: AnalysisResult): Omit<AnalysisResult, 'seconds'> => {
  const { seconds: _s, ...rest } = r;
  return rest;
};

describe('the analysis threads', () => {
  const game = GAMES.atlantis!;
  const pos = game.setup({ players: 2, seed: 4 });
  const opts = { iterations: 60, shardSize: 20, seed: 3 };

  test('one pool, several analyses, on one thread and on two: each the in-process document', async () => {
    const pool = new AnalysisWorkers(2);
    try {
      for (const seed of [3, 4]) {
        const plan = planAnalysis(game, pos, { ...opts, seed });
        const want = untimed(analyze(game, pos, { ...opts, seed }));
        for (const use of [1, 2]) expect(untimed(finishAnalysis(game, pos, plan, await pool.run(game, pos, plan, null, use), 0))).toEqual(want);
      }
      // one run at a time
      const plan = planAnalysis(game, pos, opts);
      const first = pool.run(game, pos, plan, null);
      await expect(pool.run(game, pos, plan, null)).rejects.toThrow('the analysis workers are running another analysis');
      await first;
    } finally {
      await pool.close();
    }
    await expect(pool.run(game, pos, planAnalysis(game, pos, opts), null)).rejects.toThrow('the analysis workers are closed');
  });

  test('a thread that fails breaks the pool: the run rejects, and so does every later one, with the reason', async () => {
    const pool = new AnalysisWorkers(2);
    try {
      // a game the threads do not know: the thread that loads it fails
      const plan = planAnalysis(game, pos, opts);
      const bad = { ...game, id: 'no-such-game', toJSON: (p: unknown) => game.toJSON(p) };
      const why = await pool.run(bad, pos, plan, null).then(() => null, (e: Error) => e.message);
      expect(why).toMatch(/fromJSON|undefined/);
      // later runs, of a game the threads know, are refused for the same reason (no hang, no crash)
      await expect(pool.run(game, pos, plan, null)).rejects.toThrow(why!);
    } finally {
      await pool.close();
    }
  });
});

import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Mutation runs stop at the first failing test (Stryker's bail), so the order of the files decides
 * what a killed mutant costs: the file that failed last first (the next mutant is most often a
 * neighbour of the last one), then the quickest (by the last run's time, else by size). Vitest's
 * own order is the slowest first, which made every killed rules mutant wait for the 4 s refusal
 * sweep: 12 s a mutant on one core.
 */
class FailedThenQuickFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (f: TestSpecification): string => `${f.project.name}:${relative(config.root, f.moduleId)}`;
    const rank = (f: TestSpecification): [number, number] => {
      const last = cache.getFileTestResults(key(f));
      if (last) return [last.failed ? 0 : 1, last.duration];
      return [1, cache.getFileStats(key(f))?.size ?? Infinity];
    };
    return [...files].sort((a, b) => {
      const [fa, ta] = rank(a);
      const [fb, tb] = rank(b);
      return fa - fb || ta - tb;
    });
  }
}

// The test run of the rules' mutation testing (`npm run mutate:rules`, on src/nautilus): the rule,
// position, observation and oracle tests. Not the kernel's own tests (the kernel differential
// builds positions with the rules, so it covers nearly every rules mutant and costs 5 s on each
// that survives) nor the bots' searches: the rules' score is what the rules' tests catch, as the
// kernel's is what the kernel's tests catch (vitest.mutate.kernel.config.ts).
export default defineConfig({
  test: {
    include: ['tests/nautilus/**/*.test.ts', 'tests/oracle/**/*.test.ts'],
    // the long seeded property runs are left out as in vitest.mutate.config.ts
    exclude: ['node_modules/**', 'tests/nautilus/selfplay*.test.ts'],
    sequence: { sequencer: FailedThenQuickFirst },
    testTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';
import { FailedThenQuickFirst } from './tests/mutationSequencer.js';

// The test run of the analysis's mutation testing (`npm run mutate:analysis`, on the exact solver,
// the review, the ranking and the statistics of src/analysis): the analysis tests that check them
// against exact values and planted cases. Not the bots' searches nor the CLI's processes: the
// analysis's score is what its own tests catch.
export default defineConfig({
  test: {
    include: ['tests/analysis/exactSolver.test.ts', 'tests/analysis/exactDocument.test.ts', 'tests/analysis/ranking.test.ts', 'tests/analysis/review.test.ts', 'tests/analysis/viewpoint.test.ts', 'tests/analysis/exactAgreement.test.ts', 'tests/analysis/reviewRecord.test.ts', 'tests/analysis/stats.test.ts', 'tests/analysis/rankingRule.test.ts', 'tests/analysis/exactBoundaries.test.ts', 'tests/analysis/reviewAttack.test.ts'],
    sequence: { sequencer: FailedThenQuickFirst },
    testTimeout: 120_000,
  },
});

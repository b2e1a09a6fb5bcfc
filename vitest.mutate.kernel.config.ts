import { defineConfig } from 'vitest/config';
import { FailedThenQuickFirst } from './tests/mutationSequencer.js';

// The test run of the kernel's mutation testing (`npm run mutate:kernel`): the kernel's own tests
// only (differential against the oracle and the naive BFS, kernel = engine, perft), which run in
// seconds. Every engine test also reaches the kernel, so with the whole suite of
// vitest.mutate.config.ts a surviving kernel mutant costs minutes; the kernel's score is what its
// own tests catch.
export default defineConfig({
  test: {
    include: ['tests/kernel/**/*.test.ts'],
    // see vitest.mutate.config.ts: Stryker's `// @ts-nocheck` header breaks the generator-snapshot test
    exclude: ['node_modules/**', 'tests/kernel/tsFills.test.ts'],
    sequence: { sequencer: FailedThenQuickFirst },
    testTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';
import { FailedThenQuickFirst } from './tests/mutationSequencer.js';

// The test run of mutation testing (`npm run mutate`, which sets NAUTILAB_MUTATION=1 so the large
// randomized sweeps run a tenth of their cases): the unit, rule, kernel, oracle, arena and bot tests,
// which run in seconds; not the browser, CLI-process, sandbox or long property runs.
export default defineConfig({
  test: {
    include: ['tests/core/**/*.test.ts', 'tests/nautilus/**/*.test.ts', 'tests/kernel/**/*.test.ts', 'tests/arena/**/*.test.ts', 'tests/oracle/**/*.test.ts', 'tests/bots/**/*.test.ts'],
    // tsFills.test.ts compares a file's text with its generator's output, and Stryker's sandbox adds
    // `// @ts-nocheck` to every source file: it cannot pass there (and tests no behaviour)
    exclude: ['node_modules/**', 'tests/nautilus/selfplay*.test.ts', 'tests/kernel/tsFills.test.ts'],
    sequence: { sequencer: FailedThenQuickFirst },
    testTimeout: 60_000,
  },
});

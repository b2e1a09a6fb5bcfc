import { defineConfig } from 'vitest/config';
import { FailedThenQuickFirst } from './tests/mutationSequencer.js';

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

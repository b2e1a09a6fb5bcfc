import { defineConfig } from 'vitest/config';

// The test run that mutation testing uses (`npm run mutate`): the unit, rule, kernel, oracle and
// arena tests, which run in seconds; not the browser, CLI-process, sandbox or long property runs.
export default defineConfig({
  test: {
    include: ['tests/core/**/*.test.ts', 'tests/nautilus/**/*.test.ts', 'tests/kernel/**/*.test.ts', 'tests/arena/**/*.test.ts', 'tests/oracle/**/*.test.ts', 'tests/bots/**/*.test.ts'],
    exclude: ['node_modules/**', 'tests/nautilus/selfplay*.test.ts'],
    testTimeout: 60_000,
    pool: 'threads',
  },
});

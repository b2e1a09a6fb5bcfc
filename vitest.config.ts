import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['tests/setup/build.ts'],
    testTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // expect.poll waits for what the browser or a worker finishes later: 1 s (vitest's default) was
    // tight on a loaded 2-core CI machine; a poll that succeeds returns at once, so only failures wait
    expect: { poll: { timeout: 10_000 } },
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['node_modules/**'],
    // the kernel's mutation script (scripts/mutate-kernel.js) runs tests against a mutant kernel on
    // an engine already built: it skips the rebuild check
    globalSetup: process.env.NAUTILAB_NO_GLOBAL_SETUP === '1' ? [] : ['tests/setup/build.ts'],
    // Timeouts are a safety net against a hang, never what a test checks: on a 2-core machine shared
    // with other work a test can take ten times its idle time, so they are far above any idle time
    // (the slowest tests take about a minute idle). Hooks do a test's work too (a tournament played
    // in a beforeAll): vitest's default hook timeout of 10 s was a race with the CPU.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    maxWorkers: 2,
    // expect.poll waits for what the browser or a worker finishes later: 1 s (vitest's default) was
    // tight on a loaded 2-core CI machine; a poll that succeeds returns at once, so only failures wait
    expect: { poll: { timeout: 10_000 } },
  },
});

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
    // Three forks on two cores: the browser and CLI tests wait on processes of their own (Chromium,
    // the app server, nautilab) much of the time, and a third fork fills that. A fork runs file after
    // file without a fresh process for each (isolate: false): the tests set no globals, mocks or
    // environment, and a fresh fork and module graph cost about half a second a file (170 files).
    // Measured here (2 cores): the whole run 1,468 s with two isolated forks, 1,392 s with three; the
    // 66 files of tests/{core,atlantis,duel,web} 75 s isolated, 37 s not.
    maxWorkers: 3,
    isolate: false,
    // expect.poll waits for what the browser or a worker finishes later: a safety net like a browser
    // test's every wait (SAFETY_NET_MS in tests/e2e/browser.ts): 1 s (vitest's default), then 10 s,
    // then a test's own 30 s were missed on a loaded 2-core CI machine; a poll that succeeds returns
    // at once, so only failures wait
    expect: { poll: { timeout: 240_000 } },
  },
});

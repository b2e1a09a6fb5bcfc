/**
 * vitest global setup: tests never run against stale compiled output. The build script
 * (scripts/build.js) brings the kernel, the engine and CLI and the sandbox runtime up to date,
 * and the web app too when browser tests are in the run; a step whose inputs are unchanged since
 * it last ran is skipped.
 */
import { execFileSync } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;

export default function setup(): void {
  const e2e = process.argv.some((a) => a.includes('e2e')) || !process.argv.some((a) => a.endsWith('.test.ts') || a.startsWith('tests/'));
  const steps = e2e ? ['kernel', 'lib', 'sandbox', 'web'] : ['kernel', 'lib', 'sandbox'];
  execFileSync(process.execPath, ['scripts/build.js', ...steps], { cwd: root, stdio: 'inherit' });
}

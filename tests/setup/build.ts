/**
 * vitest global setup: tests never run against stale compiled output. The engine and CLI (tsc -b,
 * incremental), the sandbox runtime bundle and the kernel are rebuilt when their sources are newer;
 * the web app too, when browser tests are in the run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

/** The newest modification time under the given paths (files or folders). */
function newest(paths: string[]): number {
  let t = 0;
  const walk = (p: string): void => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(join(p, name));
    } else t = Math.max(t, s.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return t;
}

const age = (file: string): number => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0);
const npm = (script: string): void => void execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });

export default function setup(): void {
  if (newest(['assembly', 'asconfig.json']) > age('build/kernel/release.wasm')) npm('build:kernel');
  npm('build:lib');
  if (newest(['src']) > age('build/sandbox/isolate.js')) npm('build:sandbox');
  const e2e = process.argv.some((a) => a.includes('e2e')) || !process.argv.some((a) => a.endsWith('.test.ts') || a.startsWith('tests/'));
  if (e2e && newest(['src', 'web/src', 'web/index.html', 'web/vite.config.ts', 'build/kernel/release.wasm']) > age('web/dist/index.html')) npm('build:web');
}

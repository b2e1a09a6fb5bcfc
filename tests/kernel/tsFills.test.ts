// The generated straight-line fills (src/kernel/tsFills.ts) are what their generator writes:
// `scripts/generate-fills.js`; `npm run generate` rewrites the file after a generator change.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const root = new URL('../../', import.meta.url);

test('src/kernel/tsFills.ts is the generator output', () => {
  const made = execFileSync(process.execPath, ['scripts/generate-fills.js', '--stdout'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  const committed = readFileSync(new URL('src/kernel/tsFills.ts', root), 'utf8');
  expect(made.length).toBeGreaterThan(10_000);
  expect(committed === made, 'src/kernel/tsFills.ts differs from scripts/generate-fills.js: run `npm run generate`').toBe(true);
});

test('the generator refuses an unknown option', () => {
  let status = 0;
  try {
    execFileSync(process.execPath, ['scripts/generate-fills.js', '--nope'], { cwd: root, stdio: 'pipe' });
  } catch (e) {
    status = (e as { status: number }).status;
  }
  expect(status).toBe(2);
});

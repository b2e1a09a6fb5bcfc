// The TS twin of the playout engine (src/nautilus/playoutTwin.ts) is what its generator writes from
// the engine's one source (assembly/playout/engine.ts); `npm run generate` rewrites it after a change.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const root = new URL('../../', import.meta.url);

test('src/nautilus/playoutTwin.ts is the generator output', () => {
  const made = execFileSync(process.execPath, ['scripts/generate-playout-twin.js', '--stdout'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  const committed = readFileSync(new URL('src/nautilus/playoutTwin.ts', root), 'utf8');
  // one boolean, not a diff of two long texts
  expect(committed === made, 'src/nautilus/playoutTwin.ts differs from scripts/generate-playout-twin.js: run `npm run generate`').toBe(true);
});

test('the generator refuses an unknown option', () => {
  expect(() => execFileSync(process.execPath, ['scripts/generate-playout-twin.js', '--nope'], { cwd: root, stdio: 'pipe' })).toThrow(/unknown option --nope/);
});

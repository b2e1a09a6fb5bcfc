// The generated straight-line fills (src/kernel/tsFills.ts) are what the generator writes;
// `npx vitest run tests/kernel/tsFills.test.ts -u` rewrites the file after a generator change.
import { expect, test } from 'vitest';
import { fillSource } from './fillSource.js';

test('src/kernel/tsFills.ts is the generator output', async () => {
  await expect(fillSource()).toMatchFileSnapshot('../../src/kernel/tsFills.ts');
});

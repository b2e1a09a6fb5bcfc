// The command line's words for people: `show` says who acts and the phase, `legal` each action in
// words beside its notation; the JSON documents stay as they were.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { GAMES } from '../../src/games.js';
import { setupGame } from '../../src/nautilus/index.js';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-words-'));
const run = (args: string[]): string => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
};

test('show gives the phase in words; legal gives each action in words; the JSON is unchanged', () => {
  const pos = setupGame({ players: 2, seed: 4, firstPlayer: 1 });
  const f = join(dir, 'start.json');
  writeFileSync(f, JSON.stringify(pos));
  expect(run(['show', f]).trimEnd().split('\n').at(-1)).toBe('seat 1 to act · phase 1 · build: buy a module, place modules');
  const shown = JSON.parse(run(['show', f, '--json']));
  expect(Object.keys(shown)).toEqual(['game', 'seat', 'text']);
  expect(shown.text).toBe(GAMES.nautilus!.render(pos, null));
  const legal = run(['legal', f]);
  expect(legal).toMatch(/^ {2}buy green 2 +Buy a green module for 2 Nemo, with 2 researchers on it$/m);
  expect(legal).toMatch(/^ {2}buy lab +Buy the top Lab module for 1 Nemo$/m);
  expect(JSON.parse(run(['legal', f, '--json'])).actions).toContain('buy green 2');
});

// A bot's process ends with its host, however the host dies (issue 41): the arena is killed with
// SIGKILL while a bot file loops in its decision (a deadline of ten minutes), and the bot's process,
// handed to another parent, stops itself. Before, it kept a core busy until the deadline.
// (The queue's worker is killed the same way in tests/arena/queue.test.ts.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, test } from 'vitest';
import { killHostOfLoopingBot } from '../processes.js';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-orphan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('arena killed with SIGKILL while a bot file loops: the bot process stops too', async () => {
  const loop = join(dir, 'loop.js');
  writeFileSync(loop, 'export function act() { for (;;) {} }\n');
  const arena = spawn(process.execPath, [BIN, 'arena', '--bots', `${loop},random`, '--games', '1', '--deadline', '600000', '--threads', '1'], { stdio: 'ignore' });
  try {
    await killHostOfLoopingBot(arena.pid!);
  } finally {
    arena.kill('SIGKILL');
  }
});

// Long commands on a terminal (issue 44): a progress line (done, total, rate, time left) on a
// terminal and nothing when stderr is not one; `arena --out F` writes F when it starts, so `--report`
// reads it while the first game is still playing. The terminal is a pseudo-terminal (`script`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'nautilab-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const quote = (args: string[]): string => args.map((a) => `'${a}'`).join(' ');

/** What the command writes to a terminal (stdout and stderr alike, as a person sees them). */
function onTerminal(args: string[]): string {
  const r = spawnSync('script', ['-qfec', `${quote([process.execPath, 'bin/nautilab.js', ...args])}`, '/dev/null'], { encoding: 'utf8', timeout: 120_000 });
  expect(r.status, r.stdout).toBe(0);
  return r.stdout;
}

describe('progress of long commands', () => {
  test('selfplay: a progress line on a terminal, nothing on stderr through a pipe', () => {
    const shown = onTerminal(['selfplay', '--games', '6', '--game', 'duel']);
    // each redraw starts at the line's start; the last one before the summary is the whole run
    expect(shown).toMatch(/selfplay \[[█░]+\] 5\/6 games · [\d.]+\/s · (\d+m)?\d+s left/);
    expect(shown).toMatch(/selfplay \[█+\] 6\/6 games/);
    expect(shown).toContain('6 games from seed 0: every invariant held');
    const piped = spawnSync(process.execPath, ['bin/nautilab.js', 'selfplay', '--games', '2', '--game', 'duel'], { encoding: 'utf8' });
    expect(piped.status).toBe(0);
    expect(piped.stderr).toBe('');
    expect(piped.stdout).toContain('2 games from seed 0');
  });

  test('arena --out F: F is written when the games start; --report reads it while the first game is still playing', async () => {
    // a bot that never answers: the first game waits for its deadline (600 s), so it cannot end during the test
    const waits = join(dir, 'waits.js');
    writeFileSync(waits, 'export function act() { return new Promise(() => {}); }');
    const out = join(dir, 'arena.json');
    const arena = spawn('script', ['-qfec', quote([process.execPath, 'bin/nautilab.js', 'arena', '--bots', `${waits},random`, '--games', '2', '--threads', '1', '--deadline', '600000', '--out', out]), '/dev/null'], { detached: true });
    try {
      let shown = '';
      await new Promise<void>((resolve, reject) => {
        arena.stdout.on('data', (d: Buffer) => {
          shown += d.toString();
          if (shown.includes('arena: started')) resolve();
        });
        arena.on('exit', () => reject(new Error(`the arena ended first: ${shown}`)));
        // a safety net only: the line comes within seconds of the start
        setTimeout(() => reject(new Error(`no 'arena: started' line in 60 s: ${shown}`)), 60_000).unref();
      });
      expect(shown).toContain(`arena: started, 2 games to play; ${out} written, --report reads it`);
      const report = spawnSync(process.execPath, ['bin/nautilab.js', 'arena', '--out', out, '--report', '--json'], { encoding: 'utf8' });
      expect(report.status, report.stderr).toBe(0);
      expect(JSON.parse(report.stdout)).toMatchObject({ planned: 2, games: 0 });
    } finally {
      // the whole group: script, the arena and its bot's process
      process.kill(-arena.pid!, 'SIGKILL');
    }
  });
});

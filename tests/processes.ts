/**
 * Processes as Linux's /proc shows them, for tests that kill a host and watch its children: a
 * process's children, its CPU time, whether it still runs (a zombie waiting for its parent to reap
 * it runs no more).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';

/** The fields of /proc/PID/stat after the command's name (state first), or null once the process is gone. */
function stat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid`, with their command lines. */
export function childrenOf(pid: number): { pid: number; args: string }[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((p) => stat(p)?.[1] === String(pid))
    .map((p) => {
      let args = '';
      try {
        args = readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' ');
      } catch {
        /* gone meanwhile */
      }
      return { pid: p, args };
    });
}

/** User and system CPU time of a process in clock ticks (100 a second), or null once it is gone. */
export function cpuTicks(pid: number): number | null {
  const f = stat(pid);
  return f ? Number(f[11]) + Number(f[12]) : null;
}

/** True while the process runs (not gone, not a zombie). */
export function isRunning(pid: number): boolean {
  const state = stat(pid)?.[0];
  return state !== undefined && state !== 'Z' && state !== 'X';
}

/**
 * Kills `host` with SIGKILL once its bot process has spent 0.6 s of CPU in its loop, and resolves
 * once that bot process has stopped (the test's timeout is the safety net).
 */
export async function killHostOfLoopingBot(host: number): Promise<void> {
  let bot: number | undefined;
  await expect.poll(() => (bot = childrenOf(host).find((c) => c.args.includes('botProcess'))?.pid), { timeout: 60_000, interval: 50 }).toBeDefined();
  // CPU time, not the clock: the bot is in its loop once it has spent 0.6 s there (its load takes far less)
  await expect.poll(() => cpuTicks(bot!), { timeout: 60_000, interval: 50 }).toBeGreaterThan(60);
  process.kill(host, 'SIGKILL');
  try {
    await expect.poll(() => isRunning(bot!), { timeout: 30_000, interval: 20 }).toBe(false);
  } finally {
    // an orphan left by a failing test would loop until its deadline
    if (isRunning(bot!)) process.kill(bot!, 'SIGKILL');
  }
}

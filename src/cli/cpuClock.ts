/**
 * The clock a built-in bot's deadline is charged on in the command line: the CPU time of the
 * thread that runs it, so a bot on a busy machine is not charged for the time the system gave to
 * other work (docs/cli.md, `arena --deadline`). Linux reports a thread's CPU time in
 * `/proc/thread-self/schedstat` (nanoseconds); elsewhere the clock is the wall clock.
 *
 * Reading the file costs tens of microseconds, and a bot's search reads its clock after every
 * action, so the file is read at most every `READ_EVERY_MS` of wall time; in between the clock
 * moves with the wall clock from the last reading, which never runs slower than the thread's CPU
 * time: a bot may stop early by up to that much, never late. The clock never goes back.
 */
import { readFileSync } from 'node:fs';

/** Wall-clock milliseconds between two readings of the thread's CPU time. */
export const READ_EVERY_MS = 5;

const SCHEDSTAT = '/proc/thread-self/schedstat';

/** The calling thread's CPU time in ms, or null where the system does not tell it. */
export function threadCpuMs(path = SCHEDSTAT): number | null {
  try {
    const ns = Number(readFileSync(path, 'latin1').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch {
    return null;
  }
}

/**
 * A clock (ms) that advances with the calling thread's CPU time (`cpu`, read at most every
 * `READ_EVERY_MS` of `wall`), or the wall clock where `cpu` gives null. Use it on the thread
 * that made it.
 */
export function cpuClock(cpu: () => number | null = () => threadCpuMs(), wall: () => number = () => Date.now()): () => number {
  const first = cpu();
  if (first === null) return wall;
  let readAt = wall();
  let base = first;
  let last = first;
  return () => {
    const w = wall();
    if (w - readAt >= READ_EVERY_MS) {
      const c = cpu();
      if (c !== null) base = c;
      readAt = w;
      last = Math.max(last, base);
    } else {
      // between readings: as if the thread had the CPU the whole time (an upper bound)
      last = Math.max(last, base + (w - readAt));
    }
    return last;
  };
}

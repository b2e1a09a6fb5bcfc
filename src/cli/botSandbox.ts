/**
 * Sandboxed bots in Node: each user bot runs in its own child process (`botProcess.ts`) under
 * Node's permission model, inside a V8 isolate with a memory limit. This side spawns the process
 * with an empty environment, reads its output as capped lines, and reports its death.
 */
import { spawn } from 'node:child_process';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SandboxSeat, type SandboxHandle } from '../sandbox/host.js';
import { excerpt, LIMITS, readFromSandbox, type FromSandbox } from '../sandbox/protocol.js';

/** Memory limit of a bot's isolate, in MB. */
export const BOT_MEMORY_MB = 128;

/** The package root, whether this module runs compiled (build/lib/cli) or from source (tests). */
const here = fileURLToPath(import.meta.url);
const root = here.includes(`${sep}build${sep}lib${sep}`) ? here.slice(0, here.indexOf(`${sep}build${sep}lib${sep}`) + 1) : here.slice(0, here.indexOf(`${sep}src${sep}cli${sep}`) + 1);
/** The compiled bot process (the child always runs compiled code, made by `npm run build`). */
const script = join(root, 'build', 'lib', 'cli', 'botProcess.js');

/** Node flags of a bot process: read the project, nothing else; no child processes, workers or writes. */
export const BOT_PROCESS_FLAGS = [
  '--experimental-permission',
  `--allow-fs-read=${root}*`,
  '--allow-addons', // isolated-vm is a native addon; the bot itself runs inside its isolate
  '--no-warnings',
  '--max-old-space-size=96',
];

/**
 * Resident memory a bot process may reach before its watchdog stops it, in MB: the isolate's limit
 * plus 128 MB for the process itself (Node, isolated-vm, the runtime and the engine: about 50 MB).
 */
export const BOT_PROCESS_RSS_MB = BOT_MEMORY_MB + 128;

/** Spawns one bot process; `rssLimitMb` lowers its watchdog's limit (never raises it). */
export function spawnBotProcess(rssLimitMb: number = BOT_PROCESS_RSS_MB): SandboxHandle {
  const rss = Math.min(BOT_PROCESS_RSS_MB, Math.max(1, Math.floor(rssLimitMb)));
  const child = spawn(process.execPath, [...BOT_PROCESS_FLAGS, script, String(BOT_MEMORY_MB), String(rss)], { env: {}, stdio: ['pipe', 'pipe', 'pipe'] });
  const handlers: ((m: FromSandbox) => void)[] = [];
  const exitHandlers: ((why: string) => void)[] = [];
  let done = false;
  let stderr = '';
  let buffer = '';
  const stop = (why: string): void => {
    if (done) return;
    done = true;
    child.kill('SIGKILL');
    for (const h of exitHandlers) h(why);
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(line);
      } catch {
        /* not a message */
      }
      const m = readFromSandbox(parsed);
      if (!m) return stop(`the bot process broke the protocol (${excerpt(line)})`);
      for (const h of handlers) h(m);
    }
    if (buffer.length > LIMITS.messageBytes) stop(`the bot process sent a message of more than ${LIMITS.messageBytes} bytes`);
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (stderr.length < 20_000) stderr += chunk;
  });
  child.stdin.on('error', () => undefined); // a dead child: its exit is reported below
  child.on('error', (e) => stop(`the bot process could not run: ${e.message}`));
  // 'close', not 'exit': the process's last words on stderr are read by then
  child.on('close', (code, signal) => {
    if (done) return;
    const oom = /out of memory|is_heap_oom|memory limit/i.test(stderr);
    stop(oom ? `the bot ran out of memory (its limit is ${BOT_MEMORY_MB} MB) and was stopped` : `the bot process stopped (${signal ?? `exit code ${code}`})`);
  });
  return {
    post: (m) => {
      if (!done) child.stdin.write(`${JSON.stringify(m)}\n`);
    },
    onMessage: (h) => void handlers.push(h),
    onExit: (h) => void exitHandlers.push(h),
    terminate: () => {
      done = true;
      child.kill('SIGKILL');
    },
    freshLoads: true,
  };
}

/** A seat played by a bot file's code, sandboxed. */
export function sandboxSeat(name: string, code: string, onLog?: (text: string) => void): SandboxSeat {
  return new SandboxSeat(name, code, spawnBotProcess, onLog);
}

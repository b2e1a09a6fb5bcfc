#!/usr/bin/env node
// The build (`npm run build`, run by `npm install`, `npm start` and `npm test`): four steps, each
// skipped when its inputs have not changed since it last ran. A step's key is a hash of its
// commands, the contents of its input files, the versions of its tools and the keys of the steps
// it reads the output of; build/stamps.json keeps the key each step last built with. Content
// hashes, not modification times: a fresh clone or a `git checkout` touches every file but
// changes no key.
//
//   node scripts/build.js [--force] [--dry-run] [--json] [step ...]
//
// Steps: kernel, lib, sandbox, web (all by default; a named step brings the steps it reads).
// --force rebuilds the named steps; --dry-run only says what would be built; --json prints one
// JSON document ({ steps: [{ name, action: 'skipped' | 'built' | 'stale', reason, ms }] }) on
// stdout and sends the tools' own output to stderr.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

/**
 * The steps in build order. `inputs`: files and folders (walked, without node_modules and dist)
 * whose contents make the step's key; `tools`: packages whose installed version joins it;
 * `after`: steps whose output it reads (their keys join its key, so they rebuild it);
 * `outputs`: files that must exist for the step to count as built.
 */
export const STEPS = [
  {
    name: 'kernel',
    inputs: ['assembly', 'asconfig.json'],
    tools: ['assemblyscript'],
    after: [],
    outputs: ['build/kernel/release.wasm', 'build/kernel/debug.wasm', 'build/playout/release.wasm', 'build/playout/debug.wasm'],
    run: [
      ['asc', 'assembly/index.ts', '--target', 'release'],
      ['asc', 'assembly/index.ts', '--target', 'debug'],
      // the playout engine (assembly/playout/): its own module, memory and config
      ['asc', '--config', 'assembly/playout/asconfig.json', '--target', 'release'],
      ['asc', '--config', 'assembly/playout/asconfig.json', '--target', 'debug'],
    ],
  },
  {
    name: 'lib',
    inputs: ['src', 'tsconfig.base.json'],
    tools: ['typescript', '@types/node'],
    after: [],
    outputs: ['build/lib/cli/main.js', 'build/lib/games.js'],
    run: [['tsc', '-b', 'src', 'src/cli']],
  },
  {
    name: 'sandbox',
    inputs: ['src', 'web/src/worker', 'tsconfig.base.json'],
    tools: ['rolldown'],
    after: [],
    outputs: ['build/sandbox/isolate.js', 'build/sandbox/bot-worker.js'],
    run: [
      ['rolldown', 'src/sandbox/isolateEntry.ts', '--format', 'iife', '--file', 'build/sandbox/isolate.js', '--minify', '--logLevel', 'warn'],
      ['rolldown', 'web/src/worker/bot.worker.ts', '--format', 'iife', '--file', 'build/sandbox/bot-worker.js', '--minify', '--logLevel', 'warn'],
    ],
  },
  {
    name: 'web',
    // the app bundles its dependencies too: the lockfile is an input
    inputs: ['src', 'web/src', 'web/public', 'web/index.html', 'web/sandbox.html', 'web/vite.config.ts', 'web/tsconfig.json', 'tsconfig.base.json', 'package-lock.json'],
    tools: ['vite'],
    after: ['kernel', 'sandbox'],
    outputs: ['web/dist/index.html', 'web/dist/sandbox.html'],
    run: [['vite', 'build', 'web', '--config', 'web/vite.config.ts', '--logLevel', 'warn']],
  },
];

const STAMPS = 'build/stamps.json';
const LOCK = 'build/.build.lock';

/** Every file under the given paths (relative to `base`), sorted; missing paths are skipped. */
function files(base, paths) {
  const out = [];
  const walk = (rel) => {
    const abs = join(base, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs)) if (name !== 'node_modules' && name !== 'dist') walk(join(rel, name));
    } else out.push(rel.split(sep).join('/'));
  };
  paths.forEach(walk);
  return [...new Set(out)].sort();
}

/** The installed version of a tool package. */
function toolVersion(base, tool) {
  try {
    return JSON.parse(readFileSync(join(base, 'node_modules', tool, 'package.json'), 'utf8')).version;
  } catch {
    return 'missing';
  }
}

/** Each step's key, in build order (a step's key covers the keys of the steps it reads). */
export function keys(base = root, steps = STEPS) {
  const byName = new Map();
  for (const step of steps) {
    const h = createHash('sha256');
    h.update(JSON.stringify({ run: step.run, outputs: step.outputs }));
    for (const tool of step.tools) h.update(`tool ${tool} ${toolVersion(base, tool)}\n`);
    for (const dep of step.after) h.update(`after ${dep} ${byName.get(dep)}\n`);
    for (const file of files(base, step.inputs)) {
      h.update(`file ${file}\n`);
      h.update(readFileSync(join(base, file)));
    }
    byName.set(step.name, h.digest('hex'));
  }
  return byName;
}

function readStamps(base) {
  try {
    const s = JSON.parse(readFileSync(join(base, STAMPS), 'utf8'));
    return s && typeof s === 'object' ? s : {};
  } catch {
    return {};
  }
}

function writeStamps(base, stamps) {
  mkdirSync(join(base, 'build'), { recursive: true });
  const tmp = join(base, `${STAMPS}.${process.pid}.tmp`);
  writeFileSync(tmp, JSON.stringify(stamps, null, 2) + '\n');
  renameSync(tmp, join(base, STAMPS));
}

/** The steps to build and why: never built, inputs changed, an output missing, or forced. */
export function plan(base = root, { force = false, only = [] } = {}) {
  const byName = new Map(STEPS.map((s) => [s.name, s]));
  const wanted = new Set();
  const want = (name) => {
    if (wanted.has(name)) return;
    wanted.add(name);
    byName.get(name).after.forEach(want);
  };
  (only.length ? only : STEPS.map((s) => s.name)).forEach(want);
  const current = keys(base);
  const stamps = readStamps(base);
  return STEPS.filter((s) => wanted.has(s.name)).map((step) => {
    const missing = step.outputs.find((f) => !existsSync(join(base, f)));
    let reason = null;
    if (force && (only.length === 0 || only.includes(step.name))) reason = 'forced';
    else if (!stamps[step.name]) reason = 'never built';
    else if (stamps[step.name] !== current.get(step.name)) reason = 'inputs changed';
    else if (missing) reason = `${missing} is missing`;
    return { step, key: current.get(step.name), reason };
  });
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Holds build/.build.lock (a folder: mkdir is atomic) while `fn` runs; waits for another build to end. */
function withLock(base, fn) {
  mkdirSync(join(base, 'build'), { recursive: true });
  const lock = join(base, LOCK);
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      let pid = 0;
      try {
        pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        /* being written or removed */
      }
      let alive = true;
      if (pid > 0) {
        try {
          process.kill(pid, 0);
        } catch (err) {
          alive = err.code === 'EPERM';
        }
      } else if (waited > 5000) alive = false; // a lock without a pid for seconds: its owner died
      if (!alive) rmSync(lock, { recursive: true, force: true });
      else {
        if (waited % 10_000 === 0) process.stderr.write(`build: waiting for another build (pid ${pid || '?'}) to finish\n`);
        sleep(200);
      }
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function main(argv) {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const only = argv.filter((a) => !a.startsWith('--'));
  const known = new Set(['--force', '--dry-run', '--json']);
  const bad = [...flags].find((f) => !known.has(f)) ?? only.find((n) => !STEPS.some((s) => s.name === n));
  if (bad) {
    process.stderr.write(`build: unknown ${bad.startsWith('--') ? 'option' : 'step'} ${bad} (steps: ${STEPS.map((s) => s.name).join(', ')}; options: ${[...known].join(', ')})\n`);
    return 1;
  }
  const json = flags.has('--json');
  const say = (line) => void (json ? process.stderr : process.stdout).write(`build: ${line}\n`);
  const report = [];
  const opts = { force: flags.has('--force'), only };
  const first = plan(root, opts);
  let failed = false;
  if (flags.has('--dry-run')) {
    for (const p of first) {
      report.push({ name: p.step.name, action: p.reason ? 'stale' : 'skipped', reason: p.reason ?? 'up to date', ms: 0 });
      say(`${p.step.name}: ${p.reason ? `would build (${p.reason})` : 'up to date'}`);
    }
  } else if (first.every((p) => !p.reason)) {
    first.forEach((p) => report.push({ name: p.step.name, action: 'skipped', reason: 'up to date', ms: 0 }));
    say(`${report.map((r) => r.name).join(', ')}: up to date`);
  } else {
    withLock(root, () => {
      // another build may have finished while this one waited: plan again under the lock
      const stamps = readStamps(root);
      const path = `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`;
      // a production build whoever asks: vitest's global setup runs with NODE_ENV=test, which would
      // make Vite build the app in development mode (import.meta.env.DEV true)
      const env = { ...process.env, PATH: path, NODE_ENV: 'production' };
      for (const p of plan(root, opts)) {
        const name = p.step.name;
        if (!p.reason || failed) {
          report.push({ name, action: 'skipped', reason: failed ? 'an earlier step failed' : 'up to date', ms: 0 });
          if (!failed) say(`${name}: up to date`);
          continue;
        }
        say(`${name}: building (${p.reason})`);
        const started = performance.now();
        delete stamps[name];
        writeStamps(root, stamps);
        for (const [cmd, ...args] of p.step.run) {
          const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', json ? 2 : 'inherit', 'inherit'], env });
          if (r.status !== 0) {
            process.stderr.write(`build: ${name} failed: ${cmd} ${args.join(' ')} ${r.error ? r.error.message : `exited with ${r.status ?? r.signal}`}\n`);
            failed = true;
            break;
          }
        }
        const ms = Math.round(performance.now() - started);
        if (!failed) {
          stamps[name] = p.key;
          writeStamps(root, stamps);
          say(`${name}: built in ${(ms / 1000).toFixed(1)} s`);
        }
        report.push({ name, action: failed ? 'failed' : 'built', reason: p.reason, ms });
      }
    });
  }
  if (json) process.stdout.write(JSON.stringify({ steps: report }) + '\n');
  return failed ? 1 : 0;
}

if (process.argv[1] && relative(process.argv[1], new URL(import.meta.url).pathname) === '') process.exitCode = main(process.argv.slice(2));

// The incremental build (scripts/build.js) and the `nautilab` command right after an install:
// a step runs only when its inputs changed, a change rebuilds exactly the steps that read it, and
// `npx nautilab` builds nothing. What is asserted comes from the build script's own report and
// from the stamps and outputs on disk, never from timing.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const root = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
const tmp = mkdtempSync(join(tmpdir(), 'nautilab-build-'));
const copy = join(tmp, 'tree');

type Step = { name: string; action: 'skipped' | 'built' | 'stale' | 'failed'; reason: string };

/** Runs scripts/build.js with --json in `cwd`; its report. */
function build(cwd: string, args: string[]): { code: number; steps: Step[]; stderr: string } {
  const r = spawnSync(process.execPath, ['scripts/build.js', '--json', ...args], { cwd, encoding: 'utf8' });
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return { code: r.status ?? -1, steps: last ? (JSON.parse(last) as { steps: Step[] }).steps : [], stderr: r.stderr };
}

/** The steps of a report with the given action, by name. */
const named = (steps: Step[], action: Step['action']): string[] => steps.filter((s) => s.action === action).map((s) => s.name);

/** Appends a line to a file of the copy; returns a function that puts the old contents back. */
function edit(rel: string, line: string): () => void {
  const path = join(copy, rel);
  const before = readFileSync(path);
  writeFileSync(path, Buffer.concat([before, Buffer.from(`\n${line}\n`)]));
  return () => writeFileSync(path, before);
}

beforeAll(() => {
  // the real tree up to date (a no-op after `npm install` or `npm test`'s own build)
  const real = build(root, []);
  expect(real.code, real.stderr).toBe(0);
  // a copy of the sources and of the built outputs, at a new path with new modification times
  for (const p of ['assembly', 'src', 'web', 'scripts/build.js', 'asconfig.json', 'tsconfig.base.json', 'package.json', 'package-lock.json', 'build/kernel', 'build/playout', 'build/lib', 'build/sandbox', 'build/stamps.json']) {
    mkdirSync(dirname(join(copy, p)), { recursive: true });
    cpSync(join(root, p), join(copy, p), { recursive: true, filter: (src) => !src.startsWith(join(root, 'web/dist')) });
  }
  mkdirSync(join(copy, 'web/dist'));
  for (const f of ['index.html', 'sandbox.html']) cpSync(join(root, 'web/dist', f), join(copy, 'web/dist', f));
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
}, 600_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }), 120_000);

describe('scripts/build.js', () => {
  test('a copied tree is up to date: content hashes, not modification times', () => {
    const r = build(copy, ['--dry-run']);
    expect(r.code).toBe(0);
    expect(named(r.steps, 'skipped')).toEqual(['kernel', 'lib', 'sandbox', 'web']);
  });

  test('a kernel source rebuilds the kernel and the web app, and putting it back rebuilds nothing', () => {
    const restore = edit('assembly/index.ts', '// a comment');
    try {
      const r = build(copy, ['--dry-run']);
      expect(named(r.steps, 'stale')).toEqual(['kernel', 'web']);
      expect(named(r.steps, 'skipped')).toEqual(['lib', 'sandbox']);
    } finally {
      restore();
    }
    expect(named(build(copy, ['--dry-run']).steps, 'stale')).toEqual([]);
  });

  test('a web source rebuilds the web app only', () => {
    const restore = edit('web/src/App.vue', '<!-- a comment -->');
    try {
      expect(named(build(copy, ['--dry-run']).steps, 'stale')).toEqual(['web']);
    } finally {
      restore();
    }
  });

  test('a missing output, --force and a named step', () => {
    rmSync(join(copy, 'build/kernel/debug.wasm'));
    const r = build(copy, ['--dry-run', 'kernel']);
    expect(r.steps).toEqual([{ name: 'kernel', action: 'stale', reason: 'build/kernel/debug.wasm is missing', ms: 0 }]);
    cpSync(join(root, 'build/kernel/debug.wasm'), join(copy, 'build/kernel/debug.wasm'));
    // a named step brings the steps it reads; --force forces only the named one
    const forced = build(copy, ['--dry-run', '--force', 'web']);
    expect(forced.steps.map((s) => [s.name, s.reason])).toEqual([['kernel', 'up to date'], ['sandbox', 'up to date'], ['web', 'forced']]);
  });

  test('an engine source rebuilds the engine and CLI, the sandbox and the web app; a real build of one step runs it once', () => {
    const restore = edit('src/sandbox/runtime.ts', '// a comment');
    try {
      expect(named(build(copy, ['--dry-run']).steps, 'stale')).toEqual(['lib', 'sandbox', 'web']);
      const stamps = JSON.parse(readFileSync(join(copy, 'build/stamps.json'), 'utf8'));
      const first = build(copy, ['sandbox']);
      expect(first.code, first.stderr).toBe(0);
      expect(first.steps.map((s) => [s.name, s.action])).toEqual([['sandbox', 'built']]);
      const after = JSON.parse(readFileSync(join(copy, 'build/stamps.json'), 'utf8'));
      expect(after.sandbox).not.toBe(stamps.sandbox);
      expect({ ...after, sandbox: null }).toEqual({ ...stamps, sandbox: null });
      // built once: the same step again is skipped, the others stay stale
      expect(build(copy, ['sandbox']).steps.map((s) => [s.name, s.action])).toEqual([['sandbox', 'skipped']]);
      expect(named(build(copy, ['--dry-run']).steps, 'stale')).toEqual(['lib', 'web']);
    } finally {
      restore();
    }
  }, 300_000);

  test('bad arguments: a clear error and exit 1', () => {
    const r = spawnSync(process.execPath, ['scripts/build.js', 'kernal'], { cwd: copy, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/unknown step kernal \(steps: kernel, lib, sandbox, web/);
  });
});

describe('npx nautilab right after an install', () => {
  /** The build's stamps and the modification times of its outputs. */
  const snapshot = (): string =>
    JSON.stringify([
      readFileSync(join(root, 'build/stamps.json'), 'utf8'),
      ...['build/kernel/release.wasm', 'build/lib/cli/main.js', 'build/sandbox/isolate.js', 'web/dist/index.html'].map((f) => [f, statSync(join(root, f)).mtimeMs]),
    ]);

  /** `npx nautilab --help` in the project, with an npm cache of its own (as on a fresh machine). */
  const npx = (cache: string): Promise<{ code: number; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      const child = spawn('npx', ['nautilab', '--help'], { cwd: root, env: { ...process.env, npm_config_cache: cache, npm_config_update_notifier: 'false' } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    });

  test('answers without building, also twice at once on a fresh npm cache', async () => {
    const before = snapshot();
    const cache = join(tmp, 'npm-cache');
    const [a, b] = await Promise.all([npx(cache), npx(cache)]);
    for (const r of [a, b]) {
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^usage: nautilab/m);
    }
    const again = await npx(cache);
    expect(again.code, again.stderr).toBe(0);
    expect(snapshot()).toBe(before);
  }, 600_000);
});

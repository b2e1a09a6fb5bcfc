#!/usr/bin/env node
// Mutation testing of the WebAssembly kernel (assembly/index.ts), which StrykerJS cannot mutate.
//
// Each mutant is one small change to the kernel's source: a comparison flipped (< <= > >= == !=),
// an arithmetic or bitwise operator swapped (+ - & | ^ << >> >>> && ||), a `!` removed, an integer
// constant off by one, `true`/`false` flipped, or one statement dropped. One at a time, the mutant
// is written to a temporary copy, compiled with asc to a temporary .wasm with the release target's
// flags of asconfig.json (build/kernel is never touched), and the tests that reach the WASM kernel
// run against it through NAUTILAB_KERNEL_WASM (read by tests/kernel/wasmKernel.ts only). A mutant
// is killed (a test fails), survived, a compile error (asc refuses it: not counted), or timed out
// (counted as killed, as Stryker does).
//
//   node scripts/mutate-kernel.js --list                      # the mutants, numbered, not run
//   node scripts/mutate-kernel.js --sample 40 --seed 1        # 40 mutants drawn with seed 1
//   node scripts/mutate-kernel.js --shard 2/3                 # every third mutant, from the second
//   node scripts/mutate-kernel.js --only 12,57                # these mutants (ids of --list)
//   node scripts/mutate-kernel.js --report                    # the score of what has run
//   options: --fresh (forget earlier results), --rerun (run again what has a result), --timeout S
//            (per mutant's test run, default 300), --no-baseline (skip the check below),
//            --tests a,b (other test files), --results FILE (another results file)
//
// Before the mutants, the unmutated source is compiled the same way: its .wasm must equal
// build/kernel/release.wasm byte for byte (the same flags) and pass the tests.
//
// Results are kept in reports/mutation/wasm-kernel.json, mutant by mutant, with the hash of the
// source they were taken on: a stopped run resumes where it stopped, shards run one after another
// (or in separate worktrees) add up, and a result on another version of the kernel is ignored.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(root, 'assembly/index.ts');
let RESULTS = join(root, 'reports/mutation/wasm-kernel.json');

/** The tests that reach the WASM kernel through tests/kernel/wasmKernel.ts. */
let TESTS = [
  'tests/kernel/perft.test.ts',
  'tests/kernel/edges.test.ts',
  'tests/kernel/engine.test.ts',
  'tests/kernel/differential.test.ts',
  'tests/kernel/wasmRules.test.ts',
  'tests/oracle/perft-hand.test.ts',
  'tests/worker/engineApi.test.ts',
  'tests/web/reachTurns.test.ts',
];

// ---------------------------------------------------------------------------------------------
// Mutants.

const COMPARE = { '<': '<=', '<=': '<', '>': '>=', '>=': '>', '==': '!=', '!=': '==' };
const ARITH = {
  '+': '-', '-': '+', '&': '|', '|': '&', '^': '&', '<<': '>>', '>>': '<<', '>>>': '>>',
  '&&': '||', '||': '&&', '+=': '-=', '-=': '+=', '&=': '|=', '|=': '&=',
};
const TOKEN = /(>>>=|<<=|>>=|>>>|<<|>>|<=|>=|==|!=|&&|\|\||\+\+|--|\+=|-=|&=|\|=|\^=|\*=|=>|[<>+\-&|^!~=*/%])|(\b0x[0-9A-Fa-f]+\b|\b\d+\b)|\b(true|false)\b/g;

/** The line with comments and type arguments (`<i32>`, `load<i32>`) blanked out, same length. */
function mask(line, inBlock) {
  let s = line;
  let block = inBlock;
  if (block) {
    const end = s.indexOf('*/');
    if (end < 0) return { text: ' '.repeat(s.length), block: true };
    s = ' '.repeat(end + 2) + s.slice(end + 2);
    block = false;
  }
  const open = s.indexOf('/*');
  if (open >= 0 && s.indexOf('*/', open) < 0) {
    s = s.slice(0, open) + ' '.repeat(s.length - open);
    block = true;
  }
  s = s.replace(/\/\*.*?\*\//g, (m) => ' '.repeat(m.length));
  const comment = s.indexOf('//');
  if (comment >= 0) s = s.slice(0, comment) + ' '.repeat(s.length - comment);
  s = s.replace(/<\w+>/g, (m) => ' '.repeat(m.length));
  s = s.replace(/^\s*@\w+/, (m) => ' '.repeat(m.length));
  return { text: s, block };
}

/** Every mutant of `source`, in source order: { id, line, col, kind, from, to }. */
export function mutants(source) {
  const lines = source.split('\n');
  const out = [];
  let block = false;
  lines.forEach((line, i) => {
    const m = mask(line, block);
    block = m.block;
    const text = m.text;
    // blank lines and the layout of linear memory (buffer offsets: data, not logic) give none
    if (!text.trim() || /^\s*const\s+[A-Z_]+\s*:\s*usize\s*=/.test(text)) return;
    const add = (col, kind, from, to) => out.push({ line: i + 1, col: col + 1, kind, from, to });
    for (const t of text.matchAll(TOKEN)) {
      const [tok, op, num, bool] = t;
      const col = t.index;
      if (op) {
        if (op in COMPARE) add(col, 'compare', op, COMPARE[op]);
        else if (op in ARITH) {
          if (op === '-' || op === '+') {
            // binary only: after an operand
            const before = text.slice(0, col).trimEnd();
            if (!/[\w)\]]$/.test(before) || /\breturn$/.test(before)) continue;
          }
          add(col, op.endsWith('=') ? 'assign' : 'operator', op, ARITH[op]);
        } else if (op === '!' && text[col + 1] !== '=') add(col, 'negation', '!', '');
      } else if (num) {
        const v = Number(num);
        const hex = num.startsWith('0x');
        const fmt = (n) => (hex ? '0x' + n.toString(16).toUpperCase().padStart(num.length - 2, '0') : String(n));
        add(col, 'constant', num, fmt(v + 1));
        if (v > 0) add(col, 'constant', num, fmt(v - 1));
      } else if (bool) add(col, 'boolean', tok, tok === 'true' ? 'false' : 'true');
    }
    // drop a statement: each `...;` of the line at bracket depth 0, not a declaration or return
    const body = text.trimStart();
    if (/^(let|const|return|export|function|import|case|default|else\b|})/.test(body) || /[{}]\s*$/.test(text.trimEnd())) return;
    let depth = 0;
    let start = text.length - body.length;
    for (let c = start; c < text.length; c++) {
      const ch = text[c];
      if (ch === '(' || ch === '[') depth++;
      else if (ch === ')' || ch === ']') depth--;
      else if (ch === ';' && depth === 0) {
        const stmt = line.slice(start, c + 1);
        if (stmt.trim() && !/^\s*(let|const|return)\b/.test(stmt)) add(start, 'drop', stmt, '');
        start = c + 1;
      }
    }
  });
  return out.map((m, id) => ({ id, ...m }));
}

/** `source` with mutant `m` applied. */
export function apply(source, m) {
  const lines = source.split('\n');
  const line = lines[m.line - 1];
  const c = m.col - 1;
  if (line.slice(c, c + m.from.length) !== m.from) throw new Error(`mutant ${m.id}: ${m.from} not at ${m.line}:${m.col}`);
  lines[m.line - 1] = line.slice(0, c) + m.to + line.slice(c + m.from.length);
  return lines.join('\n');
}

const key = (m) => `${m.line}:${m.col}:${m.kind}:${m.from}=>${m.to}`;
const describe = (m) => `#${m.id} ${m.line}:${m.col} ${m.kind} ${m.kind === 'drop' ? `\`${m.from.trim()}\`` : `${m.from} -> ${m.to || '(nothing)'}`}`;

// ---------------------------------------------------------------------------------------------
// Build and test.

/** asc's flags for the release target of asconfig.json (options, then the target's own). */
function releaseFlags() {
  const config = JSON.parse(readFileSync(join(root, 'asconfig.json'), 'utf8'));
  const flags = [];
  for (const [name, value] of Object.entries({ ...config.options, ...config.targets.release })) {
    if (name === 'outFile' || name === 'textFile') continue;
    if (value === true) flags.push(`--${name}`);
    else if (value === false) continue;
    else flags.push(`--${name}`, Array.isArray(value) ? value.join(',') : String(value));
  }
  return flags;
}

let running = null;

/** Runs a command; resolves { code, out, timedOut }. The whole process group is killed on timeout. */
function run(cmd, args, { env, timeoutMs, cwd = root }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    let out = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (out = (out + d).slice(-20_000)));
    child.stderr.on('data', (d) => (out = (out + d).slice(-20_000)));
    const timer = setTimeout(() => {
      timedOut = true;
      try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
    }, timeoutMs);
    child.on('close', (code) => {
      running = null;
      clearTimeout(timer);
      resolve({ code, out, timedOut });
    });
  });
}

/** Compiles `source` as dir/assembly/index.ts, from dir: the same relative path as the real build
 * (asc's output depends on the entry's path), to dir/kernel.wasm. */
async function compile(dir, source) {
  const asc = join(root, 'node_modules/assemblyscript/bin/asc.js');
  const wasm = join(dir, 'kernel.wasm');
  rmSync(wasm, { force: true });
  mkdirSync(join(dir, 'assembly'), { recursive: true });
  writeFileSync(join(dir, 'assembly/index.ts'), source);
  const built = await run(process.execPath, [asc, 'assembly/index.ts', ...releaseFlags(), '--outFile', 'kernel.wasm'], { env: {}, timeoutMs: 300_000, cwd: dir });
  return { ...built, wasm, ok: built.code === 0 && existsSync(wasm) };
}

async function testAgainst(wasm, timeoutMs) {
  const vitest = join(root, 'node_modules/vitest/vitest.mjs');
  // no global setup (nothing is rebuilt: the engine's sources are as built), stop at the first failure
  return run(process.execPath, [vitest, 'run', '--config', 'vitest.config.ts', '--bail', '1', '--reporter', 'dot', ...TESTS], {
    env: { NAUTILAB_KERNEL_WASM: wasm, NAUTILAB_MUTATION: '1', NAUTILAB_NO_GLOBAL_SETUP: '1' },
    timeoutMs,
  });
}

// ---------------------------------------------------------------------------------------------
// Main.

function parseArgs(argv) {
  const a = { sample: 0, seed: 1, shard: null, only: null, timeout: 300, list: false, report: false, fresh: false, rerun: false, baseline: true };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) fail(`${v} needs a value`);
      return argv[++i];
    };
    if (v === '--sample') a.sample = Number(next());
    else if (v === '--seed') a.seed = Number(next());
    else if (v === '--shard') {
      const [k, n] = next().split('/').map(Number);
      if (!(n >= 1 && k >= 1 && k <= n)) fail('--shard wants k/n with 1 <= k <= n');
      a.shard = { k, n };
    } else if (v === '--only') a.only = new Set(next().split(',').map(Number));
    else if (v === '--timeout') a.timeout = Number(next());
    else if (v === '--list') a.list = true;
    else if (v === '--report') a.report = true;
    else if (v === '--fresh') a.fresh = true;
    else if (v === '--rerun') a.rerun = true;
    else if (v === '--no-baseline') a.baseline = false;
    else if (v === '--tests') TESTS = next().split(',');
    else if (v === '--results') RESULTS = join(process.cwd(), next());
    else fail(`unknown option ${v}`);
  }
  if (!Number.isInteger(a.sample) || a.sample < 0) fail('--sample wants a whole number');
  if (!Number.isInteger(a.seed)) fail('--seed wants a whole number');
  if (!(a.timeout > 0)) fail('--timeout wants seconds');
  return a;
}

function fail(msg) {
  console.error(`mutate-kernel: ${msg}`);
  process.exit(1);
}

/** A seeded shuffle (mulberry32), so that `--sample N --seed S` draws the same mutants each time. */
function shuffle(list, seed) {
  let t = seed >>> 0;
  const rnd = () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function loadResults(hash, fresh) {
  if (fresh || !existsSync(RESULTS)) return { source: hash, mutants: {} };
  const saved = JSON.parse(readFileSync(RESULTS, 'utf8'));
  return saved.source === hash ? saved : { source: hash, mutants: {} };
}

function report(all, results) {
  const got = all.map((m) => ({ m, r: results.mutants[key(m)] })).filter((x) => x.r);
  const count = (s) => got.filter((x) => x.r.status === s).length;
  const killed = count('killed'), timeout = count('timeout'), survived = count('survived'), error = count('compile-error');
  const scored = killed + timeout + survived;
  console.log(`\n${all.length} mutants of assembly/index.ts; ${got.length} run: ${killed} killed, ${timeout} timed out, ${survived} survived, ${error} compile errors`);
  if (scored) console.log(`score: ${(((killed + timeout) / scored) * 100).toFixed(1)}% ((killed + timed out) / (killed + timed out + survived))`);
  for (const { m } of got.filter((x) => x.r.status === 'survived')) console.log(`  survived ${describe(m)}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const source = readFileSync(SOURCE, 'utf8');
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const all = mutants(source);
  if (args.list) {
    for (const m of all) console.log(describe(m));
    console.log(`${all.length} mutants`);
    return;
  }
  const results = loadResults(hash, args.fresh);
  if (args.report) return report(all, results);

  let chosen = args.only ? all.filter((m) => args.only.has(m.id)) : all;
  if (args.shard) chosen = chosen.filter((m) => m.id % args.shard.n === args.shard.k - 1);
  if (args.sample) chosen = shuffle(chosen, args.seed).slice(0, args.sample);
  const todo = chosen.filter((m) => args.rerun || !results.mutants[key(m)]);
  console.log(`${all.length} mutants; ${chosen.length} chosen, ${chosen.length - todo.length} already run, ${todo.length} to run`);

  const dir = mkdtempSync(join(tmpdir(), 'nautilab-mutant-'));
  const save = () => {
    mkdirSync(dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, JSON.stringify(results, null, 1));
  };
  const stop = () => {
    if (running) {
      try { process.kill(-running.pid, 'SIGKILL'); } catch { /* gone */ }
    }
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    if (args.baseline && todo.length) {
      const built = await compile(dir, source);
      const wasm = built.wasm;
      if (!built.ok) fail(`the unmutated kernel does not compile:\n${built.out}`);
      const release = join(root, 'build/kernel/release.wasm');
      if (!existsSync(release) || !readFileSync(wasm).equals(readFileSync(release))) fail('build/kernel/release.wasm is not the unmutated source built with the release flags: run `npm run build:kernel`');
      const started = Date.now();
      const t = await testAgainst(wasm, args.timeout * 1000);
      if (t.code !== 0) fail(`the tests fail on the unmutated kernel:\n${t.out.slice(-3000)}`);
      console.log(`baseline: the unmutated kernel equals the release build and passes the tests (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    let n = 0;
    for (const m of todo) {
      n++;
      const started = Date.now();
      let status;
      let detail = '';
      const built = await compile(dir, apply(source, m));
      const wasm = built.wasm;
      if (!built.ok) {
        status = 'compile-error';
        detail = (built.out.match(/ERROR[^\n]*/) ?? [''])[0];
      } else {
        const t = await testAgainst(wasm, args.timeout * 1000);
        if (t.timedOut) status = 'timeout';
        else if (t.code === 0) status = 'survived';
        else {
          status = 'killed';
          detail = (t.out.match(/FAIL\s+[^\n]*/) ?? [''])[0].replace(/\x1b\[[0-9;]*m/g, '').trim();
        }
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      results.mutants[key(m)] = { status, seconds, detail };
      save();
      console.log(`[${n}/${todo.length}] ${status.padEnd(13)} ${describe(m)} (${seconds} s)${detail ? `  ${detail.slice(0, 120)}` : ''}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  report(chosen, results);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();

#!/usr/bin/env node
// WASM against the native reference on the bench's reach queries, CPU time on both sides (native:
// CLOCK_THREAD_CPUTIME_ID of its one thread; Node: process.cpuUsage, microseconds; the schedstat
// run time of /proc/thread-self only advances at scheduler ticks, too coarse for 20 ms rounds). For each query set, every implementation's repetition count is
// calibrated so a round lasts at least 20 ms; rounds are interleaved in rotating order (wasm, sse,
// avx2 of each native build); checksums must agree. Prints ns/query and wasm/native per round:
// median [min .. max].
// Usage: node compare.mjs QUERIES.bin NAME=NATIVE_BINARY... [--quick] [--json]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const [file, ...builds] = args.filter((a) => !a.startsWith('--'));
const quick = flags.includes('--quick');
const lib = (p) => new URL(`../../build/lib/${p}`, import.meta.url).href;
const { benchData, spread } = await import(lib('bench/bench.js'));
const { instantiateWasmKernel } = await import(lib('kernel/wasm.js'));
const wasm = await instantiateWasmKernel(readFileSync(new URL('../../build/kernel/release.wasm', import.meta.url)));
const data = benchData(quick);
const sets = [data.reach, ...data.byRange, ...data.byBoard]; // the order of export-queries.mjs

/** CPU time of this process in ms. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** One native build: a child process answering "run SET VARIANT REPS" with "CPU_NS CHECKSUM". */
function nativeBuild(binary) {
  const child = spawn(binary, [file], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async run(set, variant, reps) {
      child.stdin.write(`run ${set} ${variant} ${reps}\n`);
      const { value } = await lines.next();
      const [ns, checksum] = value.split(' ').map(Number);
      return { ms: ns / 1e6, checksum };
    },
    quit: () => child.stdin.write('quit\n'),
  };
}
const natives = Object.fromEntries(builds.map((b) => [b.slice(0, b.indexOf('=')), nativeBuild(b.slice(b.indexOf('=') + 1))]));
function wasmRun(set, reps) {
  const s = sets[set];
  let checksum = 0;
  const t0 = cpuMs();
  for (let r = 0; r < reps; r++) {
    checksum = 0;
    for (let p = 0; p < s.boards.length; p++) {
      wasm.setPosition(s.boards[p]);
      checksum = (checksum + wasm.reachBatch(s.queries[p], s.queries[p].length >> 2)) | 0;
    }
  }
  return { ms: cpuMs() - t0, checksum };
}
/** wasm, or BUILD:sse / BUILD:avx2. */
const run = (impl, set, reps) => {
  if (impl === 'wasm') return Promise.resolve(wasmRun(set, reps));
  const [build, variant] = impl.split(':');
  return natives[build].run(set, variant, reps);
};

const IMPLS = ['wasm', ...Object.keys(natives).flatMap((b) => [`${b}:sse`, `${b}:avx2`])];
const MIN_ROUND_MS = 20;
const rounds = quick ? 7 : 15;
const rows = [];
for (let set = 0; set < sets.length; set++) {
  const queries = sets[set].queries.reduce((n, q) => n + (q.length >> 2), 0);
  // warm-up and calibration: a few passes, then passes per round for >= 20 ms
  const reps = {};
  let want;
  for (const impl of IMPLS) {
    let last;
    for (let k = 0; k < 5; k++) last = await run(impl, set, 1);
    if (want === undefined) want = last.checksum;
    if (last.checksum !== want) throw new Error(`${sets[set].name}: ${impl} checksum ${last.checksum}, wasm ${want}`);
    reps[impl] = Math.max(1, Math.ceil((MIN_ROUND_MS * 1.25) / Math.max(last.ms, 0.001)));
  }
  const ms = Object.fromEntries(IMPLS.map((i) => [i, []]));
  for (let r = 0; r < rounds; r++) {
    for (let j = 0; j < IMPLS.length; j++) {
      const impl = IMPLS[(j + r) % IMPLS.length];
      let t;
      for (;;) {
        t = await run(impl, set, reps[impl]);
        if (t.ms >= MIN_ROUND_MS) break;
        reps[impl] = Math.ceil((reps[impl] * MIN_ROUND_MS * 1.25) / Math.max(t.ms, 0.001));
      }
      if (t.checksum !== want) throw new Error(`${sets[set].name}: ${impl} checksum ${t.checksum}, expected ${want}`);
      ms[impl].push(t.ms / reps[impl]);
    }
  }
  const ns = Object.fromEntries(IMPLS.map((impl) => [impl, spread(ms[impl].map((m) => (m * 1e6) / queries))]));
  const ratio = Object.fromEntries(IMPLS.slice(1).map((impl) => [impl, spread(ms.wasm.map((m, i) => m / ms[impl][i]))]));
  rows.push({ set: sets[set].name, queries, nsPerQuery: ns, wasmOver: ratio });
  process.stderr.write('.');
}
for (const n of Object.values(natives)) n.quit();
process.stderr.write('\n');
const fmt = (s, d = 1) => `${s.median.toFixed(d)} [${s.min.toFixed(d)} .. ${s.max.toFixed(d)}]`;
if (flags.includes('--json')) console.log(JSON.stringify({ rounds, minRoundMs: MIN_ROUND_MS, rows }, null, 2));
else {
  console.log(`CPU time, ns/query, and wasm time / native time per round: median [min .. max] of ${rounds} interleaved rounds (each >= ${MIN_ROUND_MS} ms)`);
  console.log(['set'.padEnd(16), ...IMPLS.map((i) => i.padEnd(21)), ...IMPLS.slice(1).map((i) => `wasm/${i}`.padEnd(24))].join(' '));
  for (const r of rows) console.log([r.set.padEnd(16), ...IMPLS.map((i) => fmt(r.nsPerQuery[i]).padEnd(21)), ...IMPLS.slice(1).map((i) => fmt(r.wasmOver[i], 2).padEnd(24))].join(' '));
}

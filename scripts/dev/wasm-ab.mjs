#!/usr/bin/env node
// A/B of kernel builds on the bench's reach sets: node scripts/dev/wasm-ab.mjs A.wasm B.wasm ...
// CPU time per query through the adapter (as the bench calls it), interleaved rounds of >= 20 ms,
// checksums compared; prints the median ns/query of each build and each build's time over the first's.
import { readFileSync } from 'node:fs';
const lib = (p) => new URL(`../../build/lib/${p}`, import.meta.url).href;
const { benchData, spread } = await import(lib('bench/bench.js'));
const { instantiateWasmKernel } = await import(lib('kernel/wasm.js'));
const files = process.argv.slice(2);
const kernels = await Promise.all(files.map((f) => instantiateWasmKernel(readFileSync(f))));
const data = benchData(true);
const sets = [data.reach, ...data.byRange];
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const pass = (k, s) => { let c = 0; for (let p = 0; p < s.boards.length; p++) { k.setPosition(s.boards[p]); c = (c + k.reachBatch(s.queries[p], s.queries[p].length >> 2)) | 0; } return c; };
for (const s of sets) {
  const n = s.queries.reduce((a, q) => a + (q.length >> 2), 0);
  const want = pass(kernels[0], s);
  const reps = kernels.map((k) => { if (pass(k, s) !== want) throw new Error(`${s.name}: checksum differs`); const t0 = cpu(); for (let i = 0; i < 5; i++) pass(k, s); return Math.max(1, Math.ceil(25 / ((cpu() - t0) / 5))); });
  const ms = kernels.map(() => []);
  for (let r = 0; r < 11; r++) for (let j = 0; j < kernels.length; j++) { const i = (j + r) % kernels.length; const t0 = cpu(); for (let k = 0; k < reps[i]; k++) pass(kernels[i], s); ms[i].push((cpu() - t0) / reps[i]); }
  const med = ms.map((m) => spread(m.map((x) => (x * 1e6) / n)).median);
  const rat = ms.slice(1).map((m) => spread(m.map((x, r) => x / ms[0][r])).median);
  console.log(s.name.padEnd(16), med.map((m) => m.toFixed(1).padStart(6)).join(' '), ' ratio', rat.map((r) => r.toFixed(3)).join(' '));
}

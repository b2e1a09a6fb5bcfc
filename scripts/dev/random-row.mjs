// The bench's random playout row alone (WASM kernel, 12 games a pass, CPU time), repeated: median [min–max].
// Run after `npm run build`: node scripts/dev/random-row.mjs [rounds] [random|checked|greedy]
import { readFileSync } from 'node:fs';
import { instantiateWasmKernel } from '../../build/lib/kernel/wasm.js';
import { playouts } from '../../build/lib/bench/bench.js';

const kernel = await instantiateWasmKernel(readFileSync(new URL('../../build/kernel/release.wasm', import.meta.url)));
const rounds = Number(process.argv[2] ?? 15);
const policy = process.argv[3] ?? 'random';
const games = policy === 'greedy' ? 2 : 12;
const seeds = (base) => Array.from({ length: games }, (_, g) => base + g);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
playouts(kernel, seeds(1100), policy);
const rates = [];
for (let r = 0; r < rounds; r++) {
  const t0 = cpu();
  playouts(kernel, seeds(1000), policy);
  rates.push((games * 1000) / (cpu() - t0));
}
console.log(rates.map((r) => r.toFixed(0)).join(" "));
rates.sort((a, b) => a - b);
console.log(`${policy}: median ${rates[rates.length >> 1].toFixed(0)} [${rates[0].toFixed(0)}–${rates.at(-1).toFixed(0)}] games/CPU-s over ${rounds} rounds`);

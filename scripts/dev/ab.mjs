// A/B of the bench's playout rows between two builds (interleaved rounds, CPU time): median ratio B/A.
// node scripts/dev/ab.mjs DIR_A DIR_B [rounds] [random|checked|greedy]   (each DIR holds lib/ and kernel/)
import { readFileSync } from 'node:fs';
const [dirA, dirB] = process.argv.slice(2, 4);
const rounds = Number(process.argv[4] ?? 30);
const policy = process.argv[5] ?? 'random';
async function load(dir) {
  const { instantiateWasmKernel } = await import(`${dir}/lib/kernel/wasm.js`);
  const { playouts } = await import(`${dir}/lib/bench/bench.js`);
  const kernel = await instantiateWasmKernel(readFileSync(`${dir}/kernel/release.wasm`));
  return (seeds) => playouts(kernel, seeds, policy);
}
const sides = [await load(dirA), await load(dirB)];
const games = policy === 'greedy' ? 2 : 12;
const seeds = (base) => Array.from({ length: games }, (_, g) => base + g);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (let w = 0; w < 15; w++) for (const s of sides) s(seeds(1100 + w * 12));
const rates = [[], []];
const ratios = [];
for (let r = 0; r < rounds; r++) {
  const pair = [];
  for (const i of r % 2 ? [1, 0] : [0, 1]) {
    const t0 = cpu();
    const n = sides[i](seeds(1000));
    pair[i] = (games * 1000) / (cpu() - t0);
    rates[i].push(pair[i]);
  }
  ratios.push(pair[1] / pair[0]);
}
const med = (a) => { const s = [...a].sort((x, y) => x - y); return `${s[s.length >> 1].toFixed(s[0] > 10 ? 0 : 3)} [${s[0].toFixed(s[0] > 10 ? 0 : 3)}–${s.at(-1).toFixed(s[0] > 10 ? 0 : 3)}]`; };
console.log(`${policy}: A ${med(rates[0])}  B ${med(rates[1])}  B/A ${med(ratios)} games/CPU-s`);

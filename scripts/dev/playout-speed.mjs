// Measures the engine's playout speed through its public API (CPU time): random 4-player games with
// legalActions + applyInPlace, with the checked copying play, and greedy games. Run after `npm run build`.
import { Rng } from '../../build/lib/core/rng.js';
import { Nautilus, applyInPlace, legalActions, makeAction, observe, play, setupGame } from '../../build/lib/nautilus/index.js';

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
function measure(label, games, run) {
  run(0); // warm-up
  const t0 = cpu();
  let actions = 0;
  for (let g = 1; g <= games; g++) actions += run(g);
  const ms = cpu() - t0;
  console.log(`${label}: ${(games / (ms / 1000)).toFixed(1)} games/CPU-s, ${(actions / games).toFixed(0)} actions/game, ${(ms * 1000 / actions).toFixed(1)} µs/action`);
}
const N = Number(process.argv[2] ?? 200);
measure('random in place', N, (seed) => {
  const pos = setupGame({ players: 4, seed }); const rng = Rng.fromSeed(seed); let n = 0;
  while (pos.endReason === null) { const l = legalActions(pos); applyInPlace(pos, l[rng.int(l.length)]); n++; }
  return n;
});
measure('random checked play', Math.ceil(N / 5), (seed) => {
  let pos = setupGame({ players: 4, seed }); const rng = Rng.fromSeed(seed); let n = 0;
  while (pos.endReason === null) { const l = legalActions(pos); const r = play(pos, l[rng.int(l.length)]); pos = r.value; n++; }
  return n;
});
measure('greedy in place', Math.ceil(N / 10), (seed) => {
  const pos = setupGame({ players: 4, seed }); let n = 0;
  while (pos.endReason === null) { const l = legalActions(pos); const t = Nautilus.greedy(observe(pos, pos.toAct), l.map(makeAction)); applyInPlace(pos, l.find((a) => makeAction(a) === t)); n++; }
  return n;
});

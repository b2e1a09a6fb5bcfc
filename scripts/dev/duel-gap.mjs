// How close the duel's bots come to the reference best reply (issue 15): on positions of seeded
// games with a few placements left in the round, the reference (`bestReply`: 32 determinizations,
// each searched exhaustively to the round's end) values every legal reply; each bot's choice is
// scored by its regret (the best reply's value minus the chosen reply's, in domains of expected
// margin) and by how often it is the best reply. Run after `npm run build`:
//   node scripts/dev/duel-gap.mjs [positions=60] [left=5]
import { makeContext } from '../../build/lib/bots/context.js';
import { ismctsSearch } from '../../build/lib/bots/ismcts.js';
import { Rng } from '../../build/lib/core/rng.js';
import { applyInPlace, bestReply, legalActions, makeAction, observe, rolloutChoice, setupDuel } from '../../build/lib/duel/index.js';
import { Duel as duelGame } from '../../build/lib/duel/game.js';

const N = Number(process.argv[2] ?? 60);
const LEFT = Number(process.argv[3] ?? 5);

function withLeft(seed, left) {
  const pos = setupDuel({ players: 2, seed });
  const rng = Rng.fromSeed(seed);
  while (!(pos.stage === 'place' && 10 - pos.placements === left)) {
    if (pos.ended) return null;
    applyInPlace(pos, rolloutChoice(pos, legalActions(pos), rng));
  }
  return pos;
}

const bots = {
  greedy: (obs, legal) => duelGame.greedy(obs, legal),
  'ismcts:64': (obs, legal, seed) => ismctsSearch(makeContext(duelGame, obs, legal, { seed, deadline: Date.now() + 600_000, now: () => Date.now() }), { iterations: 64, maxMs: 600_000 }).action,
  'ismcts:256': (obs, legal, seed) => ismctsSearch(makeContext(duelGame, obs, legal, { seed, deadline: Date.now() + 600_000, now: () => Date.now() }), { iterations: 256, maxMs: 600_000 }).action,
  'ismcts:1024': (obs, legal, seed) => ismctsSearch(makeContext(duelGame, obs, legal, { seed, deadline: Date.now() + 600_000, now: () => Date.now() }), { iterations: 1024, maxMs: 600_000 }).action,
};
const stats = Object.fromEntries(Object.keys(bots).map((k) => [k, { regret: [], best: 0 }]));
let positions = 0;
let exact = 0;
for (let seed = 1; positions < N; seed++) {
  const pos = withLeft(seed, LEFT);
  if (!pos) continue;
  const legal = legalActions(pos).map(makeAction);
  if (legal.length < 2) continue;
  const ref = bestReply(pos, { samples: 32, seed });
  if (ref.exact) exact++;
  const value = new Map(ref.values.map((v) => [v.action, v.value]));
  const top = ref.values[0].value;
  const obs = observe(pos, pos.toAct);
  for (const [name, choose] of Object.entries(bots)) {
    const a = choose(obs, legal, seed);
    const regret = top - value.get(a);
    stats[name].regret.push(regret);
    if (regret <= 1e-9) stats[name].best++;
  }
  positions++;
}
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
console.log(`${positions} positions, ${LEFT} placements left, reference exact in ${exact}`);
for (const [name, s] of Object.entries(stats)) {
  const sorted = [...s.regret].sort((a, b) => a - b);
  console.log(`${name.padEnd(12)} best reply ${((100 * s.best) / positions).toFixed(0)}%, mean regret ${mean(s.regret).toFixed(3)}, median ${sorted[Math.floor(sorted.length / 2)].toFixed(3)}, worst ${sorted.at(-1).toFixed(3)}`);
}

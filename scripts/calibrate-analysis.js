#!/usr/bin/env node
// Fits the analysis engine's win-probability scale per game (src/analysis/calibration.ts): plays
// 2-player games with every seat on the greedy policy (a small share of random actions so games
// differ), takes seat 0's evaluation margin (`engine.evaluate`, the expected margin over the best
// other seat) at the start of every round, and fits s in p(seat 0 wins) = 1 / (1 + exp(-m / s)) by
// maximum likelihood (ties count half). Prints, per game, the fitted scale, its log-loss, the log-loss
// of the scale in use and of a coin (0.693), and the log-loss by stage of the game.
// Run after `npm run build`:  node scripts/calibrate-analysis.js [games per game, default 200]
import { GAMES, GAME_IDS } from '../build/lib/games.js';
import { botEngine } from '../build/lib/core/botEngine.js';
import { WIN_SCALE } from '../build/lib/analysis/calibration.js';
import { Rng } from '../build/lib/core/rng.js';

const games = Number(process.argv[2] ?? 200);

function samplesOf(id) {
  const game = GAMES[id];
  const engine = botEngine(game);
  const out = []; // { m, y, stage }
  for (let seed = 1; seed <= games; seed++) {
    const pos = game.setup({ players: 2, seed });
    const rng = Rng.fromSeed(seed * 7919);
    const rows = [];
    let lastRound = -1;
    for (let n = 0; !game.isOver(pos) && n < 20000; n++) {
      const round = game.round(pos);
      if (round !== lastRound) {
        rows.push({ m: engine.evaluate(pos, 0), round });
        lastRound = round;
      }
      const seat = game.toAct(pos);
      const legal = engine.legal(pos);
      const pick = rng.next() < 0.1 ? legal[rng.int(legal.length)] : game.greedy(game.observe(pos, seat), legal);
      engine.playInPlace(pos, pick);
    }
    const top = game.winners(pos);
    const y = top.includes(0) ? 1 / top.length : 0;
    const rounds = Math.max(1, lastRound);
    for (const r of rows) out.push({ m: r.m, y, stage: Math.min(2, Math.floor((3 * (r.round - 1)) / rounds)) });
  }
  return out;
}

const logLoss = (rows, s) => {
  let l = 0;
  for (const { m, y } of rows) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-m / s))));
    l -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
  }
  return l / rows.length;
};

/** The scale of least log-loss (golden-section search on log s over 0.05–200). */
function fit(rows) {
  let a = Math.log(0.05);
  let b = Math.log(200);
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 80; i++) {
    const c = b - g * (b - a);
    const d = a + g * (b - a);
    if (logLoss(rows, Math.exp(c)) < logLoss(rows, Math.exp(d))) b = d;
    else a = c;
  }
  return Math.exp((a + b) / 2);
}

for (const id of GAME_IDS) {
  const rows = samplesOf(id);
  const s = fit(rows);
  const stages = [0, 1, 2].map((k) => rows.filter((r) => r.stage === k));
  console.log(
    `${id.padEnd(9)} ${games} games, ${rows.length} rounds: fitted scale ${s.toFixed(2)} (log-loss ${logLoss(rows, s).toFixed(4)}); in use ${WIN_SCALE[id]} (log-loss ${logLoss(rows, WIN_SCALE[id]).toFixed(4)}); coin 0.6931; ` +
      `by third of the game with the fitted scale: ${stages.map((r) => (r.length ? logLoss(r, s).toFixed(3) : '-')).join(' / ')}`,
  );
}

#!/usr/bin/env node
// Strength experiments between two bot configurations that the bot names cannot express (options of
// the analyst and ismcts bots), on worker threads, seats rotating with paired seeds as `nautilab
// arena`. Every finished game is appended to --out (JSON lines) and a rerun resumes: games already
// in the file are not played again.
//
//   node scripts/dev/strength.mjs --a '{"bot":"analyst","ms":300,"select":"margin"}' \
//     --b '{"bot":"ismcts","maxMs":300}' --games 40 --seed 1 --out /tmp/x.jsonl [--threads 2] [--players 2]
//
// Build first (`npm run build:lib`). Prints the first bot's score share with a Wilson 95% interval.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { existsSync, readFileSync, appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

// --lib DIR: a copy of build/lib to run (so that rebuilding during a long experiment changes nothing)
const libArg = isMainThread ? process.argv.indexOf('--lib') : -1;
const lib = isMainThread
  ? libArg > 0 ? new URL(`file://${process.argv[libArg + 1].replace(/\/?$/, '/')}`) : new URL('../../build/lib/', import.meta.url)
  : new URL(workerData.lib);

async function botOf(spec) {
  const { bot, ...options } = spec;
  if (bot === 'analyst') return (await import(new URL('bots/analyst.js', lib))).analystBot(options);
  if (bot === 'ismcts') {
    const { ismctsBot } = await import(new URL('bots/ismcts.js', lib));
    return ismctsBot({ iterations: Number.MAX_SAFE_INTEGER, ...options });
  }
  const { builtinBot } = await import(new URL('bots/registry.js', lib));
  return builtinBot(bot, workerData.game);
}

if (!isMainThread) {
  const { runGame, inProcessSeat } = await import(new URL('bots/match.js', lib));
  const { hostGames } = await import(new URL('cli/kernel.js', lib));
  const { secretFromSeed } = await import(new URL('bots/seeds.js', lib));
  const { gameById } = await import(new URL('games.js', lib));
  const games = await hostGames();
  const game = gameById(workerData.game, games);
  const bots = [await botOf(workerData.a), await botOf(workerData.b)];
  parentPort.on('message', async (g) => {
    const players = g.seats.map((i) => inProcessSeat(bots[i], i === 0 ? 'A' : 'B', games));
    const { final: _f, ...r } = await runGame({ game, seed: g.seed, players, deadlineMs: workerData.deadline, secret: secretFromSeed(g.seed) });
    parentPort.postMessage({ index: g.index, seed: g.seed, seats: g.seats, scores: r.scores, winners: r.winners, rounds: r.rounds, forfeit: r.forfeit, actions: r.actions.length });
  });
} else {
  const { values } = parseArgs({
    options: {
      a: { type: 'string' }, b: { type: 'string' }, games: { type: 'string', default: '20' }, seed: { type: 'string', default: '1' },
      out: { type: 'string' }, threads: { type: 'string', default: '2' }, players: { type: 'string', default: '2' },
      game: { type: 'string', default: 'nautilus' }, deadline: { type: 'string', default: '5000' }, lib: { type: 'string' },
    },
  });
  const a = JSON.parse(values.a);
  const b = JSON.parse(values.b);
  const players = Number(values.players);
  const { schedule } = await import(new URL('arena/schedule.js', lib));
  const { wilson } = await import(new URL('analysis/stats.js', lib));
  const all = schedule(2, players, Number(values.games), Number(values.seed));
  const done = new Map();
  if (values.out && existsSync(values.out)) for (const line of readFileSync(values.out, 'utf8').split('\n').filter(Boolean)) { const r = JSON.parse(line); done.set(r.index, r); }
  const todo = all.filter((g) => !done.has(g.index));
  const report = () => {
    let share = 0, n = 0, scoreA = 0, scoreB = 0, forfeits = 0;
    for (const r of done.values()) {
      n++;
      const aSeats = r.seats.map((x, s) => (x === 0 ? s : -1)).filter((s) => s >= 0);
      share += aSeats.filter((s) => r.winners.includes(s)).length / r.winners.length;
      scoreA += aSeats.reduce((t, s) => t + r.scores[s], 0) / aSeats.length;
      scoreB += r.seats.map((x, s) => (x === 1 ? r.scores[s] : null)).filter((x) => x !== null).reduce((t, x, _, l) => t + x / l.length, 0);
      if (r.forfeit) forfeits++;
    }
    const [lo, hi] = wilson(share / n, n);
    console.log(`A ${(100 * share / n).toFixed(1)}% [${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}] of ${n} games; mean score A ${(scoreA / n).toFixed(1)} B ${(scoreB / n).toFixed(1)}; forfeits ${forfeits}`);
  };
  if (!todo.length) report();
  let next = 0;
  const threads = Math.min(Number(values.threads), todo.length);
  let running = threads;
  for (let t = 0; t < threads; t++) {
    const w = new Worker(new URL(import.meta.url), { workerData: { lib: lib.href, a, b, game: values.game, deadline: Number(values.deadline) } });
    const feed = () => (next < todo.length ? w.postMessage(todo[next++]) : (w.terminate(), --running === 0 && report()));
    w.on('message', (r) => {
      done.set(r.index, r);
      if (values.out) appendFileSync(values.out, JSON.stringify(r) + '\n');
      if (done.size % 10 === 0) report();
      feed();
    });
    w.on('error', (e) => { console.error(e); process.exit(1); });
    feed();
  }
}

#!/usr/bin/env node
// The review's win graph against outcomes (docs/analysis-spec.md, *Review*): reviews the finished
// games of a calibration measurement (`bench --calibration --out FILE`) with `nautilab review` at its
// defaults, one game after another, and judges what the graph draws — each decision's `winBefore`,
// the mover's expectation before it acts — against who won, with the calibration's figures
// (reliability by tenths, Brier by thirds, the median change between a seat's consecutive
// decisions). Beside it, the measurement's own analysis (its p at the same decisions), raw.
// Run after `npm run build`:
//   node scripts/review-calibration.js FILE GAME [FIRST_SEED [LAST_SEED]] [--reviews DIR] [--out OUT] [--json]
// --out OUT writes what the graph drew at each decision, and who won (`nautilab-review-graph/1`).
// --reviews DIR keeps each game's review (`review --json`) as DIR/GAME-SEED.json, and reads one
// already there instead of reviewing again (a review of a Nautilus game takes a few minutes on a
// loaded machine); a DIR serves one measurement (its reviews are keyed by game and seed only).
// The measurement must judge every decision (`--every 1`); games not judged in full are left out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isUnfinished } from '../build/lib/bench/calibration.js';
import { parseCalibrationText } from '../build/lib/bench/calibrationFile.js';
import { calibrationFigures, figuresLines } from '../build/lib/bench/calibrationReport.js';
import { GAMES } from '../build/lib/games.js';

const argv = process.argv.slice(2);
const json = argv.includes('--json');
const taken = new Set(argv.flatMap((a, i) => (a === '--json' ? [i] : a === '--reviews' || a === '--out' ? [i, i + 1] : [])));
const valueOf = (flag) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : null);
const reviews = valueOf('--reviews');
const out = valueOf('--out');
const args = argv.filter((_, i) => !taken.has(i));
const [file, id, first = '0', last = String(2 ** 32)] = args;
if (!file || !GAMES[id]) {
  console.error('usage: node scripts/review-calibration.js FILE GAME [FIRST_SEED [LAST_SEED]] [--reviews DIR] [--out OUT] [--json]');
  process.exit(2);
}
const doc = parseCalibrationText(readFileSync(file, 'utf8'));
if (Array.isArray(doc)) {
  console.error(`${file}: ${doc.map((e) => `${e.path} ${e.message}`).join('; ')}`);
  process.exit(1);
}
if (doc.plan.every !== 1) {
  console.error(`${file}: judges every ${doc.plan.every}th block of decisions; the graph is judged against a measurement of every decision (--every 1)`);
  process.exit(2);
}
const game = GAMES[id];
const bin = new URL('../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-review-calibration-'));
const graph = [];
const analysis = [];
const drawn = { format: 'nautilab-review-graph/1', calibration: file, game: id, players: doc.plan.players, review: null, games: [] };
try {
  for (const g of doc.games.filter((g) => g.game === id && !isUnfinished(g, doc.plan.every) && g.seed >= Number(first) && g.seed <= Number(last))) {
    // the game as a record (what `play --out` writes): its seed's setup, the actions, the end
    const initial = game.setup({ players: doc.plan.players, seed: g.seed });
    const final = game.fromJSON(game.toJSON(initial)).value;
    for (const a of g.actions) game.applyInPlace(final, game.parseAction(a).value);
    const record = join(dir, `${id}-${g.seed}.json`);
    writeFileSync(record, JSON.stringify({ format: game.recordFormat, seed: g.seed, bots: g.winShare.map(() => 'analyst'), initial: game.toJSON(initial), actions: g.actions, final: game.toJSON(final) }));
    const kept = reviews ? join(reviews, `${id}-${g.seed}.json`) : null;
    let text;
    if (kept && existsSync(kept)) text = readFileSync(kept, 'utf8');
    else {
      const r = spawnSync(process.execPath, [bin, 'review', record, '--json'], { encoding: 'utf8', maxBuffer: 1 << 28 });
      if (r.status !== 0) throw new Error(`review of ${id} seed ${g.seed}: ${r.stderr}`);
      text = r.stdout;
      if (kept) {
        mkdirSync(reviews, { recursive: true });
        writeFileSync(kept, text);
      }
    }
    const review = JSON.parse(text);
    drawn.review ??= { iterations: review.iterations, confirm: review.confirm, seed: review.seed, mode: review.mode };
    const decisions = review.decisions.filter((d) => !d.onlyMove);
    drawn.games.push({ seed: g.seed, winShare: g.winShare, decisions: decisions.map((d) => ({ ply: d.ply, seat: d.seat, winBefore: d.winBefore })) });
    const judged = new Map(g.judged.map((j) => [j.ply, j]));
    const key = `${id}:${g.seed}`;
    for (const [index, d] of decisions.entries()) {
      const outcome = g.winShare[d.seat];
      graph.push({ game: key, seat: d.seat, index, of: decisions.length, p: d.winBefore, outcome });
      const j = judged.get(d.ply);
      if (j) analysis.push({ game: key, seat: d.seat, index, of: decisions.length, p: j.p, outcome });
    }
    if (!json) process.stderr.write(`${key}: ${decisions.length} decisions reviewed\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// every decision with a choice is in the list, so a seat's neighbours in it are its consecutive decisions
const consecutive = () => true;
if (out) writeFileSync(out, JSON.stringify(drawn) + '\n');
const figures = { graph: calibrationFigures(graph, consecutive), analysis: calibrationFigures(analysis, consecutive) };
if (json) console.log(JSON.stringify({ file, game: id, games: new Set(graph.map((d) => d.game)).size, ...figures }));
else {
  console.log(`${id}: the review's win graph (winBefore, the review's defaults) over ${graph.length} decisions of ${new Set(graph.map((d) => d.game)).size} games`);
  for (const line of figuresLines(figures.graph)) console.log(line);
  console.log(`${id}: the measurement's analysis (its p, raw) at ${analysis.length} of those decisions`);
  for (const line of figuresLines(figures.analysis)) console.log(line);
}

// Would a win probability fitted to outcomes meet issue 42's calibration goals? A measurement, not
// the product: for each game of a calibration document (`nautilab bench --calibration --out F`),
// the analysis's win probability p of the seat to act is mapped by a logistic fit on the other games
// (Platt scaling, q = 1 / (1 + e^-(a·logit p + b)), p clipped to [0.005, 0.995]); each game's decisions
// are judged by the fit of the others (leave one game out), so no decision is judged by a fit it took
// part in. Prints the figures of `--report` for the raw and the fitted probabilities, and the fit on
// every game (what the analysis would apply).
//
//   node scripts/dev/calibration-fit.mjs FILE GAME
import { readFileSync } from 'node:fs';

const lib = new URL('../../build/lib/', import.meta.url);
const { scoredDecisions, consecutiveInGame } = await import(new URL('bench/calibration.js', lib).href);
const { calibrationFigures, figuresLines } = await import(new URL('bench/calibrationReport.js', lib).href);
const { parseCalibrationText } = await import(new URL('bench/calibrationFile.js', lib).href);
const { GAMES } = await import(new URL('games.js', lib).href);

const [file, gameId] = process.argv.slice(2);
if (!file || !gameId) {
  console.error('usage: node scripts/dev/calibration-fit.mjs FILE GAME');
  process.exit(2);
}
const doc = parseCalibrationText(readFileSync(file, 'utf8'));
if (Array.isArray(doc)) throw new Error(`${file}: ${doc[0].path} ${doc[0].message}`);
const logit = (p) => {
  const c = Math.min(Math.max(p, 0.005), 0.995);
  return Math.log(c / (1 - c));
};
const sigmoid = (z) => 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, z))));

/** The logistic fit (a, b) maximising the likelihood of the outcomes (Newton's method, steps kept under 2). */
function fit(rows) {
  let a = 1;
  let b = 0;
  for (let step = 0; step < 200; step++) {
    let ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    for (const { x, y } of rows) {
      const q = sigmoid(a * x + b);
      const w = q * (1 - q);
      ga += (y - q) * x;
      gb += y - q;
      haa += w * x * x;
      hab += w * x;
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    if (det <= 1e-12) break;
    let da = (hbb * ga - hab * gb) / det;
    let db = (haa * gb - hab * ga) / det;
    const scale = Math.max(1, Math.abs(da) / 2, Math.abs(db) / 2);
    da /= scale;
    db /= scale;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return { a, b };
}

const raw = scoredDecisions(doc, gameId);
const consecutive = consecutiveInGame(doc, GAMES);
const keys = [...new Set(raw.map((d) => d.game))];
const fitted = keys.flatMap((k) => {
  const { a, b } = fit(raw.filter((d) => d.game !== k).map((d) => ({ x: logit(d.p), y: d.outcome })));
  return raw.filter((d) => d.game === k).map((d) => ({ ...d, p: sigmoid(a * logit(d.p) + b) }));
});
const all = fit(raw.map((d) => ({ x: logit(d.p), y: d.outcome })));
console.log(`${gameId}: ${raw.length} decisions of ${keys.length} games in ${file}`);
console.log('the analysis as it is:');
for (const line of figuresLines(calibrationFigures(raw, consecutive))) console.log(`  ${line}`);
console.log('fitted to outcomes, each game by the fit of the others:');
for (const line of figuresLines(calibrationFigures(fitted, consecutive))) console.log(`  ${line}`);
console.log(`the fit on every game: a = ${all.a.toFixed(3)}, b = ${all.b.toFixed(3)}`);

#!/usr/bin/env node
// Writes tests/fixtures/exact/<game>.json: 500 positions per game that the exact solver solves,
// the ground truth of the exact agreement figures (docs/analysis-spec.md, "Exact"). Run after
// `npm run build:lib`. Procedure (src/analysis/exact/corpus.ts): for seed 1, 2, 3, … a game of
// 2 + (seed - 1) % (maxPlayers - 1) players (the duel: 2) set up with that seed is played to its end
// by the game's playout policy seeded with the seed; walking back from its last position (over at
// most 30), each position whose seat to act has two or more legal actions is solved by solveExact
// within its default limits (10,000 positions, lines of at most 40 actions): solved, it is an entry;
// refused, the walk stops; at most 4 entries a game; seeds go on until a game's corpus holds 500.
// Everything is seeded: running it again writes the same files.
// --at-stake writes tests/fixtures/exact/<game>.at-stake.json instead: 200 positions where the mover's
// exact win share depends on its action (the same games and walk, every solved position of the walk
// tested, at most 4 kept a game).
//
//   node scripts/make-exact-corpus.js [--check] [--at-stake] [--size N] [game …]
//
// --check writes nothing: it regenerates the first N entries (default all) of each game and exits 1
// when they differ from the kept file.
import { readFileSync, writeFileSync } from 'node:fs';
import { GAMES } from '../build/lib/games.js';
import { AT_STAKE_SIZE, CORPUS_SIZE, makeCorpus } from '../build/lib/analysis/exact/corpus.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const atStake = args.includes('--at-stake');
const sizeAt = args.indexOf('--size');
const size = sizeAt >= 0 ? Number(args[sizeAt + 1]) : atStake ? AT_STAKE_SIZE : CORPUS_SIZE;
if (!Number.isInteger(size) || size < 1) {
  console.error(`--size must be a positive whole number; got '${args[sizeAt + 1]}'`);
  process.exit(2);
}
const ids = args.filter((a, i) => !a.startsWith('--') && (sizeAt < 0 || i !== sizeAt + 1));
for (const id of ids) if (!GAMES[id]) {
  console.error(`unknown game '${id}' (${Object.keys(GAMES).join(', ')})`);
  process.exit(2);
}

/** The file's text: one entry a line, so a change shows as a line in a diff. */
export function corpusText(corpus) {
  const head = JSON.stringify({ format: corpus.format, game: corpus.game, procedure: corpus.procedure });
  return `${head.slice(0, -1)},\n"entries": [\n${corpus.entries.map((e) => JSON.stringify(e)).join(',\n')}\n]}\n`;
}

let bad = 0;
for (const id of ids.length ? ids : Object.keys(GAMES)) {
  const file = new URL(`../tests/fixtures/exact/${id}${atStake ? '.at-stake' : ''}.json`, import.meta.url);
  const corpus = makeCorpus(GAMES[id], size, (seed, n) => process.stderr.write(`\r${id}: seed ${seed}, ${n} entries`), atStake);
  process.stderr.write('\n');
  if (check) {
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    const same = JSON.stringify(kept.entries.slice(0, size)) === JSON.stringify(corpus.entries) && kept.procedure === corpus.procedure;
    console.log(`${id}: the first ${size} entries ${same ? 'regenerate identically' : 'DIFFER from the kept file'}`);
    if (!same) bad++;
  } else {
    writeFileSync(file, corpusText(corpus));
    console.log(`${id}: ${corpus.entries.length} entries written`);
  }
}
process.exit(bad ? 1 : 0);

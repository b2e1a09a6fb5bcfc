#!/usr/bin/env node
// Writes the bench's reach query sets (the same positions and queries as `nautilab bench`, from
// build/lib/bench/bench.js) to a binary file for the native reference:
//   i32 "NREF" (0x4645524e), i32 version 1, i32 sets; per set: i32 batches; per batch:
//   i32 width, i32 height, 6 x 32 i32 rows (onBoard, trench, tiles, faceDown, cover, subs),
//   i32 n, n x 4 i32 queries (x, y, range, trench). Little-endian.
// Usage: node export-queries.mjs OUT.bin [--quick]   (prints the set names, in order, to stdout)
import { writeFileSync } from 'node:fs';

const [out, ...flags] = process.argv.slice(2);
if (!out) {
  console.error('usage: node export-queries.mjs OUT.bin [--quick]');
  process.exit(2);
}
const { benchData } = await import(new URL('../../build/lib/bench/bench.js', import.meta.url).href);

/** The sets the comparison runs, in file order. */
export function querySets(data) {
  return [data.reach, ...data.byRange, ...data.byBoard];
}

const sets = querySets(benchData(flags.includes('--quick')));
const words = [0x4645524e, 1, sets.length];
for (const set of sets) {
  words.push(set.boards.length);
  set.boards.forEach((b, p) => {
    words.push(b.width, b.height);
    for (const key of ['onBoard', 'trench', 'tiles', 'faceDown', 'cover', 'subs']) words.push(...b[key]);
    const q = set.queries[p];
    words.push(q.length >> 2, ...q);
  });
}
writeFileSync(out, Buffer.from(Int32Array.from(words).buffer));
for (const set of sets) console.log(set.name);

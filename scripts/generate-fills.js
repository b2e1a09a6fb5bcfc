#!/usr/bin/env node
/**
 * Generates `src/kernel/tsFills.ts`: the TS twin's fills as straight-line code, one function per
 * range (window rows in locals, only the rows within distance d touched at step d), and the
 * sonar diamonds per radius.
 *
 *   node scripts/generate-fills.js           rewrite src/kernel/tsFills.ts
 *   node scripts/generate-fills.js --check   exit 1 when the committed file differs (npm run generate:check)
 *   node scripts/generate-fills.js --stdout  print the module (tests/kernel/tsFills.test.ts compares it)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Padding rows above and below the 32 board rows in the TS twin's row arrays. */
export const PAD = 9;
/** Padded rows per array (one ring is this many words in the flat ring buffer). */
export const PADDED_ROWS = 32 + 2 * PAD;
const MAX_RANGE = 9;

/** The SWAR popcount of `t` added to `acc` (bytes hold at most 8 per row, 19 rows fit) and the checksum term. */
function countRow(lines, t, yTerm) {
  lines.push(`  v = (${t} - ((${t} >>> 1) & 0x55555555)) | 0; v = (v & 0x33333333) + ((v >>> 2) & 0x33333333); acc = (acc + ((v + (v >>> 4)) & 0x0f0f0f0f)) | 0;`);
  lines.push(`  w = (w + Math.imul(${t}, ${yTerm})) | 0;`);
}

/** The spread of row i (E, W of itself, N and S from its neighbours) from the current names. */
function spreadOf(cur, i) {
  const terms = [];
  const self = cur.get(i);
  if (self) terms.push(`(${self} << 1)`, `(${self} >>> 1)`);
  const up = cur.get(i - 1);
  const down = cur.get(i + 1);
  if (up) terms.push(up);
  if (down) terms.push(down);
  return terms.join(' | ');
}

/**
 * The fill of one range R, without rings. Window row i (0..2R) is padded row b + i; the start is
 * row R. It iterates e (reached squares that may expand: no tile, the start excepted):
 * e' = e | (spread(e) & pk) with pk = passable minus tiles, for R - 1 steps; the last step gives
 * the reached squares r = e | (spread(e) & p). Row i is touched from step |i - R| on.
 */
function fillFunction(R) {
  const c = R;
  const L = [];
  L.push(`function fill${R}(s: number, b: number, pk: Int32Array, p: Int32Array, free: Int32Array, out: Int32Array): number {`);
  const cur = new Map([[c, 's']]);
  if (R > 1) L.push(`  const q${c} = pk[b + ${c}];`);
  for (let d = 1; d < R; d++) {
    L.push(`  const q${c - d} = pk[b + ${c - d}], q${c + d} = pk[b + ${c + d}];`);
    const next = new Map();
    for (let i = c - d; i <= c + d; i++) {
      const name = `e${i}_${d}`;
      const own = cur.get(i);
      L.push(`  const ${name} = ${own ? `${own} | ` : ''}((${spreadOf(cur, i)}) & q${i});`);
      next.set(i, name);
    }
    for (const [i, name] of next) cur.set(i, name);
  }
  L.push(`  let acc = 0, w = 0, v = 0, t = 0;`);
  L.push(`  const y1 = b - ${PAD - 1};`);
  for (let i = 0; i <= 2 * R; i++) {
    const own = cur.get(i);
    L.push(`  t = (${own ? `${own} | ` : ''}((${spreadOf(cur, i)}) & p[b + ${i}])) & free[b + ${i}];`);
    if (i === c) L.push(`  t &= ~s;`);
    L.push(`  out[b + ${i}] = t;`);
    countRow(L, 't', `y1 + ${i}`);
  }
  L.push(`  weight = w;`);
  L.push(`  return Math.imul(acc, 0x01010101) >>> 24;`);
  L.push(`}`);
  return L.join('\n');
}

/**
 * The fill of one range R with rings: r and e both kept; at step d the new squares
 * n = spread(e) & p & ~r are ring d (stored at rg[d * PADDED_ROWS + row]), r |= n, e |= n & pk.
 */
function ringsFunction(R) {
  const c = R;
  const L = [];
  L.push(`function rings${R}(s: number, b: number, pk: Int32Array, p: Int32Array, free: Int32Array, out: Int32Array, rg: Int32Array): number {`);
  const e = new Map([[c, 's']]);
  const r = new Map([[c, 's']]);
  for (let d = 1; d <= R; d++) {
    const ne = new Map();
    const nr = new Map();
    for (let i = c - d; i <= c + d; i++) {
      const old = r.get(i);
      L.push(`  const n${i}_${d} = ((${spreadOf(e, i)}) & p[b + ${i}])${old ? ` & ~${old}` : ''};`);
      L.push(`  rg[${d * PADDED_ROWS} + b + ${i}] = n${i}_${d};`);
      L.push(`  const r${i}_${d} = ${old ? `${old} | ` : ''}n${i}_${d};`);
      nr.set(i, `r${i}_${d}`);
      if (d < R) {
        const olde = e.get(i);
        L.push(`  const e${i}_${d} = ${olde ? `${olde} | ` : ''}(n${i}_${d} & pk[b + ${i}]);`);
        ne.set(i, `e${i}_${d}`);
      }
    }
    for (const [i, name] of ne) e.set(i, name);
    for (const [i, name] of nr) r.set(i, name);
  }
  L.push(`  let acc = 0, w = 0, v = 0, t = 0;`);
  L.push(`  const y1 = b - ${PAD - 1};`);
  for (let i = 0; i <= 2 * R; i++) {
    L.push(`  t = ${r.get(i)} & free[b + ${i}];`);
    if (i === c) L.push(`  t &= ~s;`);
    L.push(`  out[b + ${i}] = t;`);
    countRow(L, 't', `y1 + ${i}`);
  }
  L.push(`  weight = w;`);
  L.push(`  return Math.imul(acc, 0x01010101) >>> 24;`);
  L.push(`}`);
  return L.join('\n');
}

/**
 * The ping of one radius R: row i (0..2R) of the window gets the diamond row of half-width
 * R - |i - R| around column x, grown from the tip (m' = m | m << 1 | m >>> 1; shifts clip at the
 * edges), and the rows above and below the centre share their masks.
 */
function pingFunction(R) {
  const L = [];
  L.push(`function ping${R}(x: number, b: number, fd: Int32Array, out: Int32Array): number {`);
  L.push(`  const m0 = 1 << x;`);
  for (let k = 1; k <= R; k++) L.push(`  const m${k} = m${k - 1} | (m${k - 1} << 1) | (m${k - 1} >>> 1);`);
  L.push(`  let acc = 0, w = 0, v = 0, t = 0;`);
  L.push(`  const y1 = b - ${PAD - 1};`);
  for (let i = 0; i <= 2 * R; i++) {
    L.push(`  t = m${R - Math.abs(i - R)} & fd[b + ${i}];`);
    L.push(`  out[b + ${i}] = t;`);
    countRow(L, 't', `y1 + ${i}`);
  }
  L.push(`  weight = w;`);
  L.push(`  return Math.imul(acc, 0x01010101) >>> 24;`);
  L.push(`}`);
  return L.join('\n');
}

/** The whole generated module. */
export function fillSource() {
  const ranges = Array.from({ length: MAX_RANGE }, (_, i) => i + 1);
  const radii = Array.from({ length: MAX_RANGE + 1 }, (_, i) => i);
  const out = [];
  out.push(`// GENERATED by scripts/generate-fills.js — do not edit; regenerate with
// \`npm run generate\` (tests/kernel/tsFills.test.ts fails when this file differs).
//
// The TS twin's hot loops as straight-line code: one function per range (fill1..fill9, and
// rings1..rings9 with distance rings) and per sonar radius (ping0..ping9). Window rows live in
// locals, as the WASM kernel keeps its vectors in locals (fill3/fill4/fill5 in assembly/index.ts);
// at step d only the 2d + 1 rows within distance d are touched (the diamond). Iterating only the
// expandable set e and deriving the reached set in the last step is 61 against 65 ns a query for
// keeping both r and e (ranges 4-6 on default-board positions, CPU time, interleaved rounds).
//
// Row arrays are padded: board row y is index y + ${PAD}, and the ${PAD} rows on either side are 0,
// so a window b .. b + 2R with b = y + ${PAD} - R never leaves the array. Every function writes
// its 2R + 1 window rows of \`out\` (targets or seen tiles), returns the count and leaves the
// checksum term sum(rows[y] * (y + 1)) in \`fillWeight()\`.
/* eslint-disable */

let weight = 0;

/** The checksum term of the last fill or ping: sum over rows of row * (y + 1), mod 2^32. */
export function fillWeight(): number {
  return weight;
}
`);
  for (const R of ranges) out.push(fillFunction(R), '');
  out.push(`/**
 * Targets of a move of up to \`range\` (1..${MAX_RANGE}) steps from bit \`s\` of padded row b + range:
 * writes \`out\` rows b .. b + 2 range, returns the count. Per query (batches, move lists, perft).
 */
export function fill(range: number, s: number, b: number, pk: Int32Array, p: Int32Array, free: Int32Array, out: Int32Array): number {
  switch (range) {
${ranges.map((R) => `    case ${R}: return fill${R}(s, b, pk, p, free, out);`).join('\n')}
  }
  return 0;
}
`);
  for (const R of ranges) out.push(ringsFunction(R), '');
  out.push(`/** Like \`fill\`, and ring d (d = 1..range) into \`rg\` at d * ${PADDED_ROWS} + row. Per overlay query. */
export function fillRings(range: number, s: number, b: number, pk: Int32Array, p: Int32Array, free: Int32Array, out: Int32Array, rg: Int32Array): number {
  switch (range) {
${ranges.map((R) => `    case ${R}: return rings${R}(s, b, pk, p, free, out, rg);`).join('\n')}
  }
  return 0;
}
`);
  for (const R of radii) out.push(pingFunction(R), '');
  out.push(`/** Face-down tiles within \`radius\` (0..${MAX_RANGE}) of column x, window rows b .. b + 2 radius: writes \`out\`, returns the count. Per ping. */
export function ping(radius: number, x: number, b: number, fd: Int32Array, out: Int32Array): number {
  switch (radius) {
${radii.map((R) => `    case ${R}: return ping${R}(x, b, fd, out);`).join('\n')}
  }
  return 0;
}
`);
  // element reads of the typed arrays are in bounds by construction (padded rows): say so to the
  // type checker (noUncheckedIndexedAccess), which costs nothing at run time; writes stay as they are
  return out.join('\n').replace(/\b([a-z]\w*\[[^\][\n]+\])(?!\s*(?:[|&^+-]?=(?!=)))/g, '$1!');
}

const TARGET = fileURLToPath(new URL('../src/kernel/tsFills.ts', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = fillSource();
  const mode = process.argv[2];
  if (mode === '--stdout') process.stdout.write(source);
  else if (mode === '--check') {
    if (readFileSync(TARGET, 'utf8') !== source) {
      console.error('src/kernel/tsFills.ts differs from what scripts/generate-fills.js makes: run `npm run generate`');
      process.exit(1);
    }
  } else if (mode === undefined) writeFileSync(TARGET, source);
  else {
    console.error(`generate-fills: unknown option ${mode} (--check, --stdout)`);
    process.exit(2);
  }
}

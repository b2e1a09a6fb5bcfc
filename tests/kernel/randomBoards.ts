/** Random kernel boards for differential tests: every size, zones, tiles, modules, submarines. */
import { Rng } from '../../src/core/rng.js';
import { emptyKernelBoard, type KernelBoard } from '../../src/kernel/types.js';

export interface RandomCase {
  board: KernelBoard;
  x: number;
  y: number;
  range: number;
  trench: boolean;
}

/** Sets square (x, y) of a rows bitboard. */
export const set = (rows: Int32Array, x: number, y: number): void => void (rows[y] = rows[y]! | (1 << x));
const has = (rows: Int32Array, x: number, y: number): boolean => ((rows[y]! >>> x) & 1) === 1;

/** A random board of a random size in 8..32 x 8..32 and a query on it. */
export function randomCase(rng: Rng): RandomCase {
  return randomCaseOfSize(rng, 8 + rng.int(25), 8 + rng.int(25));
}

/** A random board of the given size and a query on it. */
export function randomCaseOfSize(rng: Rng, w: number, h: number): RandomCase {
  const b = emptyKernelBoard(w, h);
  // trench: a few random rectangles, or none
  for (let k = rng.int(4); k > 0; k--) {
    const x0 = rng.int(w), y0 = rng.int(h), x1 = Math.min(w - 1, x0 + rng.int(10)), y1 = Math.min(h - 1, y0 + rng.int(10));
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) set(b.trench, x, y);
  }
  // modules: random 3x3 blocks
  for (let k = rng.int(1 + Math.floor((w * h) / 60)); k > 0; k--) {
    const cx = 1 + rng.int(w - 2), cy = 1 + rng.int(h - 2);
    for (let y = cy - 1; y <= cy + 1; y++) for (let x = cx - 1; x <= cx + 1; x++) set(b.cover, x, y);
  }
  const density = rng.next() * 0.3;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (has(b.cover, x, y)) continue;
      const r = rng.next();
      if (r < density) {
        set(b.tiles, x, y);
        if (rng.next() < 0.85) set(b.faceDown, x, y);
        else if (rng.next() < 0.5) set(b.subs, x, y); // a submarine on a face-up tile
      } else if (r < density + 0.04) set(b.subs, x, y);
    }
  }
  // the query: mostly from a submarine's square, sometimes from anywhere on the board
  const subs: [number, number][] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (has(b.subs, x, y)) subs.push([x, y]);
  const [x, y] = subs.length && rng.next() < 0.8 ? rng.pick(subs) : [rng.int(w), rng.int(h)];
  return { board: b, x, y, range: 1 + rng.int(9), trench: rng.next() < 0.5 };
}

/**
 * The engine's documented seeded generator: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic
 * generator, 128-bit state as four uint32 words), seeded from one integer through splitmix32.
 * Its state is plain data (`RngState`) so positions can store and restore it exactly.
 */
export type RngState = [number, number, number, number];

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** The state that `seed` produces; the first 12 outputs are discarded to mix it. */
export function seedRng(seed: number): RngState {
  const sm = splitmix32(seed);
  const state: RngState = [sm(), sm(), sm(), sm()];
  const rng = new Rng(state);
  for (let i = 0; i < 12; i++) rng.nextU32();
  return rng.state();
}

/** A mutable sfc32 generator. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state.map((v) => v >>> 0) as RngState;
  }

  /** A generator seeded from an integer. */
  static fromSeed(seed: number): Rng {
    return new Rng(seedRng(seed));
  }

  /** The next uniformly distributed uint32. */
  nextU32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = (this.b ^ (this.b >>> 9)) >>> 0;
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** An integer in [0, n) without modulo bias (rejection sampling); n in [1, 2^32]. */
  int(n: number): number {
    if (!(n >= 1)) throw new RangeError(`Rng.int: n must be >= 1, got ${n}`);
    const limit = 4294967296 - (4294967296 % n);
    for (;;) {
      const x = this.nextU32();
      if (x < limit) return x % n;
    }
  }

  /** Shuffles in place (Fisher–Yates, from the last index down) and returns the array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** One element chosen uniformly. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** The current state, as plain data. */
  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }
}

// The playout engine's primitives on the WASM side: the packed memory (one static region of
// i32 words, reserved in the data segment at start-up) and the bit operations the engine uses.
// `scripts/generate-playout-twin.js` replaces this file by its TS counterpart (an Int32Array and
// Math.clz32) when it writes the TS twin; the engine itself (`engine.ts`) is the same source.

/** Words of packed memory (layout: `engine.ts`). */
export const WORDS: i32 = 71424;

const BASE: usize = memory.data(WORDS << 2, 16);

/** f64 words of scratch memory (the policy's per-decision values). */
export const FWORDS: i32 = 1024;

const FBASE: usize = memory.data(FWORDS << 3, 16);

/** The byte address of word 0 (the host writes positions there). */
export function memoryBase(): usize {
  return BASE;
}

/** Word `i` of packed memory. */
// @ts-ignore: decorator
@inline export function g(i: i32): i32 {
  return load<i32>(BASE + (<usize>i << 2));
}

/** Sets word `i` of packed memory. */
// @ts-ignore: decorator
@inline export function s(i: i32, v: i32): void {
  store<i32>(BASE + (<usize>i << 2), v);
}

/** Index of the lowest set bit (x != 0). */
// @ts-ignore: decorator
@inline export function low(x: i32): i32 {
  return ctz<i32>(x);
}

/** Set bits of x. */
// @ts-ignore: decorator
@inline export function bits(x: i32): i32 {
  return popcnt<i32>(x);
}

/** The unsigned value of x's 32 bits, as f64. */
// @ts-ignore: decorator
@inline export function unsigned(x: i32): f64 {
  return <f64>(<u32>x);
}

/** The remainder of x's 32 bits, read unsigned, by n (n >= 1). */
// @ts-ignore: decorator
@inline export function urem(x: i32, n: i32): i32 {
  return <i32>(<u32>x % <u32>n);
}

/** f64 scratch word `i`. */
// @ts-ignore: decorator
@inline export function fg(i: i32): f64 {
  return load<f64>(FBASE + (<usize>i << 3));
}

/** Sets f64 scratch word `i`. */
// @ts-ignore: decorator
@inline export function fs(i: i32, v: f64): void {
  store<f64>(FBASE + (<usize>i << 3), v);
}

// The playout engine's WASM entry (`build/playout/*.wasm`): the engine's exports and the address of
// its packed memory. The host writes a position into that memory (`src/nautilus/packed.ts`),
// prepares it and plays a whole playout in one call; nothing crosses the boundary per action.
import * as engine from './engine';
import { memoryBase } from './prims';

/** Byte address of packed word 0. */
export function base(): usize {
  return memoryBase();
}

/** See `engine.ts`. */
export function prepareBoard(): void {
  engine.prepareBoard();
}
export function preparePosition(): void {
  engine.preparePosition();
}
export function generate(): i32 {
  return engine.generate();
}
export function apply(code: i32): void {
  engine.apply(code);
}
export function greedy(): i32 {
  return engine.greedy();
}
export function playout(rounds: i32, maxActions: i32, policy: i32): i32 {
  return engine.playout(rounds, maxActions, policy);
}
export function score(seat: i32): i32 {
  return engine.score(seat);
}
export function winners(): i32 {
  return engine.winners();
}
export function estimate(seat: i32): f64 {
  return engine.estimate(seat);
}
export function evaluate(seat: i32): f64 {
  return engine.evaluate(seat);
}
export function randomInt(seat: i32, n: i32): i32 {
  return engine.randomInt(seat, n);
}

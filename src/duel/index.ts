/** The Nautilus duel: the engine's public face. */
export * from './apply.js';
export * from './beliefs.js';
export * from './check.js';
export * from './determinize.js';
export * from './game.js';
export * from './generate.js';
export * from './invariants.js';
export * from './notation.js';
export * from './observation.js';
export * from './policy.js';
export * from './position.js';
export * from './render.js';
export * from './scoring.js';
export * from './search.js';
export * from './selfplay.js';
export * from './setup.js';
export * from './types.js';

/** Exact answers where the whole rest of the game can be enumerated (docs/analysis-spec.md, "Exact"). */
export * from './exact.js';
export * from './solve.js';
export * from './corpus.js';
export * from './text.js';
export * from './hidden.js';

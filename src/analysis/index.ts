/** The analysis engine: what a position is worth and which action is best (docs/analysis-spec.md). */
export * from './analyze.js';
export * from './beliefs.js';
export * from './calibration.js';
export * from './forBot.js';
export * from './search.js';
export * from './stats.js';
export * from './exact/index.js';

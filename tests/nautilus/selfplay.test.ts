// Property suite: seeded random games of 2, 3 and 4 players, every invariant after every action.
// 2,000 games in CI (split over files so vitest runs them on both cores); `npx nautilab selfplay
// --games 100000` runs the same checks at scale.
import { suite } from './selfplaySuite.js';

suite(0, 500);

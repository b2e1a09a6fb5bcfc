// Property suite (see selfplaySuite.ts): 2,000 seeded games in CI, split over four files so vitest
// runs them on both cores; `npx nautilab selfplay --games 100000` runs the same checks at scale.
import { suite } from './selfplaySuite.js';

suite(1500, 2000);

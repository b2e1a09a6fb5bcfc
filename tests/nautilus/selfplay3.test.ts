// Property suite, part 3 (see selfplay.test.ts).
import { suite } from './selfplaySuite.js';

suite(1000, 1500);

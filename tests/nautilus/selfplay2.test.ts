// Property suite, part 2 (see selfplay.test.ts).
import { suite } from './selfplaySuite.js';

suite(500, 1000);

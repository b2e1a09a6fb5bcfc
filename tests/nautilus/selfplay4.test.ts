// Property suite, part 4 (see selfplay.test.ts).
import { suite } from './selfplaySuite.js';

suite(1500, 2000);

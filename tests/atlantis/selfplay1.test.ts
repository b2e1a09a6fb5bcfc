// Property suite, first half: seeded games with every check after every action (spec 3-8).
import { suite } from './selfplaySuite.js';

suite(0, 36);

// Property suite, second half: seeded games with every check after every action (spec 3-8).
import { suite } from './selfplaySuite.js';

suite(36, 72);

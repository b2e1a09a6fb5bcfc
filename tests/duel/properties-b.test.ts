// The seeded property suite, part b (split so two workers share it).
import { suite } from './propertySuite.js';

suite(100001, 320);

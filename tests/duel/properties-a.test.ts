// The seeded property suite, part a (split so two workers share it).
import { suite } from './propertySuite.js';

suite(1, 320);

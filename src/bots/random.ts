/** The random bot: a uniformly random legal action from a seeded generator. */
import { Rng } from '../core/rng.js';

/** A seeded random chooser over a list of legal actions. */
export function randomChooser(seed: number): <A>(legal: readonly A[]) => A {
  const rng = Rng.fromSeed(seed);
  return (legal) => rng.pick(legal);
}

/**
 * The size of the randomized tests. Mutation testing (`npm run mutate`) runs the suite once per
 * mutant, so it sets NAUTILAB_MUTATION and the large randomized sweeps run a tenth of their cases:
 * the same checks on fewer boards and inputs. `npm test` always runs them whole.
 */
export const MUTATION_RUN = process.env.NAUTILAB_MUTATION === '1';

/** `n` cases normally, a tenth (at least one) in a mutation run. */
export function scaled(n: number): number {
  return MUTATION_RUN ? Math.max(1, Math.round(n / 10)) : n;
}

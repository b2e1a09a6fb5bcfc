/**
 * What the page's worker pools are doing beside the engine worker: analyses and reviews under way.
 * The header reads it, so it says "analysing" while the analysis pool searches and the engine
 * worker itself waits idle.
 */
import { shallowRef } from 'vue';

/** The kinds of work the pools run. */
export type PoolWork = 'analysis' | 'review';

/** Runs under way, by kind. */
export const poolsBusy = shallowRef<Record<PoolWork, number>>({ analysis: 0, review: 0 });

/** Counts a run of `work` starting (+1) or ending (−1). */
export function markBusy(work: PoolWork, delta: 1 | -1): void {
  const now = poolsBusy.value;
  poolsBusy.value = { ...now, [work]: Math.max(0, now[work] + delta) };
}

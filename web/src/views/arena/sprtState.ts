/** The Arena page's SPRT settings and last report, one per game, kept for the page's lifetime. */
import { ref, shallowRef, type Ref, type ShallowRef } from 'vue';
import type { SprtReport } from '../../../../src/arena/sprt.js';

export interface SprtState {
  on: Ref<boolean>;
  elo0: Ref<number>;
  elo1: Ref<number>;
  alpha: Ref<number>;
  beta: Ref<number>;
  report: ShallowRef<SprtReport | null>;
  /** Candidate and baseline of the last test. */
  names: Ref<string[]>;
}

const states = new Map<string, SprtState>();

/** The SPRT state of a game's Arena page. */
export function sprtState(game: string): SprtState {
  let s = states.get(game);
  if (!s) {
    s = { on: ref(false), elo0: ref(0), elo1: ref(10), alpha: ref(0.05), beta: ref(0.05), report: shallowRef(null), names: ref([]) };
    states.set(game, s);
  }
  return s;
}

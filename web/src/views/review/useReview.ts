// The review of a game of Play: its decisions reviewed progressively on the review workers, cancellable.
import { computed, ref, shallowRef, toRaw, type Ref } from 'vue';
import { REVIEW_DEFAULTS, reviewSummary, type ReviewDecision } from '../../../../src/analysis/review.js';
import { startReview, type ReviewRun } from '../../clients/review';
import type { Frame } from '../play/seats';

/** The review's state for the frames of one game, and its commands. */
export function useReview(gameId: string, frames: Ref<Frame[]>) {
  /** Reviewed decisions, in ply order. */
  const decisions = shallowRef<ReviewDecision[]>([]);
  const total = ref(0);
  const running = ref(false);
  const error = ref<string | null>(null);
  /** Samples of each analysis of a decision: the command line's by default (a 60-decision review then takes 8–14 s on two cores, analysis-spec, *Review*). */
  const iterations = ref<number>(REVIEW_DEFAULTS.iterations);
  /** The frames the review is of (a new game drops it). */
  const reviewed = shallowRef<Frame[] | null>(null);
  let run: ReviewRun | null = null;

  const seats = computed(() => frames.value[0]?.view.seats ?? 0);
  const summary = computed(() => reviewSummary(seats.value, decisions.value));
  /** The review belongs to the frames shown (not an earlier game). */
  const current = computed(() => reviewed.value === frames.value);
  /** The review was stopped before its end. */
  const cancelled = ref(false);

  /** Reviews every decision of the game shown. */
  async function start(): Promise<void> {
    cancel();
    const f = frames.value;
    reviewed.value = f;
    // frame i + 1 holds the action played at frame i's position
    const tasks = f.slice(0, -1).map((frame, ply) => ({ ply, before: toRaw(frame.view.position), action: f[ply + 1]!.action! }));
    decisions.value = [];
    total.value = tasks.length;
    error.value = null;
    cancelled.value = false;
    running.value = true;
    const mine = startReview(gameId, tasks, { iterations: iterations.value, seed: REVIEW_DEFAULTS.seed }, (d) => {
      decisions.value = [...decisions.value, d].sort((a, b) => a.ply - b.ply);
    });
    run = mine;
    try {
      await mine.done;
    } catch (e) {
      if (run === mine) error.value = (e as Error).message;
    } finally {
      if (run === mine) {
        running.value = false;
        run = null;
      }
    }
  }

  /** Stops the review now (what is reviewed stays). */
  function cancel(): void {
    if (run) cancelled.value = true;
    run?.cancel();
    run = null;
    running.value = false;
  }

  return { decisions, total, running, cancelled, error, iterations, summary, current, start, cancel };
}

/** What `useReview` returns. */
export type UseReviewReturn = ReturnType<typeof useReview>;

// The analysis in Play: the seat to act's own knowledge on a person's turn; anything once the game is over or replayed.
import { computed, ref, shallowRef, watch } from 'vue';
import type { TileBeliefOut } from '../../../../src/analysis/beliefs.js';
import { i18n } from '../../i18n/index.js';
import type { UsePlayGameReturn } from './usePlayGame';

/** The analysis panel's position, viewpoints and board overlays for the game `g`. */
export function usePlayAnalysis(g: UsePlayGameReturn) {
  const { current, humans, humanToAct, live, guarded, seatView, viewSeat } = g;
  const analysing = ref(false);
  const previewLine = shallowRef<string[]>([]);
  const beliefs = shallowRef<TileBeliefOut[] | null>(null);
  /** Omniscient analysis and every viewpoint only when nothing is left to hide: the game is over, or a replay. */
  const analysisOpen = computed(() => g.mayShowAll.value && (g.over.value || g.revealed.value || g.replaying.value));
  const analysisPosition = computed<unknown>(() => {
    if (!analysing.value || !current.value || seatView.value !== null) return null;
    if (analysisOpen.value || (humans.value.length === 0 && (live.value || guarded.value))) return current.value.position;
    return humanToAct.value ? current.value.position : null;
  });
  const analysisViewpoints = computed<number[]>(() => {
    const v = current.value;
    if (!v) return [];
    if (analysisOpen.value || (humans.value.length === 0 && !guarded.value)) return Array.from({ length: v.seats }, (_, i) => i);
    // a shared unfinished game: only the seat viewed
    if (guarded.value) return viewSeat.value !== null ? [viewSeat.value] : [];
    return humanToAct.value && v.toAct !== null ? [v.toAct] : [];
  });
  function previewCandidate(action: string | null, line: string[]): void {
    g.preview.value = action;
    previewLine.value = action ? line : [];
  }
  function playCandidate(action: string): void {
    if (humanToAct.value) g.humanPlay(action);
    else g.message.value = i18n.global.t('play.messages.notYours');
  }
  watch(analysing, (on) => {
    if (!on) {
      beliefs.value = null;
      previewCandidate(null, []);
    }
  });
  const boardExtras = computed(() => (g.ui.analysisOverlays && analysing.value && analysisPosition.value !== null ? { line: previewLine.value, beliefs: beliefs.value, reachTurns: beliefs.value !== null } : {}));

  return { analysing, beliefs, analysisOpen, analysisPosition, analysisViewpoints, previewCandidate, playCandidate, boardExtras };
}

/** What `usePlayAnalysis` returns. */
export type UsePlayAnalysisReturn = ReturnType<typeof usePlayAnalysis>;

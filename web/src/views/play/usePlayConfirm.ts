// On a touch screen a move made on Play's board is shown first and made by a second tap: a tap
// that misses by a square would otherwise build, move or place at once, with no way back but
// Take back. With a mouse or the keyboard the board plays at once.
import { ref, watch } from 'vue';
import { useCoarsePointer } from '../../composables/useCoarsePointer';
import type { UsePlayGameReturn } from './usePlayGame';

/** The board's moves for the game `g`: played at once, or on a touch screen held until confirmed. */
export function usePlayConfirm(g: UsePlayGameReturn) {
  const coarse = useCoarsePointer();
  /** The move shown on the board and waiting for its second tap. */
  const pending = ref<string | null>(null);

  function cancel(): void {
    if (pending.value !== null && g.preview.value === pending.value) g.preview.value = null;
    pending.value = null;
  }
  /** Plays the move waiting for its second tap. */
  function confirm(): void {
    const action = pending.value;
    pending.value = null;
    if (action !== null) g.humanPlay(action);
  }
  /** A move made on the board: played at once with a mouse; on a touch screen shown, and played when made again or confirmed. */
  function boardAct(action: string): void {
    if (!coarse.value) return g.humanPlay(action);
    if (pending.value === action) return confirm();
    pending.value = action;
    g.preview.value = action;
  }
  // another position (a bot moved, take back, a look back) drops the move waiting
  watch([g.frames, g.cursor], cancel);

  return { pending, boardAct, confirm, cancel };
}

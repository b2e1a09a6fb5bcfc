/** Placing a held module on the Nautilus board: the ghost snapped to legal centres, its rotation, and why a spot is illegal. */
import { computed, onBeforeUnmount, ref, shallowRef, watch, type ComputedRef, type Ref, type ShallowRef } from 'vue';
import { corridorsOf } from '../../../../../src/nautilus/modules.js';
import { useI18n } from 'vue-i18n';
import type { HeldModule, Position, Square } from '../../../../../src/nautilus/types.js';
import type { engine } from '../../../clients/engine.js';
import type { PlacementOptions } from '../../../worker/engineApi.js';

/** The module being placed: its index in the hand, where it may go, and how often it was rotated. */
export interface Placing {
  index: number;
  options: PlacementOptions;
  rotation: number;
}

/** The ghost drawn while placing, with the action placing it there. */
export interface Ghost {
  at: Square;
  kind: string;
  corridors: number;
  legal: boolean;
  action: string;
}

/** What `usePlacing` gives the board. */
export interface UsePlacingReturn {
  placing: ShallowRef<Placing | null>;
  /** Why placing is impossible, or why the spot under the pointer is illegal ('' when neither). */
  reason: Ref<string>;
  ghost: ComputedRef<Ghost | null>;
  /** Starts placing the held module `index`. */
  start: (index: number) => Promise<void>;
  rotate: () => void;
}

/** Placing state for a board showing `position`, with the seat to act holding `held` and the pointer on `pointer`. */
export function usePlacing(api: ReturnType<typeof engine>, position: () => unknown, held: () => HeldModule[], pointer: Ref<Square | null>): UsePlacingReturn {
  const placing = shallowRef<Placing | null>(null);
  const reason = ref('');
  const { t } = useI18n();

  async function start(index: number): Promise<void> {
    reason.value = '';
    const options = await api.placement(position() as Position, index);
    placing.value = { index, options, rotation: 0 };
    if (!options.centres.length) reason.value = t('board.toolbar.noCentre');
  }

  /** The legal centre nearest the pointer (within two squares), or null. */
  const snapped = computed(() => {
    const p = placing.value;
    const at = pointer.value;
    if (!p || !at) return null;
    let best: PlacementOptions['centres'][number] | null = null;
    let bestD = 3;
    for (const c of p.options.centres) {
      const d = Math.max(Math.abs(c.at[0] - at[0]), Math.abs(c.at[1] - at[1]));
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return best;
  });

  /** The ghost drawn while placing: the snapped legal centre and its rotation, or the pointer (illegal). */
  const ghost = computed<Ghost | null>(() => {
    const p = placing.value;
    const h = p ? held()[p.index] : undefined;
    if (!p || !h) return null;
    const s = snapped.value;
    if (s) {
      const r = s.rotations[p.rotation % s.rotations.length]!;
      return { at: s.at, kind: h.kind, corridors: r.corridors, legal: true, action: r.action };
    }
    const at = pointer.value;
    return at ? { at, kind: h.kind, corridors: corridorsOf({ corridors: h.corridors, rotation: p.rotation % 4 }), legal: false, action: `place ${p.index} ${at[0]} ${at[1]} ${p.rotation % 4}` } : null;
  });

  let reasonTimer: ReturnType<typeof setTimeout> | undefined;
  watch(ghost, (g) => {
    clearTimeout(reasonTimer);
    if (!g || g.legal) {
      if (placing.value?.options.centres.length) reason.value = '';
      return;
    }
    // why the spot under the pointer is illegal, asked of the engine (throttled)
    reasonTimer = setTimeout(async () => {
      try {
        const r = await api.check('nautilus', g.action, position());
        if (ghost.value?.action === g.action) reason.value = r ? t('board.toolbar.here', { reason: r.message }) : '';
      } catch {
        reason.value = '';
      }
    }, 120);
  });
  onBeforeUnmount(() => clearTimeout(reasonTimer));

  function rotate(): void {
    if (placing.value) placing.value = { ...placing.value, rotation: placing.value.rotation + 1 };
  }

  return { placing, reason, ghost, start, rotate };
}

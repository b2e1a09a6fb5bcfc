/** Zooming the Nautilus board: squares of at least 32 px for touch (the board then pans inside its frame, first showing the city). */
import { computed, nextTick, onBeforeUnmount, ref, watch, type ComputedRef, type Ref } from 'vue';
import type { ModuleState } from '../../../../../src/nautilus/types.js';

/** What `useBoardZoom` gives the board. */
export interface UseBoardZoomReturn {
  /** The element the board pans in. */
  frame: Ref<HTMLElement | null>;
  zoomed: Ref<boolean>;
  /** The board's CSS width. */
  svgWidth: ComputedRef<string>;
}

/** Zoom for a board `width()` squares wide with `modules()` on it. */
export function useBoardZoom(width: () => number, modules: () => ModuleState[]): UseBoardZoomReturn {
  const frame = ref<HTMLElement | null>(null);
  const zoomed = ref(false);
  const frameWidth = ref(800);
  let observer: ResizeObserver | null = null;
  watch(frame, (el) => {
    observer?.disconnect();
    if (!el) return;
    observer = new ResizeObserver(() => {
      frameWidth.value = el.clientWidth;
    });
    observer.observe(el);
    frameWidth.value = el.clientWidth;
    zoomed.value = el.clientWidth / (width() + 1.2) < 32;
  });
  onBeforeUnmount(() => observer?.disconnect());
  const svgWidth = computed(() => (zoomed.value ? `${Math.round((width() + 1.2) * 34)}px` : '100%'));
  /** When zoomed in, the frame first shows the city (the middle of its modules), not the corner. */
  watch(
    zoomed,
    async (z) => {
      if (!z) return;
      await nextTick();
      const el = frame.value;
      const ms = modules();
      if (!el || !ms.length) return;
      const cx = ms.reduce((a, m) => a + m.at[0], 0) / ms.length;
      const cy = ms.reduce((a, m) => a + m.at[1], 0) / ms.length;
      const unit = el.scrollWidth / (width() + 1.2);
      el.scrollLeft = Math.max(0, (cx + 1.5) * unit - el.clientWidth / 2);
      el.scrollTop = Math.max(0, (cy + 1.5) * unit - el.clientHeight / 2);
    },
    { flush: 'post' },
  );
  return { frame, zoomed, svgWidth };
}

/**
 * Zooming the Nautilus board: squares of at least 32 px for touch (the board then pans inside its
 * frame, first showing the city); unzoomed, the whole board fits the window below what stands above
 * it (its toolbar, the module stacks, the view's own lines), so at 1440x900 every square is in view.
 */
import { computed, nextTick, onBeforeUnmount, ref, watch, type ComputedRef, type Ref } from 'vue';
import type { ModuleState } from '../../../../../src/nautilus/types.js';

/** What `useBoardZoom` gives the board. */
export interface UseBoardZoomReturn {
  /** The element the board pans in. */
  frame: Ref<HTMLElement | null>;
  zoomed: Ref<boolean>;
  /** The board's CSS width. */
  svgWidth: ComputedRef<string>;
  /** The board's CSS maximum height: the window's height below the frame's top in the page (at least 60% of the window). */
  fitHeight: ComputedRef<string>;
}

/** Zoom for a board `width()` squares wide with `modules()` on it. */
export function useBoardZoom(width: () => number, modules: () => ModuleState[]): UseBoardZoomReturn {
  const frame = ref<HTMLElement | null>(null);
  const zoomed = ref(false);
  const frameWidth = ref(800);
  /** The frame's top in the page (px from the top of the document), measured when anything resizes. */
  const frameTop = ref(128);
  let observer: ResizeObserver | null = null;
  const measure = (): void => {
    const el = frame.value;
    if (!el) return;
    frameWidth.value = el.clientWidth;
    frameTop.value = Math.round(el.getBoundingClientRect().top + window.scrollY);
  };
  watch(frame, (el) => {
    observer?.disconnect();
    if (!el) return;
    // the frame's own width, and the page's height: a line above the board that grows moves it down
    observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    measure();
    zoomed.value = el.clientWidth / (width() + 1.2) < 32;
  });
  onBeforeUnmount(() => observer?.disconnect());
  const fitHeight = computed(() => `max(60vh, calc(100vh - ${frameTop.value}px - 0.5rem))`);
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
  return { frame, zoomed, svgWidth, fitHeight };
}

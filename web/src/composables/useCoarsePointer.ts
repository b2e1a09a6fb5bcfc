/** Whether the main pointer is coarse (a finger on a touch screen): hints then say "tap", not "click" and keys. */
import { onBeforeUnmount, ref, type Ref } from 'vue';

/** True while `(pointer: coarse)` matches; follows changes (a tablet's keyboard attached, say). */
export function useCoarsePointer(): Ref<boolean> {
  const coarse = ref(false);
  if (typeof matchMedia !== 'function') return coarse;
  const query = matchMedia('(pointer: coarse)');
  coarse.value = query.matches;
  const update = (e: MediaQueryListEvent): void => void (coarse.value = e.matches);
  query.addEventListener('change', update);
  onBeforeUnmount(() => query.removeEventListener('change', update));
  return coarse;
}

/** A hint's key as the pointer needs it: its `…Touch` twin (saying "tap") on a coarse pointer, else the key itself. */
export function useTouchHint(): (key: string) => string {
  const coarse = useCoarsePointer();
  return (key) => (coarse.value ? `${key}Touch` : key);
}

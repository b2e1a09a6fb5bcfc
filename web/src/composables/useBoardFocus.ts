// The keyboard's focus on a board and what a screen reader hears (Atlantis, the duel, Nautilus):
// a live region that says what was played, in words, and what is selected; the focus that follows
// the moves while the player uses the keyboard.
import { nextTick, ref, watch, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { useWords } from '../games/useWords';

/** What a board tells `useBoardFocus`: its game, its position, the action that led there, the editor's mode. */
export interface BoardFocusOptions {
  gameId: string;
  position: () => unknown;
  last: () => string | null;
  editing: () => boolean;
  /** Where the focus goes after a move made from the keyboard (the first selector that matches); none: it stays. */
  afterMove?: readonly string[];
}

/** What `useBoardFocus` gives a board. */
export interface UseBoardFocusReturn {
  /** The board's root element (bind it with `ref="root"`). */
  root: Ref<HTMLElement | null>;
  /** The last input was a key (not the pointer): the focus follows the moves. */
  byKeyboard: Ref<boolean>;
  /** The live region's text. */
  announcement: Ref<string>;
  /** Says `text` in the live region; the same text again changes it (a no-break space) so it is read again. */
  say(text: string): void;
  /** After the next render, focuses the first element matching one of `selectors` (only when playing by keyboard). */
  focusNext(...selectors: string[]): void;
}

/** The live region and the keyboard's focus of a board. */
export function useBoardFocus(o: BoardFocusOptions): UseBoardFocusReturn {
  const { t } = useI18n();
  const { describe } = useWords(o.gameId);
  const root = ref<HTMLElement | null>(null);
  const byKeyboard = ref(false);
  const announcement = ref('');
  const say = (text: string): void => void (announcement.value = text === announcement.value ? `${text}\u00a0` : text);
  function focusNext(...selectors: string[]): void {
    if (!byKeyboard.value) return;
    void nextTick(() => {
      for (const sel of selectors) {
        const el = root.value?.querySelector<HTMLElement | SVGElement>(sel);
        if (el) return el.focus();
      }
    });
  }
  // each new position with its action in words, as played from the position before (the same action twice is said twice)
  watch(o.position, (_, before) => {
    const last = o.last();
    if (last && !o.editing()) say(t('board.played', { action: describe(before ?? null, last) }));
  });
  // a move made from the keyboard: the focus goes to what can be played next
  if (o.afterMove?.length) {
    const selectors = o.afterMove;
    watch(
      o.position,
      () => {
        if (root.value?.contains(document.activeElement) || document.activeElement === document.body) focusNext(...selectors);
      },
      { flush: 'post' },
    );
  }
  return { root, byKeyboard, announcement, say, focusNext };
}

// The position editor of Explore: a copy of the position to change (in the game's editor, or as JSON), validated as it changes.
import { computed, onBeforeUnmount, ref, shallowRef, watch, type Ref } from 'vue';
import type { PathError } from '../../../../src/core/result.js';
import { EDIT } from '../../../../src/core/variationTree.js';
import type { GameUi } from '../../games/types';
import { said } from '../../i18n/said';
import type { UseExplorePositionReturn } from './useExplorePosition';

/** Explore's tabs. */
export type ExploreTab = 'analyse' | 'edit' | 'share';

/** The setup being edited while `tab` is the editor's; applying it adds an edit node after the node on view of `pos`. */
export function useExploreEdit(gameId: string, ui: GameUi, pos: UseExplorePositionReturn, tab: Ref<ExploreTab>) {
  const { api, position } = pos;
  const setup = ref<unknown>(null);
  const setupText = ref('');
  const setupErrors = shallowRef<PathError[]>([]);
  const selectedModule = ref<[number, number] | null>(null);
  const editing = computed(() => tab.value === 'edit' && setup.value !== null);

  function startEdit(): void {
    if (position.value === null) return;
    setup.value = JSON.parse(JSON.stringify(position.value)) as unknown;
    setupText.value = JSON.stringify(position.value, null, 1);
    setupErrors.value = [];
    selectedModule.value = null;
  }

  let validateTimer: ReturnType<typeof setTimeout> | undefined;
  /** Validates the edited setup (throttled); without a game editor, the JSON text is the setup. */
  function validateSetup(): void {
    clearTimeout(validateTimer);
    validateTimer = setTimeout(async () => {
      const doc = currentSetup();
      if (doc === undefined) return;
      const r = await api.validate(gameId, doc);
      setupErrors.value = r.ok ? [] : r.error;
    }, 120);
  }

  /** The setup being edited as plain data (undefined while the JSON text does not parse). */
  function currentSetup(): unknown {
    if (ui.Editor) return setup.value === null ? undefined : JSON.parse(JSON.stringify(setup.value));
    try {
      return JSON.parse(setupText.value) as unknown;
    } catch (e) {
      setupErrors.value = [{ path: '$', code: 'badJson', message: (e as Error).message }];
      return undefined;
    }
  }

  async function applySetup(): Promise<void> {
    const doc = currentSetup();
    const here = position.value;
    if (doc === undefined || here === null) return;
    const r = await api.validate(gameId, doc);
    if (!r.ok) {
      setupErrors.value = r.error;
      return;
    }
    tab.value = 'analyse';
    setup.value = null;
    await pos.addNode(EDIT, r.value);
    pos.message.value = said('editor.applied');
  }

  watch(tab, (t, before) => {
    if (t === 'edit') startEdit();
    if (before === 'edit' && t !== 'edit') setup.value = null;
  });
  onBeforeUnmount(() => clearTimeout(validateTimer));

  return { setup, setupText, setupErrors, selectedModule, editing, validateSetup, applySetup };
}

/** What `useExploreEdit` returns. */
export type UseExploreEditReturn = ReturnType<typeof useExploreEdit>;

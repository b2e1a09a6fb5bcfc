// The position of Explore: showing it, its history (undo, redo), and loading and saving it (links, records, the autosaved session).
import { computed, onBeforeUnmount, ref, shallowRef, watch } from 'vue';
import { useRoute, useRouter } from 'vue-router';
import type { PathError } from '../../../../src/core/result.js';
import { engine } from '../../clients/engine';
import { gameInfo } from '../../clients/gameInfo';
import { i18n } from '../../i18n/index.js';
import { said, type Said } from '../../i18n/said';
import { pendingContinue } from '../../storage/handoff';
import { autosave, keepPrevious, previousText, restoreText, setAsideSession } from '../../storage/share';
import type { GameInfo, GameView, SessionStep } from '../../worker/engineApi';

type Step = SessionStep;
type ReadResult = Awaited<ReturnType<ReturnType<typeof engine>['readDocument']>>;

/** Explore's position for `gameId`; `editing` tells whether the arrow keys belong to the editor. */
export function useExplorePosition(gameId: string, editing: () => boolean) {
  const { t } = i18n.global;
  const api = engine();
  const route = useRoute();
  const router = useRouter();

  const info = shallowRef<GameInfo | null>(null);
  const view = shallowRef<GameView | null>(null);
  /** What the board shows: the position, or the chosen seat's observation of it. */
  const shown = shallowRef<unknown>(null);
  const past = shallowRef<Step[]>([]);
  const future = shallowRef<Step[]>([]);
  /** The last message ('' for none), said in the UI's language when shown. */
  const message = shallowRef<Said>('');
  const busy = ref(false);
  const preview = ref<string | null>(null);
  const viewSeat = ref<number | null>(null);
  const newPlayers = ref(2);
  const newSeed = ref(1);
  const newVariants = ref<Record<string, unknown>>({});
  const hasPrevious = ref(false);
  /** The analysis's line after the previewed candidate (drawn on the board). */
  const previewLine = shallowRef<string[]>([]);

  const position = computed(() => view.value?.position ?? null);
  const lastAction = computed(() => past.value[past.value.length - 1]?.action ?? null);

  /**
   * Shows a position: its view, and the observation when viewing as a seat; autosaves. `commit`
   * (history changes) runs in the same tick as the new view, so the history never runs ahead of the board.
   */
  async function show(next: GameView, commit?: () => void): Promise<void> {
    busy.value = true;
    try {
      const seat = viewSeat.value !== null && viewSeat.value < next.seats ? viewSeat.value : null;
      const drawn = seat === null ? next.position : (await api.observe(gameId, seat, next.position)).observation;
      commit?.();
      if (seat === null) viewSeat.value = null;
      view.value = next;
      shown.value = drawn;
      preview.value = null;
      previewLine.value = [];
      autosave(gameId, { game: gameId, position: next.position, past: past.value.slice(-300), future: future.value.slice(0, 300) });
    } finally {
      busy.value = false;
    }
  }

  watch(viewSeat, async () => {
    if (view.value) await show(view.value);
  });

  async function playAction(action: string): Promise<void> {
    const pos = position.value;
    if (pos === null || busy.value) return;
    const r = await api.play(gameId, action, pos);
    // another action was played while the engine answered (two quick clicks): this one was chosen on a
    // position no longer shown, and adding it would fork the history
    if (position.value !== pos) return;
    if (!r.ok) {
      message.value = `${action}: ${r.error.message} (${r.error.code})`;
      return;
    }
    message.value = '';
    await show(r.value, () => {
      past.value = [...past.value, { position: pos, action }];
      // playing the action the redo list starts with keeps the rest of it
      future.value = future.value[0]?.action === action ? future.value.slice(1) : [];
    });
  }

  /**
   * History steps (undo, redo, a click in the history) run one after another, each on the position
   * the one before left: two quick clicks on Undo are two steps back, never two undos of the same
   * step (which would double the redo list) or two redos of the same action (which would fork it).
   */
  let steps: Promise<void> = Promise.resolve();
  function inTurn(op: () => Promise<void>): Promise<void> {
    const run = steps.then(op);
    steps = run.catch(() => undefined);
    return run;
  }

  /** Goes back to the position before past[i] (undo as many steps as it takes). */
  const backTo = (i: number): Promise<void> => inTurn(() => goBack(i));

  async function goBack(i: number): Promise<void> {
    const here = position.value;
    const step = past.value[i];
    if (here === null || !step || busy.value) return;
    const v = await api.view(gameId, step.position);
    const undone = past.value.slice(i);
    await show(v, () => {
      // a future step holds the position its action leads *to*
      future.value = [...undone.map((s, k) => ({ position: undone[k + 1]?.position ?? here, action: s.action })), ...future.value];
      past.value = past.value.slice(0, i);
    });
  }

  // the step to undo is the last one when the undo runs, not when it was clicked
  const undo = (): Promise<void> => inTurn(() => goBack(past.value.length - 1));
  const redo = (): Promise<void> => inTurn(redoNow);

  async function redoNow(): Promise<void> {
    const step = future.value[0];
    const here = position.value;
    if (!step || here === null || busy.value) return;
    if (step.action === '(edit)') {
      // an edit is redone by restoring the position it made
      const v = await api.view(gameId, step.position);
      await show(v, () => {
        past.value = [...past.value, { position: here, action: step.action }];
        future.value = future.value.slice(1);
      });
      return;
    }
    const r = await api.play(gameId, step.action, here);
    if (!r.ok) return;
    await show(r.value, () => {
      past.value = [...past.value, { position: here, action: step.action }];
      future.value = future.value.slice(1);
    });
  }

  /** Shows what `readDocument` read (a record's history becomes the session's); errors go to `errors`. */
  async function loadRead(r: ReadResult, errors: (e: PathError[]) => void): Promise<boolean> {
    if (!r.ok) {
      const more = (r as { more?: number }).more;
      errors(more ? [...r.error, { path: '$', code: 'moreErrors', message: `… and ${more} more errors` }] : r.error);
      return false;
    }
    if (r.value.view.game !== gameId) {
      // a document of another game opens in that game's Explore
      await router.replace({ path: `/${r.value.view.game}/explore`, query: route.query });
      return false;
    }
    let steps: Step[] = [];
    const record = r.value.record;
    if (record) {
      const replay = await api.replay(gameId, { initial: record.initial }, record.actions);
      if (!replay.error) steps = record.actions.map((action, i) => ({ position: replay.views[i]!.position, action }));
    }
    await show(r.value.view, () => {
      past.value = steps;
      future.value = [];
    });
    return true;
  }

  /** Reads a position or game record (text of Import): the position shown, or the problems (none when it opened in another game). */
  async function importText(text: string): Promise<{ ok: true; position: unknown } | { ok: false; errors: PathError[] }> {
    let errors: PathError[] = [];
    if (await loadRead(await api.readDocument({ text }), (e) => (errors = e))) {
      message.value = past.value.length ? said('explore.messages.recordImported', { n: past.value.length }) : said('explore.messages.positionImported');
      return { ok: true, position: position.value };
    }
    return { ok: false, errors };
  }

  async function newGame(): Promise<void> {
    const r = await api.newGame(gameId, { players: newPlayers.value, seed: newSeed.value, variants: { ...newVariants.value } });
    if (!r.ok) {
      message.value = said('explore.messages.cannotStart', { problems: r.error.map((e) => `${e.path} ${e.message}`).join('; ') });
      return;
    }
    await show(r.value, () => {
      past.value = [];
      future.value = [];
    });
    message.value = said('explore.messages.newPosition', { players: newPlayers.value, seed: newSeed.value });
  }

  function continueInPlay(): void {
    if (position.value === null) return;
    pendingContinue.value = { game: gameId, position: position.value, from: said('explore.messages.fromExplore', { n: past.value.length }) };
    void router.push(`/${gameId}/play`);
  }

  // ----- keyboard: ← → step back and forward, Escape clears the preview

  function onKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement;
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role=application]')) return;
    if (e.key === 'ArrowLeft' && !editing()) {
      e.preventDefault();
      void undo();
    } else if (e.key === 'ArrowRight' && !editing()) {
      e.preventDefault();
      void redo();
    } else if (e.key === 'Escape') preview.value = null;
  }

  /** Opens a share link's position or record; the session it replaces stays one click away. */
  async function openFromRoute(): Promise<string | null | 'none'> {
    const p = route.query.p ?? route.query.g;
    if (typeof p !== 'string') return 'none';
    let problem = '';
    const r = await api.readDocument({ link: p });
    // the view was left while the link was read: opening it now would take the person back here
    if (!alive) return null;
    if (r.ok && r.value.view.game !== gameId) {
      await router.replace({ path: `/${r.value.view.game}/explore`, query: route.query });
      return null;
    }
    if (r.ok) hasPrevious.value = keepPrevious(gameId);
    const ok = await loadRead(r, (e) => (problem = t('explore.messages.cannotOpen', { problems: e.slice(0, 3).map((x) => `${x.path} ${x.message}`).join('; ') })));
    void router.replace({ path: `/${gameId}/explore` });
    if (ok) message.value = said(hasPrevious.value ? 'explore.messages.openedKept' : 'explore.messages.opened');
    return ok ? null : problem;
  }

  /** Restores an autosaved session (text): null, or why it could not (the session is then set aside). */
  async function restoreSession(text: string): Promise<string | null> {
    const r = await api.readSession(text);
    if (!r.ok || r.value.view.game !== gameId) {
      const aside = setAsideSession(gameId, text);
      const problem = t('explore.messages.sessionUnread', { why: r.ok ? t('explore.messages.otherGame') : r.error });
      return aside ? t('explore.messages.keptAside', { problem, aside }) : problem;
    }
    await show(r.value.view, () => {
      past.value = r.value.past;
      future.value = r.value.future;
    });
    return null;
  }

  async function backToPrevious(): Promise<void> {
    const text = previousText(gameId);
    if (!text) return;
    const problem = await restoreSession(text);
    message.value = problem ?? said('explore.messages.backToPrevious');
    hasPrevious.value = false;
  }

  /** False once the view is gone: what was still loading then (a link, the session) does not navigate or start a game. */
  let alive = true;

  /** Listens to the keyboard and shows the first position: a link's, else the last visit's, else a new game's. */
  async function load(): Promise<void> {
    window.addEventListener('keydown', onKey);
    info.value = await gameInfo(gameId);
    if (!alive) return;
    newPlayers.value = Math.min(info.value.maxPlayers, Math.max(info.value.minPlayers, newPlayers.value));
    const linkProblem = await openFromRoute();
    if (linkProblem === null) return;
    const notes = linkProblem === 'none' ? [] : [linkProblem];
    const text = restoreText(gameId);
    const restoreProblem = text ? await restoreSession(text) : 'none';
    if (restoreProblem === null) {
      message.value = notes.length ? said('explore.messages.lastInstead', { notes: notes.join('; ') }) : said('explore.messages.restored');
      return;
    }
    if (restoreProblem !== 'none') notes.push(restoreProblem);
    if (!alive) return;
    await newGame();
    if (notes.length) message.value = said('explore.messages.newInstead', { notes: notes.join('; ') });
  }
  onBeforeUnmount(() => {
    alive = false;
    window.removeEventListener('keydown', onKey);
  });
  watch(
    () => [route.query.p, route.query.g],
    async ([p, g]) => {
      if (!p && !g) return;
      const problem = await openFromRoute();
      if (problem && problem !== 'none') message.value = said('explore.messages.unchanged', { problem });
    },
  );

  return {
    api, info, view, shown, past, future, message, busy, preview, viewSeat, newPlayers, newSeed, newVariants, hasPrevious, previewLine,
    position, lastAction, show, playAction, backTo, undo, redo, importText, newGame, continueInPlay, backToPrevious, load,
  };
}

/** What `useExplorePosition` returns. */
export type UseExplorePositionReturn = ReturnType<typeof useExplorePosition>;

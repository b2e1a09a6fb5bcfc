// The position of Explore: showing it, its variation tree (back, forward, variations; promoted and deleted), and loading and saving it (links, records, the autosaved session).
import { computed, onBeforeUnmount, ref, shallowRef, watch } from 'vue';
import { useRoute, useRouter } from 'vue-router';
import type { PathError } from '../../../../src/core/result.js';
import { engine } from '../../clients/engine';
import { gameInfo } from '../../clients/gameInfo';
import { i18n } from '../../i18n/index.js';
import { said, type Said } from '../../i18n/said';
import { pendingContinue } from '../../storage/handoff';
import { autosave, keepPrevious, previousText, restoreText, setAsideSession } from '../../storage/share';
import { makeExploreDoc } from '../../../../src/core/exploreDoc.js';
import { addMove, deleteAt, EDIT, forward, growthLimit, lineEnd, makeTree, nodeAt, pathTo, promote, sibling, type TreePath, type VariationTree } from '../../../../src/core/variationTree.js';
import type { GameInfo, GameView } from '../../worker/engineApi';

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
  /** The variation tree and the path to the node on view. */
  const tree = shallowRef<VariationTree<unknown>>(makeTree(null));
  const selected = shallowRef<TreePath>([]);
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
  const lastAction = computed(() => (selected.value.length ? (nodeAt(tree.value, selected.value)?.action ?? null) : null));
  const canBack = computed(() => selected.value.length > 0);
  const canForward = computed(() => forward(tree.value, selected.value) !== null);

  /** Saves the tree and the node on view (Explore's document) as this game's session. */
  function save(): void {
    autosave(gameId, makeExploreDoc(gameId, tree.value, selected.value));
  }

  /**
   * Shows a position: its view, and the observation when viewing as a seat; autosaves. `commit`
   * (tree and selection changes) runs in the same tick as the new view, so the tree never runs ahead of the board.
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
      save();
    } finally {
      busy.value = false;
    }
  }

  watch(viewSeat, async () => {
    if (view.value) await show(view.value);
  });

  /**
   * Plays `action` on the position on view: the node that already holds it is shown again;
   * otherwise a new node continues the line, or starts a variation when the line goes on.
   */
  async function playAction(action: string): Promise<void> {
    const pos = position.value;
    if (pos === null || busy.value) return;
    const r = await api.play(gameId, action, pos);
    // another action was played while the engine answered (two quick clicks): this one was chosen on a
    // position no longer shown, and adding it would put it in the wrong place
    if (position.value !== pos) return;
    if (!r.ok) {
      message.value = `${action}: ${r.error.message} (${r.error.code})`;
      return;
    }
    await addNode(action, r.value);
  }

  /** Adds the node `action` led to (`next` its view) after the node on view, and shows it; refused at the tree's bounds. */
  async function addNode(action: string, next: GameView): Promise<void> {
    const known = action === EDIT ? undefined : nodeAt(tree.value, selected.value)?.children.find((c) => c.action === action);
    const grown = addMove(tree.value, selected.value, action, known ? known.position : next.position);
    if (!grown) {
      message.value = said(`explore.messages.treeFull.${growthLimit(tree.value, selected.value) ?? 'nodes'}`);
      return;
    }
    message.value = '';
    await show(known ? { ...next, position: known.position } : next, () => {
      tree.value = grown.tree;
      selected.value = grown.path;
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

  /** Shows the node at `path` (a click in the tree, a key). */
  const goTo = (path: TreePath | null): Promise<void> => inTurn(() => showNode(path));

  async function showNode(path: TreePath | null): Promise<void> {
    const node = path ? nodeAt(tree.value, path) : null;
    if (!path || !node || busy.value) return;
    const v = await api.view(gameId, node.position);
    await show(v, () => (selected.value = path));
  }

  // each step is taken from the node on view when it runs, not when it was asked for
  /** Back one action along the line. */
  const undo = (): Promise<void> => inTurn(() => showNode(selected.value.length ? selected.value.slice(0, -1) : null));
  /** Forward one action along the line (its first continuation). */
  const redo = (): Promise<void> => inTurn(() => showNode(forward(tree.value, selected.value)));
  /** The same point in the variation before (`-1`) or after (`1`) this one. */
  const toSibling = (step: -1 | 1): Promise<void> => inTurn(() => showNode(sibling(tree.value, selected.value, step)));
  /** The start of the tree, or the end of the line on view. */
  const toEnd = (end: 'start' | 'end'): Promise<void> => inTurn(() => showNode(end === 'start' ? [] : lineEnd(tree.value, selected.value)));
  /** Shows the node with `id`. */
  const goToNode = (id: number): Promise<void> => goTo(pathTo(tree.value, id));

  /** Promotes the variation of the node on view one level, or to the main line. */
  function promoteSelected(toMainline: boolean): void {
    tree.value = promote(tree.value, selected.value, toMainline);
    save();
  }

  /** Deletes the node on view and what follows it; its parent is shown. */
  const deleteSelected = (): Promise<void> =>
    inTurn(async () => {
      const path = selected.value;
      if (!path.length || busy.value) return;
      const cut = deleteAt(tree.value, path, path);
      const v = await api.view(gameId, nodeAt(cut.tree, cut.selected)!.position);
      await show(v, () => {
        tree.value = cut.tree;
        selected.value = cut.selected;
      });
    });

  /** Starts the tree anew from `next`. */
  async function showNewTree(next: GameView, grown: VariationTree<unknown> = makeTree(next.position), path: TreePath = []): Promise<void> {
    await show(next, () => {
      tree.value = grown;
      selected.value = path;
    });
  }

  /** Shows what `readDocument` read (a record's actions become the main line, Explore's document its tree); errors go to `errors`. */
  async function loadRead(r: ReadResult, errors: (e: PathError[]) => void): Promise<'tree' | 'record' | 'position' | null> {
    if (!r.ok) {
      const more = (r as { more?: number }).more;
      errors(more ? [...r.error, { path: '$', code: 'moreErrors', message: `… and ${more} more errors` }] : r.error);
      return null;
    }
    if (r.value.view.game !== gameId) {
      // a document of another game opens in that game's Explore
      await router.replace({ path: `/${r.value.view.game}/explore`, query: route.query });
      return null;
    }
    if (r.value.tree) {
      await showNewTree(r.value.view, r.value.tree.tree, r.value.tree.selected);
      return 'tree';
    }
    const record = r.value.record;
    if (record) {
      const replay = await api.replay(gameId, { initial: record.initial }, record.actions);
      if (!replay.error) {
        let at: { tree: VariationTree<unknown>; path: TreePath } | null = { tree: makeTree(replay.views[0]!.position), path: [] };
        for (let i = 0; i < record.actions.length && at; i++) at = addMove(at.tree, at.path, record.actions[i]!, replay.views[i + 1]!.position);
        if (at) {
          await showNewTree(replay.views.at(-1)!, at.tree, at.path);
          return 'record';
        }
      }
    }
    await showNewTree(r.value.view);
    return 'position';
  }

  /** Reads a position or game record (text of Import): the position shown, or the problems (none when it opened in another game). */
  async function importText(text: string): Promise<{ ok: true; position: unknown } | { ok: false; errors: PathError[] }> {
    let errors: PathError[] = [];
    const kind = await loadRead(await api.readDocument({ text }), (e) => (errors = e));
    if (kind) {
      const n = tree.value.size;
      message.value = kind === 'position' ? said('explore.messages.positionImported') : kind === 'tree' ? said('explore.messages.treeImported', { n, count: n }) : said('explore.messages.recordImported', { n });
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
    await showNewTree(r.value);
    message.value = said('explore.messages.newPosition', { players: newPlayers.value, seed: newSeed.value });
  }

  function continueInPlay(): void {
    if (position.value === null) return;
    pendingContinue.value = { game: gameId, position: position.value, from: said('explore.messages.fromExplore', { n: selected.value.length }) };
    void router.push(`/${gameId}/play`);
  }

  // ----- keyboard (lichess's): ← → back and forward along the line, ↑ ↓ between variations, Home End; Escape clears the preview

  const KEYS: Record<string, () => Promise<void>> = {
    ArrowLeft: undo,
    ArrowRight: redo,
    ArrowUp: () => toSibling(-1),
    ArrowDown: () => toSibling(1),
    Home: () => toEnd('start'),
    End: () => toEnd('end'),
  };

  function onKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement;
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role=application]')) return;
    const step = Object.hasOwn(KEYS, e.key) && !editing() && !e.altKey && !e.ctrlKey && !e.metaKey ? KEYS[e.key]! : null;
    if (step) {
      e.preventDefault();
      void step();
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
    await showNewTree(r.value.view, r.value.tree.tree, r.value.tree.selected);
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
    api, info, view, shown, tree, selected, message, busy, preview, viewSeat, newPlayers, newSeed, newVariants, hasPrevious, previewLine,
    position, lastAction, canBack, canForward, show, playAction, addNode, goToNode, undo, redo, promoteSelected, deleteSelected, importText, newGame, continueInPlay, backToPrevious, load,
  };
}

/** What `useExplorePosition` returns. */
export type UseExplorePositionReturn = ReturnType<typeof useExplorePosition>;

// Play's saved games (src/core/savedGame.ts, web/src/storage/savedGames.ts): the game in progress is
// written after each action and each change of its view; a reload opens this tab's game again as it
// was; the unfinished games are listed on the new-game form to resume or delete. A replay is never
// saved (its link holds it). A saved game that cannot be read is set aside, said, and nothing else lost.
import { shallowRef, toRaw, watch } from 'vue';
import { makeSavedGame, type SavedGameDoc, type SavedSeat } from '../../../../src/core/savedGame.js';
import { said, type Said } from '../../i18n/said';
import { deleteSavedGame, openSavedGame, savedGameText, savedGameTexts, setAsideSavedGame, setOpenSavedGame, writeSavedGame } from '../../storage/savedGames';
import type { SavedGameSummary } from '../../worker/engineApi';
import type { UsePlayGameReturn } from './usePlayGame';

/**
 * The games whose Play view has opened since the page loaded: only the first opening after a load
 * (a reload, a tab the phone brought back) reopens the tab's game by itself; coming back to Play
 * from another view shows the new-game form with the game listed to resume.
 */
const openedSinceLoad = new Set<string>();

/** A finished game no tab of this browser has shown for this long is dropped from the storage (an unfinished one never is). */
const FINISHED_KEPT_MS = 24 * 3600 * 1000;

/** Only the plain values of the variants (what the form holds). */
const plainVariants = (v: Record<string, unknown>): Record<string, string | number | boolean> =>
  Object.fromEntries(Object.entries(v).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1])));

/** The saved games of the game `g`: saving, reopening after a reload, the list to resume or delete. */
export function usePlaySaved(g: UsePlayGameReturn) {
  const { api, gameId } = g;
  /** The unfinished games of this game saved in this browser, the latest first. */
  const unfinished = shallowRef<SavedGameSummary[]>([]);
  /** What had to be set aside (a saved game that could not be read), or could not be saved. */
  const notices = shallowRef<Said[]>([]);
  const notice = (s: Said): void => void (notices.value = [...notices.value, s]);

  /** The game shown as a saved game's document, or null (nothing to save: a replay, no game). */
  function currentDoc(): SavedGameDoc | null {
    const id = g.savedId.value;
    const first = g.frames.value[0];
    if (!id || !first || !g.started.value || g.replaying.value) return null;
    return makeSavedGame({
      id,
      game: gameId,
      savedAt: Date.now(),
      seed: g.gameSeed.value,
      seedKnown: g.seedKnown.value,
      variants: plainVariants(g.variants.value),
      seats: g.seats.value as SavedSeat[],
      initial: toRaw(first.view.position),
      actions: g.frames.value.slice(1).map((f) => f.action!),
      view: { viewAs: g.viewAs.value, cursor: g.cursor.value, lastHuman: g.lastHuman.value, handover: g.handover.value, delay: g.delay.value, paused: g.paused.value },
      revealed: g.revealed.value,
      origin: g.origin.value,
      failures: g.failures.value,
    });
  }

  /** The storage's refusal was said for this game already (said once a game). */
  let refusedFor: string | null = null;
  function save(): void {
    const doc = currentDoc();
    if (!doc) return;
    const refused = writeSavedGame(doc);
    if (refused && refusedFor !== doc.id) {
      refusedFor = doc.id;
      g.message.value = said('play.saved.notSaved', { message: refused.slice(0, 200) });
    }
  }
  // after each action, take back, failure, and each change of the view or the pace
  watch([g.frames, g.cursor, g.viewAs, g.lastHuman, g.handover, g.delay, g.paused, g.revealed, g.failures, g.seats, g.origin, g.savedId], save);
  // this tab's open game: a reload opens it again
  watch(g.savedId, (id, old) => {
    setOpenSavedGame(gameId, id);
    // a finished game left for another (a new game, a replay) is not kept
    if (old && old !== id && finishedIds.has(old)) deleteSavedGame(old);
  });
  /** Games shown over in this tab (dropped once the tab leaves them). */
  const finishedIds = new Set<string>();
  watch(g.over, (over) => {
    if (over && g.savedId.value) finishedIds.add(g.savedId.value);
  });

  /** Sets a saved game that cannot be read aside and says so. */
  function setAside(id: string, text: string, problem: string | ReturnType<typeof said>): void {
    const aside = setAsideSavedGame(id, text);
    notice(aside ? said('play.saved.keptAside', { problem, aside }) : said('play.saved.unread', { problem }));
  }
  const problemOf = (errors: { path: string; message: string }[]): string => errors.map((e) => `${e.path} ${e.message}`).join('; ');

  /** Opens the saved game `id` as it was; false (and said) when it cannot be read. */
  async function resume(id: string): Promise<boolean> {
    const text = savedGameText(id);
    if (text === null) {
      notice(said('play.saved.gone'));
      await refresh();
      return false;
    }
    const r = await api.readSavedGame(text);
    if (!r.ok || r.value.doc.id !== id || r.value.doc.game !== gameId) {
      setAside(id, text, r.ok ? said('play.saved.otherKey') : problemOf(r.error));
      await refresh();
      return false;
    }
    g.restore(r.value.doc, r.value.views);
    return true;
  }

  /** Opens again the game this tab had open (the first Play view since a reload); false when there is none. */
  async function reopen(): Promise<boolean> {
    if (openedSinceLoad.has(gameId)) return false;
    openedSinceLoad.add(gameId);
    const id = openSavedGame(gameId);
    if (!id) return false;
    if (savedGameText(id) === null) {
      setOpenSavedGame(gameId, null);
      return false;
    }
    return resume(id);
  }

  /** Reads every saved game of the browser: the unfinished ones of this game are listed; one that cannot be read is set aside. */
  async function refresh(): Promise<void> {
    const out: SavedGameSummary[] = [];
    for (const { id, text } of savedGameTexts()) {
      const r = await api.savedGameSummary(text);
      if (!r.ok || r.value.id !== id) {
        setAside(id, text, r.ok ? said('play.saved.otherKey') : problemOf(r.error));
        continue;
      }
      const s = r.value;
      if (s.over && id !== g.savedId.value && Date.now() - s.savedAt > FINISHED_KEPT_MS) deleteSavedGame(id);
      else if (s.game === gameId && !s.over && id !== g.savedId.value) out.push(s);
    }
    unfinished.value = out.sort((a, b) => b.savedAt - a.savedAt);
  }

  /** Deletes a saved game (the player's choice). */
  async function remove(id: string): Promise<void> {
    deleteSavedGame(id);
    await refresh();
  }

  return { unfinished, notices, resume, reopen, refresh, remove };
}

/** What `usePlaySaved` returns. */
export type UsePlaySavedReturn = ReturnType<typeof usePlaySaved>;

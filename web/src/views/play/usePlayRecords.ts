// A game of Play as records and links: share and download it, open replays, links and hand-offs, continue from a point.
import { computed, watch } from 'vue';
import { useRoute, useRouter } from 'vue-router';
import { decompressFromEncodedURIComponent } from 'lz-string';
import { randomGameSeed } from '../../../../src/bots/seeds.js';
import type { Phrase } from '../../../../src/core/phrase.js';
import { said, seatWord, type Said } from '../../i18n/said';
import { failureSaid } from '../../games/failureWords';
import { pendingContinue, pendingReplay } from '../../storage/handoff';
import { copyText, downloadText, shareUrl, shareUrlOfCompressed } from '../../storage/share';
import type { GameView, SeatViewInfo } from '../../worker/engineApi';
import type { Frame } from './seats';
import type { UsePlayGameReturn } from './usePlayGame';

/** The records, links and replays of the game `g`. */
export function usePlayRecords(g: UsePlayGameReturn) {
  const { api, gameId, ui, seatName, frames, seats, viewSeat, revealed, over, shareAs, seatView, message } = g;
  const route = useRoute();
  const router = useRouter();
  /** The compressed seat's view the replay came from (shared again as it is). */
  let seatViewLink = '';

  /** Who played each seat, as a link names them (a person is never "you" to whoever opens it). */
  const sharedPlayers = (): string[] => seats.value.map((c) => (c.kind === 'human' ? 'a person' : g.choiceName(c)));
  /** The whole record (every secret: for a finished or revealed game). */
  function record(): unknown {
    const first = frames.value[0];
    const end = g.last.value;
    if (!first || !end || !g.info.value) return null;
    return {
      format: g.info.value.recordFormat,
      seed: g.gameSeed.value,
      bots: sharedPlayers(),
      initial: first.view.position,
      actions: frames.value.slice(1).map((f) => f.action!),
      final: end.view.position,
      ...(revealed.value && !over.value ? { revealed: true } : {}),
      ...(viewSeat.value !== null ? { seat: viewSeat.value } : {}),
    };
  }
  /** The seats whose view the sharer may give: the seat of the person at the device, or any seat when no person plays. */
  const shareSeats = computed(() => (g.humans.value.length ? (viewSeat.value !== null ? [viewSeat.value] : []) : seats.value.map((_, s) => s)));
  /** Every seat's score as if the game ended now (or final); what the viewer cannot know of it is `scoreSecret`. */
  const shownScores = computed(() => g.current.value?.scores ?? []);
  /**
   * While secrets are kept, the parts of the other seats' scores that depend on what they hide
   * (Nautilus's goal raises, the duel's hidden domains) and their totals: shown as "?".
   */
  const scoreSecret = computed(() => {
    const v = g.current.value;
    if (!v || g.mayShowAll.value) return null;
    return { seats: v.scores.map((s) => s.seat).filter((s) => s !== viewSeat.value), columns: ui.secretScore?.(v.position) ?? [] };
  });
  /** The secrets stay out of links and records: the game runs, and was not revealed. */
  const keepsSecrets = computed(() => !over.value && !revealed.value);
  /** What a link or a download of the game holds: a seat's view while secrets are kept, else the whole record. */
  async function shareDoc(): Promise<{ doc: unknown; compressed?: string; what: Phrase; seat?: number } | null> {
    if (seatView.value !== null) return { doc: JSON.parse(decompressFromEncodedURIComponent(seatViewLink) ?? 'null'), compressed: seatViewLink, what: said('play.messages.seatView', { seat: seatWord(seatView.value) }), seat: seatView.value };
    if (keepsSecrets.value && shareAs.value === 'all') {
      // revealing is the sharer's choice, and the game carries it from now on
      revealed.value = true;
      shareAs.value = 'mine';
    }
    if (!keepsSecrets.value) {
      const r = record();
      return r ? { doc: r, what: revealed.value && !over.value ? said('play.messages.everything') : said('play.messages.wholeGame') } : null;
    }
    const seat = typeof shareAs.value === 'number' ? shareAs.value : (viewSeat.value ?? shareSeats.value[0] ?? 0);
    const publicAction = (f: Frame): string => (ui.publicAction ? ui.publicAction(f.action!, f.seat, seat) : f.action!);
    const doc = await api.seatView(gameId, seat, frames.value.map((f) => f.view.position), frames.value.slice(1).map(publicAction), sharedPlayers());
    return { doc, what: said('play.messages.seatViewOnly', { seat: seatWord(seat) }), seat };
  }
  async function exportRecord(): Promise<void> {
    const r = await shareDoc();
    // one seat's view names no seed (the seed deals every secret again), as its link carries none
    if (r) downloadText(r.seat === undefined ? `${gameId}-game-${g.gameSeed.value}.json` : `${gameId}-game-seat${r.seat}.json`, JSON.stringify(r.doc));
  }
  async function shareRecord(): Promise<void> {
    const r = await shareDoc();
    if (!r) return;
    g.recordLink.value = r.compressed ? shareUrlOfCompressed(gameId, r.compressed) : shareUrl(gameId, r.doc, 'play', 'g');
    message.value = said((await copyText(g.recordLink.value)) ? 'play.messages.copied' : 'play.messages.selectLink', { what: r.what });
  }
  /** Shows every secret of a shared unfinished game: the viewer's explicit choice, marked from then on. */
  function revealAll(): void {
    revealed.value = true;
    g.viewAs.value = 'all';
  }

  /** A replay's note with the forfeit that ended it, if any. */
  function forfeitNote(note: Phrase, forfeit: { bot: string; reason: string; message: string } | null | undefined): Phrase {
    return forfeit ? said('play.replay.forfeit', { note, bot: forfeit.bot, ...failureSaid(forfeit.reason, forfeit.message) }) : note;
  }
  /** The players of a recorded game, one against another (two to four; more are listed). */
  const versus = (bots: string[]): Said => {
    const key = (['two', 'three', 'four'] as const)[bots.length - 2];
    return key ? said(`play.replay.versus.${key}`, Object.fromEntries(bots.map((b, i) => [`p${i}`, b]))) : bots.join(' · ');
  };
  /** A shared game's note: its players and seed. */
  function sharedNote(bots: string[], seed: number | null): Said {
    const note = said('play.replay.shared', { players: versus(bots) });
    return seed !== null ? said('play.replay.seed', { note, seed }) : note;
  }
  /** Shows a list of positions as a replay (every seat a recorded player). */
  function openReplayViews(views: GameView[], actions: string[], bots: string[], s: number, note: Said): void {
    g.stopBots();
    g.savedId.value = null;
    let seat = views[0]!.toAct;
    frames.value = views.map((v, i) => {
      const f: Frame = { view: v, action: i ? actions[i - 1]! : null, seat: i ? seat : null };
      seat = v.toAct;
      return f;
    });
    seats.value = bots.map((name) => ({ kind: 'replay', name }));
    g.gameSeed.value = s;
    // a replay's seed shows with everything else (a finished or revealed game, or no person's)
    g.seedKnown.value = false;
    g.cursor.value = frames.value.length - 1;
    g.started.value = true;
    g.paused.value = true;
    g.handover.value = null;
    g.replayNote.value = note;
    revealed.value = false;
    g.guarded.value = false;
    seatView.value = null;
    shareAs.value = 'mine';
    g.viewAs.value = 'all';
  }

  /** Shows a seat's view from a link as a replay: that seat's observations, the actions as it saw them. */
  function openSeatView(v: SeatViewInfo, link: string): void {
    const views: GameView[] = v.frames.map((f) => ({ game: gameId, position: f.observation, legal: [], toAct: f.toAct, seats: f.seats, round: f.round, scores: [], winners: [], endReason: null, endText: null }));
    const names = Array.from({ length: views[0]!.seats }, (_, i) => v.players?.[i] ?? seatName(i));
    openReplayViews(views, v.frames.slice(1).map((f) => f.action!), names, 0, said('play.replay.seatView', { seat: seatWord(v.seat) }));
    seatView.value = v.seat;
    g.linkSeat.value = v.seat;
    seatViewLink = link;
    g.viewAs.value = 'auto';
  }

  /**
   * Sets up a new game from the position shown (any point of a replay or of a finished or bots-only
   * game). From a seat's view of a shared unfinished game, what that seat could not see is dealt anew.
   */
  async function continueHere(): Promise<void> {
    const f = g.frame.value;
    if (!f) return;
    const where = said(g.replaying.value ? 'play.from.moveReplay' : 'play.from.move', { n: g.cursor.value });
    if (g.mayShowAll.value) g.continueFrom.value = { position: f.view.position, from: where, seats: f.view.seats, revealed: revealed.value };
    else {
      const seat = viewSeat.value ?? g.linkSeat.value;
      const observation = seatView.value !== null ? f.view.position : (await api.observe(gameId, seat, f.view.position)).observation;
      const r = await api.redeal(gameId, observation, randomGameSeed());
      if (!r.ok) {
        message.value = said('play.messages.cannotContinue', { problem: r.error });
        return;
      }
      g.continueFrom.value = { position: r.value, from: said('play.from.asSeen', { where, seat: seatWord(seat) }), seats: f.view.seats };
    }
    g.stopBots();
    g.players.value = f.view.seats;
    g.started.value = false;
  }

  /** Opens what another view handed over: a finished game to replay, or a position to continue from. */
  async function openHandoff(): Promise<void> {
    const r = pendingReplay.value;
    if (r && r.game === gameId) {
      pendingReplay.value = null;
      const { views, error } = await api.replay(gameId, { players: r.bots.length, seed: r.seed, variants: r.variants }, r.actions);
      openReplayViews(views, r.actions, r.bots, r.seed, forfeitNote(said('play.replay.seed', { note: versus(r.bots), seed: r.seed }), r.forfeit));
      if (error) message.value = error;
      return;
    }
    const c = pendingContinue.value;
    if (c && c.game === gameId) {
      pendingContinue.value = null;
      const v = await api.view(gameId, c.position);
      g.continueFrom.value = { position: c.position, from: c.from, seats: v.seats };
      g.players.value = v.seats;
    }
  }

  /** Opens a shared game record (`?g=`) as a replay. */
  async function openLink(): Promise<void> {
    const link = route.query.g;
    if (typeof link !== 'string') return;
    void router.replace({ path: `/${gameId}/play` });
    const sv = await api.readSeatView(link);
    if (sv.ok) {
      if (sv.value.game !== gameId) await router.replace({ path: `/${sv.value.game}/play`, query: { g: link } });
      else openSeatView(sv.value, link);
      return;
    }
    if (sv.error[0]?.code !== 'unknownFormat') {
      message.value = said('play.messages.cannotOpen', { problems: sv.error.slice(0, 3).map((e) => `${e.path} ${e.message}`).join('; ') });
      return;
    }
    const r = await api.readDocument({ link });
    if (!r.ok) {
      message.value = said('play.messages.cannotOpen', { problems: r.error.slice(0, 3).map((e) => `${e.path} ${e.message}`).join('; ') });
      return;
    }
    if (r.value.view.game !== gameId) {
      await router.replace({ path: `/${r.value.view.game}/play`, query: { g: link } });
      return;
    }
    const rec = r.value.record;
    if (!rec) {
      g.continueFrom.value = { position: r.value.view.position, from: said('play.from.sharedPosition'), seats: r.value.view.seats };
      g.players.value = r.value.view.seats;
      return;
    }
    const { views, error } = await api.replay(gameId, { initial: rec.initial }, rec.actions);
    // a person who shared is never "you" to whoever opens the link (links made before said so)
    const bots = (rec.bots ?? Array.from({ length: views[0]!.seats }, (_, i) => seatName(i))).map((b) => (b === 'you' ? 'a person' : b));
    // the seed of an unfinished game deals every secret: named with them, once revealed
    const secret = views[views.length - 1]!.toAct !== null && !rec.revealed;
    openReplayViews(views, rec.actions, bots, rec.seed ?? 0, sharedNote(bots, secret ? null : rec.seed));
    if (views[views.length - 1]!.toAct !== null) {
      // before its end: from the sharer's seat (or one the viewer picks); everything only when revealed
      g.guarded.value = true;
      revealed.value = rec.revealed;
      g.linkSeat.value = rec.seat ?? 0;
      g.viewAs.value = g.linkSeat.value;
    }
    if (error) message.value = said('play.messages.stopsEarly', { problem: error });
  }

  // a link opened while this view is showing
  watch(
    () => route.query.g,
    (link) => {
      if (typeof link === 'string' && g.info.value) void openLink();
    },
  );

  return { shareSeats, shownScores, scoreSecret, keepsSecrets, exportRecord, shareRecord, revealAll, continueHere, openHandoff, openLink };
}

/** What `usePlayRecords` returns. */
export type UsePlayRecordsReturn = ReturnType<typeof usePlayRecords>;

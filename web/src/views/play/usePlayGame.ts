// The game loop of Play: the seats, whose turn, the positions so far, the hand-off between people, take back.
import { computed, onBeforeUnmount, ref, shallowRef, watch } from 'vue';
import { useI18n } from 'vue-i18n';
import { randomGameSeed } from '../../../../src/bots/seeds.js';
import type { Phrase } from '../../../../src/core/phrase.js';
import type { SavedFailure, SavedGameDoc } from '../../../../src/core/savedGame.js';
import { engine } from '../../clients/engine';
import { gameInfo } from '../../clients/gameInfo';
import { endWords } from '../../games/endWords';
import type { GameUi } from '../../games/types';
import { said, say, type Said } from '../../i18n/said';
import { useWords } from '../../games/useWords';
import { loadBots, type SavedBot } from '../../storage/bots';
import { newSavedGameId as newId } from '../../storage/savedGames';
import type { GameInfo, GameView } from '../../worker/engineApi';
import { afterMove, afterTakeBack, dealSeed, humansOf, mayShowSeed, viewableSeats, viewSeatOf } from './hotseat';
import { usePlayBots } from './usePlayBots';
import { botOptions, choiceName as nameOf, choiceOf, seatNameOf, type Frame, type SeatChoice } from './seats';

/** A game of Play for `gameId`: the new-game form, the game, its bots and its keyboard. */
export function usePlayGame(gameId: string, ui: GameUi) {
  const api = engine();
  const { t } = useI18n();
  const words = useWords(gameId);
  const seatName = (s: number): string => seatNameOf(ui, s);

  // ----- the new-game form

  const info = shallowRef<GameInfo | null>(null);
  const players = ref(2);
  const choices = ref<string[]>(['human', 'builtin:greedy', 'builtin:greedy', 'builtin:greedy']);
  /** The seed typed in the form ('' : drawn at random when the game starts, and kept secret). */
  const seed = ref<number | ''>('');
  const variants = ref<Record<string, unknown>>({});
  const saved = shallowRef<SavedBot[]>([]);
  const continueFrom = shallowRef<{ position: unknown; from: Phrase; seats: number; revealed?: boolean } | null>(null);
  const seatOptions = computed(() => botOptions(gameId, saved.value));
  const choiceName = (c: SeatChoice): string => nameOf(c, saved.value);

  // ----- the game

  const started = ref(false);
  const frames = shallowRef<Frame[]>([]);
  const cursor = ref(0);
  const seats = shallowRef<SeatChoice[]>([]);
  const gameSeed = ref(0);
  /** The seed was typed in on purpose (a known deal): it may be shown while the game runs. */
  const seedKnown = ref(false);
  const delay = ref(500);
  const paused = ref(false);
  const thinking = ref(false);
  /** The last message ('' for none), said in the UI's language when shown. */
  const message = shallowRef<Said>('');
  const replayNote = shallowRef<Said>('');
  /** Where a game continued from began (a position of Explore, a point of a replay), shown while it runs. */
  const origin = shallowRef<Phrase | null>(null);
  const viewAs = ref<number | 'auto' | 'all'>('auto');
  const shown = shallowRef<unknown>(null);
  /** The seat whose knowledge `shown` is (null: everything). */
  const shownSeat = ref<number | null>(null);
  const preview = ref<string | null>(null);
  /** The seat whose turn the pass-the-device screen is waiting to hand over to. */
  const handover = ref<number | null>(null);
  const lastHuman = ref<number | null>(null);
  const botLog = shallowRef<string[]>([]);
  const recordLink = ref('');
  /** Bots that failed in this game (random replaced each; kept in view until the next game). */
  const failures = shallowRef<SavedFailure[]>([]);
  /** Every secret of this game was revealed on purpose (shown as a mark, kept in its links and continued games). */
  const revealed = ref(false);
  /** The game came from a link or record before its end: only a seat's view, until revealed. */
  const guarded = ref(false);
  /** The seat a link opened from (the sharer's). */
  const linkSeat = ref(0);
  /** The replay is one seat's view (a link to an unfinished game): the frames hold that seat's observations. */
  const seatView = ref<number | null>(null);
  /** What a link to the unfinished game holds: the sharer's seat's view, another seat's, or everything. */
  const shareAs = ref<'mine' | 'all' | number>('mine');
  /** The id of the saved game this is (null: not saved, as a replay). */
  const savedId = ref<string | null>(null);

  const frame = computed(() => frames.value[cursor.value] ?? null);
  const last = computed(() => frames.value[frames.value.length - 1] ?? null);
  const live = computed(() => cursor.value === frames.value.length - 1);
  const current = computed(() => frame.value?.view ?? null);
  const over = computed(() => last.value?.view.toAct === null);
  const humans = computed(() => humansOf(seats.value));
  const replaying = computed(() => seats.value.length > 0 && seats.value.every((c) => c.kind === 'replay'));
  /** Everything may be shown once the game is over or revealed, or when no person plays (bots only, a replay of a finished game). */
  const mayShowAll = computed(() => seatView.value === null && (over.value || revealed.value || (humans.value.length === 0 && !guarded.value)));

  /** The game's seed may be shown (a typed seed, or everything may be shown); a seat's view holds none. */
  const seedShown = computed(() => seatView.value === null && mayShowSeed(seedKnown.value, mayShowAll.value));
  /** The seats the "view as" list offers. */
  const seatsViewable = computed(() => viewableSeats(seats.value, mayShowAll.value, over.value));

  /** The seat whose knowledge the board shows (null: everything). */
  const viewSeat = computed<number | null>(() =>
    viewSeatOf({ seatView: seatView.value, viewAs: viewAs.value, mayShowAll: mayShowAll.value, over: over.value, seats: seats.value, toAct: current.value?.toAct, lastHuman: lastHuman.value, linkSeat: linkSeat.value }),
  );
  const humanToAct = computed(() => {
    const t = current.value?.toAct;
    return live.value && t != null && seats.value[t]?.kind === 'human' && handover.value === null;
  });

  let refreshes = 0;
  let refreshed = 0;
  async function refresh(): Promise<void> {
    const f = frame.value;
    if (!f) return;
    const seat = viewSeat.value;
    const id = ++refreshes;
    // a seat's view holds that seat's observations already
    const next = seat === null || seatView.value !== null ? f.view.position : (await api.observe(gameId, seat, f.view.position)).observation;
    // an answer overtaken by a later refresh (everything is shown at once, a seat's view comes from
    // the worker) must not replace it
    if (id < refreshed) return;
    refreshed = id;
    shown.value = next;
    shownSeat.value = seat;
  }
  watch([cursor, viewSeat, frames], () => void refresh());
  // the next person at the device never finds the link the last one made of their own view
  watch(handover, (h) => {
    if (h !== null) recordLink.value = '';
  });
  /**
   * The board and the seats panel show `shown` only to the seat it was made for: when the seat
   * changes (the next person at the device), not the previous seat's knowledge while the new seat's
   * view is being asked for.
   */
  const showing = computed(() => shown.value !== null && shownSeat.value === viewSeat.value);

  /** False once the view is gone: a bot move still under way then starts no sandbox. */
  let alive = true;
  const bots = usePlayBots({ gameId, seatName, choiceName, alive: () => alive, play, saved, started, frames, last, live, cursor, seats, gameSeed, paused, delay, thinking, botLog, failures });

  function begin(first: GameView, who: SeatChoice[], s: { seed: number; known: boolean }, id: string): void {
    // a new game starts on its own view: "everything" or a seat chosen in the last game is not kept
    viewAs.value = 'auto';
    open({ frames: [{ view: first, action: null, seat: null }], seats: who, seed: s.seed, seedKnown: s.known, id, cursor: 0, paused: false, revealed: false, origin: null, failures: [], lastHuman: null, handover: null });
    checkHandover();
  }
  /** Shows a game of people and bots (a new one, or one saved), every other state of the last game dropped. */
  function open(o: { frames: Frame[]; seats: SeatChoice[]; seed: number; seedKnown: boolean; id: string; cursor: number; paused: boolean; revealed: boolean; origin: Phrase | null; failures: SavedFailure[]; lastHuman: number | null; handover: number | null }): void {
    bots.stop();
    bots.newSecret();
    seats.value = o.seats;
    gameSeed.value = o.seed;
    seedKnown.value = o.seedKnown;
    frames.value = o.frames;
    cursor.value = o.cursor;
    started.value = true;
    paused.value = o.paused;
    message.value = '';
    replayNote.value = '';
    origin.value = o.origin;
    botLog.value = [];
    failures.value = o.failures;
    recordLink.value = '';
    revealed.value = o.revealed;
    guarded.value = false;
    seatView.value = null;
    shareAs.value = 'mine';
    lastHuman.value = o.lastHuman;
    handover.value = o.handover;
    savedId.value = o.id;
  }

  /** Opens a saved game as it was: its positions (`views`, read and checked by the engine worker), seats, view and pace. */
  function restore(doc: SavedGameDoc, views: GameView[]): void {
    const list: Frame[] = views.map((view, i) => ({ view, action: i ? doc.actions[i - 1]! : null, seat: i ? views[i - 1]!.toAct : null }));
    const v = doc.view;
    open({ frames: list, seats: doc.seats, seed: doc.seed, seedKnown: doc.seedKnown === true, id: doc.id, cursor: Math.min(v.cursor, list.length - 1), paused: v.paused, revealed: doc.revealed, origin: doc.origin, failures: doc.failures, lastHuman: v.lastHuman, handover: v.handover });
    delay.value = v.delay;
    viewAs.value = v.viewAs;
    variants.value = { ...doc.variants };
  }

  async function start(): Promise<void> {
    const who = choices.value.slice(0, players.value).map(choiceOf);
    const dealt = dealSeed(seed.value, randomGameSeed);
    if (continueFrom.value) {
      const v = await api.view(gameId, continueFrom.value.position);
      begin(v, choices.value.slice(0, v.seats).map(choiceOf), dealt, newId());
      revealed.value = continueFrom.value.revealed === true;
      message.value = said('play.messages.continuing', { from: continueFrom.value.from });
      origin.value = continueFrom.value.from;
      continueFrom.value = null;
      return;
    }
    const r = await api.newGame(gameId, { players: players.value, seed: dealt.seed, variants: { ...variants.value } });
    if (!r.ok) {
      message.value = said('play.messages.cannotStart', { problems: r.error.map((e) => `${e.path} ${e.message}`).join('; ') });
      return;
    }
    begin(r.value, who, dealt, newId());
  }

  /** With more than one person at the device, the board is hidden until the next person is ready. */
  function checkHandover(): void {
    ({ handover: handover.value, lastHuman: lastHuman.value } = afterMove(seats.value, lastHuman.value, last.value?.view.toAct));
  }
  function ready(): void {
    lastHuman.value = handover.value;
    handover.value = null;
  }

  async function play(action: string, seat: number | null): Promise<boolean> {
    const f = last.value;
    if (!f) return false;
    const r = await api.play(gameId, action, f.view.position);
    if (!r.ok) {
      message.value = `${action}: ${r.error.message} (${r.error.code})`;
      return false;
    }
    if (last.value !== f) return false; // something else moved meanwhile
    message.value = '';
    const atEnd = live.value;
    frames.value = [...frames.value, { view: r.value, action, seat }];
    if (atEnd) cursor.value = frames.value.length - 1;
    preview.value = null;
    checkHandover();
    return true;
  }

  function humanPlay(action: string): void {
    if (humanToAct.value) void play(action, current.value!.toAct);
  }

  // ----- take back, look back

  /** Undoes to the last time a person was to act (before their last action). */
  function takeBack(): void {
    const list = frames.value;
    for (let i = list.length - 1; i > 0; i--) {
      const s = list[i]!.seat;
      if (s !== null && seats.value[s]?.kind === 'human') {
        frames.value = list.slice(0, i);
        cursor.value = i - 1;
        paused.value = true;
        // the person who took back keeps the device: another person's decision waits behind the pass-the-device screen
        ({ handover: handover.value, lastHuman: lastHuman.value } = afterTakeBack(seats.value, lastHuman.value, s));
        message.value = said('play.messages.tookBack', { count: list.length - i, n: list.length - i });
        return;
      }
    }
  }
  const canTakeBack = computed(() => started.value && !replaying.value && frames.value.some((f) => f.seat !== null && seats.value[f.seat]?.kind === 'human'));

  function onKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement;
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role=application]')) return;
    if (e.key === 'ArrowLeft' && cursor.value > 0) {
      e.preventDefault();
      cursor.value--;
    } else if (e.key === 'ArrowRight' && cursor.value < frames.value.length - 1) {
      e.preventDefault();
      cursor.value++;
    } else if (e.key === 'Escape') preview.value = null;
  }

  /** Listens to the keyboard, and reads the saved bots and the game's description (players, variants). */
  async function load(): Promise<void> {
    window.addEventListener('keydown', onKey);
    saved.value = loadBots().bots;
    info.value = await gameInfo(gameId);
    players.value = Math.min(info.value.maxPlayers, Math.max(info.value.minPlayers, players.value));
  }
  onBeforeUnmount(() => {
    alive = false;
    window.removeEventListener('keydown', onKey);
    bots.cancel();
    bots.stop();
  });

  function newSetup(): void {
    bots.cancel();
    bots.stop();
    started.value = false;
    frames.value = [];
    seats.value = [];
    savedId.value = null;
    seed.value = '';
  }

  const status = computed(() => {
    const v = current.value;
    if (!v) return '';
    const n = frames.value.length - 1;
    let line: string;
    if (v.toAct === null) line = t('actions.status.over', { end: endWords(v, seatName) ?? '' });
    else {
      const who = seats.value[v.toAct];
      line = t('actions.status.toAct', { seat: seatName(v.toAct), actor: who ? choiceName(who) : '', round: v.round, phase: words.phase(v.position) });
      if (thinking.value && live.value) line = t('actions.status.thinking', { status: line });
    }
    if (live.value) return line;
    // looking at the position before a move that was played, with that move drawn (a reviewed decision)
    const next = frames.value[cursor.value + 1];
    if (next && preview.value !== null && next.action === preview.value) return t('actions.status.before', { n: cursor.value + 1, total: n, status: line });
    return t('actions.status.viewing', { n: cursor.value, total: n, status: line });
  });
  const playersShown = computed(() => seats.value.map(choiceName));

  /** A message in the UI's language now (seat names by this game's names). */
  const sayHere = (s: Said | null | undefined): string => say(s, seatName);

  return {
    api, gameId, ui, seatName, choiceName, stopBots: bots.stop, sayHere,
    info, players, choices, seed, variants, saved, continueFrom, seatOptions,
    started, frames, cursor, seats, gameSeed, seedKnown, delay, paused, thinking, message, replayNote, origin, viewAs, shown, preview, handover, lastHuman, botLog, recordLink, failures, revealed, guarded, linkSeat, seatView, shareAs, savedId,
    frame, last, live, current, over, humans, replaying, mayShowAll, seedShown, seatsViewable, viewSeat, humanToAct, showing, canTakeBack, status, playersShown,
    start, ready, play, humanPlay, takeBack, load, newSetup, restore,
  };
}

/** What `usePlayGame` returns. */
export type UsePlayGameReturn = ReturnType<typeof usePlayGame>;

/// <reference lib="webworker" />
// An arena worker: plays the games it is given. Built-in bots run here; a user bot runs in a
// sandboxed frame the page makes for it (`sandbox/botFrames.ts`), stopped at its deadline: a fresh frame
// for every seat it takes in every game, so it carries nothing from one game to the next and a bot
// seated twice at one table does not see both seats. Logs reach the page in batches, capped, so a
// bot that logs without end cannot flood it.
import * as Comlink from 'comlink';
import { playSpec, SeatCache, type TournamentEntry, type TournamentSpec, type UserSeatFactory } from '../../../src/arena/run.js';
import type { GameSpec } from '../../../src/arena/schedule.js';
import type { GameResult, SeatPlayer } from '../../../src/bots/match.js';
import type { GameRegistry } from '../../../src/games.js';
import { SandboxSeat } from '../../../src/sandbox/host.js';
import { frameHandle } from '../sandbox/frameHandle.js';
import type { BotFrames } from './botFramesApi.js';
import { workerGames } from './kernel.js';

/** Seats for one game: built-in bots shared by name, a new sandbox for every seat a user bot takes. */
class GameSeats extends SeatCache {
  private readonly sandboxed: SeatPlayer[] = [];
  constructor(
    private readonly makeUserSeat: UserSeatFactory,
    games: GameRegistry,
  ) {
    super(undefined, games);
  }

  override seat(t: TournamentSpec, entry: TournamentEntry): SeatPlayer {
    if (entry.code === undefined) return super.seat(t, entry);
    const seat = this.makeUserSeat(entry.name, entry.code);
    this.sandboxed.push(seat);
    return seat;
  }

  override all(): SeatPlayer[] {
    return [...super.all(), ...this.sandboxed];
  }
}

const LOG_FLUSH_MS = 200;
const LOG_LINES_PER_FLUSH = 300;

const api = {
  /** Plays the games one after another, each with fresh sandboxes; reports each result as it ends. */
  async play(
    tournament: TournamentSpec,
    games: GameSpec[],
    onResult: (index: number, result: GameResult) => void,
    onLogs: (lines: { bot: string; text: string }[], dropped: number) => void,
    frames: Comlink.Remote<BotFrames>,
  ): Promise<void> {
    const registry = await workerGames();
    let buffer: { bot: string; text: string }[] = [];
    let dropped = 0;
    const flush = (): void => {
      if (buffer.length || dropped) onLogs(buffer, dropped);
      buffer = [];
      dropped = 0;
    };
    const timer = setInterval(flush, LOG_FLUSH_MS);
    const userSeat: UserSeatFactory = (name, code) =>
      new SandboxSeat(name, code, () => frameHandle(frames), (text) => {
        if (buffer.length < LOG_LINES_PER_FLUSH) buffer.push({ bot: name, text });
        else dropped++;
      });
    const stop = (seats: SeatCache): void => {
      for (const s of seats.all()) (s as { kill?: () => void }).kill?.();
    };
    try {
      for (const g of games) {
        const seats = new GameSeats(userSeat, registry);
        try {
          onResult(g.index, await playSpec(tournament, g, seats));
        } finally {
          stop(seats);
        }
      }
    } finally {
      clearInterval(timer);
      flush();
    }
  },
};

export type ArenaWorkerApi = typeof api;
Comlink.expose(api);

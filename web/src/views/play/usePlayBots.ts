// The bots of a game of Play: asking the seat to act's bot for its action, at the chosen pace.
import { watch, type Ref, type ShallowRef } from 'vue';
import { decisionSeed, randomSecret } from '../../../../src/bots/seeds.js';
import { SandboxSeat } from '../../../../src/sandbox/host.js';
import { botFrames } from '../../sandbox/botFrames';
import { frameHandle } from '../../sandbox/frameHandle';
import { botJs } from '../../editor/compileBot';
import { i18n } from '../../i18n/index.js';
import { engine } from '../../clients/engine';
import type { SavedFailure } from '../../../../src/core/savedGame.js';
import type { SavedBot } from '../../storage/bots';
import type { Frame, SeatChoice } from './seats';

/** What the bots read and change of the game. */
export interface BotsContext {
  gameId: string;
  seatName(s: number): string;
  choiceName(c: SeatChoice): string;
  /** False once the view is gone: a bot move still under way then starts no sandbox. */
  alive(): boolean;
  play(action: string, seat: number | null): Promise<boolean>;
  saved: ShallowRef<SavedBot[]>;
  started: Ref<boolean>;
  frames: ShallowRef<Frame[]>;
  last: Readonly<Ref<Frame | null>>;
  live: Readonly<Ref<boolean>>;
  cursor: Ref<number>;
  seats: ShallowRef<SeatChoice[]>;
  gameSeed: Ref<number>;
  paused: Ref<boolean>;
  delay: Ref<number>;
  thinking: Ref<boolean>;
  botLog: ShallowRef<string[]>;
  failures: ShallowRef<SavedFailure[]>;
}

/** The bots' side of a game: `stop` ends every sandbox (a new game, a replay, leaving), `cancel` the pending move. */
export function usePlayBots(g: BotsContext) {
  const api = engine();
  const sandboxes = new Map<number, SandboxSeat>();
  /** The host secret behind the saved bots' decision seeds (never shown to a bot). */
  let secret = randomSecret();
  /** Counts the stops of every bot's sandbox (a new game, a replay, leaving the view). */
  let sandboxGeneration = 0;

  /** Asks the bot of the seat to act for its action. */
  async function botMove(f: Frame, seat: number, who: SeatChoice): Promise<string> {
    const ply = g.frames.value.length - 1;
    if (who.kind === 'builtin') return api.botAction(g.gameId, f.view.position, who.name, g.gameSeed.value, ply, 5000);
    if (who.kind !== 'saved') throw new Error('not a bot');
    const bot = g.saved.value.find((b) => b.id === who.id);
    if (!bot) throw new Error('this saved bot was deleted');
    const generation = sandboxGeneration;
    let s = sandboxes.get(seat);
    if (!s) {
      const js = await botJs(bot);
      // the view or the game was left while the bot compiled: its sandboxes are already stopped, make none
      if (!g.alive() || generation !== sandboxGeneration) throw new Error('the game was left');
      s = new SandboxSeat(bot.name, js, () => frameHandle(botFrames), (text) => {
        g.botLog.value = [...g.botLog.value.slice(-199), `${g.seatName(seat)} · ${bot.name}: ${text}`];
      });
      sandboxes.set(seat, s);
    }
    const observation = (await api.observe(g.gameId, seat, f.view.position)).observation;
    // a sandbox of a game that has ended takes no decision of the next (nor restarts to take one)
    if (generation !== sandboxGeneration) throw new Error('the game was left');
    return s.decide({ game: g.gameId, observation, legal: f.view.legal, seed: decisionSeed(secret, g.gameSeed.value, seat, ply), ply, deadlineMs: 2000 });
  }

  function stop(): void {
    sandboxGeneration++;
    for (const s of sandboxes.values()) s.kill();
    sandboxes.clear();
  }
  /** A new game's secret (its bots' seeds unguessable from the last game's). */
  function newSecret(): void {
    secret = randomSecret();
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  function cancel(): void {
    clearTimeout(timer);
  }
  function schedule(): void {
    clearTimeout(timer);
    const f = g.last.value;
    if (!g.started.value || !f || g.paused.value || f.view.toAct === null || !g.live.value || g.thinking.value) return;
    const seat = f.view.toAct;
    const who = g.seats.value[seat];
    if (!who || who.kind === 'human' || who.kind === 'replay') return;
    timer = setTimeout(async () => {
      if (g.last.value !== f || g.paused.value) return;
      g.thinking.value = true;
      try {
        const action = await botMove(f, seat, who);
        if (g.last.value === f && !f.view.legal.includes(action)) throw new Error(i18n.global.t('play.messages.notLegal', { answer: JSON.stringify(action.slice(0, 80)) }));
        if (g.last.value === f) await g.play(action, seat);
      } catch (e) {
        if (g.last.value === f && g.alive()) {
          const failure: SavedFailure = { bot: who, seat, move: g.frames.value.length, reason: (e as { reason?: string }).reason ?? 'threw', message: String((e as Error).message).slice(0, 300) };
          g.failures.value = [...g.failures.value, failure];
          sandboxes.get(seat)?.kill();
          sandboxes.delete(seat);
          g.seats.value = g.seats.value.map((c, s) => (s === seat ? { kind: 'builtin', name: 'random' } : c));
        }
      } finally {
        g.thinking.value = false;
      }
    }, g.delay.value);
  }
  watch([g.frames, g.paused, g.cursor, g.delay, g.seats, g.thinking], schedule);

  return { stop, newSecret, cancel };
}

/** What `usePlayBots` returns. */
export type UsePlayBotsReturn = ReturnType<typeof usePlayBots>;

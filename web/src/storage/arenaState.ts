/**
 * The Arena view's state, one per game, kept for the page's lifetime: a tournament's settings,
 * progress and results survive opening one of its games in Play and coming back (and a running
 * tournament keeps reporting while the view is closed).
 */
import { ref, shallowRef, type Ref, type ShallowRef } from 'vue';
import type { ArenaStats } from '../../../src/arena/stats.js';
import type { GameResult } from '../../../src/bots/match.js';
import type { RunningTournament } from '../clients/arena';

export interface ArenaState {
  picked: Ref<string[]>;
  players: Ref<number>;
  games: Ref<number>;
  seed: Ref<number>;
  deadline: Ref<number>;
  running: ShallowRef<RunningTournament | null>;
  finished: Ref<number>;
  total: Ref<number>;
  results: ShallowRef<GameResult[]>;
  stats: ShallowRef<ArenaStats | null>;
  /** The bots' names in the last run, in the order of its statistics. */
  runNames: Ref<string[]>;
  message: Ref<string>;
}

const states = new Map<string, ArenaState>();

/** The state of a game's Arena view (made with these defaults the first time). */
export function arenaState(game: string, defaults: { players: number; seed: number }): ArenaState {
  let s = states.get(game);
  if (!s) {
    s = {
      picked: ref(['builtin:random', 'builtin:greedy']),
      players: ref(defaults.players),
      games: ref(20),
      seed: ref(defaults.seed),
      deadline: ref(1000),
      running: shallowRef(null),
      finished: ref(0),
      total: ref(0),
      results: shallowRef([]),
      stats: shallowRef(null),
      runNames: ref([]),
      message: ref(''),
    };
    states.set(game, s);
  }
  return s;
}

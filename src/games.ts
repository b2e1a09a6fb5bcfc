/**
 * The games of the playground, by id. Generic code (bots, arena, CLI, worker, views) finds a
 * game here and talks to it only through the `Game` interface.
 */
import type { AnyGame } from './core/game.js';
import { Atlantis } from './atlantis/game.js';
import { selfplayGames as atlantisSelfplay } from './atlantis/selfplay.js';
import type { Selfplay } from './core/selfplay.js';
import { Duel } from './duel/game.js';
import { selfplayGames as duelSelfplay } from './duel/selfplay.js';
import { Nautilus, createNautilus } from './nautilus/game.js';
import type { ReachKernel } from './kernel/types.js';
import type { PackedEngine } from './nautilus/packed.js';
import { selfplayGames as nautilusSelfplay } from './nautilus/selfplay.js';

/** Games by id: the default instances, or a host's own (`gamesWithKernel`). */
export type GameRegistry = Readonly<Record<string, AnyGame>>;

/** Every game, by id (Nautilus on the TS twin kernel). */
export const GAMES: GameRegistry = { nautilus: Nautilus, atlantis: Atlantis, duel: Duel };

/**
 * The games with a Nautilus engine instance of its own around a host's kernel (the WASM kernel in
 * the CLI and workers), its search samples played by `packed` when the host has one (the WASM
 * playout engine).
 */
export function gamesWithKernel(kernel: ReachKernel, packed?: PackedEngine): GameRegistry {
  return { ...GAMES, nautilus: createNautilus(kernel, packed) };
}

/** The checked self-play of each game (the property suites at scale: `nautilab selfplay`). */
export const SELFPLAY: Readonly<Record<string, Selfplay>> = { nautilus: nautilusSelfplay, atlantis: atlantisSelfplay, duel: duelSelfplay };

/** The game ids, in menu order. */
export const GAME_IDS: readonly string[] = Object.keys(GAMES);

/** The game with an id (in a registry, the default one when absent), or null. */
export function gameById(id: string, games: GameRegistry = GAMES): AnyGame | null {
  return Object.hasOwn(games, id) ? games[id]! : null;
}

/** The game whose position or record format a document names (`nautilus/1`, `atlantis-game/1`), or null. */
export function gameOfFormat(format: unknown): { game: AnyGame; record: boolean } | null {
  for (const game of Object.values(GAMES)) {
    if (format === game.positionFormat) return { game, record: false };
    if (format === game.recordFormat) return { game, record: true };
  }
  return null;
}

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
import { Nautilus } from './nautilus/game.js';
import { selfplayGames as nautilusSelfplay } from './nautilus/selfplay.js';

/** Every game, by id. */
export const GAMES: Readonly<Record<string, AnyGame>> = { nautilus: Nautilus, atlantis: Atlantis, duel: Duel };

/** The checked self-play of each game (the property suites at scale: `nautilab selfplay`). */
export const SELFPLAY: Readonly<Record<string, Selfplay>> = { nautilus: nautilusSelfplay, atlantis: atlantisSelfplay, duel: duelSelfplay };

/** The game ids, in menu order. */
export const GAME_IDS: readonly string[] = Object.keys(GAMES);

/** The game with an id, or null. */
export function gameById(id: string): AnyGame | null {
  return Object.hasOwn(GAMES, id) ? GAMES[id]! : null;
}

/** The game whose position or record format a document names (`nautilus/1`, `atlantis-game/1`), or null. */
export function gameOfFormat(format: unknown): { game: AnyGame; record: boolean } | null {
  for (const game of Object.values(GAMES)) {
    if (format === game.positionFormat) return { game, record: false };
    if (format === game.recordFormat) return { game, record: true };
  }
  return null;
}

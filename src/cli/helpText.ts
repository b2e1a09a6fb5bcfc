/** Help-text lines shared by several commands: `--game`, the FILE argument, `--variant`. */
import type { AnyGame } from '../core/game.js';
import { GAME_IDS } from '../games.js';
import { variantHelp } from './args.js';

/** The `--game ID` line of commands that pick a game. */
export const GAME_HELP = `  --game ID          ${GAME_IDS.join(' | ')} (default nautilus); a file's format picks its game by itself`;

/** The FILE line of commands that read a position or game record. */
export const FILE_HELP = '  FILE               a position or game record (its final position) of any game; - reads stdin';

/** The `--variant K=V` lines of one game: the line and its settings. */
export const variantsHelp = (game: AnyGame): string => `  --variant K=V      a variant setting, repeatable; ${game.name}:\n${variantHelp(game)}`;

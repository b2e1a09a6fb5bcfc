/**
 * The Arena page's ladder: arena files (what `nautilab arena --out` writes) read from their text
 * as the command line reads them, and one rating list over all their games (`nautilab ratings`).
 */
import { readArenaText } from '../../../../src/arena/file.js';
import { ladderName, ratingList, type LadderGame, type Rating } from '../../../../src/arena/ratings.js';
import { i18n } from '../../i18n/index.js';

/** A ladder and the files it could not read, each with its reason. */
export interface Ladder {
  ratings: Rating[];
  games: number;
  files: number;
  problems: { file: string; reason: string }[];
}

/** Rates every game of the files of `gameId` (a file of another game, or a bad one, is a problem). */
export function ladderOf(files: readonly { name: string; text: string }[], gameId: string): Ladder {
  const games: LadderGame[] = [];
  const problems: Ladder['problems'] = [];
  let read = 0;
  for (const { name, text } of files) {
    const doc = readArenaText(text);
    if (!doc.ok) {
      problems.push({ file: name, reason: doc.error });
      continue;
    }
    const { plan } = doc.value;
    if (plan.game !== gameId) {
      problems.push({ file: name, reason: i18n.global.t('arena.ladder.otherGame', { game: plan.game, ours: gameId }) });
      continue;
    }
    const names = new Map(plan.bots.map((b, i) => [b, ladderName(b, plan.botHashes?.[i])]));
    for (const [, result] of doc.value.games) games.push({ bots: result.bots.map((b) => names.get(b)!), result });
    read++;
  }
  return { ratings: games.length ? ratingList(games) : [], games: games.filter((g) => g.result.endReason !== 'error').length, files: read, problems };
}

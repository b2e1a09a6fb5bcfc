/**
 * The Arena page's ladder: arena files (what `nautilab arena --out` writes) read from their text
 * as the command line reads them, and one rating list over all their games (`nautilab ratings`).
 */
import { ARENA_LIMITS, readArenaText } from '../../../../src/arena/file.js';
import { ladderName, ratingList, type LadderGame, type Rating } from '../../../../src/arena/ratings.js';
import { i18n } from '../../i18n/index.js';

/** A ladder and the files it could not read, each with its reason. */
export interface Ladder {
  ratings: Rating[];
  games: number;
  files: number;
  problems: { file: string; reason: string }[];
}

/** A chosen file, as the ladder reads it (a browser's `File`). */
export interface LadderFile {
  name: string;
  size: number;
  text(): Promise<string>;
}

/** Rates every game of the files of `gameId` (a file of another game, or a bad one, is a problem). */
export function ladderOf(files: readonly { name: string; text: string }[], gameId: string): Ladder {
  const ladder = ladderBuilder(gameId);
  for (const { name, text } of files) ladder.add(name, text);
  return ladder.done();
}

/**
 * The ladder of chosen files, read one at a time and each parsed before the next is read, so that
 * only one file's text is held at a time (10,000 files are 10,000 reads in turn, not at once); a
 * file larger than an arena file can be is a problem, named with its size, and is not read.
 */
export async function ladderOfFiles(files: readonly LadderFile[], gameId: string, most: number = ARENA_LIMITS.chars): Promise<Ladder> {
  const ladder = ladderBuilder(gameId);
  for (const f of files) {
    if (f.size > most) ladder.problem(f.name, i18n.global.t('arena.ladder.tooLarge', { size: f.size, most }));
    else ladder.add(f.name, await f.text());
  }
  return ladder.done();
}

function ladderBuilder(gameId: string): { add(name: string, text: string): void; problem(name: string, reason: string): void; done(): Ladder } {
  const games: LadderGame[] = [];
  const problems: Ladder['problems'] = [];
  let read = 0;
  return {
    problem: (file, reason) => void problems.push({ file, reason }),
    add(name, text) {
      const doc = readArenaText(text);
      if (!doc.ok) return void problems.push({ file: name, reason: doc.error });
      const { plan } = doc.value;
      if (plan.game !== gameId) return void problems.push({ file: name, reason: i18n.global.t('arena.ladder.otherGame', { game: plan.game, ours: gameId }) });
      const names = new Map(plan.bots.map((b, i) => [b, ladderName(b, plan.botHashes?.[i])]));
      for (const [, result] of doc.value.games) games.push({ bots: result.bots.map((b) => names.get(b)!), result });
      read++;
    },
    done: () => ({ ratings: games.length ? ratingList(games) : [], games: games.filter((g) => g.result.endReason !== 'error').length, files: read, problems }),
  };
}

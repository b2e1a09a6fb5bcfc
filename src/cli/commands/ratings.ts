/** `nautilab ratings FILE…`: one Bradley–Terry ladder over every game of many arena files. */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { ladderName, ratingList, type LadderGame } from '../../arena/ratings.js';
import { printable } from '../../core/excerpt.js';
import { Exit, inputError, usageError, type Values } from '../args.js';
import { ARENA_LIMITS, arenaFilePlan, readArenaFile } from '../arenaFile.js';
import { readBounded } from '../input.js';
import type { Command, Output } from '../command.js';

/** Reads every file (each checked as `arena --report` checks it) and rates the bots of all their games. */
function runRatings(_values: Values, files: string[]): Output {
  if (!files.length) throw usageError('name at least one arena file (written by arena --out)');
  const problems: string[] = [];
  const games: LadderGame[] = [];
  let game: string | null = null;
  // a file named twice (or a copy of one: the same text) counts once
  const seen = new Map<string, string>();
  const repeated: { file: string; sameAs: string }[] = [];
  for (const path of files) {
    try {
      if (!existsSync(path)) throw inputError('arena-file', `${path} does not exist`);
      const identity = createHash('sha256').update(readBounded(path, ARENA_LIMITS.chars)).digest('hex');
      const first = seen.get(identity);
      if (first !== undefined) {
        repeated.push({ file: path, sameAs: first });
        continue;
      }
      seen.set(identity, path);
      const plan = arenaFilePlan(path);
      if (game !== null && plan.game !== game) throw inputError('arena-file', `${path} is a tournament of ${plan.game}, the first file's is of ${game}: a ladder is of one game`);
      game = plan.game;
      const names = new Map(plan.bots.map((b, i) => [b, ladderName(b, plan.botHashes?.[i])]));
      for (const [, result] of readArenaFile(path, plan, 'read')) games.push({ bots: result.bots.map((b) => names.get(b)!), result });
    } catch (e) {
      if (!(e instanceof Exit)) throw e;
      problems.push(e.message);
    }
  }
  if (problems.length) throw inputError('arena-file', problems.join('\n'));
  const list = ratingList(games);
  const played = games.filter((g) => g.result.endReason !== 'error').length;
  const json = { game, files: files.length - repeated.length, games: played, ...(repeated.length ? { repeated } : {}), bots: list.map((r) => ({ ...r, elo: Math.round(r.elo), elo95: r.elo95.map(Math.round) })) };
  // a name comes from a file: shown with its control characters written out
  const shown = list.map((r) => printable(r.name));
  const width = Math.max(14, ...shown.map((n) => n.length));
  const text = [
    `${game}: ${played} games from ${json.files} file${json.files === 1 ? '' : 's'}, ${list.length} bots (Bradley–Terry, 95% intervals)`,
    ...repeated.map((r) => `(${printable(r.file)} holds the same games as ${printable(r.sameAs)}: counted once)`),
    ...list.map((r, k) => `${String(k + 1).padStart(3)}. ${shown[k]!.padEnd(width)} Elo ${String(Math.round(r.elo)).padStart(5)} [${Math.round(r.elo95[0])} – ${Math.round(r.elo95[1])}]  games ${r.games}  score ${(100 * r.score).toFixed(1)}%`),
  ].join('\n');
  return { json, text };
}

/** `nautilab ratings`: a ladder across arena files. */
export const ratingsCommand: Command = {
  summary: 'one rating list (Bradley–Terry) over the games of many arena files',
  help: `nautilab ratings FILE… [--json]

  FILE…   arena files (arena --out), all of one game. Every game counts: a bot is its name (greedy#2
          is greedy) and, for a bot file, the content hash the file records, so two versions of
          one file are rated apart. A game of more seats counts once for every pair of seats of
          different bots. Elo is centred on the list's mean, with a 95% interval; a bad file is
          exit 1 with its path and the reason. A file named twice, or a copy of one, counts once.`,
  options: {},
  run: runRatings,
};

/** `nautilab review`: every decision of a recorded game judged from what its mover knew, with marks (docs/cli.md). */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { MARK_THRESHOLDS, REVIEW_CONFIDENCE, REVIEW_DEFAULTS, confirmOf, decisionsOf, replayRecord, reviewDecision, reviewSummary, type ReviewDecision, type ReviewDocument, type ReviewGame, type ReviewOptions } from '../../analysis/review.js';
import { lossPoints, moveNumber } from '../../analysis/reviewNumbers.js';
import type { AnyGame } from '../../core/game.js';
import { parseDocument } from '../../core/json.js';
import type { PathError } from '../../core/result.js';
import { SEAT_VIEW_FORMAT } from '../../core/seatView.js';
import { gameOfFormat, type GameRegistry } from '../../games.js';
import { readDocument } from '../arenaFile.js';
import { documentErrors, intOption, usageError, type Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { readBounded, recordHistory, replayProblems } from '../input.js';
import { hostGames } from '../kernel.js';
import { progressLine } from '../progress.js';
import type { ReviewWorkerData } from '../reviewWorker.js';
import { actionInWords } from '../words.js';

/** The errors of a record, under its file's name. */
const bad = (file: string, errors: PathError[]) => documentErrors(errors, `game record ${file}`);

/** A game record (`play --out`, Play's download) read into a game to review; `final`, when present, must be where the actions lead. */
function fromRecord(file: string, doc: Record<string, unknown>, game: AnyGame): ReviewGame & { final: unknown } {
  const history = recordHistory(game, doc);
  if (!history.ok) throw bad(file, history.error);
  return { game, ...history.value, final: doc.final };
}

/** A game of an arena file (`arena --out`): the one at schedule index `index`, else the file's first game. */
function fromArena(file: string, games: GameRegistry, index: number | undefined): ReviewGame {
  const read = readDocument(file);
  if (Array.isArray(read)) throw documentErrors(read, `arena file ${file}`);
  const game = games[read.plan.game]!;
  const k = index === undefined ? 0 : read.games.findIndex((g) => g.index === index);
  const g = read.games[k];
  if (!g) throw documentErrors([{ path: '$.games', code: 'noGame', message: index === undefined ? 'the file holds no game yet' : `no game has schedule index ${index}` }], `arena file ${file}`);
  const at = `$.games[${k}]`;
  if (!g.actions) throw documentErrors([{ path: `${at}.actions`, code: 'missing', message: 'this game was stored without its actions' }], `arena file ${file}`);
  const variants = game.parseVariants((g as { variants?: Record<string, unknown> }).variants ?? read.plan.variants);
  if (!variants.ok) throw documentErrors(variants.error, `arena file ${file}`);
  const initial = game.setup({ players: g.bots.length, seed: g.seed, variants: variants.value });
  return { game, initial, actions: g.actions };
}

/** Reads FILE: a game record of any game or an arena file. */
function readGame(file: string, games: GameRegistry, index: number | undefined): ReviewGame & { final?: unknown } {
  const parsed = parseDocument(readBounded(file));
  if (!parsed.ok) throw bad(file, parsed.error);
  const json = parsed.value;
  const doc = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  if (doc.format === 'nautilab-arena/1') return fromArena(file, games, index);
  if (index !== undefined) throw usageError('--index picks a game of an arena file; this file is not one');
  if (doc.format === SEAT_VIEW_FORMAT) throw bad(file, [{ path: '$.format', code: 'seatView', message: "a seat's view holds one seat's observations, not the game; review the whole record once the game is over" }]);
  const found = gameOfFormat(doc.format);
  if (!found || !found.record) {
    const shown = doc.format === undefined ? 'no format' : `format ${JSON.stringify(doc.format).slice(0, 60)}`;
    const why = found ? 'a position, not a game record: a review needs the actions' : 'expected a game record (nautilus-game/1, atlantis-game/1, nautilus-duel-game/1) or an arena file (nautilab-arena/1)';
    throw bad(file, [{ path: '$.format', code: 'notRecord', message: `${shown}: ${why}` }]);
  }
  return fromRecord(file, doc, games[found.game.id]!);
}

async function run(values: Values, positionals: string[]): Promise<Output> {
  const file = positionals[0];
  if (!file) throw usageError('a game record FILE (or - for stdin) is required');
  if (values.iterations !== undefined && values.time !== undefined) throw usageError('give --iterations N or --time MS, not both');
  // the longer look a mark must hold at: its samples (checked before any file is read)
  const confirmAsked = values.confirm === undefined ? undefined : intOption(values, 'confirm', 0, 0, 10_000_000);
  const games = await hostGames();
  const index = values.index === undefined ? undefined : intOption(values, 'index', 0, 0, 1_000_000);
  const record = readGame(file, games, index);
  checkRecord(file, record);
  const { game } = record;
  const seats = game.seats(record.initial);
  const seat = values.seat === undefined ? null : intOption(values, 'seat', 0, 0, seats - 1);
  const iterations = values.time === undefined ? intOption(values, 'iterations', REVIEW_DEFAULTS.iterations, 1, 1_000_000) : undefined;
  const seed = intOption(values, 'seed', REVIEW_DEFAULTS.seed, 0, 2 ** 32 - 1);
  // a time budget per decision: samples of the first decision's timing, then fixed (the output then depends on the machine)
  const timeMs = values.time === undefined ? undefined : intOption(values, 'time', 1000, 10, 600_000);
  const budget = iterations ?? calibrate(record, timeMs!);
  const workers = Math.min(intOption(values, 'workers', availableParallelism(), 1, 64), availableParallelism());
  // a look no longer than the first is none, and the document says 0
  const confirm = confirmOf({ iterations: budget, confirm: confirmAsked });
  const options = { iterations: budget, seed, confirm };
  const positions = replayRecord(record);
  if (!positions.ok) throw bad(file, [positions.error]);
  const plies = decisionsOf(game, positions.value, record.actions, seat).map((d) => d.ply);
  const progress = progressLine('review', plies.length, 'decisions');
  const decisions = await reviewOnWorkers(record, plies, options, workers, (done) => progress.update(done));
  progress.stop();
  // each decision also carries the number the text and the browser show it by
  const numbered = decisions.map((d) => ({ ...d, move: moveNumber(d.ply) }));
  const doc: ReviewDocument = { game: game.id, seats, seat, mode: 'observation', iterations: budget, confirm, seed, thresholds: { ...MARK_THRESHOLDS }, decisions: numbered, summary: reviewSummary(seats, decisions, seat) };
  const before = positions.value;
  return { json: doc, text: reviewText(doc, (ply, action) => actionInWords(game.id, before[ply], action)) };
}

/** Reviews the decisions at `plies` on `workers` worker threads (each decision's numbers depend only on its ply): in ply order. */
async function reviewOnWorkers(record: ReviewGame, plies: number[], options: ReviewOptions, workers: number, progress: (done: number) => void): Promise<ReviewDecision[]> {
  const out = new Map<number, ReviewDecision>();
  const queue = [...plies];
  const data: ReviewWorkerData = { game: record.game.id, initial: record.game.toJSON(record.initial), actions: record.actions, options };
  const script = new URL('../reviewWorker.js', import.meta.url);
  const lane = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const w = new Worker(script, { workerData: data });
      let finished = false;
      const next = (): void => {
        const ply = queue.shift();
        if (ply === undefined) {
          finished = true;
          return void w.terminate().then(() => resolve());
        }
        w.postMessage(ply);
      };
      w.on('exit', (code) => finished || reject(new Error(`a review worker stopped with code ${code}`)));
      w.on('message', (d: ReviewDecision) => {
        out.set(d.ply, d);
        progress(out.size);
        next();
      });
      w.on('error', reject);
      next();
    });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, plies.length)) }, lane));
  return plies.map((p) => out.get(p)!);
}

/** Replays the record before any search: an illegal action, or a `final` the actions do not lead to, is an error with its path. */
function checkRecord(file: string, record: ReviewGame & { final?: unknown }): void {
  const problems = replayProblems(record.game, record.initial, record.actions, record.final);
  if (problems.length) throw bad(file, problems);
}

/** Samples per analysis that take about `timeMs` on the first decision with a choice. */
function calibrate(record: ReviewGame, timeMs: number): number {
  const probe = 50;
  const start = Date.now();
  const p = record.game.legalActions(record.initial).length > 1 ? record.initial : null;
  if (p === null || record.actions.length === 0) return REVIEW_DEFAULTS.iterations;
  // the first look alone: a mark there would add a longer look to the time per sample
  reviewDecision(record.game, p, record.actions[0]!, 0, { iterations: probe, confirm: 0 });
  const perSample = Math.max(0.01, (Date.now() - start) / (3 * probe));
  return Math.max(20, Math.round(timeMs / 3 / perSample));
}

/**
 * The review for a terminal: the marked decisions by move number (from 1, as the browser numbers
 * them; the JSON's `ply` is that number less one), each with its loss in points as `lossPoints`
 * prints it (and its actions also in words, by `said`, when given), then each seat's summary.
 */
export function reviewText(d: ReviewDocument, said?: (ply: number, action: string) => string | null): string {
  const act = (ply: number, action: string): string => {
    const words = said?.(ply, action);
    return words ? `${action} (${words})` : action;
  };
  const pct = (x: number | null): string => (x === null ? '–' : `${(100 * x).toFixed(0)}%`);
  const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
  const marked = d.decisions.filter((x) => x.mark);
  const unclear = d.decisions.filter((x) => x.verdict === 'unclear');
  const lines = [
    `${d.game} review${d.seat === null ? '' : ` of seat ${d.seat}`}: ${count(d.decisions.length, 'decision')}, ${d.iterations} samples per analysis, observation mode (each seat judged from what it knew)`,
    `marks on the loss of win probability: inaccuracy ≥ ${100 * MARK_THRESHOLDS.inaccuracy}, mistake ≥ ${100 * MARK_THRESHOLDS.mistake}, blunder ≥ ${100 * MARK_THRESHOLDS.blunder} points, each shown with ${100 * REVIEW_CONFIDENCE}% confidence on paired samples (the loss's lower bound past the threshold; the bound covers the samples' noise, not the search's bias)${d.confirm > d.iterations ? `; each mark is then measured again on a longer look of ${d.confirm} samples, which sets its level or drops it, and its numbers are that look's` : ''} (exact where the exact solver reaches); unclear: neither a mark nor a loss under ${100 * MARK_THRESHOLDS.inaccuracy} points could be shown`,
    '',
    ...marked.map((x) => `  move ${String(moveNumber(x.ply)).padStart(3)} seat ${x.seat}: ${act(x.ply, x.action)} — ${x.mark} −${lossPoints(x.loss!)}${x.basis === 'exact' ? ` (exact over ${x.deals} deals, at least −${lossPoints(x.lossBounds![0])})` : ` (at least −${lossPoints(x.lossBounds![0])}${x.rechecked ? `, confirmed on ${x.samples} samples` : ''})`} (win ${pct(x.winBefore)} → ${pct(x.winAfter)}; best ${x.best === null ? x.best : act(x.ply, x.best)} ${pct(x.bestWin)})`),
    ...(marked.length ? [''] : ['  no marked decision', '']),
    ...unclear.map((x) => `  move ${String(moveNumber(x.ply)).padStart(3)} seat ${x.seat}: ${act(x.ply, x.action)} — unclear (loss ${pct(x.loss)}, between ${pct(x.lossBounds![0])} and ${pct(x.lossBounds![1])}${x.basis === 'exact' ? ` over ${x.deals} deals solved exactly` : ''}${x.reveals || x.bestReveals ? `; ${x.reveals ? 'it' : 'the best'} showed the mover hidden information that its next choice could use, so its sampled value is a lower bound and the bounds take an optimistic value beside it` : ''}${x.rechecked ? `; the first look marked it and a longer look of ${x.samples} samples did not confirm it` : ''}; best ${x.best === null ? x.best : act(x.ply, x.best)})`),
    ...(unclear.length ? [''] : []),
    ...d.summary.map((s) => `seat ${s.seat}: ${count(s.decisions, 'decision')} with a choice, ${count(s.marks.inaccuracy, 'inaccuracy', 'inaccuracies')}, ${count(s.marks.mistake, 'mistake')}, ${count(s.marks.blunder, 'blunder')}, ${s.unclear} unclear, mean loss ${s.meanLoss === null ? '–' : (100 * s.meanLoss).toFixed(1) + ' points'}`),
  ];
  return lines.join('\n');
}

/** `nautilab review GAME.json`. */
export const reviewCommand: Command = {
  summary: 'review a recorded game: each decision against the best, marked inaccuracy/mistake/blunder',
  help: `nautilab review FILE [--seat N] [--iterations N | --time MS] [--confirm N] [--seed S] [--index I] [--workers N] [--json]

  FILE               a game record of any game (play --out, Play's download) or an arena file
                     (arena --out; --index I picks the game with that schedule index, default its first)
  --seat N           review only that seat's decisions
  --iterations N     samples of each analysis (up to three a decision, and two more at --confirm samples for a
                     decision the first look marks; default ${REVIEW_DEFAULTS.iterations}); the same record, seed and N
                     give the same review
  --time MS          about MS per decision instead (measured on the first; the output then depends on the machine;
                     a marked decision takes longer, by its longer look)
  --confirm N        samples of the longer look a mark must hold at: each decision the first look marks is
                     measured again on N samples of other seeds, and keeps a mark only if that look shows it,
                     at that look's level (default 10/3 of the first look's: 1000 for 300; 0, or any N not above the first
                     look's samples: no longer look, and the document says 0)
  --seed S           the samples' seed (default ${REVIEW_DEFAULTS.seed})
  --workers N        worker threads, decisions shared among them (default: the cores); the review
                     is the same on any number
Each decision is judged from what its mover knew then (observation mode): a mark (inaccuracy, mistake,
blunder: a loss of win probability of 10, 20, 30 points or more) needs the loss's lower 95% bound past
its threshold, then the longer look; unclear: neither a mark nor soundness could be shown. --json
writes the document. Progress goes to stderr on a terminal.`,
  options: { seat: { type: 'string' }, iterations: { type: 'string' }, time: { type: 'string' }, confirm: { type: 'string' }, seed: { type: 'string' }, index: { type: 'string' }, workers: { type: 'string' } },
  run,
};

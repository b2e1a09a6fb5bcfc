/** `nautilab analyze`: what a position is worth for a seat and which action is best, with intervals. */
import { availableParallelism } from 'node:os';
import { exactLines } from '../../analysis/exact/text.js';
import { ANALYSIS_DEFAULTS, ANALYSIS_SEARCHES, analysisSamples, planAnalysis, type AnalysisMode, type AnalysisResult, type AnalysisSearch } from '../../analysis/analyze.js';
import { progressOf, runAnalysis } from '../analyzePool.js';
import { intOption, usageError, type Values } from '../args.js';
import type { Command, Output } from '../command.js';
import { FILE_HELP } from '../helpText.js';
import { readPosition } from '../input.js';
import { hostGames } from '../kernel.js';
import { progressLine } from '../progress.js';

async function run(values: Values, positionals: string[]): Promise<Output> {
  const loaded = readPosition(positionals[0]);
  const games = await hostGames();
  const game = games[loaded.game.id]!;
  const position = loaded.position;
  const seats = game.seats(position);
  const viewpoint = values.seat === undefined ? undefined : intOption(values, 'seat', 0, 0, seats - 1);
  const mode = (values.mode as string | undefined) ?? 'observation';
  if (mode !== 'observation' && mode !== 'omniscient') throw usageError(`--mode must be observation or omniscient; got '${mode}'`);
  if (values.iterations !== undefined && values.time !== undefined) throw usageError('give --iterations N or --time MS, not both');
  const timeMs = values.time === undefined ? undefined : intOption(values, 'time', 1000, 1, 3_600_000);
  const iterations = values.iterations === undefined ? undefined : intOption(values, 'iterations', ANALYSIS_DEFAULTS.iterations, 1, 10_000_000);
  const seed = intOption(values, 'seed', ANALYSIS_DEFAULTS.seed, 0, 2 ** 32 - 1);
  const workers = workerCount(intOption(values, 'workers', availableParallelism(), 1, 64));
  const search = (values.search as string | undefined) ?? ANALYSIS_DEFAULTS.search;
  if (!(ANALYSIS_SEARCHES as readonly string[]).includes(search)) throw usageError(`--search must be ${ANALYSIS_SEARCHES.join(' or ')}; got '${search}'`);
  const rawHorizon = values.horizon as string | undefined;
  if (rawHorizon !== undefined && rawHorizon !== 'end' && !/^[0-9]{1,3}$/.test(rawHorizon)) throw usageError(`--horizon must be end or a number of rounds; got '${rawHorizon}'`);
  const horizon = rawHorizon === undefined ? undefined : rawHorizon === 'end' ? 'end' : Number(rawHorizon);
  const plan = planAnalysis(game, position, { viewpoint, mode: mode as AnalysisMode, iterations, timeMs, seed, search: search as AnalysisSearch, horizon, timeShards: workers });
  const { total, unit } = progressOf(plan);
  const progress = progressLine('analyze', total, unit, { rate: unit !== 's' });
  const result = await runAnalysis(game, position, plan, workers, progress).finally(() => progress.stop());
  return { json: { ...result, workers }, text: analysisText(result, workers) };
}

/** Analysis threads past the machine's cores only share them (and each loads the engine): capped, with a note. */
function workerCount(requested: number): number {
  const cores = availableParallelism();
  if (requested <= cores) return requested;
  process.stderr.write(`nautilab: --workers ${requested} is more than the ${cores} core(s) of this machine; using ${cores}\n`);
  return cores;
}

/** The analysis for a terminal. */
export function analysisText(r: AnalysisResult, workers: number): string {
  const pct = (x: number | null): string => (x === null ? '   –  ' : `${(100 * x).toFixed(1).padStart(5)}%`);
  const iv = (i: [number, number]): string => `[${(100 * i[0]).toFixed(0)}–${(100 * i[1]).toFixed(0)}%]`;
  const p = r.position;
  const head = `${r.game} analysis for seat ${r.seat}${r.toAct !== null && r.toAct !== r.seat ? ` (seat ${r.toAct} to act)` : ''}, ${r.mode === 'omniscient' ? 'OMNISCIENT (every hidden thing visible)' : 'observation (what the seat knows)'}`;
  // a lone legal action: the answer without a search, so no numbers to show
  if (r.onlyMove) return [head, '', `only move for seat ${r.toAct}: ${r.actions[0]!.action} (the one legal action; nothing searched, no samples)`].join('\n');
  const lines = [
    head,
    `${r.samples} samples in ${r.seconds.toFixed(2)} s on ${workers} worker(s), ${r.shards} shard(s); ${r.playout.search === 'analyst' ? "the analyst's search, " : ''}samples play ${r.playout.horizon === 'end' ? 'to the end (win probabilities are outcomes)' : `${r.playout.horizon} rounds on (win probabilities are a calibrated evaluation)`}, the tree climbs ${r.playout.select === 'win' ? 'win shares' : r.playout.select === 'evaluation' ? "the game's evaluation" : 'the final margin'}`,
    '',
    `position (${p.basis}, ${p.samples} samples):`,
    ...p.winProbability.map((w, s) => `  seat ${s}: win ${pct(w)} ${iv(p.winProbability95[s]!)}  score ${p.meanScore[s]!.toFixed(1)} [${p.meanScore95[s]![0].toFixed(1)}–${p.meanScore95[s]![1].toFixed(1)}]`),
    ...(r.fitted
      ? [`  fitted to outcomes (what such raw figures came to in measured games; analysis-spec, Calibration): ${r.fitted.winProbability.map((w, s) => `seat ${s} ${pct(w).trim()}`).join(', ')}`]
      : p.basis === 'best action'
        ? ['  fitted to outcomes: none here (measured only for two players, the seat to act\'s own view, samples to the end with the game\'s tree)']
        : []),
  ];
  if (r.actions.length) {
    const rule = r.rankedBy === 'margin' ? 'win % saturated: ranked by margin' : r.rankedBy === 'visits' ? 'ranked by samples' : 'ranked by win % (whole points; equal ones by margin)';
    const keep = r.rankedBy === 'visits' ? '' : `; the best stays until another is ahead of it with ${(100 * r.ranking.switchProbability).toFixed(0)}% on paired samples`;
    // another seat's viewpoint: the seat to act ranks its actions by its own numbers, shown first
    const other = r.toAct !== r.seat;
    const whose = other ? `ranked for seat ${r.toAct} by its own numbers, shown first; then seat ${r.seat}'s` : `win probability of seat ${r.seat}`;
    lines.push('', `candidates for seat ${r.toAct} (${whose}; ${rule}${keep}; best first; ~ overlaps the best; ? too few samples to judge, under ${r.ranking.judgedSamples}):`);
    for (const a of r.actions.slice(0, 15)) {
      const mark = a.best ? '*' : a.lowSamples ? '?' : a.nearTie ? '~' : ' ';
      const score = a.meanScore === null ? '' : `score ${a.meanScore.toFixed(1).padStart(6)}  margin ${a.meanMargin!.toFixed(1).padStart(6)}`;
      const actor = other && a.actor.meanMargin !== null ? `seat ${r.toAct} ${pct(a.actor.winProbability)} margin ${a.actor.meanMargin.toFixed(1).padStart(6)} | seat ${r.seat} ` : '';
      lines.push(` ${mark} ${a.action.padEnd(22)} ${actor}${pct(a.winProbability)} ${iv(a.winProbability95).padEnd(10)} ${score}  n ${String(a.samples).padStart(5)}${a.line.length ? `  then ${a.line.join(', ')}` : ''}`);
    }
    if (r.actions.length > 15) lines.push(`   … and ${r.actions.length - 15} more (--json has every one)`);
    if (r.kept) lines.push(`kept: no other is significantly better; ${r.kept.ruleFirst} ranks first by the rule, ahead of the best with ${r.kept.probabilityAhead === null ? '–' : `${(100 * r.kept.probabilityAhead).toFixed(0)}%`} (${r.kept.pairs} paired samples; a change needs ${(100 * r.ranking.switchProbability).toFixed(0)}%)`);
    const st = r.settled;
    if (st.probabilityBest !== null && st.runnerUp !== null) lines.push(`settled: ${(100 * st.probabilityBest).toFixed(0)}% that the best beats ${st.runnerUp} on ${st.measure === 'margin' ? 'margin' : 'win share'} (${st.pairs} paired samples: the same deals and dice)`);
  }
  if (r.pruned.length) lines.push(`pruned (not searched; the game's pruning never kept them): ${r.pruned.length}: ${r.pruned.slice(0, 8).join(', ')}${r.pruned.length > 8 ? ', …' : ''}`);
  if (r.beliefs.length) {
    const top = [...r.beliefs].sort((a, b) => b.net - a.net).slice(0, 5);
    lines.push('', `face-down tiles: ${r.beliefs.length}; most worth recovering for seat ${r.seat} (expected points - Nemo cost):`);
    for (const b of top) lines.push(`  ${b.at[0]},${b.at[1]} (${b.zone})  ${b.expectedPoints.toFixed(2)} - ${b.cost.toFixed(2)} = ${b.net.toFixed(2)}  ${Object.entries(b.p).map(([k, v]) => `${k} ${(100 * v).toFixed(0)}%`).join(' ')}`);
  }
  if (r.exact) lines.push('', ...exactLines(r.exact, r.seat));
  return lines.join('\n');
}

/** `nautilab analyze FILE`. */
export const analyzeCommand: Command = {
  summary: 'what a position is worth and which action is best (win probabilities with intervals)',
  help: `nautilab analyze FILE [--seat N] [--mode observation|omniscient] [--iterations N | --time MS] [--seed S] [--workers N] [--search outcomes|analyst] [--horizon end|R] [--json]

${FILE_HELP}
  --seat N           the viewpoint seat (default: the seat to act): whose knowledge the samples
                     come from and whose numbers are shown; the seat to act's actions are ranked
                     by its own win share whatever the viewpoint
  --mode M           observation (default): every sample is drawn from what the seat knows;
                     omniscient: the true position, every hidden thing visible (post-mortems)
  --iterations N     samples (default ${ANALYSIS_DEFAULTS.iterations}; the duel ${analysisSamples('duel')}); the same seed and N give the same output
                     on any number of workers
  --time MS          a time budget instead (the result then depends on the machine)
  --seed S           the samples' seed (default ${ANALYSIS_DEFAULTS.seed})
  --workers N        worker threads (default: the cores; more than the cores are capped)
  --search S         outcomes (default): samples play to the game's end and the tree climbs win
                     shares, so win probabilities are outcomes; analyst: the analyst bot's search
                     of the game (Nautilus: samples stop one round on, the tree climbs the game's
                     evaluation), so actions are ranked as the analyst ranks them
  --horizon end|R    override where samples stop: the game's end, or R rounds on with the game's
                     evaluation calibrated to a win probability`,
  options: { seat: { type: 'string' }, mode: { type: 'string' }, iterations: { type: 'string' }, time: { type: 'string' }, seed: { type: 'string' }, workers: { type: 'string' }, search: { type: 'string' }, horizon: { type: 'string' } },
  run,
};

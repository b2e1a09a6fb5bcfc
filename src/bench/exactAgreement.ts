/**
 * Exact agreement (docs/analysis-spec.md, "Exact"): on the exact corpora, how often the sampling
 * analysis in omniscient mode picks an exactly optimal action, and how far its values are from the
 * exact ones. The sample budget is fixed per game (`EXACT_AGREEMENT_SAMPLES`: what one second gives
 * one worker on this project's machine on the corpus), so the figure is the same on any machine.
 */
import type { AnyGame } from '../core/game.js';
import { analyze } from '../analysis/analyze.js';
import type { SearchTree } from '../analysis/search.js';
import { reviewExactLines, type ReviewExactResult } from './reviewExact.js';
import { exactAnalysis, type ExactOut } from '../analysis/exact/exact.js';
import { EXACT_EPSILON } from '../analysis/exact/solve.js';
import { round } from '../analysis/stats.js';

/**
 * Samples of each analysis, per game: one worker's samples per CPU second of an omniscient
 * analysis, the median over the first 20 corpus positions (1,500 samples each), on this project's
 * 2-core machine. CPU time, not wall time: the machine was shared, and a wall-clock second there
 * gave a fraction of this. Atlantis and the duel measured 2026-11-27; Nautilus 2026-12-07 with its
 * samples on the WASM playout engine, 26,970 [14,209 – 65,127] (on the object engine's playouts in
 * the same rounds 27,994: these endgames gain nothing from it), before that 6,500 (2026-11-27).
 */
export const EXACT_AGREEMENT_SAMPLES: Readonly<Record<string, number>> = { nautilus: 27000, atlantis: 8000, duel: 19000 };

/** What the analysis under test answers for a position: its best action and that action's estimates for the seat to act. */
export interface AgreementPick {
  best: string;
  winProbability: number | null;
  meanMargin: number | null;
}

/** The analysis under test: the position (full, omniscient) and its game. */
export type AgreementAnalysis = (game: AnyGame, position: unknown) => AgreementPick;

/** A position where the analysis's pick is not exactly optimal. */
export interface AgreementMiss {
  index: number;
  picked: string;
  optimal: string[];
  /** The exact loss of the pick for the seat to act: win share and margin below the optimal. */
  regret: { winShare: number; margin: number };
}

export interface AgreementResult {
  game: string;
  positions: number;
  /** Positions where the pick is one of the exactly optimal actions. */
  agree: number;
  agreement: number;
  /** Mean absolute error of the pick's estimated win probability and margin against the pick's exact values. */
  meanWinError: number;
  meanMarginError: number;
  /** Mean exact loss of the pick against the optimal value (0 where it agrees). */
  meanRegret: { winShare: number; margin: number };
  /** Positions where every legal action is exactly as good (the pick cannot be wrong there). */
  allOptimal: number;
  /** Positions where the mover's exact win share depends on its action, and the picks optimal there. */
  atStake: { positions: number; agree: number; agreement: number | null };
  /** The other positions (the mover's win share is the same whatever it plays; margins may differ). */
  rest: { positions: number; agree: number; agreement: number | null };
  misses: AgreementMiss[];
}

/** The mover's exact win share depends on its action (an omniscient exact answer of the seat to act). */
export function exactAtStake(exact: ExactOut): boolean {
  const wins = exact.actions.map((a) => a.winShare);
  return Math.max(...wins) - Math.min(...wins) > EXACT_EPSILON;
}

/** The sampling analysis at a fixed budget, omniscient, seed 1, the ranking of the document (its `best`); `tree` and `shardSize` as the analysis's options. */
export function samplingPick(samples: number, tree?: SearchTree, shardSize?: number): AgreementAnalysis {
  return (game, position) => {
    const doc = analyze(game, position, { mode: 'omniscient', iterations: samples, seed: 1, exact: false, ...(tree ? { tree } : {}), ...(shardSize ? { shardSize } : {}) });
    const best = doc.actions.find((a) => a.best) ?? doc.actions[0]!;
    return { best: best.action, winProbability: best.winProbability, meanMargin: best.meanMargin };
  };
}

/** The exact answer of a corpus position (omniscient, the seat to act's view); throws when it is not solvable. */
export function exactOfEntry(game: AnyGame, position: unknown): ExactOut {
  const viewpoint = game.toAct(position);
  const out = viewpoint === null ? null : exactAnalysis(game, position, { mode: 'omniscient', viewpoint, seed: 1 });
  if (!out) throw new Error(`a ${game.id} corpus position is not solvable within the default limits`);
  return out;
}

/** Measures `analysis` against the exact answers of `positions` (full positions of `game`). */
export function exactAgreement(game: AnyGame, positions: readonly unknown[], analysis: AgreementAnalysis, onProgress?: (done: number) => void): AgreementResult {
  let agree = 0;
  let winError = 0;
  let marginError = 0;
  let regretWin = 0;
  let regretMargin = 0;
  let allOptimal = 0;
  const stake = { positions: 0, agree: 0 };
  const misses: AgreementMiss[] = [];
  for (const [index, position] of positions.entries()) {
    const exact = exactOfEntry(game, position);
    const pick = analysis(game, position);
    const picked = exact.actions.find((a) => a.action === pick.best);
    if (!picked) throw new Error(`the analysis picked '${pick.best}', not a legal action of position ${index}`);
    if (exact.optimal.length === exact.actions.length) allOptimal++;
    winError += Math.abs((pick.winProbability ?? 0) - picked.winShare);
    marginError += Math.abs((pick.meanMargin ?? 0) - picked.margin);
    const regret = { winShare: round(exact.value.winShare - picked.winShare), margin: round(exact.value.margin - picked.margin) };
    regretWin += regret.winShare;
    regretMargin += regret.margin;
    const atStake = exactAtStake(exact);
    if (atStake) stake.positions++;
    if (picked.optimal) {
      agree++;
      if (atStake) stake.agree++;
    } else misses.push({ index, picked: pick.best, optimal: exact.optimal, regret });
    onProgress?.(index + 1);
  }
  const n = Math.max(1, positions.length);
  return {
    game: game.id,
    positions: positions.length,
    agree,
    agreement: round(agree / n),
    meanWinError: round(winError / n),
    meanMarginError: round(marginError / n, 3),
    meanRegret: { winShare: round(regretWin / n), margin: round(regretMargin / n, 3) },
    allOptimal,
    atStake: { ...stake, agreement: stake.positions ? round(stake.agree / stake.positions) : null },
    rest: { positions: positions.length - stake.positions, agree: agree - stake.agree, agreement: positions.length > stake.positions ? round((agree - stake.agree) / (positions.length - stake.positions)) : null },
    misses,
  };
}

/** One game's figures in `nautilab bench --analysis --exact`: the agreement, the sample budget and tree it was measured with, the at-stake corpus's agreement and the review against exact values. */
export interface ExactBenchGame extends AgreementResult {
  samples: number;
  tree: SearchTree;
  /** The shard size the analysis asked for (a plan's shards grow where the root has many actions). */
  shardSize: number;
  atStakeCorpus: AgreementResult;
  review: { corpus: ReviewExactResult; atStake: ReviewExactResult } | null;
}

/** The positions of a corpus file's text (`tests/fixtures/exact/<game>.json`), at most `limit`; throws with the entry's path on a bad one. */
export function corpusPositions(game: AnyGame, text: string, limit = Infinity): unknown[] {
  const file = JSON.parse(text) as { format?: unknown; game?: unknown; entries?: { position?: unknown }[] };
  if (file.format !== 'nautilab-exact-corpus/1' || file.game !== game.id || !Array.isArray(file.entries)) throw new Error(`not a ${game.id} exact corpus (format nautilab-exact-corpus/1)`);
  return file.entries.slice(0, limit).map((e, i) => {
    const r = game.fromJSON(e.position);
    if (!r.ok) throw new Error(`$.entries[${i}].position${r.error[0]!.path.slice(1)}: ${r.error[0]!.message}`);
    return r.value;
  });
}

/** The exact figures as a table. */
export function exactBenchTable(games: readonly ExactBenchGame[]): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const part = (p: { positions: number; agree: number; agreement: number | null }): string => `${p.agreement === null ? '–' : pct(p.agreement)} (${p.agree}/${p.positions})`;
  return [
    'exact agreement: the sampling analysis (omniscient, seed 1, a fixed sample budget: one worker\'s samples in 1 s of CPU time) against the exact solver on the exact corpora',
    ...games.flatMap((g) => [
      `${g.game.padEnd(9)} ${String(g.positions).padStart(4)} positions, ${String(g.samples).padStart(5)} samples, tree ${g.tree}, shards of ${g.shardSize} or more: picks an optimal action ${pct(g.agreement)} (${g.agree}/${g.positions}; every action optimal in ${g.allOptimal}); mean error win ${g.meanWinError.toFixed(4)}, margin ${g.meanMarginError.toFixed(2)}; mean regret win ${g.meanRegret.winShare.toFixed(4)}, margin ${g.meanRegret.margin.toFixed(2)}`,
      `${''.padEnd(9)} win at stake ${part(g.atStake)}; the rest ${part(g.rest)}; at-stake corpus ${part({ positions: g.atStakeCorpus.positions, agree: g.atStakeCorpus.agree, agreement: g.atStakeCorpus.agreement })}`,
    ]),
    ...(games.some((g) => g.review) ? [...reviewExactLines(games.flatMap((g) => (g.review ? [g.review.corpus] : [])), 'the corpus'), ...reviewExactLines(games.flatMap((g) => (g.review ? [g.review.atStake] : [])), 'the at-stake corpus')] : []),
  ].join('\n');
}

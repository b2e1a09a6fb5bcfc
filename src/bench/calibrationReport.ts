/**
 * The figures of a calibration measurement (`nautilab bench --calibration`, docs/analysis-spec.md,
 * *Calibration*): predicted win probabilities of the seat to act against who won, as a reliability
 * table by tenths, the Brier score beside the no-skill baseline (the base rate's Brier), each for
 * the whole game and its opening, middle and last third, and the median absolute change of a
 * seat's prediction between its consecutive decisions.
 *
 * Decisions of one game share its outcome, so they are not independent: every interval here is the
 * wider of the usual one (Wilson for a rate) and a by-game (cluster-robust) normal interval, which
 * treats each game, not each decision, as the unit that was drawn.
 */
import { Z95, round, wilson } from '../analysis/stats.js';

/** One judged decision: what was predicted for the seat to act, and what it got. */
export interface ScoredDecision {
  /** The game (its cluster): decisions with the same key come from the same game. */
  game: string;
  seat: number;
  /** The decision's index among the game's decisions with a choice (0 first), and how many the game had. */
  index: number;
  of: number;
  /** Predicted win probability of the seat to act (0..1). */
  p: number;
  /** The seat's win share in the end (1 a win, 0 a loss, 1/k a k-way tie). */
  outcome: number;
  /** What a fit to outcomes may read besides p (`FitInputs`, src/analysis/calibration.ts): the root's mean win probability, the best action's mean margin, the game's round. */
  mean?: number;
  margin?: number;
  round?: number;
}

/** The goals of issue 42 (docs/analysis-spec.md, *Calibration*). */
export const CALIBRATION_GOALS = {
  /** A tenth with at least this many decisions is judged… */
  binDecisions: 100,
  /** …and meets the goal when its mean prediction is within this of its observed rate. */
  binGap: 0.05,
  /** The median change of a seat's prediction between its consecutive decisions, at most. */
  medianChange: 0.05,
} as const;

/** One tenth of the reliability table. */
export interface ReliabilityRow {
  /** Predictions in [from, to) (the last tenth includes 1). */
  from: number;
  to: number;
  count: number;
  /** Games the tenth's decisions come from. */
  games: number;
  meanPredicted: number | null;
  observedRate: number | null;
  /** 95% interval of the observed rate: the wider of Wilson's and the by-game interval. */
  observed95: [number, number];
  /** Mean predicted less observed rate. */
  gap: number | null;
  /** Judged (at least `binDecisions` decisions) and within `binGap`: true; judged and not: false; too few: null. */
  meetsGoal: boolean | null;
}

/** Brier score against the base rate's, for one slice of the decisions. */
export interface BrierFigures {
  decisions: number;
  games: number;
  /** Null, as every figure below, for a slice without decisions (nothing to score). */
  brier: number | null;
  /** The mean outcome of the slice, and the Brier score of predicting it everywhere (no skill). */
  baseRate: number | null;
  baselineBrier: number | null;
  /** Brier less baseline (negative: better than no skill), with its by-game 95% interval (null with fewer than two games). */
  difference: number | null;
  difference95: [number, number] | null;
  /** 1 - brier / baseline. */
  skill: number | null;
}

/** The figures of one slice (the whole game, or one of its thirds). */
export interface SliceFigures extends BrierFigures {
  reliability: ReliabilityRow[];
}

export const THIRDS = ['opening', 'middle', 'last'] as const;
export type Third = (typeof THIRDS)[number];

/** Every figure of one game's decisions. */
export interface CalibrationFigures {
  all: SliceFigures;
  thirds: Record<Third, SliceFigures>;
  /** Absolute changes of a seat's prediction between two of its consecutive decisions (both judged). */
  change: { pairs: number; median: number | null; quartiles: [number, number] | null };
  goals: {
    /** Every judged tenth within the gap (null when no tenth has enough decisions). */
    reliability: boolean | null;
    /** Brier below the baseline in every third (null when a third has no decisions). */
    brier: boolean | null;
    medianChange: boolean | null;
  };
}

/** The third of the game a decision falls in, by its index among the game's decisions. */
export function thirdOf(index: number, of: number): Third {
  return THIRDS[Math.min(2, Math.floor((3 * index) / Math.max(1, of)))]!;
}

/** The tenth a prediction falls in (0..9; 1 in the last). */
export const tenthOf = (p: number): number => Math.min(9, Math.max(0, Math.floor(p * 10)));

/**
 * The by-game 95% interval of a mean over decisions grouped in games (a cluster-robust normal
 * interval: the variance of the mean from the games' summed residuals, with the G/(G-1)
 * correction); null with fewer than two games.
 */
export function clusteredInterval(values: readonly number[], clusters: readonly string[]): [number, number] | null {
  const n = values.length;
  if (!n) return null;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sums = new Map<string, number>();
  for (let i = 0; i < n; i++) sums.set(clusters[i]!, (sums.get(clusters[i]!) ?? 0) + values[i]! - mean);
  const g = sums.size;
  if (g < 2) return null;
  let s = 0;
  for (const r of sums.values()) s += r * r;
  const half = Z95 * Math.sqrt(((g / (g - 1)) * s) / (n * n));
  return [mean - half, mean + half];
}

const games = (ds: readonly ScoredDecision[]): number => new Set(ds.map((d) => d.game)).size;

/** The reliability table by tenths. */
export function reliabilityTable(decisions: readonly ScoredDecision[]): ReliabilityRow[] {
  return Array.from({ length: 10 }, (_, k) => {
    const ds = decisions.filter((d) => tenthOf(d.p) === k);
    const count = ds.length;
    const row: ReliabilityRow = { from: k / 10, to: (k + 1) / 10, count, games: games(ds), meanPredicted: null, observedRate: null, observed95: [0, 1], gap: null, meetsGoal: null };
    if (!count) return row;
    const mean = ds.reduce((a, d) => a + d.p, 0) / count;
    const rate = ds.reduce((a, d) => a + d.outcome, 0) / count;
    const w = wilson(rate, count);
    const c = clusteredInterval(
      ds.map((d) => d.outcome),
      ds.map((d) => d.game),
    ) ?? [0, 1];
    const interval: [number, number] = [Math.max(0, Math.min(w[0], c[0])), Math.min(1, Math.max(w[1], c[1]))];
    const gap = mean - rate;
    return {
      ...row,
      meanPredicted: round(mean),
      observedRate: round(rate),
      observed95: [round(interval[0]), round(interval[1])],
      gap: round(gap),
      meetsGoal: count >= CALIBRATION_GOALS.binDecisions ? Math.abs(gap) <= CALIBRATION_GOALS.binGap : null,
    };
  });
}

/** The Brier score of a slice beside its base rate's. */
export function brierFigures(decisions: readonly ScoredDecision[]): BrierFigures {
  const n = decisions.length;
  if (!n) return { decisions: 0, games: 0, brier: null, baseRate: null, baselineBrier: null, difference: null, difference95: null, skill: null };
  const base = decisions.reduce((a, d) => a + d.outcome, 0) / n;
  const diffs = decisions.map((d) => (d.p - d.outcome) ** 2 - (base - d.outcome) ** 2);
  const brier = decisions.reduce((a, d) => a + (d.p - d.outcome) ** 2, 0) / n;
  const baseline = decisions.reduce((a, d) => a + (base - d.outcome) ** 2, 0) / n;
  const difference = brier - baseline;
  const c = clusteredInterval(
    diffs,
    decisions.map((d) => d.game),
  );
  return {
    decisions: n,
    games: games(decisions),
    brier: round(brier),
    baseRate: round(base),
    baselineBrier: round(baseline),
    difference: round(difference),
    difference95: c ? [round(c[0]), round(c[1])] : null,
    skill: baseline > 0 ? round(1 - brier / baseline) : 0,
  };
}

/** The median and quartiles of a list (linear interpolation between order statistics). */
export function quantiles(values: readonly number[]): { median: number; quartiles: [number, number] } | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number): number => {
    const x = q * (s.length - 1);
    const i = Math.floor(x);
    return s[i]! + (s[Math.min(i + 1, s.length - 1)]! - s[i]!) * (x - i);
  };
  return { median: round(at(0.5)), quartiles: [round(at(0.25)), round(at(0.75))] };
}

/** Changes of a seat's prediction between two of its consecutive decisions (by index within the game), where both were judged. */
export function consecutiveChanges(decisions: readonly ScoredDecision[], consecutive: (a: ScoredDecision, b: ScoredDecision) => boolean): number[] {
  const bySeat = new Map<string, ScoredDecision[]>();
  for (const d of decisions) {
    const key = `${d.game}\n${d.seat}`;
    const list = bySeat.get(key) ?? [];
    list.push(d);
    bySeat.set(key, list);
  }
  const out: number[] = [];
  for (const list of bySeat.values()) {
    list.sort((a, b) => a.index - b.index);
    for (let i = 1; i < list.length; i++) if (consecutive(list[i - 1]!, list[i]!)) out.push(Math.abs(list[i]!.p - list[i - 1]!.p));
  }
  return out;
}

/**
 * Every figure of a set of decisions. `consecutive` says whether two judged decisions of one seat
 * (the first earlier) are consecutive decisions of that seat in its game (no decision of the seat
 * with a choice between them).
 */
export function calibrationFigures(decisions: readonly ScoredDecision[], consecutive: (a: ScoredDecision, b: ScoredDecision) => boolean): CalibrationFigures {
  const slice = (ds: readonly ScoredDecision[]): SliceFigures => ({ ...brierFigures(ds), reliability: reliabilityTable(ds) });
  const thirds = Object.fromEntries(THIRDS.map((t) => [t, slice(decisions.filter((d) => thirdOf(d.index, d.of) === t))])) as Record<Third, SliceFigures>;
  const changes = consecutiveChanges(decisions, consecutive);
  const q = quantiles(changes);
  const all = slice(decisions);
  const judged = all.reliability.filter((r) => r.meetsGoal !== null);
  return {
    all,
    thirds,
    change: { pairs: changes.length, median: q?.median ?? null, quartiles: q?.quartiles ?? null },
    goals: {
      reliability: judged.length ? judged.every((r) => r.meetsGoal) : null,
      // a third without decisions leaves the goal unjudged, not missed
      brier: THIRDS.some((t) => thirds[t].decisions === 0) ? null : THIRDS.every((t) => thirds[t].brier! < thirds[t].baselineBrier!),
      medianChange: q ? q.median <= CALIBRATION_GOALS.medianChange : null,
    },
  };
}

/** A probability as points with one decimal ("52.3"). */
const pts = (x: number): string => (100 * x).toFixed(1);

/** One slice's reliability table as text lines. */
export function reliabilityLines(rows: readonly ReliabilityRow[]): string[] {
  const head = `  ${'tenth'.padEnd(10)}${'count'.padStart(6)}${'games'.padStart(7)}${'predicted'.padStart(11)}  ${'observed [95%]'.padEnd(22)}${'gap'.padStart(7)}`;
  return [
    head,
    ...rows
      .filter((r) => r.count > 0)
      .map((r) => {
        const mark = r.meetsGoal === null ? '' : r.meetsGoal ? '  ok' : '  OFF';
        return `  ${`${pts(r.from)}-${pts(r.to)}`.padEnd(10)}${String(r.count).padStart(6)}${String(r.games).padStart(7)}${pts(r.meanPredicted!).padStart(11)}  ${`${pts(r.observedRate!)} [${pts(r.observed95[0])}-${pts(r.observed95[1])}]`.padEnd(22)}${(r.gap! >= 0 ? '+' : '') + pts(r.gap!)}${mark}`.replace(/(\S)(\s+)$/, '$1');
      }),
  ];
}

/** The figures of one game as text: Brier beside the baseline per third, the reliability tables, the median change and the goals. */
export function figuresLines(f: CalibrationFigures): string[] {
  const brier = (s: BrierFigures): string =>
    s.brier === null ? '(none to score)' : `${s.brier.toFixed(3)} vs ${s.baselineBrier!.toFixed(3)} (skill ${s.skill! >= 0 ? '+' : ''}${s.skill!.toFixed(2)}, difference ${s.difference!.toFixed(3)} ${s.difference95 ? `[${s.difference95[0].toFixed(3)}, ${s.difference95[1].toFixed(3)}]` : '[one game: no interval]'})`;
  const yes = (b: boolean | null): string => (b === null ? 'not judged' : b ? 'met' : 'NOT met');
  return [
    `  Brier against the base rate's (no skill), by-game 95% interval of the difference:`,
    `    ${'all'.padEnd(8)} ${String(f.all.decisions).padStart(5)} decisions  ${brier(f.all)}`,
    ...THIRDS.map((t) => `    ${t.padEnd(8)} ${String(f.thirds[t].decisions).padStart(5)} decisions  ${brier(f.thirds[t])}`),
    `  reliability, all decisions (ok / OFF: a tenth of ${CALIBRATION_GOALS.binDecisions}+ decisions within ${pts(CALIBRATION_GOALS.binGap)} points or not):`,
    ...reliabilityLines(f.all.reliability),
    ...THIRDS.flatMap((t) => [`  reliability, ${t} third:`, ...reliabilityLines(f.thirds[t].reliability)]),
    `  change of a seat's win probability between its consecutive decisions: median ${f.change.median === null ? '-' : pts(f.change.median)} points (quartiles ${f.change.quartiles ? f.change.quartiles.map(pts).join('-') : '-'}) over ${f.change.pairs} pairs`,
    `  goals: every tenth of ${CALIBRATION_GOALS.binDecisions}+ decisions within ${pts(CALIBRATION_GOALS.binGap)} points ${yes(f.goals.reliability)}; Brier below the baseline in every third ${yes(f.goals.brier)}; median change at most ${pts(CALIBRATION_GOALS.medianChange)} points ${yes(f.goals.medianChange)}`,
  ];
}

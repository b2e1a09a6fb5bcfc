/**
 * The review of a whole game (docs/cli.md, "Reviewing a game"): for every decision, what the mover
 * could expect before it, what the action it played was worth, the best action and its worth, and a
 * mark where the loss is shown to be large. Each decision is judged from what its mover knew then:
 * every number comes from the mover's observation before the decision (observation mode), never
 * from the true position, so a review reads no other seat's hidden state and counts no luck of a draw.
 *
 * Per decision with a choice (more than one legal action):
 * - Within the exact solver's reach (`exactAnalysis`, observation mode: the determinizations of the
 *   mover's observation solved exactly, as Explore shows them), every number is exact: `best` the
 *   first exactly optimal action, `winAfter` and `bestWin` their exact win shares; `basis: 'exact'`.
 * - Elsewhere (`basis: 'samples'`): `best` is the best of the analysis of the position before
 *   (`analyze`, observation mode, the mover's view, the ranking rule of the document); `winAfter`
 *   and `bestWin` are the mover's win share over samples that draw a position from the mover's
 *   observation before, play the action (the played one, the best one) and the mover's continuation
 *   while its turn goes on (its own search's choices there: `moverLine`), and go on with the
 *   analysis's own search for every seat (a tree to the game's end: each seat chooses by UCB on its
 *   own win share, never the playout policy standing in for a seat's choices in the tree). The two
 *   measurements are paired: sample k of each draws the same deal and dice (`ShardSpec.paired`).
 * - An action after which the mover sees something hidden before a choice of its own with the same
 *   legal actions whatever it saw (a sonar ping, a drawn card: `revealAt`) is worth more than those
 *   samples say: the search's tree is keyed by actions, so its choice there cannot depend on what
 *   was seen. Its value is then a lower bound, and an optimistic one is measured beside it (per
 *   sample, the best of the search's few most tried choices there, as if the mover saw the sample):
 *   a mark needs the loss shown against the optimistic value, soundness against the lower one
 *   (`verdictOf`'s two series); `reveals` and `bestReveals` say so.
 * - `loss` = max(0, bestWin − winAfter). A mark needs the loss past its threshold with 95%
 *   confidence on the paired samples (the rule of the ranking: `probabilityOfSums`); a loss shown
 *   below the inaccuracy threshold with 95% confidence is `sound`; anything else is `unclear`, not judged.
 * - A mark of that first look stands only if a longer look shows it too: the played action and the
 *   best measured again on `confirm` samples (10/3 as many) of other seeds, whose numbers the
 *   decision then carries (`rechecked`): the 95% rule guards against noise, the longer look against
 *   the search's bias at a small budget.
 * A decision with one legal action (an only move) is listed, unanalysed and unmarked.
 * Every seed derives from (seed, ply): a decision's numbers do not depend on who computed it.
 */
import type { AnyGame } from '../core/game.js';
import { err, ok, type PathError, type Result } from '../core/result.js';
import { Rng } from '../core/rng.js';
import { analyze, searchModel, type AnalysisOptions } from './analyze.js';
import { EXACT_DETERMINIZATIONS, exactDeals, type ExactDeals } from './exact/exact.js';
import { compareValue } from './exact/solve.js';
import { probabilityOfSums, RANKING } from './ranking.js';
import { sampleSeed, searchTree, shardSeed } from './search.js';
import { round, Z95_ONE_SIDED } from './stats.js';

/** A mark on a decision, by the win probability it lost. */
export type Mark = 'inaccuracy' | 'mistake' | 'blunder';
export const MARKS: readonly Mark[] = ['inaccuracy', 'mistake', 'blunder'];

/** Loss of win probability (0..1) from which a decision is marked (lichess's 10/20/30 points). */
export const MARK_THRESHOLDS: Readonly<Record<Mark, number>> = { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 };

/** Default budget: samples per analysis (three analyses a decision), and the seed. */
export const REVIEW_DEFAULTS = { iterations: 300, seed: 1 } as const;

/**
 * The longer look a mark must hold at, as a multiple of the review's samples (300 → 1,000): a mark
 * of the first look is measured again on this many samples of other seeds, and stands only if that
 * look shows it too (as GNU Backgammon re-evaluates its candidates at a deeper ply). The 95% rule
 * guards against the samples' noise, not against the search's bias at a small budget: on the duel's
 * at-stake corpus 18 exactly optimal actions whose value needs no hidden card were marked at 300
 * samples alone, 9 with the longer look (docs/analysis-spec.md, *Review*).
 */
export const CONFIRM_FACTOR = 10 / 3;

/**
 * Seed indices of the two looks' value measurements (`shardSeed(seed, index)`, `seed` the
 * decision's): beyond the index of any shard of the analysis of the position before (shard i is
 * seeded `shardSeed(seed, i)`, and no analysis has 2^30 shards), so a look never measures on the
 * deals and dice that chose `best` (a winner's curse: they favour it).
 */
export const LOOK_SEEDS = { first: 2 ** 30, longer: 2 ** 30 + 1 } as const;

/** Samples of the longer look of a review of `iterations` samples (`CONFIRM_FACTOR`). */
export function confirmSamples(iterations: number): number {
  return Math.round(iterations * CONFIRM_FACTOR);
}

/** The longer look's samples of a review's settings: 0 when there is none (a look no longer than the first). */
export function confirmOf(options: ReviewOptions): number {
  const iterations = options.iterations ?? REVIEW_DEFAULTS.iterations;
  const confirm = options.confirm ?? confirmSamples(iterations);
  return confirm > iterations ? confirm : 0;
}

/** How sure a verdict must be: a mark needs the loss past its threshold with this probability on paired samples (the ranking's `switchProbability`). */
export const REVIEW_CONFIDENCE = RANKING.switchProbability;

/** Its one-sided normal quantile (the loss's bounds). */
const Z = Z95_ONE_SIDED;

/** What the review could show of a decision: a loss past a threshold (`marked`), a loss below the first threshold (`sound`), or neither (`unclear`). */
export type Verdict = 'sound' | 'marked' | 'unclear';

/** The review's settings. */
export interface ReviewOptions {
  /** Samples of each analysis of a decision (default 300). */
  iterations?: number;
  seed?: number;
  /** Use exact values where the exact solver reaches (default true); false judges by samples alone (to measure them against the exact values). */
  exact?: boolean;
  /** Samples of the longer look a mark must hold at (default `confirmSamples(iterations)`); a value not above `iterations` turns it off. */
  confirm?: number;
}

/** One decision of the game, reviewed. */
export interface ReviewDecision {
  /** Index of the action in the record (0 = the first action). */
  ply: number;
  seat: number;
  action: string;
  /** Legal actions the mover had. */
  legal: number;
  onlyMove: boolean;
  /** The analysis's best action (null for an only move). */
  best: string | null;
  /** The mover's win probability before the decision: `bestWin` (the position is worth its best action). */
  winBefore: number | null;
  /** The analysis of the position before: its own win probability for the mover (the samples its tree gave `best`). */
  analysisWin: number | null;
  /** The mover's win probability after the played action, as the mover could know it then. */
  winAfter: number | null;
  /** The mover's win probability after the best action, measured as `winAfter` is. */
  bestWin: number | null;
  /** max(0, bestWin − winAfter). */
  loss: number | null;
  mark: Mark | null;
  /** Samples behind each of `winBefore`, `winAfter` and `bestWin` (0 when exact; the longer look's when `rechecked`). */
  samples: number;
  /** When exact: the deals (determinizations of the mover's observation, each solved exactly) the numbers average; null by samples or for an only move. */
  deals: number | null;
  /** The first look marked the action and the longer look (`ReviewOptions.confirm`) measured it again: every number is the longer look's, and the mark stands only if it shows it too; false when it was not looked at again (no mark, or no longer look); null when exact or an only move. */
  rechecked: boolean | null;
  /** What the review could show (null for an only move): a mark, a sound decision, or unclear. */
  verdict: Verdict | null;
  /** Where the numbers come from: the exact solver (observation mode), or paired samples; null for an only move. */
  basis: 'exact' | 'samples' | null;
  /** One-sided 95% bounds of the loss on the paired samples, or on the deals when exact (`verdictOf`); null for an only move. */
  lossBounds: [number, number] | null;
  /**
   * The played action shows the mover hidden information before a choice of its own that a search
   * keyed by actions cannot make depend on it (by samples; null when exact or an only move): its
   * sampled value `winAfter` is a lower bound, and a mark needs the loss shown against an optimistic
   * value of it (`ActionValue.upper`).
   */
  reveals: boolean | null;
  /** The same of `best`: its sampled value is a lower bound, so a loss against it is at most what is shown. */
  bestReveals: boolean | null;
  /** The mover's continuation after the played action that its value was measured with (its own next actions this turn, chosen by the search; empty when the turn passes; null when exact or an only move). */
  continuation: string[] | null;
}

/** One seat's summary. */
export interface ReviewSeatSummary {
  seat: number;
  /** Decisions with a choice (only moves not counted). */
  decisions: number;
  marks: Record<Mark, number>;
  /** Decisions whose verdict is unclear (neither a mark nor sound could be shown). */
  unclear: number;
  /** Mean `loss` over its decisions with a choice (null when it had none). */
  meanLoss: number | null;
}

/** The review document (`nautilab review --json`). */
export interface ReviewDocument {
  game: string;
  seats: number;
  /** The seat reviewed, or null for every seat. */
  seat: number | null;
  mode: 'observation';
  iterations: number;
  /** Samples of the longer look a mark must hold at (`confirmOf`: 0 when there is none). */
  confirm: number;
  seed: number;
  thresholds: Record<Mark, number>;
  decisions: ReviewDecision[];
  summary: ReviewSeatSummary[];
}

/** The mark of a loss of win probability, or null below the inaccuracy threshold. */
export function markOf(loss: number): Mark | null {
  for (const m of [...MARKS].reverse()) if (loss >= MARK_THRESHOLDS[m] - 1e-9) return m;
  return null;
}

/** A game to review: its game, the initial position, and every action as played. */
export interface ReviewGame {
  game: AnyGame;
  initial: unknown;
  actions: string[];
}

/** Plays the record's actions from its initial position: every position before each action, and the final one; an illegal action is an error at `$.actions[i]`. */
export function replayRecord(g: ReviewGame, path = '$.actions'): Result<unknown[], PathError> {
  const positions: unknown[] = [g.initial];
  let p = g.initial;
  for (let i = 0; i < g.actions.length; i++) {
    const at = `${path}[${i}]`;
    const text = g.actions[i];
    if (typeof text !== 'string') return err({ path: at, code: 'badAction', message: 'an action is a string of notation' });
    if (g.game.isOver(p)) return err({ path: at, code: 'afterEnd', message: `'${text.slice(0, 80)}' comes after the game ended` });
    const parsed = g.game.parseAction(text);
    if (!parsed.ok) return err({ path: at, code: parsed.error.code, message: `'${text.slice(0, 80)}': ${parsed.error.message}` });
    const next = g.game.play(p, parsed.value);
    if (!next.ok) return err({ path: at, code: next.error.code, message: `'${text.slice(0, 80)}' is not legal here: ${next.error.message}` });
    p = next.value;
    positions.push(p);
  }
  return ok(positions);
}

/** The decisions of a replayed game (of one seat, or all): ply, mover and action. */
export function decisionsOf(game: AnyGame, positions: readonly unknown[], actions: readonly string[], seat: number | null = null): { ply: number; seat: number; action: string }[] {
  const out: { ply: number; seat: number; action: string }[] = [];
  for (let ply = 0; ply < actions.length; ply++) {
    const mover = game.toAct(positions[ply]) as number;
    if (seat === null || mover === seat) out.push({ ply, seat: mover, action: actions[ply]! });
  }
  return out;
}

/** The analysis a review runs on the position before a decision (observation mode, the mover's view, a tree to the game's end). */
export function reviewAnalysisOptions(seat: number, iterations: number, seed: number): AnalysisOptions {
  return { viewpoint: seat, mode: 'observation', iterations, seed, exact: false, tree: 'game', views: true };
}

/** Determinizations compared to tell whether an action shows the mover hidden information (`revealsToMover`). */
export const REVEAL_DEALS = 16;

/** A sampler: positions drawn from the mover's observation, with `line` played (an action of the line illegal in a sample ends the line there). */
function lineSampler(game: AnyGame, observation: unknown, line: readonly string[]): (rng: Rng) => unknown {
  const parsed = line.map((a) => {
    const r = game.parseAction(a);
    if (!r.ok) throw new RangeError(`cannot value '${a}': ${r.error.message}`);
    return r.value;
  });
  return (rng) => {
    let p = game.determinize(observation, rng);
    for (const a of parsed) {
      const next = game.play(p, a);
      if (!next.ok) break;
      p = next.value;
    }
    return p;
  };
}

/**
 * Where the mover, along `line` (its action and continuation), is first left to act with the same
 * legal actions (two or more: a forced action depends on nothing) but an observation that differs
 * between determinizations of its observation before: the length of that prefix of the line, or 0.
 * It has then seen something hidden (a sonar ping, a card it drew) that the next choice of a search
 * keyed by actions cannot depend on (what changes the legal actions, a recovered tile's choices, is
 * told apart by them).
 */
export function revealAt(game: AnyGame, before: unknown, seat: number, line: readonly string[], seed: number): number {
  const observation = game.observe(before, seat);
  for (let length = 1; length <= line.length; length++) {
    const sample = lineSampler(game, observation, line.slice(0, length));
    // per set of legal actions, the first observation met
    const seenWith = new Map<string, string>();
    for (let i = 0; i < REVEAL_DEALS; i++) {
      const p = sample(Rng.fromSeed(shardSeed(seed, 100 + i)));
      if (game.toAct(p) !== seat) break;
      const legal = game.legalActions(p);
      if (legal.length < 2) continue;
      const choices = legal.map((a: unknown) => game.makeAction(a)).join('\n');
      const seen = JSON.stringify(game.observe(p, seat));
      const first = seenWith.get(choices);
      if (first === undefined) seenWith.set(choices, seen);
      else if (seen !== first) return length;
    }
  }
  return 0;
}

/** Whether `line` shows the mover hidden information before a choice of its own (`revealAt`). */
export function revealsToMover(game: AnyGame, before: unknown, seat: number, line: readonly string[], seed: number): boolean {
  return revealAt(game, before, seat, line, seed) > 0;
}

/** At most this many of the mover's own next actions are chosen after an action that leaves it to act (`moverLine`). */
export const CONTINUATION_DEPTH = 4;

/**
 * The exploration constant of the search that chooses the mover's continuation (`moverLine`), four
 * times the analysis's 0.5. The choice is the most sampled action of some 50 moves in 300–1,000
 * samples: at 0.5, a winning move whose first 10 samples went badly was never tried again (Nautilus
 * at-stake entry 198, `sonar 2:0` marked a blunder though exactly optimal); at 2 it is
 * (analysis-spec, *Review*).
 */
export const CONTINUATION_EXPLORATION = 2;

/** How many of the search's most tried choices the optimistic value of a revealing action takes the best of (`ActionValue.upper`). */
export const REVEAL_CHOICES = 4;

/**
 * The mover's line from `action`: the action, then while the mover is still to act (its turn goes
 * on) the action a search of that position plays (its most sampled root child; a tree to the game's
 * end, samples of the mover's observation before, a seed of its own), up to `CONTINUATION_DEPTH`;
 * and at each of those decisions the search's `REVEAL_CHOICES` most sampled actions.
 */
export function moverLine(game: AnyGame, before: unknown, seat: number, action: string, iterations: number, seed: number): { line: string[]; choices: string[][] } {
  const observation = game.observe(before, seat);
  const line = [action];
  const choices: string[][] = [];
  const model = searchModel(game, game.seats(before));
  for (let depth = 0; depth < CONTINUATION_DEPTH; depth++) {
    const sample = lineSampler(game, observation, line);
    // who acts is public: any sample says it
    if (game.toAct(sample(Rng.fromSeed(seed))) !== seat) break;
    const root = searchTree({ model, sample, viewpoint: seat, actor: seat, iterations, seed: shardSeed(seed, 2 + depth), horizon: 'end', exploration: CONTINUATION_EXPLORATION, tree: 'game', prune: false, views: true });
    const tried = [...root.children].filter(([, c]) => c.n > 0).sort((a, b) => b[1].n - a[1].n);
    if (!tried.length) break;
    choices.push(tried.slice(0, REVEAL_CHOICES).map(([a]) => a));
    line.push(tried[0]![0]);
  }
  return { line, choices };
}

/** The value after an action (`actionValue`). */
export interface ActionValue {
  /** The mover's mean win share over the samples. */
  win: number;
  samples: number;
  /** Sample k's win share for the mover (paired across actions). */
  wins: number[];
  /** The action, then the mover's own next actions its search chose while it was still to act (its turn goes on). */
  line: string[];
  /** The line shows the mover hidden information before a choice of its own (`revealAt`): `wins` are then a lower bound. */
  reveals: boolean;
  /**
   * Per sample, an optimistic value: where the line reveals, the best in that sample of the line
   * itself and of the search's `REVEAL_CHOICES` most tried choices at the decision after the reveal
   * (each played on by the playout policy), as if the mover saw the sample's hidden state; else `wins`.
   */
  upper: number[];
}

/**
 * The mover's win share after `action`, as the mover knew the position before: samples draw a
 * position from the mover's observation, play the action and the mover's continuation
 * (`moverLine`: while its turn goes on, the choices of its own search there) and go on with the
 * analysis's search for every seat (a tree to the game's end). Without the continuation the value
 * would be the search's mean over every next action it tried, bad ones included: a Nautilus sonar
 * before some 70 possible moves measured 0.3 points below the move it leads to. Sample k draws the
 * same deal and dice for any action (the same `seed`), so two actions' samples pair.
 */
export function actionValue(game: AnyGame, before: unknown, seat: number, action: string, iterations: number, seed: number): ActionValue {
  const observation = game.observe(before, seat);
  const { line, choices } = moverLine(game, before, seat, action, iterations, seed);
  const model = searchModel(game, game.seats(before));
  const wins: number[] = [];
  const sample = lineSampler(game, observation, line);
  searchTree({ model, sample, viewpoint: seat, actor: seat, iterations, seed, horizon: 'end', exploration: 0.5, tree: 'game', prune: false, views: true, paired: (_, win) => wins.push(win[seat]!) });
  const at = revealAt(game, before, seat, line, seed);
  let upper = wins;
  if (at > 0) {
    const options = choices[at - 1];
    // no search chose there (the line stopped): nothing bounds the value but 1
    upper = wins.map(() => 1);
    if (options) {
      upper = [...wins];
      for (const option of options) {
        const play = lineSampler(game, observation, [...line.slice(0, at), option]);
        for (let k = 0; k < wins.length; k++) {
          const r = Rng.fromSeed(sampleSeed(seed, k));
          const p = play(r);
          const end = model.playouts.playout(p, Infinity, r.int(2 ** 31), 20_000, false);
          const w = end.winners.includes(seat) ? 1 / end.winners.length : 0;
          if (w > upper[k]!) upper[k] = w;
        }
      }
    }
  }
  return { win: wins.length ? wins.reduce((s, w) => s + w, 0) / wins.length : 0, samples: wins.length, wins, line, reveals: at > 0, upper };
}

/**
 * The verdict on paired losses (best less played, per sample): the highest threshold passed with
 * `REVIEW_CONFIDENCE`, sound when the loss is below the first with it, else unclear; and the loss's
 * one-sided bounds. Where a value is only a lower bound (`ActionValue.reveals`), the losses that can
 * show a mark (`low`: the best's lower value less the played's optimistic one) differ from those that
 * can show it sound (`high`: the best's optimistic value less the played's lower one); the bounds are
 * the lower one of `low` and the upper one of `high`. (Exact values over a few deals: `dealsVerdictOf`.)
 */
export function verdictOf(low: readonly number[], high: readonly number[] = low): { mark: Mark | null; verdict: Verdict; bounds: [number, number] } {
  const sums = (xs: readonly number[]) => {
    let sum = 0;
    let sum2 = 0;
    for (const d of xs) {
      sum += d;
      sum2 += d * d;
    }
    const n = xs.length;
    const mean = n ? sum / n : 0;
    // P(loss > t) on the paired samples: the ranking's normal approximation, of the losses less t
    const beyond = (t: number): number => probabilityOfSums(n, sum - n * t, sum2 - 2 * t * sum + n * t * t) ?? 0.5;
    const se = n > 1 ? Math.sqrt(Math.max(0, sum2 - (sum * sum) / n) / (n - 1) / n) : Infinity;
    return { beyond, low: mean - Z * se, high: mean + Z * se };
  };
  const lo = sums(low);
  const hi = high === low ? lo : sums(high);
  let mark: Mark | null = null;
  for (const m of MARKS) if (lo.beyond(MARK_THRESHOLDS[m]) >= REVIEW_CONFIDENCE) mark = m;
  const sound = mark === null && 1 - hi.beyond(MARK_THRESHOLDS.inaccuracy) >= REVIEW_CONFIDENCE;
  const bounds: [number, number] = [round(Math.max(0, lo.low)), round(Math.min(1, Math.max(0, hi.high)))];
  return { mark, verdict: mark ? 'marked' : sound ? 'sound' : 'unclear', bounds };
}

/**
 * Deals the review's exact part solves: first 16, then twice as many while a decision's verdict is
 * unclear or its mark could still rise a level, up to `most` (`exactDecision`).
 */
export const REVIEW_EXACT_DEALS = { first: EXACT_DETERMINIZATIONS, most: 128 } as const;

/** The verdict of the best action itself by samples: nothing lost against it. */
const AS_BEST = { mark: null, verdict: 'sound', bounds: [0, 0] } as const satisfies ReturnType<typeof verdictOf>;

/**
 * One-sided 95% bounds of a mean loss over `n` deals (each loss in [−1, 1]), safe for a few deals:
 * the normal approximation's, widened to at least the rule of three's (with 95%, fewer than a share
 * q = 1 − 0.05^(1/n) of all deals would differ from what these show, each by as much as a loss
 * can). So 16 deals that lose nothing do not show a loss below 0.1 (q = 0.17), 32 do (0.089); one
 * deal of 16 that differs does not make the rest look surer than none.
 */
export function dealsBounds(losses: readonly number[]): [number, number] {
  const n = losses.length;
  if (!n) return [-1, 1];
  let sum = 0;
  let sum2 = 0;
  for (const d of losses) {
    sum += d;
    sum2 += d * d;
  }
  const mean = sum / n;
  const se = n > 1 ? Math.sqrt(Math.max(0, sum2 - (sum * sum) / n) / (n - 1) / n) : Infinity;
  const q = 1 - (1 - REVIEW_CONFIDENCE) ** (1 / n);
  return [Math.min(mean - Z * se, mean - q * (mean + 1)), Math.max(mean + Z * se, mean + q * (1 - mean))];
}

/**
 * The verdict on exact values over deals: `toBest` are the per-deal losses against the best (the
 * first action optimal over the deals; null when that is the action played), `toEach` those
 * against every other legal action. A mark is the
 * highest threshold the loss against the best passes with 95% (`dealsBounds`); sound when no action
 * is shown to win 0.1 more with 95% either (the best over a few deals may not be the best: the
 * action played is judged against each), else unclear. The bounds: the lower against the best, the
 * highest upper against any action.
 */
export function dealsVerdictOf(toBest: readonly number[] | null, toEach: readonly (readonly number[])[]): { mark: Mark | null; verdict: Verdict; bounds: [number, number] } {
  let [low, high] = toBest ? dealsBounds(toBest) : [0, 0];
  for (const losses of toEach) high = Math.max(high, dealsBounds(losses)[1]);
  let mark: Mark | null = null;
  for (const m of MARKS) if (low >= MARK_THRESHOLDS[m]) mark = m;
  const sound = mark === null && high < MARK_THRESHOLDS.inaccuracy;
  return { mark, verdict: mark ? 'marked' : sound ? 'sound' : 'unclear', bounds: [round(Math.max(0, low)), round(Math.min(1, Math.max(0, high)))] };
}

/** Whether more deals could change an exact verdict: unclear, or a mark whose loss may pass the next threshold. */
function unsettled(judged: Pick<ReviewDecision, 'mark' | 'verdict' | 'lossBounds'>): boolean {
  if (judged.verdict === 'unclear') return true;
  if (judged.mark === null || judged.mark === 'blunder') return false;
  const next = MARKS[MARKS.indexOf(judged.mark) + 1]!;
  return judged.lossBounds![1] >= MARK_THRESHOLDS[next];
}

/**
 * A decision judged on the first `n` deals solved exactly: `best` the first action optimal for the
 * mover over them (its mean win share, then margin), each number their mean, and the verdict by
 * `dealsVerdictOf` on the per-deal losses (an exact value per deal; their mean over `n` deals is a
 * sample of the mover's uncertainty about the hidden state, so it gets bounds too).
 */
function exactDecision(rows: ExactDeals, n: number, seat: number, action: string): Pick<ReviewDecision, 'best' | 'winBefore' | 'winAfter' | 'bestWin' | 'loss' | 'mark' | 'verdict' | 'lossBounds' | 'deals'> {
  const deals = rows.deals.slice(0, n);
  const mean = (i: number): { win: number; margin: number } => {
    let win = 0;
    let margin = 0;
    for (const d of deals) {
      win += d[i]!.win[seat]!;
      margin += d[i]!.margin[seat]!;
    }
    return { win: win / deals.length, margin: margin / deals.length };
  };
  const means = rows.actions.map((_, i) => mean(i));
  let top = 0;
  for (let i = 1; i < means.length; i++) if (compareValue(means[i]!, means[top]!) > 0) top = i;
  const played = rows.actions.indexOf(action);
  const bestWin = round(means[top]!.win);
  const winAfter = round(means[played]!.win);
  const against = (i: number): number[] => deals.map((d) => d[i]!.win[seat]! - d[played]!.win[seat]!);
  const others = rows.actions.flatMap((_, i) => (i === played || i === top ? [] : [against(i)]));
  const judged = dealsVerdictOf(played === top ? null : against(top), others);
  return { best: rows.actions[top]!, winBefore: bestWin, winAfter, bestWin, loss: round(Math.max(0, bestWin - winAfter)), mark: judged.mark, verdict: judged.verdict, lossBounds: judged.bounds, deals: deals.length };
}

/** Reviews one decision: the mover at `before` played `action` (`ply` seeds it). */
export function reviewDecision(game: AnyGame, before: unknown, action: string, ply: number, options: ReviewOptions = {}): ReviewDecision {
  return reviewActions(game, before, [action], ply, options)[0]!;
}

/**
 * Reviews several actions the mover at `before` might have played, each as `reviewDecision` would
 * (the same seeds: one analysis of the position and one measurement of its best serve them all).
 */
export function reviewActions(game: AnyGame, before: unknown, actions: readonly string[], ply: number, options: ReviewOptions = {}): ReviewDecision[] {
  const iterations = options.iterations ?? REVIEW_DEFAULTS.iterations;
  const seed = shardSeed(options.seed ?? REVIEW_DEFAULTS.seed, ply);
  const seat = game.toAct(before) as number;
  const names = game.legalActions(before).map((a: unknown) => game.makeAction(a));
  const legal = names.length;
  const only = (action: string): ReviewDecision => ({ ply, seat, action, legal, onlyMove: true, best: null, winBefore: null, analysisWin: null, winAfter: null, bestWin: null, loss: null, mark: null, samples: 0, deals: null, rechecked: null, verdict: null, basis: null, lossBounds: null, reveals: null, bestReveals: null, continuation: null });
  if (legal <= 1) return actions.map(only);
  const rows = options.exact === false ? null : exactDeals(game, before, { viewpoint: seat, seed, deals: REVIEW_EXACT_DEALS.first });
  if (rows) {
    const solved = rows;
    // the first n deals, solving more as a verdict asks for them (the same deals whichever action
    // asked first); once a batch has a deal the solver cannot answer, no more for any action
    let most: number = REVIEW_EXACT_DEALS.most;
    const upTo = (n: number): boolean => {
      if (n > most) return false;
      if (solved.deals.length < n) {
        const more = exactDeals(game, before, { viewpoint: seat, seed, deals: n, from: solved });
        if (!more) {
          most = solved.deals.length;
          return false;
        }
        solved.deals = more.deals;
        solved.nodes = more.nodes;
      }
      return true;
    };
    return actions.map((action) => {
      if (!solved.actions.includes(action)) throw new RangeError(`'${action}' is not a legal action of the mover at ply ${ply}`);
      let n = REVIEW_EXACT_DEALS.first;
      let judged = exactDecision(solved, n, seat, action);
      while (unsettled(judged) && upTo(2 * n)) judged = exactDecision(solved, (n *= 2), seat, action);
      return { ...only(action), onlyMove: false, ...judged, analysisWin: judged.bestWin, basis: 'exact' };
    });
  }
  for (const action of actions) if (!names.includes(action)) throw new RangeError(`'${action}' is not a legal action of the mover at ply ${ply}`);
  const doc = analyze(game, before, reviewAnalysisOptions(seat, iterations, seed));
  // the document's best: the ranking rule (with its kept leader), never simply the most sampled
  const best = doc.actions.find((a) => a.best)!.action;
  const confirm = confirmOf(options);
  type Look = Pick<ReviewDecision, 'winBefore' | 'winAfter' | 'bestWin' | 'loss' | 'mark' | 'samples' | 'verdict' | 'lossBounds' | 'reveals' | 'bestReveals' | 'continuation'>;
  // one look: the best's value and the played action's, on `samples` samples of `valueSeed`
  const look = (samples: number, valueSeed: number): ((action: string) => Look) => {
    const bestValue = actionValue(game, before, seat, best, samples, valueSeed);
    return (action) => {
      const played = best === action ? bestValue : actionValue(game, before, seat, action, samples, valueSeed);
      const judged =
        best === action
          ? AS_BEST
          : verdictOf(
              bestValue.wins.map((w, k) => w - played.upper[k]!),
              bestValue.upper.map((w, k) => w - played.wins[k]!),
            );
      return {
        winBefore: round(bestValue.win),
        winAfter: round(played.win),
        bestWin: round(bestValue.win),
        loss: round(Math.max(0, round(bestValue.win) - round(played.win))),
        mark: judged.mark,
        samples,
        verdict: judged.verdict,
        lossBounds: judged.bounds,
        reveals: played.reveals,
        bestReveals: bestValue.reveals,
        continuation: played.line.slice(1),
      };
    };
  };
  const first = look(iterations, shardSeed(seed, LOOK_SEEDS.first));
  let longer: ((action: string) => Look) | null = null;
  return actions.map((action) => {
    let numbers = first(action);
    let rechecked = false;
    // a mark stands only if a longer look, on samples of its own, shows it too
    if (numbers.mark && confirm) {
      longer ??= look(confirm, shardSeed(seed, LOOK_SEEDS.longer));
      numbers = longer(action);
      rechecked = true;
    }
    return { ...only(action), onlyMove: false, best, analysisWin: doc.position.winProbability[seat]!, basis: 'samples', ...numbers, rechecked };
  });
}

/** Each seat's counts of marks and mean loss. */
export function reviewSummary(seats: number, decisions: readonly ReviewDecision[], only: number | null = null): ReviewSeatSummary[] {
  const out: ReviewSeatSummary[] = [];
  for (let seat = 0; seat < seats; seat++) {
    if (only !== null && seat !== only) continue;
    const mine = decisions.filter((d) => d.seat === seat && !d.onlyMove);
    const marks: Record<Mark, number> = { inaccuracy: 0, mistake: 0, blunder: 0 };
    for (const d of mine) if (d.mark) marks[d.mark]++;
    // a revealing action's loss is measured against a lower bound of its value: not a loss to average
    const measured = mine.filter((d) => !d.reveals);
    const loss = measured.reduce((s, d) => s + (d.loss ?? 0), 0);
    out.push({ seat, decisions: mine.length, marks, unclear: mine.filter((d) => d.verdict === 'unclear').length, meanLoss: measured.length ? round(loss / measured.length) : null });
  }
  return out;
}

/** Reviews a whole game (every seat, or `seat`); `progress` hears of each decision done. */
export function reviewGame(g: ReviewGame, options: ReviewOptions & { seat?: number | null; progress?: (done: number, total: number, d: ReviewDecision) => void } = {}): Result<ReviewDocument, PathError> {
  const replayed = replayRecord(g);
  if (!replayed.ok) return replayed;
  const positions = replayed.value;
  const seats = g.game.seats(g.initial);
  const seat = options.seat ?? null;
  const todo = decisionsOf(g.game, positions, g.actions, seat);
  const decisions: ReviewDecision[] = [];
  for (const t of todo) {
    const d = reviewDecision(g.game, positions[t.ply], t.action, t.ply, options);
    decisions.push(d);
    options.progress?.(decisions.length, todo.length, d);
  }
  return ok({
    game: g.game.id,
    seats,
    seat,
    mode: 'observation',
    iterations: options.iterations ?? REVIEW_DEFAULTS.iterations,
    confirm: confirmOf(options),
    seed: options.seed ?? REVIEW_DEFAULTS.seed,
    thresholds: { ...MARK_THRESHOLDS },
    decisions,
    summary: reviewSummary(seats, decisions, seat),
  });
}

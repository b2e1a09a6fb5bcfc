/**
 * Does the analysis's win probability mean what it says? (`nautilab bench --calibration`,
 * docs/analysis-spec.md, *Calibration*.) Seeded games of strong play — the `analyst` bot at a fixed
 * sample budget in every seat, so a game is the same on any machine however loaded — and at each
 * judged decision the analysis's win probability for the seat to act (observation mode for that
 * seat, the default budget and seed), against the seat's win share at the end.
 *
 * The measurement is a document (`CalibrationDocument`): the plan, and per game its seed, every
 * action played and each judged decision's prediction, so the figures (`calibrationReport.ts`) can
 * be derived again and another engine judged on the same decisions. A game is played and judged by
 * `advanceGame`, which reports each step (the actions of a finished turn, a judged decision) as it
 * happens, so a stopped run loses at most the turn or decision under way.
 */
import { ANALYSIS_DEFAULTS, finishAnalysis, planAnalysis, runPlannedShard } from '../analysis/analyze.js';
import type { SearchTree, ShardResult } from '../analysis/search.js';
import { round } from '../analysis/stats.js';
import { fitInputsOf } from '../analysis/calibration.js';
import { analystBot } from '../bots/analyst.js';
import { makeContext } from '../bots/context.js';
import { decisionSeed, secretFromSeed } from '../bots/seeds.js';
import type { AnyGame } from '../core/game.js';
import type { Playouts } from '../core/playouts.js';
import type { ScoredDecision } from './calibrationReport.js';

/**
 * The `analyst`'s samples per decision while playing, per game: about what its default second
 * (900 ms) gives it on one core of this project's machine (its samples per CPU second over a whole
 * game at 300 samples a decision, 2026-12-07: Nautilus 1,900, Atlantis 1,530, the duel 1,480).
 */
export const CALIBRATION_PLAY_SAMPLES: Readonly<Record<string, number>> = { nautilus: 1700, atlantis: 1400, duel: 1300 };

/** The defaults of a measurement: 2,000 judged decisions a game, two players, the analysis at its defaults. */
export const CALIBRATION_DEFAULTS = { decisions: 2000, players: 2, samples: ANALYSIS_DEFAULTS.iterations, seed: ANALYSIS_DEFAULTS.seed, firstGame: 1, every: 1 } as const;

/** What makes two runs the same measurement (the document's head). */
export interface CalibrationPlan {
  players: number;
  /** The bot in every seat: `analyst` at `samples` a decision (per game id). */
  play: { bot: 'analyst'; samples: Record<string, number> };
  /** The analysis at each judged decision: observation mode of the seat to act, this budget, seed and shard size; `playouts` 'wasm': each game's own engine on the CLI's host (Nautilus's WASM playouts; Atlantis and the duel play on TS), 'ts': the TS engine throughout. */
  analysis: {
    mode: 'observation';
    samples: number;
    seed: number;
    shardSize: number;
    playouts: 'ts' | 'wasm';
    /** The samples of the games whose budget is not `samples` (`analysisSamples`: the duel's 4,000 by default since 2026-12-07); a game not named has `samples`. */
    gameSamples?: Record<string, number>;
    /** The tree of the games whose analysis goes on to the game's end (`analysisTree`: the duel's since 2026-12-07); a game not named has the tree over the mover's turn, as every game had before. */
    trees?: Record<string, SearchTree>;
  };
  /** Game seeds start here and go up by one. */
  firstGame: number;
  /** A game's decisions with a choice are judged in blocks of two, every `every`-th block (1: every decision). */
  every: number;
}

/** The tree a plan's analysis judges a game with (a game its `trees` does not name: the tree over the mover's turn). */
export function planTree(plan: CalibrationPlan, gameId: string): SearchTree {
  return plan.analysis.trees?.[gameId] ?? 'turn';
}

/** The samples a plan's analysis judges a game with. */
export function planSamples(plan: CalibrationPlan, gameId: string): number {
  return plan.analysis.gameSamples?.[gameId] ?? plan.analysis.samples;
}

/** The `gameSamples` of a plan whose analysis takes `samples` but for these games' budgets (only the budgets other than `samples` are named; none: no field). */
export function planGameSamples(samples: number, budgets: Readonly<Record<string, number>>): { gameSamples?: Record<string, number> } {
  const named = Object.fromEntries(Object.entries(budgets).filter(([, n]) => n !== samples));
  return Object.keys(named).length ? { gameSamples: named } : {};
}

/** The `trees` of a plan that judges these games with these trees (only the trees other than the turn's are named; none: no field). */
export function planTrees(trees: Readonly<Record<string, SearchTree>>): { trees?: Record<string, SearchTree> } {
  const named = Object.fromEntries(Object.entries(trees).filter(([, t]) => t !== 'turn'));
  return Object.keys(named).length ? { trees: named } : {};
}

/** JSON with every object's keys sorted. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x !== null && typeof x === 'object')
    return `{${Object.keys(x)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(x);
}

/**
 * The plan a resumed measurement goes on with, or null when this run's plan is another measurement:
 * the file's plan, the same but for its games' play budgets, analysis budgets and trees, which must agree for each game
 * run that the file has (an analysis budget by what each game is judged with, `planSamples`, however the plan names it) (`play.samples` names its games); a game it does not have yet adds its own.
 */
export function resumedPlan(kept: CalibrationPlan, plan: CalibrationPlan, gameIds: readonly string[]): CalibrationPlan | null {
  // the rest of the plan, whatever the order of its keys (a resumed file writes them in another order)
  const rest = (p: CalibrationPlan): string => canonical({ ...p, play: null, analysis: { ...p.analysis, samples: null, trees: null, gameSamples: null } });
  if (rest(kept) !== rest(plan)) return null;
  const has = (id: string): boolean => kept.play.samples[id] !== undefined;
  if (gameIds.some((id) => has(id) && (kept.play.samples[id] !== plan.play.samples[id] || planTree(kept, id) !== planTree(plan, id) || planSamples(kept, id) !== planSamples(plan, id)))) return null;
  const trees: Record<string, SearchTree> = { ...(kept.analysis.trees ?? {}) };
  const budgets: Record<string, number> = { ...(kept.analysis.gameSamples ?? {}) };
  for (const id of gameIds)
    if (!has(id)) {
      trees[id] = planTree(plan, id);
      budgets[id] = planSamples(plan, id);
    }
  const { trees: _old, gameSamples: _oldSamples, ...analysis } = kept.analysis;
  return { ...kept, play: { bot: 'analyst', samples: { ...plan.play.samples, ...kept.play.samples } }, analysis: { ...analysis, ...planGameSamples(analysis.samples, budgets), ...planTrees(trees) } };
}

/** One judged decision. */
export interface JudgedDecision {
  ply: number;
  /** Its index among the game's decisions with a choice. */
  index: number;
  seat: number;
  /** The analysis's win probability for the seat to act (`position.winProbability[seat]`). */
  p: number;
  /** Samples through the best action (what `p` is the mean of), and the seat's mean margin over them. */
  n: number;
  margin: number;
  /** The seat's win share over every sample of the analysis (all candidates, each by its samples). */
  mean: number;
  /** The most sampled candidates (at most 5), most sampled first: [win probability, samples]. */
  top: [number, number][];
  /** Every sampled candidate: how many, and the sums of their win probabilities, of their squares and of 1 / samples (what an estimate that shrinks a candidate toward the others needs). */
  spread: [number, number, number, number];
}

/** One game of the measurement. */
export interface CalibrationGame {
  game: string;
  seed: number;
  /** Every action played so far (the game is over when `winShare` is set). */
  actions: string[];
  /** Each seat's win share once the game is over (ties split), else null. */
  winShare: number[] | null;
  scores: number[] | null;
  /** Decisions with a choice in the whole game, once it is over. */
  decisions: number | null;
  judged: JudgedDecision[];
}

/** The measurement as a document. */
export interface CalibrationDocument {
  format: 'nautilab-calibration/1';
  plan: CalibrationPlan;
  games: CalibrationGame[];
}

/** The largest seed a document holds: the seeds from any first game (a 31-bit seed) on, for as many games as a document may hold (`CALIBRATION_LIMITS.games`). */
export const MAX_CALIBRATION_SEED = 2 ** 31 + 100_000;

/** A fresh document of a plan. */
export const newCalibrationDocument = (plan: CalibrationPlan): CalibrationDocument => ({ format: 'nautilab-calibration/1', plan, games: [] });

/** A decision of a game where the seat to act has a choice. */
export interface ChoicePly {
  ply: number;
  index: number;
  seat: number;
  /** The game's round there (`Game.round`), for a fit that reads it (`FitInputs`). */
  round: number;
}

/** Whether decision `index` is judged: blocks of two consecutive decisions, every `every`-th block. */
export const isJudged = (index: number, every: number): boolean => Math.floor(index / 2) % every === 0;

/** The position after the first `plies` actions of a game (setup from its seed). */
export function positionAt(game: AnyGame, g: Pick<CalibrationGame, 'seed' | 'actions'>, players: number, plies = g.actions.length): unknown {
  const pos = game.setup({ players, seed: g.seed });
  for (let i = 0; i < plies; i++) {
    const a = game.parseAction(g.actions[i]!);
    if (!a.ok || game.checkAction(pos, a.value) !== null) throw new Error(`game ${game.id} seed ${g.seed}: action ${i + 1} '${g.actions[i]}' is not legal there`);
    game.applyInPlace(pos, a.value);
  }
  return pos;
}

/** An action of a game's own notation (one it printed). */
function actionOf(game: AnyGame, text: string): unknown {
  const a = game.parseAction(text);
  if (!a.ok) throw new Error(`'${text}' is not an action of ${game.id}: ${a.error.message}`);
  return a.value;
}

/** Every decision with a choice of a played game, in order. */
export function choicePlies(game: AnyGame, g: Pick<CalibrationGame, 'seed' | 'actions'>, players: number): ChoicePly[] {
  const pos = game.setup({ players, seed: g.seed });
  const out: ChoicePly[] = [];
  for (let ply = 0; ply < g.actions.length; ply++) {
    if (game.legalActions(pos).length > 1) out.push({ ply, index: out.length, seat: game.toAct(pos)!, round: game.round(pos) });
    game.applyInPlace(pos, actionOf(game, g.actions[ply]!));
  }
  return out;
}

/** Runs a plan's shards (in-process by default). */
export type CalibrationRunner = (game: AnyGame, position: unknown, plan: ReturnType<typeof planAnalysis>) => ShardResult[];

/** The shards run here, one after another, their samples played by `playouts` (default: the game's own, `gamePlayouts`: WASM for Nautilus on its WASM host). */
export const inProcessRunner =
  (playouts?: Playouts): CalibrationRunner =>
  (game, position, plan) =>
    plan.shards.map((_, i) => runPlannedShard(game, position, plan, i, undefined, playouts));

/** The analysis's win probability for the seat to act at a position, as the plan's analysis gives it, with the samples and mean margin behind it and the other estimates its samples give. */
export function predict(game: AnyGame, position: unknown, plan: CalibrationPlan, run: CalibrationRunner = inProcessRunner()): Omit<JudgedDecision, 'ply' | 'index' | 'seat'> {
  const seat = game.toAct(position)!;
  const a = plan.analysis;
  const analysis = planAnalysis(game, position, { viewpoint: seat, mode: a.mode, iterations: planSamples(plan, game.id), seed: a.seed, shardSize: a.shardSize, exact: false, tree: a.trees?.[game.id] ?? 'turn' });
  const doc = finishAnalysis(game, position, analysis, run(game, position, analysis), 0);
  const sampled = doc.actions.filter((a) => a.samples > 0 && a.winProbability !== null).sort((a, b) => b.samples - a.samples);
  const inputs = fitInputsOf(doc.position.winProbability[seat]!, doc.actions, game.round(position));
  return {
    p: inputs.p,
    n: doc.position.samples,
    margin: round(inputs.margin, 2),
    mean: round(inputs.mean),
    top: sampled.slice(0, 5).map((a) => [a.winProbability!, a.samples]),
    spread: [sampled.length, round(sampled.reduce((t, a) => t + a.winProbability!, 0)), round(sampled.reduce((t, a) => t + a.winProbability! ** 2, 0)), round(sampled.reduce((t, a) => t + 1 / a.samples, 0))],
  };
}

/** What `advanceGame` reports as it goes. */
export interface AdvanceHooks {
  /** A turn ended (the seat to act changed) or the game ended: the game as it stands. */
  played?(g: CalibrationGame): void;
  /** A decision was judged. */
  judged?(g: CalibrationGame, d: JudgedDecision): void;
}

/**
 * Plays a game of the measurement on to its end (from the actions it has) and judges every
 * decision the plan judges that it has not judged yet. The bots start afresh at every turn, so a
 * game resumed from its last finished turn plays on exactly as it would have.
 */
export function advanceGame(game: AnyGame, g: CalibrationGame, plan: CalibrationPlan, hooks: AdvanceHooks = {}, run?: CalibrationRunner, now: () => number = () => Date.now()): CalibrationGame {
  if (g.winShare === null) playOn(game, g, plan, hooks, now);
  const done = new Set(g.judged.map((d) => d.ply));
  for (const c of choicePlies(game, g, plan.players)) {
    if (!isJudged(c.index, plan.every) || done.has(c.ply)) continue;
    const r = predict(game, positionAt(game, g, plan.players, c.ply), plan, run);
    const d: JudgedDecision = { ply: c.ply, index: c.index, seat: c.seat, ...r };
    g.judged.push(d);
    g.judged.sort((a, b) => a.ply - b.ply);
    hooks.judged?.(g, d);
  }
  return g;
}

/** The most actions a game of the measurement may take (every game ends far sooner). */
const MAX_ACTIONS = 100_000;

function playOn(game: AnyGame, g: CalibrationGame, plan: CalibrationPlan, hooks: AdvanceHooks, now: () => number): void {
  const pos = positionAt(game, g, plan.players);
  const secret = secretFromSeed(g.seed);
  const samples = plan.play.samples[game.id];
  if (samples === undefined) throw new Error(`the plan has no play budget for ${game.id}`);
  const bot = (): ReturnType<typeof analystBot> => analystBot({ iterations: samples, ms: Infinity });
  const bots = new Map<number, ReturnType<typeof analystBot>>();
  let last = -1;
  while (!game.isOver(pos) && g.actions.length < MAX_ACTIONS) {
    const seat = game.toAct(pos)!;
    if (seat !== last && last >= 0) hooks.played?.(g);
    // a fresh bot at each turn: what it kept of its turn cannot carry over, so a resumed game plays the same
    if (seat !== last) bots.set(seat, bot());
    last = seat;
    const legal = game.legalActions(pos).map((a: unknown) => game.makeAction(a));
    let action = legal[0]!;
    if (legal.length > 1) {
      const ply = g.actions.length;
      // a sample budget and a deadline that never comes: the search is the same on any machine
      const ctx = makeContext(game, game.observe(pos, seat), legal, { seed: decisionSeed(secret, g.seed, seat, ply), deadline: now() + 1e12, now });
      action = bots.get(seat)!.act(ctx as never) as string;
      if (!legal.includes(action)) throw new Error(`the analyst answered '${action}', not a legal action`);
    }
    game.applyInPlace(pos, actionOf(game, action));
    g.actions.push(action);
  }
  const top = game.winners(pos);
  g.scores = game.scores(pos).map((s) => s.total);
  g.winShare = g.scores.map((_, s) => (top.includes(s) ? 1 / top.length : 0));
  g.decisions = choicePlies(game, g, plan.players).length;
  hooks.played?.(g);
}

/** The judged decisions of a document's games of one game id played and judged in full (a stopped run's game under way would bring only its first decisions), scored against their outcomes. */
export function scoredDecisions(doc: CalibrationDocument, gameId: string, map: (p: number, d: JudgedDecision) => number = (p) => p, game?: AnyGame): ScoredDecision[] {
  return doc.games
    .filter((g) => g.game === gameId && !isUnfinished(g, doc.plan.every))
    .flatMap((g) => {
      // the round at each judged decision, for a fit that reads it (`FitInputs`): the game replayed
      const rounds = game ? new Map(choicePlies(game, g, doc.plan.players).map((c) => [c.ply, c.round])) : null;
      return g.judged.map((d) => ({ game: `${g.game}:${g.seed}`, seat: d.seat, index: d.index, of: g.decisions!, p: map(d.p, d), outcome: g.winShare![d.seat]!, mean: d.mean, margin: d.margin, ...(rounds ? { round: rounds.get(d.ply)! } : {}) }));
    });
}

/** Two judged decisions of one seat are consecutive when no decision of that seat with a choice lies between them. */
export function consecutiveInGame(doc: CalibrationDocument, games: Record<string, AnyGame>): (a: ScoredDecision, b: ScoredDecision) => boolean {
  const seatsAt = new Map<string, number[]>();
  for (const g of doc.games) {
    if (g.winShare === null) continue;
    const game = games[g.game];
    if (game) seatsAt.set(`${g.game}:${g.seed}`, choicePlies(game, g, doc.plan.players).map((c) => c.seat));
  }
  return (a, b) => {
    const seats = seatsAt.get(a.game);
    if (!seats || a.game !== b.game || a.seat !== b.seat) return false;
    for (let i = a.index + 1; i < b.index; i++) if (seats[i] === a.seat) return false;
    return true;
  };
}

/** How many of a game's `decisions` decisions with a choice the plan judges. */
export function judgedCount(decisions: number, every: number): number {
  let n = 0;
  for (let i = 0; i < decisions; i++) if (isJudged(i, every)) n++;
  return n;
}

/** A game of the document still to play or judge. */
export const isUnfinished = (g: CalibrationGame, every: number): boolean => g.winShare === null || g.judged.length < judgedCount(g.decisions!, every);

/**
 * The next game of `gameId` to hand out: an unfinished game of the document not in `busy` (keys
 * `game:seed`), else a new game (the next seed, added to the document) while the judged decisions
 * so far and those the busy games are expected to bring (the mean of the finished games') fall short
 * of `decisions`; null when none is needed.
 */
export function nextCalibrationGame(doc: CalibrationDocument, gameId: string, decisions: number, busy: ReadonlySet<string>): CalibrationGame | null {
  const mine = doc.games.filter((g) => g.game === gameId);
  const open = mine.find((g) => isUnfinished(g, doc.plan.every) && !busy.has(`${g.game}:${g.seed}`));
  if (open) return open;
  const finished = mine.filter((g) => !isUnfinished(g, doc.plan.every));
  const perGame = finished.length ? finished.reduce((a, g) => a + g.judged.length, 0) / finished.length : 1;
  const judged = mine.reduce((a, g) => a + g.judged.length, 0);
  const pending = mine.filter((g) => busy.has(`${g.game}:${g.seed}`)).reduce((a, g) => a + Math.max(0, perGame - g.judged.length), 0);
  if (judged + pending >= decisions) return null;
  const seed = doc.plan.firstGame + mine.reduce((a, g) => Math.max(a, g.seed - doc.plan.firstGame + 1), 0);
  // past the seeds a document may hold (a file forged near the bound): no new game, so what is written still reads
  if (seed > MAX_CALIBRATION_SEED) return null;
  const g: CalibrationGame = { game: gameId, seed, actions: [], winShare: null, scores: null, decisions: null, judged: [] };
  doc.games.push(g);
  return g;
}

/**
 * The exact corpora (`tests/fixtures/exact/<game>.json`, made by `scripts/make-exact-corpus.js`):
 * solvable positions from seeded games, the ground truth the sampling analysis is measured against.
 *
 * Procedure, per game: for seed 1, 2, 3, … set up a game of `2 + (seed - 1) % (maxPlayers - 1)`
 * players (the duel: always 2) with that seed and play it to its end with the game's playout policy
 * (`Game.rollout`, generator seeded with the seed). Walking back from the last position before the
 * end (at most `TAIL` positions), every position whose seat to act has at least two legal actions
 * is solved with `solveExact`'s default limits: solved, it is an entry; refused, the walk stops.
 * A game gives at most `PER_GAME` entries, kept oldest first. Seeds go on until the corpus holds
 * `size` entries. Everything is seeded, so the corpus is the same every time.
 */
import type { AnyGame } from '../../core/game.js';
import { Rng } from '../../core/rng.js';
import { EXACT_EPSILON, solveExact, type ExactSolution } from './solve.js';

/** Positions before a game's end that are tried, and entries taken from one game at most. */
export const TAIL = 30;
export const PER_GAME = 4;
/** Entries per game in the kept corpora. */
export const CORPUS_SIZE = 500;

/** One corpus entry: where it came from and the position in the game's own format. */
export interface CorpusEntry {
  seed: number;
  players: number;
  /** Actions played from the setup. */
  ply: number;
  position: unknown;
}

/** A corpus file. */
export interface CorpusFile {
  format: 'nautilab-exact-corpus/1';
  game: string;
  procedure: string;
  entries: CorpusEntry[];
}

export const CORPUS_PROCEDURE = `seeds 1, 2, …; players 2 + (seed - 1) % (maxPlayers - 1); the game's playout policy seeded with the seed to the end; walking back from the end over at most ${TAIL} positions, those with two or more legal actions that solveExact solves within its default limits, until the first it refuses, at most ${PER_GAME} a game; until the corpus is full`;

/** The players of a corpus seed. */
export function corpusPlayers(game: AnyGame, seed: number): number {
  return game.minPlayers + ((seed - 1) % (game.maxPlayers - game.minPlayers + 1));
}

/**
 * The at-stake corpora (`tests/fixtures/exact/<game>.at-stake.json`): positions where the mover's
 * exact win share depends on its action (some action wins more than another), the positions where
 * a wrong pick costs a game and not only points. Same games and walk as the corpus, every position
 * of the walk solved (not only the first `PER_GAME`), at most `AT_STAKE_PER_GAME` kept a game.
 */
export const AT_STAKE_SIZE = 200;
export const AT_STAKE_PER_GAME = 4;

export const AT_STAKE_PROCEDURE = `seeds 1, 2, …; players 2 + (seed - 1) % (maxPlayers - 1); the game's playout policy seeded with the seed to the end; walking back from the end over at most ${TAIL} positions, those with two or more legal actions that solveExact solves within its default limits, until the first it refuses, where the mover's exact win share is not the same for every action; at most ${AT_STAKE_PER_GAME} a game; until the corpus is full`;

/** The mover's exact win share depends on its action: it differs between two actions of the solution. */
export function isAtStake(solution: ExactSolution): boolean {
  const wins = solution.actions.map((a) => a.outcome.win[solution.actor]!);
  return Math.max(...wins) - Math.min(...wins) > EXACT_EPSILON;
}

/** The positions of one seeded game, played to its end by the playout policy, and its players. */
function playedGame(game: AnyGame, seed: number): { players: number; history: unknown[] } {
  const players = corpusPlayers(game, seed);
  const p = game.setup({ players, seed });
  const rng = Rng.fromSeed(seed);
  const history: unknown[] = [];
  while (!game.isOver(p) && history.length < 100_000) {
    history.push(game.clone(p));
    game.applyInPlace(p, game.rollout(p, game.legalActions(p), rng));
  }
  return { players, history };
}

/** The entries of one seeded game (`atStake`: the at-stake corpus's walk). */
export function corpusEntriesOfSeed(game: AnyGame, seed: number, atStake = false): CorpusEntry[] {
  const { players, history } = playedGame(game, seed);
  const found: CorpusEntry[] = [];
  const most = atStake ? AT_STAKE_PER_GAME : PER_GAME;
  for (let ply = history.length - 1; ply >= Math.max(0, history.length - TAIL) && found.length < most; ply--) {
    const q = history[ply]!;
    if (game.legalActions(q).length < 2) continue;
    const solved = solveExact(game, q);
    if (!solved) break;
    if (!atStake || isAtStake(solved)) found.unshift({ seed, players, ply, position: game.toJSON(q) });
  }
  return found;
}

/** The first `size` entries of a game's corpus, or of its at-stake corpus (`onSeed` reports progress). */
export function makeCorpus(game: AnyGame, size = CORPUS_SIZE, onSeed?: (seed: number, entries: number) => void, atStake = false): CorpusFile {
  const entries: CorpusEntry[] = [];
  for (let seed = 1; entries.length < size; seed++) {
    entries.push(...corpusEntriesOfSeed(game, seed, atStake).slice(0, size - entries.length));
    onSeed?.(seed, entries.length);
  }
  return { format: 'nautilab-exact-corpus/1', game: game.id, procedure: atStake ? AT_STAKE_PROCEDURE : CORPUS_PROCEDURE, entries };
}

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
import { solveExact } from './solve.js';

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

/** The entries of one seeded game. */
export function corpusEntriesOfSeed(game: AnyGame, seed: number): CorpusEntry[] {
  const players = corpusPlayers(game, seed);
  const p = game.setup({ players, seed });
  const rng = Rng.fromSeed(seed);
  const history: unknown[] = [];
  while (!game.isOver(p) && history.length < 100_000) {
    history.push(game.clone(p));
    game.applyInPlace(p, game.rollout(p, game.legalActions(p), rng));
  }
  const found: CorpusEntry[] = [];
  for (let ply = history.length - 1; ply >= Math.max(0, history.length - TAIL) && found.length < PER_GAME; ply--) {
    const q = history[ply]!;
    if (game.legalActions(q).length < 2) continue;
    if (!solveExact(game, q)) break;
    found.unshift({ seed, players, ply, position: game.toJSON(q) });
  }
  return found;
}

/** The first `size` entries of a game's corpus (`onSeed` reports progress). */
export function makeCorpus(game: AnyGame, size = CORPUS_SIZE, onSeed?: (seed: number, entries: number) => void): CorpusFile {
  const entries: CorpusEntry[] = [];
  for (let seed = 1; entries.length < size; seed++) {
    entries.push(...corpusEntriesOfSeed(game, seed).slice(0, size - entries.length));
    onSeed?.(seed, entries.length);
  }
  return { format: 'nautilab-exact-corpus/1', game: game.id, procedure: CORPUS_PROCEDURE, entries };
}

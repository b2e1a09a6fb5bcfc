// The exact corpora (tests/fixtures/exact, scripts/make-exact-corpus.js): well-formed, every entry solvable, regenerated identically.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { AT_STAKE_PROCEDURE, AT_STAKE_SIZE, CORPUS_PROCEDURE, CORPUS_SIZE, corpusEntriesOfSeed, isAtStake, makeCorpus, solveExact, type CorpusFile } from '../../src/analysis/exact/index.js';
import { GAMES } from '../../src/games.js';

const read = (id: string): CorpusFile => JSON.parse(readFileSync(new URL(`../fixtures/exact/${id}.json`, import.meta.url), 'utf8')) as CorpusFile;

describe('the exact corpora', () => {
  for (const id of ['duel', 'atlantis', 'nautilus']) {
    test(`${id}: ${CORPUS_SIZE} positions in the game's format, each with a choice, every tenth solved within the default limits`, () => {
      const game = GAMES[id]!;
      const file = read(id);
      expect(file).toMatchObject({ format: 'nautilab-exact-corpus/1', game: id, procedure: CORPUS_PROCEDURE });
      expect(file.entries.length).toBe(CORPUS_SIZE);
      const seen = new Set<string>();
      for (const [i, e] of file.entries.entries()) {
        const r = game.fromJSON(e.position);
        expect(r.ok, `entry ${i}`).toBe(true);
        if (!r.ok) continue;
        expect(game.invariants(r.value), `entry ${i}`).toEqual([]);
        expect(game.seats(r.value)).toBe(e.players);
        expect(game.legalActions(r.value).length, `entry ${i}`).toBeGreaterThanOrEqual(2);
        // solvable: every tenth entry (the script solved each when it made the file; --check makes it again)
        if (i % 10 === 0) expect(solveExact(game, r.value), `entry ${i} solvable`).not.toBeNull();
        seen.add(`${e.seed}:${e.ply}`);
      }
      expect(seen.size).toBe(CORPUS_SIZE);
    }, 900_000);
  }

  test("the duel's first entries regenerate identically, and a seed's entries are the ones kept", () => {
    const kept = read('duel');
    expect(makeCorpus(GAMES.duel!, 12).entries).toEqual(kept.entries.slice(0, 12));
    const seed = kept.entries[40]!.seed;
    expect(corpusEntriesOfSeed(GAMES.atlantis!, read('atlantis').entries[40]!.seed)).toEqual(read('atlantis').entries.filter((e) => e.seed === read('atlantis').entries[40]!.seed));
    expect(corpusEntriesOfSeed(GAMES.duel!, seed)).toEqual(kept.entries.filter((e) => e.seed === seed));
  }, 300_000);

  for (const id of ['duel', 'atlantis', 'nautilus']) {
    test(`${id}: ${AT_STAKE_SIZE} at-stake positions, every twentieth solved and at stake (the mover's exact win share depends on its action)`, () => {
      const game = GAMES[id]!;
      const file = read(`${id}.at-stake`);
      expect(file).toMatchObject({ format: 'nautilab-exact-corpus/1', game: id, procedure: AT_STAKE_PROCEDURE });
      expect(file.entries.length).toBe(AT_STAKE_SIZE);
      expect(new Set(file.entries.map((e) => `${e.seed}:${e.ply}`)).size).toBe(AT_STAKE_SIZE);
      for (const [i, e] of file.entries.entries()) {
        if (i % 20) continue;
        const r = game.fromJSON(e.position);
        expect(r.ok, `entry ${i}`).toBe(true);
        if (!r.ok) continue;
        const solved = solveExact(game, r.value);
        expect(solved, `entry ${i} solvable`).not.toBeNull();
        expect(isAtStake(solved!), `entry ${i} at stake`).toBe(true);
      }
    }, 900_000);
  }

  test("the duel's first at-stake entries regenerate identically; a corpus seed's position with nothing at stake is left out", () => {
    const kept = read('duel.at-stake');
    expect(makeCorpus(GAMES.duel!, 3, undefined, true).entries).toEqual(kept.entries.slice(0, 3));
    const seed = kept.entries[0]!.seed;
    const all = corpusEntriesOfSeed(GAMES.duel!, seed);
    const staked = corpusEntriesOfSeed(GAMES.duel!, seed, true);
    expect(staked.length).toBeGreaterThan(0);
    for (const e of staked) expect(kept.entries).toContainEqual(e);
    // positions of the ordinary walk that are not at stake are not in the at-stake one
    for (const e of all) {
      const r = GAMES.duel!.fromJSON(e.position);
      if (r.ok && !isAtStake(solveExact(GAMES.duel!, r.value)!)) expect(staked).not.toContainEqual(e);
    }
  }, 300_000);
});


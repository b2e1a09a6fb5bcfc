// The exact corpora (tests/fixtures/exact, scripts/make-exact-corpus.js): well-formed, every entry solvable, regenerated identically.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CORPUS_PROCEDURE, CORPUS_SIZE, corpusEntriesOfSeed, makeCorpus, solveExact, type CorpusFile } from '../../src/analysis/exact/index.js';
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
});

// The analysis a player reads searches every legal action; the bots' searches keep the game's
// pruning (Nautilus: the heuristic's six best submarine moves of a step). Issue 42: 15 of the 17
// at-stake Nautilus positions the analysis missed were positions whose every exactly optimal action
// the pruning left out, so no number of samples could find it (docs/analysis-spec.md, *Agreement*).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analyze } from '../../src/analysis/index.js';
import { analyzeForBot } from '../../src/analysis/forBot.js';
import { corpusPositions, exactOfEntry } from '../../src/bench/exactAgreement.js';
import { makeContext } from '../../src/bots/context.js';
import { GAMES } from '../../src/games.js';

const game = GAMES.nautilus!;
const positions = corpusPositions(game, readFileSync(new URL('../fixtures/exact/nautilus.at-stake.json', import.meta.url), 'utf8'));
const notation = (p: unknown): string[] => game.legalActions(p).map((a: unknown) => game.makeAction(a));

/** The first at-stake positions whose every exactly optimal action the game's pruning leaves out. */
const hidden = positions
  .slice(0, 25)
  .map((position, index) => ({ position, index, exact: exactOfEntry(game, position) }))
  .filter(({ position, exact }) => {
    const kept = new Set(game.prune!(position, notation(position)));
    return exact.optimal.every((a) => !kept.has(a));
  })
  .slice(0, 3);

describe('which actions the analysis searches', () => {
  test('the at-stake corpus has positions whose winning moves the game heuristic prunes', () => {
    // entries 5, 16 and 20 of the corpus (found, not listed: the filter above)
    expect(hidden.map((h) => h.index)).toEqual([5, 16, 20]);
  });

  test.each([0, 1, 2])('hidden winner %i: the analysis searches every legal action and picks an exactly optimal one', (i) => {
    const { position, exact } = hidden[i]!;
    const doc = analyze(game, position, { mode: 'omniscient', iterations: 2000, seed: 1, exact: false });
    expect(doc.pruned).toEqual([]);
    expect(doc.actions.map((a) => a.action).sort()).toEqual(notation(position).sort());
    expect(exact.optimal).toContain(doc.actions.find((a) => a.best)!.action);
  });

  test.each([0, 1, 2])('hidden winner %i: with the game pruning (prune: true, the old engine) the winners are listed as pruned, never searched', (i) => {
    const { position, exact } = hidden[i]!;
    const doc = analyze(game, position, { mode: 'omniscient', iterations: 2000, seed: 1, exact: false, prune: true });
    for (const a of exact.optimal) expect(doc.pruned).toContain(a);
    expect(exact.optimal).not.toContain(doc.actions.find((a) => a.best)!.action);
  });

  test("the analyst's search (search 'analyst') and a bot's search keep the game's pruning", () => {
    const { position } = hidden[0]!;
    const doc = analyze(game, position, { mode: 'omniscient', iterations: 200, seed: 1, exact: false, search: 'analyst' });
    expect(doc.pruned.length).toBeGreaterThan(0);
    const seat = game.toAct(position)!;
    const ctx = makeContext(game, game.observe(position, seat), notation(position), { seed: 3, deadline: 100_000, now: () => 0 });
    // the bot searches the true position here, so the game's candidates are the same in every sample
    const parts = { seat, legal: ctx.legal, determinize: () => game.clone(position), engine: ctx.engine, seed: 5, timeLeft: () => 60_000 };
    const r = analyzeForBot(game, parts, { iterations: 300, horizon: 'end', select: 'win' });
    const kept = new Set(game.prune!(position, notation(position)));
    expect(kept.size).toBeLessThan(notation(position).length);
    for (const a of r.root!.children.keys()) expect(kept).toContain(a);
  });
});

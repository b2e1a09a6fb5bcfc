// The Game interface of Nautilus (the bots', arena's, CLI's and views' entry to the rules): each
// method answers as the rules' own function does, on an engine instance of its own.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { NaiveKernel } from '../../src/kernel/naive.js';
import {
  DEFAULT_CONTEXT,
  Nautilus,
  applyInPlace,
  checkAction,
  countLegal,
  createNautilus,
  describeEnd,
  greedyChoice,
  playGame,
  legalActions,
  makeAction,
  play,
  randomLegal,
  scoreBreakdown,
  setupGame,
  winners,
  type Position,
} from '../../src/nautilus/index.js';

/** Positions of a seeded game: every 25th, and the last (a finished game). */
function positions(): Position[] {
  const pos = setupGame({ players: 3, seed: 11 });
  const rng = Rng.fromSeed(11);
  const out: Position[] = [];
  for (let i = 0; pos.endReason === null; i++) {
    if (i % 25 === 0) out.push(structuredClone(pos));
    applyInPlace(pos, rng.pick(legalActions(pos)));
  }
  out.push(pos);
  return out;
}

describe('the Game interface (Nautilus)', () => {
  const list = positions();

  test('the samples reach every phase and the end of the game (the precondition)', () => {
    expect(new Set(list.map((p) => (p.endReason ? 'over' : p.phase)))).toEqual(new Set([1, 2, 3, 'over']));
  });

  // engines are made inside the tests: what a test runs is then what the test covers (the default
  // instance is made when the module loads)
  test.each(['the default', 'an instance of its own'] as const)('%s: every method answers as the rules do', (name) => {
    const game = name === 'the default' ? Nautilus : createNautilus();
    for (const pos of list) {
      const over = pos.endReason !== null;
      expect([game.isOver(pos), game.toAct(pos), game.round(pos), game.seats(pos), game.endReason(pos)]).toEqual([over, over ? null : pos.toAct, pos.round, 3, pos.endReason]);
      expect(game.describeEnd(pos)).toBe(over ? describeEnd(pos.endReason!, pos.round) : null);
      const legal = legalActions(pos);
      expect(game.legalActions(pos).map(makeAction)).toEqual(legal.map(makeAction));
      expect(game.countLegal(pos)).toBe(countLegal(pos, DEFAULT_CONTEXT));
      expect(game.scores(pos)).toEqual(scoreBreakdown(pos));
      expect(game.winners(pos)).toEqual(winners(pos));
      if (over) continue;
      expect(makeAction(game.randomLegal(pos, Rng.fromSeed(3))!)).toBe(makeAction(randomLegal(pos, Rng.fromSeed(3), DEFAULT_CONTEXT)!));
      const a = legal[0]!; // the list ends with 'end': take its first action
      expect(game.checkAction(pos, a)).toBeNull();
      expect(game.checkAction(pos, { type: 'skip' })).toEqual(checkAction(pos, { type: 'skip' }));
      const r = game.play(pos, a);
      expect(r).toEqual(play(pos, a));
      const copy = game.clone(pos);
      game.applyInPlace(copy, a);
      expect(r.ok && game.toJSON(copy)).toEqual(r.ok && game.toJSON(r.value));
      const greedy = game.greedy(game.observe(pos, pos.toAct), legal.map(makeAction));
      expect(legal.map(makeAction)).toContain(greedy);
      expect(legal.map(makeAction)).toContain(makeAction(game.rollout(pos, legal, Rng.fromSeed(1))));
      const pruned = game.prune!(pos, legal.map(makeAction));
      expect(pruned.length).toBeGreaterThan(0);
      for (const p of pruned) expect(legal.map(makeAction)).toContain(p);
    }
  });
});

describe('what the Game says about Nautilus', () => {
  test('its names and formats are those of its positions and records (cli.md)', () => {
    const game = createNautilus();
    expect(game.id).toBe('nautilus');
    expect(game.name).toMatch(/^Nautilus \(Ditt, Kosmos 2002\)$/);
    expect([game.minPlayers, game.maxPlayers]).toEqual([2, 4]);
    expect(game.positionFormat).toBe(setupGame({ players: 2, seed: 1 }).format);
    expect(game.positionFormat).toBe('nautilus/1');
    expect(game.recordFormat).toBe(playGame({ players: 2, seed: 1, record: true }).record!.format);
    expect(game.setup({ players: 3, seed: 9 })).toEqual(setupGame({ players: 3, seed: 9 }));
  });

  test('variant settings are parsed against the six specs', () => {
    const game = createNautilus();
    expect(game.parseVariants({ sonarPerSub: true, maxRounds: 12 })).toEqual({ ok: true, value: { sonarPerSub: true, maxRounds: 12 } });
    const bad = game.parseVariants({ maxHeldModules: 9, colour: 'red' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.map((e) => [e.path, e.code])).toEqual([
      ['$.variants.maxHeldModules', 'badVariant'],
      ['$.variants.colour', 'unknownVariant'],
    ]);
  });

  test('each way a game ends has its own words, with the round (spec 9)', () => {
    const reasons = ['allAtlantis', 'atlantis13to15', 'stalemate', 'maxRounds'] as const;
    const texts = reasons.map((r) => describeEnd(r, 7));
    expect(new Set(texts).size).toBe(4);
    for (const t of texts) expect(t).toMatch(/^\S.{20,} \(round 7\)$/);
    expect(texts[0]).toContain('last Atlantis tile');
    expect(texts[1]).toContain('13, 14 and 15');
    expect(texts[2]).toContain('quiet round');
    expect(texts[3]).toContain('round limit');
  });

  test("the rollout plays the greedy policy's choice; an engine made around a kernel uses that kernel", () => {
    const kernel = new NaiveKernel();
    const engine = createNautilus(kernel);
    expect(engine.context.kernel).toBe(kernel);
    const game = createNautilus();
    for (const pos of positions().filter((p) => p.endReason === null)) {
      const legal = legalActions(pos);
      const text = greedyChoice(pos as never, pos.toAct, legal.map(makeAction));
      expect(makeAction(game.rollout(pos, legal, Rng.fromSeed(1)))).toBe(text);
      expect(engine.legalActions(pos).map(makeAction)).toEqual(legal.map(makeAction));
    }
  });
});

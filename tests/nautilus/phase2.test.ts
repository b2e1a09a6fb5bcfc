// Spec section 6: phase 2 — researcher moves, activation, rent, "3" tokens.
import { describe, expect, test } from 'vitest';
import { researchBudget, type Position } from '../../src/nautilus/index.js';
import { addModules, atPhase, clearTiles, game, legalList, refusal, run, runEvents } from '../helpers.js';

/** Base (11,11); green G (14,11) with 3 of seat 0; training T (11,14) owned by seat 1; lab L (17,11) owned by seat 0. */
function city(): Position {
  const pos = game(2);
  addModules(
    pos,
    { kind: 'green', at: [14, 11], researchers: [3, 0] },
    { kind: 'training', layout: 'B', at: [11, 14], owner: 1 },
    { kind: 'lab', layout: 'A', at: [17, 11], r: 1, owner: 0 },
  );
  clearTiles(pos, (t) => !(Math.abs(t.at[0] - 17) <= 1 && Math.abs(t.at[1] - 11) <= 1));
  return atPhase(pos, 2, 0);
}

describe('spec 6: researcher moves', () => {
  test('a move costs its passage distance out of the budget 3 + min(training, 2)', () => {
    const pos = run(city(), 'research 14 11 11 14');
    expect(pos.turn.steps).toBe(2);
    expect(pos.modules[2]!.researchers).toEqual([1, 0]);
    expect(researchBudget(city(), 0)).toBe(3);
  });

  test('worked example: a training module activated by the first researcher raises the budget for the second at once', () => {
    // first researcher: G -> base -> T, 2 steps, activates training (budget 3 -> 4); second: 2 more steps
    const pos = run(city(), 'research 14 11 11 14', 'research 14 11 11 14');
    expect(pos.turn.steps).toBe(4);
    expect(pos.players[0]!.research.training).toBe(1);
    // without the activation (seat 0 already had a researcher there) the second move is too far
    const had = city();
    had.modules[2]!.researchers[0] = 1;
    had.players[0]!.researchers--;
    had.players[0]!.research.training = 0;
    expect(refusal(run(had, 'research 14 11 11 14'), 'research 14 11 11 14')).toBe('tooFar');
  });

  test('at most two moves per turn', () => {
    const pos = run(city(), 'research 14 11 17 11', 'research 14 11 11 11');
    expect(refusal(pos, 'research 14 11 11 11')).toBe('tooManyMoves');
  });

  test('a researcher that arrived this turn does not move again', () => {
    const pos = run(city(), 'research 14 11 11 11');
    expect(refusal(pos, 'research 11 11 11 14')).toBe('researcherLocked');
  });

  test('the turn records its arrivals per module (spec 12: the turn in progress)', () => {
    expect(run(city(), 'research 14 11 17 11', 'research 14 11 11 11').turn.arrivals).toEqual([
      { at: [17, 11], count: 1 },
      { at: [11, 11], count: 1 },
    ]);
    expect(run(city(), 'research 14 11 11 11', 'research 14 11 11 11').turn.arrivals).toEqual([{ at: [11, 11], count: 2 }]);
    // two arrivals in one row or one column are two modules
    expect(run(city(), 'research 14 11 11 14', 'research 14 11 11 11').turn.arrivals).toEqual([
      { at: [11, 14], count: 1 },
      { at: [11, 11], count: 1 },
    ]);
  });

  test('a lone researcher in a research module never moves again; one of two may', () => {
    const pos = city();
    pos.modules[3]!.researchers[0] = 1;
    pos.players[0]!.researchers--;
    expect(refusal(pos, 'research 17 11 14 11')).toBe('researcherLocked');
    pos.modules[3]!.researchers[0] = 2;
    pos.players[0]!.researchers--;
    expect(run(pos, 'research 17 11 14 11').modules[3]!.researchers[0]).toBe(1);
  });

  test.each([
    ['research 14 11 11 8', 'noSuchModule'],
    ['research 14 11 14 11', 'sameModule'],
    ['research 11 11 14 11', 'noResearcher'],
  ])('%s is refused: %s', (action, code) => {
    expect(refusal(city(), action)).toBe(code);
  });

  test('only along connections', () => {
    const pos = city();
    pos.modules[2]!.rotation = 2; // B rotated: S W NE — no corridor faces the base any more
    expect(refusal(pos, 'research 14 11 11 14')).toBe('tooFar');
  });
});

describe('spec 6: activation, rent, tokens', () => {
  test('ending where the player had no researcher activates it and pays the owner 1 Nemo', () => {
    const { pos, events } = runEvents(city(), 'research 14 11 11 14');
    expect(pos.players[0]!.research.training).toBe(1);
    expect([pos.players[0]!.nemo, pos.players[1]!.nemo]).toEqual([54, 56]);
    expect(events).toEqual([
      { kind: 'nemo', seat: 0, delta: -1, reason: 'rent', other: 1 },
      { kind: 'nemo', seat: 1, delta: 1, reason: 'rent', other: 0 },
    ]);
  });

  test('rent is paid once per player per module; no rent in an own module', () => {
    const pos = run(city(), 'research 14 11 11 14', 'research 14 11 11 14');
    expect(pos.players[0]!.nemo).toBe(54);
    expect(pos.players[0]!.research.training).toBe(1);
    const own = run(city(), 'research 14 11 17 11');
    expect(own.players[0]!.nemo).toBe(55);
    expect(own.players[0]!.research.lab).toBe(1);
  });

  test('a rent that cannot be paid makes the destination illegal', () => {
    const pos = city();
    pos.players[0]!.nemo = 0;
    expect(refusal(pos, 'research 14 11 11 14')).toBe('cannotPay');
    expect(legalList(pos)).not.toContain('research 14 11 11 14');
    expect(legalList(pos)).toContain('research 14 11 17 11');
  });

  test('a count of 2 strictly above every other takes the "3" token; a tie never moves it', () => {
    const pos = city();
    pos.players[0]!.research.lab = 1;
    pos.players[1]!.research.lab = 2;
    pos.players[1]!.research.lab = 2;
    pos.tokens.lab = 1;
    // seat 0 goes to 2 in lab: a tie with seat 1, the token stays
    const tie = run(pos, 'research 14 11 17 11');
    expect(tie.players[0]!.research.lab).toBe(2);
    expect(tie.tokens.lab).toBe(1);
    const lead = city();
    lead.players[0]!.research.lab = 1;
    const led = run(lead, 'research 14 11 17 11');
    expect(led.tokens.lab).toBe(0);
  });

  test('the legal list holds exactly the reachable, affordable destinations', () => {
    const got = legalList(city()).sort();
    expect(got).toEqual(['end', 'research 14 11 11 11', 'research 14 11 11 14', 'research 14 11 17 11'].sort());
  });
});

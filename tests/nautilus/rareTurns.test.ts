// Rare turns of spec sections 6 and 8 that the rest of the suite never reaches: an Atlantis move
// that the move budget of phase 2 would allow but the Atlantis move's 2 connections do not, an
// examination that ends early because no face-down tile is left to look at, and a phase-2 module
// whose researchers all arrived this turn. Each pins a path of the fast generator (fast.ts) that
// mutation testing left alive (docs/mutation.md, "fast.ts", "Left, with a reason").
import { describe, expect, test } from 'vitest';
import { type Position } from '../../src/nautilus/index.js';
import { addModules, addTile, atPhase, game, legalList, refusal, run } from '../helpers.js';

const sorted = (list: string[]): string[] => [...list].sort();

describe('spec 8: the Atlantis move is offered only when a move of up to 2 connections exists', () => {
  /**
   * Phase 3, seat 0 to act with `nemo` Nemo, no tiles but Atlantis 4 (slope) on (14,16), one step
   * from submarine 0:0 on (13,16). A row of modules joined east-west: base (11,11) - lab (14,11) -
   * sonar (17,11) - green (20,11). Both research modules are seat 1's and hold no researcher of
   * seat 0; seat 0's only researchers are 2 on the green, so from there the lab is 2 connections
   * away, the sonar 1 and the base 3.
   */
  function row(nemo: number): Position {
    const pos = game(2, { clearTiles: true });
    addModules(
      pos,
      { kind: 'lab', layout: 'A', at: [14, 11], r: 1, owner: 1 },
      { kind: 'sonar', layout: 'A', at: [17, 11], r: 1, owner: 1 },
      { kind: 'green', at: [20, 11], researchers: [2, 0] },
    );
    pos.submarines.push({ seat: 0, index: 0, at: [13, 16] });
    addTile(pos, [14, 16], 'atlantis4');
    pos.players[0]!.nemo = nemo;
    return atPhase(pos, 3, 0);
  }

  test('spec 8: paying the last Nemo leaves every destination within 2 connections behind an unpayable rent: no choice opens, though the base lies 3 away', () => {
    // Bug caught: deciding whether to open the choice with the phase-2 move rules (budget 3 +
    // training, so the base 3 connections away counts) instead of the Atlantis move's 2
    // connections (fast.ts countAtlantisMoves calling researchCodes without the Atlantis flag).
    // That would open a choice whose only option is skip, which spec 8 forbids.
    const next = run(row(1), 'move 0:0 14 16');
    expect(next.players[0]!.nemo).toBe(0);
    expect(next.ruins).toEqual([{ atlantis: 4, seat: 0 }]);
    expect(next.turn.pending).toBeNull();
    // sub 0:0 has moved, step 'move' (no sonar), no other submarine, no retire mouth: only end
    expect(legalList(next)).toEqual(['end']);
    // had the choice opened, the checker would refuse every move out of the green: the two
    // research modules for their rent (spec 8: unaffordable rent makes a destination illegal),
    // the base for its distance
    const asIf = structuredClone(next);
    asIf.turn.pending = { type: 'atlantis' };
    expect(refusal(asIf, 'research 20 11 17 11')).toBe('cannotPay');
    expect(refusal(asIf, 'research 20 11 14 11')).toBe('cannotPay');
    expect(refusal(asIf, 'research 20 11 11 11')).toBe('tooFar');
  });

  test('spec 8: with a Nemo left after paying, the choice opens and offers exactly the modules within 2 connections', () => {
    // The same row with one Nemo more: the rent can be paid, so the sonar (1 away) and the lab
    // (2 away) are destinations; the base, 3 away, is not (an Atlantis move is at most 2).
    const next = run(row(2), 'move 0:0 14 16');
    expect(next.players[0]!.nemo).toBe(1);
    expect(next.turn.pending).toEqual({ type: 'atlantis' });
    expect(sorted(legalList(next))).toEqual(sorted(['research 20 11 14 11', 'research 20 11 17 11', 'skip']));
    expect(refusal(next, 'research 20 11 11 11')).toBe('tooFar');
  });
});

describe('spec 8: an examination closes when no face-down tile is left to examine', () => {
  /**
   * Phase 3, seat 0 to act with lab count 2 (so up to 2 tiles), submarine 0:0 on (13,16) next to a
   * face-down mussel on (14,16) (slope), a face-down crab on (16,16) (slope) and a face-up urchin
   * on (19,12) (slope), plus the face-down tiles `more`.
   */
  function pool(...more: [[number, number], 'gold'][]): Position {
    const pos = game(2, { clearTiles: true });
    pos.submarines.push({ seat: 0, index: 0, at: [13, 16] });
    addTile(pos, [14, 16], 'mussel');
    addTile(pos, [16, 16], 'crab');
    addTile(pos, [19, 12], 'urchin', true);
    for (const [at, tile] of more) addTile(pos, at, tile);
    pos.players[0]!.research.lab = 2;
    return atPhase(pos, 3, 0);
  }

  test('spec 8: lab count 2 but one face-down tile: after examining it the choice closes with one examination unused', () => {
    // Bug caught: closing the examination only when its count of tiles is used up (fast.ts
    // countExamineOptions never 0, e.g. its body emptied): the choice would stay open with skip
    // as its only option. The face-up urchin is not a tile to examine (spec 8: "any face-down tile").
    const opened = run(pool(), 'move 0:0 14 16');
    expect(opened.turn.pending).toEqual({ type: 'examine', left: 2, examined: [] });
    expect(legalList(opened)).toEqual(['examine 16 16', 'skip']);
    const done = run(opened, 'examine 16 16');
    expect(done.players[0]!.known).toEqual([{ at: [16, 16], tile: 'crab' }]);
    expect(done.turn.pending).toBeNull();
    // sub 0:0 has moved and sonar is past (spec 7): only end
    expect(legalList(done)).toEqual(['end']);
    expect(refusal(done, 'skip')).toBe('nothingToSkip');
  });

  test('spec 8: with a face-down tile left, the second examination stays open until used or skipped', () => {
    // Bug caught: closing the examination after its first tile whatever is left (fast.ts
    // countExamineOptions always 0).
    const opened = run(pool([[20, 8], 'gold']), 'move 0:0 14 16');
    const once = run(opened, 'examine 16 16');
    expect(once.turn.pending).toEqual({ type: 'examine', left: 1, examined: [[16, 16]] });
    expect(legalList(once)).toEqual(['examine 20 8', 'skip']);
    const twice = run(once, 'examine 20 8');
    expect(twice.turn.pending).toBeNull();
    expect(twice.players[0]!.known).toEqual([
      { at: [20, 8], tile: 'gold' },
      { at: [16, 16], tile: 'crab' },
    ]);
  });
});

describe('spec 6: researchers that all arrived this turn stay put', () => {
  /**
   * Phase 2, seat 0 to act, no tiles. Base (11,11); green G (14,11) east of it with 2 researchers
   * of seat 0; green H (11,14) south of it with `h` of seat 0. G -> base -> H is 2 connections;
   * the budget is 3 (no training).
   */
  function square(h: number): Position {
    const pos = game(2, { clearTiles: true });
    addModules(pos, { kind: 'green', at: [14, 11], researchers: [2, 0] }, { kind: 'green', at: [11, 14], researchers: [h, 0] });
    return atPhase(pos, 2, 0);
  }

  test('spec 6: a residential module whose only researcher arrived this turn offers no move from it', () => {
    // Bug caught: generating moves from every module holding more researchers than the
    // last-researcher lock, without the arrival lock (fast.ts research generation with
    // `movable(...) === 0` never true): H's newcomer (count 1, arrived 1, movable 1 - max(1, 0) = 0)
    // would be offered H -> base. legalList holds the fast list equal to generate.ts's.
    const pos = run(square(0), 'research 14 11 11 14');
    expect(pos.turn.arrivals).toEqual([{ at: [11, 14], count: 1 }]);
    expect(pos.modules[2]!.researchers[0]).toBe(1);
    // one step left: G's remaining researcher may go to the base; nothing leaves H
    expect(sorted(legalList(pos))).toEqual(sorted(['research 14 11 11 11', 'end']));
    expect(refusal(pos, 'research 11 14 11 11')).toBe('researcherLocked');
  });

  test('spec 6: a researcher already there before the turn may still leave beside a newcomer', () => {
    // H held 1 before the turn: count 2, arrived 1, movable 2 - max(1, 0) = 1.
    const pos = run(square(1), 'research 14 11 11 14');
    expect(pos.modules[2]!.researchers[0]).toBe(2);
    expect(sorted(legalList(pos))).toEqual(sorted(['research 11 14 11 11', 'research 14 11 11 11', 'end']));
    const moved = run(pos, 'research 11 14 11 11');
    expect(moved.modules[2]!.researchers[0]).toBe(1);
    expect(moved.modules[0]!.researchers[0]).toBe(1);
  });
});

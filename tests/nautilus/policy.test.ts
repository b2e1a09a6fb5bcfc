// The Nautilus heuristics (src/nautilus/policy.ts): the greedy policy, decision by decision, on
// real positions built with the rules; the value of a tile (read through moveScore); the pruning of
// submarine moves for search; the score estimate and the evaluation that end playouts.
// Expected values are worked out by hand in the comments from the policy's documented weights.
import { describe, expect, test } from 'vitest';
import {
  LAYOUTS,
  candidateActions,
  estimate,
  evaluate,
  footprintCost,
  getBoard,
  greedyChoice,
  moveScore,
  observe,
  type Position,
  type ResearchKind,
  type Square,
  type TileId,
  type View,
} from '../../src/nautilus/index.js';
import { addModules, addTile, assertValid, atPhase, game, legalList, run } from '../helpers.js';

/** The greedy bot's view: the observation of `seat` (tiles it has not seen are unknown). */
const view = (pos: Position, seat = pos.toAct): View => observe(pos, seat) as unknown as View;

/** The greedy choice of the seat to act, on its observation, from the engine's legal list (or the list given). */
function greedy(pos: Position, legal?: string[]): string {
  assertValid(pos);
  return greedyChoice(view(pos), pos.toAct, legal ?? legalList(pos));
}

/** Adds tiles, each made known to `seat` (as by a sonar ping, spec 7), so its observation shows them. */
function knownTiles(pos: Position, seat: number, ...tiles: [Square, TileId][]): Position {
  for (const [at, tile] of tiles) {
    addTile(pos, at, tile);
    pos.players[seat]!.known.push({ at, tile });
  }
  pos.players[seat]!.known.sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]);
  return pos;
}

/** Sets research counts of a seat. */
function research(pos: Position, seat: number, counts: Partial<Record<ResearchKind, number>>): Position {
  Object.assign(pos.players[seat]!.research, counts);
  return pos;
}

/** r = 2.5: training 2 (value 1) + technology 2 (1) + sonar 1 (half credit 0.5). */
const R25 = { training: 2, technology: 2, sonar: 1 } as const;

/**
 * Phase 3, seat 0 to act, no tiles but those added. Base (11,11); green (14,11) with 2 of seat 0
 * (a residential module: nothing to launch from); submarine 0:0 at (13,16) on the slope, range 4.
 */
function sea(): Position {
  const pos = game(2, { clearTiles: true });
  addModules(pos, { kind: 'green', at: [14, 11], researchers: [2, 0] });
  pos.submarines.push({ seat: 0, index: 0, at: [13, 16] });
  return atPhase(pos, 3, 0);
}

/** moveScore of seat 0 on the square of the only tile: 10 + the tile's value (0 when it is worth nothing). */
function valueOn(pos: Position, at: Square, v: View = pos as unknown as View): number {
  assertValid(pos);
  return moveScore(v, 0, at[0], at[1]);
}

describe('tile values (read as moveScore on the tile square: 10 + value)', () => {
  // spec 8: beige tiles are free; a chest pays 2 + min(analysis, 2)
  test.each([
    [0, 12],
    [1, 13],
    [2, 14],
    [3, 14],
  ])('a chest with analysis %i is worth 2 + min(analysis, 2): %d', (analysis, expected) => {
    const pos = research(sea(), 0, { analysis });
    addTile(pos, [14, 16], 'chest');
    expect(valueOn(pos, [14, 16])).toBe(expected);
  });

  test('a speed tile is worth 1', () => {
    const pos = addTile(sea(), [14, 16], 'speed');
    expect(valueOn(pos, [14, 16])).toBe(11);
  });

  // spec 8: blue tiles cost 1 on S or D, 2 on T
  test('gold: 2r - cost (no goal card shows gold); nothing when it would cost all the value or more than the Nemo', () => {
    // deep sea (20,16), r = max(1, 0) = 1: 2 - 1 = 1
    expect(valueOn(addTile(sea(), [20, 16], 'gold'), [20, 16])).toBe(11);
    // trench (3,19), r = 1: 2 - 2 = 0, not worth anything: no tile counts
    expect(valueOn(addTile(sea(), [3, 19], 'gold'), [3, 19])).toBe(0);
    // trench, r = 2.5: 5 - 2 = 3
    expect(valueOn(addTile(research(sea(), 0, R25), [3, 19], 'gold'), [3, 19])).toBe(13);
    // 1 Nemo: the deep-sea gold is still payable (5 - 1 = 4), the trench gold (cost 2) is not
    const poor = (at: Square, nemo: number): number => {
      const pos = addTile(research(sea(), 0, R25), at, 'gold');
      pos.players[0]!.nemo = nemo;
      return valueOn(pos, at);
    };
    expect(poor([20, 16], 1)).toBe(14);
    expect(poor([3, 19], 1)).toBe(0);
    expect(poor([3, 19], 2)).toBe(13);
    expect(poor([20, 16], 0)).toBe(0);
  });

  test('crab and urchin: r + (r - 1 when on the goal card) - cost', () => {
    // r = 2.5; goal cards (spec 3) with and without the tile
    const crab = (tile: 'crab' | 'urchin', at: Square, goal: boolean): number => {
      const pos = research(sea(), 0, R25);
      pos.players[0]!.goal = (tile === 'crab') === goal ? ['snail', 'crab'] : ['mussel', 'urchin'];
      return valueOn(addTile(pos, at, tile), at);
    };
    expect(crab('crab', [14, 16], true)).toBe(13); // 2.5 + 1.5 - 1
    expect(crab('crab', [14, 16], false)).toBe(11.5); // 2.5 - 1
    expect(crab('urchin', [14, 16], true)).toBe(13);
    expect(crab('urchin', [14, 16], false)).toBe(11.5);
    expect(crab('crab', [3, 19], true)).toBe(12); // 2.5 + 1.5 - 2 in the trench
    // r = 1 and no goal: 1 - 1 = 0, nothing
    const plain = addTile(sea(), [14, 16], 'crab');
    plain.players[0]!.goal = ['mussel', 'urchin'];
    expect(valueOn(plain, [14, 16])).toBe(0);
    // 1 Nemo pays for a slope crab (2.5 + 1.5 - 1 = 3); 0 Nemo does not
    const one = research(sea(), 0, R25);
    one.players[0]!.nemo = 1;
    one.players[0]!.goal = ['snail', 'crab'];
    expect(valueOn(addTile(one, [14, 16], 'crab'), [14, 16])).toBe(13);
    const poor = research(sea(), 0, R25);
    poor.players[0]!.nemo = 0;
    poor.players[0]!.goal = ['snail', 'crab'];
    expect(valueOn(addTile(poor, [14, 16], 'crab'), [14, 16])).toBe(0);
  });

  test('mussel and snail (0 points): the goal raise (r - 1), 0.5 with a lab (an examination), - cost', () => {
    const shell = (tile: 'mussel' | 'snail', goal: boolean, lab: number, at: Square = [14, 16], nemo = 55): number => {
      // r = 2.5 either way: training 2 + technology 2 + half credit for sonar 1 or lab 1
      const pos = research(sea(), 0, lab ? { training: 2, technology: 2, lab } : R25);
      pos.players[0]!.nemo = nemo;
      const other = tile === 'snail' ? 'mussel' : 'snail';
      pos.players[0]!.goal = goal ? [tile, 'urchin'] : [other, 'urchin'];
      return valueOn(addTile(pos, at, tile), at);
    };
    expect(shell('snail', true, 0)).toBe(10.5); // 1.5 + 0 - 1
    expect(shell('mussel', true, 0)).toBe(10.5);
    expect(shell('snail', true, 1)).toBe(11); // 1.5 + 0.5 - 1
    expect(shell('mussel', true, 1)).toBe(11);
    expect(shell('mussel', false, 1)).toBe(0); // 0.5 - 1 < 0
    expect(shell('snail', false, 0)).toBe(0); // -1
    expect(shell('snail', true, 0, [3, 19])).toBe(0); // 1.5 - 2 in the trench
    expect(shell('snail', true, 1, [14, 16], 1)).toBe(11); // 1 Nemo pays on the slope
    expect(shell('snail', true, 1, [14, 16], 0)).toBe(0); // 0 Nemo does not
  });

  test('an Atlantis tile: 3r - cost (rank points and a researcher move); r is at least 1', () => {
    // slope, r = max(1, 0) = 1: 3 - 1 = 2
    expect(valueOn(addTile(sea(), [14, 16], 'atlantis3'), [14, 16])).toBe(12);
    // trench, r = 2.5: 7.5 - 2 = 5.5
    expect(valueOn(addTile(research(sea(), 0, R25), [3, 19], 'atlantis11'), [3, 19])).toBe(15.5);
    // a "3" token counts 3: r = 3, slope: 9 - 1 = 8
    const token = research(sea(), 0, { lab: 2 });
    token.tokens.lab = 0;
    expect(valueOn(addTile(token, [14, 16], 'atlantis3'), [14, 16])).toBe(18);
    // 1 Nemo does not pay for a trench Atlantis
    const poor = addTile(sea(), [3, 19], 'atlantis11');
    poor.players[0]!.nemo = 1;
    expect(valueOn(poor, [3, 19])).toBe(0);
  });

  describe('an unknown tile is worth the average of its zone', () => {
    // S: (6r + 6*3r + 4*2.5 + 2) / 26 - 0.6; D: (2r + 4r + 5*3r + 3*2.5 + 1) / 20 - 0.7; T: (6r + 2r + 4*3r + 2*2.5 + 1) / 14 - 1.5
    const unknown = (at: Square, counts: Partial<Record<ResearchKind, number>>): number => {
      const pos = research(sea(), 0, counts);
      addTile(pos, at, at[1] === 19 ? 'gold' : 'crab'); // face down, not known to seat 0
      return valueOn(pos, at, view(pos, 0));
    };
    test.each([
      ['slope', [14, 16], 1, 36 / 26 - 0.6],
      ['slope', [14, 16], 2.5, 72 / 26 - 0.6],
      ['deep sea', [20, 16], 1, 29.5 / 20 - 0.7],
      ['deep sea', [20, 16], 2.5, 61 / 20 - 0.7],
      ['trench', [3, 19], 1, 26 / 14 - 1.5],
      ['trench', [3, 19], 2.5, 56 / 14 - 1.5],
    ] as const)('%s %j with r = %d', (_zone, at, r, v) => {
      expect(unknown([at[0], at[1]], r === 1 ? {} : R25)).toBeCloseTo(10 + v, 9);
    });
  });

  test('a seat whose goal card is hidden (another seat in an observation) gets no goal raise', () => {
    const pos = research(sea(), 1, R25);
    pos.players[1]!.goal = ['snail', 'crab'];
    knownTiles(pos, 0, [[14, 16], 'crab']);
    // seat 1 on seat 0's observation: r 2.5, no goal known: 2.5 - 1 = 1.5
    expect(moveScore(view(pos, 0), 1, 14, 16)).toBe(11.5);
    // on the position itself seat 1's goal shows: 2.5 + 1.5 - 1 = 3
    expect(moveScore(pos as unknown as View, 1, 14, 16)).toBe(13);
  });
});

describe('moveScore: the tile there, or value / (1 + distance) to the best tile', () => {
  test('closeness to worthwhile tiles, the best of them', () => {
    const pos = sea();
    addTile(pos, [14, 16], 'chest'); // 2
    addTile(pos, [11, 18], 'speed'); // 1
    const v = pos as unknown as View;
    expect(moveScore(v, 0, 14, 16)).toBe(12);
    expect(moveScore(v, 0, 14, 15)).toBe(1); // chest 2 / (1 + 1)
    expect(moveScore(v, 0, 12, 16)).toBe(2 / 3); // chest 2/3 beats speed 1/(1 + 3)
    expect(moveScore(v, 0, 11, 18)).toBe(11); // on the speed tile
    expect(moveScore(v, 0, 10, 19)).toBe(1 / 3); // speed 1/3, chest 2/8
    expect(moveScore(v, 0, 17, 19)).toBe(2 / 7); // chest 2/(1 + 6), speed 1/(1 + 7)
    expect(moveScore(v, 0, 0, 23)).toBe(2 / 22); // chest 2/(1 + 14 + 7) beats speed 1/(1 + 11 + 5)
  });

  test('tiles worth nothing are ignored, even on their own square', () => {
    const pos = sea();
    addTile(pos, [14, 16], 'crab'); // r 1, no goal: 1 - 1 = 0
    pos.players[0]!.goal = ['mussel', 'urchin'];
    expect(moveScore(pos as unknown as View, 0, 14, 16)).toBe(0);
    expect(moveScore(pos as unknown as View, 0, 13, 16)).toBe(0);
  });

  test('no tiles: 0 everywhere', () => {
    expect(moveScore(sea() as unknown as View, 0, 13, 17)).toBe(0);
  });
});

describe('greedy: pending choices (spec 8)', () => {
  /**
   * Phase 3: green G (14,11) with 2 of seat 0, training B T (11,14) with 2 of seat 0, and (with
   * `lab`) lab L (17,11) owned by seat 1, count 0; submarine 0:0 at (13,16), one step from (14,16).
   */
  function dock(lab: boolean): Position {
    const pos = game(2, { clearTiles: true });
    addModules(pos, { kind: 'green', at: [14, 11], researchers: [2, 0] }, { kind: 'training', layout: 'B', at: [11, 14], researchers: [2, 0] });
    if (lab) addModules(pos, { kind: 'lab', layout: 'A', at: [17, 11], r: 1, owner: 1 });
    pos.submarines.push({ seat: 0, index: 0, at: [13, 16] });
    return atPhase(pos, 3, 0);
  }

  test('examination: the first tile offered, whatever the order of the list', () => {
    const pos = research(sea(), 0, { lab: 1 });
    knownTiles(pos, 0, [[14, 16], 'mussel']);
    addTile(pos, [16, 16], 'crab');
    addTile(pos, [11, 18], 'snail');
    const next = run(pos, 'move 0:0 14 16');
    expect(next.turn.pending?.type).toBe('examine');
    const legal = legalList(next);
    expect(legal).toContain('skip');
    const examines = legal.filter((a) => a.startsWith('examine'));
    expect(examines.length).toBeGreaterThanOrEqual(2);
    expect(greedy(next)).toBe(examines[0]);
    // listed the other way round (skip first): still the first examination in the list
    const reversed = [...legal].reverse();
    expect(reversed[0]).toBe('skip');
    expect(greedy(next, reversed)).toBe(examines[examines.length - 1]);
  });

  test('speed move: onto the best tile in reach', () => {
    const pos = sea();
    knownTiles(pos, 0, [[14, 16], 'speed'], [[16, 16], 'chest'], [[13, 17], 'urchin']);
    pos.players[0]!.goal = ['snail', 'crab'];
    const next = run(pos, 'move 0:0 14 16');
    expect(next.turn.pending).toEqual({ type: 'speed' });
    // chest 2 at (16,16) beats the urchin (r 1, not on the goal: 1 - 1 = 0) at (13,17)
    expect(greedy(next)).toBe('move 0:0 16 16');
  });

  test('speed move: skip when no tile in reach is worth anything; an unknown tile is worth its zone average', () => {
    const pos = sea();
    knownTiles(pos, 0, [[14, 16], 'speed'], [[13, 17], 'urchin']);
    pos.players[0]!.goal = ['snail', 'crab'];
    const next = run(pos, 'move 0:0 14 16');
    expect(legalList(next)).toContain('move 0:0 13 17');
    expect(greedy(next)).toBe('skip'); // the urchin is worth 0, empty squares 0
    // the same urchin unknown to seat 0: a slope tile is worth 36/26 - 0.6 = 0.78 on average
    const blind = sea();
    knownTiles(blind, 0, [[14, 16], 'speed']);
    addTile(blind, [13, 17], 'urchin');
    blind.players[0]!.goal = ['snail', 'crab'];
    expect(greedy(run(blind, 'move 0:0 14 16'))).toBe('move 0:0 13 17');
  });

  test('Atlantis researcher move: the most valuable research move, here a new kind at another seat\'s module', () => {
    // G -> L activates lab (count 0: 0.7, owned by seat 1: -0.15 -> 0.55); G -> T: T already holds 2 of
    // seat 0 (0); G -> base 0; moves out of T leave a launch pad of 2 (-0.3)
    const pos = dock(true);
    knownTiles(pos, 0, [[14, 16], 'atlantis3']);
    const next = run(pos, 'move 0:0 14 16');
    expect(next.turn.pending).toEqual({ type: 'atlantis' });
    expect(legalList(next)).toEqual(expect.arrayContaining(['research 14 11 11 11', 'research 14 11 11 14', 'research 14 11 17 11', 'skip']));
    expect(greedy(next)).toBe('research 14 11 17 11');
  });

  test('Atlantis researcher move: skip when every move is worth nothing (not even a step onto the base)', () => {
    const pos = dock(false);
    knownTiles(pos, 0, [[14, 16], 'atlantis3']);
    const next = run(pos, 'move 0:0 14 16');
    expect(next.turn.pending).toEqual({ type: 'atlantis' });
    expect(legalList(next)).toContain('research 14 11 11 11');
    expect(greedy(next)).toBe('skip');
  });
});

describe('greedy: phase 1 (spec 5)', () => {
  /** Phase 1, seat 0 to act, no tiles; seat 0 holds the given modules (taken from the stacks, riders from supply). */
  function city(...held: ('green' | 'blue' | ResearchKind)[]): Position {
    const pos = atPhase(game(2, { clearTiles: true }), 1, 0);
    for (const kind of held) {
      if (kind === 'green' || kind === 'blue') {
        pos.stacks[kind]--;
        pos.players[0]!.researchers--;
        pos.players[0]!.held.push({ kind, corridors: LAYOUTS[kind], researchers: 1 });
      } else {
        pos.players[0]!.held.push({ kind, corridors: pos.stacks[kind].shift()!, researchers: 0 });
      }
    }
    return pos;
  }
  const costOf = (place: string): number => {
    const [, , cx, cy] = place.split(' ').map(Number);
    return footprintCost(getBoard('default'), cx!, cy!);
  };

  test('places a held research module of a new kind (3) over a residential one (2.5), where it is cheap', () => {
    const pos = city('green', 'lab');
    const choice = greedy(pos);
    expect(choice).toMatch(/^place 1 /);
    // lagoon placements (cost 1) exist; the choice is one (3 - 0.8 beats 3 - 1.6 on the slope)
    expect(legalList(pos).filter((a) => a.startsWith('place 1 ') && costOf(a) === 2).length).toBeGreaterThan(0);
    expect(costOf(choice)).toBe(1);
  });

  test('a residential module (2.5) over a research kind already counted (2)', () => {
    const pos = research(city('green', 'lab'), 0, { lab: 1 });
    const choice = greedy(pos);
    expect(choice).toMatch(/^place 0 /);
    expect(costOf(choice)).toBe(1);
  });

  test('near research modules: +0.2 each within 3 squares; residential neighbours do not count', () => {
    // a held green reaches the lagoon at E (14,11) and S (11,14) (cost 1 each), E listed first; a
    // sonar module at (8,17) is exactly 3 squares from (11,14) on both axes, 6 from (14,11)
    const pos = city('green');
    addModules(pos, { kind: 'sonar', at: [8, 17], owner: 1 }, { kind: 'blue', at: [17, 11], researchers: [1, 0] });
    const legal = legalList(pos);
    expect(legal.indexOf('place 0 14 11 0')).toBeLessThan(legal.indexOf('place 0 11 14 0'));
    // E: 2.5 - 0.8 = 1.7 (the blue at (17,11) is residential); S: 2.5 - 0.8 + 0.2 = 1.9
    expect(greedy(pos)).toBe('place 0 11 14 0');
    // without the sonar module the first cheapest placement wins
    const plain = city('green');
    addModules(plain, { kind: 'blue', at: [17, 11], researchers: [1, 0] });
    expect(greedy(plain)).toBe('place 0 14 11 0');
  });

  test('never builds down to less than 1 Nemo (the build cost is paid at the end of the turn)', () => {
    const pos = city('lab');
    pos.players[0]!.nemo = 2; // a lagoon placement leaves 1
    const choice = greedy(pos);
    expect(choice).toMatch(/^place 0 /);
    expect(costOf(choice)).toBe(1);
    pos.players[0]!.nemo = 1; // any placement would leave 0: no buy either (1 < 10)
    expect(greedy(pos)).toBe('end');
  });

  test('a fresh seat buys a residential module with 3 researchers (few researchers on modules, 12+ Nemo)', () => {
    expect(greedy(atPhase(game(2), 1, 0))).toBe('buy green 3');
    const twelve = atPhase(game(2), 1, 0);
    twelve.players[0]!.nemo = 12;
    expect(greedy(twelve)).toBe('buy green 3');
    // no green offered (an empty stack): blue
    const legal = legalList(twelve).filter((a) => !a.startsWith('buy green'));
    expect(greedy(twelve, legal)).toBe('buy blue 3');
    // no residential module offered at all: the research kind instead
    expect(greedy(twelve, legal.filter((a) => !a.startsWith('buy blue')))).toBe('buy training');
  });

  test('with fewer than 3 researchers in supply it buys a residential module with all of them', () => {
    // seat 0: 8 own research modules (no researchers), 10 researchers on a green module, a held green
    // with 3 riders: 2 left in supply; 10 on modules < 3 + 8, so people: 'buy green 2'
    const pos = atPhase(game(2, { clearTiles: true }), 1, 0);
    const kinds: ResearchKind[] = ['training', 'training', 'technology', 'technology', 'sonar', 'sonar', 'lab', 'lab'];
    kinds.forEach((kind, i) => addModules(pos, { kind, at: [2 + 3 * (i % 4), i < 4 ? 2 : 5], owner: 0 }));
    addModules(pos, { kind: 'green', at: [14, 11], researchers: [10, 0] });
    pos.stacks.green--;
    pos.players[0]!.researchers -= 3;
    pos.players[0]!.held.push({ kind: 'green', corridors: LAYOUTS.green, researchers: 3 });
    expect(pos.players[0]!.researchers).toBe(2);
    const legal = legalList(pos).filter((a) => !a.startsWith('place'));
    expect(greedy(pos, legal)).toBe('buy green 2');
  });

  test('below 12 Nemo: the research kind of lowest count below 2 (10+ Nemo), else end', () => {
    const pos = atPhase(game(2), 1, 0);
    pos.players[0]!.nemo = 11;
    expect(greedy(pos)).toBe('buy training'); // all counts 0: the first kind
    research(pos, 0, { training: 1, technology: 2, sonar: 0, lab: 1, analysis: 0 });
    expect(greedy(pos)).toBe('buy sonar'); // sonar and analysis at 0, sonar listed first
    expect(greedy(pos, legalList(pos).filter((a) => a !== 'buy sonar'))).toBe('buy analysis');
    pos.players[0]!.nemo = 10;
    expect(greedy(pos)).toBe('buy sonar');
    pos.players[0]!.nemo = 9;
    expect(greedy(pos)).toBe('end');
  });

  test('no research kind below count 2: end', () => {
    const pos = atPhase(game(2), 1, 0);
    pos.players[0]!.nemo = 11;
    research(pos, 0, { training: 2, technology: 3, sonar: 2, lab: 2, analysis: 4 });
    expect(greedy(pos)).toBe('end');
    research(pos, 0, { technology: 1 });
    expect(greedy(pos)).toBe('buy technology');
  });

  test('researchers on modules: fewer than 3 + own research modules buys people, else research', () => {
    // 3 on a green module, no own research module: 3 < 3 fails, so the research buy
    const three = atPhase(game(2, { clearTiles: true }), 1, 0);
    addModules(three, { kind: 'green', at: [14, 11], researchers: [3, 0] });
    expect(greedy(three)).toBe('buy training');
    // the same with an own (empty) research module: 3 < 4, buy people
    const owner = atPhase(game(2, { clearTiles: true }), 1, 0);
    addModules(owner, { kind: 'green', at: [14, 11], researchers: [3, 0] }, { kind: 'lab', at: [11, 14], owner: 0 });
    expect(greedy(owner)).toBe('buy green 3');
    // another seat's research module does not count
    const theirs = atPhase(game(2, { clearTiles: true }), 1, 0);
    addModules(theirs, { kind: 'green', at: [14, 11], researchers: [3, 0] }, { kind: 'lab', at: [11, 14], owner: 1 });
    expect(greedy(theirs)).toBe('buy training');
    // 2 on modules: 2 < 3
    const two = atPhase(game(2, { clearTiles: true }), 1, 0);
    addModules(two, { kind: 'green', at: [14, 11], researchers: [2, 0] });
    expect(greedy(two)).toBe('buy green 3');
  });

  test('holding 2 modules it does not buy a third (when none is placed)', () => {
    const one = city('lab');
    const noPlace = (pos: Position): string[] => legalList(pos).filter((a) => !a.startsWith('place'));
    expect(greedy(one, noPlace(one))).toBe('buy green 3');
    const two = city('lab', 'sonar');
    expect(noPlace(two)).toContain('buy green 3');
    expect(greedy(two, noPlace(two))).toBe('end');
  });

  test('after a purchase it places or ends', () => {
    const bought = run(atPhase(game(2, { clearTiles: true }), 1, 0), 'buy lab');
    expect(greedy(bought)).toMatch(/^place 0 /);
    bought.players[0]!.nemo = 1;
    expect(greedy(bought)).toBe('end');
  });
});

describe('greedy: phase 2 (spec 6)', () => {
  /** Phase 2, seat 0 to act: green G (14,11) with 3 of seat 0; training B T (11,14) and lab L (17,11), owned by seat 0 unless said. */
  function lab(counts: Partial<Record<ResearchKind, number>>, opts: { trainingOwner?: number; labOwner?: number; labResearchers?: number; trainingResearchers?: number; green?: number } = {}): Position {
    const pos = game(2, { clearTiles: true });
    addModules(
      pos,
      { kind: 'green', at: [14, 11], researchers: [opts.green ?? 3, 0] },
      { kind: 'training', layout: 'B', at: [11, 14], owner: opts.trainingOwner ?? 0, researchers: [opts.trainingResearchers ?? 0, 0] },
      { kind: 'lab', layout: 'A', at: [17, 11], r: 1, owner: opts.labOwner ?? 0, researchers: [opts.labResearchers ?? 0, 0] },
    );
    return research(atPhase(pos, 2, 0), 0, counts);
  }
  const toLab = 'research 14 11 17 11';
  const toTraining = 'research 14 11 11 14';

  test('the order of the list: base, lab, training', () => {
    expect(legalList(lab({}))).toEqual(['research 14 11 11 11', toLab, toTraining, 'end']);
  });

  test.each([
    [1, 0, toLab], // 1 beats 0.7
    [0, 1, toTraining],
    [0, 2, toLab], // 0.7 beats 0.15
    [2, 0, toTraining],
    [3, 4, toLab], // 0.15 beats 0.05
    [4, 3, toTraining],
    [4, 4, 'end'], // 0.05 is not worth a move (threshold 0.1)
    [2, 4, toLab], // an own module at count 2 is still worth 0.15
  ])('lab count %i, training count %i: %s', (labCount, trainingCount, expected) => {
    expect(greedy(lab({ lab: labCount, training: trainingCount }))).toBe(expected);
  });

  test("another seat's module costs 0.15 (the rent)", () => {
    // training owned by seat 1: count 0 -> 0.55, below the own lab's 0.7; count 1 -> 0.85 below 1
    expect(greedy(lab({ lab: 0, training: 0 }, { trainingOwner: 1 }))).toBe(toLab);
    // count 2 -> 0.15 - 0.15 = 0, lab at count 4 -> 0.05: nothing worth it
    expect(greedy(lab({ lab: 4, training: 2 }, { trainingOwner: 1 }))).toBe('end');
    // count 1 at seat 1's training (0.85) beats count 0 at the own lab (0.7)
    expect(greedy(lab({ lab: 0, training: 1 }, { trainingOwner: 1 }))).toBe(toTraining);
  });

  test('a second researcher where seat 0 has one, while no module holds 2 of seat 0 (0.4: launches)', () => {
    // lab holds 1 of seat 0 (count 1): joining it is 0.4; training at count 4 is 0.05
    expect(greedy(lab({ lab: 1, training: 4 }, { labResearchers: 1 }))).toBe(toLab);
    // training already holds 2 of seat 0: no bonus, and moving out of training leaves no launch pad
    expect(greedy(lab({ lab: 1, training: 4 }, { labResearchers: 1, trainingResearchers: 2 }))).toBe('end');
  });

  test('keeps a launch pad: moving one of 2 researchers out of a research module costs 0.3', () => {
    // only the lab holds seat 0's researchers (2): lab -> training at count 2 is 0.15 - 0.3 < 0
    const pad = lab({ lab: 1, training: 2 }, { labResearchers: 2, green: 0 });
    expect(legalList(pad)).toContain('research 17 11 11 14');
    expect(greedy(pad)).toBe('end');
    // 2 on the green residential module: no launch pad there, 0.15 is worth a move
    expect(greedy(lab({ lab: 1, training: 2 }, { labResearchers: 2, green: 2 }))).toBe(toTraining);
  });
});

describe('greedy: phase 3 (spec 7)', () => {
  test('launches while it has fewer than 2 submarines out', () => {
    const pos = sea();
    addModules(pos, { kind: 'training', layout: 'B', at: [11, 14], researchers: [2, 0] });
    knownTiles(pos, 0, [[14, 16], 'chest']);
    expect(greedy(pos)).toBe('launch 11 14 E'); // before the chest in reach
    // another seat's submarines do not count
    const theirs = structuredClone(pos);
    theirs.submarines = [{ seat: 1, index: 0, at: [5, 5] }, { seat: 1, index: 1, at: [18, 18] }];
    expect(greedy(theirs)).toBe('launch 11 14 E');
    // none out: launch
    const none = structuredClone(pos);
    none.submarines = [];
    expect(greedy(none)).toBe('launch 11 14 E');
    // two out: the chest
    const two = structuredClone(pos);
    two.submarines.push({ seat: 0, index: 1, at: [5, 5] });
    expect(legalList(two)).toContain('launch 11 14 E');
    expect(greedy(two)).toBe('move 0:0 14 16');
  });

  test('moves onto the best tile in reach', () => {
    const pos = sea();
    knownTiles(pos, 0, [[14, 16], 'speed'], [[13, 17], 'chest']);
    expect(greedy(pos)).toBe('move 0:0 13 17'); // chest 2 beats speed 1
  });

  test('a tile in reach beats a better one out of reach', () => {
    // r 2 (sonar 2, analysis 2): Atlantis at (6,16) is worth 6 - 1 = 5, 7 steps away; speed (1) in reach
    const pos = research(sea(), 0, { sonar: 2, analysis: 2 });
    knownTiles(pos, 0, [[13, 17], 'speed'], [[6, 16], 'atlantis3']);
    expect(greedy(pos)).toBe('move 0:0 13 17');
  });

  test('nothing worth taking in reach: approaches the best value / (1 + distance)', () => {
    // chest (2) at (6,16), 7 steps: the nearest square in reach is (9,16), 3 from it
    const pos = sea();
    knownTiles(pos, 0, [[6, 16], 'chest']);
    expect(greedy(pos)).toBe('move 0:0 9 16');
    // with a speed tile (1) at (20,16), also 7 steps away: 1/4 < 2/4, still west
    const two = sea();
    knownTiles(two, 0, [[6, 16], 'chest'], [[20, 16], 'speed']);
    expect(greedy(two)).toBe('move 0:0 9 16');
    // the chest (2) at (20,16) and the speed tile (1) at (6,16): east to (17,16)
    const east = sea();
    knownTiles(east, 0, [[6, 16], 'speed'], [[20, 16], 'chest']);
    expect(greedy(east)).toBe('move 0:0 17 16');
  });

  test('a tile in reach worth nothing (and nothing else) ends the turn; so does an empty sea', () => {
    const pos = sea();
    pos.players[0]!.goal = ['mussel', 'urchin'];
    knownTiles(pos, 0, [[14, 16], 'crab']); // r 1: 1 - 1 = 0
    expect(greedy(pos)).toBe('end');
    expect(greedy(sea())).toBe('end');
  });

  test('the same crab unknown to seat 0 is worth the slope average (0.78 > 0.2): it moves onto it', () => {
    const pos = sea();
    addTile(pos, [14, 16], 'crab');
    expect(greedy(pos)).toBe('move 0:0 14 16');
  });

  test('a trench Atlantis is not worth it with 1 Nemo (cost 2)', () => {
    const pos = game(2, { clearTiles: true });
    addModules(pos, { kind: 'green', at: [14, 11], researchers: [2, 0] });
    pos.submarines.push({ seat: 0, index: 0, at: [3, 21] });
    pos.trenchOpen = true;
    knownTiles(pos, 0, [[3, 22], 'atlantis11']);
    atPhase(pos, 3, 0);
    pos.players[0]!.nemo = 2; // 3 - 2 = 1
    expect(greedy(pos)).toBe('move 0:0 3 22');
    pos.players[0]!.nemo = 1;
    expect(greedy(pos)).toBe('end');
  });

  test('a single legal action is returned as it is', () => {
    expect(greedyChoice(view(sea()), 0, ['sonar 0:0'])).toBe('sonar 0:0');
  });
});

describe('candidateActions: every non-move action and the k best moves, in the order of the list', () => {
  // chest at (14,16) next to submarine 0:0 at (13,16): 12 on it, 1 at distance 1, 2/3 at distance 2
  function chest(): { pos: Position; legal: string[] } {
    const pos = sea();
    addTile(pos, [14, 16], 'chest');
    return { pos, legal: legalList(pos) };
  }

  test('k = 4: the chest and the three squares next to it (the fourth neighbour is the start)', () => {
    const { pos, legal } = chest();
    expect(candidateActions(pos as unknown as View, 0, legal, 4)).toEqual(['sonar 0:0', 'move 0:0 14 15', 'move 0:0 14 16', 'move 0:0 15 16', 'move 0:0 14 17', 'end']);
  });

  test('k = 6 (default): ties at distance 2 go to the first in the list', () => {
    const { pos, legal } = chest();
    // distance 2 from (14,16) in the (y, x) order of the list: (14,14), (13,15), (15,15), (12,16), ...
    expect(candidateActions(pos as unknown as View, 0, legal)).toEqual([
      'sonar 0:0',
      'move 0:0 14 14',
      'move 0:0 13 15',
      'move 0:0 14 15',
      'move 0:0 14 16',
      'move 0:0 15 16',
      'move 0:0 14 17',
      'end',
    ]);
  });

  test('no tiles: every move scores 0 and the first k are kept', () => {
    const pos = sea();
    const legal = legalList(pos);
    const moves = legal.filter((a) => a.startsWith('move '));
    expect(candidateActions(pos as unknown as View, 0, legal, 3)).toEqual(['sonar 0:0', ...moves.slice(0, 3), 'end']);
  });

  test('k moves or fewer: the whole list, as a copy', () => {
    const { pos, legal } = chest();
    const moves = legal.filter((a) => a.startsWith('move ')).length;
    const all = candidateActions(pos as unknown as View, 0, legal, moves);
    expect(all).toEqual(legal);
    expect(all).not.toBe(legal);
    expect(candidateActions(pos as unknown as View, 0, legal, moves - 1)).toHaveLength(legal.length - 1);
    expect(candidateActions(pos as unknown as View, 0, ['sonar 0:0', 'end'], 0)).toEqual(['sonar 0:0', 'end']);
  });
});

describe('estimate and evaluate', () => {
  /** Marks a tile out of the game as recovered by `seat` (to its sheet, or to the ruins with its marker). */
  function recovered(pos: Position, seat: number, tile: TileId): void {
    const g = pos.gone.find((x) => x.tile === tile && x.to === 'removed')!;
    g.seat = seat;
    if (tile.startsWith('atlantis')) {
      g.to = 'ruins';
      pos.ruins.push({ atlantis: Number(tile.slice(8)), seat });
    } else {
      g.to = 'sheet';
      pos.players[seat]!.sheet.push(tile as never);
    }
  }

  /**
   * 3 players (50 Nemo each). Seat 0: training 2 (1), technology 1 (half credit 0.5), lab 2 with
   * its "3" token (3): r = 4.5 (scoring's R = 4); sheet crab, snail, gold (1 + 0 + 2 = 3 points) with
   * goal {snail, crab}: 2 raises; Atlantis 3 with its marker: first of 3 ranks, 5 points; 2
   * submarines; 3 researchers on green (14,11) and 2 on training (11,14); holding a lab (1.2) and a
   * green with 2 riders (0.6 + 2 * 0.6). Seat 1: nothing. Seat 2: one submarine.
   */
  function table(): Position {
    const pos = game(3, { clearTiles: true });
    addModules(pos, { kind: 'green', at: [14, 11], researchers: [3, 0, 0] }, { kind: 'training', layout: 'B', at: [11, 14], researchers: [2, 0, 0] });
    research(pos, 0, { training: 2, technology: 1, lab: 2 });
    pos.tokens.lab = 0;
    pos.players[0]!.goal = ['snail', 'crab'];
    recovered(pos, 0, 'crab');
    recovered(pos, 0, 'snail');
    recovered(pos, 0, 'gold');
    recovered(pos, 0, 'atlantis3');
    pos.submarines.push({ seat: 0, index: 0, at: [13, 16] }, { seat: 0, index: 1, at: [5, 5] }, { seat: 2, index: 0, at: [20, 20] });
    pos.players[0]!.held.push({ kind: 'lab', corridors: pos.stacks.lab.shift()!, researchers: 0 });
    pos.stacks.green--;
    pos.players[0]!.researchers -= 2;
    pos.players[0]!.held.push({ kind: 'green', corridors: LAYOUTS.green, researchers: 2 });
    return assertValid(atPhase(pos, 3, 0));
  }
  // seat 0: (3 + 5 + 2 + 3) * 4.5 + 50 + 2 * 1.2 + 5 * 0.5 + 1.2 + 1.8 = 58.5 + 50 + 2.4 + 2.5 + 3 = 116.4
  const seat0 = 116.4;

  test('points (+3) times the expected multiplier, Nemo, 1.2 a submarine, 0.5 a researcher on a module, held modules', () => {
    const pos = table();
    expect(estimate(pos, 0)).toBeCloseTo(seat0, 9);
    expect(estimate(pos, 1)).toBeCloseTo(50, 9); // r = 0: only the Nemo
    expect(estimate(pos, 2)).toBeCloseTo(51.2, 9);
  });

  test('evaluate: my estimate minus the best other seat\'s', () => {
    const pos = table();
    expect(evaluate(pos, 0)).toBeCloseTo(seat0 - 51.2, 9);
    expect(evaluate(pos, 1)).toBeCloseTo(50 - seat0, 9);
    expect(evaluate(pos, 2)).toBeCloseTo(51.2 - seat0, 9);
  });

  test('in phase 1 the seat to act owes the running build cost', () => {
    const pos = table();
    atPhase(pos, 1, 1);
    pos.stacks.green--;
    pos.players[1]!.researchers--;
    pos.players[1]!.held.push({ kind: 'green', corridors: LAYOUTS.green, researchers: 1 });
    const next = run(pos, 'place 0 11 8 0'); // the slope north of the base: build cost 2
    expect(next.turn.buildCost).toBe(2);
    expect(estimate(next, 1)).toBeCloseTo(50 - 2 + 0.5, 9); // the rider is now on a module
    expect(estimate(next, 0)).toBeCloseTo(seat0, 9); // not to act: nothing owed
    expect(evaluate(next, 1)).toBeCloseTo(48.5 - seat0, 9);
    // in phase 3 the same turn field is not a debt
    const three = structuredClone(next);
    three.phase = 3;
    expect(estimate(three, 1)).toBeCloseTo(50.5, 9);
  });
});

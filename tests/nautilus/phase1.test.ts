// Spec section 5: phase 1 — buy, place, end; build costs; returns.
import { describe, expect, test } from 'vitest';
import { LAYOUTS } from '../../src/nautilus/index.js';
import { game, legalList, refusal, run, runEvents, setTile } from '../helpers.js';

const legal = legalList;

describe('spec 5: buy', () => {
  test('a research module: the top of its stack for 1 Nemo', () => {
    const pos = game(2);
    const top = pos.stacks.lab[0]!;
    const next = run(pos, 'buy lab');
    expect(next.players[0]!.nemo).toBe(54);
    expect(next.players[0]!.held).toEqual([{ kind: 'lab', corridors: top, researchers: 0 }]);
    expect(next.stacks.lab).toEqual(pos.stacks.lab.slice(1));
  });

  test('a residential module carries k researchers, 1 Nemo each', () => {
    const next = run(game(2), 'buy green 3');
    expect(next.players[0]!.nemo).toBe(52);
    expect(next.players[0]!.researchers).toBe(12);
    expect(next.players[0]!.held).toEqual([{ kind: 'green', corridors: LAYOUTS.green, researchers: 3 }]);
    expect(next.stacks.green).toBe(9);
  });

  test.each([
    [2, 'buy blue 4', 'badResearchers'],
    [3, 'buy blue 4', 'badResearchers'],
    [2, 'buy blue 0', 'badResearchers'],
  ])('%i players: %s is refused (%s)', (players, action, code) => {
    expect(refusal(game(players), action)).toBe(code);
  });

  test('with 4 players a residential module carries up to 4', () => {
    expect(run(game(4), 'buy blue 4').players[0]!.researchers).toBe(11);
    expect(refusal(game(4), 'buy blue 5')).toBe('badResearchers');
  });

  test('at most one purchase per turn, and none after a placement', () => {
    const pos = run(game(2), 'buy green 1');
    expect(refusal(pos, 'buy lab')).toBe('alreadyBought');
    const placed = run(game(2), 'buy green 1', 'place 0 14 11 0');
    expect(refusal(placed, 'buy lab')).toBe('alreadyBought');
    const heldFirst = game(2);
    heldFirst.players[0]!.held.push({ kind: 'green', corridors: LAYOUTS.green, researchers: 1 });
    heldFirst.stacks.green--;
    heldFirst.players[0]!.researchers--;
    expect(refusal(run(heldFirst, 'place 0 14 11 0'), 'buy lab')).toBe('buyAfterPlace');
  });

  test.each([
    [4, 4],
    [3, 3],
  ])('maxHeldModules %i: the limit refuses a further buy', (max, held) => {
    const pos = game(2);
    pos.variants.maxHeldModules = max;
    for (let i = 0; i < held; i++) pos.players[0]!.held.push({ kind: 'training', corridors: pos.stacks.training.shift()!, researchers: 0 });
    expect(refusal(pos, 'buy lab')).toBe('tooManyHeld');
  });

  test('an empty stack and an empty purse refuse', () => {
    const pos = game(2);
    pos.stacks.sonar = [];
    expect(refusal(pos, 'buy sonar')).toBe('stackEmpty');
    const poor = game(2);
    poor.players[0]!.nemo = 2;
    expect(refusal(poor, 'buy green 3')).toBe('cannotPay');
    poor.players[0]!.nemo = 0;
    expect(refusal(poor, 'buy lab')).toBe('cannotPay');
    expect(legal(poor)).toEqual(['end']);
  });
});

describe('spec 5: place', () => {
  const withHeld = (...held: { kind: 'green' | 'blue' | 'training' | 'lab'; corridors?: number; researchers?: number }[]) => {
    const pos = game(2);
    for (const h of held) {
      const corridors = h.corridors ?? (h.kind === 'green' || h.kind === 'blue' ? LAYOUTS[h.kind] : LAYOUTS.A);
      if (h.kind === 'green' || h.kind === 'blue') pos.stacks[h.kind]--;
      else pos.stacks[h.kind].splice(pos.stacks[h.kind].indexOf(corridors), 1);
      pos.players[0]!.researchers -= h.researchers ?? 0;
      pos.players[0]!.held.push({ kind: h.kind, corridors, researchers: h.researchers ?? 0 });
    }
    return pos;
  };

  test('a residential module brings its researchers; a research module gets the owner marker', () => {
    const pos = run(withHeld({ kind: 'green', researchers: 2 }, { kind: 'training', corridors: LAYOUTS.B }), 'place 0 14 11 0', 'place 0 14 14 0');
    expect(pos.modules[1]).toMatchObject({ kind: 'green', at: [14, 11], owner: null, researchers: [2, 0] });
    expect(pos.modules[2]).toMatchObject({ kind: 'training', at: [14, 14], owner: 0, researchers: [0, 0] });
    expect(pos.players[0]!.held).toEqual([]);
    // a placement counts against the quiet-round end (spec 9)
    expect(pos.roundFlags).toEqual({ bought: false, placed: true, recovered: false });
  });

  test.each([
    ['place 0 0 11 0', 'offBoard'],
    ['place 0 12 13 0', 'overlap'],
    ['place 0 13 11 0', 'overlap'],
    ['place 0 13 12 0', 'overlap'],
    ['place 0 14 12 0', 'noConnection'], // offset (3, 1) does not overlap, but corridors do not meet
    ['place 0 5 5 0', 'noConnection'],
    ['place 1 14 11 0', 'noSuchModule'],
    ['place 0 14 11 4', 'badRotation'],
  ])('%s is refused: %s', (action, code) => {
    expect(refusal(withHeld({ kind: 'green', researchers: 1 }), action)).toBe(code);
  });

  test('a wall facing the only neighbour does not connect', () => {
    // C = N NE NW: at E of the base it needs a W corridor; r=3 gives W NW SW
    const pos = withHeld({ kind: 'lab', corridors: LAYOUTS.C });
    expect(refusal(pos, 'place 0 14 11 0')).toBe('noConnection');
    expect(run(pos, 'place 0 14 11 3').modules).toHaveLength(2);
  });

  test('a submarine under the footprint refuses the placement', () => {
    const pos = withHeld({ kind: 'green', researchers: 1 });
    pos.submarines.push({ seat: 1, index: 0, at: [15, 12] });
    expect(refusal(pos, 'place 0 14 11 0')).toBe('submarineUnder');
  });

  test('a further module must connect to a module placed this turn', () => {
    const pos = run(withHeld({ kind: 'green', researchers: 1 }, { kind: 'green', researchers: 1 }), 'place 0 14 11 0');
    // (11, 14) is south of the base, not connected to the module placed this turn
    expect(refusal(pos, 'place 0 11 14 0')).toBe('noConnection');
    expect(run(pos, 'place 0 17 11 0').modules).toHaveLength(3);
  });

  test('tiles under the footprint leave the game; an Atlantis tile goes to the ruins without a marker', () => {
    const pos = setTile(withHeld({ kind: 'green', researchers: 1 }, { kind: 'green', researchers: 1 }), [17, 11], 'atlantis3');
    const { pos: next, events } = runEvents(pos, 'place 0 14 11 0', 'place 0 17 11 0');
    expect(next.tiles.some((t) => t.at[0] === 17 && t.at[1] === 11)).toBe(false);
    expect(next.ruins).toEqual([{ atlantis: 3, seat: null }]);
    expect(next.gone).toEqual([{ at: [17, 11], tile: 'atlantis3', to: 'ruins', seat: null }]);
    expect(events).toContainEqual({ kind: 'tile', at: [17, 11], tile: 'atlantis3', to: 'ruins', seat: null });
  });

  test('other covered tiles are set aside, scoring for nobody', () => {
    const pos = setTile(withHeld({ kind: 'green', researchers: 1 }, { kind: 'green', researchers: 1 }), [17, 11], 'crab');
    const next = run(pos, 'place 0 14 11 0', 'place 0 17 11 0');
    expect(next.gone).toEqual([{ at: [17, 11], tile: 'crab', to: 'removed', seat: null }]);
    expect(next.players.every((p) => p.sheet.length === 0)).toBe(true);
  });

  test('the running build cost must be payable', () => {
    const pos = withHeld({ kind: 'green', researchers: 1 }, { kind: 'green', researchers: 1 });
    pos.players[0]!.nemo = 1;
    const next = run(pos, 'place 0 14 11 0'); // lagoon: 1
    expect(refusal(next, 'place 0 17 11 0')).toBe('cannotPay'); // slope: 2
  });

  test('legal placements: once per distinct corridor mask with the smallest rotation', () => {
    const green = legal(withHeld({ kind: 'green', researchers: 1 })).filter((a) => a.startsWith('place'));
    expect(green.every((a) => a.endsWith(' 0'))).toBe(true);
    expect(green).toEqual(['place 0 11 8 0', 'place 0 8 11 0', 'place 0 14 11 0', 'place 0 11 14 0']);
    // layout A (N S NE SW) has two distinct masks: r=0 and r=1
    const a = legal(withHeld({ kind: 'lab', corridors: LAYOUTS.A })).filter((x) => x.startsWith('place'));
    expect(a.every((x) => x.endsWith(' 0') || x.endsWith(' 1'))).toBe(true);
    expect(a).toContain('place 0 14 11 1');
    expect(a).toContain('place 0 11 14 0');
  });
});

describe('spec 5: end of phase 1', () => {
  test('worked example: 4 researchers on a residential built on the lagoon cost 5 Nemo in all', () => {
    const pos = game(4);
    const next = run(pos, 'buy green 4', 'place 0 14 11 0', 'end');
    expect(pos.players[0]!.nemo - next.players[0]!.nemo).toBe(5);
  });

  test('worked example: two training modules and a residential partly on the slope cost 2 Nemo to build', () => {
    const pos = game(2);
    const p = pos.players[0]!;
    for (const layout of [LAYOUTS.B, LAYOUTS.A]) {
      pos.stacks.training.splice(pos.stacks.training.indexOf(layout), 1);
      p.held.push({ kind: 'training', corridors: layout, researchers: 0 });
    }
    pos.stacks.blue--;
    p.researchers -= 2;
    p.held.push({ kind: 'blue', corridors: LAYOUTS.blue, researchers: 2 });
    const { pos: next, events } = runEvents(pos, 'place 0 11 14 0', 'place 0 14 14 1', 'place 0 9 16 0');
    expect(next.turn.buildCost).toBe(2);
    const { pos: ended, events: endEvents } = runEvents(next, 'end');
    expect(events.filter((e) => e.kind === 'nemo')).toEqual([]);
    expect(endEvents).toEqual([{ kind: 'nemo', seat: 0, delta: -2, reason: 'build', other: null }]);
    expect(ended.players[0]!.nemo).toBe(53);
    expect(ended.modules.find((m) => m.kind === 'blue')!.researchers).toEqual([2, 0]);
  });

  test('after placing, unplaced modules return to the bottom of their stacks, oldest first, researchers to supply', () => {
    const pos = game(2);
    const p = pos.players[0]!;
    const t1 = pos.stacks.training.shift()!;
    const t2 = pos.stacks.training.shift()!;
    pos.stacks.green -= 2;
    p.researchers -= 3;
    p.held.push(
      { kind: 'green', corridors: LAYOUTS.green, researchers: 1 },
      { kind: 'training', corridors: t1, researchers: 0 },
      { kind: 'green', corridors: LAYOUTS.green, researchers: 2 },
      { kind: 'training', corridors: t2, researchers: 0 },
    );
    const next = run(pos, 'place 0 14 11 0', 'end');
    expect(next.players[0]!.held).toEqual([]);
    expect(next.stacks.training).toEqual([...pos.stacks.training, t1, t2]);
    expect(next.stacks.green).toBe(pos.stacks.green + 1);
    expect(next.players[0]!.researchers).toBe(p.researchers + 2);
    expect(next.players[0]!.nemo).toBe(54);
  });

  test('nothing bought and nothing placed: every held module returns, nothing is refunded', () => {
    const pos = game(2);
    pos.players[0]!.held.push({ kind: 'lab', corridors: pos.stacks.lab.shift()!, researchers: 0 });
    const next = run(pos, 'end');
    expect(next.players[0]!.held).toEqual([]);
    expect(next.stacks.lab).toHaveLength(4);
    expect(next.players[0]!.nemo).toBe(55);
  });

  test('bought and placed nothing: everything is kept, through the ends of phases 2 and 3, into the next round', () => {
    const bought = run(game(2), 'buy lab');
    const { pos: next, events } = runEvents(bought, 'end');
    expect(next.players[0]!.held).toHaveLength(1);
    expect(next.players[0]!.nemo).toBe(54);
    // no placement: no build payment, not even of 0
    expect(events.filter((e) => e.kind === 'nemo')).toEqual([]);
    // seat 1 ends phase 1; both end phases 2 and 3 (the returns of spec 5 are phase 1's alone)
    let pos = next;
    for (const phase of [1, 2, 2, 3, 3]) {
      expect(pos.phase).toBe(phase);
      pos = run(pos, 'end');
      expect(pos.players[0]!.held).toHaveLength(1);
    }
    expect([pos.round, pos.phase]).toEqual([bought.round + 1, 1]);
    expect(pos.stacks.lab).toHaveLength(bought.stacks.lab.length);
  });

  test('end passes to the next seat, then to phase 2 with the first player', () => {
    const pos = run(game(2), 'end');
    expect([pos.phase, pos.toAct]).toEqual([1, 1]);
    const p2 = run(pos, 'end');
    expect([p2.phase, p2.toAct]).toEqual([2, 0]);
  });
});

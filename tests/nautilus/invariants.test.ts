// The invariants the property suite and `nautilab selfplay` check after every action: each one is
// silent on real play and names the problem when it is broken on purpose. Nemo flows (spec 4 and
// the costs of spec 5, 7, 8), researchers (15 a seat, spec 3), submarines (3 a seat, spec 7),
// modules (spec 2) and tiles (spec 3) conserved.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import {
  applyInPlace,
  clonePosition,
  conservationViolations,
  legalActions,
  nemoViolations,
  seaOf,
  setupGame,
  type Action,
  type GameEvent,
  type NemoEvent,
  type Position,
} from '../../src/nautilus/index.js';
import { midGames } from './midgame.js';

const [mid] = midGames(1);

describe('the invariants are silent on real play', () => {
  test('every step of seeded games: no Nemo or conservation problem', () => {
    for (const seed of [1, 2, 3]) {
      const pos = setupGame({ players: 2 + seed - 1, seed });
      const rng = Rng.fromSeed(seed);
      let nemoEvents = 0;
      while (pos.endReason === null) {
        const before = clonePosition(pos);
        const action = rng.pick(legalActions(pos));
        const events: GameEvent[] = [];
        applyInPlace(pos, action, events);
        nemoEvents += events.filter((e) => e.kind === 'nemo').length;
        expect(nemoViolations(before, pos, action, events)).toEqual([]);
        expect(conservationViolations(pos)).toEqual([]);
      }
      expect(nemoEvents).toBeGreaterThan(10);
    }
  });
});

describe('conservation: each broken count is named', () => {
  const broken = (change: (p: Position) => void): string[] => {
    const p = clonePosition(mid!);
    change(p);
    return conservationViolations(p);
  };

  test('the precondition: the mid-game position is sound and holds submarines, held modules or researchers on the board', () => {
    expect(conservationViolations(mid!)).toEqual([]);
    expect(mid!.submarines.length).toBeGreaterThan(1);
    expect(mid!.modules.some((m) => m.researchers.some((r) => r > 0))).toBe(true);
  });

  test('researchers: supply, held and board add up to 15 a seat', () => {
    const [r1, held1] = [mid!.players[1]!.researchers, mid!.players[1]!.held.reduce((a, h) => a + h.researchers, 0)];
    expect(broken((p) => p.players[1]!.researchers++)).toEqual([`seat 1 researchers: supply ${r1 + 1} + held ${held1} + board ${15 - r1 - held1} != 15`]);
    const onBoard = mid!.modules.findIndex((m) => m.researchers[0]! > 0);
    const r0 = mid!.players[0]!.researchers;
    // one moved from the board to the supply: still 15
    expect(broken((p) => (p.modules[onBoard]!.researchers[0]!--, p.players[0]!.researchers++))).toEqual([]);
    // a held module's researchers count
    const heldBefore = mid!.players[0]!.held.reduce((a, h) => a + h.researchers, 0);
    expect(broken((p) => p.players[0]!.held.push({ kind: 'green', researchers: 2 } as never))[0]).toBe(`seat 0 researchers: supply ${r0} + held ${heldBefore + 2} + board ${15 - r0 - heldBefore} != 15`);
    // a negative supply is a problem even when the sum is right
    const held0 = mid!.players[0]!.held.reduce((a, h) => a + h.researchers, 0);
    const board0 = 15 - r0 - held0;
    expect(broken((p) => ((p.players[0]!.researchers = -1), (p.modules[onBoard]!.researchers[0]! += r0 + 1)))).toEqual([`seat 0 researchers: supply -1 + held ${held0} + board ${board0 + r0 + 1} != 15`]);
  });

  test('submarines: no duplicate, index 0..2, one to a square, not under a module, not on a face-down tile', () => {
    const sub = mid!.submarines[0]!;
    const key = `${sub.seat}:${sub.index}`;
    expect(broken((p) => p.submarines.push({ ...p.submarines[0]!, at: [0, 0] as never }))).toContain(`submarine ${key} duplicated or out of range`);
    expect(broken((p) => (p.submarines[0]!.index = 3))).toEqual([`submarine ${sub.seat}:3 duplicated or out of range`]);
    expect(broken((p) => (p.submarines[0]!.index = -1))).toEqual([`submarine ${sub.seat}:-1 duplicated or out of range`]);
    const other = mid!.submarines[1]!;
    expect(broken((p) => (p.submarines[1]!.at = [...sub.at] as never))).toEqual([`two submarines on ${sub.at}`]);
    const base = mid!.modules.find((m) => m.kind === 'base')!;
    expect(broken((p) => (p.submarines[1]!.at = [...base.at] as never))).toEqual([`submarine ${other.seat}:${other.index} under a module`]);
    const faceDown = mid!.tiles.find((t) => !t.faceUp)!;
    expect(broken((p) => (p.submarines[1]!.at = [...faceDown.at] as never))).toEqual([`submarine ${other.seat}:${other.index} on a face-down tile`]);
    expect(broken((p) => ((p.tiles.find((t) => `${t.at}` === `${faceDown.at}`)!.faceUp = true), (p.submarines[1]!.at = [...faceDown.at] as never)))).toEqual([]);
    // the sea the check reads is the position's own (not a stale one of the unbroken position)
    expect(seaOf(mid!).cover[base.at[1] * seaOf(mid!).width + base.at[0]]).toBeTruthy();
  });

  test('modules: board, held, stacks add up to the count of each kind', () => {
    expect(broken((p) => p.stacks.green--)).toEqual([`9 green modules, the game has 10`]);
    expect(broken((p) => p.stacks.blue++)).toEqual([`11 blue modules, the game has 10`]);
    expect(mid!.stacks.lab.length).toBeGreaterThan(0);
    expect(broken((p) => p.stacks.lab.pop())).toEqual([`3 lab modules, the game has 4`]);
    expect(broken((p) => p.players[0]!.held.push({ kind: 'sonar', researchers: 0 } as never))).toEqual([`5 sonar modules, the game has 4`]);
    expect(broken((p) => p.modules.push({ ...p.modules[0]!, kind: 'base' }))).toContain(`2 base modules, the game has 1`);
  });

  test('tiles: board and gone hold the tile set; the ruins board holds what was sent there', () => {
    const n = mid!.tiles.length + mid!.gone.length;
    expect(broken((p) => p.tiles.pop())).toEqual([`tiles not conserved: ${n - 1} accounted for, ${n} in the set`]);
    expect(broken((p) => (p.tiles[0]!.tile = p.tiles[0]!.tile === 'gold' ? 'crab' : 'gold'))).toEqual([`tiles not conserved: ${n} accounted for, ${n} in the set`]);
    expect(broken((p) => p.ruins.push({ ...(p.ruins[0] ?? { seat: 0, tile: 'atlantis1' }) } as never))).toEqual([`${mid!.ruins.length + 1} on the ruins board, ${mid!.gone.filter((g) => g.to === 'ruins').length} sent there`]);
  });
});

describe('Nemo flows: every change of Nemo is explained by an event of the right kind', () => {
  const pos = setupGame({ players: 3, seed: 4 });
  const after = (deltas: number[]): Position => {
    const p = clonePosition(pos);
    deltas.forEach((d, s) => (p.players[s]!.nemo += d));
    return p;
  };
  const nemo = (seat: number, delta: number, reason: NemoEvent['reason'], other: number | null = null): NemoEvent => ({ kind: 'nemo', seat, delta, reason, other });
  const check = (action: string, deltas: number[], events: GameEvent[]): string[] => nemoViolations(pos, after(deltas), ({ type: action.split(' ')[0] }) as Action, events);
  const buy = 'buy green';

  test('a sound step of each flow is silent', () => {
    expect(check(buy, [-2, 0, 0], [nemo(0, -2, 'buy')])).toEqual([]);
    expect(check('end', [-4, 0, 0], [nemo(0, -4, 'build')])).toEqual([]);
    expect(check('end', [-1, 0, 0], [nemo(0, -1, 'build')])).toEqual([]);
    expect(check('sonar 0', [-1, 0, 0], [nemo(0, -1, 'sonar')])).toEqual([]);
    expect(check('research training', [-1, 1, 0], [nemo(0, -1, 'rent', 1), nemo(1, 1, 'rent', 0)])).toEqual([]);
    expect(check('retire 0', [1, -1, 0], [nemo(0, 1, 'rent', 1), nemo(1, -1, 'rent', 0)])).toEqual([]);
    for (const [c, r] of [[2, -1], [4, -2]]) expect(check('move 0 1,1', [c! + r!, 0, 0], [nemo(0, c!, 'chest'), nemo(0, r!, 'recover')])).toEqual([]);
    expect(check('place 0 1,1 0', [0, 0, 0], [])).toEqual([]);
  });

  test('a flow the action cannot make', () => {
    expect(check('place 0 1,1 0', [-2, 0, 0], [nemo(0, -2, 'buy')])).toEqual([`'place' produced a buy flow`]);
    expect(check('end', [-1, 0, 0], [nemo(0, -1, 'sonar')])).toEqual([`'end' produced a sonar flow`]);
  });

  test('payments pay, gains gain, transfers go to a seat and balance, bank flows have no other seat', () => {
    expect(check(buy, [2, 0, 0], [nemo(0, 2, 'buy')])).toEqual(['buy must be a payment, got 2']);
    expect(check(buy, [0, 0, 0], [nemo(0, 0, 'buy')])).toEqual(['buy must be a payment, got 0']);
    expect(check('move 0 1,1', [-3, 0, 0], [nemo(0, -3, 'chest')])).toEqual(['chest must be a gain, got -3', 'a chest is worth 2..4, got -3']);
    expect(check('move 0 1,1', [0, 0, 0], [nemo(0, 0, 'chest')])).toEqual(['chest must be a gain, got 0', 'a chest is worth 2..4, got 0']);
    expect(check('research training', [-1, 0, 0], [nemo(0, -1, 'rent', null)])).toEqual(['rent must go to a seat', 'transfers between seats do not balance (-1)']);
    expect(check('research training', [-1, 2, 0], [nemo(0, -1, 'rent', 1), nemo(1, 2, 'rent', 0)])).toEqual(['transfers between seats do not balance (1)']);
    expect(check(buy, [-2, 0, 0], [nemo(0, -2, 'buy', 1)])).toEqual(['buy is a bank flow']);
  });

  test('the amounts: a chest 2..4, a recovery 1 or 2, a ping 1, a build 1..4', () => {
    for (const c of [1, 5]) expect(check('move 0 1,1', [c, 0, 0], [nemo(0, c, 'chest')])).toEqual([`a chest is worth 2..4, got ${c}`]);
    for (const c of [2, 3, 4]) expect(check('move 0 1,1', [c, 0, 0], [nemo(0, c, 'chest')])).toEqual([]);
    for (const r of [-3, 0]) expect(check('move 0 1,1', [r, 0, 0], [nemo(0, r, 'recover')])[0 + (r === 0 ? 1 : 0)]).toBe(`a recovery costs 1 or 2, got ${r}`);
    for (const s of [-2, 0]) expect(check('sonar 0', [s, 0, 0], [nemo(0, s, 'sonar')])).toContain(`a ping costs 1, got ${s}`);
    for (const b of [-5, 0]) expect(check('end', [b, 0, 0], [nemo(0, b, 'build')])).toContain(`a build costs 1..4, got ${b}`);
  });

  test('every seat\'s change of Nemo matches the log, and Nemo stays a whole number >= 0', () => {
    expect(check(buy, [-3, 0, 0], [nemo(0, -2, 'buy')])).toEqual(['seat 0 Nemo changed by -3, the log explains -2']);
    expect(check(buy, [-2, 1, 0], [nemo(0, -2, 'buy')])).toEqual(['seat 1 Nemo changed by 1, the log explains 0']);
    expect(check(buy, [0, 0, 0], [])).toEqual([]);
    const broke = (value: number): string[] => {
      const p = clonePosition(pos);
      p.players[2]!.nemo = value;
      const d = value - pos.players[2]!.nemo;
      return nemoViolations(pos, p, { type: 'end' } as Action, [nemo(2, d, 'build')]).filter((v) => v.startsWith('seat 2 has'));
    };
    expect(broke(-1)).toEqual(['seat 2 has Nemo -1']);
    expect(broke(0)).toEqual([]);
    expect(broke(1.5)).toEqual(['seat 2 has Nemo 1.5']);
    expect(broke(NaN)).toEqual(['seat 2 has Nemo NaN']);
  });
});

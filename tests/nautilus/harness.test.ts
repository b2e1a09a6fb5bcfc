// The self-play harness behind the property suite and `nautilab selfplay` (src/nautilus/selfplay.ts):
// its games are the games the rules make, its records replay, and it reports a broken engine
// instead of passing it. (The long property runs themselves are selfplay*.test.ts.)
import { describe, expect, test } from 'vitest';
import { NaiveKernel } from '../../src/kernel/naive.js';
import {
  applyInPlace,
  createContext,
  legalActions,
  makeAction,
  notJson,
  parseAction,
  playGame,
  propertySetup,
  randomChooser,
  scoreBreakdown,
  selfplayGames,
  setupGame,
  variantCombination,
  winners,
  DEFAULT_VARIANTS,
  type Action,
  type Chooser,
} from '../../src/nautilus/index.js';

describe('playGame', () => {
  test('a recorded random game replays from its initial position to its final one, and its summary is that game', () => {
    const tally: Record<string, number> = {};
    const { summary, record, violations } = playGame({ players: 2, seed: 21, record: true, check: true, tally });
    expect(violations).toEqual([]);
    expect(record!.format).toBe('nautilus-game/1');
    expect(record!.initial).toEqual(setupGame({ players: 2, seed: 21 }));
    // the tally counts what the record holds
    const verbs = (v: string): number => record!.actions.filter((a) => a.split(' ')[0] === v).length;
    for (const v of ['launch', 'sonar', 'examine']) expect(tally[v] ?? 0, v).toBe(verbs(v));
    expect((tally.retire ?? 0) + (tally.retireWithoutResearcher ?? 0)).toBe(verbs('retire'));
    expect(verbs('launch') + verbs('sonar')).toBeGreaterThan(0);
    const pos = structuredClone(record!.initial);
    for (const text of record!.actions) {
      const a = parseAction(text);
      if (!a.ok) throw new Error(text);
      expect(legalActions(pos).map(makeAction)).toContain(text);
      applyInPlace(pos, a.value);
    }
    expect(pos).toEqual(record!.final);
    expect(pos.endReason).not.toBeNull();
    expect(tally[`end:${pos.endReason}`]).toBe(1);
    expect(summary).toEqual({ seed: 21, players: 2, rounds: pos.round, actions: record!.actions.length, endReason: pos.endReason, scores: scoreBreakdown(pos), winners: winners(pos) });
  });

  test('the fast draw of a random game (no check) is the game randomChooser plays on the whole legal list', () => {
    for (const seed of [3, 4]) {
      const fast = playGame({ players: 2, seed, record: true });
      const listed = playGame({ players: 2, seed, record: true, bots: [randomChooser(seed * 16 + 1), randomChooser(seed * 16 + 2)] });
      const checked = playGame({ players: 2, seed, record: true, check: true });
      expect(fast.record!.actions).toEqual(listed.record!.actions);
      expect(checked.record!.actions).toEqual(listed.record!.actions);
      expect(fast.summary).toEqual(listed.summary);
      // without record, no record
      expect(playGame({ players: 2, seed }).record).toBeUndefined();
    }
  });

  test('the chooser of each seat decides for that seat', () => {
    const seen: number[] = [];
    const bot = (seat: number) => (pos: { toAct: number }, legal: Action[]): Action => {
      seen.push(pos.toAct === seat ? 1 : 0);
      return legal[legal.length - 1]!;
    };
    const { summary } = playGame({ players: 2, seed: 5, bots: [bot(0), bot(1)], maxActions: 300 });
    // every action of the game was one chooser's, for its own seat
    expect(seen).toHaveLength(summary.actions);
    expect(summary.actions).toBeGreaterThan(0);
    expect(seen.every((x) => x === 1)).toBe(true);
  });

  test('a game that runs past maxActions is reported, not looped on', () => {
    const { summary, violations } = playGame({ players: 2, seed: 5, maxActions: 40 });
    expect(violations).toEqual(['the game did not end within 40 actions']);
    expect(summary.actions).toBe(40);
    expect(summary.endReason).toBeNull();
    expect(playGame({ players: 2, seed: 5, maxActions: 40, check: true }).violations).toEqual(['the game did not end within 40 actions']);
  });

  test('a broken engine is reported: a kernel that also offers each submarine its own square', () => {
    // spec 7: a move ends on a square different from its start; the checker does not use the kernel
    class OwnSquare extends NaiveKernel {
      private at: [number, number] = [0, 0];
      override reach(x: number, y: number, range: number, trench: boolean, rings?: boolean): number {
        this.at = [x, y];
        return super.reach(x, y, range, trench, rings) + 1;
      }
      override targets(): Int32Array {
        const rows = super.targets().slice();
        rows[this.at[1]]! |= 1 << this.at[0];
        return rows;
      }
    }
    const { violations } = playGame({ players: 2, seed: 8, check: true, ctx: createContext(new OwnSquare()) });
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.length).toBeLessThanOrEqual(20 + 20);
    expect(violations[0]).toMatch(/^generated action 'move \d:\d \d+ \d+' is refused: /);
  });
  test('a position JSON does not carry as it is, or an invalid one, is reported after the action', () => {
    // a seat that spoils the position it is shown on its third decision; the check follows the action
    const spoiling = (spoil: (nemo: { nemo: number }) => void): Chooser => {
      let calls = 0;
      return (pos, legal) => {
        if (++calls === 3) spoil(pos.players[0]!);
        return legal[0]!;
      };
    };
    const cases: [(p: { nemo: number }) => void, RegExp][] = [
      [(p) => (p.nemo = Number.NaN), /does not survive a JSON round trip: \$\.players\[0\]\.nemo$/],
      [(p) => (p.nemo = -3), /^invalid position after '.*': \$\.players\[0\]\.nemo /],
    ];
    for (const [spoil, want] of cases) {
      const { violations } = playGame({ players: 2, seed: 5, check: true, bots: [spoiling(spoil), randomChooser(2)] });
      expect(violations.find((v) => /JSON|invalid position/.test(v))).toMatch(want);
    }
  });
});

describe('notJson: whether JSON carries a value as it is', () => {
  test('a position is carried; every kind of value JSON changes or drops is named by its path', () => {
    expect(notJson(setupGame({ players: 4, seed: 3 }))).toBeNull();
    expect(notJson({ a: [1, 'x', true, null, { b: -2.5 }] })).toBeNull();
    const holey = [1, 2];
    delete holey[0];
    const extra = Object.assign([1], { note: 1 });
    const hidden = Object.defineProperty({}, 'h', { value: 1, enumerable: false });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const cases: [unknown, string][] = [
      [{ a: undefined }, '.a'],
      [{ a: [0, Number.NaN] }, '.a[1]'],
      [{ a: { b: Infinity } }, '.a.b'],
      [{ f: () => 1 }, '.f'],
      [{ s: Symbol('s') }, '.s'],
      [{ n: 1n }, '.n'],
      [{ h: holey }, '.h'],
      [{ e: extra }, '.e'],
      [{ d: new Date(0) }, '.d'],
      [{ m: new Map() }, '.m'],
      [{ t: new Int32Array(2) }, '.t'],
      [{ k: { [Symbol('k')]: 1 } }, '.k'],
      [{ k: hidden }, '.k'],
      [cycle, '.self'.repeat(33)],
    ];
    for (const [value, path] of cases) expect(notJson(value), path).toBe(path);
  });
});

describe('the property games', () => {
  test('variantCombination: the six settings are the six bits of k', () => {
    expect(variantCombination(0)).toEqual(DEFAULT_VARIANTS);
    expect(variantCombination(1).maxHeldModules).toBe(3);
    expect(variantCombination(2).sonarPerSub).toBe(true);
    expect(variantCombination(4).atlantisTies).toBe('share');
    expect(variantCombination(8).tieBreak).toBe('nemo');
    expect(variantCombination(16).openStacks).toBe(true);
    expect([32, 33, 34, 35, 36].map((k) => variantCombination(k).maxRounds)).toEqual([8, 9, 10, 6, 7]);
    expect(variantCombination(63)).toEqual({ maxHeldModules: 3, sonarPerSub: true, atlantisTies: 'share', tieBreak: 'nemo', openStacks: true, maxRounds: 9 });
  });

  test('propertySetup: 2, 3 and 4 players in turn, the variants of k, a generated board every tenth game', () => {
    expect([6, 7, 8].map((s) => propertySetup(s, s).players)).toEqual([2, 3, 4]);
    expect(propertySetup(5, 5, 4).players).toBe(4);
    expect(propertySetup(5, 5).variants).toEqual(variantCombination(5));
    expect(propertySetup(9, 9).board).toBeDefined();
    expect(propertySetup(19, 7).board).toBeDefined();
    expect(propertySetup(8, 8).board).toBeUndefined();
    expect(propertySetup(7, 7).bots).toHaveLength(propertySetup(7, 7).players);
  });

  test('selfplayGames: every game counted, ended and checked; the rules that fired are tallied', () => {
    const r = selfplayGames({ games: 3, seed: 40, check: true });
    expect(r.games).toBe(3);
    expect(r.failures).toBe(0);
    expect(r.problems).toEqual([]);
    expect(Object.values(r.endReasons).reduce((a, b) => a + b, 0)).toBe(3);
    expect(r.endReasons.unfinished).toBeUndefined();
    // the actions are the games' own: the same seeds played one by one
    let actions = 0;
    for (let seed = 40; seed < 43; seed++) actions += playGame({ ...propertySetup(seed, seed), maxActions: 20_000 }).summary.actions;
    expect(r.actions).toBe(actions);
    for (const k of ['launch', 'sonar', 'recovered']) expect(r.events[k], k).toBeGreaterThan(0);
    expect(r.seconds).toBeGreaterThanOrEqual(0);
  });
});

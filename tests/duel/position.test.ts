// Spec 8: position JSON — round trips, schema errors with paths, rule errors, fuzzing.
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { Duel, POSITION_SCHEMA, applyInPlace, invariants, legalActions, parsePosition, positionFromJSON, positionToJSON, validatePosition, type DuelPosition } from '../../src/duel/index.js';
import { example3, fresh, run, scenario } from './helpers.js';
import { samplePositions, stageOf } from './samples.js';

const SAMPLES = samplePositions(40, 2);
const clone = (p: unknown): DuelPosition => JSON.parse(JSON.stringify(p));

/** The errors of a changed copy of `pos`. */
function errorsAfter(pos: DuelPosition, change: (p: DuelPosition & Record<string, unknown>) => void) {
  const copy = clone(pos) as DuelPosition & Record<string, unknown>;
  change(copy);
  return validatePosition(copy).map((e) => ({ path: e.path, code: e.code }));
}

describe('spec 8: round trips', () => {
  test('the samples cover every stage and pending kind', () => {
    expect(new Set(SAMPLES.map(stageOf))).toEqual(new Set(['keep', 'special', 'place', 'choose', 'harpoon', 'move', 'over']));
  });

  test('toJSON then fromJSON gives every sampled position back exactly', () => {
    for (const pos of SAMPLES) {
      const back = positionFromJSON(JSON.parse(JSON.stringify(positionToJSON(pos))));
      expect(back).toEqual({ ok: true, value: pos });
    }
  });

  test('the game object reads and writes the same format', () => {
    const pos = SAMPLES[5]!;
    expect(Duel.fromJSON(Duel.toJSON(pos))).toEqual({ ok: true, value: pos });
    expect((Duel.toJSON(pos) as DuelPosition).format).toBe('nautilus-duel/1');
    expect(POSITION_SCHEMA.title).toBe('Nautilus duel position (nautilus-duel/1)');
  });

  test('parsePosition reports a JSON syntax error as badJson at $', () => {
    const r = parsePosition('{"format": ');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => [e.path, e.code])).toEqual([['$', 'badJson']]);
    expect(parsePosition(JSON.stringify(SAMPLES[3]))).toEqual({ ok: true, value: SAMPLES[3] });
  });
});

describe('spec 8: schema errors carry JSON paths', () => {
  const base = SAMPLES.find((p) => p.stage === 'place' && p.placements > 2)!;
  test.each<[string, (p: DuelPosition & Record<string, unknown>) => void, string, string]>([
    ['a missing format', (p) => delete (p as Partial<DuelPosition>).format, '$.format', 'schema.required'],
    ['another format', (p) => ((p as Record<string, unknown>).format = 'nautilus/1'), '$.format', 'schema.const'],
    ['an unknown key', (p) => (p.extra = 1), '$.extra', 'schema.additionalProperties'],
    ['a Diver 99 in a hand', (p) => (p.hands[1]![0] = 99), '$.hands[1][0]', 'schema.maximum'],
    ['an unknown domain', (p) => ((p.slots as unknown[])[3] = ['magic', 1]), '$.slots[3]', 'schema.oneOf'],
    ['a short side', (p) => p.spaces[0]!.pop(), '$.spaces[0]', 'schema.minItems'],
    ['a string variant', (p) => ((p.variant as unknown as Record<string, unknown>).earlyEnd = 'yes'), '$.variant.earlyEnd', 'schema.type'],
    ['an unknown variant', (p) => ((p.variant as unknown as Record<string, unknown>).fast = true), '$.variant.fast', 'schema.additionalProperties'],
    ['round 7', (p) => (p.round = 7), '$.round', 'schema.maximum'],
    ['an unknown stage', (p) => ((p as Record<string, unknown>).stage = 'dive'), '$.stage', 'schema.enum'],
    ['an unknown special', (p) => ((p.specials as unknown[])[0] = 'sword'), '$.specials[0]', 'schema.oneOf'],
    ['a short generator state', (p) => p.rng.pop(), '$.rng', 'schema.minItems'],
    ['a fractional placement count', (p) => (p.placements = 2.5), '$.placements', 'schema.type'],
  ])('%s', (_name, change, path, code) => {
    expect(errorsAfter(base, change)).toContainEqual({ path, code });
  });

  test('an unknown knowledge event and an unknown pending kind are named by path', () => {
    const pos = SAMPLES.find((p) => p.stage === 'place' && p.knowledge[p.first]!.length > 0)!;
    expect(errorsAfter(pos, (p) => ((p.knowledge[p.first]![0] as unknown as Record<string, unknown>).special = 'sword'))).toContainEqual({ path: `$.knowledge[${pos.first}][0].special`, code: 'schema.enum' });
    expect(errorsAfter(pos, (p) => ((p as Record<string, unknown>).pending = { kind: 'dance' }))).toContainEqual({ path: '$.pending', code: 'schema.oneOf' });
  });

  test.each([null, 3, 'text', [], true])('a non-object document %j is one error at $', (json) => {
    const r = positionFromJSON(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.path)).toContain('$');
  });
});

describe('spec 8: rule errors', () => {
  const placing = scenario({
    slots: [
      ['science', 2],
      ['war', 1],
      ['navigation', -1],
      ['exploration', 1],
      ['engineering', 1],
    ],
    spaces: [
      [12, null, null, null, 4],
      [null, null, 8, null, null],
    ],
    hands: [
      [1, 2, 5],
      [3, 9, 11, 13],
    ],
    specials: ['kraken', 'anchor'],
  });
  test.each<[string, (p: DuelPosition) => void, string, string]>([
    ['a Diver twice', (p) => (p.hands[0]![0] = 3), '$.hands[1][0]', 'duplicateCard'],
    ['a Diver missing', (p) => p.diverDeck.pop(), '$.diverDeck', 'missingCard'],
    ['the Kraken on the board unplayed', (p) => (p.spaces[1]![0] = 15), '$.spaces', 'specialOnBoard'],
    ['a special twice', (p) => (p.specialDeck[0] = 'kraken'), '$.specials[0]', 'duplicateSpecial'],
    ['a domain card changed', (p) => (p.slots[0] = ['science', 1]), '$.domainDeck', 'domainCount'],
    ['won cards in round 1', (p) => p.won[0]!.push(p.domainDeck.pop()!), '$.won', 'wonCount'],
    ['the wrong first player', (p) => (p.first = 1), '$.first', 'badFirst'],
    ['the wrong seat to act', (p) => (p.toAct = 0), '$.toAct', 'badTurn'],
    ['an unsorted hand', (p) => p.hands[1]!.reverse(), '$.hands[1]', 'unsortedHand'],
    ['a hand too large', (p) => p.hands[0]!.push(p.diverDeck.pop()!), '$.hands[0]', 'handSize'],
    ['a placement count that does not match the board', (p) => (p.placements = 4), '$.placements', 'placementCount'],
    ['an anchor without the Anchor played', (p) => (p.anchor = [0, 0]), '$.anchor', 'badAnchor'],
    ['an end record in a running game', (p) => (p.ended = { endReason: 'rounds', scores: [0, 1].map((seat) => ({ seat, total: 0, domainTotals: [0, 0, 0, 0, 0], won: [false, false, false, false, false] })), winners: [0, 1] }), '$.ended', 'badEnded'],
    ['a pending decision outside stage pending', (p) => (p.pending = { kind: 'harpoon', seat: 1, card: 7 }), '$.pending', 'badPending'],
    ['no record of the gift', (p) => p.knowledge[0]!.shift(), '$.knowledge[0]', 'badKnowledge'],
    ['a wrong gift', (p) => (p.knowledge[0]![0] = { event: 'gave', special: 'eye' }), '$.knowledge[0][0].special', 'badKnowledge'],
    ['logs that disagree', (p) => p.knowledge[1]!.push({ event: 'skip', seat: 1 }), '$.knowledge[1]', 'knowledgeMismatch'],
    ['drafted specials during placement', (p) => (p.drafted = ['eye', 'module']), '$.drafted', 'badDrafted'],
  ])('%s', (_name, change, path, code) => {
    expect(errorsAfter(placing, change as never)).toContainEqual({ path, code });
  });

  test('the unchanged scenario is valid (the table above changes one thing each)', () => {
    expect(validatePosition(placing)).toEqual([]);
  });

  test('a pending movement needs a possible movement and the placer', () => {
    const pos = run(placing, 'place 9 1 0');
    expect(pos.pending).toEqual({ kind: 'move', seat: 1, placed: [1, 0], arrow: 'vertical' });
    expect(errorsAfter(pos, (p) => ((p.pending as { seat: number }).seat = 0))).toContainEqual({ path: '$.pending.seat', code: 'badPending' });
    expect(errorsAfter(pos, (p) => ((p.pending as { arrow: string }).arrow = 'horizontal'))).toContainEqual({ path: '$.pending.placed', code: 'badPending' });
    // fill every opposite space: nothing can move any more
    expect(
      errorsAfter(pos, (p) => {
        p.spaces[1]![4] = p.hands[1]!.pop()!;
        p.spaces[0]![2] = p.hands[0]!.pop()!;
        p.placements += 2;
      }),
    ).toContainEqual({ path: '$.pending', code: 'badPending' });
  });

  test('a seat that skipped under compulsorySpecials, or a skip logged for a special played', () => {
    const pos = run(fresh(31, ['eye', 'module']), 'keep eye', 'skip');
    expect(validatePosition(pos)).toEqual([]);
    expect(errorsAfter(pos, (p) => (p.variant.compulsorySpecials = true))).toContainEqual({ path: '$.knowledge[0][1]', code: 'badKnowledge' });
    expect(errorsAfter(pos, (p) => (p.specialUsed[0] = true))).toContainEqual({ path: '$.knowledge[0][1]', code: 'badKnowledge' });
  });

  test('spec 7: a pre-placement special marked played that the logs never saw played (fuzzing found it: play went on to a position that failed)', () => {
    // the first player plays the Module and chooses its card; the other seat holds the Eye, unplayed
    const pending = run(fresh(31, ['eye', 'module']), 'keep module', 'module');
    expect(pending).toMatchObject({ stage: 'pending', pending: { kind: 'choose' } });
    const first = pending.first;
    const second = 1 - first;
    // while the Module's card is chosen it is played and not logged yet: valid
    expect(pending.specialUsed).toEqual(first === 0 ? [true, false] : [false, true]);
    expect(validatePosition(pending)).toEqual([]);
    // the Eye marked played before its holder's turn came: refused, where play once went on
    expect(errorsAfter(pending, (p) => (p.specialUsed[second] = true))).toContainEqual({ path: `$.specialUsed[${second}]`, code: 'badSpecialUsed' });
    expect(positionFromJSON({ ...positionToJSON(pending), specialUsed: [true, true] }).ok).toBe(false);
  });

  test('a running game in which a seat has clinched 3 domains should have ended', () => {
    const going = run(example3(false), 'place 3 0 4');
    expect(going).toMatchObject({ round: 5, stage: 'keep' });
    expect(validatePosition(going)).toEqual([]);
    expect(errorsAfter(going, (p) => (p.variant.earlyEnd = true))).toEqual([{ path: '$.won', code: 'shouldHaveEnded' }]);
  });

  test('a finished game records the end its won cards give', () => {
    const over = SAMPLES.find((p) => p.stage === 'over')!;
    expect(validatePosition(over)).toEqual([]);
    expect(errorsAfter(over, (p) => (p.ended!.winners = [0, 1]))).toContainEqual({ path: '$.ended.winners', code: 'badEnded' });
    expect(errorsAfter(over, (p) => (p.ended!.scores[1]!.total = 5))).toContainEqual({ path: '$.ended.scores[1]', code: 'badEnded' });
    expect(errorsAfter(over, (p) => (p.ended!.endReason = p.ended!.endReason === 'rounds' ? 'clinched' : 'rounds'))).toContainEqual({ path: '$.ended.endReason', code: 'badEnded' });
    expect(errorsAfter(over, (p) => (p.toAct = 0))).toContainEqual({ path: '$.toAct', code: 'badTurn' });
  });
});

/** Plays random actions on an accepted position, checking it stays valid; throws on any problem. */
function playOn(pos: DuelPosition, seed: number, steps: number): void {
  const rng = Rng.fromSeed(seed);
  expect(invariants(pos)).toEqual([]);
  for (let i = 0; i < steps && !pos.ended; i++) {
    const legal = legalActions(pos);
    expect(legal.length).toBeGreaterThan(0);
    applyInPlace(pos, rng.pick(legal));
    expect(validatePosition(pos)).toEqual([]);
  }
}

/** Every path to a value inside a JSON document, as key lists. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => pathsOf((value as Record<string | number, unknown>)[k], [...prefix, k]))];
}

function setAt(doc: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = JSON.parse(JSON.stringify(doc));
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k];
  at[path[path.length - 1]!] = value;
  return copy;
}

function getAt(doc: unknown, path: (string | number)[]): unknown {
  let at = doc as Record<string | number, unknown>;
  for (const k of path) at = at[k] as Record<string | number, unknown>;
  return at;
}

const wellFormed = (r: ReturnType<typeof positionFromJSON>): boolean => r.ok || r.error.every((e) => e.path.startsWith('$') && typeof e.code === 'string' && e.code.length > 0 && typeof e.message === 'string');

describe('spec 8: fuzzing fromJSON', () => {
  prop.prop([fc.anything()], { numRuns: 300 })('any value: errors with paths, never a throw', (value) => {
    expect(wellFormed(positionFromJSON(value))).toBe(true);
  });

  prop.prop([fc.nat(SAMPLES.length - 1), fc.nat(), fc.jsonValue({ maxDepth: 3 })], { numRuns: 600 })('a real position with one part replaced', (i, at, value) => {
    const pos = SAMPLES[i]!;
    const paths = pathsOf(pos).slice(1);
    const doc = setAt(pos, paths[at % paths.length]!, value);
    const r = positionFromJSON(doc);
    expect(wellFormed(r)).toBe(true);
    if (r.ok) playOn(r.value, at, 30);
  });

  prop.prop([fc.nat(SAMPLES.length - 1), fc.nat(), fc.integer({ min: -3, max: 3 })], { numRuns: 800 })('a real position with one number nudged', (i, at, delta) => {
    const pos = SAMPLES[i]!;
    const numeric = pathsOf(pos).filter((p) => typeof getAt(pos, p) === 'number');
    const path = numeric[at % numeric.length]!;
    const doc = setAt(pos, path, (getAt(pos, path) as number) + delta);
    const r = positionFromJSON(doc);
    expect(wellFormed(r)).toBe(true);
    if (r.ok) playOn(r.value, at, 30);
  });

  prop.prop([fc.nat(SAMPLES.length - 1), fc.nat(), fc.nat()], { numRuns: 600 })('a real position with two values of one kind swapped', (i, a, b) => {
    const pos = SAMPLES[i]!;
    const leaves = pathsOf(pos).filter((p) => typeof getAt(pos, p) !== 'object' || getAt(pos, p) === null);
    const pa = leaves[a % leaves.length]!;
    const pb = leaves[b % leaves.length]!;
    const doc = setAt(setAt(pos, pa, getAt(pos, pb)), pb, getAt(pos, pa));
    const r = positionFromJSON(doc);
    expect(wellFormed(r)).toBe(true);
    if (r.ok) playOn(r.value, a, 30);
  });
});

// Spec 8: the generator and the checker are two routes; on sampled positions of every stage the
// generated list is exactly the set of candidate actions (the whole grammar) the checker accepts.
import { describe, expect, test } from 'vitest';
import { canonicalAction, checkAction, legalActions, makeAction, type Action, type Position } from '../../src/atlantis/index.js';
import { samplePositions } from './helpers.js';

/** Every action of the grammar worth asking about in `pos` (payments bounded by what could be minimal, plus one of each item more). */
function candidates(pos: Position): Action[] {
  const out: Action[] = [{ type: 'pass' }];
  for (let v = 1; v <= 7; v++) out.push({ type: 'buy', value: v });
  for (let p = 0; p < 3; p++) for (let c = 0; c < 7; c++) out.push({ type: 'move', pawn: p, colour: c });
  for (let x = 1; x <= 53; x++) out.push({ type: 'bridge', pos: x });
  const owed = Math.max(pos.turnState.owed, 1);
  const seat = pos.toAct;
  const haveTiles = new Array<number>(8).fill(0);
  for (const t of pos.collected[seat]!) haveTiles[t[1]]!++;
  const haveCards = new Array<number>(7).fill(0);
  for (const c of pos.hands[seat]!) haveCards[c]!++;
  const tiles: number[] = [];
  const cards: number[] = [];
  const cardSets = (c: number, total: number): void => {
    if (c === 7) {
      if (tiles.length + cards.length > 0) out.push({ type: 'pay', tiles: [...tiles], cards: [...cards] });
      return;
    }
    for (let m = 0; m <= haveCards[c]! + 1 && total + m <= owed + 1; m++) {
      for (let r = 0; r < m; r++) cards.push(c);
      cardSets(c + 1, total + m);
      cards.length -= m;
    }
  };
  const tileSets = (v: number, total: number): void => {
    if (v === 0) {
      if (total <= owed) cardSets(0, total);
      else out.push({ type: 'pay', tiles: [...tiles], cards: [] });
      return;
    }
    for (let m = 0; m <= haveTiles[v]! + 1 && total + m * v <= owed + 7; m++) {
      for (let r = 0; r < m; r++) tiles.push(v);
      tileSets(v - 1, total + m * v);
      tiles.length -= m;
    }
  };
  tileSets(7, 0);
  return out;
}

const key = (a: Action): string => makeAction(canonicalAction(a));

const positions = samplePositions(36, 11, 3).filter((p) => p.ended === null && p.hands[p.toAct]!.length <= 12);

describe('spec 8: generator = checker', () => {
  test('the sample covers every stage and the rare situations', () => {
    const stages = new Set(positions.map((p) => p.turnState.stage));
    expect(stages).toEqual(new Set(['start', 'moving', 'paying']));
    const lists = positions.map((p) => legalActions(p));
    expect(lists.some((l) => l.some((a) => a.type === 'bridge'))).toBe(true);
    expect(lists.some((l) => l.some((a) => a.type === 'buy'))).toBe(true);
    expect(lists.some((l) => l.some((a) => a.type === 'pass'))).toBe(true);
    expect(lists.some((l) => l.some((a) => a.type === 'pay' && a.tiles.length > 0 && a.cards.length > 0))).toBe(true);
    expect(positions.some((p) => !p.variant.tollWithBoughtCards && p.turnState.bought !== null && p.turnState.stage !== 'start')).toBe(true);
    expect(positions.some((p) => p.turnState.stage === 'moving' && legalActions(p).length > 1)).toBe(true);
    expect(positions.some((p) => p.turnState.stage === 'moving' && p.hands[p.toAct]!.some((c) => !legalActions(p).some((a) => a.type === 'move' && a.colour === c)))).toBe(true);
  });

  test('the generated list holds no duplicates and equals the set of accepted candidates', () => {
    let checked = 0;
    for (const pos of positions) {
      const generated = legalActions(pos).map(key);
      expect(new Set(generated).size).toBe(generated.length);
      const accepted = candidates(pos).filter((a) => checkAction(pos, a) === null).map(key);
      expect(new Set(accepted)).toEqual(new Set(generated));
      checked += accepted.length;
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

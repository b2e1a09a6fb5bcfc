// Full-action perft on small boards (every verb, not just moves): the engine's legalActions
// against an independent enumeration from the action grammar filtered through checkAction and the
// reference (tests/oracle/full.ts); both against the counts recorded in
// tests/fixtures/hand/full-perft.json (some of them worked out by hand there).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { legalActions, makeAction, play, validatePosition, type Position } from '../../src/nautilus/index.js';
import { engineFullPerft, grammarFullPerft, grammarLegal } from './full.js';
import { fullPositions } from './fullPositions.js';

const recorded = JSON.parse(readFileSync(new URL('../fixtures/hand/full-perft.json', import.meta.url), 'utf8')) as {
  counts: Record<string, Record<string, number>>;
  hand: Record<string, string>;
};
const positions = fullPositions();

/** Verbs met in the engine's tree to `depth`, and pending choices met. */
function met(pos: Position, depth: number, verbs = new Set<string>()): Set<string> {
  if (depth === 0) return verbs;
  if (pos.turn.pending) verbs.add(`pending-${pos.turn.pending.type}`);
  for (const a of legalActions(pos)) {
    verbs.add(a.type);
    const next = play(pos, a);
    if (next.ok) met(next.value, depth - 1, verbs);
  }
  return verbs;
}

describe('full-action perft: engine legal list = grammar + checkAction + reference', () => {
  test('the recorded counts cover every position and depth', () => {
    expect(Object.keys(recorded.counts).sort()).toEqual(positions.map((p) => p.name).sort());
    for (const p of positions) expect(Object.keys(recorded.counts[p.name]!).map(Number)).toEqual(Array.from({ length: p.depth }, (_, i) => i + 1));
  });

  test('together the trees meet every verb of the grammar and every pending choice', () => {
    const verbs = new Set<string>();
    for (const p of positions) met(p.pos, Math.min(p.depth, 2), verbs);
    expect([...verbs].sort()).toEqual(
      ['buy', 'end', 'examine', 'launch', 'move', 'pending-atlantis', 'pending-examine', 'pending-speed', 'place', 'research', 'retire', 'skip', 'sonar'].sort(),
    );
  });

  test.each(positions.map((p) => [p.name, p] as const))('%s', (name, p) => {
    expect(validatePosition(p.pos)).toEqual([]);
    for (let d = 1; d <= p.depth; d++) {
      const want = recorded.counts[name]![String(d)];
      expect(engineFullPerft(p.pos, d), `engine, depth ${d}`).toBe(want);
      expect(grammarFullPerft(p.pos, d), `grammar, depth ${d}`).toBe(want);
    }
  });

  test('at the root of each position the two routes list the same actions', () => {
    for (const p of positions) {
      const engine = legalActions(p.pos).map(makeAction).sort();
      const grammar = grammarLegal(p.pos).map(makeAction).sort();
      expect(grammar, p.name).toEqual(engine);
    }
  });

  test('phase1-fresh by hand: placements per layout on the 8x8 board, from the stack tops', () => {
    // distinct placements next to the base (3,3) per held layout, worked out in full-perft.json
    const perLayout: Record<number, number> = { 0b00110011: 6, 0b00100101: 8, 0b10000011: 10, 0b00101001: 10 }; // A B C D
    const p = positions.find((x) => x.name === 'phase1-fresh')!.pos;
    const tops = (['training', 'technology', 'sonar', 'lab', 'analysis'] as const).map((k) => p.stacks[k][0]!);
    const S = tops.reduce((sum, mask) => sum + perLayout[mask]!, 0);
    expect(S).toBe(42);
    expect(5 + 3 + 3 + 1).toBe(recorded.counts['phase1-fresh']!['1']);
    expect(S + 5 + 3 * (2 + 1) + 3 * (4 + 1) + 12).toBe(recorded.counts['phase1-fresh']!['2']);
    expect(S + 3 * 2 + 3 * 4 + 11 * 12 + (S + 5 + 9 + 15) + 1).toBe(recorded.counts['phase1-fresh']!['3']);
  });

  test('spec 9: the quiet round ends in a stalemate when seat 1 ends its phase-3 turn', () => {
    const p = positions.find((x) => x.name === 'phase3-round-end')!.pos;
    const after = play(p, { type: 'end' });
    expect(after.ok && after.value.endReason).toBe('stalemate');
    expect(after.ok && legalActions(after.value)).toEqual([]);
  });
});

// Spec section 4: every generated action is legal and every legal action is generated.
import { scaled } from '../scale.js';
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import {
  DIRECTIONS,
  RESEARCH_KINDS,
  applyInPlace,
  checkAction,
  clonePosition,
  getBoard,
  legalActions,
  makeAction,
  seaOf,
  setupGame,
  type Action,
  type Position,
} from '../../src/nautilus/index.js';

/** Every action of a bounded domain that could possibly be legal for the seat to act. */
function candidates(pos: Position): Action[] {
  const out: Action[] = [{ type: 'end' }, { type: 'skip' }];
  const board = getBoard(pos.board);
  const seat = pos.toAct;
  for (const kind of RESEARCH_KINDS) out.push({ type: 'buy', kind });
  for (const kind of ['green', 'blue'] as const) for (let k = 0; k <= 5; k++) out.push({ type: 'buy', kind, researchers: k });
  for (let i = 0; i <= pos.players[seat]!.held.length; i++) {
    for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) for (let r = 0; r < 4; r++) out.push({ type: 'place', index: i, at: [x, y], rotation: r });
  }
  for (const a of pos.modules) {
    for (const b of pos.modules) out.push({ type: 'research', from: [...a.at], to: [...b.at] });
    for (const dir of DIRECTIONS) out.push({ type: 'launch', at: [...a.at], dir });
  }
  for (let index = 0; index < 3; index++) {
    const sub = { seat, index };
    out.push({ type: 'sonar', sub });
    for (const m of pos.modules) out.push({ type: 'retire', sub, at: [...m.at] });
    for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) out.push({ type: 'move', sub, to: [x, y] });
  }
  for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) out.push({ type: 'examine', at: [x, y] });
  return out;
}

/** Positions from seeded random games: a spread over phases, plus every pending choice met. */
function samples(count: number): Position[] {
  const out: Position[] = [];
  for (let seed = 0; out.length < count; seed++) {
    const pos = setupGame({ players: 2 + (seed % 3), seed });
    const rng = Rng.fromSeed(seed + 77);
    for (let step = 0; pos.endReason === null; step++) {
      if (pos.turn.pending || step % 37 === 0) out.push(clonePosition(pos));
      applyInPlace(pos, rng.pick(legalActions(pos)));
    }
  }
  return out.slice(0, count);
}

describe('legal actions = actions the checker accepts', () => {
  const positions = samples(scaled(500));

  test('the samples cover every phase and every pending choice', () => {
    const kinds = new Set(positions.map((p) => (p.turn.pending ? p.turn.pending.type : `phase${p.phase}`)));
    expect([...kinds].sort()).toEqual(['atlantis', 'examine', 'phase1', 'phase2', 'phase3', 'speed']);
  });

  test.each(positions.map((p, i) => [i, p] as const))('sample %i', (_i, pos) => {
    const sea = seaOf(pos);
    const generated = legalActions(pos, sea).map(makeAction);
    expect(new Set(generated).size).toBe(generated.length);
    const gen = new Set(generated);
    const accepted = new Set<string>();
    for (const a of candidates(pos)) if (checkAction(pos, a, sea) === null) accepted.add(makeAction(a));
    // placements are listed once per distinct corridor mask with the smallest r: compare modulo rotation
    const key = (s: string): string => {
      if (!s.startsWith('place')) return s;
      const [, i, x, y, r] = s.split(' ');
      const held = pos.players[pos.toAct]!.held[Number(i)]!;
      const mask = ((held.corridors << (2 * Number(r))) | (held.corridors >>> (8 - 2 * Number(r)))) & 0xff;
      return `place ${i} ${x} ${y} mask${mask}`;
    };
    expect(new Set([...accepted].map(key))).toEqual(new Set([...gen].map(key)));
    for (const g of generated) expect(accepted.has(g)).toBe(true);
  });
});

// Spec 3 and 6: the generator and the checker are two routes; they must agree on the whole grammar.
import { describe, expect, test } from 'vitest';
import { SPECIALS, checkAction, legalActions, makeAction, parseAction, type DuelAction, type DuelPosition } from '../../src/duel/index.js';
import { samplePositions, stageOf } from './samples.js';

/** Every action the grammar can write (spec 6): about 1,900 candidates. */
function grammar(): DuelAction[] {
  const texts: string[] = [];
  for (const s of SPECIALS) texts.push(`keep ${s}`);
  texts.push('eye', 'module', 'harpoon', 'return', 'skip');
  for (let c = 1; c <= 14; c++) texts.push(`choose ${c}`, `swap ${c}`);
  const spaces: string[] = [];
  for (let s = 0; s < 2; s++) for (let k = 0; k < 5; k++) spaces.push(`${s} ${k}`);
  const cards = ['kraken', 'fishbone', ...Array.from({ length: 14 }, (_, i) => String(i + 1))];
  for (const card of cards) {
    for (const space of spaces) {
      texts.push(`place ${card} ${space}`);
      for (const anchor of spaces) texts.push(`place ${card} ${space} anchor ${anchor}`);
    }
  }
  for (const a of spaces) for (const b of spaces) texts.push(`move ${a} ${b}`);
  return texts.map((t) => {
    const r = parseAction(t);
    if (!r.ok) throw new Error(`grammar text '${t}' does not parse`);
    return r.value;
  });
}

const GRAMMAR = grammar();
const POSITIONS: DuelPosition[] = samplePositions(64, 2, 301);

describe('generator and checker agree (spec 3, 6)', () => {
  test('the grammar is complete and the samples reach every stage, pending kind and variant', () => {
    expect(GRAMMAR).toHaveLength(6 + 5 + 28 + 16 * 10 * 11 + 100);
    expect(new Set(POSITIONS.map(stageOf))).toEqual(new Set(['keep', 'special', 'place', 'choose', 'harpoon', 'move', 'over']));
    expect(POSITIONS.filter((p) => p.pending?.kind === 'move' && p.variant.verticalAnySpace && p.pending.arrow === 'vertical').length).toBeGreaterThan(0);
    expect(POSITIONS.filter((p) => p.pending?.kind === 'move' && p.variant.arrowOptional).length).toBeGreaterThan(0);
    expect(POSITIONS.filter((p) => p.stage === 'special' && p.variant.compulsorySpecials).length).toBeGreaterThan(0);
    expect(POSITIONS.filter((p) => p.stage === 'place' && p.specials[p.toAct!] === 'anchor' && !p.specialUsed[p.toAct!]).length).toBeGreaterThan(0);
  });

  test('on every sampled position, the generated list is exactly the set of grammar actions the checker accepts', () => {
    for (const pos of POSITIONS) {
      const generated = legalActions(pos).map(makeAction);
      expect(new Set(generated).size).toBe(generated.length);
      const accepted = GRAMMAR.filter((a) => checkAction(pos, a) === null).map(makeAction);
      expect(generated.sort()).toEqual(accepted.sort());
    }
  });

  test('a running game always has a legal action; a finished one none', () => {
    for (const pos of POSITIONS) expect(legalActions(pos).length > 0).toBe(pos.ended === null);
  });
});

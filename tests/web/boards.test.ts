// The boards' pure pieces (issue 29): the Nautilus board's legal index and the analysis's line,
// the duel's legal index and its hover preview.
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyInPlace, legalActions, makeAction, setupGame } from '../../src/nautilus/index.js';
import { drawLine } from '../../web/src/games/nautilus/board/drawn.js';
import { indexLegal } from '../../web/src/games/nautilus/board/legalIndex.js';
import { drawHover } from '../../web/src/games/duel/board/drawn.js';
import { indexLegal as indexDuelLegal } from '../../web/src/games/duel/board/legalIndex.js';

/** Where a launch in each direction comes out, two squares from the module's centre. */
const OUT: Record<string, [number, number]> = { N: [0, -2], E: [2, 0], S: [0, 2], W: [-2, 0] };

describe('the Nautilus board', () => {
  test('every legal action of a seeded game is filed where the board looks for it', () => {
    const pos = setupGame({ players: 3, seed: 11 });
    const rng = Rng.fromSeed(11);
    const kinds = new Set<string>();
    for (let turn = 0; turn < 300 && pos.endReason === null; turn++) {
      const legal = legalActions(pos);
      const ix = indexLegal(legal.map(makeAction));
      for (const a of legal) {
        const text = makeAction(a);
        kinds.add(a.type);
        if (a.type === 'move') expect(ix.moves.get(`${a.sub.seat}:${a.sub.index}`)?.get(`${a.to[0]},${a.to[1]}`)).toBe(text);
        else if (a.type === 'launch') expect(ix.launches.get(`${a.at[0] + OUT[a.dir]![0]},${a.at[1] + OUT[a.dir]![1]}`)).toBe(text);
        else if (a.type === 'retire') expect(ix.retires.get(`${a.sub.seat}:${a.sub.index}`)).toContain(text);
        else if (a.type === 'research') expect(ix.researchSources.has(`${a.from[0]},${a.from[1]}`)).toBe(true);
        else if (a.type === 'place') expect(ix.placeable.has(a.index)).toBe(true);
        else if (a.type === 'end') expect(ix.end).toBe(true);
      }
      applyInPlace(pos, legal[rng.int(legal.length)]!);
    }
    // the game went through the actions drawn on the board
    for (const k of ['move', 'launch', 'retire', 'research', 'place', 'end']) expect(kinds).toContain(k);
  });

  test('a submarine keeps each of its retires and its sonar; unreadable actions are left out', () => {
    const ix = indexLegal(['retire 1:0 13 13', 'retire 1:0 9 9', 'sonar 1:0', 'skip', 'nonsense']);
    expect(ix.retires.get('1:0')).toEqual(['retire 1:0 13 13', 'retire 1:0 9 9']);
    expect(ix.sonar.get('1:0')).toBe('sonar 1:0');
    expect([ix.skip, ix.end, ix.moves.size, ix.launches.size]).toEqual([true, false, 0, 0]);
  });

  test("the analysis's line: a submarine launched in the preview moves from its mouth, then from where it went", () => {
    const steps = drawLine('launch 13 13 S', ['move 1:0 13 18', 'sonar 1:0', 'move 1:0 14 19'], { submarines: [], held: [], overlays: null });
    expect(steps.map((s) => [s.step, s.action])).toEqual([
      [1, 'move 1:0 13 18'],
      [3, 'move 1:0 14 19'],
    ]);
    expect(steps[0]!.d.arrow).toEqual({ from: [13, 15], to: [13, 18] });
    expect(steps[1]!.d.arrow).toEqual({ from: [13, 18], to: [14, 19] });
    expect(steps.map((s) => s.at)).toEqual([[13, 18], [14, 19]]);
    // no preview, no line
    expect(drawLine(null, ['move 1:0 13 18'], { submarines: [], held: [], overlays: null })).toEqual([]);
  });
});

describe('the duel board', () => {
  test('placements with the Anchor are filed under the card and its space, apart from plain ones', () => {
    const ix = indexDuelLegal(['place kraken 0 2', 'place kraken 0 2 anchor 1 4', 'place 7 1 0', 'move 1 0 0 0', 'move 1 0 1 1', 'skip', 'bogus']);
    expect([...ix.place.keys()]).toEqual(['kraken', '7']);
    expect(ix.place.get('kraken')?.get('0 2')).toBe('place kraken 0 2');
    expect(ix.anchored.get('kraken 0 2')?.get('1 4')).toBe('place kraken 0 2 anchor 1 4');
    expect([...(ix.moves.get('1 0')?.keys() ?? [])]).toEqual(['0 0', '1 1']);
    expect(ix.skip).toBe('skip');
  });

  test('the hover preview: the picked card over a clickable space, the Anchor over its target, an arrow only to a destination', () => {
    const clickable = new Set(['0 1', '1 3']);
    const moves = new Map([['1 3', new Map([['0 1', 'move 1 3 0 1']])]]);
    const none = { hover: null, anchoring: null, selected: null, moveFrom: null, clickable, moves };
    expect(drawHover({ ...none, hover: '0 1', selected: 'kraken' })).toEqual({ ghost: { at: [0, 1], card: 15 }, spaces: [[0, 1]], cards: [] });
    expect(drawHover({ ...none, hover: '0 1', selected: 'fishbone' })?.ghost?.card).toBe(0);
    expect(drawHover({ ...none, hover: '0 2', selected: '9' })).toBeNull();
    expect(drawHover({ ...none, hover: '1 3', anchoring: { card: '9', at: '0 1' } })).toEqual({ ghost: { at: [0, 1], card: 9 }, anchor: [1, 3], spaces: [[0, 1]], cards: [] });
    expect(drawHover({ ...none, hover: '0 1', moveFrom: '1 3' })).toEqual({ move: { from: [1, 3], to: [0, 1] }, spaces: [[1, 3], [0, 1]], cards: [] });
    expect(drawHover({ ...none, hover: '1 3', moveFrom: '1 3' })).toBeNull();
  });
});

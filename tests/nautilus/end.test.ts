// Spec section 9: the end of the game.
import { describe, expect, test } from 'vitest';
import { atlantisNumber, generateBoard, setupGame, type Position } from '../../src/nautilus/index.js';
import { atPhase, game, run } from '../helpers.js';

/** The last phase-3 turn of round `round` (seat 1 acts last; seat 0 first). */
function lastTurn(round = 3): Position {
  const pos = atPhase(game(2), 3, 1);
  pos.round = round;
  return pos;
}

/** Moves Atlantis tiles from the board to the ruins board. */
function toRuins(pos: Position, numbers: number[], seat: number | null = 0): Position {
  for (const n of numbers) {
    const i = pos.tiles.findIndex((t) => t.tile === `atlantis${n}`);
    const [t] = pos.tiles.splice(i, 1);
    pos.gone.push({ at: t!.at, tile: t!.tile, to: 'ruins', seat });
    pos.ruins.push({ atlantis: n, seat });
  }
  return pos;
}

describe('spec 9: end conditions at the end of a round', () => {
  test('the round ends after every seat closed phase 3; the next seat becomes first player', () => {
    const pos = lastTurn();
    pos.roundFlags.bought = true;
    const next = run(pos, 'end');
    expect([next.round, next.phase, next.firstPlayer, next.toAct, next.endReason]).toEqual([4, 1, 1, 1, null]);
    expect(next.roundFlags).toEqual({ bought: false, placed: false, recovered: false });
  });

  test('allAtlantis: all 15 Atlantis tiles on the ruins board', () => {
    const pos = toRuins(lastTurn(), [...Array(15).keys()].map((i) => i + 1));
    pos.roundFlags.recovered = true;
    expect(run(pos, 'end').endReason).toBe('allAtlantis');
  });

  test('atlantis13to15: one more full round after 13, 14 and 15 are all on the ruins board', () => {
    const pos = toRuins(lastTurn(5), [13, 14, 15], null);
    pos.roundFlags.placed = true;
    const next = run(pos, 'end');
    expect(next.endReason).toBeNull();
    expect(next.finalRound).toBe(6);
    // play round 6 through: each seat ends each phase (seat 1 is first player)
    let cur = next;
    cur.roundFlags.bought = true;
    for (let i = 0; i < 6; i++) cur = run(cur, 'end');
    expect(cur.endReason).toBe('atlantis13to15');
    expect(cur.round).toBe(6);
  });

  test('13 and 15 alone do not start the final round', () => {
    const pos = toRuins(lastTurn(5), [13, 15]);
    pos.roundFlags.placed = true;
    expect(run(pos, 'end').finalRound).toBeNull();
  });

  test('stalemate: nobody bought, placed, or took a tile off the board by a submarine', () => {
    expect(run(lastTurn(), 'end').endReason).toBe('stalemate');
    for (const flag of ['bought', 'placed', 'recovered'] as const) {
      const pos = lastTurn();
      pos.roundFlags[flag] = true;
      expect(run(pos, 'end').endReason).toBeNull();
    }
  });

  test('a whole quiet round from the start is a stalemate', () => {
    let pos = game(2);
    for (let i = 0; i < 6; i++) pos = run(pos, 'end');
    expect([pos.endReason, pos.round]).toEqual(['stalemate', 1]);
  });

  test('maxRounds: the safety net', () => {
    const pos = lastTurn(100);
    pos.roundFlags.bought = true;
    expect(run(pos, 'end').endReason).toBe('maxRounds');
    const short = lastTurn(7);
    short.variants.maxRounds = 7;
    short.roundFlags.bought = true;
    expect(run(short, 'end').endReason).toBe('maxRounds');
  });

  test('allAtlantis on a board with its own tile set: all of its Atlantis tiles, not 15', () => {
    const pos = setupGame({ players: 2, seed: 1, firstPlayer: 0, board: generateBoard(12, 12, 1) });
    const numbers = pos.tiles.filter((t) => t.tile.startsWith('atlantis')).map((t) => atlantisNumber(t.tile));
    expect(numbers.length).toBeGreaterThan(1); // the precondition: a set with fewer than 15 and more than one
    expect(numbers.length).toBeLessThan(15);
    atPhase(pos, 3, 1);
    pos.roundFlags.recovered = true;
    expect(run(toRuins(structuredClone(pos), numbers.slice(1)), 'end').endReason).toBeNull(); // one still on the board
    expect(run(toRuins(pos, numbers), 'end').endReason).toBe('allAtlantis');
  });

  test('the order: allAtlantis before stalemate', () => {
    const pos = toRuins(lastTurn(), [...Array(15).keys()].map((i) => i + 1));
    expect(run(pos, 'end').endReason).toBe('allAtlantis');
  });

  test('a finished game has no legal action and refuses every action', async () => {
    const { legalActions } = await import('../../src/nautilus/index.js');
    const over = run(lastTurn(), 'end');
    expect(legalActions(over)).toEqual([]);
    expect(() => run(over, 'end')).toThrow(/gameOver/);
  });
});

// A saved game of Play (src/core/savedGame.ts): what Play writes after each action reads back to the
// same game, position for position, in every game; a tampered, truncated or unknown document is
// refused with a path and a reason, never a throw.
import { describe, expect, test } from 'vitest';
import { makeSavedGame, readSavedGame, SAVED_GAME_FORMAT, type SavedGameDoc } from '../../src/core/savedGame.js';
import { GAMES } from '../../src/games.js';
import { randomGame } from './randomGame.js';

/** A saved game of `plies` seeded random actions of game `id`, as Play writes it. */
function saved(id: string, players: number, plies: number, seed: number): { doc: SavedGameDoc; positions: unknown[] } {
  const { positions, actions } = randomGame(id, players, plies, seed);
  const seats = Array.from({ length: players }, (_, s) => (s === 0 ? { kind: 'human' as const } : { kind: 'builtin' as const, name: 'greedy' }));
  const doc = makeSavedGame({
    id: `game-${id}-${seed}`,
    game: id,
    savedAt: 1_800_000_000_000,
    seed,
    variants: {},
    seats,
    initial: JSON.parse(JSON.stringify(positions[0])),
    actions,
    view: { viewAs: 'auto', cursor: actions.length, lastHuman: 0, handover: null, delay: 500, paused: false },
    revealed: false,
    origin: { key: 'play.messages.continuing', params: { from: { key: 'play.from.move', params: { n: 3 } } } },
    failures: [{ bot: { kind: 'builtin', name: 'greedy' }, seat: 1, move: 2, reason: 'timeout', message: 'no answer within 30 ms: the bot was stopped' }],
  });
  return { doc, positions };
}

const read = (doc: unknown): ReturnType<typeof readSavedGame> => readSavedGame(JSON.stringify(doc), GAMES);
const problems = (doc: unknown): string[] => {
  const r = read(doc);
  return r.ok ? [] : r.error.map((e) => `${e.path} ${e.code}`);
};

describe('a saved game', () => {
  for (const [id, players] of [['nautilus', 3], ['atlantis', 2], ['duel', 2]] as const) {
    test(`${id}: reads back to the same game, every position the one Play had`, () => {
      const { doc, positions } = saved(id, players, 40, 7);
      const r = read(doc);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.doc).toEqual(doc);
      expect(r.value.positions.map((p) => JSON.stringify(GAMES[id]!.toJSON(p)))).toEqual(positions.map((p) => JSON.stringify(GAMES[id]!.toJSON(p))));
    });
  }

  test('a tampered action, a seat that is not the game’s, a cursor past the end: each refused at its path', () => {
    const { doc } = saved('nautilus', 2, 12, 3);
    expect(problems({ ...doc, actions: [...doc.actions.slice(0, 5), 'fly away', ...doc.actions.slice(6)] })).toEqual(['$.actions[5] badNotation']);
    // an action of the game played where it is not legal
    const { positions } = saved('nautilus', 2, 12, 3);
    const game = GAMES.nautilus!;
    const at = doc.actions.findIndex((_, i) => i + 1 < doc.actions.length && !game.legalActions(positions[i]).map((x) => game.makeAction(x)).includes(doc.actions[i + 1]!));
    expect(at).toBeGreaterThanOrEqual(0);
    const illegal = [...doc.actions.slice(0, at), doc.actions[at + 1]!];
    expect(problems({ ...doc, actions: illegal, view: { ...doc.view, cursor: 0 } })[0]).toMatch(new RegExp(`^\\$\\.actions\\[${at}\\] `));
    expect(problems({ ...doc, view: { ...doc.view, cursor: 99 } })).toEqual(['$.view.cursor badCursor']);
    expect(problems({ ...doc, view: { ...doc.view, viewAs: 3 } })).toEqual(['$.view.viewAs badSeat']);
    // the device is handed over to a person, never to a bot's seat
    expect(problems({ ...doc, view: { ...doc.view, handover: 1 } })).toEqual(['$.view.handover badSeat']);
    // nor held by one: the board would show the bot's seat to the people at the device
    expect(problems({ ...doc, view: { ...doc.view, lastHuman: 1 } })).toEqual(['$.view.lastHuman badSeat']);
    expect(problems({ ...doc, seats: [...doc.seats, { kind: 'human' }] })).toEqual(['$.seats badSeats']);
    expect(problems({ ...doc, initial: { ...(doc.initial as object), round: 'one' } })[0]).toMatch(/^\$\.initial\.round /);
  });

  test('not a saved game, an unknown version, a field too many, broken text: a reason, never a throw', () => {
    const { doc } = saved('duel', 2, 4, 2);
    expect(problems({ ...doc, format: 'nautilab-saved-game/9' })).toEqual(['$.format unknownFormat']);
    expect(problems({ ...doc, format: undefined })).toEqual(['$.format unknownFormat']);
    expect(problems([1, 2])).toEqual(['$.format unknownFormat']);
    expect(problems({ ...doc, extra: 1 })).toEqual(['$.extra schema.additionalProperties']);
    // a typed seed is kept as known (shown while the game runs); a saved game without the mark (written before it) reads as a secret seed
    expect(read({ ...doc, seedKnown: true }).ok).toBe(true);
    expect(problems({ ...doc, seedKnown: 'yes' })).toEqual(['$.seedKnown schema.type']);
    expect(problems({ ...doc, seats: [{ kind: 'robot' }, { kind: 'human' }] })[0]).toMatch(/^\$\.seats\[0\]/);
    expect(problems({ ...doc, game: 'chess' })).toEqual(['$.game unknownGame']);
    expect(problems({ ...doc, origin: { key: 'x', params: { a: { key: 'y', params: { b: { key: 'z' } } } } } })[0]).toMatch(/^\$\.origin/);
    const text = JSON.stringify(doc);
    for (const cut of [text.slice(0, text.length / 2), '', 'null', '{"format":']) {
      const r = readSavedGame(cut, GAMES);
      expect(r.ok).toBe(false);
    }
    expect(SAVED_GAME_FORMAT).toBe('nautilab-saved-game/1');
  });
});

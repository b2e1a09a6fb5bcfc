// Schema errors as path errors, shared by every game's position reader: readable paths whatever a
// document's keys are (a key that is not an identifier is a quoted index).
import { describe, expect, test } from 'vitest';
import { keyStep, pointerToPath } from '../../src/core/schemaErrors.js';
import { GAMES, GAME_IDS } from '../../src/games.js';

describe('schema errors', () => {
  test('paths: identifiers as .key, indices as [n], any other key quoted; JSON Pointer escapes read back', () => {
    expect(pointerToPath('')).toBe('$');
    expect(pointerToPath('/players/0/nemo')).toBe('$.players[0].nemo');
    expect(pointerToPath('/a b/x-y/_ok/9z')).toBe('$["a b"]["x-y"]._ok["9z"]');
    expect(pointerToPath('/a~1b/c~0d')).toBe('$["a/b"]["c~d"]');
    expect(keyStep('say "hi"')).toBe('["say \\"hi\\""]');
  });

  test.each(GAME_IDS)('%s: an unknown key and a missing one are named by a path that reads back', (id) => {
    const game = GAMES[id]!;
    const doc = game.toJSON(game.setup({ players: 2, seed: 1 })) as Record<string, unknown>;
    const first = Object.keys(doc).find((k) => k !== 'format')!;
    const { [first]: _dropped, ...rest } = doc;
    const r = game.fromJSON({ ...rest, 'not a key': 1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual(
      expect.arrayContaining([
        { path: '$["not a key"]', code: 'schema.additionalProperties', message: 'is not a known property' },
        { path: `$${keyStep(first)}`, code: 'schema.required', message: 'is required' },
      ]),
    );
  });
});

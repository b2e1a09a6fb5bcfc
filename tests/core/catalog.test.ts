// The menu catalog (loaded without the engines) says what the engines say of themselves.
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/catalog.js';
import { GAMES, GAME_IDS } from '../../src/games.js';

describe('catalog', () => {
  it('lists every game, in menu order, with the engine’s name and player counts', () => {
    expect(CATALOG.map((g) => g.id)).toEqual(GAME_IDS);
    for (const entry of CATALOG) {
      const g = GAMES[entry.id]!;
      expect(entry).toEqual({ id: g.id, name: g.name, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers });
    }
  });
});

/**
 * The games of the playground as menus need them: id, name, player counts. Only data, so the
 * page's main bundle can list the games without loading their engines (which run in workers).
 * `tests/core/catalog.test.ts` holds it equal to the engines' own descriptions.
 */
export interface CatalogEntry {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
}

export const CATALOG: readonly CatalogEntry[] = [
  { id: 'nautilus', name: 'Nautilus (Ditt, Kosmos 2002)', minPlayers: 2, maxPlayers: 4 },
  { id: 'atlantis', name: 'Atlantis (Colovini, Amigo 2009)', minPlayers: 2, maxPlayers: 4 },
  { id: 'duel', name: 'Nautilus duel (Chevallier, Libellud 2012)', minPlayers: 2, maxPlayers: 2 },
];

export const CATALOG_IDS: readonly string[] = CATALOG.map((g) => g.id);

/** A game's entry, or null. */
export function catalogEntry(id: string): CatalogEntry | null {
  return CATALOG.find((g) => g.id === id) ?? null;
}

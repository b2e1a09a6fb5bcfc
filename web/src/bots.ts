/** Saved bots (localStorage) and the editor's templates. Saved code runs only when asked to. */
import greedyTemplate from '../../src/bots/templates/greedy.ts?raw';
import randomTemplate from '../../src/bots/templates/random.ts?raw';

export interface SavedBot {
  id: string;
  name: string;
  code: string;
}

export const TEMPLATES: Record<string, string> = { random: randomTemplate, greedy: greedyTemplate };

const KEY = 'nautilab.bots.v1';

export function loadBots(): SavedBot[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as SavedBot[];
    return Array.isArray(list) ? list.filter((b) => typeof b.code === 'string' && typeof b.name === 'string') : [];
  } catch {
    return [];
  }
}

export function saveBots(list: SavedBot[]): void {
  localStorage.setItem(KEY, JSON.stringify(list));
}

export function newId(): string {
  return Math.random().toString(36).slice(2, 10);
}

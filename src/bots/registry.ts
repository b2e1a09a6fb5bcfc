/** Making the built-in bots by name (the names themselves live in `names.ts`). */
import type { Bot } from './api.js';
import { greedyBot, randomBot } from './builtin.js';
import { ismctsBot } from './ismcts.js';
import { analystBot } from './analyst.js';
import { parseBotRef } from './names.js';

const MAKERS: Record<string, (arg: number | null) => Bot<never>> = {
  random: () => randomBot,
  greedy: () => greedyBot,
  ismcts: (arg) => ismctsBot(arg === null ? {} : { iterations: arg }) as Bot<never>,
  analyst: (arg) => analystBot(arg === null ? {} : { ms: arg }) as Bot<never>,
};

/** A built-in bot by name for a game (`greedy`, `ismcts:32`), or null. */
export function builtinBot(name: string, gameId = 'nautilus'): Bot<never> | null {
  const r = parseBotRef(name, gameId);
  return r.ok && r.value.kind === 'builtin' ? (MAKERS[r.value.info.name]?.(r.value.arg) ?? null) : null;
}

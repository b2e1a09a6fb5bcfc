/** Making the built-in bots by name (the names themselves live in `names.ts`). */
import type { Bot } from './api.js';
import { greedyBot, randomBot } from './builtin.js';
import { ismctsBot } from './ismcts.js';
import { analystBot } from './analyst.js';
import { parseBotRef } from './names.js';

const MAKERS: Record<string, (arg: number | null, ms: number | null, tsPlayouts: boolean) => Bot<never>> = {
  random: () => randomBot,
  greedy: () => greedyBot,
  // `ismcts:Nms`: as many iterations as N ms allow (always within the decision's deadline)
  ismcts: (arg, ms) => ismctsBot(ms !== null ? { iterations: Number.MAX_SAFE_INTEGER, maxMs: ms } : arg === null ? {} : { iterations: arg }) as Bot<never>,
  // `analyst@ts`: its samples on the TS engine (the baseline of the WASM playout engine's strength test)
  analyst: (arg, _ms, ts) => analystBot({ ...(arg === null ? {} : { ms: arg }), ...(ts ? { playouts: 'ts' as const } : {}) }) as Bot<never>,
};

/** A built-in bot by name for a game (`greedy`, `ismcts:32`, `ismcts:1000ms`), or null. */
export function builtinBot(name: string, gameId = 'nautilus'): Bot<never> | null {
  const r = parseBotRef(name, gameId);
  return r.ok && r.value.kind === 'builtin' ? (MAKERS[r.value.info.name]?.(r.value.arg, r.value.ms ?? null, r.value.playouts === 'ts') ?? null) : null;
}

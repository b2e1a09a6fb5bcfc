/**
 * Bot names, shared by `nautilab play`, `nautilab arena`, the workers and the views: the built-in
 * bots (`random`, `greedy`, `ismcts[:N]` or `ismcts:Nms`, `analyst[:MS]`) and bot files. A name may appear more than once in a
 * line-up; its entries are then told apart as `greedy#1`, `greedy#2`. This module holds names and
 * facts only (the views import it); `registry.ts` makes the bots.
 */
import { err, ok, type Result } from '../core/result.js';

/** A built-in bot: its name, what its `:N` argument means, the games it plays. */
export interface BuiltinInfo {
  name: string;
  description: string;
  /** What `name:N` sets, when the bot takes an argument. */
  argument: { meaning: string; min: number; max: number } | null;
  /** What `name:Nms` sets (milliseconds per decision), when the bot takes a time besides its argument. */
  time?: { min: number; max: number };
  /** Game ids it plays; empty for every game. */
  games: readonly string[];
  /** `name…@ts` plays the search's samples on the TS engine where the host has a faster one (the WASM playout engine). */
  tsPlayouts?: boolean;
}

export const BUILTIN_BOTS: readonly BuiltinInfo[] = [
  { name: 'random', description: 'a uniformly random legal action', argument: null, games: [] },
  { name: 'greedy', description: "the game's one-turn heuristic", argument: null, games: [] },
  {
    name: 'ismcts',
    description: 'information-set Monte Carlo tree search over its own turn (64 iterations, at most 0.9 s a decision; ismcts:Nms searches N ms a decision)',
    argument: { meaning: 'iterations per decision', min: 1, max: 100_000 },
    time: { min: 10, max: 600_000 },
    games: [],
  },
  {
    name: 'analyst',
    description: "the analysis engine's best action: sampled playouts to the game's end over its own turn (0.9 s a decision)",
    argument: { meaning: 'milliseconds per decision', min: 10, max: 600_000 },
    games: [],
    tsPlayouts: true,
  },
];

/** A bot named in a line-up. */
export type BotRef =
  | {
      kind: 'builtin';
      name: string;
      info: BuiltinInfo;
      arg: number | null;
      /** `name:Nms`: milliseconds per decision (then `arg` is null). */
      ms?: number;
      /** `name@ts`: the search's samples on the TS engine. */
      playouts?: 'ts';
    }
  | { kind: 'file'; name: string; path: string };

/** The names a line-up accepts, for help and error texts. */
export function botNamesHelp(gameId?: string): string {
  const names = BUILTIN_BOTS.filter((b) => !gameId || !b.games.length || b.games.includes(gameId)).map((b) => (b.time ? `${b.name}[:N|:Nms]` : b.argument ? `${b.name}[:N]${b.tsPlayouts ? '[@ts]' : ''}` : b.name));
  return `${names.join(', ')}, or a .js bot file`;
}

/** Reads one bot name: a built-in (with its argument) or a `.js`/`.mjs` file path. */
export function parseBotRef(text: string, gameId: string): Result<BotRef, string> {
  if (/\.m?js$/i.test(text)) return ok({ kind: 'file', name: text, path: text });
  const m = /^([a-z]+)(?::([0-9]+)(ms)?)?(@ts)?$/.exec(text);
  const info = m ? BUILTIN_BOTS.find((b) => b.name === m[1]) : undefined;
  if (!m || !info) return err(`unknown bot '${text}'; built in: ${botNamesHelp(gameId)}`);
  if (info.games.length && !info.games.includes(gameId)) return err(`the ${info.name} bot does not play ${gameId} (it plays ${info.games.join(', ')})`);
  if (m[4] !== undefined && !info.tsPlayouts) return err(`the ${info.name} bot takes no @ts (only a search that plays samples does)`);
  const playouts = m[4] !== undefined ? { playouts: 'ts' as const } : {};
  if (m[2] === undefined) return ok({ kind: 'builtin', name: text, info, arg: null, ...playouts });
  if (m[3] !== undefined) {
    if (!info.time) return err(`the ${info.name} bot takes no time per decision`);
    const ms = Number(m[2]);
    if (ms < info.time.min || ms > info.time.max) return err(`${info.name}:Nms takes milliseconds per decision in ${info.time.min}..${info.time.max}`);
    return ok({ kind: 'builtin', name: text, info, arg: null, ms, ...playouts });
  }
  if (!info.argument) return err(`the ${info.name} bot takes no argument`);
  const arg = Number(m[2]);
  if (arg < info.argument.min || arg > info.argument.max) return err(`${info.name}:N takes ${info.argument.meaning} in ${info.argument.min}..${info.argument.max}`);
  return ok({ kind: 'builtin', name: text, info, arg, ...playouts });
}

/** Entry names of a line-up: a name given more than once becomes `name#1`, `name#2`, … */
export function entryNames(names: readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const n of names) count.set(n, (count.get(n) ?? 0) + 1);
  const seen = new Map<string, number>();
  return names.map((n) => {
    if (count.get(n)! < 2) return n;
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return `${n}#${k}`;
  });
}

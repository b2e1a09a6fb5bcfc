/** Command-line plumbing shared by the subcommands: exits with codes and documents, option parsing. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { PathError } from '../core/result.js';
import { capErrors } from '../core/json.js';
import { GAME_IDS, gameById } from '../games.js';
import type { AnyGame } from '../core/game.js';

/** A failure that ends the command with an exit code and a document (printed under `--json`). */
export class Exit extends Error {
  constructor(
    readonly code: 1 | 2,
    readonly doc: Record<string, unknown>,
    message: string,
  ) {
    super(message);
  }
}

/** A usage error: exit 2. */
export const usageError = (message: string): Exit => new Exit(2, { ok: false, error: { code: 'usage', message } }, message);
/** Bad input: exit 1. */
export const inputError = (code: string, message: string): Exit => new Exit(1, { ok: false, error: { code, message } }, message);

/** Errors about a document: the first 50 with their paths, and how many more. Exit 1. */
export function documentErrors(all: readonly PathError[], what = 'position'): Exit {
  const { errors, more } = capErrors(all);
  const lines = errors.map((e) => `  ${e.path}: ${e.message} (${e.code})`).join('\n');
  const tail = more ? `\n  … and ${more} more errors` : '';
  return new Exit(1, { ok: false, errors, ...(more ? { moreErrors: more } : {}) }, `invalid ${what}:\n${lines}${tail}`);
}

export type Values = Record<string, string | boolean | string[] | undefined>;
export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** Parses options strictly (`--json` and `--help` always allowed); unknown options are usage errors. */
export function options(args: string[], spec: OptionSpec): { values: Values; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, ...spec }, allowPositionals: true, strict: true });
    return { values: values as Values, positionals };
  } catch (e) {
    throw usageError((e as Error).message);
  }
}

/** An integer option in min..max, or the fallback when absent. */
export function intOption(values: Values, name: string, fallback: number, min: number, max: number): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (typeof raw !== 'string' || !/^-?[0-9]+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw usageError(`--${name} must be an integer in ${min}..${max}, got '${String(raw)}'`);
  }
  return n;
}

/** `--game ID` (default nautilus). */
export function gameOption(values: Values): AnyGame {
  const id = typeof values.game === 'string' ? values.game : 'nautilus';
  const game = gameById(id);
  if (!game) throw usageError(`--game must be one of ${GAME_IDS.join(', ')}; got '${id}'`);
  return game;
}

/** `--variant key=value …`, checked against the game's settings. */
export function variantOption(values: Values, game: AnyGame): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const item of (values.variant as string[] | undefined) ?? []) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(item);
    if (!m) throw usageError(`--variant takes key=value, got '${item}'`);
    raw[m[1]!] = m[2]!;
  }
  const r = game.parseVariants(raw);
  if (!r.ok) throw usageError(`bad --variant: ${r.error.map((e) => e.message).join('; ')}`);
  return r.value;
}

/** The variant settings of a game, for help texts. */
export function variantHelp(game: AnyGame): string {
  return game.variantSpecs
    .map((s) => `    ${s.key}=${s.type === 'boolean' ? 'true|false' : s.type === 'integer' ? `${s.min}..${s.max}` : s.values.join('|')}  ${s.description}`)
    .join('\n');
}

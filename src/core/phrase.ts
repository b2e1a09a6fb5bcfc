/**
 * Words for people, kept apart from the language: a phrase is a message key and its parameters,
 * rendered by a lookup (vue-i18n's `t` in the web, an English lookup over a game's catalog in the
 * command line). Each game's `words.ts` says what its actions and phases are in phrases and gives
 * the catalog in English, Italian and Dutch.
 */

/** A message key with its parameters; a parameter may be a phrase itself (rendered first). */
export interface Phrase {
  key: string;
  params?: Record<string, string | number | Phrase>;
}

/** Renders one key with plain parameters (vue-i18n's `t`, or `catalogLookup`). */
export type Lookup = (key: string, params: Record<string, string | number>) => string;

/** The languages of the words. */
export type WordsLocale = 'en' | 'it' | 'nl';

/** Messages by key path: nested objects of strings in vue-i18n syntax (`{name}` only). */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** One game's catalog in every language, English the model. */
export type WordsCatalog = Record<WordsLocale, MessageTree>;

/** What a game says in words: any action of a position, and the phase and step of a position. */
export interface GameWords<S = unknown> {
  /** The area the keys live under (the game's id). */
  readonly area: string;
  /** An action in words; `state` is the position (or observation) it is played from, null when unknown. */
  describeAction(state: S | null, action: string): Phrase;
  /** Who is to act, the phase and the step, and a pending choice, in words. */
  describePhase(state: S): Phrase;
  readonly catalog: WordsCatalog;
}

/** A phrase with a key and its parameters. */
export function phrase(key: string, params?: Record<string, string | number | Phrase>): Phrase {
  return params ? { key, params } : { key };
}

/** Renders a phrase: the parameters that are phrases first, then the key. */
export function renderPhrase(p: Phrase, lookup: Lookup): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(p.params ?? {})) params[name] = typeof value === 'object' ? renderPhrase(value, lookup) : value;
  return lookup(p.key, params);
}

/** The message at a dotted key path of a tree, or undefined. */
export function messageAt(tree: MessageTree, key: string): string | undefined {
  let at: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof at !== 'object' || !Object.hasOwn(at, part)) return undefined;
    at = at[part];
  }
  return typeof at === 'string' ? at : undefined;
}

/**
 * A lookup over a message tree (the command line's English): `{name}` takes the parameter; a key
 * not in the tree renders as the key itself, so a missing message shows rather than throws.
 */
export function catalogLookup(tree: MessageTree): Lookup {
  return (key, params) => {
    const message = messageAt(tree, key);
    if (message === undefined) return key;
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
  };
}

/** Every key a phrase and its nested phrases use. */
export function phraseKeys(p: Phrase, out: string[] = []): string[] {
  out.push(p.key);
  for (const value of Object.values(p.params ?? {})) if (typeof value === 'object') phraseKeys(value, out);
  return out;
}

/** The same keys as `T`, every leaf a string: the shape Italian and Dutch share with English. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** A catalog from English and the others with the same keys (a missing key is a type error). */
export function wordsCatalog<T extends MessageTree>(en: T, others: { it: SameKeys<T>; nl: SameKeys<T> }): { en: T; it: SameKeys<T>; nl: SameKeys<T> } {
  return { en, ...others };
}

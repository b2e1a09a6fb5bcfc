// The shape every language's messages share: English is the model, Italian and Dutch must have
// the same keys (a missing key is a type error here and a failing test in tests/web/i18n.test.ts).

/** The languages the playground speaks. */
export const LOCALES = ['en', 'it', 'nl'] as const;
/** One of the playground's languages. */
export type Locale = (typeof LOCALES)[number];

/** The same keys as `T`, every leaf a string. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** One area's messages in every language. */
export interface Area<T> {
  en: T;
  it: Shape<T>;
  nl: Shape<T>;
}

/**
 * One area of the UI's messages (a view, a component family): English first, the others with the
 * same keys. Messages use vue-i18n's syntax: `{name}` interpolates; `|` separates plural forms and
 * `@`, `{`, `}`, `$` are special (write `{'@'}` for a literal one).
 */
export function defineArea<T extends object>(en: T, others: { it: Shape<T>; nl: Shape<T> }): Area<T> {
  return { en, ...others };
}

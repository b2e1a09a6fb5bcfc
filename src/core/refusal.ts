/**
 * Why a position edit is refused, kept apart from the language as a phrase is (`phrase.ts`): a
 * stable code, its parameters, and the English sentence the engine has always given. The web's
 * position editors say the code in the chosen language; tests and scripts read the English.
 */
import { catalogLookup } from './phrase.js';

/** A refused edit: `code` names the reason, `params` fill it in, `message` is the English sentence. */
export interface Refusal<C extends string = string> {
  code: C;
  params: Record<string, string | number>;
  message: string;
}

/** Makes refusals from an English catalog (code → sentence with `{name}` parameters). */
export function refusalsOf<T extends Record<string, string>>(english: T): (code: keyof T & string, params?: Record<string, string | number>) => Refusal<keyof T & string> {
  const lookup = catalogLookup(english);
  return (code, params = {}) => ({ code, params, message: lookup(code, params) });
}
